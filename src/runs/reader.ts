import type { RunManifest, ScenarioRecord } from '../contract/record.ts';
import { ChokepointError } from '../errors.ts';
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
