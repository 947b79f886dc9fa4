import { resolve } from 'node:path';
import type { OutputFormat } from '../../rendering/index.ts';
import { mergeRuns, type MergeResult, mergeReporters } from '../../runs/index.ts';
import { EXIT } from '../exit.ts';
import { formatOption } from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

export async function mergeVerb(dirs: readonly string[], options: { readonly out: string }): Promise<VerbOutcome<MergeResult>> {
  return {
    result: await mergeRuns(
      dirs.map((d) => resolve(d)),
      resolve(options.out),
    ),
    exitCode: EXIT.ok,
  };
}

export const registerMerge: RegisterCommand = (program) => {
  program
    .command('merge')
    .description('join the shards of a run (run --shard i/n) into one run directory: same measurement, disjoint and complete parts')
    .argument('<run-dirs...>', 'the run directory of every shard, in any order')
    .requiredOption('--out <dir>', 'run directory to write (must be empty or missing)')
    .addOption(formatOption())
    .action(async (dirs: string[], options: { out: string; format: OutputFormat }) =>
      printOutcome(await mergeVerb(dirs, options), mergeReporters, options.format),
    );
};
