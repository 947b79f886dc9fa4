import { ChokepointError } from '../../errors.ts';
import { toolVersions } from '../../runs/store/index.ts';
import { importSource, runDirectories, writeImportedRun, type ImportedPipeline } from '../../interop/agentdojo/import.ts';
import { EXIT } from '../exit.ts';
import { renderJson, renderTable, type OutputFormat } from '../../rendering/table.ts';
import { formatOption } from '../options.ts';
import type { RegisterCommand } from '../verb.ts';

/**
 * `chokepoint import agentdojo SOURCE --out DIR`: AgentDojo runs (a `.tar.gz`, a pipeline folder,
 * or a folder of either) become chokepoint run directories, one per pipeline. Malformed files are
 * listed by path with the reason; the exit code is 1 when any file was left out.
 */

interface ImportOptions {
  out: string;
  format: OutputFormat;
}

const FORMATS = ['agentdojo'] as const;

interface PipelineResult {
  readonly pipeline: string;
  readonly source: string;
  readonly runDir: string;
  readonly files: number;
  readonly imported: number;
  readonly benign: number;
  readonly probe: number;
  readonly attackByType: Readonly<Record<string, number>>;
  readonly caseSet: string;
  readonly malformed: readonly { file: string; field?: string; reason: string }[];
  readonly warnings: readonly { file: string; reason: string }[];
}

function resultOf(p: ImportedPipeline, runDir: string): PipelineResult {
  return {
    pipeline: p.pipeline,
    source: p.source,
    runDir,
    files: p.files,
    imported: p.records.length,
    benign: p.caseSet.benign,
    probe: p.caseSet.probe,
    attackByType: p.caseSet.attackByType,
    caseSet: p.caseSet.label,
    malformed: p.problems,
    warnings: p.warnings,
  };
}

function render(results: readonly PipelineResult[], format: OutputFormat): string {
  if (format === 'json') return renderJson({ pipelines: results });
  const heading = (title: string) => (format === 'markdown' ? `## ${title}\n\n` : `${title}\n\n`);
  const summary = renderTable(
    {
      columns: ['pipeline', 'run directory', 'files', 'imported', 'benign', 'probe', 'attack', 'malformed', 'warnings', 'case set'],
      align: ['left', 'left', 'right', 'right', 'right', 'right', 'left', 'right', 'right', 'left'],
      rows: results.map((r) => [
        r.pipeline,
        r.runDir,
        r.files,
        r.imported,
        r.benign,
        r.probe,
        Object.entries(r.attackByType).map(([t, n]) => `${t} ${n}`).join(', ') || '0',
        r.malformed.length,
        r.warnings.length,
        r.caseSet,
      ]),
    },
    format,
  );
  const parts = [heading('Imported') + summary];
  const malformed = results.flatMap((r) => r.malformed);
  if (malformed.length > 0) {
    parts.push(
      heading(`Malformed files, not imported (${malformed.length})`) +
        renderTable({ columns: ['file', 'field', 'reason'], rows: malformed.map((m) => [m.file, m.field ?? '-', m.reason]) }, format),
    );
  }
  const warnings = results.flatMap((r) => r.warnings);
  if (warnings.length > 0) {
    parts.push(heading(`Warnings, imported anyway (${warnings.length})`) + renderTable({ columns: ['file', 'warning'], rows: warnings.map((w) => [w.file, w.reason]) }, format));
  }
  return parts.join('\n');
}

export const registerImport: RegisterCommand = (program) => {
  program
    .command('import')
    .description('import published runs of another benchmark (AgentDojo) as chokepoint run directories')
    .argument('<format>', `source format (${FORMATS.join(', ')})`)
    .argument('<source>', 'AgentDojo runs: a .tar.gz archive, a pipeline folder, or a folder holding several of either')
    .requiredOption('--out <dir>', 'run directory (one pipeline) or parent of one run directory per pipeline')
    .addOption(formatOption())
    .action(async (format: string, source: string, options: ImportOptions) => {
      if (!(FORMATS as readonly string[]).includes(format)) {
        throw new ChokepointError('usage', `unknown import format ${JSON.stringify(format)} (known: ${FORMATS.join(', ')})`, { field: '<format>' });
      }
      const pipelines = await importSource(source, await toolVersions());
      const dirs = runDirectories(source, pipelines, options.out);
      const results: PipelineResult[] = [];
      for (const [i, pipeline] of pipelines.entries()) {
        await writeImportedRun(dirs[i], pipeline);
        results.push(resultOf(pipeline, dirs[i]));
      }
      process.stdout.write(render(results, options.format));
      if (results.some((r) => r.malformed.length > 0)) process.exitCode = EXIT.findings;
    });
};
