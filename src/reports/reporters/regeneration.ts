import { renderTable, textReporters, type Reporters, type TextFormat } from '../../rendering/index.ts';
import { countStatus, type Regeneration } from '../regenerate.ts';

export const regenerationReporters: Reporters<Regeneration> = textReporters(renderRegeneration);

function renderRegeneration(result: Regeneration, format: TextFormat): string {
  const count = (status: Parameters<typeof countStatus>[1]) => countStatus(result.reports, status);
  const table = {
    columns: ['Report', 'Status', 'What'],
    rows: result.reports.map((r) => [r.file, r.status, r.description]),
  };
  const summary =
    `${result.reports.length} report(s): ${count('written')} written, ${count('unchanged')} unchanged` +
    (count('stale') ? `, ${count('stale')} out of date (run npm start)` : '') +
    (count('failed') ? `, ${count('failed')} failed` : '');
  return `${result.benchmark}\n\n${renderTable(table, format)}\n${summary}\n`;
}
