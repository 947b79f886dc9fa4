/**
 * Run directories and their summaries: the store (manifest.json plus one atomically written
 * record per scenario), reading whole runs, per-run summaries, comparisons across runs and judge
 * calibration.
 */
export {
  buildManifest,
  canonicalJson,
  canonicalListPieces,
  codeCommit,
  listScenarioFiles,
  MANIFEST_FILE,
  manifestDifferences,
  manifestPath,
  openRunDirectory,
  readJsonFile,
  readManifest,
  readRunDirectory,
  recordPath,
  runManifestSchema,
  scanRecords,
  scenarioFileName,
  scenarioRecordSchema,
  SCENARIOS_DIR,
  scenariosPath,
  suiteSha256,
  toolVersions,
  writeFileAtomic,
  writeScenarioRecord,
  type ManifestInput,
  type OpenedRun,
  type ReadOptions,
  type RecordProblem,
  type RunDirectory,
  type ScannedRecords,
  type SuiteContent,
} from './store/index.ts';
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
export {
  attackOf,
  protocolSummary,
  repeatOf,
  sideEffectBasis,
  type AnyAttackSummary,
  type AttackRates,
  type ConcealmentSummary,
  type ProtocolSummary,
  type SideEffectBasis,
  type TaskRates,
} from './protocol.ts';
export { readRunDir, readRunDirs, type RunData } from './reader.ts';
export { parseShard, type ShardSpec } from './shard.ts';
export type { TokenPrice } from './tokens.ts';
export { buildStatsReport, type StatsOptions, type StatsReport } from './report.ts';
export {
  runSecurity,
  securityCases,
  sideEffectSource,
  type RunSecurityMetrics,
  type SecurityCaseLabels,
  type SecurityFigure,
  type SecurityResult,
} from './security.ts';
export { groupRates, runLabel, runLabels, summarizeRun, summaryView, type GroupRates, type RunSummary } from './summary.ts';
export { statsMarkdown, statsReporters } from './reporters/render.ts';
export { aucWithCoverage } from './judge-roc.ts';
export { withDefinitionLookups } from './lookups.ts';
export { mergeRuns, type MergeResult } from './merge.ts';
export { mergeReporters } from './reporters/merge.ts';
export { frrCell, statsSections, threatModelText } from './reporters/sections.ts';
export { shardIdentity, shardOf, shardPositions } from './shard.ts';
export { lockRunDirectory, updateManifest, writeCompleteRun, writeRunContents } from './store/index.ts';
export { sideEffectSetIdentity } from './store/manifest.ts';
export { tokenCost, tokenTotals } from './tokens.ts';
