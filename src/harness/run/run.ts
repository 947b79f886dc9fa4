import type { RunManifest, ScenarioRecord } from '../../contract/index.ts';
import { ChokepointError } from '../../errors.ts';
import type { EnvironmentFixture } from '../../environment/index.ts';
import { fixtureOf as taskFixture, type LoadedSuite, type Scenario } from '../../registry/index.ts';
import type { Sandbox } from '../../sandbox/index.ts';
import { AgentFailure, type Agent } from '../agents/index.ts';
import {
  lockRunDirectory,
  openRunDirectory,
  updateManifest,
  writeScenarioRecord,
  type OpenedRun,
  tokenTotals,
  summarizeRun,
  summaryView,
  type RunSummary,
} from '../../runs/index.ts';
import { isMalformedCall } from './outcome.ts';
import { silentProgress, type Progress } from './progress.ts';
import type { DisclosureClassifier } from '../disclosure.ts';
import type { SideEffectChecks } from './protocol-checks.ts';
import { runScenario, type ChokepointFactory, type ScenarioRunOptions } from './scenario.ts';

/** Everything that decides what a run measures. */
export interface RunPlan {
  readonly scenarios: readonly Scenario[];
  /** The suites of the scenarios: each scenario starts from its user task's fixture, or its suite's. */
  readonly suites: readonly Pick<LoadedSuite, 'definition' | 'fixture' | 'taskFixtures'>[];
  readonly agent: Agent;
  readonly chokepoint: ChokepointFactory;
  readonly benchmarkVersion: string;
  readonly maxSteps?: number;
  readonly timeoutMs?: number;
  /** Where environments live and judges run; default: the shared sandbox. */
  readonly sandbox?: Sandbox;
  /** Side-effect checks per suite name (suites that declare a side-effect set). */
  readonly sideEffects?: ReadonlyMap<string, SideEffectChecks>;
  /** Model classifier of disclosures, when the run uses one. */
  readonly disclosureClassifier?: DisclosureClassifier;
}

export interface RunOptions {
  readonly dir: string;
  readonly manifest: RunManifest;
  readonly resume: boolean;
  /** With `resume`: run again the recorded scenarios whose outcome is an environment error. */
  readonly retryErrors?: boolean;
  /** Scenarios in flight at once; default 1. */
  readonly concurrency?: number;
  /** Stop the run after this many scenarios in a row end in an environment error; default 5, 0 never stops. */
  readonly maxConsecutiveEnvErrors?: number;
  /**
   * Stop the run once this many scenarios of this invocation end in a judge error (a judge that
   * threw or returned no verdict); default 0, never: their records are kept and can be re-scored once
   * the judge is fixed (`chokepoint rescore`).
   */
  readonly maxJudgeErrors?: number;
  /** Aborting it (Ctrl-C) stops the run: scenarios in flight are abandoned unrecorded, the directory stays resumable. */
  readonly signal?: AbortSignal;
  readonly progress?: Progress;
}

export const DEFAULT_MAX_CONSECUTIVE_ENV_ERRORS = 5;

export interface RunResult {
  readonly opened: OpenedRun;
  /** Scenarios run (and recorded) by this invocation. */
  readonly ran: number;
  /** Records in the run directory (read them there: the run keeps only what its summary reads, see summaryView). */
  readonly recorded: number;
  readonly summary: RunSummary;
}

export type RunStopReason = 'interrupted' | 'environment_errors' | 'judge_errors' | 'agent_configuration';

/**
 * A run that stopped before its last scenario. Every record written is whole and the directory is
 * resumable (`--resume`; after environment errors, `--resume --retry-errors`).
 */
export class RunStopped extends ChokepointError {
  readonly reason: RunStopReason;
  readonly dir: string;
  /** Records in the directory and scenarios planned, when it stopped. */
  readonly recorded: number;
  readonly planned: number;

  constructor(reason: RunStopReason, message: string, run: { dir: string; recorded: number; planned: number }, options?: { cause?: unknown }) {
    super('config', message, {}, options);
    this.name = 'RunStopped';
    this.reason = reason;
    this.dir = run.dir;
    this.recorded = run.recorded;
    this.planned = run.planned;
  }
}

