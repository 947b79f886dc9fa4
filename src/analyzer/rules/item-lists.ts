import { ts } from '../typescript.js';
import type { CompareRecord, JudgeFacts } from '../flow/facts.ts';
import { skipParens } from '../flow/syntax.ts';
import type { RuleContext, TaskFacts } from './rule.ts';
import { referenceWitness, type ValueSite } from './witness.ts';

/**
 * What `any-of-required` and `all-of-forbidden` share: a list of items searched in one text, each
 * item one check, the checks joined so that one item decides (`some`, `||`; a negated `every`, `&&`).
 */
export interface ItemGroup {
  /** Where the list is joined: the `.some` / `.every` call, the `||` / `&&` chain, a loop's check. */
  readonly node: ts.Node;
  readonly how: string;
  /** One record per item, on the same text. */
  readonly records: readonly CompareRecord[];
}

/** Where a group's witness changes the reference, if anywhere. */
export type GroupSite = (facts: JudgeFacts, task: TaskFacts, records: readonly CompareRecord[], items: readonly string[]) => ValueSite | undefined;

/** Reports each group the reference lets the rule show: its items, where the reference writes them, and how they are joined. */
export function reportItemGroups<M extends string>(context: RuleContext<M, unknown>, messageId: M, groups: readonly ItemGroup[], siteOf: GroupSite): void {
  const { facts, task, report } = context;
  for (const group of groups) {
    const items = group.records.map((r) => r.expected.constant!.value as string);
    const site = siteOf(facts, task, group.records, items);
    if (!site) continue;
    report(
      group.node,
      messageId,
      { items: items.map((i) => JSON.stringify(i)).join(', '), where: placeOf(site), how: group.how },
      referenceWitness(site.change, false, site.at),
    );
  }
}

/** Needles of one search made for a whole long list (Value.oneOf) checked one by one up to this many; past it, not read. */
const MAX_NEEDLES = 64;

/**
 * One record per item: a search made once for all the items of a literal list too long to walk item by
 * item (its needle one of them, Value.oneOf) stands for that search made with each item, at the same node.
 */
export function perItem(records: readonly CompareRecord[]): CompareRecord[] {
  return records.flatMap((r) => {
    const items = r.expected.oneOf;
    if (!items) return [r];
    if (items.length > MAX_NEEDLES || !items.every((i) => typeof i === 'string')) return [];
    return items.map((item) => ({ ...r, expected: { ...r.expected, constant: { value: item }, oneOf: undefined } }));
  });
}

/** A substring search for a non-blank text: a text equal to one item cannot hold the others. */
export function isItemCheck(r: CompareRecord): boolean {
  return r.match === 'substring' && typeof r.expected.constant?.value === 'string' && r.expected.constant.value.trim() !== '';
}

type Joiner = ts.SyntaxKind.BarBarToken | ts.SyntaxKind.AmpersandAmpersandToken;

/** The outermost chain of `||` (or `&&`) a check is an operand of. */
export function logicalChain(node: ts.Node, op: Joiner): ts.BinaryExpression | undefined {
  let top: ts.BinaryExpression | undefined;
  for (let p = node.parent; p; p = p.parent) {
    if (ts.isParenthesizedExpression(p)) continue;
    if (ts.isBinaryExpression(p) && p.operatorToken.kind === op) top = p;
    else break;
  }
  return top;
}

export function logicalLeaves(node: ts.Expression, op: Joiner): ts.Node[] {
  const e = skipParens(node);
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === op) return [...logicalLeaves(e.left, op), ...logicalLeaves(e.right, op)];
  return [e];
}

export const pathsOf = (r: CompareRecord): string =>
  JSON.stringify([[...r.actual.paths].sort(), [...(r.actual.elems ?? [])].sort(), r.actual.caseNormal ?? '']);

/** Every check reads the same text, normalised the same way. */
export function sameText(records: readonly CompareRecord[]): boolean {
  return records.length >= 2 && records.every((r) => pathsOf(r) === pathsOf(records[0]) && r.match === records[0].match);
}

/** At least two items, none equal to or inside another (case aside): alternatives of one value overlap. */
export function distinctItems(items: readonly string[]): boolean {
  const lower = items.map((i) => i.toLowerCase());
  return lower.length >= 2 && lower.every((a, i) => lower.every((b, j) => i === j || !b.includes(a)));
}

/** The keywords of a search (a read tool's query) are ways to find something, not requirements. */
export function changesReadTool(site: ValueSite | undefined, readOnly: RegExp): boolean {
  const calls = site?.change.kind === 'set-arguments' ? site.change.edits : site?.change.kind === 'set-argument' ? [site.change] : [];
  return calls.some((c) => readOnly.test(c.tool));
}

function placeOf(site: ValueSite): string {
  const change = site.change;
  if (change.kind === 'set-answer') return 'in its answer';
  if (change.kind === 'set-argument') return `in ${change.tool} #${change.call} \`${change.argument}\``;
  if (change.kind === 'set-arguments') return `in ${change.edits.map((e) => `${e.tool} #${e.call} \`${e.argument}\``).join(', ')}`;
  return 'in the reference';
}
