import { otherNumber, otherPath, otherValue, replaceLiteral, sqlLiterals, type RunChange, type SetArgument, type ValueChange } from '../../contract/index.ts';
import { ts } from '../typescript.js';
import type { CompareRecord, JudgeFacts } from '../flow/facts.ts';
import type { Constant } from '../flow/value.ts';
import type { ReferenceArgument, ReferenceCallFacts } from '../reference.ts';
import type { Verdict } from '../types.ts';
import type { TaskFacts, WitnessSpec } from './rule.ts';

/**
 * How rules build the witness each finding carries (docs/rules/<rule>.md says which for each
 * rule). A run witness is the task's reference run or its initial state with at most one change,
 * described with the changes every part of chokepoint shares (`src/contract/run-change.ts`); exact
 * reasoning about the code is the witness where no run can be named. Nothing here runs a judge.
 */

/** Exact static reasoning: the fact the finding rests on. */
export function codeWitness(fact: string): WitnessSpec {
  return { kind: 'code', fact };
}

/**
 * The reference run with one change. A change that keeps the run's meaning (an address in other
 * letter case, rows in another order) must still pass, and the judge fails it; one that changes it
 * (another recipient, a longer number, a call that never ran) must fail, and the judge passes it.
 */
export function referenceWitness(change: RunChange, keepsMeaning: boolean, at?: ts.Node): WitnessSpec {
  const [expected, predicted]: [Verdict, Verdict] = keepsMeaning ? ['pass', 'fail'] : ['fail', 'pass'];
  return { kind: 'run', base: 'reference', change, expected, predicted, ...(at ? { at } : {}) };
}

/** A base run itself, no change: the initial state (a right judge fails it) or the reference run (a right judge passes it). */
export function baseWitness(base: 'reference' | 'initial-state', predicted: Verdict): WitnessSpec | undefined {
  const expected: Verdict = base === 'reference' ? 'pass' : 'fail';
  return predicted === expected ? undefined : { kind: 'run', base, expected, predicted };
}

/** How a rule changes a value it found in the reference run. */
export interface ValueEdit {
  readonly how: ValueChange;
  /** For a whole value (an argument, an element of a list, a SQL literal, the answer): its new value when it is the one the check looks for. */
  readonly whole: (value: string) => string | undefined;
  /**
   * For a text that holds the value among other text: the text with it replaced (with the part that
   * changed where it is written otherwise than `part` says). Absent where only whole values count.
   */
  readonly inText?: (text: string) => string | EditedText | undefined;
  /** The part an in-text edit changes, for the witness's description. */
  readonly part?: { readonly from: string; readonly to: string };
}

/** A value of the reference run the judge's check reads, and the change that gives it another value. */
export interface ValueSite {
  readonly change: RunChange;
  /** Where the value is written in the module. */
  readonly at?: ts.Node;
}

/**
 * Where the value a check compares is written in the reference run, and the change that edits it
 * there: a reference argument (the whole value, an element of a list, a SQL literal of a query, a
 * part of a text) or the reference answer. Only places the compared side is read from count: the
 * argument of the same name (in the trace, or an e-mail's field), a SQL literal for a table, a
 * written file's content, the answer for `output`; any argument, where the compared text is made
 * from a call's whole arguments and from nothing else the run writes. The initial state (`pre`) is not the
 * reference's to change. Within the first place that holds it, every call that writes it changes.
 */
export function findValue(task: TaskFacts, record: CompareRecord, edit: ValueEdit): ValueSite | undefined {
  for (const place of comparedPlaces(record)) {
    if (place.kind === 'answer') {
      const answer = task.answer;
      const edited = answer && editText(answer.text, edit);
      if (answer && edited) return { change: { kind: 'set-answer', from: answer.text, to: edited.to, how: edit.how, ...partOf(edited) }, at: answer.node };
      continue;
    }
    // Every call that writes the value there: which of them the judge looks at (the first, the last, any) is not the witness's to guess.
    const edits: { change: SetArgument; at: ts.Node }[] = [];
    for (const [index, call] of (task.reference ?? []).entries()) {
      for (const arg of call.args) {
        const change =
          place.kind === 'table' ? sqlEdit(call, index, arg, edit) : place.argument(call.tool, arg.name) ? argumentEdit(call, index, arg, edit) : undefined;
        if (change) edits.push({ change, at: arg.node });
      }
    }
    if (edits.length === 1) return edits[0];
    if (edits.length > 1) return { change: { kind: 'set-arguments', edits: edits.map((e) => e.change) }, at: edits[0].at };
  }
  return undefined;
}

