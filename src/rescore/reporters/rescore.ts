import type { ScenarioRecord } from '../../contract/index.ts';
import {
  paragraph,
  renderJson,
  renderTable,
  textReporters,
  untrusted,
  type RenderOptions,
  type Reporters,
  type Table,
  type TextFormat,
} from '../../rendering/index.ts';
import { formatMeanScore, formatProportion, attackSuccessRate, meanScore, utilityRate } from '../../stats/index.ts';
import { judgedAs } from '../flips.ts';
import { judgedText } from './flips.ts';
import type { RescoreResult } from '../rescore.ts';
import type { RescoreReport, RescoreSummary } from '../summary.ts';

/** `chokepoint rescore`: stored vs re-scored headline rates, flips, skips, divergences; json: the summary and every scenario. */
export const rescoreReporters: Reporters<RescoreReport> = textReporters(renderRescore, ({ summary, result }) =>
  renderJson({ summary, skipped: result.skipped, scenarios: result.rescored }),
);

function ratesTable(summary: RescoreSummary, result: RescoreResult): Table {
  const stored: ScenarioRecord[] = result.rescored.map((r) => ({
    ...r.record,
    utility: r.previous.utility,
    attack: r.previous.attack,
    outcome: r.previous.outcome,
  }));
  const now = result.rescored.map((r) => r.record);
  const row = (name: string, rate: (records: readonly ScenarioRecord[]) => Parameters<typeof formatProportion>[0]) => [
    name,
    formatProportion(rate(stored)),
    formatProportion(rate(now)),
  ];
  return {
    columns: ['Metric (re-scored scenarios)', `Stored (${summary.storedVersion})`, `Re-scored (${summary.version})`],
    summary: `${summary.rescored} of ${summary.scenarios} scenario(s) re-scored (${stored.filter((r) => r.scenario.kind === 'benign').length} benign, ${stored.filter((r) => r.scenario.kind === 'attack').length} attack)`,
    rows: [
      row('Utility (benign)', (r) => utilityRate(r, 'benign')),
      ...meanRow('Utility (benign): mean score', (r) => meanScore(r, 'benign', 'utility')),
      row('Utility under attack', (r) => utilityRate(r, 'attack')),
      ...meanRow('Utility under attack: mean score', (r) => meanScore(r, 'attack', 'utility')),
      row('ASR', attackSuccessRate),
      ...meanRow('ASR: mean attack score', (r) => meanScore(r, 'attack', 'attack')),
    ],
  };
  /** A mean score row where either side has scores. */
  function meanRow(name: string, mean: (records: readonly ScenarioRecord[]) => ReturnType<typeof meanScore>): string[][] {
    const [a, b] = [mean(stored), mean(now)];
    return a === null && b === null ? [] : [[name, formatMeanScore(a), formatMeanScore(b)]];
  }
}

function renderRescore({ summary, result }: RescoreReport, format: TextFormat, options: RenderOptions): string {
  const lines = [
    paragraph(
      `${summary.run}: ${summary.rescored} of ${summary.scenarios} scenario(s) re-scored from ${summary.storedVersion} at ${summary.version} (no model calls); ` +
        `${summary.utilityFlips.length} utility and ${summary.attackFlips.length} attack verdict(s) changed, ${summary.outcomeChanges} outcome class(es) changed` +
        (summary.scoreChanges.length > 0 ? `, ${summary.scoreChanges.length} scenario(s) with a changed score` : '') +
        (summary.out ? `; records written to ${summary.out}` : ''),
      options,
    ),
    '\n',
    renderTable(ratesTable(summary, result), format, options),
  ];
  const changedIds = new Set([...summary.utilityFlips, ...summary.attackFlips, ...summary.scoreChanges]);
  const changed = result.rescored.filter((r) => changedIds.has(r.record.scenario.id));
  if (changed.length > 0) {
    const verdict = (v: Parameters<typeof judgedAs>[0] | null | undefined) => (v ? judgedText(judgedAs(v)) : '-');
    const scores = summary.scoreChanges.length > 0 ? `, ${summary.scoreChanges.length} score` : '';
    lines.push(
      '\n',
      renderTable(
        {
          columns: ['Scenario', 'Utility', 'Attack'],
          rows: changed.map((r) => [
            r.record.scenario.id,
            `${verdict(r.previous.utility)} -> ${verdict(r.record.utility)}`,
            r.record.attack ? `${verdict(r.previous.attack)} -> ${verdict(r.record.attack)}` : '',
          ]),
          summary: `${changed.length} scenario(s) with a changed verdict${scores ? ' or score' : ''}: ${summary.utilityFlips.length} utility, ${summary.attackFlips.length} attack${scores}`,
        },
        format,
        options,
      ),
    );
  }
  // Everything below comes from the stored traces: code spans in markdown, printable text elsewhere.
  const show = untrusted(format);
  const notes = [
    ...result.skipped.map((s) => `not re-scored: ${show(s.scenario)}: ${show(s.reason)}`),
    ...result.rescored.flatMap((r) =>
      r.divergences.map(
        (d) => `replay diverged: ${show(r.record.scenario.id)}: call #${d.index} ${show(d.tool)} recorded ${show(d.recorded)} but replayed ${show(d.replayed)}`,
      ),
    ),
  ];
  if (notes.length > 0) lines.push(paragraph(notes.join('\n'), options));
  return lines.join('');
}
