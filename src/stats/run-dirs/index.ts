/** Statistics over run directories: reading, per-run summaries, comparisons across runs, judge calibration. */
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
export { isImported, registryLookups, type DefinitionLookups } from './lookups.ts';
export { readRunDir, type RunData } from './reader.ts';
export { buildStatsReport, type StatsOptions, type StatsReport } from './report.ts';
export {
  groupRates,
  runLabel,
  securityInputs,
  SIDE_EFFECT_SOURCE,
  summarizeRun,
  type GroupRates,
  type RunSummary,
  type SecurityResult,
} from './summary.ts';
export { renderStatsReport } from '../reporters/render.ts';
