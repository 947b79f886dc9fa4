import { feasibilityReport, type FeasibilityReport, feasibilityReporters } from '../../harness/index.ts';
import { benchmarkLocation, resolve } from '../../registry/index.ts';
import type { OutputFormat } from '../../rendering/index.ts';
import { EXIT } from '../exit.ts';
import { addBenchmarkOptions, addSandboxOptions, formatOption, RUNS_JUDGES, withSandbox, type BenchmarkOptions, type SandboxCliOptions } from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

interface CheckOptions extends BenchmarkOptions, SandboxCliOptions {
  readonly suite?: string;
}

export async function checkVerb(options: CheckOptions): Promise<VerbOutcome<FeasibilityReport>> {
  const report = await withSandbox(options, async (sandbox) => {
    const benchmark = await sandbox.loadBenchmark(benchmarkLocation(options));
    return feasibilityReport(benchmark, resolve(benchmark, options.at), options.suite, sandbox);
  });
  return { result: report, exitCode: report.failures.length > 0 ? EXIT.findings : EXIT.ok };
}

export const registerCheck: RegisterCommand = (program) => {
  addSandboxOptions(
    addBenchmarkOptions(
      program
        .command('check')
        .description(
          `feasibility checks before a run: locators resolve, payloads reach the agent (D1), predicates name real tools and arguments, SQL names real columns, references solve their tasks (${RUNS_JUDGES})`,
        ),
    ),
  )
    .option(
      '--suite <name>',
      'a subset the suites declare (the bundled suite: core, lite, probe), a suite, or <suite>/<subset> (default: every subset of every suite)',
    )
    .addOption(formatOption())
    .action(async (options: CheckOptions & { format: OutputFormat }) => printOutcome(await checkVerb(options), feasibilityReporters, options.format));
};
