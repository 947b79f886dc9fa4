import { analyzeBenchmark } from '../../analyzer/benchmark.ts';
import { judgeTable, renderTaxonomyMarkdown, taxonomyReport } from '../../analyzer/report.ts';
import { benchmarkLocation, loadBenchmark } from '../../registry/index.ts';
import { renderJson, renderTextTable } from '../../rendering/table.ts';
import { formatOption } from '../options.ts';
import type { RegisterCommand } from '../verb.ts';

interface ReportOptions {
  at?: string;
  judges?: string;
  versions?: string;
  format: 'table' | 'markdown' | 'json';
}

export const registerReport: RegisterCommand = (program) => {
  program
    .command('report')
    .description('judge taxonomy at a benchmark version: read location, count, content match, case rule and lint findings per judge (static; no judge is run)')
    .option('--at <version>', 'benchmark version (default: the latest)')
    .option('--judges <dir>', 'judges folder (default: the bundled benchmark)')
    .option('--versions <dir>', 'versions folder (default: next to the judges folder)')
    .addOption(formatOption(['table', 'markdown', 'json']))
    .action(async (options: ReportOptions) => {
      const benchmark = await loadBenchmark(benchmarkLocation(options));
      const report = taxonomyReport(analyzeBenchmark(benchmark), options.at);
      if (options.format === 'json') process.stdout.write(renderJson({ ...report, rows: report.rows.map(({ classification, ...row }) => ({ ...row, classification })) }));
      else if (options.format === 'markdown') process.stdout.write(renderTaxonomyMarkdown(report));
      else {
        process.stdout.write(renderTextTable(judgeTable(report)));
        if (report.problems.length > 0) process.stderr.write(report.problems.map((p) => `chokepoint: warning: ${p}\n`).join(''));
      }
    });
};
