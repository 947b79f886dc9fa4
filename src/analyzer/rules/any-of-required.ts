import { escapeRegExp } from '../../contract/index.ts';
import { ts } from '../typescript.js';
import type { CompareRecord, JudgeFacts } from '../flow/facts.ts';
import { callbackCall, skipParens } from '../flow/syntax.ts';
import { defineRule, type TaskFacts } from './rule.ts';
import { READ_ONLY_TOOL } from './unchecked-reference-argument.ts';
import { changesReadTool, distinctItems, isItemCheck, logicalChain, logicalLeaves, perItem, reportItemGroups, sameText, type ItemGroup } from './item-lists.ts';
import { verdictComparisons } from './text-search.ts';
import { findValue, matchNeeded, type ValueSite } from './witness.ts';

/**
 * Several required items, every one of which the reference states, checked so that any one of
 * them suffices: `ITEMS.some((x) => text.includes(x))`, `text.includes(a) || text.includes(b)`.
 */
export default defineRule({
  id: 'any-of-required',
  severity: 'warning',
  messages: {
    anyOf:
      'Any one of {{items}} passes this check, but the reference states every one of them ({{where}}): with `{{how}}` one suffices. Require each (`every`, `&&`).',
  },
  docs: {
    description: 'A list of items the reference states every one of, checked with `.some(...)` or `||`, so that any one of them suffices.',
    rationale:
      'When the reference answer says `Tuesday at 14:30 in room Birch`, a judge that accepts a text holding `Tuesday` or `14:30` or `Birch` passes an answer with the wrong time and the wrong room. `some` and `||` are for alternatives (synonyms, formats of one value); items the reference states together are requirements. Any one of them suffices however it is written: `some`, `||`, the items a `filter` keeps counted and compared with 0 (`.length > 0`, `>= 1`, `!== 0`), the first item `find` returns tested for one (`!== undefined`), `findIndex` tested for one (`>= 0`). The rule reports only a list of at least two distinct items, none inside another, all of which the reference writes where the check reads (the answer, an argument, a written file); alternatives the reference does not all state are not reported.',
    invalid: {
      code: "const DETAILS = ['Tuesday', '14:30', 'Birch'];\nconst judge: Judge = ({ output }) => DETAILS.some((d) => output.includes(d));",
      answer: 'The review is on Tuesday at 14:30 in room Birch.',
    },
    valid: {
      code: "const DETAILS = ['Tuesday', '14:30', 'Birch'];\nconst judge: Judge = ({ output }) => DETAILS.every((d) => output.includes(d));",
      answer: 'The review is on Tuesday at 14:30 in room Birch.',
    },
    witness:
      'The reference run with one of the items removed where the reference writes it (the last item no other check looks for): a required item missing, so a right judge fails it; the others still hold, so this one passes it.',
  },
  defaultOptions: {},
  check(context) {
    const { facts } = context;
    if (facts.style !== 'imperative' || facts.unknowns.length > 0) return;
    reportItemGroups(context, 'anyOf', alternativeGroups(facts), witnessSite);
  },
});

/** The checks of a list of items any one of which suffices: `.some` over a literal list, or a chain of `||`. */
function alternativeGroups(facts: JudgeFacts): ItemGroup[] {
  const needed = perItem(verdictComparisons(facts).filter((r) => matchNeeded(facts, r))).filter(isItemCheck);
  const groups: ItemGroup[] = [];
  const byNode = new Map<ts.Node, CompareRecord[]>();
  for (const r of needed) byNode.set(r.node, [...(byNode.get(r.node) ?? []), r]);
  // `.some` over a literal list: the evaluator checks each item at the same node.
  for (const [node, records] of byNode) {
    const some = enclosingSome(node);
    if (some && records.length >= 2) groups.push({ node: some, how: 'some', records });
  }
  // A chain of `||` whose every operand is one check on the same text.
  const seen = new Set<ts.Node>();
  for (const r of needed) {
    const chain = logicalChain(r.node, ts.SyntaxKind.BarBarToken);
    if (!chain || seen.has(chain)) continue;
    seen.add(chain);
    const leaves = logicalLeaves(chain, ts.SyntaxKind.BarBarToken);
    const records = leaves.map((leaf) => byNode.get(leaf));
    if (records.some((rs) => rs?.length !== 1)) continue;
    groups.push({ node: chain, how: '||', records: records.map((rs) => rs![0]) });
  }
  // A `some` over a list whose items the evaluator knows, wherever the list comes from (a helper's
  // parameter given a literal list): the checks it kept as one group of alternatives.
  const grouped = new Set(groups.flatMap((g) => g.records.map((r) => r.id)));
  for (const alternatives of facts.verdict.anyOf ?? []) {
    const records = [...alternatives].map(([id, sign]) => (sign === 1 && facts.verdict.recs.get(id) === 1 ? needed.find((r) => r.id === id) : undefined));
    if (records.some((r) => r === undefined || grouped.has(r.id))) continue;
    // One check made once per item: in the callback of the `some`, or of the `map` whose results a `some` reads.
    const nodes = new Set(records.map((r) => r!.node));
    const call = nodes.size === 1 ? callbackCall(records[0]!.node)?.call : undefined;
    if (call) groups.push({ node: call, how: 'some', records: records as CompareRecord[] });
  }
  return groups.filter((g) => sameText(g.records) && distinctItems(g.records.map((r) => r.expected.constant!.value as string)));
}

