import { benchmarkLocation, loadBenchmark } from '../../registry/index.ts';
import { renderAblation } from '../../rescore/ablation-report.ts';
import { ablateBenchmark } from '../../rescore/run-ablation.ts';
import { type OutputFormat } from '../../rendering/table.ts';
import { formatOption } from '../options.ts';
import type { RegisterCommand } from '../verb.ts';

interface AblationCommandOptions {
  at?: string;
  nameOnly?: string;
  keep?: string;
  judges?: string;
  versions?: string;
  format: OutputFormat;
}

export const registerAblation: RegisterCommand = (program) => {
  program
    .command('ablation')
    .description(
      "the D1-D4 ablation (seed 001's Table 1): deterministic agents' stored traces re-scored under defective and corrected definitions, with Wilson intervals, differences and changed verdicts",
    )
    .option('--at <version>', 'version of the corrected definitions; traces are produced at it (default: the latest)')
    .option('--name-only <version>', 'version whose attack judges are name-only (default: the first version)')
    .option('--keep <dir>', 'keep the produced run directories in this (empty or missing) folder')
    .option('--judges <dir>', 'judges folder (default: the bundled benchmark)')
    .option('--versions <dir>', 'versions folder (default: next to the judges folder)')
    .addOption(formatOption())
    .action(async (options: AblationCommandOptions) => {
      const benchmark = await loadBenchmark(benchmarkLocation(options));
      const report = await ablateBenchmark(benchmark, {
        at: options.at,
        nameOnly: options.nameOnly,
        keep: options.keep,
        progress: (label, scenarios) => process.stderr.write(`chokepoint: ablation: producing ${label} (${scenarios} scenarios)\n`),
      });
      process.stdout.write(renderAblation(report, options.format));
    });
};
