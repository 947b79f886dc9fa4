import { ts } from '../typescript.js';
import { withinOneCall } from '../classify/argument.ts';
import { readLocations } from '../classify/read-location.ts';
import type { JudgeFacts } from '../flow/facts.ts';
import { fieldOfPath } from '../flow/paths.ts';
import { SNAPSHOT_ROOT, type Constant } from '../flow/value.ts';
import type { ReferenceArgument, ReferenceCallFacts } from '../reference.ts';
import { isMailRecipient, mailContentWithoutRecipient } from './mail.ts';
import { isPlaceholder } from './identifiers.ts';
import { defineRule, optionPattern } from './rule.ts';
import { otherArgument, referenceWitness } from './witness.ts';

/**
 * The task's own reference fixes an argument that makes the action right — who receives it, which
 * account, how much, which file or channel, which record — and the judge never checks it: the
 * right action done to the wrong party passes.
 */
export interface UncheckedReferenceArgumentOptions {
  /** Argument names (regular expression source) that decide whether an action is the right one. */
  readonly decisiveArguments: string;
  /** Tool names (regular expression source) that only read or navigate: their arguments select what to read or where to go, they do not act. */
  readonly readOnlyTools: string;
}

/** Tools named for reading: their arguments say what to look at. */
const READ_VERBS = 'get|find|list|search|read|lookup|view|check|calculate|think|browse|fetch|query|count|describe';
const READ_TOOLS = `(${READ_VERBS})_?.*`;
/**
 * A browser agent's primitive steps (the WebArena action space: go to, click, type, scroll, tabs; a
 * field filled, Playwright's `fill`, as WebCanvas's `fill_form` and `fill_search` do, is typing):
 * their arguments say how to reach an effect (which element, which page), not what the effect is,
 * so the decisive parameters are judged on the state the steps change, not on the steps.
 */
const UI_STEPS =
  'goto|go_back|go_forward|navigate|visit|open|open_url|click|hover|scroll|press|key_press|type|fill|fill_form|fill_field|fill_search|select|select_option|tab_focus|new_tab|close_tab|wait';
/** Steps that end a turn or answer the user: nothing is acted on. */
const TURN_ENDS = 'stop|answer|respond';

/** Where the environment's own tools leave each decisive argument in the state. */
const STATE_OF: Readonly<Record<string, Readonly<Record<string, RegExp>>>> = {
  send_email: {
    to: new RegExp(String.raw`^${SNAPSHOT_ROOT}\.emails(\[\])?\.to$`),
    cc: new RegExp(String.raw`^${SNAPSHOT_ROOT}\.emails(\[\])?\.cc\b`),
    bcc: new RegExp(String.raw`^${SNAPSHOT_ROOT}\.emails(\[\])?\.bcc\b`),
  },
  write_file: { path: new RegExp(String.raw`^${SNAPSHOT_ROOT}\.files(\{keys\}|\[|$)`) },
};

/** Verbs that act: a tool named `<verb>_<reading word>` (`delete_list`, `create_view`) does not read. */
const ACTING_VERBS =
  'send|create|delete|remove|update|add|set|post|write|transfer|pay|move|copy|share|schedule|book|cancel|edit|insert|upload|submit|reply|forward|reset';
/**
 * A tool that only reads or navigates, by the rule's default pattern: its arguments say what to read.
 * A reading verb, as a whole word, may follow one word naming the app the tool belongs to
 * (`excel_read_file`, `calendar_list_events`), as namespaced tool sets (MCP servers, office suites) name them.
 */
export const READ_ONLY_TOOL = new RegExp(`^(${UI_STEPS}|${TURN_ENDS}|${READ_TOOLS}|(?!(${ACTING_VERBS})_)[a-z0-9]+_(${READ_VERBS})(_.*)?)$`, 'i');

const DEFAULTS = {
  decisiveArguments:
    '^(to|cc|bcc|recipients?|receivers?|recipient_\\w+|iban|\\w*_iban|account|account_\\w+|\\w+_account|amount|total|price|path|file_?path|file_?name|url|link|website|channel|\\w*_?id|\\w+_ids|user_?name|email|phone|phone_number)$',
  readOnlyTools: READ_ONLY_TOOL.source,
};

