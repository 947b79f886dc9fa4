import { ABLATION_DEFECTS, ablationTable, replayTable } from '../rescore/index.ts';
import { ABLATION, metricsAnchor, formatProportion } from '../stats/index.ts';
import { intervalChart } from './charts.ts';
import { html } from './html.ts';
import { definitionLink, sitePage, tableHtml } from './layout.ts';
import { isUnavailable, type SiteData } from './model.ts';

/**
 * The D1-D4 ablation of the viewed runs: each run's stored traces re-scored (replayed, no model
 * call) under a defective and a corrected definition of each measurement, as a table and as bars.
 */

export function ablationPage(data: SiteData): string {
  const ablation = data.ablation;
  if (isUnavailable(ablation)) {
    return sitePage({ title: 'Ablation', depth: 0, current: 'ablation', body: html`<h1>Ablation</h1><p>${`Not available: ${ablation.unavailable}.`}</p>` });
  }
  const colourOf = new Map(data.runs.map((r) => [r.label, r.colour]));
  const groups = ablation.rows.map((row) => ({
    title: `${row.defect} ${row.metric}: ${row.run}`,
    items: [
      {
        label: 'defective',
        colour: colourOf.get(row.run) ?? 0,
        value: row.defective,
        text: formatProportion(row.defective),
        data: { run: row.run, defect: row.defect, definition: 'defective' },
      },
      {
        label: 'corrected',
        colour: colourOf.get(row.run) ?? 0,
        value: row.corrected,
        text: formatProportion(row.corrected),
        data: { run: row.run, defect: row.defect, definition: 'corrected' },
      },
    ],
  }));
  const replay = tableHtml(replayTable(ablation));
  const body = html`<h1>Ablation of measurement defects D1–D4</h1>
<p class="lead">${`The stored traces of these runs re-scored under a defective and a corrected definition of each measurement (the Chokepoint Harness paper, Table 1), corrected definitions at ${ablation.version}${ablation.nameOnlyVersion ? `, name-only judges of ${ablation.nameOnlyVersion}` : ''}. Rates carry Wilson 95% intervals.`}</p>
<ul>${Object.values(ABLATION_DEFECTS).map(
    ({ title, definitions }) => html`<li>${title} (${definitions.map((d, i) => html`${i > 0 ? ', ' : ''}${definitionLink(metricsAnchor(d), d.name)}`)})</li>`,
  )}</ul>
<h2>Table</h2>${ablation.rows.length === 0 ? html`<p>No row: these runs have neither attack nor benign scenarios the definitions apply to.</p>` : tableHtml(ablationTable(ablation.rows), { sortable: true })}
<h2>Defective against corrected</h2>${intervalChart(groups, { bars: true, label: 'Ablation: defective and corrected definitions per run', labelWidth: 90 })}
<h2>D4 audit traces: re-scoring reproduces the stored verdicts</h2><p class="note">${definitionLink(metricsAnchor(ABLATION.d4Reproduced), 'Definition')}</p>${replay}${
    ablation.skipped.length > 0
      ? html`<h3>Not re-scored</h3><ul>${ablation.skipped.map((s) => html`<li>${`${s.run}: ${s.scenario}: ${s.reason}`}</li>`)}</ul>`
      : ''
  }`;
  return sitePage({ title: 'Ablation', depth: 0, current: 'ablation', body });
}
