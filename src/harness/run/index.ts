/** Scenario runs: one scenario through the chokepoint, whole runs into run directories, outcome classes, summaries. */
export { refusalText } from '../../contract/index.ts';
export { notJudged, payloadDelivered } from './judging.ts';
export { benchmarkChokepoint, suiteChokepoint } from './mediation.ts';
export { blockedByDefense, classifyOutcome, isMalformedCall, MALFORMED_CALL_PREFIX, type Ending, type OutcomeInput } from './outcome.ts';
export { createProgress, silentProgress, type Progress, type ProgressOptions } from './progress.ts';
export {
  DEFAULT_MAX_CONSECUTIVE_ENV_ERRORS,
  executeRun,
  RunStopped,
  scenarioOptions,
  type RunOptions,
  type RunPlan,
  type RunResult,
  type RunStopReason,
} from './run.ts';
export {
  DEFAULT_MAX_STEPS,
  DEFAULT_SCENARIO_TIMEOUT_MS,
  runScenario,
  type ChokepointFactory,
  type ScenarioChokepoint,
  type ScenarioRunOptions,
} from './scenario.ts';
export { MAX_REPEATS } from './plan.ts';
