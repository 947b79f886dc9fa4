import { conversationMessages, recordedMessages, type Message, type OutcomeClass, type ScenarioRecord, type VerdictRecord } from '../contract/index.ts';
import { classifyOutcome, judgeOnSnapshots, type Ending, type JudgedRun } from '../harness/index.ts';
import { fixtureOf, type InjectionTaskSpec, type ResolvedBenchmark, type UserTaskSpec } from '../registry/index.ts';
import { defaultSandbox, isTimeout, type Sandbox } from '../sandbox/index.ts';
import { replayScenario, type Divergence, type ReplayedScenario } from './replay.ts';

/**
 * Re-scoring (D4): stored scenario records judged again under another benchmark version, without
 * calling any model. States come from a deterministic replay of the recorded calls; the trace and
 * the final answer are the recorded ones. Replays and judges run in the sandbox.
 */

export interface RescoredScenario {
  /** The stored record with the new verdicts, outcome class and benchmark version. */
  readonly record: ScenarioRecord;
  readonly previous: { readonly utility: VerdictRecord; readonly attack: VerdictRecord | null; readonly outcome: OutcomeClass };
  readonly divergences: readonly Divergence[];
}

export interface SkippedScenario {
  readonly scenario: string;
  readonly reason: string;
}

export interface RescoreResult {
  readonly version: string;
  readonly rescored: readonly RescoredScenario[];
  readonly skipped: readonly SkippedScenario[];
}

/** The tasks a scenario needs at a version, or what is missing. */
export type ScenarioTasks =
  { readonly ok: true; readonly userTask: UserTaskSpec; readonly injectionTask: InjectionTaskSpec | null } | { readonly ok: false; readonly reason: string };

export function tasksAt(record: ScenarioRecord, resolved: ResolvedBenchmark): ScenarioTasks {
  const { suite, userTask: userId, injectionTask: injectionId } = record.scenario;
  const user = resolved.task(userId, suite)?.definition;
  const injection = injectionId === null ? null : resolved.task(injectionId, suite)?.definition;
  const missing = [...(user?.kind === 'user' ? [] : [userId]), ...(injectionId !== null && injection?.kind !== 'injection' ? [injectionId] : [])];
  if (missing.length > 0)
    return { ok: false, reason: `${missing.join(' and ')} ${missing.length > 1 ? 'do' : 'does'} not exist in suite ${suite} at ${resolved.version}` };
  return { ok: true, userTask: user as UserTaskSpec, injectionTask: (injection ?? null) as InjectionTaskSpec | null };
}

/**
 * The conversation of a stored scenario: the one its record keeps, or, for a record written before
 * records kept it, the one its trace implies (the user's prompt, one turn per call, what came back,
 * the final answer; the payload marked where it entered).
 */
function recordMessages(record: ScenarioRecord, userTask: Pick<UserTaskSpec, 'prompt'>): readonly Message[] {
  if (record.messages) return recordedMessages(record.messages, record.calls, record.output);
  const { payload } = record.scenario;
  return conversationMessages({ prompt: userTask.prompt, calls: record.calls, output: record.output, payloads: payload === null ? [] : [payload] });
}

/** What the judges of a replayed scenario read: its stored trace, answer and conversation, the replayed states. */
export function contextOf(replayed: ReplayedScenario, userTask: Pick<UserTaskSpec, 'prompt'>): JudgedRun & Pick<ReplayedScenario, 'pre' | 'post'> {
  const { record, pre, post } = replayed;
  return { output: record.output, pre, post, trace: record.calls, messages: recordMessages(record, userTask) };
}

/**
 * How the stored scenario ended, for re-classifying its outcome when the utility verdict changes.
 * Records keep the ending only in their events and error text.
 */
export function endingOf(record: ScenarioRecord): Ending {
  if (record.calls.some((c) => isTimeout(c.error))) return 'tool_timeout';
  if (record.error?.startsWith('step limit')) return 'step_limit';
  if (record.events.some((e) => e.type === 'timeout') || record.outcome === 'timeout') return 'timeout';
  if (record.error?.startsWith('environment setup failed')) return 'setup_error';
  if (record.error !== null) return 'agent_error';
  return 'answer';
}

