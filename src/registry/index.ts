/** The versioned benchmark: module loading, registration checks, the resolver and scenarios. */
export { loadBenchmarkInProcess, type LoadOptions } from './load.ts';
export { loadBenchmarkStatically } from './static.ts';
export { resolve, resolveDefinitions, knownDefectsAt, equivalentMutantsAt } from './resolve.ts';
export { checkPlanSize, scenarios } from './scenarios.ts';
export { fixtureOf } from './fixtures.ts';
export { specBenchmark, specOf, taskSpec } from './spec.ts';
export { narrowScenarios, type ScenarioNarrowing } from './narrow.ts';
export { compareNatural, compareVersions } from './order.ts';
export { benchmarkLocation, selectSuite, subsetNames, suiteSubsets, type Selection } from './selection.ts';
export { taskCounts, taskRows, type TaskCounts, type TaskRow } from './task-table.ts';
export { buildListing, describeBenchmark, subsetSize, type Listing, type SubsetListing } from './listing.ts';
export { listingReporters, taskTable } from './reporters/listing.ts';
export { BUNDLED_JUDGES_DIR, bundledVersions, displayPath, PACKAGE_ROOT } from './paths.ts';
export { CONFIG_FILE_NAMES, findConfigFile, findProject, readConfig, type Project, type ProjectConfig } from './project.ts';
export { readLiteralExport, type LiteralExport } from './literal-module.ts';
export { readManifestStatically } from './static-manifest.ts';
export { addTaskVersion, type NewVersionOptions, type NewVersionResult } from './new-version.ts';
export { STARTER_PROJECT_DIR, starterFiles, writeStarterProject, type ScaffoldResult } from './scaffold.ts';
export { newVersionReporters, scaffoldReporters } from './reporters/authoring.ts';
export type {
  AttackShape,
  Benchmark,
  ExcludedScenario,
  InjectionTaskSpec,
  JudgeFunctionShape,
  LoadedDefinition,
  LoadedSuite,
  ResolvedBenchmark,
  Scenario,
  ScenarioList,
  ScenarioTask,
  TaskCore,
  TaskSpec,
  UserTaskSpec,
} from './types.ts';
export { compiledCode, shareCompiledCode, type CompiledCode, type CompiledModule } from './compile-module.ts';
export { ImportRefused, importDefinition, judgeCodeAt, moduleScript, setImportHooks, thrownText } from './import-module.ts';
export { linearPattern, linearPatternProblem, re2Engine, type TextPattern } from './linear-pattern.ts';
export { type ModuleEvaluator } from './module-graph.ts';
export { docsPath, docsUrl, packageVersion, repositoryUrl, versionedDocsUrl } from './paths.ts';
export { checkReferenceRun, checkTask } from './shapes.ts';
export { didYouMean } from './suggest.ts';
