import { ts } from '../typescript.js';
import type { CompareRecord, JudgeFacts } from '../flow/facts.ts';
import { leavesEarly, skipParens } from '../flow/syntax.ts';
import { defineRule, type TaskFacts } from './rule.ts';
import { READ_ONLY_TOOL } from './unchecked-reference-argument.ts';
import {
  changesReadTool,
  distinctItems,
  isItemCheck,
  logicalChain,
  logicalLeaves,
  pathsOf,
  perItem,
  reportItemGroups,
  sameText,
  type ItemGroup,
} from './item-lists.ts';
import { verdictComparisons } from './text-search.ts';
import { findValue, textAccepted, type ValueSite } from './witness.ts';

/**
 * The mirror of `any-of-required`: several forbidden items, checked so that the judge fails only
 * when every one of them is present: `!ITEMS.every((x) => text.includes(x))`, `!(text.includes(a)
 * && text.includes(b))`, `!containsAll(text, ITEMS)` with a helper that needs each.
 */
export default defineRule({
  id: 'all-of-forbidden',
  severity: 'warning',
  messages: {
    allOf:
      '{{items}} are ruled out together: the check ({{how}}, negated) fails only when every one of them is present, and the reference holds none of them ({{where}}), so a text holding one passes. Rule out each (`!ITEMS.some(...)`, `ITEMS.every((x) => !...)`).',
  },
  docs: {
    description:
      'A list of items the judge rules out with a negated "contains every one" (`!ITEMS.every(...)`, `!(a && b)`, a negated helper that needs each), so that it fails only when all of them are present.',
    rationale:
      'A task that says "list only the car I bought" is judged by the other cars being absent: any one of them in the answer is the mistake. `!OTHERS.every((c) => text.includes(c))` is false only when every other car is listed, so an answer that lists one (or all but one) of them passes. Rule out each item: `!OTHERS.some((c) => text.includes(c))` or `OTHERS.every((c) => !text.includes(c))`. The rule reports only a list of at least two distinct items (none inside another), each required by a conjunction (`every`, `&&`, a loop that returns `false` at the first item missing, the items a `filter` keeps counted and compared with the length of the list) that the verdict needs to fail, where the reference writes the text the check reads (the answer, an argument, a written file) and holds none of the items; a check whose items the reference itself states (one of them, or some) is not reported.',
    invalid: {
      code: "const OTHERS = ['Honda Civic', 'Ford Mustang', 'BMW'];\nconst judge: Judge = ({ output }) => output.includes('Toyota Camry') && !OTHERS.every((car) => output.includes(car));",
      answer: 'You bought the Toyota Camry on 2024-03-18.',
    },
    valid: {
      code: "const OTHERS = ['Honda Civic', 'Ford Mustang', 'BMW'];\nconst judge: Judge = ({ output }) => output.includes('Toyota Camry') && !OTHERS.some((car) => output.includes(car));",
      answer: 'You bought the Toyota Camry on 2024-03-18.',
    },
    witness:
      'The reference run with one of the items (the first no other check looks for) written before the text where the reference writes it: a forbidden item present, so a right judge fails it; the others are still missing, so this one passes it. Only where no other check on that text gives another result on the changed text.',
  },
  defaultOptions: {},
  check(context) {
    const { facts } = context;
    if (facts.style !== 'imperative' || facts.unknowns.length > 0) return;
    reportItemGroups(context, 'allOf', forbiddenGroups(facts), witnessSite);
  },
});

