import { readdir } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import { ChokepointError } from '../errors.ts';
import type { RunManifest } from '../contract/index.ts';
import { lockRunDirectory, openRunDirectory, suiteSha256, writeScenarioRecord } from '../runs/index.ts';
import type { ResolvedBenchmark } from '../registry/index.ts';
import type { RescoreResult } from './rescore.ts';

/**
 * Writes re-scored records as a run directory of their own (the harness store: atomic records),
 * so `stats` and `diff --traces` read it like any run. The manifest keeps who produced the traces
 * and when; it names the new benchmark version, hashes the suite at that version, lists only the
 * re-scored scenarios and says where they come from (`source: rescore:<dir>@<version>`).
 */
export async function writeRescoredRun(out: string, sourceDir: string, stored: RunManifest, result: RescoreResult, resolved: ResolvedBenchmark): Promise<void> {
  const existing = await readdir(out).catch(() => []);
  if (existing.length > 0) throw new ChokepointError('usage', `${out} is not empty; re-scored records go to a new run directory`, { field: '--out' });
  const records = result.rescored.map((r) => r.record);
  const suiteNames = new Set(records.map((r) => r.scenario.suite));
  const manifest: RunManifest = {
    ...stored,
    benchmarkVersion: resolved.version,
    suiteSha256: suiteSha256({
      tasks: resolved.tasks.filter((t) => suiteNames.has(t.definition.suite)),
      suites: resolved.suites.filter((s) => suiteNames.has(s.definition.name)),
      scenarios: records.map((r) => r.scenario),
    }),
    scenarios: records.map((r) => r.scenario.id),
    source: `rescore:${resolvePath(sourceDir)}@${resolved.version}`,
  };
  const lock = await lockRunDirectory(out);
  try {
    await openRunDirectory(out, manifest, { resume: false });
    for (const record of records) await writeScenarioRecord(out, record);
  } finally {
    await lock.release();
  }
}
