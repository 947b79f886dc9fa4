import { resolve as resolvePath } from 'node:path';
import { benchmarkLocation, resolve } from '../../registry/index.ts';
import type { OutputFormat } from '../../rendering/index.ts';
import { rescoreReporters, rescoreRecords, summariseRescore, type RescoreReport, writeRescoredRun } from '../../rescore/index.ts';
import { readRunDirectory } from '../../runs/index.ts';
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

interface RescoreOptions extends BenchmarkOptions, SandboxCliOptions {
  readonly at: string;
  readonly out?: string;
}

export async function rescoreVerb(dir: string, options: RescoreOptions): Promise<VerbOutcome<RescoreReport>> {
  const stored = await readRunDirectory(resolvePath(dir));
  const { resolved, result } = await withSandbox(options, async (sandbox) => {
    const resolved = resolve(await sandbox.loadBenchmark(benchmarkLocation(options)), options.at);
    return { resolved, result: await rescoreRecords(stored.records, resolved, sandbox) };
  });
  const out = options.out === undefined ? null : resolvePath(options.out);
  if (out !== null) await writeRescoredRun(out, dir, stored.manifest, result, resolved);
  const summary = summariseRescore(dir, stored.manifest.benchmarkVersion, stored.records.length, result, out);
  return { result: { summary, result }, exitCode: result.rescored.some((r) => r.divergences.length > 0) ? EXIT.findings : EXIT.ok };
}

export const registerRescore: RegisterCommand = (program) => {
  addSandboxOptions(
    addBenchmarkOptions(
      program
        .command('rescore')
        .description(
          `judge stored traces again under another benchmark version, without any model call: states are rebuilt by replaying the executed calls (divergences reported, exit 1; ${RUNS_JUDGES})`,
        )
        .argument('<run-dir>', 'run directory (manifest.json + scenarios/*.json)'),
      atOption('benchmark version whose judges re-score the traces').makeOptionMandatory(),
    ),
  )
    .option('--out <dir>', 'write the re-scored records as a new run directory (must be empty or missing)')
    .addOption(formatOption())
    .action(async (dir: string, options: RescoreOptions & { format: OutputFormat }) =>
      printOutcome(await rescoreVerb(dir, options), rescoreReporters, options.format),
    );
};
