import { normalQuantile } from './special.ts';

/** A binomial proportion with its denominator and its Wilson score interval. */
export interface Proportion {
  readonly successes: number;
  readonly trials: number;
  /** successes / trials; null when there are no trials. */
  readonly estimate: number | null;
  /** Wilson score interval at `confidence`; null when there are no trials. */
  readonly lower: number | null;
  readonly upper: number | null;
  readonly confidence: number;
}

export interface Interval {
  readonly lower: number;
  readonly upper: number;
}

function checkCounts(successes: number, trials: number): void {
  if (!Number.isInteger(successes) || !Number.isInteger(trials) || successes < 0 || trials < 0 || successes > trials) {
    throw new RangeError(`need integers 0 <= successes <= trials, got ${successes}/${trials}`);
  }
}

/**
 * Wilson score interval (the interval of p whose score test does not reject), as R's
 * `prop.test(x, n, correct = FALSE)$conf.int`, clamped to [0, 1].
 */
export function wilson(successes: number, trials: number, confidence = 0.95): Interval {
  checkCounts(successes, trials);
  if (trials === 0) throw new RangeError('Wilson interval needs at least one trial');
  return wilsonScore(successes / trials, trials, confidence);
}

/**
 * The Wilson score interval of an observed proportion `p` on `n` observations, where `n` may be an
 * effective sample size (not an integer): the bounds are the roots of n (p − π)² = z² π (1 − π).
 */
export function wilsonScore(p: number, n: number, confidence = 0.95): Interval {
  if (!(confidence > 0 && confidence < 1)) throw new RangeError(`confidence must be in (0, 1), got ${confidence}`);
  if (!(n > 0) || !(p >= 0 && p <= 1)) throw new RangeError(`need 0 <= p <= 1 and n > 0, got p ${p}, n ${n}`);
  const z = normalQuantile(1 - (1 - confidence) / 2);
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}

export function proportion(successes: number, trials: number, confidence = 0.95): Proportion {
  checkCounts(successes, trials);
  if (trials === 0) return { successes, trials, estimate: null, lower: null, upper: null, confidence };
  const { lower, upper } = wilson(successes, trials, confidence);
  return { successes, trials, estimate: successes / trials, lower, upper, confidence };
}

/** The proportion of the complementary event (failures), interval mirrored. */
export function complement(p: Proportion): Proportion {
  return {
    successes: p.trials - p.successes,
    trials: p.trials,
    estimate: p.estimate === null ? null : 1 - p.estimate,
    lower: p.upper === null ? null : 1 - p.upper,
    upper: p.lower === null ? null : 1 - p.lower,
    confidence: p.confidence,
  };
}

/** Cohen's h = 2·asin(√p1) − 2·asin(√p2): effect size of a difference of proportions. */
export function cohensH(p1: number, p2: number): number {
  for (const p of [p1, p2]) if (!(p >= 0 && p <= 1)) throw new RangeError(`proportion must be in [0, 1], got ${p}`);
  return 2 * Math.asin(Math.sqrt(p1)) - 2 * Math.asin(Math.sqrt(p2));
}

export interface Estimate {
  readonly estimate: number;
  readonly lower: number;
  readonly upper: number;
  readonly confidence: number;
}

function withInterval(p: Proportion): { p: number; l: number; u: number } {
  if (p.estimate === null || p.lower === null || p.upper === null) throw new RangeError('proportion has no trials');
  return { p: p.estimate, l: p.lower, u: p.upper };
}

/**
 * Difference a − b of two independent proportions with Newcombe's hybrid score interval (1998,
 * method 10): the Wilson limits of each proportion combined by recovering their variances (MOVER).
 */
export function newcombeDifference(a: Proportion, b: Proportion): Estimate {
  const x = withInterval(a);
  const y = withInterval(b);
  const d = x.p - y.p;
  return {
    estimate: d,
    lower: d - Math.sqrt((x.p - x.l) ** 2 + (y.u - y.p) ** 2),
    upper: d + Math.sqrt((x.u - x.p) ** 2 + (y.p - y.l) ** 2),
    confidence: a.confidence,
  };
}

/**
 * Balanced accuracy ½[(1 − ASR) + UPR] of two independent proportions, with the MOVER interval
 * of a sum (Zou & Donner 2008) built from the two Wilson intervals.
 */
export function balancedAccuracyEstimate(asr: Proportion, upr: Proportion): Estimate {
  const q = withInterval(complement(asr));
  const u = withInterval(upr);
  const ba = 0.5 * (q.p + u.p);
  return {
    estimate: ba,
    lower: ba - 0.5 * Math.sqrt((q.p - q.l) ** 2 + (u.p - u.l) ** 2),
    upper: ba + 0.5 * Math.sqrt((q.u - q.p) ** 2 + (u.u - u.p) ** 2),
    confidence: asr.confidence,
  };
}
