/** The versioned benchmark: module loading, registration checks, the resolver and scenarios. */
export { loadBenchmark, type LoadOptions } from './load.ts';
export { resolve, resolveDefinitions, knownDefectsAt } from './resolve.ts';
export { scenarios } from './scenarios.ts';
export { compareNatural, compareVersions } from './order.ts';
export { BUNDLED_JUDGES_DIR, BUNDLED_VERSIONS_DIR, REPO_ROOT } from './paths.ts';
export type {
  Benchmark,
  ExcludedScenario,
  LoadedDefinition,
  LoadedManifest,
  LoadedSuite,
  ResolvedBenchmark,
  Scenario,
  ScenarioList,
} from './types.ts';
