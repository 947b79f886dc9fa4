import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve as resolvePath } from 'node:path';
import type { SuiteDefinition, TaskDefinition } from '../contract/index.ts';
import { loadFixture, type EnvironmentFixture } from '../environment/index.ts';
import { ChokepointError, ChokepointErrors } from '../errors.ts';
import { importDefinition, messageOf } from './import-module.ts';
import { listDir } from './list-dir.ts';
import { compareNatural, compareVersions, isSemver } from './order.ts';
import { displayPath } from './paths.ts';
import { checkSuite, checkTask } from './shapes.ts';
import { lineOfProperty } from './source-location.ts';
import type { LoadedDefinition } from './types.ts';

/**
 * Layout: `judges/<suite>/suite.ts`, `judges/<suite>/<task_id>/<semver>.ts`. Folders whose name
 * starts with `_` hold shared helpers and are not tasks or suites; other files in a suite folder
 * (the fixture, helper modules) are read only when referenced.
 */

/** A suite as loaded, before it is known to be valid (`fixture` is absent when it failed). */
export interface SuiteEntry {
  readonly definition: SuiteDefinition;
  readonly dir: string;
  readonly file: string;
  readonly source: string;
  readonly fixtureFile: string;
  readonly fixture?: EnvironmentFixture;
}

/** A task module that was reported and left out, identified by its path alone. */
export interface RejectedModule {
  readonly suite: string;
  readonly id: string;
  readonly version: string;
  readonly file: string;
}

export interface LoadedJudges {
  readonly definitions: LoadedDefinition[];
  readonly suites: SuiteEntry[];
  /** Checks consult these so that one broken module yields one error, not a cascade. */
  readonly rejected: RejectedModule[];
}

const isHelperFolder = (name: string) => name.startsWith('_');

export async function loadJudges(judgesDir: string, errors: ChokepointError[]): Promise<LoadedJudges> {
  const suiteDirs = (await listDir(judgesDir, errors)).filter((e) => e.isDirectory() && !isHelperFolder(e.name));
  const loaded = await Promise.all(suiteDirs.map((e) => loadSuiteFolder(join(judgesDir, e.name), errors)));
  const definitions = loaded.flatMap((l) => l.definitions);
  definitions.sort(
    (a, b) =>
      compareNatural(a.definition.suite, b.definition.suite) ||
      compareNatural(a.definition.id, b.definition.id) ||
      compareVersions(a.definition.version, b.definition.version),
  );
  return {
    definitions,
    suites: loaded.flatMap((l) => (l.suite ? [l.suite] : [])),
    rejected: loaded.flatMap((l) => l.rejected),
  };
}

async function loadSuiteFolder(dir: string, errors: ChokepointError[]) {
  const entries = await listDir(dir, errors);
  const taskDirs = entries.filter((e) => e.isDirectory() && !isHelperFolder(e.name));
  const [suite, perTask] = await Promise.all([loadSuite(dir, errors), Promise.all(taskDirs.map((e) => loadTaskFolder(join(dir, e.name), errors)))]);
  return { suite, definitions: perTask.flatMap((t) => t.definitions), rejected: perTask.flatMap((t) => t.rejected) };
}

async function loadSuite(dir: string, errors: ChokepointError[]): Promise<SuiteEntry | undefined> {
  const file = join(dir, 'suite.ts');
  const where = { file: displayPath(file) };
  if (!existsSync(file)) {
    errors.push(new ChokepointError('registration', 'suite folder has no suite.ts (export default defineSuite({...}))', { file: displayPath(dir) }));
    return undefined;
  }
  const loaded = await importDefinition(file, checkSuite, 'suite.ts must `export default defineSuite({...})`', errors);
  if (!loaded) return undefined;
  const { value: definition, source } = loaded;
  if (definition.name !== basename(dir)) {
    errors.push(
      new ChokepointError('registration', `suite name "${definition.name}" differs from its folder "${basename(dir)}"`, {
        ...where,
        line: lineOfProperty(source, 'name'),
        field: 'name',
      }),
    );
  }
  const fixtureFile = resolvePath(dir, definition.fixture);
  try {
    return { definition, dir, file, source, fixtureFile, fixture: await loadFixture(fixtureFile) };
  } catch (cause) {
    const failures =
      cause instanceof ChokepointErrors
        ? cause.errors
        : [cause instanceof ChokepointError ? cause : new ChokepointError('fixture', `cannot load fixture: ${messageOf(cause)}`)];
    // The fixture loader names files as given; messages name them relative to the working directory.
    errors.push(...failures.map((e) => new ChokepointError(e.code, e.message, { ...e.location, file: displayPath(e.location.file ?? fixtureFile) })));
    return { definition, dir, file, source, fixtureFile };
  }
}

async function loadTaskFolder(dir: string, errors: ChokepointError[]): Promise<{ definitions: LoadedDefinition[]; rejected: RejectedModule[] }> {
  const entries = await listDir(dir, errors);
  const definitions: LoadedDefinition[] = [];
  const rejected: RejectedModule[] = [];
  await Promise.all(
    entries.map(async (entry) => {
      const file = join(dir, entry.name);
      const stem = entry.name.replace(/\.ts$/, '');
      if (!entry.isFile() || !entry.name.endsWith('.ts') || !isSemver(stem)) {
        errors.push(
          new ChokepointError('registration', `"${entry.name}" is not a task module name: task folders hold only <semver>.ts files (e.g. 1.2.0.ts)`, {
            file: displayPath(file),
          }),
        );
        return;
      }
      const loaded = await loadTask(file, stem, errors);
      if (loaded) definitions.push(loaded);
      else rejected.push({ suite: basename(dirname(dir)), id: basename(dir), version: stem, file });
    }),
  );
  return { definitions, rejected };
}

async function loadTask(file: string, version: string, errors: ChokepointError[]): Promise<LoadedDefinition | undefined> {
  const loaded = await importDefinition(file, checkTask, 'a task module must `export default defineUserTask({...})` or `defineInjectionTask({...})`', errors);
  if (!loaded) return undefined;
  const expected: Record<'id' | 'suite' | 'version', string> = {
    id: basename(dirname(file)),
    suite: basename(dirname(dirname(file))),
    version,
  };
  const mismatches = pathMismatches(loaded.value, expected, loaded.source, displayPath(file));
  errors.push(...mismatches);
  return mismatches.length === 0 ? { definition: loaded.value, file, source: loaded.source } : undefined;
}

function pathMismatches(definition: TaskDefinition, expected: Record<'id' | 'suite' | 'version', string>, source: string, file: string): ChokepointError[] {
  const place = { id: 'task folder', suite: 'suite folder', version: 'file name' } as const;
  return (Object.keys(expected) as (keyof typeof expected)[])
    .filter((key) => definition[key] !== expected[key])
    .map(
      (key) =>
        new ChokepointError('registration', `${key} "${definition[key]}" disagrees with its path: the ${place[key]} says "${expected[key]}"`, {
          file,
          line: lineOfProperty(source, key),
          field: key,
        }),
    );
}
