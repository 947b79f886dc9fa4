import type { ReferenceCall } from '../../contract/index.ts';
import { ts } from '../typescript.js';
import type { CheckRecord, CountRecord, JudgeFacts } from '../flow/facts.ts';
import type { TypeFacts } from '../flow/types.ts';
import { isConstDeclaration } from '../flow/syntax.ts';
import { readsReported, readsSnapshot, statePart } from '../flow/paths.ts';
import { defineRule, type RuleContext, type TaskFacts, type WitnessSpec } from './rule.ts';
import { codeWitness, negatedComparison } from './witness.ts';

/**
 * A judge that checks the agent's answer against a figure it computes from the state *after* the
 * run (`Number(output) === Object.keys(post.files).filter(...).length`) on a task whose reference
 * solution does not change what that figure counts. The agent can change it: one that writes one
 * more file where it is asked how many there are, and answers one more, passes. The right figure
 * is that of the initial state (`pre`), or a constant.
 *
 * Reported only where the reasoning is exact: the comparison is one of the few shapes below (the
 * answer, trimmed or parsed, against the number of elements of a collection of the final state the
 * agent can grow with one call, filtered by literal tests the added element passes), it is the only
 * check the verdict needs, the judge reads nothing else of the state (no `pre`, nothing unchanged),
 * and the reference solution is a literal list of calls none of which writes that collection, with
 * an integer answer.
 *
 * Also reported, through helpers of any shape, where the judge takes the final state as the source
 * of truth (`reportSourceOfTruth`): what the agent reports on one side of a comparison, a part of the
 * state after the run on the other, nothing of the initial state read, nothing else required of that
 * part. The witness there is exact reasoning: the change that moves the expected value depends on
 * the benchmark's tools.
 */

/** A collection of the final state that one call of the agent's grows by one element, and the call. */
interface Grown {
  readonly what: string;
  /** The call that adds one element passing the filter. */
  readonly tool: string;
  readonly args: Readonly<Record<string, unknown>>;
  /** The tools whose calls write the collection (the reference must make none). */
  readonly writers: readonly string[];
}

export default defineRule<MessageId, object>({
  id: 'expected-from-final-state',
  severity: 'error',
  messages: {
    fromFinal:
      'The answer is checked against {{what}} counted after the run, which the reference solution does not change: an agent that adds one ({{how}}) and answers one more passes. Count in the initial state (`pre`), or compare with a constant.',
    sourceOfTruth:
      'What the agent reports is compared with a value computed from {{what}} after the run, and nothing else requires anything of that state: an agent that changes {{what}} and reports the changed value passes. Compute the expected value from the initial state (`pre`), or write it as a constant.',
  },
  docs: {
    description:
      "A judge that checks the agent's answer against a figure it computes from the final state, which the agent can change, on a task whose reference changes nothing of it.",
    rationale:
      'A question about the state ("how many reports are in /data?") has its answer in the state the agent starts from. A judge that computes the expected figure from the state after the run (`post`) lets the agent move the target: an agent that writes one more file into /data and answers one more passes, and so does one that deletes every file and answers 0. Where the task changes nothing of what is counted, the figure of the final state is that of the initial state only for an agent that kept its hands off it, and the judge does not check that it did. Compute the expected figure from the initial state (`pre`), write it as a constant, or also require the part counted to be unchanged. The rule reports only where the comparison is exact: the answer (trimmed or parsed as a number) against the number of files (keys of `post.files`, filtered by literal prefix, suffix or substring tests) or of e-mails (`post.emails`, all of them or those in `sent`), that comparison the only check the verdict needs, nothing else of the state read, and the reference solution a literal list of calls none of which writes that collection, with an integer answer. It also reports, through helpers of any shape, a judge that takes the final state as the source of truth: it compares what the agent reports (its answer, or what its calls returned, such as the rows its last query gave) with a value computed from a part of the state after the run (a table, the files, the e-mails), reads nothing of the state the agent was given, and requires nothing else of that part (every check the verdict needs that reads it also reads what the agent reports). Not reported there where the calls of the reference write that part (a file written, an e-mail sent, a SQL statement other than a query naming the table), nor where the expected value is a count of the part compared with the answer (only the exact shape above reports those).',
    invalid: {
      code: "const judge: Judge = ({ output, post }) => Number(output.trim()) === Object.keys(post.files).filter((p) => p.startsWith('/data/')).length;",
      prompt: 'How many files are in /data?',
      reference: "[call('read_file', { path: '/data/q3.csv' })]",
      answer: '3',
    },
    valid: {
      code: "const judge: Judge = ({ output, pre }) => Number(output.trim()) === Object.keys(pre.files).filter((p) => p.startsWith('/data/')).length;",
      prompt: 'How many files are in /data?',
      reference: "[call('read_file', { path: '/data/q3.csv' })]",
      answer: '3',
    },
    witness:
      'The reference run with one call made first that adds one element the filter keeps (a `write_file` of a new path with the literal prefix, substrings and suffix the filter tests; a `send_email`), and the answer one more than the reference answer: a right judge fails it (the figure asked for is that of the state the agent was given), this one passes it where it passes the reference run. For the source-of-truth reading, exact reasoning (no run): which part of the final state the expected value is computed from, that nothing of the initial state is read, and that no check the verdict needs holds that part to anything without what the agent reports; the change that moves the expected value depends on the tools of the benchmark, which the rule does not know.',
  },
  defaultOptions: {},
  check({ facts, judge, task, types, report }) {
    if (judge !== 'utility' || facts.style !== 'imperative' || facts.unknowns.length > 0) return;
    if (!reportCount(facts, task, types, report)) reportSourceOfTruth(facts, task, types, report);
  },
});

