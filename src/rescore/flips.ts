import type { ScenarioRecord, VerdictRecord } from '../contract/index.ts';
import type { ResolvedBenchmark } from '../registry/index.ts';
import type { Sandbox } from '../sandbox/index.ts';
import type { Divergence } from './replay.ts';
import { replayRecords, rescoreReplayed, type SkippedScenario } from './rescore.ts';

/**
 * `chokepoint diff FROM TO --traces RUN_DIR`: the stored scenarios whose utility or attack
 * verdict differs when the same traces are judged under FROM and under TO. Each trace is replayed
 * once; both versions judge the same states.
 */

export interface VerdictFlip {
  readonly scenario: string;
  readonly judge: 'utility' | 'attack';
  readonly task: string;
  readonly from: JudgedAs;
  readonly to: JudgedAs;
}

/** One side of a change: the verdict, the score when the judge returned one, whether it gave none. */
export interface JudgedAs {
  readonly passed: boolean;
  readonly judgeVersion: string;
  readonly score?: number;
  /** The judge gave no verdict (`judge_error`). */
  readonly judgeError?: boolean;
}

export function judgedAs(verdict: VerdictRecord): JudgedAs {
  return {
    passed: verdict.passed,
    judgeVersion: verdict.judgeVersion,
    ...(verdict.score !== undefined ? { score: verdict.score } : {}),
    ...(verdict.judgeError ? { judgeError: true } : {}),
  };
}

/** The verdict flipped, or a judge gave a verdict on one side and none on the other. */
export function flipped(a: VerdictRecord, b: VerdictRecord): boolean {
  return a.passed !== b.passed || (a.judgeError === undefined) !== (b.judgeError === undefined);
}

/** Same verdict, another score. */
export function rescored(a: VerdictRecord, b: VerdictRecord): boolean {
  return !flipped(a, b) && a.score !== b.score;
}

export interface FlipReport {
  readonly from: string;
  readonly to: string;
  readonly scenarios: number;
  /** Scenarios judged under both versions. */
  readonly compared: number;
  readonly flips: readonly VerdictFlip[];
  /** Judges whose verdict stayed but whose score changed. */
  readonly scoreChanges: readonly VerdictFlip[];
  readonly skipped: readonly SkippedScenario[];
  readonly divergences: readonly { readonly scenario: string; readonly divergences: readonly Divergence[] }[];
}

export async function verdictFlips(records: readonly ScenarioRecord[], from: ResolvedBenchmark, to: ResolvedBenchmark, sandbox?: Sandbox): Promise<FlipReport> {
  const { replayed, skipped } = await replayRecords(records, to, sandbox);
  const flips: VerdictFlip[] = [];
  const scoreChanges: VerdictFlip[] = [];
  let compared = 0;
  for (const scenario of replayed) {
    const before = await rescoreReplayed(scenario, from, sandbox);
    const after = await rescoreReplayed(scenario, to, sandbox);
    if (!('record' in before) || !('record' in after)) {
      const missing = [before, after].filter((r): r is SkippedScenario => !('record' in r)).map((r) => r.reason);
      skipped.push({ scenario: scenario.record.scenario.id, reason: missing.join('; ') });
      continue;
    }
    compared++;
    const ref = scenario.record.scenario;
    const pairs = [
      { judge: 'utility' as const, task: ref.userTask, a: before.record.utility, b: after.record.utility },
      ...(before.record.attack && after.record.attack && ref.injectionTask
        ? [{ judge: 'attack' as const, task: ref.injectionTask, a: before.record.attack, b: after.record.attack }]
        : []),
    ];
    for (const { judge, task, a, b } of pairs) {
      const change = { scenario: ref.id, judge, task, from: judgedAs(a), to: judgedAs(b) };
      if (flipped(a, b)) flips.push(change);
      else if (rescored(a, b)) scoreChanges.push(change);
    }
  }
  return {
    from: from.version,
    to: to.version,
    scenarios: records.length,
    compared,
    flips,
    scoreChanges,
    skipped,
    divergences: replayed.filter((r) => r.divergences.length > 0).map((r) => ({ scenario: r.record.scenario.id, divergences: r.divergences })),
  };
}
