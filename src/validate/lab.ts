import { type JudgeContext, type Snapshot, type ReferenceCall, type TraceCall, type VerdictRecord } from '../contract/index.ts';
import type { EnvironmentFixture, Injection } from '../environment/index.ts';
import { replay, withEnvironment } from '../harness/feasibility/support.ts';
import { judgeAttack, judgeUtility } from '../harness/run/judging.ts';
import { canonicalJson } from '../runs/store/index.ts';
import type { JudgeTarget } from './types.ts';

/**
 * The validator's bench: run a list of calls on a fresh environment (unmediated, as the reference
 * agent would), and judge the result. Each run is independent; sql.js is loaded once per process.
 */

export interface LabRun {
  readonly pre: Snapshot;
  readonly post: Snapshot;
  readonly trace: readonly TraceCall[];
  readonly output: string;
}

export async function runCalls(
  fixture: EnvironmentFixture,
  injections: readonly Injection[],
  calls: readonly ReferenceCall[],
  output: string,
  /** The snapshot of this very environment before any call, when the caller has it (fresh environments of one fixture are identical). */
  knownPre?: Snapshot,
): Promise<LabRun> {
  return withEnvironment(fixture, injections, (env) => {
    const pre = knownPre ?? env.snapshot();
    const trace = replay(env, calls);
    return { pre, post: env.snapshot(), trace, output };
  });
}

export function judge(target: JudgeTarget, run: LabRun): VerdictRecord {
  const context: JudgeContext = Object.freeze({ output: run.output, pre: run.pre, post: run.post, trace: Object.freeze([...run.trace]) });
  return target.judge === 'utility' ? judgeUtility(target.task, context) : judgeAttack(target.task, context);
}

/** Same final state and the same answer: no judge reading state or output can tell the runs apart. */
export function sameOutcome(a: LabRun, b: LabRun): boolean {
  return a.output === b.output && canonicalJson(a.post) === canonicalJson(b.post);
}

/** Why a verdict is what it is, in one line (judge error or predicate explanation). */
export function verdictNote(verdict: VerdictRecord): string {
  return verdict.error ?? verdict.evaluation?.explanation ?? '';
}
