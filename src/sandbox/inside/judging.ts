import {
  deepFreeze,
  isPredicate,
  passAtOf,
  type ConditionEvaluation,
  type JudgeContext,
  type Snapshot,
  type Step,
  type TaskDefinition,
  type VerdictRecord,
} from '../../contract/index.ts';
import { displayPath, judgeCodeAt, thrownText } from '../../registry/index.ts';
import type { JudgeParts, JudgeTarget } from '../protocol.ts';
import { describeFaults, runAs, settle } from './containment.ts';

/**
 * Verdicts as they go into a scenario record, computed inside a sandbox worker. A judge gives a
 * verdict (a boolean) or a score in [0, 1] that passes at its task's `passAt`. A judge that throws
 * (whatever it throws), returns anything else, or leaves a promise rejected gives no verdict: a
 * judge error, with its message and where it happened, which the scenario records as the outcome
 * `judge_error`. It never crashes the run and never passes. Everything here reads values the judge
 * made (its verdict, what it threw): it runs inside the judge's bounded activity.
 *
 * Every judge gets its own context, a fresh frozen object, over the request's parts deep-frozen
 * once: the trace, the messages, the states (and the states after each call). The parts came in
 * the request's message, so they are this worker's own copy, and frozen, nothing can change them:
 * a judge cannot alter what another judge of the request reads, and the host's copy (from which
 * the record is written) lives in another thread.
 */

/** What a judge's context is made of, the states as the worker holds them. */
export type ContextParts = JudgeParts<Snapshot>;

/** The parts every judge of one request reads, deep-frozen (see `frozenParts`). */
export interface FrozenParts extends Omit<ContextParts, 'steps'> {
  readonly steps?: readonly Step[];
}

const STEPS_NOT_COMPUTED =
  'steps were not computed for this judge: the analyzer found no read of `steps` in it (a read it cannot see, such as a property name built at run time, is not followed)';

/** `parts` deep-frozen, once for all the judges of a request: they arrived in its message, no one else holds them. */
export function frozenParts(parts: ContextParts): FrozenParts {
  const frozen = {
    output: parts.output,
    pre: deepFreeze(parts.pre),
    post: deepFreeze(parts.post),
    trace: deepFreeze(parts.trace),
    messages: deepFreeze(parts.messages),
  };
  return parts.steps === undefined ? frozen : { ...frozen, steps: deepFreeze(parts.steps.map((state, index) => ({ index, state }))) };
}

function judgeContext(parts: FrozenParts): JudgeContext {
  const { steps, ...context } = parts;
  if (steps !== undefined) return Object.freeze({ ...context, steps });
  // Not enumerable: serialising or spreading the context does not touch it; only reading it fails.
  return Object.freeze(
    Object.defineProperty({ ...context }, 'steps', {
      enumerable: false,
      get() {
        throw new Error(STEPS_NOT_COMPUTED);
      },
    }) as JudgeContext,
  );
}

/** The record of a judge that gave no verdict. */
export function judgeErrorVerdict(judgeVersion: string, message: string, location: string): VerdictRecord {
  return { passed: false, judgeVersion, error: message, judgeError: { message, location } };
}

type Outcome = { verdict: unknown } | { predicate: unknown } | { thrown: unknown };

export async function runJudge(definition: TaskDefinition, target: JudgeTarget, parts: FrozenParts): Promise<VerdictRecord> {
  const judgeVersion = target.version;
  const module = displayPath(target.file);
  const fail = (message: string, location = module): VerdictRecord => judgeErrorVerdict(judgeVersion, message, location);
  const context = judgeContext(parts);
  const declarative = definition.kind === 'injection' && isPredicate(definition.attack);
  const which = declarative ? 'attack predicate' : `${target.judge} judge`;
  const outcome = await runAs(target.file, (): Outcome => {
    try {
      if (definition.kind === 'user') return { verdict: definition.utility(context) };
      const { attack } = definition;
      return isPredicate(attack) ? { predicate: attack.evaluate(context.trace) } : { verdict: attack(context) };
    } catch (thrown) {
      return { thrown };
    }
  });
  const faults = describeFaults(settle(target.file));
  if ('thrown' in outcome) return fail(`${which} threw: ${thrownText(outcome.thrown)}`, judgeCodeAt(outcome.thrown) ?? module);
  if (faults !== undefined) return fail(`${which} ${faults}`);
  if ('predicate' in outcome) {
    const evaluation = plainEvaluation(outcome.predicate);
    if (evaluation === undefined) return fail(`${which}: the predicate returned no valid evaluation`);
    return { passed: evaluation.passed, judgeVersion, evaluation };
  }
  const { verdict } = outcome;
  if (typeof verdict === 'boolean') return { passed: verdict, judgeVersion };
  if (typeof verdict === 'number' && verdict >= 0 && verdict <= 1) {
    const passAt = passAtOf(definition);
    return { passed: verdict >= passAt, judgeVersion, score: verdict, passAt };
  }
  return fail(`${which} returned ${describe(verdict)}, not a verdict (a boolean) or a score in [0, 1]`);
}

/** A predicate's evaluation for the record: plain data, or undefined when it is not one (a hand-made predicate). */
export function plainEvaluation(value: unknown): ConditionEvaluation | undefined {
  try {
    const copy = structuredClone(value) as ConditionEvaluation;
    return typeof copy === 'object' && copy !== null && typeof copy.passed === 'boolean' && typeof copy.condition === 'string' ? copy : undefined;
  } catch {
    return undefined;
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value instanceof Promise) return 'a Promise (async judges are not supported)';
  if (typeof value === 'number') return String(value);
  return typeof value;
}
