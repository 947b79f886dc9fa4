import { heading, renderTable, textReporters, type Reporters, type TextFormat } from '../../rendering/index.ts';
import type { StatsReport } from '../report.ts';
import { statsSections } from './sections.ts';

/** `chokepoint stats`: titled tables as aligned text or markdown, or the report data as is (json). */
export const statsReporters: Reporters<StatsReport> = textReporters(renderStatsReport);

function renderStatsReport(report: StatsReport, format: TextFormat): string {
  const parts = statsSections(report).map((s) => heading(s.title, format) + renderTable(s.table, format));
  if (report.notes.length > 0) parts.push(heading('Notes', format) + report.notes.map((n) => `- ${n}\n`).join(''));
  return parts.join('\n');
}
