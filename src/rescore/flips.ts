import type { ScenarioRecord } from '../contract/index.ts';
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
  readonly from: { readonly passed: boolean; readonly judgeVersion: string };
  readonly to: { readonly passed: boolean; readonly judgeVersion: string };
}

export interface FlipReport {
  readonly from: string;
  readonly to: string;
  readonly scenarios: number;
  /** Scenarios judged under both versions. */
  readonly compared: number;
  readonly flips: readonly VerdictFlip[];
  readonly skipped: readonly SkippedScenario[];
  readonly divergences: readonly { readonly scenario: string; readonly divergences: readonly Divergence[] }[];
}

export async function verdictFlips(records: readonly ScenarioRecord[], from: ResolvedBenchmark, to: ResolvedBenchmark, sandbox?: Sandbox): Promise<FlipReport> {
  const { replayed, skipped } = await replayRecords(records, to, sandbox);
  const flips: VerdictFlip[] = [];
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
      if (a.passed === b.passed) continue;
      flips.push({
        scenario: ref.id,
        judge,
        task,
        from: { passed: a.passed, judgeVersion: a.judgeVersion },
        to: { passed: b.passed, judgeVersion: b.judgeVersion },
      });
    }
  }
  return {
    from: from.version,
    to: to.version,
    scenarios: records.length,
    compared,
    flips,
    skipped,
    divergences: replayed.filter((r) => r.divergences.length > 0).map((r) => ({ scenario: r.record.scenario.id, divergences: r.divergences })),
  };
}