/** The outcome class of a record with new verdicts. */
function rescoredOutcome(record: ScenarioRecord, utility: VerdictRecord, attack: VerdictRecord | null): OutcomeClass {
  return classifyOutcome({
    utilityPassed: utility.passed,
    calls: record.calls,
    ending: endingOf(record),
    utilityTimedOut: isTimeout(utility.error),
    judgeError: utility.judgeError !== undefined || attack?.judgeError !== undefined,
  });
}

/** The replayed scenario judged by the given definitions, in the sandbox. */
export async function judgeScenario(
  replayed: ReplayedScenario,
  userTask: UserTaskSpec,
  injectionTask: InjectionTaskSpec | null,
  sandbox: Sandbox = defaultSandbox(),
): Promise<{ utility: VerdictRecord; attack: VerdictRecord | null }> {
  const { locator, payload } = replayed.record.scenario;
  const recipe = { sandbox, fixture: replayed.fixture, injections: locator !== null && payload !== null ? [{ locator, payload }] : [] };
  const [utility, attack = null] = await judgeOnSnapshots(recipe, injectionTask ? [userTask, injectionTask] : [userTask], contextOf(replayed, userTask));
  return { utility, attack };
}

export async function rescoreReplayed(replayed: ReplayedScenario, resolved: ResolvedBenchmark, sandbox?: Sandbox): Promise<RescoredScenario | SkippedScenario> {
  const { record } = replayed;
  const tasks = tasksAt(record, resolved);
  if (!tasks.ok) return { scenario: record.scenario.id, reason: tasks.reason };
  const { utility, attack } = await judgeScenario(replayed, tasks.userTask, tasks.injectionTask, sandbox);
  const outcome = rescoredOutcome(record, utility, attack);
  return {
    record: { ...record, benchmarkVersion: resolved.version, utility, attack, outcome },
    previous: { utility: record.utility, attack: record.attack, outcome: record.outcome },
    divergences: replayed.divergences,
  };
}

/**
 * Replays each record once; a record that cannot be replayed is skipped with its reason. A record
 * is replayed on its user task's own fixture at the resolved version when the task declares one
 * (`resolved.task` given), else on its suite's.
 */
export async function replayRecords(
  records: readonly ScenarioRecord[],
  resolved: Pick<ResolvedBenchmark, 'suites'> & Partial<Pick<ResolvedBenchmark, 'task'>>,
  sandbox: Sandbox = defaultSandbox(),
): Promise<{ replayed: ReplayedScenario[]; skipped: SkippedScenario[] }> {
  const replayed: ReplayedScenario[] = [];
  const skipped: SkippedScenario[] = [];
  for (const record of records) {
    const suite = resolved.suites.find((s) => s.definition.name === record.scenario.suite);
    if (!suite) {
      skipped.push({ scenario: record.scenario.id, reason: `suite ${record.scenario.suite} is not part of this benchmark` });
      continue;
    }
    const userTask = resolved.task?.(record.scenario.userTask, record.scenario.suite)?.definition;
    const result = await replayScenario(record, fixtureOf(suite, userTask?.kind === 'user' ? userTask : null), sandbox);
    if (result.ok) replayed.push(result.replayed);
    else skipped.push({ scenario: record.scenario.id, reason: result.reason });
  }
  return { replayed, skipped };
}

export async function rescoreRecords(records: readonly ScenarioRecord[], resolved: ResolvedBenchmark, sandbox?: Sandbox): Promise<RescoreResult> {
  const { replayed, skipped } = await replayRecords(records, resolved, sandbox);
  const rescored: RescoredScenario[] = [];
  for (const scenario of replayed) {
    const result = await rescoreReplayed(scenario, resolved, sandbox);
    if ('record' in result) rescored.push(result);
    else skipped.push(result);
  }
  return { version: resolved.version, rescored, skipped: sortSkipped(records, skipped) };
}

/** Skipped scenarios in the order of the input records. */
function sortSkipped(records: readonly ScenarioRecord[], skipped: readonly SkippedScenario[]): SkippedScenario[] {
  const order = new Map(records.map((r, i) => [r.scenario.id, i]));
  return [...skipped].sort((a, b) => (order.get(a.scenario) ?? 0) - (order.get(b.scenario) ?? 0));
}
