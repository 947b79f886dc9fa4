import { dirname, join } from 'node:path';
import { addTaskVersion, benchmarkLocation, newVersionReporters, type NewVersionResult } from '../../registry/index.ts';
import type { OutputFormat } from '../../rendering/index.ts';
import { ChokepointError } from '../../errors.ts';
import { EXIT } from '../exit.ts';
import { formatOption, judgesOption, versionsOption } from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

interface NewVersionCliOptions {
  readonly at: string;
  readonly why: string;
  readonly judges?: string;
  readonly versions?: string;
}

export async function newVersionVerb(task: string, options: NewVersionCliOptions): Promise<VerbOutcome<NewVersionResult>> {
  const { judgesDir, versionsDir = judgesDir && join(dirname(judgesDir), 'versions') } = benchmarkLocation(options);
  if (judgesDir === undefined || versionsDir === undefined) {
    throw new ChokepointError(
      'usage',
      'new-version changes a project of your own: run it inside one (a chokepoint.config.ts or a judges/ folder) or give --judges',
      {
        field: '--judges',
      },
    );
  }
  const result = await addTaskVersion({ judgesDir, versionsDir, task, version: options.at, why: options.why, date: new Date().toISOString().slice(0, 10) });
  return { result, exitCode: EXIT.ok };
}

export const registerNewVersion: RegisterCommand = (program) => {
  program
    .command('new-version')
    .description("start a task's next definition: copy its latest module with the version bumped and append the change to that version's manifest")
    .argument('<task>', 'task id (user_task_3), or <suite>/<task> when several suites have it')
    .requiredOption('--at <version>', "the new version (later than the task's latest; the latest manifest or a new one)")
    .requiredOption('--why <text>', 'why the task changes (written into the manifest)')
    .addOption(judgesOption("judges folder (default: the project's)"))
    .addOption(versionsOption())
    .addOption(formatOption())
    .action(async (task: string, options: NewVersionCliOptions & { format: OutputFormat }) =>
      printOutcome(await newVersionVerb(task, options), newVersionReporters, options.format),
    );
};
