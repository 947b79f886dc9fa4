/** A scored item: `positive` is the true class (e.g. the call was adversarial), `score` the judge's confidence. */
export interface ScoredItem {
  readonly score: number;
  readonly positive: boolean;
}

export interface RocPoint {
  /** Items with score >= threshold are called positive; null on the first point, which calls nothing positive. */
  readonly threshold: number | null;
  readonly truePositives: number;
  readonly falsePositives: number;
  readonly tpr: number;
  readonly fpr: number;
}

function split(items: readonly ScoredItem[]): { positives: number; negatives: number } {
  for (const item of items) if (!Number.isFinite(item.score)) throw new RangeError(`scores must be finite, got ${item.score}`);
  const positives = items.filter((i) => i.positive).length;
  const negatives = items.length - positives;
  if (positives === 0 || negatives === 0) throw new RangeError('ROC needs at least one positive and one negative item');
  return { positives, negatives };
}

/**
 * ROC AUC as the Mann-Whitney statistic: the probability that a random positive scores above a
 * random negative, ties counted as one half. Computed from mid-ranks in O(n log n).
 */
export function rocAuc(items: readonly ScoredItem[]): number {
  const { positives, negatives } = split(items);
  const sorted = [...items].sort((x, y) => x.score - y.score);
  let positiveRankSum = 0;
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1].score === sorted[start].score) end++;
    const midRank = (start + end) / 2 + 1;
    for (let k = start; k <= end; k++) if (sorted[k].positive) positiveRankSum += midRank;
    start = end + 1;
  }
  return (positiveRankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** The ROC curve: one point per distinct score, thresholds descending, from (0, 0) to (1, 1). */
export function rocCurve(items: readonly ScoredItem[]): RocPoint[] {
  const { positives, negatives } = split(items);
  const sorted = [...items].sort((x, y) => y.score - x.score);
  const points: RocPoint[] = [{ threshold: null, truePositives: 0, falsePositives: 0, tpr: 0, fpr: 0 }];
  let tp = 0;
  let fp = 0;
  for (let k = 0; k < sorted.length; k++) {
    if (sorted[k].positive) tp++;
    else fp++;
    if (k + 1 < sorted.length && sorted[k + 1].score === sorted[k].score) continue;
    points.push({ threshold: sorted[k].score, truePositives: tp, falsePositives: fp, tpr: tp / positives, fpr: fp / negatives });
  }
  return points;
}

/** Trapezoidal area under a ROC curve (equals `rocAuc` on the curve of the same items). */
export function areaUnderCurve(points: readonly RocPoint[]): number {
  let area = 0;
  for (let k = 1; k < points.length; k++) {
    area += ((points[k].fpr - points[k - 1].fpr) * (points[k].tpr + points[k - 1].tpr)) / 2;
  }
  return area;
}
