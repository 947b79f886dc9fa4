import { paragraph, renderTable, textReporters, type RenderOptions, type Reporters, type TextFormat } from '../../rendering/index.ts';
import type { PowerReport } from '../power.ts';

export const powerReporters: Reporters<PowerReport> = textReporters(renderPower);

function renderPower(report: PowerReport, format: TextFormat, options: RenderOptions): string {
  const rows: [string, string | number][] = [
    ['p1', report.p1],
    ['p2', report.p2],
    ['alpha', report.alpha],
    ['target power', report.power],
    ['sides', report.sides],
    ['n (unrounded)', report.exact.toFixed(2)],
    ['per group', report.perGroup],
    ['power at per group', report.achievedPower.toFixed(3)],
  ];
  if (report.atN) rows.push([`power at n = ${report.atN.n}`, report.atN.power.toFixed(3)]);
  const summary = `${report.sides}-sided two-proportion z test of ${report.p1} against ${report.p2} at alpha ${report.alpha}: ${report.perGroup} per group reaches power ${report.achievedPower.toFixed(3)} (target ${report.power})`;
  const headline = `${report.perGroup} per group (${2 * report.perGroup} scenarios in total)\n\n`;
  return headline + renderTable({ columns: ['parameter', 'value'], rows, summary }, format, options) + `\n${paragraph(report.formula, options)}`;
}
