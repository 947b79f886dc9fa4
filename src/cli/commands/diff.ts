import { resolve as resolvePath } from 'node:path';
import { analyzeBenchmark } from '../../analyzer/benchmark.ts';
import { judgeDiff } from '../../analyzer/diff.ts';
import { benchmarkLocation, loadBenchmark, resolve } from '../../registry/index.ts';
import { OUTPUT_FORMATS, type Reporters } from '../../rendering/index.ts';
import { diffPage } from '../../viewer/index.ts';
import { verdictFlips } from '../../rescore/flips.ts';
import { diffWithFlipsReporters, type DiffWithFlips } from '../../rescore/reporters/flips.ts';
import { readRunDirectory } from '../../runs/store/index.ts';
import { EXIT } from '../exit.ts';
import { addBenchmarkOptions, formatOption, type BenchmarkOptions } from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

interface DiffOptions extends Omit<BenchmarkOptions, 'at'> {
  readonly traces?: string;
}

const DIFF_FORMATS = [...OUTPUT_FORMATS, 'html'] as const;
type DiffFormat = (typeof DIFF_FORMATS)[number];

const diffCliReporters: Reporters<DiffWithFlips, DiffFormat> = { ...diffWithFlipsReporters, html: ({ diff, flips }) => diffPage(diff, flips) };

export async function diffVerb(from: string, to: string, options: DiffOptions): Promise<VerbOutcome<DiffWithFlips>> {
  const benchmark = await loadBenchmark(benchmarkLocation(options));
  const result = judgeDiff(analyzeBenchmark(benchmark), from, to);
  if (options.traces === undefined) return { result: { diff: result }, exitCode: EXIT.ok };
  // Verdict flips on stored traces; the static diff above is unchanged.
  const run = await readRunDirectory(resolvePath(options.traces));
  const flips = await verdictFlips(run.records, resolve(benchmark, from), resolve(benchmark, to));
  return { result: { diff: result, flips }, exitCode: EXIT.ok };
}

export const registerDiff: RegisterCommand = (program) => {
  addBenchmarkOptions(
    program
      .command('diff')
      .description('what changed in each judge between two benchmark versions, labelled stricter / looser / different per axis')
      .argument('<from>', 'earlier benchmark version')
      .argument('<to>', 'later benchmark version'),
    null,
  )
    .option('--traces <run-dir>', 'also re-score the stored traces of a run under both versions and list the scenarios whose verdict flips')
    .addOption(formatOption(DIFF_FORMATS))
    .action(async (from: string, to: string, options: DiffOptions & { format: DiffFormat }) =>
      printOutcome(await diffVerb(from, to, options), diffCliReporters, options.format),
    );
};
