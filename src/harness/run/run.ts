import type { RunManifest, ScenarioRecord } from '../../contract/index.ts';
import type { EnvironmentFixture } from '../../environment/index.ts';
import { ChokepointError } from '../../errors.ts';
import type { Scenario } from '../../registry/index.ts';
import type { Sandbox } from '../../sandbox/index.ts';
import { AgentFailure, type Agent } from '../agents/index.ts';
import { lockRunDirectory, openRunDirectory, readRunDirectory, writeScenarioRecord, type OpenedRun } from '../../runs/store/index.ts';
import { silentProgress, type Progress } from './progress.ts';
import { runScenario, type ChokepointFactory } from './scenario.ts';
import { summarizeRun, type RunSummary } from '../../runs/summary.ts';

/** Everything that decides what a run measures. */
export interface RunPlan {
  readonly scenarios: readonly Scenario[];
  /** Environment fixture per suite name. */
  readonly fixtures: ReadonlyMap<string, EnvironmentFixture>;
  readonly agent: Agent;
  readonly chokepoint: ChokepointFactory;
  readonly benchmarkVersion: string;
  readonly maxSteps?: number;
  readonly timeoutMs?: number;
  /** Where environments live and judges run; default: the shared sandbox. */
  readonly sandbox?: Sandbox;
}

export interface RunOptions {
  readonly dir: string;
  readonly manifest: RunManifest;
  readonly resume: boolean;
  /** Scenarios in flight at once; default 1. */
  readonly concurrency?: number;
  readonly progress?: Progress;
}

export interface RunResult {
  readonly opened: OpenedRun;
  /** Scenarios run (and recorded) by this invocation. */
  readonly ran: number;
  /** Every record of the run directory, in manifest order. */
  readonly records: readonly ScenarioRecord[];
  readonly summary: RunSummary;
}

/**
 * Runs every scenario of the plan not yet recorded in `dir`, each in its own environment, and
 * writes each record atomically as soon as it is complete: a run killed at any moment leaves only
 * whole records, and `resume` picks up exactly the missing ones. One run writes a directory at a
 * time (its lock file holds the writer's pid; a second writer is refused). A configuration failure
 * of the agent (bad key, unknown model) stops the run after the scenarios in flight are written.
 */
export async function executeRun(plan: RunPlan, options: RunOptions): Promise<RunResult> {
  const ids = plan.scenarios.map((s) => s.ref.id);
  const duplicate = ids.find((id, i) => ids.indexOf(id) !== i);
  if (duplicate !== undefined) throw new ChokepointError('scenario', `scenario ${duplicate} appears twice in the run`);
  const lock = await lockRunDirectory(options.dir);
  try {
    return await runLocked(plan, options);
  } finally {
    await lock.release();
  }
}

async function runLocked(plan: RunPlan, options: RunOptions): Promise<RunResult> {
  const opened = await openRunDirectory(options.dir, options.manifest, { resume: options.resume });
  const todo = plan.scenarios.filter((s) => !opened.done.has(s.ref.id));
  const progress = options.progress ?? silentProgress;
  progress.start(plan.scenarios.length, plan.scenarios.length - todo.length);

  let next = 0;
  let ran = 0;
  let abort: Error | undefined;
  const worker = async (): Promise<void> => {
    while (abort === undefined && next < todo.length) {
      const scenario = todo[next++];
      const fixture = plan.fixtures.get(scenario.ref.suite);
      if (!fixture) throw new ChokepointError('scenario', `no environment fixture for suite ${scenario.ref.suite}`);
      try {
        const record = await runScenario(scenario, {
          fixture,
          agent: plan.agent,
          chokepoint: plan.chokepoint,
          benchmarkVersion: plan.benchmarkVersion,
          maxSteps: plan.maxSteps,
          timeoutMs: plan.timeoutMs,
          sandbox: plan.sandbox,
        });
        await writeScenarioRecord(options.dir, record);
        ran++;
        progress.record(record);
      } catch (error) {
        abort ??= error instanceof Error ? error : new Error(String(error));
      }
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 1, todo.length || 1));
  await Promise.all(Array.from({ length: workers }, worker));
  progress.finish();
  if (abort !== undefined) {
    if (abort instanceof AgentFailure) {
      throw new ChokepointError('config', `run stopped, the agent cannot work: ${abort.message} (${ran} scenario(s) recorded; fix it and rerun with --resume)`);
    }
    throw abort;
  }
  const stored = await readRunDirectory(options.dir);
  return { opened, ran, records: stored.records, summary: summarizeRun({ dir: options.dir, manifest: stored.manifest, records: stored.records }) };
}
