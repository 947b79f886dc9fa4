import { describe, expect, it } from 'vitest';
import { powerTwoProportions, sampleSizeTwoProportions } from '../../src/stats/power.ts';

// Textbook normal quantiles (qnorm(0.975), qnorm(0.8)), independent of src/stats/special.ts.
const Z_ALPHA = 1.959963984540054;
const Z_BETA = 0.8416212335729143;

describe('sample size for two proportions', () => {
  it('gives 62 per group for 60% vs 35% at alpha 0.05, power 0.8 (the Chokepoint Harness paper)', () => {
    const result = sampleSizeTwoProportions({ p1: 0.6, p2: 0.35 });
    expect(result.perGroup).toBe(62);
    // Hand evaluation of the formula: (1.95996·√(2·0.475·0.525) + 0.84162·√(0.24 + 0.2275))² / 0.25² = 61.4418
    expect(result.exact).toBeCloseTo(61.44178, 4);
    expect(result.achievedPower).toBeGreaterThanOrEqual(0.8);
    expect(powerTwoProportions({ p1: 0.6, p2: 0.35, n: 61 })).toBeLessThan(0.8);
    expect(sampleSizeTwoProportions({ p1: 0.35, p2: 0.6 }).perGroup).toBe(62);
  });

  it('is the only one of the usual formulas that rounds to 62 besides the arcsine one', () => {
    const [p1, p2, d] = [0.6, 0.35, 0.25];
    const pbar = (p1 + p2) / 2;
    const pooled = Math.sqrt(2 * pbar * (1 - pbar));
    const separate = Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
    const fleiss = ((Z_ALPHA * pooled + Z_BETA * separate) / d) ** 2;
    const pooledBoth = (((Z_ALPHA + Z_BETA) * pooled) / d) ** 2;
    const separateBoth = (((Z_ALPHA + Z_BETA) * separate) / d) ** 2;
    const corrected = (fleiss / 4) * (1 + Math.sqrt(1 + 4 / (fleiss * d))) ** 2;
    const h = 2 * Math.asin(Math.sqrt(p1)) - 2 * Math.asin(Math.sqrt(p2));
    const arcsine = 2 * ((Z_ALPHA + Z_BETA) / h) ** 2;
    expect([fleiss, pooledBoth, separateBoth, corrected, arcsine].map(Math.ceil)).toEqual([62, 63, 59, 70, 62]);
    expect(sampleSizeTwoProportions({ p1, p2 }).exact).toBeCloseTo(fleiss, 10);
  });

  it('shows why 43 attack scenarios cannot separate small differences', () => {
    expect(powerTwoProportions({ p1: 0.6, p2: 0.35, n: 43 })).toBeLessThan(0.7);
    expect(sampleSizeTwoProportions({ p1: 0.023, p2: 0.001 }).perGroup).toBeGreaterThan(43);
  });

  it('supports one-sided tests and other targets', () => {
    const oneSided = sampleSizeTwoProportions({ p1: 0.6, p2: 0.35, sides: 1 });
    expect(oneSided.exact).toBeCloseTo(((1.6448536269514722 * 0.7062223 + Z_BETA * 0.6837397) / 0.25) ** 2, 3);
    expect(sampleSizeTwoProportions({ p1: 0.6, p2: 0.35, power: 0.9 }).perGroup).toBeGreaterThan(62);
  });

  it('refuses impossible inputs', () => {
    expect(() => sampleSizeTwoProportions({ p1: 0.5, p2: 0.5 })).toThrow(RangeError);
    expect(() => sampleSizeTwoProportions({ p1: 0, p2: 0.5 })).toThrow(RangeError);
    expect(() => sampleSizeTwoProportions({ p1: 0.6, p2: 0.3, power: 1 })).toThrow(RangeError);
  });
});
