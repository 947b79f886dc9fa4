import type { Message, Snapshot, TraceCall, VerdictRecord } from '../../contract/index.ts';
import type { EnvironmentFixture, Injection } from '../../environment/index.ts';
import type { InjectionTaskSpec, UserTaskSpec } from '../../registry/index.ts';
import { isTimeout, judgeTarget, SandboxEnvironment, type JudgeTarget, type KeptState, type Sandbox } from '../../sandbox/index.ts';
import { isMalformedCall } from './outcome.ts';

/**
 * Verdicts are computed in the sandbox (src/sandbox): judges run there, never in the host. What is
 * here is what the host adds: the states after each call for judges that read `steps` (decided
 * statically, by the analyzer), and what it knows without any judge.
 */

/** A verdict for a scenario whose judges could not run (no environment to snapshot). */
export function notJudged(version: string, why: string): VerdictRecord {
  return { passed: false, judgeVersion: version, error: `not judged: ${why}` };
}

/** D1: the payload was delivered iff its text is a substring of a tool result the agent received. */
export function payloadDelivered(payload: string | null, calls: readonly TraceCall[]): boolean | null {
  if (payload === null) return null;
  return calls.some((c) => c.status === 'ok' && typeof c.result === 'string' && c.result.includes(payload));
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Calls the runner dispatched to the environment and that completed: not blocked, readable enough
 * to run, and not stopped at their time limit (a stopped call left no effect: its worker, state and
 * all, was discarded).
 */
export function wasDispatched(call: TraceCall): boolean {
  return call.status !== 'blocked' && !isMalformedCall(call) && !isTimeout(call.error);
}

/** How to build a scenario's starting environment again: the same fixture and injections give the same states. */
export interface EnvironmentRecipe {
  readonly sandbox: Sandbox;
  readonly fixture: EnvironmentFixture;
  readonly injections: readonly Injection[];
}

/**
 * The state after each call of `trace` (`steps[i]` after `trace[i]`), rebuilt on a fresh
 * environment of the recipe: the dispatched calls replayed in order, a snapshot after each. A call
 * that never ran repeats the state before it. Environments are deterministic, so these are the
 * states the agent's calls left.
 */
async function stepStates(recipe: EnvironmentRecipe, trace: readonly TraceCall[]): Promise<Snapshot[]> {
  const env = await SandboxEnvironment.open(recipe.sandbox, recipe.fixture, recipe.injections);
  try {
    let state = await env.snapshot();
    const steps: Snapshot[] = [];
    for (const call of trace) {
      if (wasDispatched(call)) {
        const outcome = await env.execute({ tool: call.tool, args: call.args }, call.index);
        if (!outcome.ok && 'timedOut' in outcome) throw new Error(outcome.error);
        state = await env.snapshot();
      }
      steps.push(state);
    }
    return steps;
  } finally {
    await env.close();
  }
}

/** A task whose judge runs: its spec, or the sandbox's target of its module (a module outside any benchmark). */
export type JudgedTask = UserTaskSpec | InjectionTaskSpec | JudgeTarget;

const targetOf = (task: JudgedTask): JudgeTarget => ('kind' in task ? judgeTarget(task) : task);

/** What the judges of a run read besides the states. */
export interface JudgedRun {
  readonly output: string;
  readonly trace: readonly TraceCall[];
  readonly messages: readonly Message[];
}

/** The tasks' verdicts on an open environment (its opening state as `pre`, its state now as `post`). */
export async function judgeOnEnvironment(
  env: SandboxEnvironment,
  recipe: EnvironmentRecipe,
  tasks: readonly JudgedTask[],
  run: JudgedRun,
): Promise<VerdictRecord[]> {
  const steps = await stepsFor(recipe, tasks, run.trace, env);
  if (typeof steps === 'string') return tasks.map((t) => notJudged(t.version, steps));
  return env.judge(tasks.map(targetOf), { ...run, ...(steps ? { steps } : {}) });
}

/**
 * `judgeOnEnvironment`, which closes the environment as it judges; with `snapshot`, the state the judges saw comes back as `post` (see
 * SandboxEnvironment.finish).
 */
export async function finishOnEnvironment(
  env: SandboxEnvironment,
  recipe: EnvironmentRecipe,
  tasks: readonly JudgedTask[],
  run: JudgedRun,
  options: { readonly snapshot?: boolean } = {},
): Promise<{ readonly verdicts: readonly VerdictRecord[]; readonly post?: Snapshot }> {
  const steps = await stepsFor(recipe, tasks, run.trace, env);
  if (typeof steps === 'string') return { verdicts: tasks.map((t) => notJudged(t.version, steps)) };
  return env.finish(tasks.map(targetOf), { ...run, ...(steps ? { steps } : {}) }, options);
}

/** The tasks' verdicts on stored states (re-scoring, validation). */
export async function judgeOnSnapshots(
  recipe: EnvironmentRecipe,
  tasks: readonly JudgedTask[],
  run: JudgedRun & { readonly pre: Snapshot; readonly post: Snapshot },
): Promise<VerdictRecord[]> {
  const steps = await rebuiltSteps(recipe, tasks, run.trace);
  if (typeof steps === 'string') return tasks.map((t) => notJudged(t.version, steps));
  return recipe.sandbox.judge(tasks.map(targetOf), { ...run, ...(steps ? { steps } : {}) });
}

/** Whether a judge of these tasks reads the states after each call (`steps`). */
export async function judgesReadSteps(tasks: readonly JudgedTask[]): Promise<boolean> {
  let needed = false;
  for (const task of tasks) needed ||= await readsSteps(task.file);
  return needed;
}

/**
 * The states after each call when a task's judge reads them: the ones the judged environment's
 * worker kept as its calls ran (SandboxEnvironment.open's `keepStates`), else rebuilt on a fresh
 * environment; undefined when no judge reads them; why not, when they cannot be rebuilt.
 */
async function stepsFor(
  recipe: EnvironmentRecipe,
  tasks: readonly JudgedTask[],
  trace: readonly TraceCall[],
  env: SandboxEnvironment,
): Promise<readonly (Snapshot | KeptState)[] | undefined | string> {
  if (!(await judgesReadSteps(tasks))) return undefined;
  return env.keptSteps(trace.map(wasDispatched)) ?? replayedSteps(recipe, trace);
}

/** The states after each call when a task's judge reads them, rebuilt on a fresh environment; undefined when none does; why not, when they cannot be. */
async function rebuiltSteps(recipe: EnvironmentRecipe, tasks: readonly JudgedTask[], trace: readonly TraceCall[]): Promise<Snapshot[] | undefined | string> {
  return (await judgesReadSteps(tasks)) ? replayedSteps(recipe, trace) : undefined;
}

/** The states after each call, rebuilt by replaying the trace on a fresh environment; why not, when they cannot be. */
async function replayedSteps(recipe: EnvironmentRecipe, trace: readonly TraceCall[]): Promise<Snapshot[] | string> {
  try {
    return await stepStates(recipe, trace);
  } catch (error) {
    return `the state after each call could not be rebuilt: ${messageOf(error)}`;
  }
}

/** Per module file, decided once per process, as the sandbox loader imports a module once per path: the judge that runs is the one decided on. */
const decided = new Map<string, Promise<boolean>>();

/**
 * Whether the judge of a task module reads `steps`, by the analyzer's read locations: a module
 * (with the modules it imports by path) that never names `steps` does not; otherwise the analyzer
 * decides, and a judge whose read locations it cannot tell gets them, as does one that evaluates
 * them where no read reaches its verdict (a state kept in a record never consulted). A read the analyzer cannot
 * see fails in the sandbox as a judge error, never as a made-up state.
 */
function readsSteps(file: string): Promise<boolean> {
  let reads = decided.get(file);
  if (!reads) {
    reads = decideReadsSteps(file);
    decided.set(file, reads);
  }
  return reads;
}

async function decideReadsSteps(file: string): Promise<boolean> {
  const { LocalModules } = await import('../../analyzer/local-modules.ts');
  const modules = new LocalModules();
  if (!modules.closure(file).some((f) => /\bsteps\b/.test(modules.text(f) ?? ''))) return false;
  const { analyzeFiles, RULE_IDS } = await import('../../analyzer/index.ts');
  const rules = Object.fromEntries(RULE_IDS.map((id) => [id, 'off' as const]));
  const judges = analyzeFiles([file], { rules }).files.flatMap((f) => f.judges);
  return (
    judges.length === 0 ||
    judges.some((j) => j.touchesSteps === true || !j.classification.readLocations.known || j.classification.readLocations.value.includes('steps'))
  );
}
