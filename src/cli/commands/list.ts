import { benchmarkLocation, buildListing, listingReporters, loadBenchmark, resolve, type Listing } from '../../registry/index.ts';
import type { OutputFormat } from '../../rendering/index.ts';
import { EXIT } from '../exit.ts';
import { addBenchmarkOptions, formatOption, type BenchmarkOptions } from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

interface ListOptions extends BenchmarkOptions {
  readonly suite?: string;
}

export async function listVerb(options: ListOptions): Promise<VerbOutcome<Listing>> {
  const benchmark = await loadBenchmark(benchmarkLocation(options));
  return { result: buildListing(benchmark, resolve(benchmark, options.at), options.suite), exitCode: EXIT.ok };
}

export const registerList: RegisterCommand = (program) => {
  addBenchmarkOptions(program.command('list').description('list the tasks resolved at a benchmark version, with the version each definition comes from'))
    .option('--suite <name>', 'a suite, a subset the suites declare (also lists its scenarios; the bundled suite has core, lite, probe) or <suite>/<subset>')
    .addOption(formatOption())
    .action(async (options: ListOptions & { format: OutputFormat }) => printOutcome(await listVerb(options), listingReporters, options.format));
};
