import { benchmarkLocation, resolve } from '../../registry/index.ts';
import type { OutputFormat } from '../../rendering/index.ts';
import { validationReporters, validateJudges } from '../../validate/index.ts';
import type { ValidationReport } from '../../validate/index.ts';
import { EXIT } from '../exit.ts';
import { addBenchmarkOptions, addSandboxOptions, formatOption, RUNS_JUDGES, withSandbox, type BenchmarkOptions, type SandboxCliOptions } from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

export async function validateVerb(options: BenchmarkOptions & SandboxCliOptions): Promise<VerbOutcome<ValidationReport>> {
  const report = await withSandbox(options, async (sandbox) => {
    const benchmark = await sandbox.loadBenchmark(benchmarkLocation(options));
    return validateJudges(resolve(benchmark, options.at), { sandbox });
  });
  return { result: report, exitCode: report.undocumented.length > 0 ? EXIT.findings : EXIT.ok };
}

export const registerValidate: RegisterCommand = (program) => {
  addSandboxOptions(
    addBenchmarkOptions(
      program
        .command('validate')
        .description(
          `run every judge on the untouched environment, its reference solution, benign traces and mutants of the reference; exit 1 on findings the version manifest does not document (${RUNS_JUDGES})`,
        ),
    ),
  )
    .addOption(formatOption())
    .action(async (options: BenchmarkOptions & SandboxCliOptions & { format: OutputFormat }) =>
      printOutcome(await validateVerb(options), validationReporters, options.format),
    );
};
