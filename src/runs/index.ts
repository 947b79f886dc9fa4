/**
 * Run directories and their summaries: the store (manifest.json plus one atomically written
 * record per scenario), reading whole runs, per-run summaries, comparisons across runs and judge
 * calibration.
 */
export { writeFileAtomic } from './store/atomic.ts';
export { buildManifest, canonicalJson, codeCommit, manifestDifferences, suiteSha256, toolVersions, type ManifestInput, type SuiteContent } from './store/manifest.ts';
export { MANIFEST_FILE, manifestPath, recordPath, scenarioFileName, SCENARIOS_DIR, scenariosPath } from './store/paths.ts';
export {
  listScenarioFiles,
  readJsonFile,
  readManifest,
  readRunDirectory,
  scanRecords,
  type ReadOptions,
  type RecordProblem,
  type RunDirectory,
  type ScannedRecords,
} from './store/read.ts';
export { openRunDirectory, writeScenarioRecord, type OpenedRun } from './store/run-directory.ts';
export {
  agentEventSchema,
  conditionEvaluationSchema,
  mediatorDecisionSchema,
  runManifestSchema,
  scenarioRecordSchema,
  scenarioRefSchema,
  traceCallSchema,
  verdictRecordSchema,
} from './store/schema.ts';
export {
  alignScenarios,
  compareRuns,
  comparisonPairs,
  COMPARED_METRICS,
  type ComparedMetric,
  type LabelledRun,
  type PairComparison,
  type RunComparison,
  type ScenarioAlignment,
  type SkippedMetric,
} from './compare.ts';
export { judgeCalibration, scoringMediators, servesGoal, type AttackGoalLookup, type JudgeCalibration } from './judge-roc.ts';
export { definitionLookups, isImported, registryLookups, type DefinitionLookups } from './lookups.ts';
export { readRunDir, readRunDirs, type RunData } from './reader.ts';
export { buildStatsReport, type StatsOptions, type StatsReport } from './report.ts';
export {
  groupRates,
  runLabel,
  runLabels,
  securityInputs,
  SIDE_EFFECT_SOURCE,
  summarizeRun,
  type GroupRates,
  type RunSummary,
  type SecurityResult,
} from './summary.ts';
export { statsReporters } from './reporters/render.ts';
