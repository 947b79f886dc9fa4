import type { RunManifest, TokenTotals } from '../../contract/index.ts';
import {
  heading,
  paragraph,
  renderJson,
  renderTable,
  textReporters,
  type RenderOptions,
  type Reporters,
  type Table,
  type TextFormat,
} from '../../rendering/index.ts';
import { threatModelText, type RunSummary, type TokenPrice } from '../../runs/index.ts';
import { COUNTED_OUTCOMES, formatMeanScore, formatProportion } from '../../stats/index.ts';
import type { FeasibilityFailure } from '../feasibility/types.ts';
import type { RunResult, RunStopReason } from '../run/run.ts';
import { tokenCost } from '../../runs/index.ts';

/** A run that stopped before its end (Ctrl-C, environment errors, an agent that cannot work), and the command that continues it. */
export interface StoppedRun {
  readonly reason: RunStopReason;
  readonly message: string;
  readonly dir: string;
  readonly recorded: number;
  readonly planned: number;
  readonly resume: string;
}

/**
 * What `chokepoint run` reports: the run and its summary (with the cost of its tokens when a price
 * was given), the feasibility failures that refused it, or where it stopped.
 */
export type RunReport =
  | { readonly started: true; readonly run: RunResult; readonly price?: TokenPrice }
  | { readonly started: false; readonly feasibilityFailures: readonly FeasibilityFailure[] }
  | { readonly started: true; readonly stopped: StoppedRun };

/** A refused run prints nothing on stdout but in json (its failures go to stderr). */
export const runReporters: Reporters<RunReport> = textReporters(
  (report, format, options) => ('run' in report ? renderRun(report.run, format, options, report.price) : ''),
  (report) => renderJson('run' in report ? runJson(report.run, report.price) : report),
);

function runJson({ opened, ran, summary }: RunResult, price: TokenPrice | undefined) {
  const tokens = opened.manifest.tokens;
  return {
    started: true,
    dir: opened.dir,
    resumed: opened.resumed,
    ran,
    skipped: opened.done.size,
    retried: opened.rerun,
    discarded: opened.discarded,
    manifest: opened.manifest,
    summary,
    ...(tokens && price ? { cost: { usd: tokenCost(tokens, price), price } } : {}),
  };
}

/** `Tokens: 12,345 in, 678 out over 40 model responses; cost $0.0023 at $0.15/$0.60 per million`, or nothing for agents without a model. */
function tokenLine(tokens: TokenTotals | undefined, price?: TokenPrice): string {
  if (tokens === undefined) return '';
  const n = (x: number) => x.toLocaleString('en-US');
  const unreported = tokens.unreported > 0 ? ` (${n(tokens.unreported)} of them without token counts, not included)` : '';
  const cost = price
    ? `; cost $${tokenCost(tokens, price).toFixed(4)} at $${price.inputPerMillion}/$${price.outputPerMillion} per million input/output tokens`
    : '';
  return `Tokens: ${n(tokens.input)} in, ${n(tokens.output)} out over ${n(tokens.responses)} model responses${unreported}${cost}`;
}

function renderRun(result: RunResult, format: TextFormat, options: RenderOptions, price: TokenPrice | undefined): string {
  const { opened, ran, summary } = result;
  const m = opened.manifest;
  const who = m.model ? `${m.agent} (${m.model})` : m.agent;
  const retried = opened.rerun.length > 0 ? ` (${opened.rerun.length} of them again after an environment error)` : '';
  const tokens = tokenLine(m.tokens, price);
  return [
    heading(`Run ${opened.dir}`, format, options),
    paragraph(
      [
        `agent ${who}; defenses ${m.defenses.length > 0 ? m.defenses.join(', ') : 'none'}; benchmark ${m.benchmarkVersion}, ${m.suite}; suite SHA-256 ${m.suiteSha256.slice(0, 12)}…`,
        `${ran} scenario(s) run now${retried}${opened.resumed ? `, ${opened.done.size} kept from the interrupted run` : ''}`,
        ...(tokens === '' ? [] : [tokens]),
        ...(m.threatModels ? [`threat model: ${threatModelText(m.threatModels)}`] : []),
      ].join('\n'),
      options,
    ),
    '\n',
    renderTable(metricsTable(summary, m), format, options),
    '\n',
    renderTable(outcomesTable(summary), format, options),
  ].join('');
}

/** "55 scenarios: 12 benign, 43 attack" (probe only when there are some). */
function scenarioCounts({ scenarios }: RunSummary): string {
  const kinds = [`${scenarios.benign} benign`, `${scenarios.attack} attack`, ...(scenarios.probe > 0 ? [`${scenarios.probe} probe`] : [])];
  return `${scenarios.total} scenarios: ${kinds.join(', ')}`;
}

/** Wilson 95% intervals and denominators, as `chokepoint stats` prints them. */
function metricsTable(summary: RunSummary, manifest: RunManifest): Table {
  const { meanScores } = summary;
  const mean = (label: string, m: RunSummary['meanScores']['asr']): [string, string][] => (m === null ? [] : [[label, formatMeanScore(m)]]);
  const rows: [string, string][] = [
    ['Scenarios recorded', `${summary.scenarios.total + summary.judgeErrorsLeftOut}/${manifest.scenarios.length}`],
    ['Utility (benign)', formatProportion(summary.benignUtility)],
    ...mean('Utility (benign): mean score', meanScores.benignUtility),
    ['Utility under attack', formatProportion(summary.utilityUnderAttack)],
    ...mean('Utility under attack: mean score', meanScores.utilityUnderAttack),
    ['Attack success (ASR)', formatProportion(summary.asr)],
    ...mean('ASR: mean attack score', meanScores.asr),
    ['Payload delivered (D1)', formatProportion(summary.delivery.rate)],
    ['ASR when delivered', formatProportion(summary.delivery.asrDelivered)],
  ];
  if (summary.scenarios.probe > 0) rows.push(['Probe: tool use', formatProportion(summary.probe)]);
  rows.push(['Judge errors (utility / attack)', `${summary.judgeErrors.utility} / ${summary.judgeErrors.attack}`]);
  if (summary.judgeErrorsLeftOut > 0) rows.push(['Left out: judge_error (no verdict)', `${summary.judgeErrorsLeftOut} scenario(s), in no rate`]);
  return {
    columns: ['Metric', 'Rate [95% interval] count/denominator'],
    rows,
    summary: `${scenarioCounts(summary)} recorded of ${manifest.scenarios.length} planned`,
  };
}

function outcomesTable(summary: RunSummary): Table {
  const probe = summary.scenarios.probe > 0;
  return {
    columns: ['Outcome', 'Benign', 'Attack', ...(probe ? ['Probe'] : [])],
    rows: COUNTED_OUTCOMES.map((o) => [o, summary.benignOutcomes[o], summary.attackOutcomes[o], ...(probe ? [summary.probeOutcomes[o]] : [])]),
    align: ['left', 'right', 'right', 'right'],
    summary: `${scenarioCounts(summary)} by outcome class; only defense_blocked is a refusal by a defense`,
  };
}
