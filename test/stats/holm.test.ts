import { describe, expect, it } from 'vitest';
import { holmAdjust } from '../../src/stats/holm.ts';

/** Holm by its definition: p_(i) adjusted = max_{j <= i} min(1, (m − j + 1) p_(j)), quadratic and index-based. */
function holmByDefinition(p: readonly number[]): number[] {
  const m = p.length;
  return p.map((pi, i) => {
    let best = 0;
    p.forEach((pj, j) => {
      const rank = p.filter((q, k) => q < pj || (q === pj && k < j)).length;
      const precedes = pj < pi || (pj === pi && j <= i);
      if (precedes) best = Math.max(best, Math.min(1, (m - rank) * pj));
    });
    return best;
  });
}

describe('Holm-Bonferroni', () => {
  it('matches hand-computed p.adjust(c(0.01,0.02,0.03,0.04,0.05), "holm")', () => {
    const adjusted = holmAdjust([0.01, 0.02, 0.03, 0.04, 0.05]);
    [0.05, 0.08, 0.09, 0.09, 0.09].forEach((v, i) => expect(adjusted[i]).toBeCloseTo(v, 14));
  });

  it('keeps input order and agrees with the definition', () => {
    const p = [0.04, 0.001, 0.5, 0.03, 0.0125, 0.04, 1];
    const adjusted = holmAdjust(p);
    holmByDefinition(p).forEach((v, i) => expect(adjusted[i]).toBeCloseTo(v, 14));
    expect(adjusted[1]).toBeCloseTo(0.007, 14);
  });

  it('caps at 1 and handles empty families', () => {
    expect(holmAdjust([1, 1, 0.9])).toEqual([1, 1, 1]);
    expect(holmAdjust([])).toEqual([]);
    expect(() => holmAdjust([Number.NaN])).toThrow(RangeError);
  });
});