/** Why a scenario counts as an environment error, in the words of its record; null when it does not. */
function environmentError(record: ScenarioRecord): string | null {
  if (record.outcome !== 'env_error') return null;
  if (record.error !== null) return record.error;
  const failed = record.calls.find((c) => c.status === 'error' && !isMalformedCall(c));
  return failed ? `${failed.tool} failed: ${failed.error ?? 'no message'}` : 'environment error';
}

/**
 * Runs every scenario of the plan not yet recorded in `dir`, each in its own environment, and
 * writes each record atomically as soon as it is complete: a run killed at any moment leaves only
 * whole records, and `resume` picks up exactly the missing ones (and, with `retryErrors`, the ones
 * that ended in an environment error). One run writes a directory at a time (its lock file holds
 * the writer's pid; a second writer is refused). An agent with a preflight request sends it first:
 * when it fails, nothing is written. The run stops (RunStopped) on a configuration failure of the
 * agent (bad key, unknown model), after too many environment errors in a row, or when `signal`
 * aborts; the manifest then still gets its end time and token totals.
 */
export async function executeRun(plan: RunPlan, options: RunOptions): Promise<RunResult> {
  refuseDuplicates(plan.scenarios);
  for (const scenario of plan.scenarios) fixtureOf(plan, scenario);
  if (plan.agent.preflight) {
    try {
      await plan.agent.preflight();
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new ChokepointError('config', `preflight request failed, nothing was run: ${why}`, {}, { cause: error });
    }
  }
  const lock = await lockRunDirectory(options.dir);
  try {
    return await runLocked(plan, options);
  } finally {
    await lock.release();
  }
}

/** A scenario id twice in a plan would write one record file for two scenarios: refused, naming both places (1-based). */
function refuseDuplicates(scenarios: readonly Scenario[]): void {
  const firstAt = new Map<string, number>();
  for (const [i, { ref }] of scenarios.entries()) {
    const first = firstAt.get(ref.id);
    if (first !== undefined) throw new ChokepointError('scenario', `scenario ${ref.id} appears twice in the run (scenarios ${first + 1} and ${i + 1})`);
    firstAt.set(ref.id, i);
  }
}

/** What `runScenario` is given for `scenario` of `plan`: every run's scenarios run with the same options. */
export function scenarioOptions(plan: RunPlan, scenario: Scenario, signal?: AbortSignal): ScenarioRunOptions {
  return {
    fixture: fixtureOf(plan, scenario),
    agent: plan.agent,
    chokepoint: plan.chokepoint,
    benchmarkVersion: plan.benchmarkVersion,
    maxSteps: plan.maxSteps,
    timeoutMs: plan.timeoutMs,
    sandbox: plan.sandbox,
    signal,
    sideEffects: plan.sideEffects?.get(scenario.ref.suite),
    disclosureClassifier: plan.disclosureClassifier,
  };
}

/** The scenario's starting environment: its user task's own fixture, or its suite's. */
function fixtureOf(plan: RunPlan, scenario: Scenario): EnvironmentFixture {
  const suite = plan.suites.find((s) => s.definition.name === scenario.ref.suite);
  if (!suite) throw new ChokepointError('scenario', `no environment fixture for suite ${scenario.ref.suite} (scenario ${scenario.ref.id}); nothing was run`);
  return taskFixture(suite, scenario.userTask);
}

