import { existsSync } from 'node:fs';
import { basename, dirname, join, resolve as resolvePath } from 'node:path';
import type { SuiteDefinition, TaskDefinition } from '../contract/index.ts';
import { loadFixture, type EnvironmentFixture } from '../environment/index.ts';
import { ChokepointError, ChokepointErrors } from '../errors.ts';
import { messageOf } from './error-message.ts';
import { importDefinition } from './import-module.ts';
import { listDir } from './list-dir.ts';
import { compareNatural, compareVersions, isSemver } from './order.ts';
import { displayPath } from './paths.ts';
import { checkSuite, checkTask } from './shapes.ts';
import { lineOfProperty } from './source-location.ts';
import type { LoadedDefinition, TaskCore } from './types.ts';

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
  /** The fixtures its user tasks name instead of its own (`fixture:`), by the path they give. */
  readonly taskFixtures?: Readonly<Record<string, EnvironmentFixture>>;
}

/** A task module that was reported and left out, identified by its path alone. */
export interface RejectedModule {
  readonly suite: string;
  readonly id: string;
  readonly version: string;
  readonly file: string;
}

export interface LoadedJudges {
  readonly definitions: LoadedDefinition<TaskDefinition>[];
  readonly suites: SuiteEntry[];
  /** Checks consult these so that one broken module yields one error, not a cascade. */
  readonly rejected: RejectedModule[];
}

const isHelperFolder = (name: string) => name.startsWith('_');

/** A task module found where the layout says one is: `judges/<suite>/<id>/<version>.ts`. */
export interface TaskModuleEntry {
  readonly suite: string;
  readonly id: string;
  readonly version: string;
  readonly file: string;
}

export interface JudgeLayout {
  readonly suiteDirs: readonly string[];
  readonly tasks: readonly TaskModuleEntry[];
}

/** The folders and module files of a judges folder, read without loading anything; misplaced entries are errors. */
export async function judgeLayout(judgesDir: string, errors: ChokepointError[]): Promise<JudgeLayout> {
  const suiteDirs = (await listDir(judgesDir, errors)).filter((e) => e.isDirectory() && !isHelperFolder(e.name)).map((e) => join(judgesDir, e.name));
  const perSuite = await Promise.all(
    suiteDirs.map(async (dir) => {
      const taskDirs = (await listDir(dir, errors)).filter((e) => e.isDirectory() && !isHelperFolder(e.name)).map((e) => join(dir, e.name));
      const perTask = await Promise.all(taskDirs.map((taskDir) => taskModules(taskDir, errors)));
      return perTask.flat();
    }),
  );
  return { suiteDirs, tasks: perSuite.flat() };
}

async function taskModules(dir: string, errors: ChokepointError[]): Promise<TaskModuleEntry[]> {
  return (await listDir(dir, errors)).flatMap((entry): TaskModuleEntry[] => {
    const file = join(dir, entry.name);
    const stem = entry.name.replace(/\.ts$/, '');
    if (!entry.isFile() || !entry.name.endsWith('.ts') || !isSemver(stem)) {
      errors.push(
        new ChokepointError('registration', `"${entry.name}" is not a task module name: task folders hold only <semver>.ts files (e.g. 1.2.0.ts)`, {
          file: displayPath(file),
        }),
      );
      return [];
    }
    return [{ suite: basename(dirname(dir)), id: basename(dir), version: stem, file }];
  });
}

export function sortDefinitions<D extends TaskCore>(definitions: LoadedDefinition<D>[]): LoadedDefinition<D>[] {
  return definitions.sort(
    (a, b) =>
      compareNatural(a.definition.suite, b.definition.suite) ||
      compareNatural(a.definition.id, b.definition.id) ||
      compareVersions(a.definition.version, b.definition.version),
  );
}

