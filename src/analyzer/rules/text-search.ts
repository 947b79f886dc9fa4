import { ts } from '../typescript.js';
import type { CompareRecord, JudgeFacts } from '../flow/facts.ts';
import { isText } from '../flow/needles.ts';
import type { TypeFacts } from '../flow/types.ts';
import type { Constant } from '../flow/value.ts';

/**
 * What the rules about a needle searched in a text (`substring-of-number`, `substring-of-word`)
 * share: which searches are of a text, the needle's known values, and the same needle also looked
 * up whole.
 */

/** The comparisons (searches among them) that reach the verdict. */
export function verdictComparisons(facts: JudgeFacts): CompareRecord[] {
  return [...facts.verdict.recs.keys()].map((id) => facts.records.get(id)).filter((r): r is CompareRecord => r?.type === 'compare');
}

/**
 * The needle's values when they are known: a constant or a list of constants. Not the literals a
 * value was computed from: those of a record's other fields come along (`target.mustInclude` of
 * a list whose other targets hold exact-match numbers).
 */
function needleValues(record: CompareRecord): readonly Constant[] {
  const expected = record.expected;
  if (expected.constantList) return expected.constantList;
  if (expected.constant) return [expected.constant.value];
  return [];
}

/**
 * The same needle also looked up whole among the tokens of the same text (WebArena's
 * `must_include` tokenises one-character answers): which of the two searches applies hangs on a
 * condition the analysis could not decide, so the rule does not guess.
 */
export function alsoMatchedWhole(record: CompareRecord, needle: string, checks: readonly CompareRecord[]): boolean {
  const texts = [...record.actual.paths];
  return checks.some(
    (other) =>
      other.match === 'membership' &&
      needleValues(other).includes(needle) &&
      [...other.actual.paths].some((part) => texts.some((text) => part.startsWith(`${text}{split}`))),
  );
}

/** `x.includes(n)` or `x.indexOf(n)` where `x` is a text (see `isText`). */
export function searchesText(types: TypeFacts, node: ts.Node): boolean {
  return ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && isText(types, node.expression.expression);
}

/**
 * The needle's values; where they are not known on the record the verdict holds, those of the same
 * search made once per element of a literal list (a loop over needles, unrolled in one pass of its
 * function and joined in another): the search is the same code, given each of them.
 */
export function needlesAt(facts: JudgeFacts, record: CompareRecord): readonly Constant[] {
  // Searched in a text known only by its declaration, the needle must be one value: a list given to `includes` would be its text.
  const values = (r: CompareRecord) => (record.match === 'substring' ? needleValues(r) : r.expected.constant ? [r.expected.constant.value] : []);
  const own = values(record);
  if (own.length > 0 || record.expected.constantList) return own;
  return [...facts.records.values()].flatMap((r) =>
    r !== record && r.type === 'compare' && r.node === record.node && r.match === record.match ? values(r) : [],
  );
}
