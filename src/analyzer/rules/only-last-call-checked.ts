import { ts } from '../typescript.js';
import type { CompareRecord, JudgeFacts } from '../flow/facts.ts';
import { short } from '../flow/syntax.ts';
import { traceArgumentOf } from '../flow/paths.ts';
import type { TypeFacts } from '../flow/types.ts';
import { CallSelections, type CallSelection, type End } from './call-selection.ts';
import { defineRule, type TaskFacts, type WitnessSpec } from './rule.ts';
import { callsOf, codeWitness, otherArgument, referenceWitness } from './witness.ts';

/**
 * The judge checks the arguments of one call of a tool (the last one a helper returns, `.at(-1)`,
 * `.find`, a loop that returns at the first match) while the task needs several calls of that
 * tool with different arguments: only one of the required calls is ever verified.
 */
export default defineRule({
  id: 'only-last-call-checked',
  severity: 'warning',
  messages: {
    one: '`{{text}}` takes one `{{tool}}` call and the judge checks its {{args}}, but the task needs {{needed}}: the other calls are never checked, so they may go anywhere. Check every call of the tool, or find each expected call by its arguments.',
  },
  docs: {
    description:
      'The arguments of one call of a tool checked (the last, the first, one found by name) where the task needs several calls of it with different arguments.',
    rationale:
      'A task that mails three clients, pays three accounts or downloads two files needs one call per target. A judge that takes the last `send_email` call and checks its recipient verifies one of the three: the other two may go to anyone, or be the same call repeated. Check every call of the tool (each recipient among the expected ones, and every expected recipient reached), or look each expected call up by its arguments.',
    invalid: {
      code: "const judge: Judge = ({ trace }) => {\n  const last = executedCalls(trace).filter((c) => c.tool === 'send_email').at(-1);\n  return last !== undefined && ['ana@acme.test', 'ben@acme.test'].includes(String(last.args.to));\n};",
      reference:
        "[call('send_email', { to: 'ana@acme.test', subject: 'Invite', body: 'Friday 10:00' }), call('send_email', { to: 'ben@acme.test', subject: 'Invite', body: 'Friday 10:00' })]",
    },
    valid: {
      code: "const judge: Judge = ({ trace }) => {\n  const sent = executedCalls(trace).filter((c) => c.tool === 'send_email').map((c) => String(c.args.to));\n  return ['ana@acme.test', 'ben@acme.test'].every((to) => sent.includes(to));\n};",
      reference:
        "[call('send_email', { to: 'ana@acme.test', subject: 'Invite', body: 'Friday 10:00' }), call('send_email', { to: 'ben@acme.test', subject: 'Invite', body: 'Friday 10:00' })]",
    },
    witness:
      'The reference run with a call of the tool the judge does not take (the first when it takes the last, the last when it takes the first) given another value in an argument it checks on the one it takes: that call goes to the wrong party, so a right judge fails it and this one passes it. Where the reference does not make several calls of the tool, the syntax does not say which call is taken, or the checked argument has no other value of its kind (free text, a name), the reasoning itself.',
  },
  defaultOptions: {},
  check({ facts, task, types, report }) {
    if (facts.style !== 'imperative' || facts.unknowns.length > 0) return;
    const selections = new CallSelections(types, facts.root);
    // Per tool: where one of its calls is taken, and which of its arguments are checked on it.
    const onOne = new Map<string, { readonly node: ts.Node; readonly args: Set<string>; readonly ends: Set<End | undefined> }>();
    // Arguments checked in a way that is not through one selected call (on every call, on a call found by its arguments).
    const elsewhere = new Set<string>();
    for (const record of verdictRecords(facts)) {
      if (record.type !== 'compare' || record.match === 'selector') continue;
      const args = argumentsOf(record);
      if (args.length === 0) continue;
      const found = [...selections.originsOf(record.node), ...loopSelections(record.node, facts.root, selections)];
      if (found.length === 0) for (const a of args) elsewhere.add(a);
      for (const selection of found) {
        const entry = onOne.get(selection.tool);
        if (!entry) onOne.set(selection.tool, { node: selection.node, args: new Set(args), ends: new Set([selection.end]) });
        else {
          for (const a of args) entry.args.add(a);
          entry.ends.add(selection.end);
          if (selection.node.getStart() < entry.node.getStart()) onOne.set(selection.tool, { node: selection.node, args: entry.args, ends: entry.ends });
        }
      }
    }
    for (const [tool, { node, args, ends }] of [...onOne].sort(([, a], [, b]) => a.node.getStart() - b.node.getStart())) {
      const unchecked = [...args].filter((a) => !elsewhere.has(a)).sort();
      if (unchecked.length === 0) continue;
      const needed = neededCalls(tool, task, facts, types);
      if (!needed) continue;
      const end = ends.size === 1 ? [...ends][0] : undefined;
      report(
        node,
        'one',
        { text: short(node), tool, args: unchecked.map((a) => (a === '*' ? 'arguments' : `\`${a}\``)).join(', '), needed },
        witness(task, tool, unchecked, end),
      );
    }
  },
});

