import { heading, paragraph, renderTable, textReporters, type RenderOptions, type Reporters, type TextFormat } from '../../rendering/index.ts';
import type { StatsReport } from '../report.ts';
import { statsSections } from './sections.ts';

/** `chokepoint stats`: titled tables as aligned text or markdown, or the report data as is (json). */
export const statsReporters: Reporters<StatsReport> = textReporters(renderStatsReport);

function renderStatsReport(report: StatsReport, format: TextFormat, options: RenderOptions): string {
  const parts = statsSections(report).map((s) => heading(s.title, format, options) + renderTable(s.table, format, options));
  if (report.notes.length > 0) parts.push(heading('Notes', format, options) + paragraph(report.notes.map((n) => `- ${n}`).join('\n'), options));
  return parts.join('\n');
}
