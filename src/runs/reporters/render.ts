import { renderJson, renderTable, type OutputFormat } from '../../rendering/table.ts';
import type { StatsReport } from '../report.ts';
import { statsSections } from './sections.ts';

/** Renders a stats report: `table` (aligned text), `markdown`, or `json` (the report data as is). */
export function renderStatsReport(report: StatsReport, format: OutputFormat): string {
  if (format === 'json') return renderJson(report);
  const heading = (title: string) => (format === 'markdown' ? `## ${title}\n\n` : `${title}\n\n`);
  const parts = statsSections(report).map((s) => heading(s.title) + renderTable(s.table, format));
  if (report.notes.length > 0) parts.push(heading('Notes') + report.notes.map((n) => `- ${n}\n`).join(''));
  return parts.join('\n');
}
