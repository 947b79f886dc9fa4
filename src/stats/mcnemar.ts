import { logChoose } from './special.ts';

export interface McNemarResult {
  /** Pairs that succeeded under the reference and failed under the other condition. */
  readonly lost: number;
  /** Pairs that failed under the reference and succeeded under the other condition. */
  readonly gained: number;
  readonly discordant: number;
  /** Exact two-sided p: binomial test of `lost` among the discordant pairs against 1/2. */
  readonly pValue: number;
}

/**
 * Exact McNemar test: under H0 each discordant pair is equally likely to go either way, so
 * `lost ~ Binomial(lost + gained, 1/2)`. The distribution is symmetric, so the two-sided p is
 * min(1, 2·P(X <= min(lost, gained))) — what R's `binom.test(lost, lost + gained)` returns.
 */
export function mcnemarExact(lost: number, gained: number): McNemarResult {
  for (const n of [lost, gained]) {
    if (!Number.isInteger(n) || n < 0) throw new RangeError(`discordant counts must be non-negative integers, got ${n}`);
  }
  const n = lost + gained;
  const smaller = Math.min(lost, gained);
  let tail = 0;
  for (let i = 0; i <= smaller; i++) tail += Math.exp(logChoose(n, i) - n * Math.LN2);
  return { lost, gained, discordant: n, pValue: Math.min(1, 2 * tail) };
}

/** Exact McNemar on two aligned lists of outcomes of the same items. */
export function mcnemarPaired(reference: readonly boolean[], other: readonly boolean[]): McNemarResult {
  if (reference.length !== other.length) throw new RangeError('paired outcome lists differ in length');
  let lost = 0;
  let gained = 0;
  reference.forEach((before, i) => {
    if (before && !other[i]) lost++;
    if (!before && other[i]) gained++;
  });
  return mcnemarExact(lost, gained);
}
