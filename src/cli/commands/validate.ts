import { benchmarkLocation, loadBenchmark, resolve } from '../../registry/index.ts';
import { renderValidation } from '../../validate/report.ts';
import { validateJudges } from '../../validate/validate.ts';
import { EXIT } from '../exit.ts';
import { type OutputFormat } from '../../rendering/table.ts';
import { formatOption } from '../options.ts';
import type { RegisterCommand } from '../verb.ts';

interface ValidateCommandOptions {
  at?: string;
  judges?: string;
  versions?: string;
  format: OutputFormat;
}

export const registerValidate: RegisterCommand = (program) => {
  program
    .command('validate')
    .description(
      'run every judge on the untouched environment, its reference solution, benign traces and mutants of the reference; exit 1 on findings the version manifest does not document',
    )
    .option('--at <version>', 'benchmark version to resolve (default: the latest)')
    .option('--judges <dir>', 'judges folder (default: the bundled benchmark)')
    .option('--versions <dir>', 'versions folder (default: next to the judges folder)')
    .addOption(formatOption())
    .action(async (options: ValidateCommandOptions) => {
      const benchmark = await loadBenchmark(benchmarkLocation(options));
      const report = await validateJudges(resolve(benchmark, options.at));
      process.stdout.write(renderValidation(report, options.format));
      process.exitCode = report.undocumented.length > 0 ? EXIT.findings : EXIT.ok;
    });
};