/** The `.some(...)` call whose callback holds the check, when it is called on a literal list (or a constant bound to one). */
function enclosingSome(node: ts.Node): ts.CallExpression | undefined {
  const around = callbackCall(node);
  return around?.method === 'some' && isLiteralList(skipParens((around.call.expression as ts.PropertyAccessExpression).expression)) ? around.call : undefined;
}

function isLiteralList(node: ts.Expression): boolean {
  if (ts.isArrayLiteralExpression(node)) return node.elements.every((e) => ts.isStringLiteralLike(e));
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return isLiteralList(node.expression);
  if (!ts.isIdentifier(node)) return false;
  const decl = constDeclaration(node);
  return decl?.initializer !== undefined && isLiteralList(decl.initializer);
}

/** The `const` declaration of a module-level or local name, found by its scope's statements (no type checker needed). */
function constDeclaration(id: ts.Identifier): ts.VariableDeclaration | undefined {
  for (let scope: ts.Node | undefined = id.parent; scope; scope = scope.parent) {
    if (!ts.isSourceFile(scope) && !ts.isBlock(scope)) continue;
    for (const statement of scope.statements) {
      if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
      const decl = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === id.text);
      if (decl) return decl;
    }
  }
  return undefined;
}

/**
 * Where the reference writes every item, with the last item no other check looks for removed. A
 * whole value equal to one item (an equality check) is no place that holds all of them.
 */
function witnessSite(facts: JudgeFacts, task: TaskFacts, records: readonly CompareRecord[], items: readonly string[]): ValueSite | undefined {
  const group = new Set(records.map((r) => r.id));
  const elsewhere = [...facts.records.values()].filter((r) => !group.has(r.id));
  const mentioned = (item: string) =>
    elsewhere.some(
      (r) => r.type === 'compare' && typeof r.expected.constant?.value === 'string' && r.expected.constant.value.toLowerCase().includes(item.toLowerCase()),
    );
  const removed = [...items].reverse().find((item) => !mentioned(item));
  if (removed === undefined) return undefined;
  const folded = records[0].actual.caseNormal !== undefined;
  const holds = (text: string, item: string) => (folded ? text.toLowerCase().includes(item.toLowerCase()) : text.includes(item));
  const site = findValue(task, records[0], {
    how: 'emptied',
    whole: () => undefined,
    inText: (text) =>
      items.every((item) => holds(text, item)) && !offeredAsAlternatives(text, items, folded)
        ? text.replace(new RegExp(escapeRegExp(removed), folded ? 'gi' : 'g'), '')
        : undefined,
    part: { from: removed, to: '' },
  });
  return changesReadTool(site, READ_ONLY_TOOL) ? undefined : site;
}

/** The reference itself offers the items as alternatives: `turmeric, acupuncture or physical therapy`. */
function offeredAsAlternatives(text: string, items: readonly string[], folded: boolean): boolean {
  const haystack = folded ? text.toLowerCase() : text;
  const at = items.map((i) => haystack.indexOf(folded ? i.toLowerCase() : i)).sort((a, b) => a - b);
  return /\bor\b/i.test(text.slice(at[0], at[at.length - 1]));
}
