/**
 * Holm-Bonferroni step-down adjusted p-values, in the input order (as R's
 * `p.adjust(p, "holm")`): the i-th smallest p is multiplied by (m - i + 1), then made monotone
 * non-decreasing along the sorted order and capped at 1.
 */
export function holmAdjust(pValues: readonly number[]): number[] {
  for (const p of pValues) if (!(p >= 0 && p <= 1)) throw new RangeError(`p-values must be in [0, 1], got ${p}`);
  const m = pValues.length;
  const order = pValues.map((p, i) => ({ p, i })).sort((x, y) => x.p - y.p || x.i - y.i);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach(({ p, i }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[i] = running;
  });
  return adjusted;
}
