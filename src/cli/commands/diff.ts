import { analyzeBenchmark } from '../../analyzer/benchmark.ts';
import { judgeDiff, renderDiffMarkdown } from '../../analyzer/diff.ts';
import { benchmarkLocation, loadBenchmark } from '../../registry/index.ts';
import { formatOption, renderJson, renderTextTable } from '../format.ts';
import type { RegisterCommand } from './index.ts';

interface DiffOptions {
  judges?: string;
  versions?: string;
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
    .addOption(formatOption(['table', 'markdown', 'json']))
    .action(async (from: string, to: string, options: DiffOptions) => {
      const benchmark = await loadBenchmark(benchmarkLocation(options));
      const diff = judgeDiff(analyzeBenchmark(benchmark), from, to);
      if (options.format === 'json') process.stdout.write(renderJson(diff));
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
    });
};
