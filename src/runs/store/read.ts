import { readdir } from 'node:fs/promises';
import { jsonNestsDeeperThan, MAX_NESTING, readInputText } from '../../io.ts';
import { join } from 'node:path';
import type { z } from 'zod';
import type { RunManifest, ScenarioRecord } from '../../contract/index.ts';
import { findJsonSyntaxError, formatJsonPath, locateJsonPath } from '../../environment/index.ts';
import { ChokepointError, ChokepointErrors } from '../../errors.ts';
import { manifestPath, RECORD_EXTENSION, scenarioFileName, scenariosPath, TEMP_SUFFIX } from './paths.ts';
import { runManifestSchema, scenarioRecordSchema } from './schema.ts';

/** One file of a run directory that could not be used, and why. */
export interface RecordProblem {
  readonly file: string;
  readonly line?: number;
  readonly field?: string;
  readonly message: string;
  /** Scenario id the file belongs to, when its name or content tells. */
  readonly scenario?: string;
}

export interface RunDirectory {
  readonly dir: string;
  readonly manifest: RunManifest;
  /** Valid records, in the manifest's scenario order. */
  readonly records: readonly ScenarioRecord[];
  /** Scenario ids of the manifest without a valid record (an unfinished run, or files with problems). */
  readonly missing: readonly string[];
  /** Empty in strict mode (problems throw there). */
  readonly problems: readonly RecordProblem[];
}

export interface ReadOptions {
  /**
   * `strict` (default): any unusable file throws ChokepointErrors naming every file.
   * `report`: unusable files are listed in `problems` and left out, for tools that must go on
   * (resume, stats over partly damaged runs); a missing or invalid manifest still throws.
   */
  readonly mode?: 'strict' | 'report';
}

type Parsed<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: RecordProblem };

/** Reads and validates one JSON file against `schema`, pointing problems at the line of the offending field. */
export async function readJsonFile<T>(file: string, schema: z.ZodType<T>, what: string): Promise<Parsed<T>> {
  let text: string;
  try {
    text = await readInputText(file);
  } catch (error) {
    if (!(error instanceof ChokepointError)) throw error;
    const missing = error.message.endsWith('(ENOENT)');
    return { ok: false, problem: { file, message: missing ? `${what} not found` : `${what}: ${error.message}` } };
  }
  if (text.trim() === '') return { ok: false, problem: { file, message: `${what} is empty (an interrupted write?)` } };
  if (jsonNestsDeeperThan(text, MAX_NESTING))
    return { ok: false, problem: { file, message: `${what} nests deeper than ${MAX_NESTING} levels: not one chokepoint wrote` } };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    // The scanner is slower than JSON.parse, so it only runs to locate an error already known.
    const syntax = findJsonSyntaxError(text);
    const detail = syntax?.message ?? (error as Error).message;
    return { ok: false, problem: { file, line: syntax?.line, message: `${what} is not valid JSON (truncated or corrupt): ${detail}` } };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const more = parsed.error.issues.length > 1 ? ` (and ${parsed.error.issues.length - 1} more problem(s))` : '';
  return {
    ok: false,
    problem: {
      file,
      line: locateJsonPath(text, issue.path)?.line,
      field: formatJsonPath(issue.path) || undefined,
      message: `not a valid ${what}: ${issue.message}${more}`,
    },
  };
}

function problemError(problem: RecordProblem): ChokepointError {
  return new ChokepointError('trace', problem.message, { file: problem.file, line: problem.line, field: problem.field });
}

export async function readManifest(dir: string): Promise<RunManifest> {
  const result = await readJsonFile(manifestPath(dir), runManifestSchema, 'run manifest (manifest.json)');
  if (!result.ok) throw problemError(result.problem);
  return result.value;
}

/** Record files and leftover temporary files of a run directory's `scenarios/` folder, sorted. */
export async function listScenarioFiles(dir: string): Promise<{ records: string[]; temporary: string[] }> {
  let names: string[];
  try {
    names = await readdir(scenariosPath(dir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], temporary: [] };
    throw new ChokepointError('io', `cannot list ${scenariosPath(dir)}: ${(error as Error).message}`);
  }
  names.sort();
  return {
    records: names.filter((n) => n.endsWith(RECORD_EXTENSION)).map((n) => join(scenariosPath(dir), n)),
    temporary: names.filter((n) => n.endsWith(TEMP_SUFFIX)).map((n) => join(scenariosPath(dir), n)),
  };
}

export interface ScannedRecords {
  /** Valid records (or their views) by scenario id. */
  readonly valid: ReadonlyMap<string, ScenarioRecord>;
  readonly problems: readonly RecordProblem[];
  /** Leftovers of interrupted atomic writes (never records; safe to delete). */
  readonly temporary: readonly string[];
}

/**
 * Validates every record file against the manifest: it must parse, match the record schema, sit
 * under the file name of its own scenario id, and name a scenario of this run. With `view`, what
 * is kept of each valid record is its view, made as the record is read: the records are never all
 * held at once.
 */
export async function scanRecords(dir: string, manifest: RunManifest, view?: (record: ScenarioRecord) => ScenarioRecord): Promise<ScannedRecords> {
  const { records: files, temporary } = await listScenarioFiles(dir);
  const expected = new Map(manifest.scenarios.map((id) => [scenarioFileName(id), id]));
  const valid = new Map<string, ScenarioRecord>();
  const problems: RecordProblem[] = [];
  for (const file of files) {
    const name = file.slice(scenariosPath(dir).length + 1);
    const owner = expected.get(name);
    const result = await readJsonFile(file, scenarioRecordSchema, 'scenario record');
    if (!result.ok) {
      problems.push({ ...result.problem, ...(owner ? { scenario: owner } : {}) });
      continue;
    }
    const id = result.value.scenario.id;
    if (owner === undefined) {
      problems.push({ file, field: 'scenario.id', scenario: id, message: `scenario ${JSON.stringify(id)} is not part of this run (not in manifest.json)` });
    } else if (owner !== id) {
      problems.push({
        file,
        field: 'scenario.id',
        scenario: owner,
        message: `file belongs to scenario ${JSON.stringify(owner)} but holds ${JSON.stringify(id)}`,
      });
    } else {
      valid.set(id, view ? view(result.value) : result.value);
    }
  }
  return { valid, problems, temporary };
}

/** Reads a run directory back: the manifest and every scenario record, validated. */
export async function readRunDirectory(dir: string, options: ReadOptions = {}): Promise<RunDirectory> {
  const manifest = await readManifest(dir);
  const { valid, problems } = await scanRecords(dir, manifest);
  if ((options.mode ?? 'strict') === 'strict' && problems.length > 0) throw new ChokepointErrors(problems.map(problemError));
  return {
    dir,
    manifest,
    records: manifest.scenarios.flatMap((id) => valid.get(id) ?? []),
    missing: manifest.scenarios.filter((id) => !valid.has(id)),
    problems,
  };
}
