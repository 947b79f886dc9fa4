import { readdir, rm } from 'node:fs/promises';
import type { RunManifest, ScenarioRecord } from '../../contract/index.ts';
import { ChokepointError } from '../../errors.ts';
import { makeFolder, writeFileAtomic } from '../../output.ts';
import { manifestDifferences } from './manifest.ts';
import { LOCK_FILE } from './lock.ts';
import { manifestPath, recordPath, SCENARIOS_DIR, scenariosPath } from './paths.ts';
import { readManifest, scanRecords, type RecordProblem } from './read.ts';

/** A run directory ready to receive records. */
export interface OpenedRun {
  readonly dir: string;
  /** The manifest in effect: the stored one when resuming (its start time is the run's). */
  readonly manifest: RunManifest;
  readonly resumed: boolean;
  /** Scenarios whose valid record is already on disk; the run skips them. */
  readonly done: ReadonlySet<string>;
  /** Those records (their views, with the `keep` option), in the order of the manifest's scenarios. */
  readonly kept: readonly ScenarioRecord[];
  /** Scenarios whose valid record the caller asked to run again (`rerun`); their new record replaces it. */
  readonly rerun: readonly string[];
  /** Unusable record files found on resume; their scenarios run again and the files are replaced or removed. */
  readonly discarded: readonly RecordProblem[];
  /** Leftover temporary files of interrupted writes that were removed. */
  readonly removedTemporary: number;
}

/**
 * Whether `dir` holds no run yet: missing, empty, or holding only what a run leaves before its
 * manifest exists (the lock, an empty scenarios folder), so a run killed that early starts afresh.
 */
async function holdsNoRun(dir: string): Promise<boolean> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw new ChokepointError('io', `cannot read the folder: ${(error as Error).message}`, { file: dir });
  }
  const others = entries.filter((e) => e !== LOCK_FILE && e !== SCENARIOS_DIR);
  if (others.length > 0) return false;
  if (!entries.includes(SCENARIOS_DIR)) return true;
  return (await readdir(scenariosPath(dir)).catch(() => ['?'])).length === 0;
}

/**
 * Prepares `dir` for a run described by `manifest` (the caller holds its lock, see lock.ts). A
 * fresh run needs an empty or missing folder (or one a run was killed in before writing anything).
 * With `resume`, a folder holding a run must hold this very run (same agent, model, defenses,
 * benchmark version, suite hash and scenario list), or nothing is touched and the differences are
 * reported; valid records are kept, unusable ones discarded, leftovers of interrupted writes removed.
 */
export interface OpenOptions {
  readonly resume: boolean;
  /** On resume, valid records to run again anyway (e.g. those that ended in an environment error); it reads the record as kept. */
  readonly rerun?: (record: ScenarioRecord) => boolean;
  /**
   * On resume, what is held of each valid record (default: all of it): a run keeps what its summary
   * reads, so a resumed run does not hold the earlier attempt's conversations and tool output.
   */
  readonly keep?: (record: ScenarioRecord) => ScenarioRecord;
}

export async function openRunDirectory(dir: string, manifest: RunManifest, options: OpenOptions): Promise<OpenedRun> {
  const empty = await holdsNoRun(dir);
  if (empty) {
    await makeFolder(scenariosPath(dir));
    await updateManifest(dir, manifest);
    return { dir, manifest, resumed: false, done: new Set(), kept: [], rerun: [], discarded: [], removedTemporary: 0 };
  }
  if (!options.resume) {
    throw new ChokepointError('usage', `${dir} is not empty; pass --resume to continue the run stored there, or choose another --out`, { field: '--out' });
  }
  const stored = await readManifest(dir);
  const differences = manifestDifferences(stored, manifest);
  if (differences.length > 0) {
    throw new ChokepointError('usage', `cannot resume: this run differs from the one stored there: ${differences.join('; ')}`, {
      file: manifestPath(dir),
      field: '--resume',
    });
  }
  await makeFolder(scenariosPath(dir));
  const scan = await scanRecords(dir, stored, options.keep);
  await Promise.all([...scan.temporary, ...scan.problems.map((p) => p.file)].map((file) => rm(file, { force: true })));
  const rerun = stored.scenarios.filter((id) => {
    const record = scan.valid.get(id);
    return record !== undefined && (options.rerun?.(record) ?? false);
  });
  const done = new Set([...scan.valid.keys()].filter((id) => !rerun.includes(id)));
  return {
    dir,
    manifest: stored,
    resumed: true,
    done,
    kept: stored.scenarios.flatMap((id) => (done.has(id) ? [scan.valid.get(id)!] : [])),
    rerun,
    discarded: scan.problems,
    removedTemporary: scan.temporary.length,
  };
}

/** Rewrites the manifest of a run (its end time and token totals change as it goes on). */
export async function updateManifest(dir: string, manifest: RunManifest): Promise<void> {
  await writeFileAtomic(manifestPath(dir), `${JSON.stringify(manifest, null, 2)}\n`);
}

export async function writeScenarioRecord(dir: string, record: ScenarioRecord): Promise<void> {
  await writeFileAtomic(recordPath(dir, record.scenario.id), `${JSON.stringify(record, null, 2)}\n`);
}
