import { ChokepointError } from '../../errors.ts';
import { importRuns, type ImportedRun, importReporters } from '../../interop/agentdojo/index.ts';
import type { OutputFormat } from '../../rendering/index.ts';
import { toolVersions } from '../../runs/index.ts';
import { EXIT } from '../exit.ts';
import { formatOption } from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

/**
 * `chokepoint import agentdojo SOURCE --out DIR`: AgentDojo runs (a `.tar.gz`, a pipeline folder,
 * or a folder of either) become chokepoint run directories, one per pipeline. Malformed files are
 * listed by path with the reason; the exit code is 1 when any file was left out.
 */

const FORMATS = ['agentdojo'] as const;

export async function importVerb(format: string, source: string, options: { readonly out: string }): Promise<VerbOutcome<readonly ImportedRun[]>> {
  if (!(FORMATS as readonly string[]).includes(format)) {
    throw new ChokepointError('usage', `unknown import format ${JSON.stringify(format)} (known: ${FORMATS.join(', ')})`, { field: '<format>' });
  }
  const runs = await importRuns(source, options.out, await toolVersions());
  return { result: runs, exitCode: runs.some((r) => r.malformed.length > 0) ? EXIT.findings : EXIT.ok };
}

export const registerImport: RegisterCommand = (program) => {
  program
    .command('import')
    .description('import published runs of another benchmark (AgentDojo) as chokepoint run directories')
    .argument('<format>', `source format (${FORMATS.join(', ')})`)
    .argument('<source>', 'AgentDojo runs: a .tar.gz archive, a pipeline folder, or a folder holding several of either')
    .requiredOption('--out <dir>', 'run directory (one pipeline) or parent of one run directory per pipeline')
    .addOption(formatOption())
    .action(async (format: string, source: string, options: { out: string; format: OutputFormat }) =>
      printOutcome(await importVerb(format, source, options), importReporters, options.format),
    );
};
