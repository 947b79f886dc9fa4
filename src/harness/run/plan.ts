import { recordId, type ScenarioRef } from '../../contract/index.ts';
import { checkPlanSize, type Scenario } from '../../registry/index.ts';
import { canonicalJson, canonicalListPieces } from '../../runs/index.ts';

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
  /** The reference of the record at `position`, made alone (what the plan's hash and identity read). */
  refAt(position: number): ScenarioRef;
  /** The id of the record at `position`, without its reference (what the plan's identity reads). */
  idAt(position: number): string;
  /**
   * Every record's reference as canonical JSON, a list without its brackets, in pieces (what
   * `canonicalListPieces(planRefs(plan))` gives): from one template per scenario, so walking a plan
   * of 100,000 records for its hash makes no record's text, payload and all.
   */
  refsJson(): Iterable<string>;
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
  const size = count * repeats;
  const scenarioAt = (position: number): Scenario => {
    if (!Number.isInteger(position) || position < 0 || position >= size) throw new RangeError(`no record ${position} in a plan of ${size}`);
    return scenarios[position % count];
  };
  const repeatAt = (position: number): number => Math.floor(position / count) + 1;
  const idAt = (position: number): string => {
    const { id } = scenarioAt(position).ref;
    const repeat = repeatAt(position);
    return repeats === 1 ? id : recordId(id, null, repeat === 1 ? null : repeat);
  };
  const refAt = (position: number): ScenarioRef => {
    const { ref } = scenarioAt(position);
    return repeats === 1 ? ref : { ...ref, id: idAt(position), repeat: repeatAt(position) };
  };
  const refsJson = (): Iterable<string> => {
    if (repeats === 1) return canonicalListPieces(scenarios.map((s) => s.ref));
    const templates = scenarios.map(({ ref }) => refTemplate(ref));
    return {
      *[Symbol.iterator]() {
        for (let position = 0; position < size; position++) {
          if (position > 0) yield ',';
          const template = templates[position % count];
          if (!template) yield canonicalJson(refAt(position));
          else yield* [template.beforeId, JSON.stringify(idAt(position)), template.beforeRepeat, String(repeatAt(position)), template.after];
        }
      },
    };
  };
  return {
    size,
    idAt,
    refAt,
    refsJson,
    at: (position) => (repeats === 1 ? scenarioAt(position) : { ...scenarioAt(position), ref: refAt(position) }),
  };
}

const ID = '\u0000chokepoint-id\u0000';
const REPEAT = '\u0000chokepoint-repeat\u0000';
const ID_MARK = JSON.stringify(ID);
const REPEAT_MARK = JSON.stringify(REPEAT);

/**
 * The canonical JSON of `ref` as one of its repeats (another id and repeat) cut around the two, or
 * undefined where the cut is not certain (a payload holding a mark's text): that repeat's text is
 * `beforeId + JSON id + beforeRepeat + repeat + after`.
 */
function refTemplate(ref: ScenarioRef): { readonly beforeId: string; readonly beforeRepeat: string; readonly after: string } | undefined {
  const text = canonicalJson({ ...ref, id: ID, repeat: REPEAT });
  const [beforeId, rest, ...moreIds] = text.split(ID_MARK);
  if (rest === undefined || moreIds.length > 0 || beforeId.includes(REPEAT_MARK)) return undefined;
  const [beforeRepeat, after, ...moreRepeats] = rest.split(REPEAT_MARK);
  return after === undefined || moreRepeats.length > 0 ? undefined : { beforeId, beforeRepeat, after };
}

/** The records of `plan` at `positions`, in that order. */
export function planRecords(plan: Plan, positions: Iterable<number>): Scenario[] {
  return Array.from(positions, (position) => plan.at(position));
}

/** Every record's reference, in run order, made as it is read (it can be read again). */
export function planRefs(plan: Plan): Iterable<ScenarioRef> {
  return {
    *[Symbol.iterator]() {
      for (let position = 0; position < plan.size; position++) yield plan.refAt(position);
    },
  };
}

/** Every record's id, in run order, made as it is read (it can be read again). */
export function planIds(plan: Plan): Iterable<string> {
  return {
    *[Symbol.iterator]() {
      for (let position = 0; position < plan.size; position++) yield plan.idAt(position);
    },
  };
}
