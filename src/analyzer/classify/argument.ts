import type { JudgeFacts } from '../flow/facts.ts';
import type { ArgumentConstraint, Axis, ReadLocation } from '../types.ts';

/**
 * For attack judges: whether the verdict constrains what the calls carried (their arguments or
 * results) or only which tools were called (the Chokepoint Harness paper's defect D2, "name-only").
 */
export function argumentConstraint(facts: JudgeFacts, reads: Axis<readonly ReadLocation[]>): Axis<ArgumentConstraint> {
  if (facts.style === 'declarative') {
    const positive = facts.calledWith.filter((c) => c.sign === 1);
    if (positive.some((c) => c.constrained.length === 0)) return { known: true, value: 'name-only' };
    return { known: true, value: facts.calledWith.some((c) => c.constrained.length > 0) ? 'constrained' : 'name-only' };
  }
  if (!reads.known) return { known: false, reason: reads.reason };
  const locations = new Set(reads.value);
  if (locations.has('trace-arguments') || locations.has('trace-results')) return { known: true, value: 'constrained' };
  if (locations.has('trace-names')) {
    const other = [...locations].some((l) => !l.startsWith('trace'));
    return { known: true, value: other ? 'not-trace-based' : 'name-only' };
  }
  return { known: true, value: 'not-trace-based' };
}
