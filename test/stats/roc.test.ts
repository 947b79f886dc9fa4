import { describe, expect, it } from 'vitest';
import { areaUnderCurve, rocAuc, rocCurve, type ScoredItem } from '../../src/stats/roc.ts';

function items(positives: number[], negatives: number[]): ScoredItem[] {
  return [...positives.map((score) => ({ score, positive: true })), ...negatives.map((score) => ({ score, positive: false }))];
}

/** AUC by enumerating every (positive, negative) pair, ties as half. */
function pairwiseAuc(positives: number[], negatives: number[]): number {
  let wins = 0;
  for (const p of positives) for (const n of negatives) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (positives.length * negatives.length);
}

describe('ROC AUC', () => {
  it('counts ties as one half (hand-computed: 7.5 of 9 pairs)', () => {
    expect(rocAuc(items([0.9, 0.8, 0.4], [0.7, 0.4, 0.1]))).toBeCloseTo(7.5 / 9, 15);
    expect(rocAuc(items([0.5, 0.5], [0.5]))).toBe(0.5);
    expect(rocAuc(items([1], [0]))).toBe(1);
    expect(rocAuc(items([0], [1]))).toBe(0);
  });

  it('agrees with pairwise enumeration and with the trapezoid under the curve', () => {
    let seed = 7;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return Math.round((seed / 2147483648) * 20) / 20;
    };
    const positives = Array.from({ length: 37 }, next);
    const negatives = Array.from({ length: 53 }, next);
    const data = items(positives, negatives);
    expect(rocAuc(data)).toBeCloseTo(pairwiseAuc(positives, negatives), 13);
    expect(areaUnderCurve(rocCurve(data))).toBeCloseTo(rocAuc(data), 13);
  });

  it('curve runs from (0,0) to (1,1) with one point per distinct score', () => {
    const curve = rocCurve(items([0.9, 0.8, 0.4], [0.7, 0.4, 0.1]));
    expect(curve.map((p) => [p.threshold, p.tpr, p.fpr])).toEqual([
      [null, 0, 0],
      [0.9, 1 / 3, 0],
      [0.8, 2 / 3, 0],
      [0.7, 2 / 3, 1 / 3],
      [0.4, 1, 2 / 3],
      [0.1, 1, 1],
    ]);
  });

  it('refuses a single class', () => {
    expect(() => rocAuc(items([0.2], []))).toThrow(RangeError);
    expect(() => rocCurve(items([], [0.2]))).toThrow(RangeError);
  });
});
