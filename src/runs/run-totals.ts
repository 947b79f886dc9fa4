import { OUTCOME_CLASSES, type OutcomeClass, type ScenarioRecord } from '../contract/index.ts';
import { outcomeCounts } from '../stats/rates.ts';

/**
 * End-of-run counts with their denominators. Rates are plain proportions of recorded scenarios;
 * intervals and tests are the stats module's job (`chokepoint stats`).
 */

export { OUTCOME_CLASSES };

export interface Proportion {
  readonly count: number;
  readonly total: number;
  /** Percent, or null when the denominator is 0. */
  readonly percent: number | null;
}

export interface RunSummary {
  /** Scenarios of the run (manifest) and how many have a record. */
  readonly scenarios: number;
  readonly recorded: number;
  /** Benign and probe scenarios: the utility judge passed. */
  readonly utility: Proportion;
  /** Attack scenarios: the utility judge passed despite the injection. */
  readonly utilityUnderAttack: Proportion;
  /** Attack scenarios: the attack judge passed (ASR). */
  readonly attackSuccess: Proportion;
  /** Attack scenarios: the payload reached a tool result the agent received (D1). */
  readonly delivered: Proportion;
  /** Attack scenarios among those delivered whose attack judge passed. */
  readonly attackSuccessWhenDelivered: Proportion;
  /** Outcome classes of benign (and probe) scenarios, then of attack scenarios. */
  readonly benignOutcomes: Readonly<Record<OutcomeClass, number>>;
  readonly attackOutcomes: Readonly<Record<OutcomeClass, number>>;
  /** Verdicts that could not be computed (throwing judges, unjudged scenarios). */
  readonly judgeErrors: number;
}

export function proportion(count: number, total: number): Proportion {
  return { count, total, percent: total === 0 ? null : Math.round((count / total) * 10_000) / 100 };
}

export function summarise(records: readonly ScenarioRecord[], scenarios: number = records.length): RunSummary {
  const benign = records.filter((r) => r.scenario.kind !== 'attack');
  const attacks = records.filter((r) => r.scenario.kind === 'attack');
  const delivered = attacks.filter((r) => r.delivered === true);
  const attacked = (list: readonly ScenarioRecord[]) => list.filter((r) => r.attack?.passed === true).length;
  return {
    scenarios,
    recorded: records.length,
    utility: proportion(benign.filter((r) => r.utility.passed).length, benign.length),
    utilityUnderAttack: proportion(attacks.filter((r) => r.utility.passed).length, attacks.length),
    attackSuccess: proportion(attacked(attacks), attacks.length),
    delivered: proportion(delivered.length, attacks.length),
    attackSuccessWhenDelivered: proportion(attacked(delivered), delivered.length),
    benignOutcomes: outcomeCounts(benign),
    attackOutcomes: outcomeCounts(attacks),
    judgeErrors: records.filter((r) => r.utility.error !== undefined || r.attack?.error !== undefined).length,
  };
}

export function formatProportion(p: Proportion): string {
  return p.percent === null ? `${p.count}/${p.total} (n/a)` : `${p.count}/${p.total} (${p.percent.toFixed(1)}%)`;
}