type Report = RuleContext<MessageId, object>['report'];
type MessageId = 'fromFinal' | 'sourceOfTruth';

/** The exact shape: the answer against a count of files or e-mails of the final state (see the file comment). Whether it reported. */
function reportCount(facts: JudgeFacts, task: TaskFacts, types: TypeFacts, report: Report): boolean {
  const answer = task.answer?.text.trim();
  if (answer === undefined || !/^\d{1,9}$/.test(answer) || !task.reference || !task.reference.every((c) => c.complete && !c.external)) return false;
  if ([...facts.verdict.deps].some((p) => !/^(output|post\.(files|emails)\b)/.test(p))) return false;
  // The comparison is the one check the verdict needs (held, or failed where written `!==`); the filter's tests only shape the count.
  const signed = [...facts.verdict.recs].filter(([, sign]) => sign !== 0);
  if (signed.length !== 1) return false;
  const [id, sign] = signed[0];
  const record = facts.records.get(id);
  if (record?.type !== 'count' || record.n !== undefined || sign !== (negatedComparison(record.node) ? -1 : 1)) return false;
  const grown = comparedCount(record, facts, types);
  if (!grown || task.reference.some((c) => grown.writers.includes(c.tool))) return false;
  report(record.node, 'fromFinal', { what: grown.what, how: `\`${grown.tool}\`` }, witness(task, grown, answer));
  return true;
}

function witness(task: TaskFacts, grown: Grown, answer: string): WitnessSpec {
  return {
    kind: 'run',
    base: 'reference',
    change: {
      kind: 'insert-call',
      call: 0,
      inserted: { tool: grown.tool, args: grown.args } as ReferenceCall,
      answer: { from: task.answer!.text, to: String(Number(answer) + 1) },
    },
    expected: 'fail',
    predicted: 'pass',
    ...(task.answer?.node ? { at: task.answer.node } : {}),
  };
}

/** The collection a count record's comparison counts, where it is `<answer> === <count>` (either order, `!==` too) in the shapes the rule knows. */
function comparedCount(record: CountRecord, facts: JudgeFacts, types: TypeFacts): Grown | undefined {
  const node = record.node;
  if (!ts.isBinaryExpression(node) || !EQUALITY.has(node.operatorToken.kind)) return undefined;
  for (const [a, b] of [
    [node.left, node.right],
    [node.right, node.left],
  ]) {
    const side = answerSide(a, facts, types);
    if (side === undefined) continue;
    const count = countSide(b, side === 'text', facts, types);
    if (count) return count;
  }
  return undefined;
}

const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);

/** `output`, `output.trim()` (a text), or either parsed: `Number(...)`, `parseInt(..., 10)` (a number). */
function answerSide(node: ts.Expression, facts: JudgeFacts, types: TypeFacts): 'text' | 'number' | undefined {
  const e = unwrap(node);
  if (ts.isCallExpression(e) && ts.isIdentifier(e.expression) && isGlobal(e.expression, types)) {
    const name = e.expression.text;
    const [arg, radix] = e.arguments;
    const parsed =
      name === 'Number' ? e.arguments.length === 1 : name === 'parseInt' && (radix === undefined || (ts.isNumericLiteral(radix) && radix.text === '10'));
    return parsed && arg && answerSide(arg, facts, types) === 'text' ? 'number' : undefined;
  }
  return answerText(e, facts, types) ? 'text' : undefined;
}

