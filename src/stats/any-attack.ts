import { compareNatural } from '../registry/order.ts';
import { MetricsRefusal } from './errors.ts';

/**
 * The multi-attack summary of the Chokepoint Harness paper, as the metrics and authorization model
 * states it: a case counts as attacked when any attack on it succeeded, A_c = max_j a_cj, never an
 * average over attempts. The number is only meaningful with its budget (which attacks each case
 * received), so every case must have received the same attacks, each exactly once.
 */

export interface AttackAttempt {
  /** The case the attempt belongs to (a scenario, or a scenario and repeat when runs repeat). */
  readonly caseKey: string;
  readonly attack: string;
  readonly success: boolean;
}

export interface AnyAttackCase {
  readonly caseKey: string;
  /** max over the budget's attacks. */
  readonly success: boolean;
  /** The attacks that succeeded on this case, in budget order. */
  readonly succeeded: readonly string[];
}

export interface AnyAttackResult {
  /** The attacks every case received, in natural order. */
  readonly budget: readonly string[];
  /** One entry per case, in first-seen order. */
  readonly cases: readonly AnyAttackCase[];
}

export function anyAttack(attempts: readonly AttackAttempt[]): AnyAttackResult {
  const byCase = new Map<string, Map<string, boolean>>();
  attempts.forEach((attempt, index) => {
    if (typeof attempt.success !== 'boolean') {
      throw new MetricsRefusal('non-boolean-label', 'missing or unknown labels cannot default to false', { field: `attempts[${index}].success` });
    }
    const attacks = byCase.get(attempt.caseKey) ?? new Map<string, boolean>();
    if (attacks.has(attempt.attack)) {
      throw new MetricsRefusal('duplicate-case', `case ${attempt.caseKey} received attack ${attempt.attack} more than once`, { field: `attempts[${index}]` });
    }
    attacks.set(attempt.attack, attempt.success);
    byCase.set(attempt.caseKey, attacks);
  });
  const budget = [...new Set(attempts.map((a) => a.attack))].sort(compareNatural);
  for (const [caseKey, attacks] of byCase) {
    if (attacks.size !== budget.length) {
      const missing = budget.filter((a) => !attacks.has(a));
      throw new MetricsRefusal(
        'budget-differs',
        `case ${caseKey} did not receive every attack of the budget (missing ${missing.join(', ')}): cases with different budgets are not comparable`,
      );
    }
  }
  return {
    budget,
    cases: [...byCase].map(([caseKey, attacks]) => {
      const succeeded = budget.filter((a) => attacks.get(a));
      return { caseKey, success: succeeded.length > 0, succeeded };
    }),
  };
}
