import { recordId } from '../../contract/index.ts';
import { checkPlanSize, type Scenario } from '../../registry/index.ts';

/** The most repeats of a plan (`--repeats`); the plan as a whole is bounded by MAX_PLANNED_RECORDS. */
export const MAX_REPEATS = 10_000;

/**
 * A run's plan: its scenarios (each attack scenario once per attack of the budget, already) times
 * `repeats`, repeat-major: every scenario once, then every scenario again, so an interrupted or
 * sharded run holds whole rounds first. Repeat 1 keeps the scenario's id; a run without repeats
 * (`repeats` 1) leaves its scenarios untouched.
 */
export function repeatPlan(scenarios: readonly Scenario[], repeats: number): Scenario[] {
  if (!Number.isInteger(repeats) || repeats < 1) throw new RangeError(`repeats must be a positive integer, got ${repeats}`);
  checkPlanSize(scenarios.length * repeats, `${scenarios.length} scenario(s) x ${repeats} repeat(s)`, '--repeats');
  if (repeats === 1) return [...scenarios];
  const plan: Scenario[] = [];
  for (let repeat = 1; repeat <= repeats; repeat++) {
    for (const scenario of scenarios) {
      plan.push({ ...scenario, ref: { ...scenario.ref, id: recordId(scenario.ref.id, null, repeat === 1 ? null : repeat), repeat } });
    }
  }
  return plan;
}
