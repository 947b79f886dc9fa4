import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { z } from 'zod';
import type { RunManifest, ScenarioRecord } from '../../contract/record.ts';
import { ChokepointError, ChokepointErrors } from '../../errors.ts';
import { findJsonSyntaxError, formatJsonPath, locateJsonPath } from '../../environment/json-location.ts';
import { compareNatural } from '../../registry/order.ts';
import { runManifestSchema, scenarioRecordSchema } from './schema.ts';

/**
 * Minimal validated reader of a run directory (manifest.json + scenarios/*.json) for `stats`.
 * Every file is validated; every problem is reported with its file, line and field; an
 * incomplete run (a manifest scenario without a record) or a stray record is an error, because
 * counting it anyway would silently change the denominators.
 */

export interface RunData {
  readonly dir: string;
  readonly manifest: RunManifest;
  /** In the manifest's scenario order. */
  readonly records: readonly ScenarioRecord[];
}

const READ_BATCH = 64;

async function readJson<T>(file: string, schema: z.ZodType<T>, errors: ChokepointError[]): Promise<T | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    errors.push(new ChokepointError('io', `cannot read: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, { file }));
    return undefined;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const problem = findJsonSyntaxError(text);
    errors.push(
      new ChokepointError('trace', `invalid JSON: ${problem?.message ?? 'unparsable'}`, {
        file,
        line: problem?.line,
        column: problem?.column,
      }),
    );
    return undefined;
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const where = locateJsonPath(text, issue.path as PropertyKey[]);
    errors.push(
      new ChokepointError('trace', issue.message, {
        file,
        line: where?.line,
        column: where?.column,
        field: formatJsonPath(issue.path as PropertyKey[]) || undefined,
      }),
    );
  }
  return undefined;
}

async function listRecordFiles(dir: string, errors: ChokepointError[]): Promise<string[]> {
  const scenariosDir = join(dir, 'scenarios');
  try {
    const names = await readdir(scenariosDir);
    return names
      .filter((n) => n.endsWith('.json'))
      .sort(compareNatural)
      .map((n) => join(scenariosDir, n));
  } catch (error) {
    errors.push(
      new ChokepointError('io', `no scenarios directory: ${(error as NodeJS.ErrnoException).code ?? String(error)}`, {
        file: scenariosDir,
      }),
    );
    return [];
  }
}

export async function readRunDir(dir: string): Promise<RunData> {
  const errors: ChokepointError[] = [];
  const manifestFile = join(dir, 'manifest.json');
  const manifest = await readJson(manifestFile, runManifestSchema, errors);
  const files = await listRecordFiles(dir, errors);
  const byId = new Map<string, { record: ScenarioRecord; file: string }>();
  let invalidFiles = 0;
  for (let start = 0; start < files.length; start += READ_BATCH) {
    const batch = files.slice(start, start + READ_BATCH);
    const records = await Promise.all(batch.map((file) => readJson(file, scenarioRecordSchema, errors)));
    records.forEach((record, i) => {
      if (!record) {
        invalidFiles++;
        return;
      }
      const previous = byId.get(record.scenario.id);
      if (previous) {
        errors.push(
          new ChokepointError('trace', `scenario ${record.scenario.id} is also recorded in ${basename(previous.file)}`, {
            file: batch[i],
            field: 'scenario.id',
          }),
        );
        return;
      }
      byId.set(record.scenario.id, { record, file: batch[i] });
    });
  }
  if (manifest) checkCompleteness(manifest, manifestFile, byId, invalidFiles, errors);
  if (errors.length > 0 || !manifest) throw new ChokepointErrors(errors);
  return { dir, manifest, records: manifest.scenarios.map((id) => byId.get(id)!.record) };
}

function checkCompleteness(
  manifest: RunManifest,
  manifestFile: string,
  byId: ReadonlyMap<string, { file: string }>,
  invalidFiles: number,
  errors: ChokepointError[],
): void {
  const listed = new Set(manifest.scenarios);
  if (listed.size !== manifest.scenarios.length) {
    errors.push(new ChokepointError('trace', 'the manifest lists a scenario more than once', { file: manifestFile, field: 'scenarios' }));
  }
  const missing = manifest.scenarios.filter((id) => !byId.has(id));
  // Records already reported as invalid are missing too; only what they cannot explain is news.
  if (missing.length > invalidFiles) {
    errors.push(
      new ChokepointError(
        'trace',
        `run is incomplete: ${missing.length} of ${listed.size} scenarios have no record (first: ${missing[0]}); resume the run first`,
        { file: manifestFile, field: 'scenarios' },
      ),
    );
  }
  for (const [id, { file }] of byId) {
    if (!listed.has(id)) {
      errors.push(new ChokepointError('trace', `scenario ${id} is not listed in manifest.json`, { file, field: 'scenario.id' }));
    }
  }
}
