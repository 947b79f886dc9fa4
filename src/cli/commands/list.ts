import { benchmarkLocation, buildListing, listingReporters, resolve, type Listing } from '../../registry/index.ts';
import type { OutputFormat } from '../../rendering/index.ts';
import { EXIT } from '../exit.ts';
import { addBenchmarkOptions, formatOption, RUNS_JUDGES, withSandbox, type BenchmarkOptions } from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

interface ListOptions extends BenchmarkOptions {
  readonly suite?: string;
}

export async function listVerb(options: ListOptions): Promise<VerbOutcome<Listing>> {
  // Suites and tags are data the modules compute: they are imported, in the sandbox.
  const benchmark = await withSandbox({}, (sandbox) => sandbox.loadBenchmark(benchmarkLocation(options)));
  return { result: buildListing(benchmark, resolve(benchmark, options.at), options.suite), exitCode: EXIT.ok };
}

export const registerList: RegisterCommand = (program) => {
  addBenchmarkOptions(
    program
      .command('list')
      .description(
        `list the tasks resolved at a benchmark version, with the version each definition comes from (imports the judge modules to read them; ${RUNS_JUDGES})`,
      ),
  )
    .option('--suite <name>', 'a suite, a subset the suites declare (also lists its scenarios; the bundled suite has core, lite, probe) or <suite>/<subset>')
    .addOption(formatOption())
    .action(async (options: ListOptions & { format: OutputFormat }) => printOutcome(await listVerb(options), listingReporters, options.format));
};
