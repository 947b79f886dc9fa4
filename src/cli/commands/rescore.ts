import { resolve as resolvePath } from 'node:path';
import { readRunDirectory } from '../../runs/store/index.ts';
import { benchmarkLocation, loadBenchmark, resolve } from '../../registry/index.ts';
import { rescoreRecords } from '../../rescore/rescore.ts';
import { renderRescore, summariseRescore } from '../../rescore/summary.ts';
import { writeRescoredRun } from '../../rescore/write.ts';
import { EXIT } from '../exit.ts';
import { type OutputFormat } from '../../rendering/table.ts';
import { formatOption } from '../options.ts';
import type { RegisterCommand } from '../verb.ts';

interface RescoreCommandOptions {
  at: string;
  out?: string;
  judges?: string;
  versions?: string;
  format: OutputFormat;
}

export const registerRescore: RegisterCommand = (program) => {
  program
    .command('rescore')
    .description(
      'judge stored traces again under another benchmark version, without any model call: states are rebuilt by replaying the executed calls (divergences reported, exit 1)',
    )
    .argument('<run-dir>', 'run directory (manifest.json + scenarios/*.json)')
    .requiredOption('--at <version>', 'benchmark version whose judges re-score the traces')
    .option('--out <dir>', 'write the re-scored records as a new run directory (must be empty or missing)')
    .option('--judges <dir>', 'judges folder (default: the bundled benchmark)')
    .option('--versions <dir>', 'versions folder (default: next to the judges folder)')
    .addOption(formatOption())
    .action(async (dir: string, options: RescoreCommandOptions) => {
      const stored = await readRunDirectory(resolvePath(dir));
      const resolved = resolve(await loadBenchmark(benchmarkLocation(options)), options.at);
      const result = await rescoreRecords(stored.records, resolved);
      const out = options.out === undefined ? null : resolvePath(options.out);
      if (out !== null) await writeRescoredRun(out, dir, stored.manifest, result, resolved);
      const summary = summariseRescore(dir, stored.manifest.benchmarkVersion, stored.records.length, result, out);
      process.stdout.write(renderRescore(summary, result, options.format));
      process.exitCode = result.rescored.some((r) => r.divergences.length > 0) ? EXIT.findings : EXIT.ok;
    });
};
