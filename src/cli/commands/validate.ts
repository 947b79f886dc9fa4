import { benchmarkLocation, loadBenchmark, resolve } from '../../registry/index.ts';
import type { OutputFormat } from '../../rendering/index.ts';
import { validationReporters } from '../../validate/reporters/validation.ts';
import type { ValidationReport } from '../../validate/types.ts';
import { validateJudges } from '../../validate/validate.ts';
import { EXIT } from '../exit.ts';
import { addBenchmarkOptions, formatOption, type BenchmarkOptions } from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

export async function validateVerb(options: BenchmarkOptions): Promise<VerbOutcome<ValidationReport>> {
  const benchmark = await loadBenchmark(benchmarkLocation(options));
  const report = await validateJudges(resolve(benchmark, options.at));
  return { result: report, exitCode: report.undocumented.length > 0 ? EXIT.findings : EXIT.ok };
}

export const registerValidate: RegisterCommand = (program) => {
  addBenchmarkOptions(
    program
      .command('validate')
      .description(
        'run every judge on the untouched environment, its reference solution, benign traces and mutants of the reference; exit 1 on findings the version manifest does not document',
      ),
  )
    .addOption(formatOption())
    .action(async (options: BenchmarkOptions & { format: OutputFormat }) => printOutcome(await validateVerb(options), validationReporters, options.format));
};