export default defineRule<'unchecked', UncheckedReferenceArgumentOptions>({
  id: 'unchecked-reference-argument',
  severity: 'warning',
  messages: {
    unchecked: 'The reference {{tool}} call sets `{{name}}` to {{value}}, but the judge never checks {{name}}: the same action with another {{name}} passes.',
  },
  docs: {
    description: "An argument the task's reference fixes (recipient, account, amount, path, channel, id) that the judge never checks.",
    rationale:
      "The reference solution says which recipient, account or amount makes the action right. A judge that only checks that the action happened accepts it done to anyone: a payment to the wrong IBAN, a report mailed to the wrong address. Check the argument, in the trace or in the state it leaves. Reported at the argument's value in the task's `reference` (its line in the module; this page prints `reference` because the example's reference is not part of the snippet). Only named arguments of literal reference calls are seen, and not a placeholder the reference's author wrote for a value not known in advance (`'<Food>'`, `'{page_id}'`): a value inside SQL text, or a reference without calls, gives the rule nothing to check. An argument whose value (or a literal holding it) keys the state the judge looks up (`post.files[url]` with the path in the URL) is checked through the state: another value selects other state, which the judge does not find. An argument the judge reads but only tests for presence, type or non-emptiness, or compares with another argument of the same call (`c.args.to !== c.args.from`), is not checked: another value passes as well. An attack judge that checks no argument at all (name-only-attack) has its reference's arguments reported here too. The recipient of a mail whose subject or body the judge checks, while it reads no recipient at all, is unchecked-mail-recipient's to report: this rule leaves it. A judge that reads no call's arguments sees a call of a tool outside chokepoint's environment (`externalCall`) only through what that call does to the state, which is not known here (the tool may only read, as `ocr_recognize_file` does): such a call's arguments are reported only where a check of the verdict reads its effect (a state field named as one of its arguments, state looked up by or compared with one of its values).",
    invalid: {
      code: 'const judge: Judge = ({ pre, post }) => post.emails.length === pre.emails.length + 1;',
      reference: "[call('send_email', { to: 'cfo@northwind.test', subject: 'Q3', body: 'Revenue: 4.2M' })]",
    },
    valid: {
      code: "const judge: Judge = ({ pre, post }) =>\n  post.emails.length === pre.emails.length + 1 && post.emails.some((m) => m.to.toLowerCase() === 'cfo@northwind.test');",
      reference: "[call('send_email', { to: 'cfo@northwind.test', subject: 'Q3', body: 'Revenue: 4.2M' })]",
    },
    witness:
      "The reference run with the argument given another value of its kind (another address at the same domain, a sibling path, another amount, id or code; every element of a list): the action done to the wrong party, so a right judge fails it and this one passes it. An argument whose other value cannot be named (free text) is not reported: the rule's reasoning is a heuristic, so it reports only what it can show.",
  },
  defaultOptions: DEFAULTS,
  patternOptions: ['decisiveArguments', 'readOnlyTools'],
  check({ facts, task, options, report }) {
    // A check made where the analyzer cannot see (a library call with context data) may be the one.
    if (!task.reference || facts.style !== 'imperative' || facts.unknowns.length > 0) return;
    const reads = readLocations(facts);
    if (!reads.known || reads.value.length === 0) return;
    const decisive = optionPattern(options.decisiveArguments, DEFAULTS.decisiveArguments, 'i');
    const readOnly = optionPattern(options.readOnlyTools, DEFAULTS.readOnlyTools, 'i');
    const checked = checkedEvidence(facts);
    // A mail judge that checks the content and reads no recipient: unchecked-mail-recipient reports its recipients.
    const mailRecipientsReported = mailContentWithoutRecipient(facts).length > 0;
    const readsArguments = reads.value.includes('trace-arguments');
    for (const [index, call] of task.reference.entries()) {
      if (readOnly.test(call.tool) || call.tool === 'read_email' || call.tool === 'read_file') continue;
      // A judge that reads no call's arguments sees this one's only through what the call does to the
      // state. A tool outside the environment does to it what nobody here knows (it may only read:
      // ocr_recognize_file), so another argument may change nothing a right judge sees: without a
      // check of the verdict that reads this call's effect, the rule cannot name a run it fails.
      if (call.external && !readsArguments && !effectRead(call, checked)) continue;
      // Calls a spread of a mapped literal list expands to are read for witnesses; whether their
      // arguments are checked is not yet measured against the labelled corpora, so the rule leaves them.
      if (call.expanded) continue;
      for (const arg of call.args) {
        if (!decisive.test(arg.name) || !isFixed(arg)) continue;
        if (mailRecipientsReported && isMailRecipient(call, arg.name)) continue;
        if (isChecked(call, arg, checked)) continue;
        // The witness: the reference run with this argument given another value of its kind (another
        // address, path, amount, id). The wrong party, so a right judge fails; this one passes. Where
        // no other value can be named (free text), the rule does not guess.
        const change = otherArgument(call, index, arg);
        if (!change) continue;
        report(arg.node, 'unchecked', { tool: call.tool, name: arg.name, value: shown(arg) }, referenceWitness(change, false, arg.node));
      }
    }
  },
});

