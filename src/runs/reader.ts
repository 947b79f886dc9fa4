import type { RunManifest, ScenarioRecord } from '../contract/index.ts';
import { ChokepointError, ChokepointErrors } from '../errors.ts';
import { manifestPath, readRunDirectory } from './store/index.ts';

/**
 * A run directory as `stats` needs it: the harness store's strict reader (every file validated,
 * every problem reported with its file, line and field), and an incomplete run refused, because
 * counting it anyway would silently shrink the denominators.
 */

export interface RunData {
  readonly dir: string;
  readonly manifest: RunManifest;
  /** In the manifest's scenario order. */
  readonly records: readonly ScenarioRecord[];
}

export async function readRunDir(dir: string): Promise<RunData> {
  const { manifest, records, missing } = await readRunDirectory(dir, { mode: 'strict' });
  if (missing.length > 0) {
    throw new ChokepointError(
      'trace',
      `run is incomplete: ${missing.length} of ${manifest.scenarios.length} scenarios have no record (first: ${missing[0]}); resume the run first`,
      { file: manifestPath(dir), field: 'scenarios' },
    );
  }
  return { dir, manifest, records };
}

/** Reads every directory with `readRunDir` and reports the problems of all of them at once. */
export async function readRunDirs(dirs: readonly string[]): Promise<RunData[]> {
  const errors: ChokepointError[] = [];
  const runs: RunData[] = [];
  for (const dir of dirs) {
    try {
      runs.push(await readRunDir(dir));
    } catch (error) {
      if (error instanceof ChokepointErrors) errors.push(...error.errors);
      else if (error instanceof ChokepointError) errors.push(error);
      else throw error;
    }
  }
  if (errors.length > 0) throw new ChokepointErrors(errors);
  return runs;
}