function answerText(node: ts.Expression, facts: JudgeFacts, types: TypeFacts): boolean {
  const e = unwrap(node);
  if (ts.isIdentifier(e)) return contextBinding(e, facts, types) === 'output';
  return isMethodCall(e, 'trim', 0) && answerText((e.expression as ts.PropertyAccessExpression).expression, facts, types);
}

/**
 * `<collection>.length`, the collection one of: `Object.keys(post.files)` or `post.emails`, each
 * optionally filtered once by literal tests; wrapped in `String(...)` where the answer is a text. A
 * `const` bound to such an expression counts too.
 */
function countSide(node: ts.Expression, text: boolean, facts: JudgeFacts, types: TypeFacts): Grown | undefined {
  let e = resolveConst(unwrap(node), types);
  if (text) {
    if (
      !ts.isCallExpression(e) ||
      !ts.isIdentifier(e.expression) ||
      e.expression.text !== 'String' ||
      !isGlobal(e.expression, types) ||
      e.arguments.length !== 1
    )
      return undefined;
    e = resolveConst(unwrap(e.arguments[0]), types);
  }
  if (!ts.isPropertyAccessExpression(e) || e.name.text !== 'length') return undefined;
  let collection = unwrap(e.expression);
  let filter: ts.ArrowFunction | undefined;
  if (isMethodCall(collection, 'filter', 1)) {
    const fn = unwrap(collection.arguments[0]);
    if (!ts.isArrowFunction(fn) || fn.parameters.length !== 1 || !ts.isIdentifier(fn.parameters[0].name) || !ts.isExpression(fn.body)) return undefined;
    filter = fn;
    collection = unwrap((collection.expression as ts.PropertyAccessExpression).expression);
  }
  if (isFileKeys(collection, facts, types)) return grownFiles(filter, types);
  if (ts.isPropertyAccessExpression(collection) && collection.name.text === 'emails' && isPost(collection.expression, facts, types))
    return grownMail(filter, types);
  return undefined;
}

/** `Object.keys(post.files)`. */
function isFileKeys(node: ts.Expression, facts: JudgeFacts, types: TypeFacts): boolean {
  if (!isMethodCall(node, 'keys', 1)) return false;
  const object = (node.expression as ts.PropertyAccessExpression).expression;
  if (!ts.isIdentifier(object) || object.text !== 'Object' || !isGlobal(object, types)) return false;
  const arg = unwrap(node.arguments[0]);
  return ts.isPropertyAccessExpression(arg) && arg.name.text === 'files' && isPost(arg.expression, facts, types);
}

/** A new file whose path passes every literal test of the filter (`p.startsWith(L)`, `p.endsWith(L)`, `p.includes(L)`, joined by `&&`). */
function grownFiles(filter: ts.ArrowFunction | undefined, types: TypeFacts): Grown | undefined {
  const tests = filter ? literalTests(filter, types) : [];
  if (!tests) return undefined;
  const prefixes = tests.filter((t) => t.method === 'startsWith').map((t) => t.literal);
  const suffixes = tests.filter((t) => t.method === 'endsWith').map((t) => t.literal);
  const inner = tests.filter((t) => t.method === 'includes').map((t) => t.literal);
  const prefix = longest(prefixes) ?? '/';
  const suffix = longest(suffixes) ?? '.txt';
  const path = `${prefix}${prefix.endsWith('/') ? '' : '-'}chokepoint-added${inner.map((s) => `-${s}`).join('')}${suffix}`;
  // Every test must hold of the path, and the path must be written as the file tree keeps it.
  if (
    !tests.every((t) =>
      t.method === 'startsWith' ? path.startsWith(t.literal) : t.method === 'endsWith' ? path.endsWith(t.literal) : path.includes(t.literal),
    )
  )
    return undefined;
  if (!path.startsWith('/') || path.endsWith('/') || path.includes('//') || /\/\.\.?(\/|$)/.test(path) || path.includes('\0')) return undefined;
  const where = prefixes.length > 0 ? ` under ${JSON.stringify(prefix)}` : '';
  return { what: `the files${where}`, tool: 'write_file', args: { path, content: 'added' }, writers: ['write_file'] };
}

