import { mkdir, writeFile } from 'node:fs/promises';
import type { RunManifest, ScenarioRecord } from '../../contract/index.ts';
import { writeFolder } from '../../output.ts';
import { manifestPath, recordPath, scenariosPath } from './paths.ts';

const WRITE_BATCH = 256;

/**
 * A record file of a folder being built: written in place, without the harness store's per-file
 * fsync (a run written whole, imported or merged, is reproducible from its sources, and fsyncing
 * 25,000 files takes minutes); the folder becomes visible only when complete.
 */
async function writeRecordFile(dir: string, record: ScenarioRecord): Promise<void> {
  await writeFile(recordPath(dir, record.scenario.id), `${JSON.stringify(record, null, 2)}\n`, 'utf8');
}

/** Writes the records, then the manifest, of a run into `dir`, a folder being built (see `writeCompleteRun`). */
export async function writeRunContents(dir: string, manifest: RunManifest, records: readonly ScenarioRecord[]): Promise<void> {
  await mkdir(scenariosPath(dir), { recursive: true });
  for (let start = 0; start < records.length; start += WRITE_BATCH) {
    await Promise.all(records.slice(start, start + WRITE_BATCH).map((record) => writeRecordFile(dir, record)));
  }
  await writeFile(manifestPath(dir), `${JSON.stringify(manifest, null, 2)}\n`, 'utf8');
}

/**
 * Writes a complete run directory where nothing is (a missing path or an empty folder, never
 * through a link): built in a temporary sibling and renamed into place, so `dir` is never left
 * half-written, even by a process killed part-way.
 */
export async function writeCompleteRun(dir: string, manifest: RunManifest, records: readonly ScenarioRecord[]): Promise<void> {
  await writeFolder(dir, (staging) => writeRunContents(staging, manifest, records), { field: '--out' });
}
