import {
  conversationMessages,
  isExternalCall,
  referencePlan,
  type Message,
  type ReferenceCall,
  type RunPlan,
  type Snapshot,
  type TraceCall,
  type VerdictRecord,
} from '../contract/index.ts';
import type { EnvironmentFixture, Injection } from '../environment/index.ts';
import { withEnvironment } from '../harness/feasibility/support.ts';
import { judgeOnSnapshots, type JudgedTask } from '../harness/run/judging.ts';
import { canonicalJson } from '../runs/index.ts';
import type { Sandbox } from '../sandbox/index.ts';

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
  return runPlan(sandbox, setup, referencePlan(calls, output), { knownPre });
}

export interface PlanOptions {
  /** The snapshot of this very environment before any call, when the caller has it. */
  readonly knownPre?: Snapshot;
  /**
   * Calls of tools outside the environment (`externalCall`) are taken as executed (status `ok`, an
   * empty result) instead of being refused by it; their effect on the state is not reproduced.
   */
  readonly externalAsExecuted?: boolean;
}

/**
 * A plan on a fresh environment: its calls in order, a blocked one recorded as the chokepoint
 * records a refused call (status `blocked`, a gate decision, never run), the others executed.
 */
export async function runPlan(sandbox: Sandbox, setup: LabSetup, plan: RunPlan, options: PlanOptions = {}): Promise<LabRun> {
  const injections = setup.injections ?? [];
  return withEnvironment(sandbox, setup.fixture, injections, async (env) => {
    const pre = options.knownPre ?? (await env.snapshot());
    const trace: TraceCall[] = [];
    for (const [index, { call, blocked }] of plan.calls.entries()) {
      const args = structuredClone(call.args) as Record<string, unknown>;
      if (blocked) trace.push({ index, tool: call.tool, args, status: 'blocked', decisions: [BLOCKED] });
      else if (options.externalAsExecuted && isExternalCall(call)) trace.push({ index, tool: call.tool, args, status: 'ok', result: '' });
      else trace.push(...(await env.replay([call], index)));
    }
    const payloads = injections.map((i) => i.payload);
    const messages = conversationMessages({ prompt: setup.prompt ?? '', calls: trace, output: plan.output, payloads });
    return { pre, post: await env.snapshot(), trace, output: plan.output, messages, fixture: setup.fixture, injections };
  });
}

const BLOCKED = { by: 'gate', allowed: false, reason: 'blocked_for_witness', detail: 'blocked to show what the judge makes of a call that never ran' } as const;

/** A judge's verdict on a lab run (the states after each call rebuilt where it reads them). */
export async function judge(sandbox: Sandbox, judged: JudgedTask, run: LabRun): Promise<VerdictRecord> {
  const [verdict] = await judgeOnSnapshots({ sandbox, fixture: run.fixture, injections: run.injections }, [judged], run);
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
