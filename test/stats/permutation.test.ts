import { describe, expect, it } from 'vitest';
import { pairedPermutationTest } from '../../src/stats/permutation.ts';
import { seededRandom } from '../../src/stats/random.ts';

describe('paired permutation test over clusters', () => {
  it('enumerates every sign assignment: hand-computed p for three tasks', () => {
    // Differences 1, 1/3, -1/3; |sum| = 1. Sign vectors of (1, 1/3, 1/3): sums ±5/3 (2), ±1 (4), ±1/3 (2) -> 6/8 reach 1.
    const test = pairedPermutationTest([1, 1 / 3, -1 / 3]);
    expect(test.method).toBe('exact');
    expect(test.pValue).toBe(6 / 8);
    expect(test.meanDifference).toBeCloseTo(1 / 3, 15);
    expect(test.clusters).toBe(3);
  });

  it('gives the smallest exact p when every task moves the same way, and 1 when nothing moved', () => {
    expect(pairedPermutationTest([0.5, 1, 0.25, 1, 0.5]).pValue).toBe(2 / 32);
    expect(pairedPermutationTest([0, 0, 0]).pValue).toBe(1);
    // Zero differences are clusters too, but carry no sign.
    expect(pairedPermutationTest([0, 0, 1, 1]).pValue).toBe(2 / 4);
  });

  it('samples with a fixed seed beyond the exact limit: reproducible, never zero, close to the exact value', () => {
    const random = seededRandom(3);
    const differences = Array.from({ length: 14 }, () => Math.round((random() - 0.35) * 6) / 3);
    const exact = pairedPermutationTest(differences);
    const sampled = pairedPermutationTest(differences, { exactUpTo: 4, resamples: 20_000, seed: 11 });
    expect(sampled.method).toBe('monte-carlo');
    expect(sampled).toEqual(pairedPermutationTest(differences, { exactUpTo: 4, resamples: 20_000, seed: 11 }));
    expect(Math.abs(sampled.pValue - exact.pValue)).toBeLessThan(0.01);
    const extreme = pairedPermutationTest(Array.from({ length: 40 }, () => 1));
    expect(extreme.pValue).toBe(1 / 20_001);
  });

  it('holds its level under H0: about 5% of null data sets reject at 0.05', () => {
    const random = seededRandom(5);
    let rejections = 0;
    const trials = 400;
    for (let t = 0; t < trials; t++) {
      // Twelve tasks, three repeats per run, the same per-task rate in both runs.
      const differences = Array.from({ length: 12 }, () => {
        const rate = random();
        let a = 0;
        let b = 0;
        for (let r = 0; r < 3; r++) {
          if (random() < rate) a++;
          if (random() < rate) b++;
        }
        return (b - a) / 3;
      });
      if (pairedPermutationTest(differences).pValue <= 0.05) rejections++;
    }
    expect(rejections / trials).toBeLessThanOrEqual(0.075);
    expect(rejections / trials).toBeGreaterThan(0.01);
  });

  it('refuses empty and non-finite input', () => {
    expect(() => pairedPermutationTest([])).toThrow(/at least one cluster/);
    expect(() => pairedPermutationTest([Number.NaN])).toThrow(/finite/);
  });
});
