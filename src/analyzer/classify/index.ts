import type { JudgeFacts } from '../flow/facts.ts';
import type { JudgeClassification, JudgeKind } from '../types.ts';
import { argumentConstraint } from './argument.ts';
import { caseRule } from './case-rule.ts';
import { contentMatches } from './content-match.ts';
import { countRequirements } from './count.ts';
import { readLocations, verdictReads } from './read-location.ts';

export { formatCount } from './count.ts';

/** `scored`: the judge returns a score, which passes at the task's `passAt`. */
export function classify(facts: JudgeFacts, judge: JudgeKind, scored: boolean): JudgeClassification {
  const reads = readLocations(facts);
  return {
    style: facts.style,
    readLocations: reads,
    reads: verdictReads(facts),
    count: countRequirements(facts),
    contentMatch: contentMatches(facts, scored),
    caseRule: caseRule(facts),
    ...(judge === 'attack' ? { argumentConstraint: argumentConstraint(facts, reads) } : {}),
  };
}

/** Only where the verdict reads (all that lint reads of a classification): the other axes unknown, not asked for. */
export function readLocationsOnly(facts: JudgeFacts, judge: JudgeKind): JudgeClassification {
  return {
    ...unresolvedClassification('not classified: only where the verdict reads was asked for', judge),
    style: facts.style,
    readLocations: readLocations(facts),
  };
}

/** The classification of a judge the analyzer could not resolve to code. */
export function unresolvedClassification(reason: string, judge: JudgeKind): JudgeClassification {
  const unknown = { known: false as const, reason };
  return {
    style: 'unresolved',
    readLocations: unknown,
    reads: [],
    count: unknown,
    contentMatch: unknown,
    caseRule: unknown,
    ...(judge === 'attack' ? { argumentConstraint: unknown } : {}),
  };
}
