import { analyzeBenchmark } from '../../analyzer/benchmark.ts';
import { judgeDiff, renderDiffMarkdown } from '../../analyzer/diff.ts';
import { resolve as resolvePath } from 'node:path';
import { readRunDirectory } from '../../runs/store/index.ts';
import { benchmarkLocation, loadBenchmark, resolve } from '../../registry/index.ts';
import { renderFlips, verdictFlips, type FlipReport } from '../../rescore/flips.ts';
import { renderJson, renderTextTable } from '../../rendering/table.ts';
import { formatOption } from '../options.ts';
import type { RegisterCommand } from '../verb.ts';

interface DiffOptions {
  judges?: string;
  versions?: string;
  traces?: string;
  format: 'table' | 'markdown' | 'json';
}

export const registerDiff: RegisterCommand = (program) => {
  program
    .command('diff')
    .description('what changed in each judge between two benchmark versions, labelled stricter / looser / different per axis')
    .argument('<from>', 'earlier benchmark version')
    .argument('<to>', 'later benchmark version')
    .option('--judges <dir>', 'judges folder (default: the bundled benchmark)')
    .option('--versions <dir>', 'versions folder (default: next to the judges folder)')
    .option('--traces <run-dir>', 'also re-score the stored traces of a run under both versions and list the scenarios whose verdict flips')
    .addOption(formatOption(['table', 'markdown', 'json']))
    .action(async (from: string, to: string, options: DiffOptions) => {
      const benchmark = await loadBenchmark(benchmarkLocation(options));
      const diff = judgeDiff(analyzeBenchmark(benchmark), from, to);
      // Verdict flips on stored traces (src/rescore/flips.ts); the static diff above is unchanged.
      let flips: FlipReport | undefined;
      if (options.traces !== undefined) {
        const run = await readRunDirectory(resolvePath(options.traces));
        flips = await verdictFlips(run.records, resolve(benchmark, from), resolve(benchmark, to));
      }
      if (options.format === 'json') process.stdout.write(renderJson(flips ? { ...diff, traces: flips } : diff));
      else if (options.format === 'markdown') process.stdout.write(renderDiffMarkdown(diff));
      else {
        const rows = [
          ...diff.added.map((a) => [a.task, a.judge, 'added', '', '', '', '']),
          ...diff.removed.map((r) => [r.task, r.judge, 'removed', '', '', '', '']),
          ...diff.changed.flatMap((c) => [
            ...c.changes.map((x) => [c.task, c.judge, 'changed', x.axis, x.from, x.to, x.label]),
            ...(c.fixed.length ? [[c.task, c.judge, 'changed', 'findings', `fixed: ${c.fixed.join(', ')}`, '', 'fixed']] : []),
            ...(c.introduced.length ? [[c.task, c.judge, 'changed', 'findings', '', `new: ${c.introduced.join(', ')}`, 'regression']] : []),
          ]),
        ];
        process.stdout.write(`${diff.from} -> ${diff.to}\n`);
        process.stdout.write(renderTextTable({ columns: ['task', 'judge', 'status', 'axis', 'from', 'to', 'label'], rows }));
      }
      if (flips && options.format !== 'json') process.stdout.write(`\n${renderFlips(flips, options.format)}`);
    });
};
