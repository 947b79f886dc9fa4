import type { RocPoint } from '../stats/index.ts';
import { html, join, trusted, type Html } from './html.ts';

/**
 * Plots as SVG strings built at site-generation time: no browser, no charting library, no script.
 * Colours are presentation attributes (the pages' Content-Security-Policy forbids style
 * attributes); every label goes through the escaping `html` template.
 */

/** Colour-blind-safe categorical palette (Okabe-Ito), one colour per run. */
const PALETTE = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#F0E442', '#000000'] as const;

const colour = (index: number): string => PALETTE[index % PALETTE.length];

/** A rate with its interval, all in [0, 1]; null estimate when there is nothing to estimate. */
export interface IntervalValue {
  readonly estimate: number | null;
  readonly lower: number | null;
  readonly upper: number | null;
}

export interface IntervalItem {
  readonly label: string;
  readonly colour: number;
  readonly value: IntervalValue;
  /** Shown on hover and beside the interval, e.g. `48.8% [34.6%, 63.2%] 21/43`. */
  readonly text: string;
  /** data-* attributes of the item's group, for tests and readers: `{ run: 'reference', metric: 'ASR' }`. */
  readonly data: Readonly<Record<string, string>>;
}

export interface IntervalGroup {
  readonly title: string;
  readonly items: readonly IntervalItem[];
}

const fmt = (n: number): string => String(Math.round(n * 10) / 10);

function dataAttributes(data: Readonly<Record<string, string>>): Html {
  return join(Object.entries(data).map(([key, value]) => html` data-${trusted(key.replace(/[^a-z-]/g, ''))}="${value}"`));
}

/** x ticks at 0, 25, 50, 75, 100 percent with grid lines over the plot's height. */
function percentAxis(x: (v: number) => number, top: number, bottom: number): Html {
  return join(
    [0, 0.25, 0.5, 0.75, 1].map(
      (t) =>
        html`<line class="grid" x1="${fmt(x(t))}" x2="${fmt(x(t))}" y1="${top}" y2="${bottom}" stroke="#ddd"/><text class="tick" x="${fmt(x(t))}" y="${bottom + 14}" text-anchor="middle">${`${t * 100}%`}</text>`,
    ),
  );
}

/**
 * A forest plot (`bars: false`: point and whiskers) or interval bars (`bars: true`: a bar to the
 * estimate with whiskers), one row per item, items grouped under titles. Each item with an
 * estimate is a `<g class="interval">`; an item without one says `n/a`.
 */
export function intervalChart(groups: readonly IntervalGroup[], options: { bars: boolean; label: string; labelWidth?: number }): Html {
  const labelWidth = options.labelWidth ?? 200;
  const plotWidth = 420;
  const textWidth = 250;
  const rowHeight = 20;
  const x = (v: number) => labelWidth + v * plotWidth;
  let y = 8;
  const rows: Html[] = [];
  for (const group of groups) {
    y += rowHeight;
    rows.push(html`<text class="group" x="4" y="${y - 5}">${group.title}</text>`);
    for (const item of group.items) {
      const mid = y + rowHeight / 2;
      const stroke = colour(item.colour);
      const label = html`<text class="label" x="${labelWidth - 8}" y="${mid + 4}" text-anchor="end">${item.label}</text>`;
      const { estimate, lower, upper } = item.value;
      if (estimate === null || lower === null || upper === null) {
        rows.push(html`${label}<text class="na" x="${x(0) + 4}" y="${mid + 4}">${`n/a (${item.text})`}</text>`);
      } else {
        const bar = options.bars
          ? html`<rect x="${fmt(x(0))}" y="${fmt(mid - 6)}" width="${fmt(x(estimate) - x(0))}" height="12" fill="${stroke}" fill-opacity="0.35"/>`
          : html`<circle cx="${fmt(x(estimate))}" cy="${mid}" r="4.5" fill="${stroke}"/>`;
        rows.push(
          html`<g class="interval"${dataAttributes(item.data)}><title>${`${item.label}: ${item.text}`}</title>${label}${bar}<line x1="${fmt(x(lower))}" x2="${fmt(x(upper))}" y1="${mid}" y2="${mid}" stroke="${stroke}" stroke-width="2"/><line x1="${fmt(x(lower))}" x2="${fmt(x(lower))}" y1="${mid - 5}" y2="${mid + 5}" stroke="${stroke}" stroke-width="2"/><line x1="${fmt(x(upper))}" x2="${fmt(x(upper))}" y1="${mid - 5}" y2="${mid + 5}" stroke="${stroke}" stroke-width="2"/><text class="value" x="${x(1) + 10}" y="${mid + 4}">${item.text}</text></g>`,
        );
      }
      y += rowHeight;
    }
  }
  const height = y + 24;
  const width = labelWidth + plotWidth + textWidth;
  return html`<svg class="chart" role="img" aria-label="${options.label}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">${percentAxis(x, 8, y)}${rows}</svg>`;
}

