import type { ReferenceCall, Snapshot, TraceCall, VerdictRecord } from '../contract/index.ts';
import type { EnvironmentFixture, Injection } from '../environment/index.ts';
import { withEnvironment } from '../harness/feasibility/support.ts';
import { canonicalJson } from '../runs/store/index.ts';
import { judgeTarget, type Sandbox } from '../sandbox/index.ts';
import type { JudgeTarget } from './types.ts';

/**
 * The validator's bench: run a list of calls on a fresh environment (unmediated, as the reference
 * agent would), and judge the result. Calls execute and judges run in the sandbox; the snapshots
 * stay held there too, so judging a run again costs no copy.
 */

export interface LabRun {
  readonly pre: Snapshot;
  readonly post: Snapshot;
  readonly trace: readonly TraceCall[];
  readonly output: string;
}

export async function runCalls(
  sandbox: Sandbox,
  fixture: EnvironmentFixture,
  injections: readonly Injection[],
  calls: readonly ReferenceCall[],
  output: string,
  /** The snapshot of this very environment before any call, when the caller has it (fresh environments of one fixture are identical). */
  knownPre?: Snapshot,
): Promise<LabRun> {
  return withEnvironment(sandbox, fixture, injections, async (env) => {
    const pre = knownPre ?? (await env.snapshot());
    const trace = await env.replay(calls);
    return { pre, post: await env.snapshot(), trace, output };
  });
}

export async function judge(sandbox: Sandbox, target: JudgeTarget, run: LabRun): Promise<VerdictRecord> {
  const [verdict] = await sandbox.judge([judgeTarget(target.task)], run);
  return verdict;
}

/** Same final state and the same answer: no judge reading state or output can tell the runs apart. */
export function sameOutcome(a: LabRun, b: LabRun): boolean {
  return a.output === b.output && canonicalJson(a.post) === canonicalJson(b.post);
}

/** Why a verdict is what it is, in one line (judge error or predicate explanation). */
export function verdictNote(verdict: VerdictRecord): string {
  return verdict.error ?? verdict.evaluation?.explanation ?? '';
}