async function runLocked(plan: RunPlan, options: RunOptions): Promise<RunResult> {
  // What the summary reads of every record in the directory: the records themselves stay in their files.
  const opened = await openRunDirectory(options.dir, options.manifest, {
    resume: options.resume,
    keep: summaryView,
    ...(options.retryErrors ? { rerun: (record: ScenarioRecord) => record.outcome === 'env_error' } : {}),
  });
  const todo = plan.scenarios.filter((s) => !opened.done.has(s.ref.id));
  const progress = options.progress ?? silentProgress;
  const planned = new Set(plan.scenarios.map((s) => s.ref.id));
  progress.start(
    plan.scenarios.length,
    opened.kept.filter((r) => planned.has(r.scenario.id)),
  );
  const maxEnvErrors = options.maxConsecutiveEnvErrors ?? DEFAULT_MAX_CONSECUTIVE_ENV_ERRORS;
  const maxJudgeErrors = options.maxJudgeErrors ?? 0;

  let next = 0;
  let ran = 0;
  // The same for every record this run writes, by scenario id.
  const views = new Map(opened.kept.map((r) => [r.scenario.id, r]));
  // Environment errors in a row and judge errors: how many, and the first of each (its record whole, for the message).
  let streak: { first: ScenarioRecord; count: number } | undefined;
  let judgeErrors: { first: ScenarioRecord; count: number } | undefined;
  let stop: { reason: RunStopReason; message: string; cause?: unknown } | undefined;
  let crash: Error | undefined;
  const interrupted = () => options.signal?.aborted === true;
  // A worker never rejects: whatever it meets ends in `stop` or `crash`, so Promise.all settles only
  // when every worker has returned, and the lock is released with no scenario in flight.
  const worker = async (): Promise<void> => {
    while (stop === undefined && crash === undefined && !interrupted() && next < todo.length) {
      const scenario = todo[next++];
      try {
        const record = await runScenario(scenario, scenarioOptions(plan, scenario, options.signal));
        // A scenario cut short by the interrupt did not end on its own: it is not recorded, and runs again on resume.
        if (interrupted()) return;
        await writeScenarioRecord(options.dir, record);
        views.set(record.scenario.id, summaryView(record));
        ran++;
        progress.record(record);
        streak = record.outcome === 'env_error' ? { first: streak?.first ?? record, count: (streak?.count ?? 0) + 1 } : undefined;
        if (maxEnvErrors > 0 && streak !== undefined && streak.count >= maxEnvErrors && stop === undefined) {
          const { first, count } = streak;
          stop = {
            reason: 'environment_errors',
            message: `run stopped after ${count} scenarios in a row ended in an environment error; the first (${first.scenario.id}): ${environmentError(first)}`,
          };
        }
        if (record.outcome === 'judge_error') judgeErrors = { first: judgeErrors?.first ?? record, count: (judgeErrors?.count ?? 0) + 1 };
        if (maxJudgeErrors > 0 && judgeErrors !== undefined && judgeErrors.count >= maxJudgeErrors && stop === undefined) {
          const { first, count } = judgeErrors;
          const verdict = first.utility.judgeError ?? first.attack?.judgeError;
          stop = {
            reason: 'judge_errors',
            message: `run stopped after ${count} scenario(s) ended in a judge error; the first (${first.scenario.id}) at ${verdict?.location ?? '?'}: ${verdict?.message ?? 'no verdict'}; fix the judge, then re-score the records (chokepoint rescore) or resume`,
          };
        }
      } catch (error) {
        if (error instanceof AgentFailure)
          stop ??= { reason: 'agent_configuration', message: `run stopped, the agent cannot work: ${error.message}`, cause: error };
        else crash ??= error instanceof Error ? error : new Error(String(error));
      }
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 1, todo.length || 1));
  await Promise.all(Array.from({ length: workers }, worker));
  progress.finish();
  if (crash !== undefined) throw crash;
  if (stop === undefined && interrupted()) stop = { reason: 'interrupted', message: 'run interrupted' };

  // The records of the directory as reading it gives them: in manifest order.
  const records = opened.manifest.scenarios.flatMap((id) => views.get(id) ?? []);
  const manifest: RunManifest = {
    ...opened.manifest,
    endedAt: new Date().toISOString(),
    ...(plan.agent.settings ? { tokens: tokenTotals(records) } : {}),
  };
  await updateManifest(options.dir, manifest);
  if (stop !== undefined) {
    throw new RunStopped(stop.reason, stop.message, { dir: options.dir, recorded: records.length, planned: plan.scenarios.length }, { cause: stop.cause });
  }
  const finished = { ...opened, manifest };
  return { opened: finished, ran, recorded: records.length, summary: summarizeRun({ dir: options.dir, manifest, records }) };
}
