import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolve, scenarios, type Benchmark, type Scenario } from '../../src/registry/index.ts';
import { produceTraces, type StoredTraces } from '../../src/rescore/traces.ts';
import { loadBundledBenchmark } from '../../src/sandbox/index.ts';

/**
 * Real stored traces to re-score: the harness's compliant agent behind the typechecker runs a few
 * 1.1.0 scenarios (benign mail work with name-only bait, a blocked exfiltration, a destructive SQL
 * attack) into a run directory in a temporary folder, `work`.
 */
export const IDS = [
  'user_task_1',
  'user_task_35',
  'user_task_35+injection_task_1@email:16.subject',
  'user_task_28+injection_task_6@sql:products.name#1',
  'user_task_27+injection_task_7@email:1.body',
];

export function pickScenarios(benchmark: Benchmark, version: string): Scenario[] {
  const all = scenarios(resolve(benchmark, version), 'workspace', 'core');
  return IDS.map((id) => all.find((s) => s.ref.id === id)!);
}

export async function storeTraces(): Promise<{ benchmark: Benchmark; work: string; traces: StoredTraces; cleanup: () => Promise<void> }> {
  const benchmark = await loadBundledBenchmark();
  const work = await mkdtemp(join(tmpdir(), 'chokepoint-rescore-'));
  const traces = await produceTraces(
    resolve(benchmark, '1.1.0'),
    { label: 'compliant+typechecker', agent: 'compliant', defenses: ['typechecker'], scenarios: pickScenarios(benchmark, '1.1.0') },
    work,
  );
  return { benchmark, work, traces, cleanup: () => rm(work, { recursive: true, force: true }) };
}
