import { benchmarkLocation } from '../../registry/index.ts';
import type { OutputFormat } from '../../rendering/index.ts';
import type { AblationReport } from '../../rescore/index.ts';
import { ablationReporters, ablateBenchmark } from '../../rescore/index.ts';
import { EXIT } from '../exit.ts';
import {
  addBenchmarkOptions,
  addSandboxOptions,
  atOption,
  formatOption,
  RUNS_JUDGES,
  withSandbox,
  type BenchmarkOptions,
  type SandboxCliOptions,
} from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

interface AblationOptions extends BenchmarkOptions, SandboxCliOptions {
  readonly nameOnly?: string;
  readonly keep?: string;
}

export async function ablationVerb(options: AblationOptions): Promise<VerbOutcome<AblationReport>> {
  const report = await withSandbox(options, async (sandbox) =>
    ablateBenchmark(await sandbox.loadBenchmark(benchmarkLocation(options)), {
      at: options.at,
      nameOnly: options.nameOnly,
      keep: options.keep,
      sandbox,
      progress: (label, scenarios) => process.stderr.write(`chokepoint: ablation: producing ${label} (${scenarios} scenarios)\n`),
    }),
  );
  return { result: report, exitCode: EXIT.ok };
}

export const registerAblation: RegisterCommand = (program) => {
  addSandboxOptions(
    addBenchmarkOptions(
      program
        .command('ablation')
        .description(
          `the D1-D4 ablation (the Chokepoint Harness paper's Table 1): deterministic agents' stored traces re-scored under defective and corrected definitions, with Wilson intervals, differences and changed verdicts (${RUNS_JUDGES})`,
        ),
      atOption('version of the corrected definitions; traces are produced at it (default: the latest)'),
    ),
  )
    .option('--name-only <version>', 'version whose attack judges are name-only (default: the first version)')
    .option('--keep <dir>', 'keep the produced run directories in this (empty or missing) folder')
    .addOption(formatOption())
    .action(async (options: AblationOptions & { format: OutputFormat }) => printOutcome(await ablationVerb(options), ablationReporters, options.format));
};
