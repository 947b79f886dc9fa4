/** Statistics of the metrics and authorization model and the Chokepoint Harness paper: metrics, intervals, exact tests, effect sizes, ROC, power, rates over records. */
export { type AnyAttackCase, anyAttack, type AnyAttackResult, type AttackAttempt } from './any-attack.ts';
export { CLUSTERED_INTERVAL_METHOD, type ClusterCount, clusterCounts, clusteredProportion, type ClusteredProportion } from './clustered.ts';
export { MetricsRefusal, type MetricsRefusalReason } from './errors.ts';
export { type Alternative, fisherExact, type FisherResult, type Table2x2 } from './fisher.ts';
export { holmAdjust } from './holm.ts';
export { mcnemarExact, mcnemarPaired, type McNemarResult } from './mcnemar.ts';
export {
  JOINT_UTILITY_ATTACK_KEYS,
  type JointUtilityAttack,
  PAIRED_COUNT_KEYS,
  PAIRED_EFFECT_KEYS,
  pairedControlEffects,
  type PairedControlEffects,
  pairedControlEffectsToSnakeCase,
  type PairedCounts,
  SECURITY_METRIC_KEYS,
  type SecurityCase,
  securityMetrics,
  type SecurityMetrics,
  securityMetricsToSnakeCase,
} from './metrics.ts';
export {
  powerReport,
  type PowerReport,
  powerTwoProportions,
  SAMPLE_SIZE_FORMULA,
  type SampleSizeInput,
  type SampleSizeResult,
  sampleSizeTwoProportions,
} from './power.ts';
export {
  balancedAccuracyEstimate,
  cohensH,
  complement,
  type Estimate,
  type Interval,
  newcombeDifference,
  proportion,
  type Proportion,
  wilson,
  wilsonScore,
} from './proportions.ts';
export {
  DEFAULT_PERMUTATION_RESAMPLES,
  DEFAULT_PERMUTATION_SEED,
  pairedPermutationTest,
  type PermutationOptions,
  type PermutationTest,
} from './permutation.ts';
export { seededRandom } from './random.ts';
export {
  attackPassed,
  attackSuccessRate,
  COUNTED_OUTCOMES,
  deliveryCounts,
  type DeliveryCounts,
  isJudgeError,
  meanScore,
  type MeanScore,
  ofKind,
  OUTCOME_CLASSES,
  outcomeCounts,
  requiredToolsExecuted,
  type RequiredToolsLookup,
  type UprResult,
  utilityPreservationRate,
  utilityRate,
} from './rates.ts';
export { areaUnderCurve, rocAuc, rocCurve, type RocPoint, type ScoredItem } from './roc.ts';
export { logChoose, logFactorial, logGamma, normalCdf, normalQuantile } from './special.ts';
export { ABLATION, CALIBRATION, COMPARISON, HEADLINE, METRICS_DOCS, METRIC_GROUPS, PROTOCOL, metricsAnchor, type MetricDefinition } from './definitions.ts';
export { formatCount, formatDifference, formatEstimate, formatIds, formatMeanScore, formatP, formatProportion, formatSigned, percent } from './format.ts';
export { defenseRefusalRate, isDefenseRefusal } from './rates.ts';
export { powerReporters } from './reporters/power.ts';
