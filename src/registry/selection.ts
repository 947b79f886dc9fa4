import { resolve as resolvePath } from 'node:path';
import type { SubsetName, SuiteDefinition } from '../contract/index.ts';
import { ChokepointError } from '../errors.ts';
import type { LoadOptions } from './load.ts';
import { findProject } from './project.ts';
import type { Benchmark, TaskCore } from './types.ts';

/**
 * Where a verb's benchmark is: `--judges DIR` / `--versions DIR` when given; otherwise the project
 * the working folder is in (its config file's `judges`/`versions`, or `./judges` and `./versions`);
 * otherwise the bundled benchmark (see LoadOptions for the defaults).
 */
export function benchmarkLocation(options: { judges?: string; versions?: string }, cwd: string = process.cwd()): LoadOptions {
  const versionsDir = options.versions === undefined ? undefined : resolvePath(cwd, options.versions);
  if (options.judges !== undefined) return { judgesDir: resolvePath(cwd, options.judges), versionsDir };
  const project = findProject(cwd);
  return { judgesDir: project.judgesDir, versionsDir: versionsDir ?? project.versionsDir };
}

export interface Selection {
  /** Suites whose tasks are shown (with a subset: the suites that declare it). */
  readonly suites: readonly string[];
  /** Subset to expand into scenarios, if one was named. */
  readonly subset?: SubsetName;
}

/** The subsets one suite declares, in declaration order. */
export function suiteSubsets(suite: { readonly definition: SuiteDefinition }): SubsetName[] {
  return Object.keys(suite.definition.subsets);
}

/** Every subset name some suite declares, in order of first declaration. */
export function subsetNames(suites: readonly { readonly definition: SuiteDefinition }[]): SubsetName[] {
  return [...new Set(suites.flatMap(suiteSubsets))];
}

/**
 * `--suite NAME`: a suite (`workspace`), a subset of every suite that declares it (`core`), or one
 * suite's subset (`workspace/core`). Subsets are whatever the suites declare.
 */
export function selectSuite(benchmark: Pick<Benchmark<TaskCore>, 'suites'>, name: string | undefined): Selection {
  const all = benchmark.suites.map((s) => s.definition.name);
  if (name === undefined) return { suites: all };
  const [suitePart, subsetPart] = name.includes('/') ? name.split('/', 2) : all.includes(name) ? [name, undefined] : [undefined, name];
  if (suitePart !== undefined && !all.includes(suitePart)) throw unknown(name, benchmark);
  if (subsetPart === undefined) return { suites: [suitePart] };
  const declaring = benchmark.suites.filter(
    (s) => (suitePart === undefined || s.definition.name === suitePart) && Object.hasOwn(s.definition.subsets, subsetPart),
  );
  if (declaring.length === 0) throw unknown(name, benchmark);
  return { suites: declaring.map((s) => s.definition.name), subset: subsetPart };
}

function unknown(name: string, benchmark: Pick<Benchmark, 'suites'>): ChokepointError {
  const suites = benchmark.suites.map((s) => `${s.definition.name} (subsets ${suiteSubsets(s).join(', ')})`);
  return new ChokepointError('usage', `unknown suite or subset "${name}"; suites: ${suites.join('; ') || 'none'} (a subset of one suite: <suite>/<subset>)`, {
    field: '--suite',
  });
}
