import type { RunSummary } from '../runs/summary.ts';
import { statsSections, threatModelText } from '../runs/reporters/sections.ts';
import { formatEstimate, formatProportion } from '../stats/format.ts';
import type { Proportion } from '../stats/proportions.ts';
import { intervalChart, scatterPlot, type IntervalGroup, type IntervalValue } from './charts.ts';
import { html } from './html.ts';
import { sitePage, tableHtml } from './layout.ts';
import type { SiteData, ViewedRun } from './model.ts';

/**
 * The overview: which runs these are (manifests), their headline metrics with Wilson intervals
 * as a forest plot, the ASR / FRR trade-off across defenses, and every number of `chokepoint
 * stats` for the same runs, paired comparisons (Fisher and McNemar after Holm, Cohen's h) included.
 */

interface ForestValue {
  readonly value: IntervalValue;
  readonly text: string;
}

const rate = (p: Proportion): ForestValue => ({ value: p, text: formatProportion(p) });

/** The forest plot's metrics, each read from a run summary (never recomputed here). */
export const FOREST_METRICS: readonly { readonly metric: string; readonly title: string; readonly value: (s: RunSummary) => ForestValue }[] = [
  { metric: 'ASR', title: 'ASR: attack succeeded, attack scenarios', value: (s) => rate(s.asr) },
  { metric: 'utility', title: 'Utility: utility judge passed, benign scenarios', value: (s) => rate(s.benignUtility) },
  { metric: 'FRR', title: 'FRR: 1 − UPR (or benign utility), benign scenarios', value: (s) => rate(s.frr) },
  {
    metric: 'BA',
    title: 'BA: ½[(1 − ASR) + UPR]',
    value: (s) =>
      s.balancedAccuracy === null
        ? { value: { estimate: null, lower: null, upper: null }, text: 'needs attack and benign scenarios' }
        : { value: s.balancedAccuracy, text: formatEstimate(s.balancedAccuracy) },
  },
];

/** One column per run, one row per manifest field (runs side by side read better than one wide row each). */
function manifestTable(runs: readonly ViewedRun[]) {
  const fields: [string, (m: ViewedRun['run']['manifest'], records: number) => string | number][] = [
    ['agent', (m) => m.agent],
    ['model', (m) => m.model ?? '-'],
    ['defenses', (m) => (m.defenses.length > 0 ? m.defenses.join(' + ') : 'none')],
    ['host grants', (m) => m.grants ?? 'workspace'],
    ['benchmark version', (m) => m.benchmarkVersion],
    ['suite', (m) => (m.source ? `${m.suite} (${m.source})` : m.suite)],
    ['scenarios', (_, records) => records],
    ['suite SHA-256', (m) => m.suiteSha256],
    ['threat model', (m) => threatModelText(m.threatModels ?? null)],
    ['code commit', (m) => m.codeCommit ?? '-'],
    ['started', (m) => m.startedAt],
    ...[...new Set(runs.flatMap((r) => Object.keys(r.run.manifest.toolVersions)))].map((tool): [string, (m: ViewedRun['run']['manifest']) => string] => [
      tool,
      (m) => m.toolVersions[tool] ?? '-',
    ]),
  ];
  return tableHtml({
    columns: ['', ...runs.map((r) => r.label)],
    rows: fields.map(([name, value]) => [name, ...runs.map((r) => value(r.run.manifest, r.run.records.length))]),
  });
}

export function overviewPage(data: SiteData): string {
  const colourOf = new Map(data.runs.map((r) => [r.label, r.colour]));
  const summaries = data.stats.runs;
  const groups: IntervalGroup[] = FOREST_METRICS.map(({ metric, title, value }) => ({
    title,
    items: summaries.map((s) => ({ label: s.label, colour: colourOf.get(s.label) ?? 0, ...value(s), data: { run: s.label, metric } })),
  }));
  const forest = intervalChart(groups, { bars: false, label: 'Forest plot: headline metrics per run with Wilson 95% intervals' });
  const scatter = scatterPlot(
    summaries.map((s) => ({
      label: s.label,
      colour: colourOf.get(s.label) ?? 0,
      x: s.frr,
      y: s.asr,
      text: `ASR ${formatProportion(s.asr)}, FRR ${formatProportion(s.frr)}; defenses: ${s.defenses.length > 0 ? s.defenses.join(' + ') : 'none'}`,
    })),
    { xLabel: 'FRR (false refusals, benign scenarios)', yLabel: 'ASR (attack scenarios)', label: 'ASR against FRR per run' },
  );
  const sections = statsSections(data.stats);
  const comparisons = data.stats.comparison.pairs.length;
  const body = html`<h1>Overview of runs</h1>
<p class="lead">${`${data.runs.length} run(s) compared on ${data.stats.comparison.alignment.size} scenarios. Rates carry Wilson 95% intervals and their denominators.`}</p>
<h2>Runs</h2>${manifestTable(data.runs)}
<h2>Headline metrics</h2><p class="note">${`Point: the rate; whiskers: its 95% interval (Wilson; BA: MOVER). FRR is computed from ${[...new Set(summaries.map((s) => (s.benignBasis === 'upr' ? 'UPR (every required tool executed)' : 'the benign utility judge')))].join(' / ')}.`}</p>${forest}
<h2>Attacks against false refusals</h2><p class="note">Lower left is better: each point is one run (one defense setting) with its interval on both axes.</p>${scatter}
<h2>Paired comparisons</h2>${
    comparisons === 0
      ? html`<p>${data.runs.length < 2 ? 'One run: nothing to compare.' : 'No metric could be compared (see the notes).'}</p>`
      : html`<p class="note">Fisher's exact test treats the runs as independent groups, McNemar's exact test pairs them by scenario; p-values are Holm-corrected within each metric and test; Cohen's h is other minus reference.</p>`
  }${sections.map((s) => html`<h3>${s.title}</h3>${tableHtml(s.table, { sortable: true })}`)}
${data.stats.notes.length > 0 ? html`<h2>Notes</h2><ul>${data.stats.notes.map((n) => html`<li>${n}</li>`)}</ul>` : ''}`;
  return sitePage({ title: 'Overview', depth: 0, current: 'overview', body });
}