type Place =
  { readonly kind: 'answer' } | { readonly kind: 'table' } | { readonly kind: 'argument'; readonly argument: (tool: string, name: string) => boolean };

/** The places in a reference run a check's context side is read from, by its paths. */
function comparedPlaces(record: CompareRecord): Place[] {
  const places: Place[] = [];
  for (const path of [...record.actual.paths, ...(record.actual.elems ?? [])]) {
    if (/^output\b/.test(path)) places.push({ kind: 'answer' });
    const arg = /^trace(?:\[[^\]]*\])?\.args\.([\w$]+)/.exec(path)?.[1];
    if (arg) places.push({ kind: 'argument', argument: (_tool, name) => name === arg });
    const mailField = /^post\.emails(?:\[\])?\.(to|cc|bcc|subject|body)\b/.exec(path)?.[1];
    if (mailField) places.push({ kind: 'argument', argument: (tool, name) => tool === 'send_email' && name === mailField });
    if (/^post\.files\{keys\}/.test(path)) places.push({ kind: 'argument', argument: (tool, name) => tool === 'write_file' && name === 'path' });
    else if (/^post\.files\b/.test(path)) places.push({ kind: 'argument', argument: (tool, name) => tool === 'write_file' && name === 'content' });
    if (/^post\.tables\b/.test(path)) places.push({ kind: 'table' });
  }
  // A text made from a call's whole arguments (`JSON.stringify(call.args)` in a description of it) holds every argument.
  if (places.length === 0 && [...record.actual.deps].some((p) => /^trace(?:\[[^\]]*\])?\.args$/.test(p)))
    places.push({ kind: 'argument', argument: () => true });
  return places;
}

function argumentEdit(call: ReferenceCallFacts, index: number, arg: ReferenceArgument, edit: ValueEdit): SetArgument | undefined {
  const set = (to: unknown, changed?: { from: string; to: string }): SetArgument => ({
    kind: 'set-argument',
    call: index,
    tool: call.tool,
    argument: arg.name,
    from: arg.list ?? arg.value,
    to,
    how: edit.how,
    ...(changed ? { part: changed } : {}),
  });
  if (arg.list) {
    const at = arg.list.findIndex((v) => typeof v === 'string' && edit.whole(v) !== undefined);
    if (at < 0) return undefined;
    const from = arg.list[at] as string;
    const to = edit.whole(from)!;
    return set(
      arg.list.map((v, i) => (i === at ? to : v)),
      { from, to },
    );
  }
  if (typeof arg.value !== 'string') return undefined;
  const edited = editText(arg.value, edit);
  return edited ? set(edited.to, edited.part) : undefined;
}

/** A string literal of an `execute_sql_query` call's query that the check looks for, replaced. */
function sqlEdit(call: ReferenceCallFacts, index: number, arg: ReferenceArgument, edit: ValueEdit): SetArgument | undefined {
  if (call.tool !== 'execute_sql_query' || arg.name !== 'query' || typeof arg.value !== 'string') return undefined;
  for (const literal of sqlLiterals(arg.value)) {
    const to = edit.whole(literal.value);
    if (to === undefined) continue;
    return {
      kind: 'set-argument',
      call: index,
      tool: call.tool,
      argument: arg.name,
      from: arg.value,
      to: replaceLiteral(arg.value, literal, to),
      how: edit.how,
      part: { from: literal.value, to },
    };
  }
  return undefined;
}

export interface EditedText {
  readonly to: string;
  /** The part that changed, when not the whole text. */
  readonly part?: { readonly from: string; readonly to: string };
}

/** A text edited: whole, or in part. */
function editText(text: string, edit: ValueEdit): EditedText | undefined {
  const whole = edit.whole(text);
  if (whole !== undefined) return { to: whole };
  const edited = edit.inText?.(text);
  if (edited === undefined) return undefined;
  const { to, part = edit.part } = typeof edited === 'string' ? { to: edited } : edited;
  return to !== text ? { to, ...(part ? { part } : {}) } : undefined;
}

const partOf = (edited: EditedText) => (edited.part ? { part: edited.part } : {});

/**
 * Another value for one argument of a reference call, of the same kind: another address, path,
 * number, code or word (the value perturbations the validator uses too), every element of a list
 * changed, one literal of a SQL statement. Undefined for free text and values the analyzer does
 * not know.
 */
