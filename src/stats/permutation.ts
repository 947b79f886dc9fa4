import { seededRandom } from './random.ts';

/**
 * Paired permutation (sign-flip) test over clusters. Two runs measured the same user tasks; d_k is
 * the difference of task k's success proportions (other − reference), each over the task's records
 * (attacks and repeats). Under H0 the two runs are exchangeable within every task, so each d_k is
 * as likely to carry either sign; the statistic is the mean of the d_k and the two-sided p-value
 * is the share of sign assignments whose |mean| reaches the observed one. Valid for clustered
 * data, because the task, not the record, is the unit that is resampled; the records of a task
 * may be correlated in any way.
 *
 * Exact (every one of the 2^K assignments) up to `exactUpTo` non-zero differences, else Monte
 * Carlo with a fixed seed, p = (1 + hits) / (1 + resamples) (never zero).
 */

export const DEFAULT_PERMUTATION_SEED = 20260504;
export const DEFAULT_PERMUTATION_RESAMPLES = 20_000;
const DEFAULT_EXACT_UP_TO = 16;

export interface PermutationTest {
  /** Clusters compared (tasks), including those whose difference is zero. */
  readonly clusters: number;
  /** Mean of the per-cluster differences. */
  readonly meanDifference: number;
  readonly pValue: number;
  readonly method: 'exact' | 'monte-carlo';
  /** Monte Carlo only. */
  readonly resamples?: number;
  readonly seed?: number;
}

export interface PermutationOptions {
  readonly seed?: number;
  readonly resamples?: number;
  readonly exactUpTo?: number;
}

export function pairedPermutationTest(differences: readonly number[], options: PermutationOptions = {}): PermutationTest {
  if (differences.length === 0) throw new RangeError('a paired permutation test needs at least one cluster');
  for (const d of differences) if (!Number.isFinite(d)) throw new RangeError(`differences must be finite numbers, got ${d}`);
  const k = differences.length;
  const meanDifference = differences.reduce((a, b) => a + b, 0) / k;
  const nonZero = differences.filter((d) => d !== 0).map(Math.abs);
  // Sums are compared with a tolerance: floating-point sums of the same values in another order may differ in the last bit.
  const observed = Math.abs(differences.reduce((a, b) => a + b, 0)) - 1e-9;
  if (nonZero.length === 0) return { clusters: k, meanDifference, pValue: 1, method: 'exact' };
  if (nonZero.length <= (options.exactUpTo ?? DEFAULT_EXACT_UP_TO)) {
    let hits = 0;
    const total = 2 ** nonZero.length;
    for (let mask = 0; mask < total; mask++) {
      let sum = 0;
      for (let i = 0; i < nonZero.length; i++) sum += mask & (1 << i) ? -nonZero[i] : nonZero[i];
      if (Math.abs(sum) >= observed) hits++;
    }
    return { clusters: k, meanDifference, pValue: hits / total, method: 'exact' };
  }
  const seed = options.seed ?? DEFAULT_PERMUTATION_SEED;
  const resamples = options.resamples ?? DEFAULT_PERMUTATION_RESAMPLES;
  const random = seededRandom(seed);
  let hits = 0;
  for (let b = 0; b < resamples; b++) {
    let sum = 0;
    for (const d of nonZero) sum += random() < 0.5 ? -d : d;
    if (Math.abs(sum) >= observed) hits++;
  }
  return { clusters: k, meanDifference, pValue: (1 + hits) / (1 + resamples), method: 'monte-carlo', resamples, seed };
}