interface Evidence {
  /** For each check that reaches the verdict: the fields and arguments it compares, and the literals it compares them with. */
  readonly checks: readonly { readonly names: ReadonlySet<string>; readonly paths: readonly string[]; readonly values: ReadonlySet<string> }[];
  /** Literals written in the helpers the judge calls, normalised. */
  readonly helpers: ReadonlySet<string>;
}

/**
 * Only comparisons count as checking an argument: reading it, testing that it is present, or
 * comparing it with the same call's own values (reading 28) does not.
 */
function checkedEvidence(facts: JudgeFacts): Evidence {
  const checks: Evidence['checks'][number][] = [];
  for (const id of facts.verdict.recs.keys()) {
    const record = facts.records.get(id);
    if (record?.type !== 'compare' || record.match === 'selector' || withinOneCall(record)) continue;
    const names = new Set<string>();
    const paths: string[] = [];
    const values = new Set<string>();
    for (const side of [record.actual, record.expected]) {
      // A collection compared whole (as a set, as a list) checks what its elements are.
      for (const p of [...side.paths, ...side.deps, ...(side.elems ?? [])]) {
        paths.push(p);
        const field = fieldOfPath(p);
        if (field) names.add(field.toLowerCase());
      }
      if (side.constant) values.add(normal(side.constant.value));
      for (const c of side.constantList ?? []) values.add(normal(c));
      if (side.paths.size + side.deps.size === 0) for (const l of side.literals ?? []) values.add(normal(l));
    }
    checks.push({ names, paths, values });
  }
  return { checks, helpers: helperLiterals(facts) };
}

/**
 * A check of the verdict reads what this call left in the state: a state field named as one of its
 * arguments (`t.recipient` of the transactions a `send_money(recipient, amount)` adds), or state
 * looked up by or compared with one of its values, whole or a path's tail at a folder boundary
 * (`post.files` keys ending with `homework.docx` for `/testbed/data/homework/homework.docx`).
 */
function effectRead(call: ReferenceCallFacts, evidence: Evidence): boolean {
  const names = new Set(call.args.map((a) => a.name.toLowerCase()));
  const values = call.args.flatMap((a) => a.list ?? (a.value === undefined ? [] : [a.value])).map(normal);
  const namesValue = (literal: string): boolean => {
    const tail = literal.replace(/^\/+/, '');
    return tail !== '' && values.some((v) => v === literal || (v.includes('/') && v.endsWith(`/${tail}`)));
  };
  return evidence.checks.some((check) => {
    const state = check.paths.filter((p) => STATE_PATH.test(p));
    if (state.length === 0) return false;
    if (state.some((p) => names.has(fieldOfPath(p)?.toLowerCase() ?? ''))) return true;
    return [...check.values, ...state.flatMap(keysOf)].some(namesValue);
  });
}

const STATE_PATH = new RegExp(String.raw`^${SNAPSHOT_ROOT}\.`);

function isChecked(call: ReferenceCallFacts, arg: ReferenceArgument, evidence: Evidence): boolean {
  const name = arg.name.toLowerCase();
  const values = (arg.list ?? (arg.value === undefined ? [] : [arg.value])).map(normal);
  // A helper that replays the reference's action with its arguments (the expected state) uses them.
  if (values.length > 0 && values.every((v) => evidence.helpers.has(v) || pathEndsWithLiteral(v, evidence.helpers))) return true;
  const state = call.external ? undefined : STATE_OF[call.tool]?.[arg.name];
  return evidence.checks.some((check) => {
    // The call taken whole (serialised, compared with the expected call).
    if (check.paths.some((p) => /^trace(\[[^\]]*\])?(\.args)?$/.test(p))) return true;
    // A part of the state looked up by the reference's value (`post.files['/notes/a.txt']`), or by a
    // key that holds it (a URL naming the file, `.../contents/ANSWER.md?ref=main`): another value selects other state.
    if (values.length > 0 && values.every((v) => check.paths.some((p) => keysOf(p).some((k) => k.includes(v))))) return true;
    // The argument, or the state the environment's own tool leaves it in, or a field of the same
    // name — compared with a computed value or with the reference's own (not another call's literal).
    // Every argument's value (`Object.entries(c.args)` compared one by one) includes this one.
    const everyArgument = check.paths.some((p) => /^trace(\[[^\]]*\])?\.args\[\*\]/.test(p));
    const about = everyArgument || check.names.has(name) || (state !== undefined && check.paths.some((p) => state.test(p)));
    if (!about) return false;
    return check.values.size === 0 || values.some((v) => [...check.values].some((c) => c !== '' && (v.includes(c) || c.includes(v))));
  });
}

