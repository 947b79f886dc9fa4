import { scaffoldReporters, writeStarterProject, type ScaffoldResult } from '../../registry/index.ts';
import type { OutputFormat } from '../../rendering/index.ts';
import { EXIT } from '../exit.ts';
import { formatOption } from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

export async function initVerb(dir: string | undefined): Promise<VerbOutcome<ScaffoldResult>> {
  return { result: await writeStarterProject(dir ?? '.'), exitCode: EXIT.ok };
}

export const registerInit: RegisterCommand = (program) => {
  program
    .command('init')
    .description(
      'write a new project: package.json, tsconfig.json, chokepoint.config.ts, a suite with its environment fixture, one user task, one injection task and versions/1.0.0.ts (it passes check, validate and lint as written); in a folder with a package.json, add them to that project and add only the scripts and dev dependencies it lacks',
    )
    .argument('[dir]', 'project folder (created if needed; default: the working folder); existing files are never overwritten')
    .addOption(formatOption())
    .action(async (dir: string | undefined, options: { format: OutputFormat }) => printOutcome(await initVerb(dir), scaffoldReporters, options.format));
};