function* verdictRecords(facts: JudgeFacts) {
  for (const id of facts.verdict.recs.keys()) {
    const record = facts.records.get(id);
    if (record) yield record;
  }
}

/** The trace arguments a check compares (`to` of `trace[].args.to`; `*` for every argument). */
function argumentsOf(record: CompareRecord): string[] {
  const out = new Set<string>();
  for (const path of record.actual.paths) {
    const argument = traceArgumentOf(path);
    if (argument) out.add(typeof argument === 'object' ? argument.name : '*');
  }
  return [...out];
}

/** A check inside `if (c.tool === T) return ...` inside a loop over calls: it sees the first (or last) call of T only. */
function loopSelections(node: ts.Node, root: ts.Node, selections: CallSelections): CallSelection[] {
  let returned = false;
  for (let n: ts.Node | undefined = node; n && n !== root && !ts.isFunctionLike(n); n = n.parent) {
    if (ts.isReturnStatement(n)) returned = true;
    if (returned && ts.isIfStatement(n)) {
      const guard = selections.loopGuardTool(n);
      if (guard) return [{ node: n.expression, ...guard }];
    }
  }
  return [];
}

/**
 * The reference run with a call of the tool the judge does not take (the first when it takes the
 * last, the last when it takes the first) given another value in an argument it checks on the
 * one it takes: that call goes to the wrong party, so a right judge fails, and this one passes.
 */
function witness(task: TaskFacts, tool: string, checked: readonly string[], end: End | undefined): WitnessSpec {
  const calls = callsOf(task, tool);
  const other = calls.length < 2 || end === undefined ? undefined : end === 'last' ? calls[0] : calls[calls.length - 1];
  for (const name of checked) {
    const arg = other?.call.args.find((a) => a.name === name || name === '*');
    const change = other && arg ? otherArgument(other.call, other.index, arg) : undefined;
    if (change && arg) return referenceWitness(change, false, arg.node);
  }
  return codeWitness(
    `the judge checks ${checked.map((a) => (a === '*' ? 'the arguments' : `\`${a}\``)).join(', ')} on one \`${tool}\` call${end ? ` (the ${end})` : ''}: any other \`${tool}\` call may carry anything`,
  );
}

/**
 * Why the task needs several calls of the tool: its reference makes several that differ, or the
 * judge itself requires more than one (`timesCalled(trace, T) >= 3`).
 */
function neededCalls(tool: string, task: TaskFacts, facts: JudgeFacts, types: TypeFacts): string | undefined {
  const use = task.toolUses?.get(tool);
  if (use && use.calls > 1 && use.distinct) return `${use.calls} \`${tool}\` calls with different arguments (its reference)`;
  for (const record of verdictRecords(facts)) {
    if (record.type !== 'count' || record.n === undefined || facts.verdict.recs.get(record.id) !== 1) continue;
    const least = record.op === '>=' || record.op === '===' ? record.n : record.op === '>' ? record.n + 1 : 0;
    if (least > 1 && stringsIn(record.node, types).has(tool)) return `${least} \`${tool}\` calls (the judge counts them)`;
  }
  return undefined;
}

/** String literals in an expression and in the initializers of the variables it reads (`mails` of `mails.length >= 3`). */
function stringsIn(node: ts.Node, types: TypeFacts, depth = 0): Set<string> {
  const out = new Set<string>();
  const visit = (n: ts.Node): void => {
    if (ts.isStringLiteralLike(n)) out.add(n.text);
    else if (ts.isIdentifier(n) && depth < 3) {
      const decl = types.symbolAt(n)?.valueDeclaration;
      const init = decl && ts.isVariableDeclaration(decl) && decl.getSourceFile() === node.getSourceFile() ? decl.initializer : undefined;
      if (init) for (const s of stringsIn(init, types, depth + 1)) out.add(s);
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  return out;
}