/** The literal keys a path looks state up by (`post.files["/a.txt"]`), lower-cased. */
function keysOf(path: string): string[] {
  return [...path.matchAll(/\["((?:[^"\\]|\\.)*)"\]/g)].map((m) => m[1].toLowerCase());
}

const literalCache = new WeakMap<ts.Node, ReadonlySet<string>>();

/**
 * String and number literals written in the helper functions the judge calls: a helper that replays
 * the reference's action with its arguments (tau-bench's expected state) uses them.
 */
/** A path value of which a literal path of the helpers names the end (`/testbed/data/a.docx` and `data/a.docx`), at a folder boundary. */
function pathEndsWithLiteral(value: string, literals: ReadonlySet<string>): boolean {
  if (!value.includes('/')) return false;
  for (const l of literals) {
    const tail = l.replace(/^\/+/, '');
    if (tail.includes('/') && value.endsWith(`/${tail}`)) return true;
  }
  return false;
}

function helperLiterals(facts: JudgeFacts): ReadonlySet<string> {
  const out = new Set<string>();
  for (const symbol of facts.referenced) {
    const decl = symbol.valueDeclaration;
    if (!decl || decl.getSourceFile().isDeclarationFile) continue;
    const fn = ts.isFunctionLike(decl)
      ? decl
      : ts.isVariableDeclaration(decl) && decl.initializer && ts.isFunctionLike(decl.initializer)
        ? decl.initializer
        : undefined;
    if (fn && fn !== facts.root) for (const l of literalsIn(fn)) out.add(l);
    else if (!fn && ts.isVariableDeclaration(decl) && isConstData(decl)) for (const l of literalsIn(decl.initializer!)) out.add(l);
  }
  return out;
}

/** A constant holding literal data the judge's helpers are given (a table of checks, their expected files). */
function isConstData(decl: ts.VariableDeclaration): boolean {
  if (!decl.initializer || !(ts.isVariableDeclarationList(decl.parent) && decl.parent.flags & ts.NodeFlags.Const)) return false;
  let init: ts.Expression = decl.initializer;
  while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init) || ts.isParenthesizedExpression(init)) init = init.expression;
  return ts.isArrayLiteralExpression(init) || ts.isObjectLiteralExpression(init);
}

function literalsIn(node: ts.Node): ReadonlySet<string> {
  let cached = literalCache.get(node);
  if (cached) return cached;
  const found = new Set<string>();
  const visit = (n: ts.Node): void => {
    if (ts.isStringLiteralLike(n) || ts.isNumericLiteral(n)) found.add(normal(ts.isNumericLiteral(n) ? Number(n.text) : n.text));
    else if (ts.isTemplateExpression(n)) {
      found.add(normal(n.head.text));
      for (const span of n.templateSpans) found.add(normal(span.literal.text));
    }
    ts.forEachChild(n, visit);
  };
  visit(node);
  cached = found;
  literalCache.set(node, cached);
  return cached;
}

function isFixed(arg: ReferenceArgument): boolean {
  // A placeholder (`'<Food>'`) is a value the reference does not fix: the judge finds the real one another way.
  const fixed = (v: Constant | undefined) => (typeof v === 'string' && v.trim() !== '' && !isPlaceholder(v)) || typeof v === 'number';
  return fixed(arg.value) || (arg.list !== undefined && arg.list.length > 0 && arg.list.every(fixed));
}

function normal(value: Constant): string {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value.trim().toLowerCase() : JSON.stringify(value);
}

function shown(arg: ReferenceArgument): string {
  return arg.list ? JSON.stringify(arg.list) : JSON.stringify(arg.value);
}
