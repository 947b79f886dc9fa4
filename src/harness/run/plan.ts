import { recordId, type ScenarioRef } from '../../contract/index.ts';
import { checkPlanSize, type Scenario } from '../../registry/index.ts';

/** The most repeats of a plan (`--repeats`); the plan as a whole is bounded by MAX_PLANNED_RECORDS. */
export const MAX_REPEATS = 10_000;

/**
 * A run's plan, enumerated rather than held: its size and its record at a position (0-based, run
 * order). A shard of a plan of 100,000 records makes only its own; the whole plan is walked (for
 * its hash and its identity) a record at a time.
 */
export interface Plan {
  readonly size: number;
  at(position: number): Scenario;
}

/**
 * A run's plan: its scenarios (each attack scenario once per attack of the budget, already) times
 * `repeats`, repeat-major: every scenario once, then every scenario again, so an interrupted or
 * sharded run holds whole rounds first. Repeat 1 keeps the scenario's id; a run without repeats
 * (`repeats` 1) leaves its scenarios untouched.
 */
export function repeatPlan(scenarios: readonly Scenario[], repeats: number): Plan {
  if (!Number.isInteger(repeats) || repeats < 1) throw new RangeError(`repeats must be a positive integer, got ${repeats}`);
  checkPlanSize(scenarios.length * repeats, `${scenarios.length} scenario(s) x ${repeats} repeat(s)`, '--repeats');
  const count = scenarios.length;
  return {
    size: count * repeats,
    at(position) {
      if (!Number.isInteger(position) || position < 0 || position >= count * repeats)
        throw new RangeError(`no record ${position} in a plan of ${count * repeats}`);
      const scenario = scenarios[position % count];
      if (repeats === 1) return scenario;
      const repeat = Math.floor(position / count) + 1;
      return { ...scenario, ref: { ...scenario.ref, id: recordId(scenario.ref.id, null, repeat === 1 ? null : repeat), repeat } };
    },
  };
}

/** The records of `plan` at `positions`, in that order. */
export function planRecords(plan: Plan, positions: Iterable<number>): Scenario[] {
  return Array.from(positions, (position) => plan.at(position));
}

/** Every record's reference, in run order, made as it is read (it can be read again). */
export function planRefs(plan: Plan): Iterable<ScenarioRef> {
  return {
    *[Symbol.iterator]() {
      for (let position = 0; position < plan.size; position++) yield plan.at(position).ref;
    },
  };
}

/** Every record's id, in run order, made as it is read (it can be read again). */
export function planIds(plan: Plan): Iterable<string> {
  return {
    *[Symbol.iterator]() {
      for (const ref of planRefs(plan)) yield ref.id;
    },
  };
}
