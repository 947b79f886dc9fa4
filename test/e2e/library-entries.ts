/**
 * Each entry of package.json, with names its API must export (checked from the sources by library-entries.test.ts and
 * from the installed package by package.test.ts).
 */
export const LIBRARY_ENTRIES: Readonly<Record<string, readonly string[]>> = {
  chokepoint: ['defineUserTask', 'defineInjectionTask', 'calledWith', 'equalsIgnoreCase', 'ChokepointError'],
  'chokepoint/environment': ['createEnvironment', 'loadFixture', 'parseLocator'],
  'chokepoint/registry': ['loadBenchmarkStatically', 'loadBenchmarkInProcess', 'resolve', 'scenarios'],
  'chokepoint/sandbox': ['Sandbox', 'loadBenchmark', 'SandboxEnvironment'],
  'chokepoint/analyzer': ['analyzeFiles', 'analyzeBenchmark', 'judgeDiff', 'lint', 'taxonomyReport', 'sarif'],
  'chokepoint/harness': ['authorizeCall', 'mediate', 'createMediators', 'runFeasibilityChecks', 'runScenario', 'executeRun'],
  'chokepoint/stats': [
    'securityMetrics',
    'pairedControlEffects',
    'wilson',
    'fisherExact',
    'mcnemarExact',
    'holmAdjust',
    'cohensH',
    'rocAuc',
    'sampleSizeTwoProportions',
  ],
  'chokepoint/runs': ['readRunDirectory', 'readRunDir', 'summarizeRun', 'compareRuns', 'buildStatsReport', 'statsReporters'],
  'chokepoint/validate': ['validateJudges'],
  'chokepoint/rescore': ['rescoreRecords'],
  'chokepoint/agentdojo': ['importSource', 'AGENTDOJO_GOALS'],
  'chokepoint/eslint': ['default', 'plugin'],
};
