import type { RunManifest } from '../../contract/index.ts';
import { heading, renderJson, renderTable, textReporters, type Reporters, type Table, type TextFormat } from '../../rendering/index.ts';
import type { RunSummary } from '../../runs/summary.ts';
import { formatProportion } from '../../stats/format.ts';
import { OUTCOME_CLASSES } from '../../stats/rates.ts';
import type { FeasibilityFailure } from '../feasibility/types.ts';
import type { RunResult } from '../run/run.ts';

/** What `chokepoint run` reports: the run and its summary, or the feasibility failures that refused it. */
export type RunReport =
  { readonly started: true; readonly run: RunResult } | { readonly started: false; readonly feasibilityFailures: readonly FeasibilityFailure[] };

/** A refused run prints nothing on stdout but in json (its failures go to stderr). */
export const runReporters: Reporters<RunReport> = textReporters(
  (report, format) => (report.started ? renderRun(report.run, format) : ''),
  (report) => renderJson(report.started ? runJson(report.run) : report),
);

function runJson({ opened, ran, summary }: RunResult) {
  return {
    started: true,
    dir: opened.dir,
    resumed: opened.resumed,
    ran,
    skipped: opened.done.size,
    discarded: opened.discarded,
    manifest: opened.manifest,
    summary,
  };
}

function renderRun(result: RunResult, format: TextFormat): string {
  const { opened, ran, summary } = result;
  const m = opened.manifest;
  const who = m.model ? `${m.agent} (${m.model})` : m.agent;
  return [
    heading(`Run ${opened.dir}`, format),
    `agent ${who}; defenses ${m.defenses.length > 0 ? m.defenses.join(', ') : 'none'}; benchmark ${m.benchmarkVersion}, ${m.suite}; suite SHA-256 ${m.suiteSha256.slice(0, 12)}…\n`,
    `${ran} scenario(s) run now${opened.resumed ? `, ${opened.done.size} kept from the interrupted run` : ''}\n\n`,
    renderTable(metricsTable(summary, m), format),
    '\n',
    renderTable(outcomesTable(summary), format),
  ].join('');
}

/** Wilson 95% intervals and denominators, as `chokepoint stats` prints them. */
function metricsTable(summary: RunSummary, manifest: RunManifest): Table {
  const rows: [string, string][] = [
    ['Scenarios recorded', `${summary.scenarios.total}/${manifest.scenarios.length}`],
    ['Utility (benign)', formatProportion(summary.benignUtility)],
    ['Utility under attack', formatProportion(summary.utilityUnderAttack)],
    ['Attack success (ASR)', formatProportion(summary.asr)],
    ['Payload delivered (D1)', formatProportion(summary.delivery.rate)],
    ['ASR when delivered', formatProportion(summary.delivery.asrDelivered)],
  ];
  if (summary.scenarios.probe > 0) rows.push(['Probe: tool use', formatProportion(summary.probe)]);
  rows.push(['Judge errors (utility / attack)', `${summary.judgeErrors.utility} / ${summary.judgeErrors.attack}`]);
  return { columns: ['Metric', 'Rate [95% interval] count/denominator'], rows };
}

function outcomesTable(summary: RunSummary): Table {
  const probe = summary.scenarios.probe > 0;
  return {
    columns: ['Outcome', 'Benign', 'Attack', ...(probe ? ['Probe'] : [])],
    rows: OUTCOME_CLASSES.map((o) => [o, summary.benignOutcomes[o], summary.attackOutcomes[o], ...(probe ? [summary.probeOutcomes[o]] : [])]),
    align: ['left', 'right', 'right', 'right'],
  };
}
