import { readInputText } from '../io.ts';
import { ChokepointError } from '../errors.ts';
import { readLiteralExport } from './literal-module.ts';
import { judgeLayout, pathMismatches, sortDefinitions, type TaskModuleEntry } from './load-judges.ts';
import { manifestFiles, sortManifests, versionMatchesFile } from './load-versions.ts';
import { existingLocationOf, runChecks, type LoadOptions } from './load.ts';
import { displayPath } from './paths.ts';
import { readManifestStatically } from './static-manifest.ts';
import type { Benchmark, LoadedDefinition, LoadedManifest, TaskCore } from './types.ts';

/**
 * A benchmark read without running any of its code, for the static verbs (`report`, `diff`) that
 * are run on untrusted pull requests. Task modules are parsed, never imported: the kind comes from
 * the builder their default export calls (`defineUserTask` / `defineInjectionTask`), id, suite and
 * version from the path (checked against the literals the definition states). Version manifests
 * must be literal data (see literal-module.ts) and are read from the syntax tree. Suites are modules whose data is computed, so a static read has none.
 * The registration checks that need only this (coverage, duplicates, kinds, no-op changes, known
 * defects) run as on a full load.
 */
export async function loadBenchmarkStatically(options: LoadOptions = {}): Promise<Benchmark<TaskCore>> {
  const { judgesDir, versionsDir } = await existingLocationOf(options);
  const errors: ChokepointError[] = [];
  const [files, layout] = await Promise.all([manifestFiles(versionsDir, errors), judgeLayout(judgesDir, errors)]);
  const [manifests, tasks] = await Promise.all([
    Promise.all(files.map(({ file, version }) => readManifest(file, version, errors))),
    Promise.all(layout.tasks.map(async (entry) => ({ entry, read: await readTask(entry, errors) }))),
  ]);
  const loadedManifests = sortManifests(
    manifests.filter((m): m is LoadedManifest => m !== undefined),
    errors,
  );
  const rejectedManifests = files.filter((_, i) => manifests[i] === undefined).map((f) => f.version);
  const definitions = sortDefinitions(tasks.flatMap(({ read }) => (read ? [read] : [])));
  const rejected = tasks.flatMap(({ entry, read }) => (read ? [] : [entry]));
  await runChecks({ manifests: loadedManifests, rejectedManifests, definitions, suites: [], rejected }, errors);
  return { versions: loadedManifests.map((m) => m.manifest), definitions, suites: [], judgesDir, versionsDir };
}

const TASK_BUILDERS: Readonly<Record<string, TaskCore['kind']>> = { defineUserTask: 'user', defineInjectionTask: 'injection' };

async function readSource(file: string, errors: ChokepointError[]): Promise<string | undefined> {
  try {
    return await readInputText(file, { display: displayPath(file) });
  } catch (cause) {
    if (!(cause instanceof ChokepointError)) throw cause;
    errors.push(cause);
    return undefined;
  }
}

async function readTask(entry: TaskModuleEntry, errors: ChokepointError[]): Promise<LoadedDefinition<TaskCore> | undefined> {
  const source = await readSource(entry.file, errors);
  if (source === undefined) return undefined;
  const read = readLiteralExport(entry.file, source, { builders: Object.keys(TASK_BUILDERS), only: ['id', 'suite', 'version'] });
  if (!read.ok) {
    const message = `cannot be read without running it: ${read.problem}; a task module must \`export default defineUserTask({...})\` or \`defineInjectionTask({...})\``;
    errors.push(new ChokepointError('registration', message, { file: displayPath(entry.file), line: read.line }));
    return undefined;
  }
  const stated = read.value as Partial<Record<'id' | 'suite' | 'version', unknown>>;
  const mismatches = pathMismatches(stated, { id: entry.id, suite: entry.suite, version: entry.version }, source, displayPath(entry.file));
  errors.push(...mismatches);
  if (mismatches.length > 0) return undefined;
  const definition: TaskCore = { kind: TASK_BUILDERS[read.builder!], id: entry.id, suite: entry.suite, version: entry.version };
  return { definition, file: entry.file, source };
}

async function readManifest(file: string, version: string, errors: ChokepointError[]): Promise<LoadedManifest | undefined> {
  const source = await readSource(file, errors);
  if (source === undefined) return undefined;
  const read = readManifestStatically(file);
  if ('errors' in read) {
    errors.push(...read.errors);
    return undefined;
  }
  return versionMatchesFile(read.manifest, version, source, file, errors) ? { manifest: read.manifest, file, source } : undefined;
}
