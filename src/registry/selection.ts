import { resolve as resolvePath } from 'node:path';
import type { SubsetName } from '../contract/index.ts';
import { ChokepointError } from '../errors.ts';
import type { LoadOptions } from './load.ts';
import type { Benchmark } from './types.ts';

export const SUBSET_NAMES: readonly SubsetName[] = ['core', 'lite', 'probe'];

/** Where a verb's `--judges DIR` / `--versions DIR` point (see LoadOptions for the defaults). */
export function benchmarkLocation(options: { judges?: string; versions?: string }): LoadOptions {
  return {
    judgesDir: options.judges === undefined ? undefined : resolvePath(options.judges),
    versionsDir: options.versions === undefined ? undefined : resolvePath(options.versions),
  };
}

export interface Selection {
  /** Suites whose tasks are shown. */
  readonly suites: readonly string[];
  /** Subset to expand into scenarios, if one was named. */
  readonly subset?: SubsetName;
}

/**
 * `--suite NAME`: a suite (`workspace`), a subset of every suite (`core`, `lite`, `probe`) or
 * one suite's subset (`workspace/core`).
 */
export function selectSuite(benchmark: Benchmark, name: string | undefined): Selection {
  const all = benchmark.suites.map((s) => s.definition.name);
  if (name === undefined) return { suites: all };
  const [suitePart, subsetPart] = name.includes('/') ? name.split('/', 2) : all.includes(name) ? [name, undefined] : [undefined, name];
  if (suitePart !== undefined && !all.includes(suitePart)) throw unknown(name, all);
  if (subsetPart !== undefined && !SUBSET_NAMES.includes(subsetPart as SubsetName)) throw unknown(name, all);
  return { suites: suitePart !== undefined ? [suitePart] : all, subset: subsetPart as SubsetName | undefined };
}

function unknown(name: string, suites: readonly string[]): ChokepointError {
  return new ChokepointError(
    'usage',
    `unknown suite or subset "${name}"; suites: ${suites.join(', ') || 'none'}; subsets: ${SUBSET_NAMES.join(', ')} (or <suite>/<subset>)`,
    { field: '--suite' },
  );
}
