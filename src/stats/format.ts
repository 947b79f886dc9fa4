import type { Estimate, Proportion } from './proportions.ts';

/** Number formatting shared by the stats reporters: percentages with one decimal, p-values to 3 digits. */

export function percent(value: number | null): string {
  return value === null ? 'n/a' : `${(100 * value).toFixed(1)}%`;
}

/** `48.8% [34.6%, 63.2%] 21/43`; the denominator is always printed, also when it is zero. */
export function formatProportion(p: Proportion): string {
  if (p.estimate === null) return `n/a ${p.successes}/${p.trials}`;
  return `${percent(p.estimate)} [${percent(p.lower)}, ${percent(p.upper)}] ${p.successes}/${p.trials}`;
}

export function formatCount(count: number, total: number): string {
  return total === 0 ? `${count}/0` : `${count}/${total} (${percent(count / total)})`;
}

export function formatP(p: number): string {
  if (p === 0) return '0';
  if (p < 1e-4) return p.toExponential(2);
  return String(Number(p.toPrecision(3)));
}

export function formatSigned(value: number, digits = 3): string {
  const text = value.toFixed(digits);
  return value > 0 ? `+${text}` : text;
}

/** At most `limit` ids, then how many more. */
export function formatIds(ids: readonly string[], limit = 5): string {
  if (ids.length === 0) return '-';
  const shown = ids.slice(0, limit).join(', ');
  return ids.length > limit ? `${shown} +${ids.length - limit} more` : shown;
}

/** `68.8% [55.0%, 80.1%]`. */
export function formatEstimate(e: Estimate): string {
  return `${percent(e.estimate)} [${percent(e.lower)}, ${percent(e.upper)}]`;
}

/** A difference of rates in percentage points: `-72.1 pp [-84.0, -55.3]`. */
export function formatDifference(e: Estimate): string {
  const pp = (x: number) => formatSigned(100 * x, 1);
  return `${pp(e.estimate)} pp [${pp(e.lower)}, ${pp(e.upper)}]`;
}

/** A mean score beside a pass rate: `0.625 (8 of 12 scored)`; `n/a` where the judges return no score. */
export function formatMeanScore(m: { readonly mean: number; readonly scored: number; readonly of: number } | null): string {
  if (m === null) return 'n/a';
  return `${m.mean.toFixed(3)} (${m.scored} of ${m.of} scored)`;
}
