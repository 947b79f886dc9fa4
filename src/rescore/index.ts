/** Re-scoring stored traces under other judge definitions, verdict flips between versions, and the D1-D4 ablation. */
export { dispatchedCalls, replayScenario, type Divergence, type ReplayedScenario, type ReplayResult } from './replay.ts';
export {
  contextOf,
  endingOf,
  judgeScenario,
  replayRecords,
  rescoreRecords,
  rescoreReplayed,
  tasksAt,
  type RescoredScenario,
  type RescoreResult,
  type ScenarioTasks,
  type SkippedScenario,
} from './rescore.ts';
export { verdictFlips, type FlipReport, type VerdictFlip } from './flips.ts';
export { diffWithFlipsReporters, flipReporters, type DiffWithFlips } from './reporters/flips.ts';
export { summariseRescore, type RescoreReport, type RescoreSummary } from './summary.ts';
export { rescoreReporters } from './reporters/rescore.ts';
export { writeRescoredRun } from './write.ts';
export {
  ablateReplayed,
  BROKEN_TABLE,
  defaultAblationPlan,
  runAblation,
  type AblationDefect,
  type AblationDefinitions,
  type AblationOptions,
  type AblationPlanEntry,
  type AblationReport,
  type AblationRow,
  type AblationRunInfo,
  type ReplayCheck,
  type StoredRunAblation,
} from './ablation.ts';
export { ablationReporters } from './reporters/ablation.ts';
export { nameOnlyPredicate, targetTool } from './name-only.ts';
export { undeliverableScenarios, withoutTable } from './scratch.ts';
export { produceTraces, type StoredTraces, type TraceRunSpec } from './traces.ts';
export { ABLATION_DEFECTS, ablationMarkdown, ablationTable, replayTable } from './reporters/ablation.ts';
export { flipsTable } from './reporters/flips.ts';
export { ablateBenchmark } from './run-ablation.ts';
