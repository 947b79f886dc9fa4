import { lstat, mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import type { RunManifest, ScenarioRecord } from '../../contract/index.ts';
import { ChokepointError } from '../../errors.ts';
import { writeFileAtomic } from '../../output.ts';
import { manifestPath, recordPath, scenariosPath, TEMP_SUFFIX } from './paths.ts';

const WRITE_BATCH = 256;

/**
 * A record file written to a temporary name and renamed into place, without the harness store's
 * per-file fsync: a run written whole (imported, merged) is reproducible from its sources, and
 * fsyncing 25,000 files takes minutes. The manifest, written last and durably, marks the directory
 * complete.
 */
async function writeRecordFile(dir: string, record: ScenarioRecord): Promise<void> {
  const file = recordPath(dir, record.scenario.id);
  const temp = `${file}.${process.pid}${TEMP_SUFFIX}`;
  await writeFile(temp, `${JSON.stringify(record, null, 2)}\n`, 'utf8');
  await rename(temp, file);
}

/** A run directory is written only where nothing is: a missing path or an empty folder (never through a link). */
export async function refuseNonEmpty(dir: string): Promise<void> {
  const info = await lstat(dir).catch(() => undefined);
  if (info === undefined) return;
  if (!info.isDirectory()) throw new ChokepointError('usage', `${dir} exists and is not a folder; choose another --out`, { field: '--out' });
  if ((await readdir(dir)).length > 0) throw new ChokepointError('usage', `${dir} is not empty; choose another --out`, { field: '--out' });
}

/** Writes a complete run directory into an empty or missing folder: records, then the manifest. */
export async function writeCompleteRun(dir: string, manifest: RunManifest, records: readonly ScenarioRecord[]): Promise<void> {
  await refuseNonEmpty(dir);
  await mkdir(scenariosPath(dir), { recursive: true });
  for (let start = 0; start < records.length; start += WRITE_BATCH) {
    await Promise.all(records.slice(start, start + WRITE_BATCH).map((record) => writeRecordFile(dir, record)));
  }
  // The manifest last: a directory without one is visibly unfinished.
  await writeFileAtomic(manifestPath(dir), `${JSON.stringify(manifest, null, 2)}\n`);
}
