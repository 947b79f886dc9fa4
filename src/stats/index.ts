/** Statistics of seeds 000 and 001: metrics, intervals, exact tests, effect sizes, ROC, power, rates over records. */
export * from './errors.ts';
export * from './fisher.ts';
export * from './holm.ts';
export * from './mcnemar.ts';
export * from './metrics.ts';
export * from './power.ts';
export * from './proportions.ts';
export * from './rates.ts';
export * from './roc.ts';
export * from './special.ts';
