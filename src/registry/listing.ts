import type { ScenarioRef, SubsetName } from '../contract/index.ts';
import { resolve } from './resolve.ts';
import { scenarios } from './scenarios.ts';
import { selectSuite, subsetNames } from './selection.ts';
import { taskCounts, taskRows, type TaskCounts, type TaskRow } from './task-table.ts';
import type { Benchmark, ExcludedScenario, ResolvedBenchmark } from './types.ts';

/** What `chokepoint list` shows: the tasks resolved at a version and, for a subset, its scenarios. */
export interface Listing {
  readonly version: string;
  readonly versions: readonly string[];
  readonly counts: TaskCounts;
  readonly tasks: readonly TaskRow[];
  readonly subset?: SubsetListing;
}

export interface SubsetListing {
  readonly subset: SubsetName;
  readonly counts: { readonly scenarios: number; readonly attack: number; readonly benign: number; readonly probe: number; readonly excluded: number };
  readonly scenarios: readonly ScenarioRef[];
  readonly excluded: readonly (ExcludedScenario & { readonly suite: string })[];
}

/** `suite` as `--suite` takes it: a suite, a subset of every suite, or `<suite>/<subset>`. */
export function buildListing(benchmark: Benchmark, resolved: ResolvedBenchmark, suite: string | undefined): Listing {
  const selection = selectSuite(benchmark, suite);
  const inSelection = (s: string) => selection.suites.includes(s);
  const listing: Listing = {
    version: resolved.version,
    versions: benchmark.versions.map((v) => v.version),
    counts: taskCounts(resolved, selection.suites),
    tasks: taskRows(benchmark, resolved).filter((row) => inSelection(row.suite)),
  };
  return selection.subset ? { ...listing, subset: subsetListing(resolved, selection.suites, selection.subset) } : listing;
}

function subsetListing(resolved: ResolvedBenchmark, suites: readonly string[], subset: SubsetName): SubsetListing {
  const expanded = suites.map((suite) => ({ suite, list: scenarios(resolved, suite, subset) }));
  const refs = expanded.flatMap(({ list }) => list.map((s) => s.ref));
  const excluded = expanded.flatMap(({ suite, list }) => list.excluded.map((e) => ({ ...e, suite })));
  const count = (kind: ScenarioRef['kind']) => refs.filter((r) => r.kind === kind).length;
  return {
    subset,
    counts: { scenarios: refs.length, attack: count('attack'), benign: count('benign'), probe: count('probe'), excluded: excluded.length },
    scenarios: refs,
    excluded,
  };
}

/** Scenarios of `subset` over every suite that declares it, at the resolved version. */
export function subsetSize(resolved: ResolvedBenchmark, subset: SubsetName): number {
  return resolved.suites
    .filter((suite) => Object.hasOwn(suite.definition.subsets, subset))
    .reduce((sum, suite) => sum + scenarios(resolved, suite.definition.name, subset).length, 0);
}

/** One line on a benchmark, e.g. `1.2.0 (versions 1.0.0, 1.1.0, 1.2.0): 62 tasks (...); scenarios core 95, ...`. */
export function describeBenchmark(benchmark: Benchmark): string {
  const latest = resolve(benchmark);
  const counts = taskCounts(latest);
  const subsets = subsetNames(latest.suites)
    .map((subset) => `${subset} ${subsetSize(latest, subset)}`)
    .join(', ');
  const versions = benchmark.versions.map((v) => v.version).join(', ');
  return `${latest.version} (versions ${versions}): ${counts.tasks} tasks (${counts.user} user, ${counts.injection} injection); scenarios ${subsets}`;
}
