/**
 * AgentDojo import benchmark: in one run, over the same archives, times
 *   1. baseline: stream every archive and JSON.parse every run file (nothing else);
 *   2. import + stats: stream, validate and convert every file to scenario records, detect the
 *      case set, then compute the per-pipeline headline stats (Wilson intervals, per suite and
 *      per attack type, the security metrics of the metrics and authorization model) and the argument-level/name-only re-scoring;
 *   3. optionally (--write) the same import written to run directories in a temporary folder.
 * and prints the ratio of each to the baseline. Phases alternate over --repeat rounds; the best
 * round of each counts (least disturbed by the machine).
 *
 *   npx tsx bench/import.ts [--data DIR] [--repeat 2] [--write]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { visitPipelines } from '../src/interop/agentdojo/archive.ts';
import { importSource, writeImportedRun, asRun } from '../src/interop/agentdojo/import.ts';
import { AGENTDOJO_DATA } from '../src/reports/agentdojo.ts';
import { rescoreRecords, summarizeRescore } from '../src/interop/agentdojo/rescore.ts';
import { summarizeRun } from '../src/runs/index.ts';

const { values } = parseArgs({
  options: { data: { type: 'string', default: AGENTDOJO_DATA }, repeat: { type: 'string', default: '2' }, write: { type: 'boolean', default: false } },
});
const source = values.data;
const rounds = Number(values.repeat);

async function time(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

async function baseline(): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  await visitPipelines(source, (_origin, file) => {
    JSON.parse(file.text);
    files++;
    bytes += file.text.length;
  });
  return { files, bytes };
}

async function importAndStats(): Promise<{ pipelines: number; records: number; malformed: number }> {
  const pipelines = await importSource(source);
  for (const p of pipelines) {
    summarizeRun(asRun(p));
    summarizeRescore(rescoreRecords(p.records));
  }
  return {
    pipelines: pipelines.length,
    records: pipelines.reduce((n, p) => n + p.records.length, 0),
    malformed: pipelines.reduce((n, p) => n + p.problems.length, 0),
  };
}

async function importAndWrite(): Promise<void> {
  const out = await mkdtemp(join(tmpdir(), 'chokepoint-bench-import-'));
  try {
    const pipelines = await importSource(source);
    for (const p of pipelines) await writeImportedRun(join(out, p.pipeline), p);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

const counts = await baseline();
const imported = await importAndStats();
const best = { baseline: Infinity, importStats: Infinity, write: Infinity };
for (let round = 0; round < rounds; round++) {
  best.baseline = Math.min(best.baseline, await time(baseline));
  best.importStats = Math.min(best.importStats, await time(importAndStats));
  if (values.write) best.write = Math.min(best.write, await time(importAndWrite));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`source: ${source}`);
console.log(
  `${imported.pipelines} pipelines, ${counts.files} files (${(counts.bytes / 1e6).toFixed(0)} MB of JSON), ${imported.records} records, ${imported.malformed} malformed; best of ${rounds} round(s)`,
);
console.log(`read + JSON.parse:                ${seconds(best.baseline)}`);
console.log(`import + stats + re-scoring:      ${seconds(best.importStats)}  (ratio ${(best.importStats / best.baseline).toFixed(2)})`);
if (values.write) console.log(`import + write run directories:   ${seconds(best.write)}  (ratio ${(best.write / best.baseline).toFixed(2)})`);
