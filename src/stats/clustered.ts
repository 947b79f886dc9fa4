import { wilsonScore } from './proportions.ts';

/**
 * Proportions over records that are not independent: repeats of one scenario, and the several
 * attack scenarios built on one user task, share that task. Their interval is clustered by task.
 *
 * Method (documented in docs/protocol.md): the cluster-robust (CR1) variance of the pooled
 * proportion p̂ = Σy/Σn,
 *
 *     V = K/(K−1) · Σ_k (y_k − p̂ n_k)² / N²,
 *
 * turned into a Kish design effect d = V / (p̂(1 − p̂)/N) and an effective sample size
 * n_eff = N/d, and then the Wilson score interval of p̂ on n_eff observations. Wilson rather than
 * Wald keeps the interval inside [0, 1] and away from zero width at rates near 0 or 1, where a
 * Wald interval on V undercovers badly; the percentile cluster bootstrap undercovers with few
 * tasks or rare events. When p̂ is 0 or 1 the data say nothing about the clustering, so each task
 * counts once (n_eff = K, the worst case of identical outcomes within a task). n_eff never exceeds
 * N (no credit is taken for outcomes that vary less within tasks than chance would make them).
 * The coverage of this interval is checked by simulation in test/stats/clustered.test.ts.
 */

export const CLUSTERED_INTERVAL_METHOD = 'Wilson score interval on the effective sample size of a cluster-robust (CR1) variance, clustered by user task';

/** One cluster's counts (a user task: its records over attacks and repeats). */
export interface ClusterCount {
  readonly key: string;
  readonly successes: number;
  readonly trials: number;
}

export interface ClusteredProportion {
  readonly successes: number;
  readonly trials: number;
  /** Clusters with at least one trial. */
  readonly clusters: number;
  /** successes / trials; null when there are no trials. */
  readonly estimate: number | null;
  readonly lower: number | null;
  readonly upper: number | null;
  readonly confidence: number;
  /** N / n_eff: how many records one independent observation is worth; null without trials. */
  readonly designEffect: number | null;
  /** The sample size the interval is computed on; null without trials. */
  readonly effectiveTrials: number | null;
}

export function clusteredProportion(clusters: readonly ClusterCount[], confidence = 0.95): ClusteredProportion {
  const seen = new Set<string>();
  for (const c of clusters) {
    if (!Number.isInteger(c.successes) || !Number.isInteger(c.trials) || c.successes < 0 || c.successes > c.trials) {
      throw new RangeError(`cluster ${c.key}: need integers 0 <= successes <= trials, got ${c.successes}/${c.trials}`);
    }
    if (seen.has(c.key)) throw new RangeError(`cluster ${c.key} appears twice`);
    seen.add(c.key);
  }
  const used = clusters.filter((c) => c.trials > 0);
  const successes = used.reduce((sum, c) => sum + c.successes, 0);
  const trials = used.reduce((sum, c) => sum + c.trials, 0);
  const k = used.length;
  const empty = { successes, trials, clusters: k, estimate: null, lower: null, upper: null, confidence, designEffect: null, effectiveTrials: null };
  if (trials === 0) return empty;
  const p = successes / trials;
  const effective = effectiveTrials(used, p, trials);
  const { lower, upper } = wilsonScore(p, effective, confidence);
  return { successes, trials, clusters: k, estimate: p, lower, upper, confidence, designEffect: trials / effective, effectiveTrials: effective };
}

function effectiveTrials(clusters: readonly ClusterCount[], p: number, trials: number): number {
  const k = clusters.length;
  if (k === 1) return 1;
  if (p === 0 || p === 1) return k;
  let squares = 0;
  for (const c of clusters) squares += (c.successes - p * c.trials) ** 2;
  const variance = ((k / (k - 1)) * squares) / (trials * trials);
  if (variance === 0) return trials;
  return Math.min(trials, (p * (1 - p)) / variance);
}

/** Counts per cluster of `items`, clusters in first-seen order. */
export function clusterCounts<T>(items: readonly T[], clusterOf: (item: T) => string, success: (item: T) => boolean): ClusterCount[] {
  const counts = new Map<string, { successes: number; trials: number }>();
  for (const item of items) {
    const key = clusterOf(item);
    const count = counts.get(key) ?? { successes: 0, trials: 0 };
    count.trials++;
    if (success(item)) count.successes++;
    counts.set(key, count);
  }
  return [...counts].map(([key, c]) => ({ key, ...c }));
}
