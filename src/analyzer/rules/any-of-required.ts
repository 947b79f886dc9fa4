import { escapeRegExp } from '../../contract/index.ts';
import { ts } from '../typescript.js';
import type { CompareRecord, JudgeFacts } from '../flow/facts.ts';
import { skipParens } from '../flow/syntax.ts';
import { defineRule, type TaskFacts } from './rule.ts';
import { READ_ONLY_TOOL } from './unchecked-reference-argument.ts';
import { findValue, matchNeeded, referenceWitness, type ValueSite } from './witness.ts';

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
      'When the reference answer says `Tuesday at 14:30 in room Birch`, a judge that accepts a text holding `Tuesday` or `14:30` or `Birch` passes an answer with the wrong time and the wrong room. `some` and `||` are for alternatives (synonyms, formats of one value); items the reference states together are requirements. The rule reports only a list of at least two distinct items, none inside another, all of which the reference writes where the check reads (the answer, an argument, a written file); alternatives the reference does not all state are not reported.',
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
  check({ facts, task, report }) {
    if (facts.style !== 'imperative' || facts.unknowns.length > 0) return;
    for (const group of alternativeGroups(facts)) {
      const items = group.records.map((r) => r.expected.constant!.value as string);
      const site = witnessSite(facts, task, group.records, items);
      if (!site) continue;
      report(
        group.node,
        'anyOf',
        { items: items.map((i) => JSON.stringify(i)).join(', '), where: placeOf(site), how: group.how },
        referenceWitness(site.change, false, site.at),
      );
    }
  },
});

interface Group {
  /** The `.some` call or the `||` expression. */
  readonly node: ts.Node;
  readonly how: string;
  /** One record per item, on the same text. */
  readonly records: readonly CompareRecord[];
}

/** The checks of a list of items any one of which suffices: `.some` over a literal list, or a chain of `||`. */
function alternativeGroups(facts: JudgeFacts): Group[] {
  const needed = [...facts.verdict.recs.keys()]
    .map((id) => facts.records.get(id))
    .filter((r): r is CompareRecord => r?.type === 'compare' && isItemCheck(r) && matchNeeded(facts, r));
  const groups: Group[] = [];
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
    const chain = orChain(r.node);
    if (!chain || seen.has(chain)) continue;
    seen.add(chain);
    const leaves = orLeaves(chain);
    const records = leaves.map((leaf) => byNode.get(leaf));
    if (records.some((rs) => rs?.length !== 1)) continue;
    groups.push({ node: chain, how: '||', records: records.map((rs) => rs![0]) });
  }
  return groups.filter((g) => sameText(g.records) && distinctItems(g.records.map((r) => r.expected.constant!.value as string)));
}

function isItemCheck(r: CompareRecord): boolean {
  // Substring searches only: a text equal to one item cannot hold the others.
  return r.match === 'substring' && typeof r.expected.constant?.value === 'string' && r.expected.constant.value.trim() !== '';
}

/** The `.some(...)` call whose callback holds the check, when it is called on a literal list (or a constant bound to one). */
function enclosingSome(node: ts.Node): ts.CallExpression | undefined {
  for (let p: ts.Node | undefined = node.parent; p; p = p.parent) {
    if (ts.isFunctionLike(p)) {
      const call = p.parent;
      if (!call || !ts.isCallExpression(call) || !call.arguments.includes(p as ts.Expression)) return undefined;
      const callee = call.expression;
      if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'some') return undefined;
      return isLiteralList(skipParens(callee.expression)) ? call : undefined;
    }
  }
  return undefined;
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

/** The outermost `||` chain a check is an operand of. */
function orChain(node: ts.Node): ts.BinaryExpression | undefined {
  let top: ts.BinaryExpression | undefined;
  for (let p = node.parent; p; p = p.parent) {
    if (ts.isParenthesizedExpression(p)) continue;
    if (ts.isBinaryExpression(p) && p.operatorToken.kind === ts.SyntaxKind.BarBarToken) top = p;
    else break;
  }
  return top;
}

function orLeaves(node: ts.Expression): ts.Node[] {
  const e = skipParens(node);
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.BarBarToken) return [...orLeaves(e.left), ...orLeaves(e.right)];
  return [e];
}

const pathsOf = (r: CompareRecord): string => JSON.stringify([[...r.actual.paths].sort(), [...(r.actual.elems ?? [])].sort(), r.actual.caseNormal ?? '']);

/** Every check reads the same text, normalised the same way. */
function sameText(records: readonly CompareRecord[]): boolean {
  return records.length >= 2 && records.every((r) => pathsOf(r) === pathsOf(records[0]) && r.match === records[0].match);
}

/** At least two items, none equal to or inside another (case aside): alternatives of one value overlap. */
function distinctItems(items: readonly string[]): boolean {
  const lower = items.map((i) => i.toLowerCase());
  return lower.every((a, i) => lower.every((b, j) => i === j || !b.includes(a)));
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
  // The keywords of a search (a read tool's query) are ways to find something, not requirements.
  const calls = site?.change.kind === 'set-arguments' ? site.change.edits : site?.change.kind === 'set-argument' ? [site.change] : [];
  return calls.some((c) => READ_ONLY_TOOL.test(c.tool)) ? undefined : site;
}

/** The reference itself offers the items as alternatives: `turmeric, acupuncture or physical therapy`. */
function offeredAsAlternatives(text: string, items: readonly string[], folded: boolean): boolean {
  const haystack = folded ? text.toLowerCase() : text;
  const at = items.map((i) => haystack.indexOf(folded ? i.toLowerCase() : i)).sort((a, b) => a - b);
  return /\bor\b/i.test(text.slice(at[0], at[at.length - 1]));
}

function placeOf(site: ValueSite): string {
  const change = site.change;
  if (change.kind === 'set-answer') return 'in its answer';
  if (change.kind === 'set-argument') return `in ${change.tool} #${change.call} \`${change.argument}\``;
  if (change.kind === 'set-arguments') return `in ${change.edits.map((e) => `${e.tool} #${e.call} \`${e.argument}\``).join(', ')}`;
  return 'in the reference';
}