export async function loadJudges(judgesDir: string, errors: ChokepointError[]): Promise<LoadedJudges> {
  const layout = await judgeLayout(judgesDir, errors);
  const [suites, tasks] = await Promise.all([
    Promise.all(layout.suiteDirs.map((dir) => loadSuite(dir, errors))),
    Promise.all(layout.tasks.map(async (entry) => ({ entry, loaded: await loadTask(entry.file, entry.version, errors) }))),
  ]);
  const definitions = sortDefinitions(tasks.flatMap(({ loaded }) => (loaded ? [loaded] : [])));
  return {
    definitions,
    suites: await Promise.all(suites.flatMap((suite) => (suite ? [withTaskFixtures(suite, definitions, errors)] : []))),
    rejected: tasks.flatMap(({ entry, loaded }) => (loaded ? [] : [{ suite: entry.suite, id: entry.id, version: entry.version, file: entry.file }])),
  };
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

/** The suite with the fixtures its user tasks name instead of its own, each loaded once; a broken one is an error of the task naming it. */
async function withTaskFixtures(suite: SuiteEntry, definitions: readonly LoadedDefinition<TaskDefinition>[], errors: ChokepointError[]): Promise<SuiteEntry> {
  const named = new Map<string, LoadedDefinition<TaskDefinition>>();
  for (const d of definitions) {
    if (d.definition.suite === suite.definition.name && d.definition.kind === 'user' && d.definition.fixture !== undefined && !named.has(d.definition.fixture))
      named.set(d.definition.fixture, d);
  }
  if (named.size === 0) return suite;
  const taskFixtures: Record<string, EnvironmentFixture> = {};
  for (const [path, user] of [...named].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const file = resolvePath(suite.dir, path);
    try {
      taskFixtures[path] = await loadFixture(file);
    } catch (cause) {
      const failures =
        cause instanceof ChokepointErrors ? cause.errors : [cause instanceof ChokepointError ? cause : new ChokepointError('fixture', messageOf(cause))];
      for (const e of failures) {
        const where =
          e.location.file === undefined
            ? { file: displayPath(user.file), line: lineOfProperty(user.source, 'fixture'), field: 'fixture' }
            : { ...e.location, file: displayPath(e.location.file) };
        errors.push(new ChokepointError(e.code, e.location.file === undefined ? `fixture ${path}: ${e.message}` : e.message, where));
      }
    }
  }
  return { ...suite, taskFixtures };
}

async function loadTask(file: string, version: string, errors: ChokepointError[]): Promise<LoadedDefinition<TaskDefinition> | undefined> {
  const loaded = await importDefinition(file, checkTask, 'a task module must `export default defineUserTask({...})` or `defineInjectionTask({...})`', errors);
  if (!loaded) return undefined;
  const mismatches = pathMismatches(loaded.value, expectedFromPath(file, version), loaded.source, displayPath(file));
  errors.push(...mismatches);
  return mismatches.length === 0 ? { definition: loaded.value, file, source: loaded.source } : undefined;
}

function expectedFromPath(file: string, version: string): Record<'id' | 'suite' | 'version', string> {
  return { id: basename(dirname(file)), suite: basename(dirname(dirname(file))), version };
}

/** Where a definition's own id, suite or version (those it states) disagrees with its path (`judges/<suite>/<id>/<version>.ts`). */
export function pathMismatches(
  definition: Partial<Record<'id' | 'suite' | 'version', unknown>>,
  expected: Record<'id' | 'suite' | 'version', string>,
  source: string,
  file: string,
): ChokepointError[] {
  const place = { id: 'task folder', suite: 'suite folder', version: 'file name' } as const;
  return (Object.keys(expected) as (keyof typeof expected)[])
    .filter((key) => key in definition && definition[key] !== expected[key])
    .map(
      (key) =>
        new ChokepointError('registration', `${key} "${String(definition[key])}" disagrees with its path: the ${place[key]} says "${expected[key]}"`, {
          file,
          line: lineOfProperty(source, key),
          field: key,
        }),
    );
}
