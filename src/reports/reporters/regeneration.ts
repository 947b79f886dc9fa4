import { paragraph, renderTable, styled, textReporters, type Cell, type RenderOptions, type Reporters, type TextFormat } from '../../rendering/index.ts';
import { countStatus, type Regeneration, type ReportStatus } from '../regenerate.ts';

export const regenerationReporters: Reporters<Regeneration> = textReporters(renderRegeneration);

const statusCell = (status: ReportStatus): Cell =>
  status === 'stale' || status === 'failed' ? styled(status, 'red') : status === 'written' ? styled(status, 'green') : status;

function renderRegeneration(result: Regeneration, format: TextFormat, options: RenderOptions): string {
  const count = (status: Parameters<typeof countStatus>[1]) => countStatus(result.reports, status);
  const table = {
    columns: ['Report', 'Status', 'What'],
    rows: result.reports.map((r) => [r.file, statusCell(r.status), r.description]),
    summary:
      `${result.reports.length} report(s): ${count('written')} written, ${count('unchanged')} unchanged` +
      (count('stale') ? `, ${count('stale')} out of date (run npm start)` : '') +
      (count('failed') ? `, ${count('failed')} failed` : ''),
  };
  return `${paragraph(result.benchmark, options)}\n${renderTable(table, format, options)}`;
}