export function otherArgument(call: ReferenceCallFacts, index: number, arg: ReferenceArgument): SetArgument | undefined {
  const base = { kind: 'set-argument', call: index, tool: call.tool, argument: arg.name } as const;
  if (arg.list) {
    const changed = arg.list.map((v) => otherScalar(v));
    if (changed.length === 0 || changed.some((c) => c === undefined)) return undefined;
    return { ...base, from: arg.list, to: changed.map((c) => c!.value), how: changed[0]!.how };
  }
  if (typeof arg.value === 'string' && call.tool === 'execute_sql_query' && arg.name === 'query') {
    for (const literal of sqlLiterals(arg.value)) {
      const other = otherValue(literal.value, literal.kind);
      if (other)
        return {
          ...base,
          from: arg.value,
          to: replaceLiteral(arg.value, literal, other.value),
          how: other.how,
          part: { from: literal.value, to: other.value },
        };
    }
    return undefined;
  }
  const other = otherScalar(arg.value);
  return other ? { ...base, from: arg.value, to: other.value, how: other.how } : undefined;
}

function otherScalar(value: Constant | undefined): { value: string | number; how: ValueChange } | undefined {
  if (typeof value === 'number') return { value: Number(otherNumber(String(value))), how: 'other-number' };
  if (typeof value !== 'string') return undefined;
  if (/^\/\S+$/.test(value)) return { value: otherPath(value), how: 'other-path' };
  return otherValue(value, 'string');
}

/** The reference calls of a tool, with their positions. */
export function callsOf(task: TaskFacts, tool: string): { readonly index: number; readonly call: ReferenceCallFacts }[] {
  return (task.reference ?? []).flatMap((call, index) => (call.tool === tool ? [{ index, call }] : []));
}

/**
 * Whether the match a comparison makes (equal, contains, starts with, is one of) must hold for a
 * true verdict, or selects the elements it counts (a filter's test): the runs where the compared
 * value is the expected one are the ones the judge passes. A comparison written negated
 * (`x !== X`) that must fail is such a match too.
 */
export function matchNeeded(facts: JudgeFacts, record: CompareRecord): boolean {
  const sign = facts.verdict.recs.get(record.id);
  return negatedComparison(record.node) ? sign === -1 : sign === 1 || sign === 0;
}

/** `a !== b`, `a != b`: the comparison's match holds when it is false. */
export function negatedComparison(node: ts.Node): boolean {
  return (
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.ExclamationEqualsEqualsToken || node.operatorToken.kind === ts.SyntaxKind.ExclamationEqualsToken)
  );
}

/** Whether a text passes a check of that kind against a literal; undefined for a kind that is no text match. */
export function textAccepted(match: string, text: string, needle: string): boolean | undefined {
  switch (match) {
    case 'substring':
      return text.includes(needle);
    case 'prefix':
      return text.startsWith(needle);
    case 'suffix':
      return text.endsWith(needle);
    case 'equality':
    case 'membership':
      return text === needle;
    default:
      return undefined;
  }
}

/**
 * How a condition reaches the verdict, read from the judge's code: `whole` when it is the value the
 * judge returns, `conjunct` / `disjunct` when it is an operand of a chain of `&&` / `||` that is.
 * Only for a judge with one return (or an expression body), so no other path decides; undefined
 * for anything else (mixed chains, conditions nested in calls, branches, negations).
 */
function verdictRole(facts: JudgeFacts, node: ts.Node): 'whole' | 'conjunct' | 'disjunct' | undefined {
  const root = facts.root;
  if (!ts.isFunctionLike(root) || facts.returns.length !== 1) return undefined;
  let role: 'whole' | 'conjunct' | 'disjunct' = 'whole';
  let n: ts.Node = node;
  for (let p = n.parent; p; n = p, p = p.parent) {
    if (ts.isParenthesizedExpression(p)) continue;
    if (ts.isBinaryExpression(p) && (p.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken || p.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
      const kind = p.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken ? 'conjunct' : 'disjunct';
      if (role !== 'whole' && role !== kind) return undefined;
      role = kind;
      continue;
    }
    if (p === root && ts.isArrowFunction(p) && p.body === n) return role;
    if (ts.isReturnStatement(p)) return p.parent?.parent === root && ts.isBlock(p.parent) ? role : undefined;
    return undefined;
  }
  return undefined;
}

/**
 * The base run a condition of fixed truth decides the verdict on, where its role does: true as the
 * verdict or one of its alternatives, the initial state passes (a right judge fails it); false as
 * the verdict or one of its requirements, the reference run fails (a right judge passes it).
 */
export function fixedTruthWitness(facts: JudgeFacts, node: ts.Node, truthy: boolean): WitnessSpec | undefined {
  const role = verdictRole(facts, node);
  if (role === undefined) return undefined;
  if (truthy && role !== 'conjunct') return baseWitness('initial-state', 'pass');
  if (!truthy && role !== 'disjunct') return baseWitness('reference', 'fail');
  return undefined;
}
