import { conversationMessages, type Message, type ReferenceCall, type Snapshot, type TraceCall, type VerdictRecord } from '../contract/index.ts';
import type { EnvironmentFixture, Injection } from '../environment/index.ts';
import { withEnvironment } from '../harness/feasibility/support.ts';
import { judgeOnSnapshots } from '../harness/run/judging.ts';
import { canonicalJson } from '../runs/store/index.ts';
import type { Sandbox } from '../sandbox/index.ts';
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
  /** The conversation the run implies: the prompt, one turn per call, what came back, the answer. */
  readonly messages: readonly Message[];
  /** Where it ran: judges reading `steps` rebuild the state after each call from it. */
  readonly fixture: EnvironmentFixture;
  readonly injections: readonly Injection[];
}

/** What a lab run starts from and says: the environment (its fixture, any payload planted) and the user's prompt. */
export interface LabSetup {
  readonly fixture: EnvironmentFixture;
  readonly injections?: readonly Injection[];
  /** The user's prompt of the conversation; empty for an injection task's own reference. */
  readonly prompt?: string;
}

export async function runCalls(
  sandbox: Sandbox,
  setup: LabSetup,
  calls: readonly ReferenceCall[],
  output: string,
  /** The snapshot of this very environment before any call, when the caller has it (fresh environments of one fixture are identical). */
  knownPre?: Snapshot,
): Promise<LabRun> {
  const injections = setup.injections ?? [];
  return withEnvironment(sandbox, setup.fixture, injections, async (env) => {
    const pre = knownPre ?? (await env.snapshot());
    const trace = await env.replay(calls);
    const payloads = injections.map((i) => i.payload);
    const messages = conversationMessages({ prompt: setup.prompt ?? '', calls: trace, output, payloads });
    return { pre, post: await env.snapshot(), trace, output, messages, fixture: setup.fixture, injections };
  });
}

export async function judge(sandbox: Sandbox, target: JudgeTarget, run: LabRun): Promise<VerdictRecord> {
  const [verdict] = await judgeOnSnapshots({ sandbox, fixture: run.fixture, injections: run.injections }, [target.task], run);
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
