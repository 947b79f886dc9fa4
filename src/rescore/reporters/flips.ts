import type { JudgeDiff } from '../../analyzer/index.ts';
import { diffReporters } from '../../analyzer/reporters/diff.ts';
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
import type { FlipReport, JudgedAs, VerdictFlip } from '../flips.ts';

export const flipReporters: Reporters<FlipReport> = textReporters(renderFlips);

/** What `chokepoint diff` shows: the static judge diff and, with `--traces`, the verdicts of stored traces that flip. */
export interface DiffWithFlips {
  readonly diff: JudgeDiff;
  readonly flips?: FlipReport;
}

export const diffWithFlipsReporters: Reporters<DiffWithFlips> = {
  table: ({ diff, flips }, options) => diffReporters.table(diff, options) + (flips ? `\n${flipReporters.table(flips, options)}` : ''),
  markdown: ({ diff, flips }) => diffReporters.markdown(diff) + (flips ? `\n${flipReporters.markdown(flips)}` : ''),
  json: ({ diff, flips }) => renderJson(flips ? { ...diff, traces: flips } : diff),
};

/** `pass`, `fail 0.5` (a score), `judge_error` (no verdict). */
export function judgedText(j: Pick<JudgedAs, 'passed' | 'score' | 'judgeError'>): string {
  if (j.judgeError) return 'judge_error';
  const verdict = j.passed ? 'pass' : 'fail';
  return j.score === undefined ? verdict : `${verdict} ${j.score}`;
}

export function flipsTable(report: FlipReport, changes: readonly VerdictFlip[] = report.flips): Table {
  return {
    columns: ['Scenario', 'Judge', 'Task', report.from, report.to],
    rows: changes.map((f) => [f.scenario, f.judge, f.task, `${judgedText(f.from)} (${f.from.judgeVersion})`, `${judgedText(f.to)} (${f.to.judgeVersion})`]),
  };
}

function renderFlips(report: FlipReport, format: TextFormat, options: RenderOptions): string {
  const heading = format === 'markdown' ? `## Verdict flips ${report.from} -> ${report.to}\n\n` : '';
  const byJudge = (judge: string) => report.flips.filter((f) => f.judge === judge).length;
  const counts = `${report.flips.length} verdict flip(s) (${byJudge('utility')} utility, ${byJudge('attack')} attack)`;
  const lines = [
    heading,
    paragraph(`${report.compared} of ${report.scenarios} stored scenario(s) judged under ${report.from} and ${report.to}: ${counts}`, options),
  ];
  if (report.flips.length > 0) {
    const scenarios = new Set(report.flips.map((f) => f.scenario)).size;
    lines.push('\n', renderTable({ ...flipsTable(report), summary: `${counts} in ${scenarios} scenario(s)` }, format, options));
  }
  if (report.scoreChanges.length > 0) {
    const summary = `${report.scoreChanges.length} score(s) changed with the verdict kept`;
    lines.push('\n', renderTable({ ...flipsTable(report, report.scoreChanges), summary }, format, options));
  }
  // Everything below comes from the stored traces: code spans in markdown, printable text elsewhere.
  const show = untrusted(format);
  const notes = [
    ...report.skipped.map((s) => `not compared: ${show(s.scenario)}: ${show(s.reason)}`),
    ...report.divergences.map((d) => {
      const calls = d.divergences.map((x) => `call #${x.index} ${show(x.tool)} recorded ${show(x.recorded)} but replayed ${show(x.replayed)}`);
      return `replay diverged: ${show(d.scenario)}: ${calls.join('; ')}`;
    }),
  ];
  if (notes.length > 0) lines.push(paragraph(notes.join('\n'), options));
  return lines.join('');
}
