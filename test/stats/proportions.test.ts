import { describe, expect, it } from 'vitest';
import { balancedAccuracyEstimate, cohensH, complement, newcombeDifference, proportion, wilson } from '../../src/stats/proportions.ts';

const Z = 1.959963984540054; // qnorm(0.975)

describe('Wilson score interval', () => {
  it('matches the published values of Newcombe (1998), Table II, method 3 (score, no continuity correction)', () => {
    const cases: [number, number, number, number][] = [
      [81, 263, 0.2553, 0.3662],
      [15, 148, 0.0624, 0.1605],
      [0, 20, 0, 0.1611],
      [1, 29, 0.0061, 0.1718],
    ];
    for (const [x, n, lower, upper] of cases) {
      const ci = wilson(x, n);
      expect(ci.lower).toBeCloseTo(lower, 4);
      expect(ci.upper).toBeCloseTo(upper, 4);
    }
  });

  it('bounds solve the score equation n (p̂ − p)² = z² p (1 − p)', () => {
    for (const [x, n] of [
      [1, 43],
      [12, 52],
      [30, 43],
      [6, 7],
    ] as const) {
      const { lower, upper } = wilson(x, n);
      const pHat = x / n;
      for (const p of [lower, upper]) expect(n * (pHat - p) ** 2 - Z * Z * p * (1 - p)).toBeCloseTo(0, 12);
    }
  });

  it('has the closed form z²/(n + z²) for zero successes and mirrors for all successes', () => {
    const zero = wilson(0, 43);
    expect(zero.lower).toBe(0);
    expect(zero.upper).toBeCloseTo((Z * Z) / (43 + Z * Z), 14);
    const all = wilson(43, 43);
    expect(all.upper).toBe(1);
    expect(all.lower).toBeCloseTo(1 - zero.upper, 14);
  });

  it('reports no interval (not a made-up one) for an empty denominator', () => {
    expect(proportion(0, 0)).toMatchObject({ estimate: null, lower: null, upper: null, trials: 0 });
    expect(() => wilson(0, 0)).toThrow(RangeError);
    expect(() => proportion(5, 3)).toThrow(RangeError);
  });

  it('complement mirrors estimate and interval', () => {
    const upr = proportion(48, 52);
    const frr = complement(upr);
    expect(frr.successes).toBe(4);
    expect(frr.estimate).toBeCloseTo(4 / 52, 15);
    const direct = wilson(4, 52);
    expect(frr.lower).toBeCloseTo(direct.lower, 14);
    expect(frr.upper).toBeCloseTo(direct.upper, 14);
  });
});

describe("Cohen's h", () => {
  it('agrees with the equivalent form acos(1 − 2 p2) − acos(1 − 2 p1)', () => {
    for (const [p1, p2] of [
      [0.6, 0.35],
      [1 / 43, 0],
      [0.5, 0.5],
      [0.115, 0.077],
    ] as const) {
      expect(cohensH(p1, p2)).toBeCloseTo(Math.acos(1 - 2 * p1) - Math.acos(1 - 2 * p2), 14);
    }
  });

  it('is the paper-scale value for 1/43 against 0/43 (the Chokepoint Harness paper reports h <= 0.31)', () => {
    expect(cohensH(1 / 43, 0)).toBeCloseTo(Math.acos(41 / 43), 14);
    expect(cohensH(1 / 43, 0)).toBeLessThanOrEqual(0.31);
    expect(cohensH(0, 1 / 43)).toBeCloseTo(-Math.acos(41 / 43), 14);
  });
});

describe('differences and balanced accuracy', () => {
  it('matches Newcombe (1998), Table II, method 10 (hybrid score) for a difference of independent proportions', () => {
    const cases: [number, number, number, number, number, number][] = [
      [56, 70, 48, 80, 0.0524, 0.3339],
      [9, 10, 3, 10, 0.1705, 0.809],
      [5, 56, 0, 29, -0.0381, 0.1926],
      [0, 10, 0, 20, -0.1611, 0.2775],
      [0, 10, 0, 10, -0.2775, 0.2775],
      [10, 10, 0, 20, 0.6791, 1],
      [10, 10, 0, 10, 0.6075, 1],
    ];
    for (const [x1, n1, x2, n2, lower, upper] of cases) {
      const d = newcombeDifference(proportion(x1, n1), proportion(x2, n2));
      expect(d.estimate).toBeCloseTo(x1 / n1 - x2 / n2, 15);
      expect(d.lower).toBeCloseTo(lower, 4);
      expect(d.upper).toBeCloseTo(upper, 4);
    }
  });

  it('gives balanced accuracy the interval ½ + ½·(UPR − ASR difference interval)', () => {
    for (const [a, na, u, nu] of [
      [6, 8, 5, 6],
      [1, 43, 48, 52],
      [0, 43, 12, 12],
    ] as const) {
      const asr = proportion(a, na);
      const upr = proportion(u, nu);
      const ba = balancedAccuracyEstimate(asr, upr);
      const d = newcombeDifference(upr, asr);
      expect(ba.estimate).toBeCloseTo(0.5 * (1 - a / na + u / nu), 15);
      expect(ba.lower).toBeCloseTo(0.5 + 0.5 * d.lower, 14);
      expect(ba.upper).toBeCloseTo(0.5 + 0.5 * d.upper, 14);
    }
    expect(() => balancedAccuracyEstimate(proportion(0, 0), proportion(1, 2))).toThrow(RangeError);
  });
});