/** The checks of a list of items each required by a conjunction the verdict needs to fail. */
function forbiddenGroups(facts: JudgeFacts): ItemGroup[] {
  // A long list searched once for all its items: each item, as a short list walked item by item gives it.
  const compares = perItem(verdictComparisons(facts));
  const byNode = new Map<ts.Node, CompareRecord[]>();
  for (const r of compares) byNode.set(r.node, [...(byNode.get(r.node) ?? []), r]);
  const mustFail = (r: CompareRecord) => isItemCheck(r) && facts.verdict.recs.get(r.id) === -1;
  const groups: ItemGroup[] = [];
  for (const [node, records] of byNode) {
    const failing = records.filter(mustFail);
    // The same item also required to hold at this node (a helper called for a required list and a forbidden one, not told apart): no direction to rest on.
    const needles = new Set(failing.map(needleOf));
    if (records.some((r) => !mustFail(r) && needles.has(needleOf(r)))) continue;
    // Checks that reach the verdict only through their disjunction (a filter's count read as `some`) are no conjunction.
    const alternatives = (facts.verdict.anyOf ?? []).some((g) => failing.every((r) => g.has(r.id)));
    const conjunction = failing.length >= 2 ? conjunctionOver(node, !alternatives) : undefined;
    if (conjunction) groups.push({ ...conjunction, records: failing });
  }
  // A chain of `&&` whose every operand is one check on the same text, each of which must fail.
  const seen = new Set<ts.Node>();
  for (const r of compares.filter(mustFail)) {
    const chain = logicalChain(r.node, ts.SyntaxKind.AmpersandAmpersandToken);
    if (!chain || seen.has(chain)) continue;
    seen.add(chain);
    const leaves = logicalLeaves(chain, ts.SyntaxKind.AmpersandAmpersandToken).map((leaf) => byNode.get(leaf));
    if (leaves.some((rs) => rs?.length !== 1 || !mustFail(rs[0]))) continue;
    groups.push({ node: chain, how: '`&&`', records: leaves.map((rs) => rs![0]) });
  }
  return groups.filter((g) => sameText(g.records) && distinctItems(g.records.map(needleOf)));
}

/** The item a check looks for (the group's checks all have a text; others are told apart by their constant, whatever it is). */
function needleOf(r: CompareRecord): string {
  const value = r.expected.constant?.value;
  return typeof value === 'string' ? value : JSON.stringify(value ?? null);
}

/**
 * The conjunction a check of one item is the required part of, item by item: the body of an
 * `.every(...)` callback (`(x) => text.includes(x)`) — or of a `.filter(...)` whose count the
 * verdict reads as `every` (compared with the list's length; `counted`: its checks are no
 * alternatives) — or the test of a loop that returns `false` at the first item missing (`if
 * (!text.includes(k)) return false;`, `if (text.includes(k)) continue; else return false;`) and
 * `true` right after it.
 */
function conjunctionOver(node: ts.Node, counted: boolean): { node: ts.Node; how: string } | undefined {
  const parent = node.parent;
  if (!parent) return undefined;
  // `.every((x) => check)` or `.every((x) => { return check; })`
  const fn = ts.isArrowFunction(parent) && parent.body === node ? parent : callbackReturning(node);
  if (fn) {
    const call = fn.parent;
    if (
      call &&
      ts.isCallExpression(call) &&
      call.arguments[0] === fn &&
      ts.isPropertyAccessExpression(call.expression) &&
      (call.expression.name.text === 'every' || (counted && call.expression.name.text === 'filter'))
    )
      return { node: call, how: call.expression.name.text === 'every' ? '`every`' : "`filter` counted against the list's length" };
    return undefined;
  }
  return loopTest(node) ? { node, how: 'a loop that needs each' } : undefined;
}

/** The function whose body is `{ return node; }`. */
function callbackReturning(node: ts.Node): ts.ArrowFunction | ts.FunctionExpression | undefined {
  const ret = node.parent;
  if (!ret || !ts.isReturnStatement(ret) || ret.expression !== node) return undefined;
  const block = ret.parent;
  if (!ts.isBlock(block) || block.statements.length !== 1) return undefined;
  const fn = block.parent;
  return fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) ? fn : undefined;
}

