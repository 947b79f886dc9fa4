import { heading, renderJson, renderTable, textReporters, type RenderOptions, type Reporters, type TextFormat } from '../../../rendering/index.ts';
import type { ImportedRun } from '../import.ts';

/** `chokepoint import`: a table of the imported pipelines, then the malformed files and the warnings; json: `{ pipelines }`. */
export const importReporters: Reporters<readonly ImportedRun[]> = textReporters(renderImport, (runs) => renderJson({ pipelines: runs }));

const total = (runs: readonly ImportedRun[], pick: (r: ImportedRun) => number) => runs.reduce((n, r) => n + pick(r), 0);

function renderImport(runs: readonly ImportedRun[], format: TextFormat, options: RenderOptions): string {
  const attack = (r: ImportedRun) => Object.values(r.attackByType).reduce((n, c) => n + c, 0);
  const malformed = runs.flatMap((r) => r.malformed);
  const warnings = runs.flatMap((r) => r.warnings);
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
      summary:
        `${runs.length} pipeline(s), ${total(runs, (r) => r.imported)} of ${total(runs, (r) => r.files)} file(s) imported: ` +
        `${total(runs, (r) => r.benign)} benign, ${total(runs, attack)} attack, ${total(runs, (r) => r.probe)} probe; ${malformed.length} malformed, ${warnings.length} warning(s)`,
    },
    format,
    options,
  );
  const parts = [heading('Imported', format, options) + summary];
  if (malformed.length > 0) {
    parts.push(
      heading(`Malformed files, not imported (${malformed.length})`, format, options) +
        renderTable(
          {
            columns: ['file', 'field', 'reason'],
            rows: malformed.map((m) => [m.file, m.field ?? '-', m.reason]),
            summary: `${malformed.length} file(s) not imported`,
          },
          format,
          options,
        ),
    );
  }
  if (warnings.length > 0) {
    parts.push(
      heading(`Warnings, imported anyway (${warnings.length})`, format, options) +
        renderTable(
          {
            columns: ['file', 'warning'],
            rows: warnings.map((w) => [w.file, w.reason]),
            summary: `${warnings.length} warning(s) on ${new Set(warnings.map((w) => w.file)).size} file(s)`,
          },
          format,
          options,
        ),
    );
  }
  return parts.join('\n');
}
