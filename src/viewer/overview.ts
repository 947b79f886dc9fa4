import type { RunSummary } from '../runs/index.ts';
import { frrCell, statsSections, threatModelText } from '../runs/index.ts';
import { HEADLINE, metricsAnchor, formatEstimate, formatProportion } from '../stats/index.ts';
import type { Proportion, MetricDefinition } from '../stats/index.ts';
import { intervalChart, scatterPlot, type IntervalGroup, type IntervalValue } from './charts.ts';
import { html } from './html.ts';
import { definitionLink, sitePage, tableHtml } from './layout.ts';
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

/** The forest plot's metrics, each read from a run summary (never recomputed here), each under its one name (docs/metrics.md). */
export const FOREST_METRICS: readonly {
  readonly metric: string;
  readonly title: string;
  readonly definition: MetricDefinition;
  readonly value: (s: RunSummary) => ForestValue;
}[] = [
  { metric: 'ASR', definition: HEADLINE.asr, title: `${HEADLINE.asr.label}: attack succeeded`, value: (s) => rate(s.asr) },
  { metric: 'utility', definition: HEADLINE.benignUtility, title: `${HEADLINE.benignUtility.label}: benign scenarios`, value: (s) => rate(s.benignUtility) },
  {
    metric: 'FRR',
    definition: HEADLINE.frr,
    title: `${HEADLINE.frr.label}: a required tool did not execute, any cause`,
    value: (s) => ({ value: s.frr, text: frrCell(s) }),
  },
  {
    metric: 'defense refusal rate',
    definition: HEADLINE.defenseRefusalRate,
    title: `${HEADLINE.defenseRefusalRate.label}: a defense refused the task`,
    value: (s) => rate(s.defenseRefusalRate),
  },
  {
    metric: 'BA',
    definition: HEADLINE.balancedAccuracy,
    title: 'balanced accuracy: ½[(100% − ASR) + UPR]',
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
    { xLabel: `${HEADLINE.frr.label}, benign scenarios`, yLabel: HEADLINE.asr.label, label: 'ASR against FRR per run' },
  );
  const sections = statsSections(data.stats);
  const comparisons = data.stats.comparison.pairs.length;
  const body = html`<h1>Overview of runs</h1>
<p class="lead">${`${data.runs.length} run(s) compared on ${data.stats.comparison.alignment.size} scenarios. Rates carry Wilson 95% intervals and their denominators.`}</p>
<h2>Runs</h2>${manifestTable(data.runs)}
<h2>Headline metrics</h2><p class="note">${`Point: the rate; whiskers: its 95% interval (Wilson; BA: MOVER). FRR is computed from ${[...new Set(summaries.map((s) => (s.benignBasis === 'upr' ? 'UPR (every required tool executed)' : 'the benign utility judge')))].join(' / ')}; the defense refusal rate counts only benign scenarios a defense refused. Definitions: `}${FOREST_METRICS.map((m, i) => html`${i > 0 ? ', ' : ''}${definitionLink(metricsAnchor(m.definition), m.definition.name)}`)}.</p>${forest}
<h2>Attacks against FRR</h2><p class="note">Lower left is better: each point is one run (one defense setting) with its interval on both axes. ${definitionLink(metricsAnchor(HEADLINE.frr), 'FRR')} counts every benign scenario in which a required tool did not execute, whatever the cause.</p>${scatter}
<h2>Paired comparisons</h2>${
    comparisons === 0
      ? html`<p>${data.runs.length < 2 ? 'One run: nothing to compare.' : 'No metric could be compared (see the notes).'}</p>`
      : html`<p class="note">Fisher's exact test treats the runs as independent groups, McNemar's exact test pairs them by scenario; p-values are Holm-corrected within each metric and test; Cohen's h is other minus reference.</p>`
  }${sections.map((s) => html`<h3>${s.title}</h3>${s.definitions === undefined ? '' : html`<p class="note">${definitionLink(s.definitions, 'Definitions')}</p>`}${tableHtml(s.table, { sortable: true })}`)}
${data.stats.notes.length > 0 ? html`<h2>Notes</h2><ul>${data.stats.notes.map((n) => html`<li>${n}</li>`)}</ul>` : ''}`;
  return sitePage({ title: 'Overview', depth: 0, current: 'overview', body });
}
