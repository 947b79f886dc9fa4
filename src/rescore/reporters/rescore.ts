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
import { formatProportion, attackSuccessRate, utilityRate } from '../../stats/index.ts';
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
      row('Utility under attack', (r) => utilityRate(r, 'attack')),
      row('ASR', attackSuccessRate),
    ],
  };
}

function renderRescore({ summary, result }: RescoreReport, format: TextFormat, options: RenderOptions): string {
  const lines = [
    paragraph(
      `${summary.run}: ${summary.rescored} of ${summary.scenarios} scenario(s) re-scored from ${summary.storedVersion} at ${summary.version} (no model calls); ` +
        `${summary.utilityFlips.length} utility and ${summary.attackFlips.length} attack verdict(s) changed, ${summary.outcomeChanges} outcome class(es) changed` +
        (summary.out ? `; records written to ${summary.out}` : ''),
      options,
    ),
    '\n',
    renderTable(ratesTable(summary, result), format, options),
  ];
  const flips = result.rescored.filter((r) => summary.utilityFlips.includes(r.record.scenario.id) || summary.attackFlips.includes(r.record.scenario.id));
  if (flips.length > 0) {
    const verdict = (passed: boolean | undefined) => (passed === undefined ? '-' : passed ? 'pass' : 'fail');
    lines.push(
      '\n',
      renderTable(
        {
          columns: ['Scenario', 'Utility', 'Attack'],
          rows: flips.map((r) => [
            r.record.scenario.id,
            `${verdict(r.previous.utility.passed)} -> ${verdict(r.record.utility.passed)}`,
            r.record.attack ? `${verdict(r.previous.attack?.passed)} -> ${verdict(r.record.attack.passed)}` : '',
          ]),
          summary: `${flips.length} scenario(s) with a changed verdict: ${summary.utilityFlips.length} utility, ${summary.attackFlips.length} attack`,
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
