import { heading, renderJson, renderTable, textReporters, type Reporters, type TextFormat } from '../../../rendering/index.ts';
import type { ImportedRun } from '../import.ts';

/** `chokepoint import`: a table of the imported pipelines, then the malformed files and the warnings; json: `{ pipelines }`. */
export const importReporters: Reporters<readonly ImportedRun[]> = textReporters(renderImport, (runs) => renderJson({ pipelines: runs }));

function renderImport(runs: readonly ImportedRun[], format: TextFormat): string {
  const summary = renderTable(
    {
      columns: ['pipeline', 'run directory', 'files', 'imported', 'benign', 'probe', 'attack', 'malformed', 'warnings', 'case set'],
      align: ['left', 'left', 'right', 'right', 'right', 'right', 'left', 'right', 'right', 'left'],
      rows: runs.map((r) => [
        r.pipeline,
        r.runDir,
        r.files,
        r.imported,
        r.benign,
        r.probe,
        Object.entries(r.attackByType)
          .map(([t, n]) => `${t} ${n}`)
          .join(', ') || '0',
        r.malformed.length,
        r.warnings.length,
        r.caseSet,
      ]),
    },
    format,
  );
  const parts = [heading('Imported', format) + summary];
  const malformed = runs.flatMap((r) => r.malformed);
  if (malformed.length > 0) {
    parts.push(
      heading(`Malformed files, not imported (${malformed.length})`, format) +
        renderTable({ columns: ['file', 'field', 'reason'], rows: malformed.map((m) => [m.file, m.field ?? '-', m.reason]) }, format),
    );
  }
  const warnings = runs.flatMap((r) => r.warnings);
  if (warnings.length > 0) {
    parts.push(
      heading(`Warnings, imported anyway (${warnings.length})`, format) +
        renderTable({ columns: ['file', 'warning'], rows: warnings.map((w) => [w.file, w.reason]) }, format),
    );
  }
  return parts.join('\n');
}