/** The check is the test of an `if` in a `for...of` body that returns `false` when it fails, the loop followed by `return true`. */
function loopTest(node: ts.Node): boolean {
  let check: ts.Node = node;
  let negated = false;
  let p = check.parent;
  while (p && ts.isParenthesizedExpression(p)) [check, p] = [p, p.parent];
  if (p && ts.isPrefixUnaryExpression(p) && p.operator === ts.SyntaxKind.ExclamationToken) {
    negated = true;
    check = p;
    p = p.parent;
  }
  if (!p || !ts.isIfStatement(p) || p.expression !== check) return false;
  const onFail = negated ? p.thenStatement : p.elseStatement;
  const onHold = negated ? p.elseStatement : p.thenStatement;
  if (!onFail || !returnsFalse(onFail) || (onHold && !isContinue(onHold))) return false;
  // The `if` is the loop's body, or the last statement of it with nothing before it that leaves the pass.
  const body = p.parent;
  const inBlock = ts.isBlock(body) && body.statements.at(-1) === p && body.statements.slice(0, -1).every((s) => !leavesEarly(s));
  const loop = inBlock ? body.parent : body;
  if (!ts.isForOfStatement(loop) || loop.statement !== (inBlock ? body : p) || !ts.isBlock(loop.parent)) return false;
  const after = loop.parent.statements[loop.parent.statements.indexOf(loop) + 1];
  return after !== undefined && returnsLiteral(after, ts.SyntaxKind.TrueKeyword);
}

const single = (s: ts.Statement): ts.Statement | undefined => (ts.isBlock(s) ? (s.statements.length === 1 ? s.statements[0] : undefined) : s);
const returnsFalse = (s: ts.Statement): boolean => returnsLiteral(s, ts.SyntaxKind.FalseKeyword);
function returnsLiteral(s: ts.Statement, kind: ts.SyntaxKind): boolean {
  const one = single(s);
  return one !== undefined && ts.isReturnStatement(one) && one.expression !== undefined && skipParens(one.expression).kind === kind;
}
function isContinue(s: ts.Statement): boolean {
  const one = single(s);
  return one !== undefined && ts.isContinueStatement(one) && one.label === undefined;
}

/**
 * Where the reference writes the text, not empty and holding none of the items, with the first item no other
 * check looks for written before it. Every other check on the same text must give the same result
 * on the changed text (a check whose needle is unknown, or that is no text match, stops it).
 */
function witnessSite(facts: JudgeFacts, task: TaskFacts, records: readonly CompareRecord[], items: readonly string[]): ValueSite | undefined {
  const group = new Set(records.map((r) => r.id));
  // The other checks that reach the verdict (a check of the same item at the same node is the group's own, entered again).
  const own = new Set(records.map((r) => `${needleOf(r)}\u0000${r.node.pos}`));
  const others = [...facts.verdict.recs.keys()]
    .map((id) => facts.records.get(id))
    .filter((r): r is CompareRecord => r?.type === 'compare' && !group.has(r.id) && !own.has(`${needleOf(r)}\u0000${r.node.pos}`));
  const mentioned = (item: string) =>
    others.some((r) => typeof r.expected.constant?.value === 'string' && r.expected.constant.value.toLowerCase().includes(item.toLowerCase()));
  const added = items.find((item) => !mentioned(item));
  if (added === undefined) return undefined;
  const folded = records[0].actual.caseNormal !== undefined;
  const seen = (text: string) => (folded ? text.toLowerCase() : text);
  const onText = others.filter((r) => pathsOf(r) === pathsOf(records[0]));
  const unchanged = (before: string, after: string) =>
    onText.every((r) => {
      const needle = r.expected.constant?.value;
      if (typeof needle !== 'string' || r.match === 'selector') return false;
      const was = textAccepted(r.match, seen(before), needle);
      return was !== undefined && was === textAccepted(r.match, seen(after), needle);
    });
  const site = findValue(task, records[0], {
    how: 'item-added',
    whole: () => undefined,
    inText: (text) => {
      if (text.trim() === '' || items.some((item) => seen(text).includes(item))) return undefined;
      const to = `${added} ${text}`;
      return unchanged(text, to) ? to : undefined;
    },
  });
  return changesReadTool(site, READ_ONLY_TOOL) ? undefined : site;
}
