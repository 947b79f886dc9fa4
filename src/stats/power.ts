import { normalCdf, normalQuantile } from './special.ts';

/**
 * Sample size and power for comparing two independent proportions with a two-sided (or
 * one-sided) z test, normal approximation, equal group sizes, no continuity correction:
 *
 *     n = ( z_{1-α/2} · √(2 p̄ q̄) + z_{1-β} · √(p1 q1 + p2 q2) )² / (p1 − p2)²,   p̄ = (p1 + p2)/2
 *
 * The null standard error uses the pooled proportion p̄ (under H0 both groups share it), the
 * alternative standard error the two separate proportions (Fleiss 1981, eq. 3.14 without the
 * continuity correction). It is the closed form of R's `power.prop.test` (strict = FALSE), whose
 * power is Φ((√n |p1 − p2| − z_{1−α/2} √(2 p̄ q̄)) / √(p1 q1 + p2 q2)).
 *
 * The Chokepoint Harness paper's figure (60% vs 35%, α 0.05, power 0.8 → 62 per group) is this formula: n = 61.44.
 * Its neighbours: pooled variance under both hypotheses 62.6 → 63, separate variances under both
 * 58.7 → 59, Fleiss with continuity correction 69.2 → 70. Cohen's arcsine approximation
 * (R `pwr.2p.test`, n = 2((z_α + z_β)/h)²) gives 61.3 → 62 as well; we keep the pooled-variance
 * z test, the usual two-proportion formula (R `power.prop.test`, Fleiss), as the documented one.
 * test/stats/power.test.ts recomputes each of these.
 */

export interface SampleSizeInput {
  readonly p1: number;
  readonly p2: number;
  /** Significance level, default 0.05. */
  readonly alpha?: number;
  /** Target power 1 − β, default 0.8. */
  readonly power?: number;
  readonly sides?: 1 | 2;
}

export interface SampleSizeResult {
  readonly p1: number;
  readonly p2: number;
  readonly alpha: number;
  readonly power: number;
  readonly sides: 1 | 2;
  /** The unrounded solution of the formula. */
  readonly exact: number;
  /** Scenarios needed in each group: `exact` rounded up. */
  readonly perGroup: number;
  /** Power actually reached with `perGroup` scenarios per group. */
  readonly achievedPower: number;
  readonly formula: string;
}

export const SAMPLE_SIZE_FORMULA =
  'n = (z_{1-a/s}*sqrt(2*pbar*qbar) + z_{1-b}*sqrt(p1*q1 + p2*q2))^2 / (p1 - p2)^2 (normal approximation, pooled variance under H0, no continuity correction)';

/**
 * z_{1−a}, computed as −Φ⁻¹(a): for a tiny `a` (α = 1e-16) the subtraction 1 − a rounds to 1 in
 * double precision and Φ⁻¹(1) is infinite, while Φ⁻¹(a) itself is accurate far into the tail.
 */
function upperQuantile(a: number): number {
  return -normalQuantile(a);
}

function checkSides(sides: number): void {
  if (sides !== 1 && sides !== 2) throw new RangeError(`sides must be 1 or 2, got ${sides}`);
}

function checkProbabilities(p1: number, p2: number, alpha: number): void {
  for (const [name, p] of [
    ['p1', p1],
    ['p2', p2],
  ] as const) {
    if (!(p > 0 && p < 1)) throw new RangeError(`${name} must be strictly between 0 and 1, got ${p}`);
  }
  if (p1 === p2) throw new RangeError('p1 and p2 must differ: no sample size detects a zero difference');
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be in (0, 1), got ${alpha}`);
}

function nullAndAlternativeSd(p1: number, p2: number): { pooled: number; separate: number } {
  const pbar = (p1 + p2) / 2;
  return { pooled: Math.sqrt(2 * pbar * (1 - pbar)), separate: Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2)) };
}

/** Power of the two-proportion z test with `n` per group (same approximation as `sampleSizeTwoProportions`). */
export function powerTwoProportions(input: { p1: number; p2: number; n: number; alpha?: number; sides?: 1 | 2 }): number {
  const { p1, p2, n, alpha = 0.05, sides = 2 } = input;
  checkProbabilities(p1, p2, alpha);
  checkSides(sides);
  if (!(n > 0 && Number.isFinite(n))) throw new RangeError(`n must be a positive number, got ${n}`);
  const { pooled, separate } = nullAndAlternativeSd(p1, p2);
  const zAlpha = upperQuantile(alpha / sides);
  return normalCdf((Math.sqrt(n) * Math.abs(p1 - p2) - zAlpha * pooled) / separate);
}

export function sampleSizeTwoProportions(input: SampleSizeInput): SampleSizeResult {
  const { p1, p2, alpha = 0.05, power = 0.8, sides = 2 } = input;
  checkProbabilities(p1, p2, alpha);
  checkSides(sides);
  if (!(power > 0 && power < 1)) throw new RangeError(`power must be in (0, 1), got ${power}`);
  const { pooled, separate } = nullAndAlternativeSd(p1, p2);
  const zAlpha = upperQuantile(alpha / sides);
  const zBeta = normalQuantile(power);
  const exact = ((zAlpha * pooled + zBeta * separate) / (p1 - p2)) ** 2;
  if (!(exact <= Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`the sample size per group would exceed ${Number.MAX_SAFE_INTEGER}: p1 and p2 are too close to tell apart at these levels`);
  }
  // Guard against a solution like 61.000000000001 that is an integer up to rounding error.
  const perGroup = Math.ceil(exact - 1e-9);
  return {
    p1,
    p2,
    alpha,
    power,
    sides,
    exact,
    perGroup,
    achievedPower: powerTwoProportions({ p1, p2, n: perGroup, alpha, sides }),
    formula: SAMPLE_SIZE_FORMULA,
  };
}

export interface PowerReport extends SampleSizeResult {
  /** Power reached with the `n` scenarios per group the user asked about. */
  readonly atN?: { readonly n: number; readonly power: number };
}

/** The sample size per group for `input`, and the power reached with `n` per group when given. */
export function powerReport(input: SampleSizeInput & { readonly n?: number }): PowerReport {
  const result = sampleSizeTwoProportions(input);
  return input.n === undefined ? result : { ...result, atN: { n: input.n, power: powerTwoProportions({ ...input, n: input.n }) } };
}
