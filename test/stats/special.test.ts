import { describe, expect, it } from 'vitest';
import { logChoose, logFactorial, logGamma, normalCdf, normalQuantile } from '../../src/stats/special.ts';
import { choose } from './exact.ts';

describe('normal distribution', () => {
  it('matches well-known quantiles', () => {
    // qnorm(0.975), qnorm(0.8), qnorm(1e-10) in R; the first two are textbook constants.
    expect(normalQuantile(0.975)).toBeCloseTo(1.959963984540054, 12);
    expect(normalQuantile(0.8)).toBeCloseTo(0.8416212335729143, 12);
    expect(normalQuantile(0.5)).toBe(0);
    expect(normalQuantile(1e-10)).toBeCloseTo(-6.361340902404056, 9);
    expect(normalQuantile(1 - 1e-10)).toBeCloseTo(6.361340902404056, 6);
  });

  it('matches well-known CDF values', () => {
    // pnorm(1), pnorm(-3) in R.
    expect(normalCdf(1)).toBeCloseTo(0.8413447460685429, 14);
    expect(normalCdf(-3)).toBeCloseTo(0.0013498980316301, 15);
    expect(normalCdf(0)).toBe(0.5);
  });

  it('CDF and quantile invert each other', () => {
    for (const p of [0.001, 0.025, 0.2, 0.5, 0.77, 0.975, 0.999]) expect(normalCdf(normalQuantile(p))).toBeCloseTo(p, 13);
  });
});

describe('log-gamma and log-factorials', () => {
  it('matches closed forms', () => {
    expect(logGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 13);
    expect(logGamma(1)).toBeCloseTo(0, 14);
    expect(logGamma(10)).toBeCloseTo(Math.log(362880), 12);
  });

  it('log-factorials agree with a plain sum of logs beyond the table', () => {
    let sum = 0;
    for (let k = 1; k <= 3000; k++) sum += Math.log(k);
    expect(logFactorial(3000) / sum).toBeCloseTo(1, 12);
  });

  it('log binomial coefficients agree with exact BigInt binomials', () => {
    for (const [n, k] of [
      [10, 3],
      [86, 43],
      [200, 17],
    ] as const) {
      const exact = Number(choose(n, k));
      expect(Math.exp(logChoose(n, k)) / exact).toBeCloseTo(1, 10);
    }
    expect(logChoose(5, 6)).toBe(Number.NEGATIVE_INFINITY);
  });
});
