import {
  deepFreeze,
  isPredicate,
  type ConditionEvaluation,
  type JudgeContext,
  type Snapshot,
  type TaskDefinition,
  type TraceCall,
  type VerdictRecord,
} from '../../contract/index.ts';
import { thrownText } from '../../registry/index.ts';
import type { JudgeTarget } from '../protocol.ts';
import { describeFaults, runAs, settle } from './containment.ts';

/**
 * Verdicts as they go into a scenario record, computed inside a sandbox worker. A judge that
 * throws (whatever it throws), returns something other than a boolean, or leaves a promise
 * rejected fails the verdict and says why: it never crashes the run and never passes. Everything
 * here reads values the judge made (its verdict, what it threw): it runs inside the judge's
 * bounded activity.
 *
 * Every judge gets its own context: a fresh frozen object with its own deep-frozen copy of the
 * trace. The snapshots are deep-frozen too and can be shared, since nothing can change them; the
 * host's copy of everything (from which the record is written) lives in another thread.
 */

export interface ContextParts {
  readonly output: string;
  readonly trace: readonly TraceCall[];
  readonly pre: Snapshot;
  readonly post: Snapshot;
}

function judgeContext(parts: ContextParts): JudgeContext {
  return Object.freeze({ output: parts.output, pre: deepFreeze(parts.pre), post: deepFreeze(parts.post), trace: deepFreeze(structuredClone(parts.trace)) });
}

export async function runJudge(definition: TaskDefinition, target: JudgeTarget, parts: ContextParts): Promise<VerdictRecord> {
  const judgeVersion = target.version;
  const fail = (error: string): VerdictRecord => ({ passed: false, judgeVersion, error });
  const context = judgeContext(parts);
  const declarative = definition.kind === 'injection' && isPredicate(definition.attack);
  const which = declarative ? 'attack predicate' : `${target.judge} judge`;
  const outcome = await runAs(target.file, (): { verdict: unknown } | { predicate: unknown } | { thrown: unknown } => {
    try {
      if (definition.kind === 'user') return { verdict: definition.utility(context) };
      const { attack } = definition;
      return isPredicate(attack) ? { predicate: attack.evaluate(context.trace) } : { verdict: attack(context) };
    } catch (thrown) {
      return { thrown };
    }
  });
  const faults = describeFaults(settle(target.file));
  if ('thrown' in outcome) return fail(`${which} threw: ${thrownText(outcome.thrown)}`);
  if (faults !== undefined) return fail(`${which} ${faults}`);
  if ('predicate' in outcome) {
    const evaluation = plainEvaluation(outcome.predicate);
    if (evaluation === undefined) return fail(`${which}: the predicate returned no valid evaluation`);
    return { passed: evaluation.passed, judgeVersion, evaluation };
  }
  if (typeof outcome.verdict !== 'boolean') return fail(`${which} returned ${describe(outcome.verdict)}, not a boolean`);
  return { passed: outcome.verdict, judgeVersion };
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
  return typeof value;
}