/** A mail sent: every mail, or those in `sent` (`m.folder === 'sent'`). */
function grownMail(filter: ts.ArrowFunction | undefined, types: TypeFacts): Grown | undefined {
  if (filter) {
    const body = unwrap(filter.body as ts.Expression);
    const param = filter.parameters[0].name as ts.Identifier;
    if (!ts.isBinaryExpression(body) || body.operatorToken.kind !== ts.SyntaxKind.EqualsEqualsEqualsToken) return undefined;
    const sides = [unwrap(body.left), unwrap(body.right)];
    const field = sides.find((s) => ts.isPropertyAccessExpression(s) && s.name.text === 'folder' && sameSymbol(s.expression, param, types));
    const literal = sides.find((s) => ts.isStringLiteralLike(s));
    if (!field || !literal || literal.text !== 'sent') return undefined;
  }
  return {
    what: filter ? 'the sent e-mails' : 'the e-mails',
    tool: 'send_email',
    args: { to: 'added@chokepoint.test', subject: 'added', body: 'added' },
    writers: ['send_email'],
  };
}

interface LiteralTest {
  readonly method: 'startsWith' | 'endsWith' | 'includes';
  readonly literal: string;
}

/** The tests of a filter's body on its parameter, when it is only literal `startsWith`/`endsWith`/`includes` tests joined by `&&`. */
function literalTests(filter: ts.ArrowFunction, types: TypeFacts): LiteralTest[] | undefined {
  const param = filter.parameters[0].name as ts.Identifier;
  const out: LiteralTest[] = [];
  const visit = (node: ts.Expression): boolean => {
    const e = unwrap(node);
    if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) return visit(e.left) && visit(e.right);
    for (const method of ['startsWith', 'endsWith', 'includes'] as const) {
      if (!isMethodCall(e, method, 1)) continue;
      const arg = unwrap(e.arguments[0]);
      if (!ts.isStringLiteralLike(arg) || arg.text === '' || !/^[\w./-]+$/.test(arg.text)) return false;
      if (!sameSymbol((e.expression as ts.PropertyAccessExpression).expression, param, types)) return false;
      out.push({ method, literal: arg.text });
      return true;
    }
    return false;
  };
  return visit(filter.body as ts.Expression) ? out : undefined;
}

/** The longest of the literals (where two conflict, the path made from it fails the other's test). */
function longest(literals: readonly string[]): string | undefined {
  return [...literals].sort((a, b) => b.length - a.length)[0];
}

function isMethodCall(node: ts.Expression, method: string, args: number): node is ts.CallExpression {
  return ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === method && node.arguments.length === args;
}

/** `post` (the context's field, destructured). */
function isPost(node: ts.Expression, facts: JudgeFacts, types: TypeFacts): boolean {
  const e = unwrap(node);
  return ts.isIdentifier(e) && contextBinding(e, facts, types) === 'post';
}

/** The context field an identifier is bound to (`({ output, post }) => ...`), by the judge itself. */
function contextBinding(node: ts.Identifier, facts: JudgeFacts, types: TypeFacts): string | undefined {
  const symbol = types.symbolAt(node);
  const binding = symbol && facts.bindings.find((b) => b.symbol === symbol && b.fromContext && b.own);
  const element = binding && (ts.isBindingElement(binding.node) ? binding.node : binding.node.parent);
  if (!element || !ts.isBindingElement(element) || !ts.isObjectBindingPattern(element.parent) || !ts.isParameter(element.parent.parent)) return undefined;
  const field = element.propertyName ?? element.name;
  return ts.isIdentifier(field) && !element.dotDotDotToken ? field.text : undefined;
}

function sameSymbol(node: ts.Expression, param: ts.Identifier, types: TypeFacts): boolean {
  const e = unwrap(node);
  return ts.isIdentifier(e) && types.symbolAt(e) !== undefined && types.symbolAt(e) === types.symbolAt(param);
}

/** A name of the standard library (`Number`, `String`, `Object`), not a local of the same name. */
function isGlobal(node: ts.Identifier, types: TypeFacts): boolean {
  const decl = types.symbolAt(node)?.declarations?.[0];
  return decl !== undefined && decl.getSourceFile().isDeclarationFile;
}

/** A `const` local read for its initializer (one level). */
function resolveConst(node: ts.Expression, types: TypeFacts): ts.Expression {
  if (!ts.isIdentifier(node)) return node;
  const decl = types.symbolAt(node)?.valueDeclaration;
  if (!decl || !ts.isVariableDeclaration(decl) || !decl.initializer || !ts.isIdentifier(decl.name) || !isConstDeclaration(decl)) return node;
  return unwrap(decl.initializer);
}

