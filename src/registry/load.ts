import { dirname, join, resolve as resolvePath } from 'node:path';
import { type ChokepointError, ChokepointErrors } from '../errors.ts';
import type { RegistryCheck } from './checks/check.ts';
import { duplicateDefinitions } from './checks/duplicate-definitions.ts';
import { kindChange } from './checks/kind-change.ts';
import { knownDefects } from './checks/known-defects.ts';
import { manifestCoverage } from './checks/manifest-coverage.ts';
import { noOpChange } from './checks/no-op-change.ts';
import { suiteReferences } from './checks/suite-references.ts';
import { loadJudges } from './load-judges.ts';
import { loadManifests } from './load-versions.ts';
import { BUNDLED_JUDGES_DIR } from './paths.ts';
import type { Benchmark, LoadedSuite } from './types.ts';

export interface LoadOptions {
  /** Folder of suites (`<suite>/suite.ts`, `<suite>/<task>/<semver>.ts`); default: the bundled judges/. */
  readonly judgesDir?: string;
  /** Folder of `<semver>.ts` manifests; default: the `versions/` folder next to the judges folder. */
  readonly versionsDir?: string;
}

const checks: readonly RegistryCheck[] = [manifestCoverage, duplicateDefinitions, kindChange, noOpChange, knownDefects, suiteReferences];

/**
 * Loads and validates a benchmark. Never stops at the first problem: every module that fails to
 * load and every registration rule broken is collected, and all are thrown as one ChokepointErrors.
 */
export async function loadBenchmark(options: LoadOptions = {}): Promise<Benchmark> {
  const judgesDir = resolvePath(options.judgesDir ?? BUNDLED_JUDGES_DIR);
  const versionsDir = resolvePath(options.versionsDir ?? join(dirname(judgesDir), 'versions'));
  const errors: ChokepointError[] = [];
  const rejectedManifests: string[] = [];
  const [manifests, judges] = await Promise.all([loadManifests(versionsDir, errors, rejectedManifests), loadJudges(judgesDir, errors)]);
  const input = { manifests, rejectedManifests, ...judges };
  for (const check of checks) errors.push(...(await check(input)));
  if (errors.length > 0) throw new ChokepointErrors(sortErrors(errors));
  return {
    versions: manifests.map((m) => m.manifest),
    definitions: judges.definitions,
    suites: judges.suites.flatMap(({ definition, dir, fixtureFile, fixture }): LoadedSuite[] => (fixture ? [{ definition, dir, fixtureFile, fixture }] : [])),
    judgesDir,
    versionsDir,
  };
}

let bundled: Promise<Benchmark> | undefined;

/**
 * The bundled benchmark, loaded once per process: report generators and verbs share it (the
 * module loader caches the judge modules anyway, so a second load could not see edits either).
 */
export function loadBundledBenchmark(): Promise<Benchmark> {
  bundled ??= loadBenchmark();
  return bundled;
}

function sortErrors(errors: ChokepointError[]): ChokepointError[] {
  const key = (e: ChokepointError) => [e.location.file ?? '', String(e.location.line ?? 0).padStart(8, '0'), e.format()].join('\u0000');
  return [...errors].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