export interface ScatterPoint {
  readonly label: string;
  readonly colour: number;
  readonly x: IntervalValue;
  readonly y: IntervalValue;
  readonly text: string;
}

/** Points with their intervals on both axes, both axes 0-100 %; points without both estimates are listed, not drawn. */
export function scatterPlot(points: readonly ScatterPoint[], options: { xLabel: string; yLabel: string; label: string }): Html {
  const size = 360;
  const left = 56;
  const top = 24;
  const x = (v: number) => left + v * size;
  const y = (v: number) => top + (1 - v) * size;
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const axes = html`${ticks.map(
    (t) =>
      html`<line x1="${fmt(x(t))}" x2="${fmt(x(t))}" y1="${top}" y2="${top + size}" stroke="#ddd"/><line x1="${left}" x2="${left + size}" y1="${fmt(y(t))}" y2="${fmt(y(t))}" stroke="#ddd"/><text class="tick" x="${fmt(x(t))}" y="${top + size + 16}" text-anchor="middle">${`${t * 100}%`}</text><text class="tick" x="${left - 6}" y="${fmt(y(t) + 4)}" text-anchor="end">${`${t * 100}%`}</text>`,
  )}<rect x="${left}" y="${top}" width="${size}" height="${size}" fill="none" stroke="#999"/><text class="axis" x="${left + size / 2}" y="${top + size + 36}" text-anchor="middle">${options.xLabel}</text><text class="axis" transform="rotate(-90)" x="${-(top + size / 2)}" y="14" text-anchor="middle">${options.yLabel}</text>`;
  const drawn = points.filter((p) => [p.x.estimate, p.x.lower, p.x.upper, p.y.estimate, p.y.lower, p.y.upper].every((v) => v !== null));
  const marks = drawn.map((p) => {
    const c = colour(p.colour);
    const px = x(p.x.estimate!);
    const py = y(p.y.estimate!);
    return html`<g class="point" data-run="${p.label}"><title>${`${p.label}: ${p.text}`}</title><line x1="${fmt(x(p.x.lower!))}" x2="${fmt(x(p.x.upper!))}" y1="${fmt(py)}" y2="${fmt(py)}" stroke="${c}" stroke-width="1.5"/><line x1="${fmt(px)}" x2="${fmt(px)}" y1="${fmt(y(p.y.lower!))}" y2="${fmt(y(p.y.upper!))}" stroke="${c}" stroke-width="1.5"/><circle cx="${fmt(px)}" cy="${fmt(py)}" r="6" fill="${c}"/><text class="label" x="${fmt(px + 9)}" y="${fmt(py - 8)}">${p.label}</text></g>`;
  });
  const width = left + size + 150;
  const height = top + size + 48;
  return html`<svg class="chart" role="img" aria-label="${options.label}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">${axes}${marks}</svg>`;
}

/** An ROC curve (false positive rate against true positive rate) with the chance diagonal. */
export function rocPlot(curve: readonly RocPoint[], options: { auc: number; label: string; colour: number }): Html {
  const size = 260;
  const left = 48;
  const top = 12;
  const x = (v: number) => left + v * size;
  const y = (v: number) => top + (1 - v) * size;
  const path = curve.map((p, i) => `${i === 0 ? 'M' : 'L'}${fmt(x(p.fpr))},${fmt(y(p.tpr))}`).join(' ');
  const ticks = [0, 0.5, 1];
  const width = left + size + 20;
  const height = top + size + 44;
  return html`<svg class="chart roc" role="img" aria-label="${options.label}" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">${ticks.map(
    (t) =>
      html`<text class="tick" x="${fmt(x(t))}" y="${top + size + 16}" text-anchor="middle">${String(t)}</text><text class="tick" x="${left - 6}" y="${fmt(y(t) + 4)}" text-anchor="end">${String(t)}</text>`,
  )}<rect x="${left}" y="${top}" width="${size}" height="${size}" fill="none" stroke="#999"/><line x1="${x(0)}" y1="${y(0)}" x2="${x(1)}" y2="${y(1)}" stroke="#bbb" stroke-dasharray="4 4"/><path class="curve" d="${path}" fill="none" stroke="${colour(options.colour)}" stroke-width="2"/><text class="axis" x="${left + size / 2}" y="${top + size + 36}" text-anchor="middle">false positive rate</text><text class="auc" x="${x(0.55)}" y="${fmt(y(0.1))}">${`AUC ${options.auc.toFixed(3)}`}</text></svg>`;
}