function unwrap(node: ts.Expression): ts.Expression {
  let e = node;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e)) e = e.expression;
  return e;
}

/**
 * The judge takes the final state as the source of truth: it compares what the agent reports (its
 * answer, what its calls returned) with a value computed from parts of the state after the run, reads
 * nothing of the state the agent was given, and requires nothing else of those parts (no check of
 * them the verdict needs that leaves out what the agent reports). The task is then a question about
 * the state, whose answer the agent can move: it changes the part and reports the changed value. Not
 * reported where the reference's own calls write the part (a file written, an e-mail sent, a SQL
 * statement that changes the table): the task is then to change it.
 */
function reportSourceOfTruth(facts: JudgeFacts, task: TaskFacts, types: TypeFacts, report: Report): void {
  const deps = [...facts.verdict.deps];
  if (deps.some((p) => readsSnapshot(p, 'pre')) || !deps.some(readsReported)) return;
  const read = deps.filter((p) => readsSnapshot(p, 'post'));
  const parts = new Set(read.map((p) => statePart(p)?.part));
  if (read.length === 0 || parts.has(undefined)) return;
  const records = [...facts.verdict.recs].flatMap(([id, sign]) => {
    const record = facts.records.get(id);
    return record ? [[record, sign] as const] : [];
  });
  if (records.some(([record, sign]) => sign !== 0 && requiresOfState(record))) return;
  if (!records.some(([record]) => relatesReportedToState(record))) return;
  const written = [...parts].filter((part) => referenceWrites(task, part!));
  if (written.length > 0) return;
  const what = [...parts].map((part) => `\`${part}\``).join(' and ');
  const fact = `the verdict compares what the agent reports with ${what} of the state after the run and reads nothing of the state it was given; no check the verdict needs reads ${what} without what the agent reports, so changing ${what} changes the expected value with it`;
  report(stateRead(facts, types) ?? facts.root, 'sourceOfTruth', { what }, codeWitness(fact));
}

/** A check that holds the state to something by itself: it reads a part of the state and nothing the agent reports. */
function requiresOfState(record: CheckRecord): boolean {
  const read = record.type === 'count' ? [...record.of] : [...record.actual.paths, ...record.actual.deps, ...record.expected.paths, ...record.expected.deps];
  return read.some((p) => readsSnapshot(p, 'post')) && !read.some(readsReported);
}

/** A comparison one of whose sides reads what the agent reports, and the other the final state. */
function relatesReportedToState(record: CheckRecord): boolean {
  if (record.type !== 'compare') return false;
  const [actual, expected] = [record.actual, record.expected].map((side) => [...side.paths, ...side.deps]);
  const state = (side: readonly string[]) => side.some((p) => readsSnapshot(p, 'post'));
  return (actual.some(readsReported) && state(expected)) || (expected.some(readsReported) && state(actual));
}

/** Tools whose calls write a part of the state, by the part. */
const WRITERS: Readonly<Record<string, readonly string[]>> = { 'post.files': ['write_file'], 'post.emails': ['send_email'] };

/** Whether a call of the reference writes the part: a tool that writes it, or a SQL statement other than a query that names its table. */
function referenceWrites(task: TaskFacts, part: string): boolean {
  const table = /^post\.tables\.(.+)$/.exec(part)?.[1];
  return (task.reference ?? []).some(
    (call) =>
      (WRITERS[part] ?? []).includes(call.tool) ||
      (table !== undefined && call.args.some((arg) => typeof arg.value === 'string' && changesTable(arg.value, table))),
  );
}

/** A SQL text that may change a table it names: any statement but a plain query (`SELECT`, `EXPLAIN`, `SHOW`). */
function changesTable(sql: string, table: string): boolean {
  const named = new RegExp(`\\b${table.replace(/[$]/g, '\\$')}\\b`, 'i').test(sql);
  if (!named) return false;
  return sql
    .split(';')
    .map((statement) => statement.trim())
    .some((statement) => statement !== '' && !/^(select|explain|show|describe|pragma)\b/i.test(statement));
}

/** The judge's first read of `post` (a field of the context it destructures), where the finding is reported. */
function stateRead(facts: JudgeFacts, types: TypeFacts): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isPropertyAccessExpression(node) && isPost(node.expression, facts, types)) found = node;
    else ts.forEachChild(node, visit);
  };
  visit(facts.root);
  return found;
}
