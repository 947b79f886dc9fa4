import type { JudgeFacts } from '../flow/facts.ts';
import type { Axis, CaseRule } from '../types.ts';
import { isFormatting } from './content-match.ts';
import { keyedDiffs } from './keyed-diff.ts';
import { unknownFor } from './unknown.ts';

/**
 * Case handling over the string checks that reach the verdict: all normalised on both sides ->
 * case-insensitive; none -> case-sensitive; one side only, or some checks only -> mixed.
 */
export function caseRule(facts: JudgeFacts): Axis<CaseRule> {
  const unknown = unknownFor(facts, 'case');
  if (unknown) return unknown;
  const seen = new Set<string>();
  // A keyed diff's keys and the strings it formats from the part's keys are bookkeeping: no case.
  const diffs = keyedDiffs(facts);
  for (const [id, sign] of facts.verdict.recs) {
    const record = facts.records.get(id);
    if (record?.type !== 'compare' || record.match === 'selector' || record.caseRule === 'not-applicable') continue;
    if (diffs.comparisons.has(id) || diffs.pairing.has(id)) continue;
    // Formatting (a value taken apart by a pattern, quotes stripped) matches no content, so it has no case rule either.
    if (sign === 0 && isFormatting(record)) continue;
    seen.add(record.caseRule);
  }
  if (seen.size === 0) return { known: true, value: 'not-applicable' };
  if (seen.has('one-side') || seen.size > 1) return { known: true, value: 'mixed' };
  return { known: true, value: seen.has('insensitive') ? 'case-insensitive' : 'case-sensitive' };
}
