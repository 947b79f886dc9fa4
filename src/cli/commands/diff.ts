import { resolve as resolvePath } from 'node:path';
import { analyzeBenchmark, judgeDiff } from '../../analyzer/index.ts';
import { benchmarkLocation, loadBenchmarkStatically, resolve } from '../../registry/index.ts';
import { OUTPUT_FORMATS, type Reporters } from '../../rendering/index.ts';
import { diffPage } from '../../viewer/index.ts';
import { verdictFlips, diffWithFlipsReporters, type DiffWithFlips } from '../../rescore/index.ts';
import { readRunDirectory } from '../../runs/index.ts';
import { EXIT } from '../exit.ts';
import {
  addBenchmarkOptions,
  addSandboxOptions,
  formatOption,
  RUNS_JUDGES,
  STATIC_VERB,
  withSandbox,
  type BenchmarkOptions,
  type SandboxCliOptions,
} from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

interface DiffOptions extends Omit<BenchmarkOptions, 'at'>, SandboxCliOptions {
  readonly traces?: string;
}

const DIFF_FORMATS = [...OUTPUT_FORMATS, 'html'] as const;
type DiffFormat = (typeof DIFF_FORMATS)[number];

const diffCliReporters: Reporters<DiffWithFlips, DiffFormat> = { ...diffWithFlipsReporters, html: ({ diff, flips }) => diffPage(diff, flips) };

export async function diffVerb(from: string, to: string, options: DiffOptions): Promise<VerbOutcome<DiffWithFlips>> {
  const location = benchmarkLocation(options);
  const result = judgeDiff(analyzeBenchmark(await loadBenchmarkStatically(location)), from, to);
  if (options.traces === undefined) return { result: { diff: result }, exitCode: EXIT.ok };
  // Verdict flips on stored traces run the judges of both versions, in the sandbox; the static diff above never does.
  const run = await readRunDirectory(resolvePath(options.traces));
  const flips = await withSandbox(options, async (sandbox) => {
    const benchmark = await sandbox.loadBenchmark(location);
    return verdictFlips(run.records, resolve(benchmark, from), resolve(benchmark, to), sandbox);
  });
  return { result: { diff: result, flips }, exitCode: EXIT.ok };
}

export const registerDiff: RegisterCommand = (program) => {
  addSandboxOptions(
    addBenchmarkOptions(
      program
        .command('diff')
        .description(
          `what changed in each judge between two benchmark versions, labelled stricter / looser / different per axis (${STATIC_VERB}; only --traces ${RUNS_JUDGES})`,
        )
        .argument('<from>', 'earlier benchmark version')
        .argument('<to>', 'later benchmark version'),
      null,
    ),
  )
    .option(
      '--traces <run-dir>',
      'also re-score the stored traces of a run under both versions and list the scenarios whose verdict flips (runs the judges, in the sandbox)',
    )
    .addOption(formatOption(DIFF_FORMATS))
    .action(async (from: string, to: string, options: DiffOptions & { format: DiffFormat }) =>
      printOutcome(await diffVerb(from, to, options), diffCliReporters, options.format),
    );
};
