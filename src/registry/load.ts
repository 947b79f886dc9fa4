import { stat } from 'node:fs/promises';
import { dirname, join, resolve as resolvePath } from 'node:path';
import { ChokepointError, ChokepointErrors } from '../errors.ts';
import type { RegistryCheck, RegistryInput } from './checks/check.ts';
import { duplicateDefinitions } from './checks/duplicate-definitions.ts';
import { kindChange } from './checks/kind-change.ts';
import { knownDefects } from './checks/known-defects.ts';
import { manifestCoverage } from './checks/manifest-coverage.ts';
import { noOpChange } from './checks/no-op-change.ts';
import { suiteReferences } from './checks/suite-references.ts';
import { loadJudges } from './load-judges.ts';
import { loadManifests } from './load-versions.ts';
import { BUNDLED_JUDGES_DIR, displayPath } from './paths.ts';
import type { TaskDefinition } from '../contract/index.ts';
import type { Benchmark, LoadedSuite } from './types.ts';

export interface LoadOptions {
  /** Folder of suites (`<suite>/suite.ts`, `<suite>/<task>/<semver>.ts`); default: the bundled judges/. */
  readonly judgesDir?: string;
  /** Folder of `<semver>.ts` manifests; default: the `versions/` folder next to the judges folder. */
  readonly versionsDir?: string;
}

const checks: readonly RegistryCheck[] = [manifestCoverage, duplicateDefinitions, kindChange, noOpChange, knownDefects, suiteReferences];

/**
 * Loads and validates a benchmark by importing every judge, suite and version module into this
 * thread. Never stops at the first problem: every module that fails to load and every registration
 * rule broken is collected, and all are thrown as one ChokepointErrors.
 *
 * Importing runs the modules' code here, uncontained: this is for trusted judges and for the
 * sandbox's own workers. Verbs load through the sandbox (`chokepoint/sandbox`), which runs this in
 * a worker thread with time limits; static verbs read the modules without running them
 * (`loadBenchmarkStatically`).
 */
export async function loadBenchmarkInProcess(options: LoadOptions = {}): Promise<Benchmark<TaskDefinition>> {
  const { judgesDir, versionsDir } = await existingLocationOf(options);
  const errors: ChokepointError[] = [];
  const rejectedManifests: string[] = [];
  const [manifests, judges] = await Promise.all([loadManifests(versionsDir, errors, rejectedManifests), loadJudges(judgesDir, errors)]);
  await runChecks({ manifests, rejectedManifests, ...judges }, errors);
  return {
    versions: manifests.map((m) => m.manifest),
    definitions: judges.definitions,
    suites: judges.suites.flatMap(({ definition, dir, fixtureFile, fixture }): LoadedSuite[] => (fixture ? [{ definition, dir, fixtureFile, fixture }] : [])),
    judgesDir,
    versionsDir,
  };
}

/** The registration checks over what loaded; throws every problem found (loading and checks) at once. */
export async function runChecks(input: RegistryInput, errors: ChokepointError[]): Promise<void> {
  for (const check of checks) errors.push(...(await check(input)));
  if (errors.length > 0) throw new ChokepointErrors(sortErrors(errors));
}

/** The judges and versions folders of a load: the bundled benchmark unless told otherwise. */
function locationOf(options: LoadOptions): { judgesDir: string; versionsDir: string } {
  const judgesDir = resolvePath(options.judgesDir ?? BUNDLED_JUDGES_DIR);
  return { judgesDir, versionsDir: resolvePath(options.versionsDir ?? join(dirname(judgesDir), 'versions')) };
}

/**
 * `locationOf`, once both folders are known to be there. A judges or versions folder that cannot
 * be read is the one error of the load: the rest would only follow from it (issue 24: `check
 * --judges nope` printed the missing folder, then every manifest of ./versions as changing nothing).
 * A missing judges folder is reported alone, since the default versions folder is found from it.
 */
export async function existingLocationOf(options: LoadOptions): Promise<{ judgesDir: string; versionsDir: string }> {
  const location = locationOf(options);
  for (const [what, dir] of [
    ['judges', location.judgesDir],
    ['versions', location.versionsDir],
  ] as const) {
    const why = await stat(dir).then(
      (info) => (info.isDirectory() ? undefined : 'not a folder'),
      (cause: NodeJS.ErrnoException) => (cause.code === 'ENOENT' ? 'no such folder' : `cannot read it: ${cause.code ?? cause.message}`),
    );
    if (why !== undefined) throw new ChokepointErrors([new ChokepointError('io', `${why} (the ${what} folder)`, { file: displayPath(dir) })]);
  }
  return location;
}

function sortErrors(errors: ChokepointError[]): ChokepointError[] {
  const key = (e: ChokepointError) => [e.location.file ?? '', String(e.location.line ?? 0).padStart(8, '0'), e.format()].join('\u0000');
  return [...errors].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
