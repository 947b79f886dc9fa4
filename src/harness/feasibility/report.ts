import type { SubsetName } from '../../contract/index.ts';
import { scenarios, selectSuite, subsetNames, suiteSubsets, type Benchmark, type ResolvedBenchmark, type Scenario } from '../../registry/index.ts';
import type { Sandbox } from '../../sandbox/index.ts';
import { checkScenarios, FEASIBILITY_CHECKS } from './index.ts';
import type { FeasibilityFailure } from './types.ts';

/** What `chokepoint check` reports: the scope checked, the checks that ran and every failure. */
export interface FeasibilityReport {
  readonly version: string;
  readonly suites: readonly string[];
  readonly subsets: readonly SubsetName[];
  readonly scenarios: number;
  readonly checks: readonly { readonly id: string; readonly description: string }[];
  readonly failures: readonly FeasibilityFailure[];
}

/** Every feasibility check on the scenarios `suite` selects (`--suite`; default: every subset of every suite). */
export async function feasibilityReport(
  benchmark: Benchmark,
  resolved: ResolvedBenchmark,
  suite: string | undefined,
  sandbox?: Sandbox,
): Promise<FeasibilityReport> {
  const selection = selectSuite(benchmark, suite);
  const chosen = benchmark.suites.filter((s) => selection.suites.includes(s.definition.name));
  const subsets = selection.subset ? [selection.subset] : subsetNames(chosen);
  const failures: FeasibilityFailure[] = [];
  let count = 0;
  for (const name of selection.suites) {
    // A scenario in several subsets (lite is inside core) is checked once.
    const unique = new Map<string, Scenario>();
    const declared = suiteSubsets(chosen.find((s) => s.definition.name === name)!);
    for (const subset of subsets.filter((s) => declared.includes(s)))
      for (const scenario of scenarios(resolved, name, subset)) unique.set(scenario.ref.id, scenario);
    count += unique.size;
    failures.push(...(await checkScenarios(resolved, name, [...unique.values()], sandbox)));
  }
  return {
    version: resolved.version,
    suites: selection.suites,
    subsets,
    scenarios: count,
    checks: FEASIBILITY_CHECKS.map((c) => ({ id: c.id, description: c.description })),
    failures,
  };
}
