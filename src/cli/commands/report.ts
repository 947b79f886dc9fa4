import { analyzeBenchmark, taxonomyReporters, taxonomyReport, type TaxonomyReport, lintSettings } from '../../analyzer/index.ts';
import { benchmarkLocation, findProject, loadBenchmarkStatically } from '../../registry/index.ts';
import { OUTPUT_FORMATS, type Reporters } from '../../rendering/index.ts';
import { taxonomyPage } from '../../viewer/index.ts';
import { EXIT } from '../exit.ts';
import { addBenchmarkOptions, atOption, formatOption, STATIC_VERB, type BenchmarkOptions } from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

const REPORT_FORMATS = [...OUTPUT_FORMATS, 'html'] as const;
type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The taxonomy's reporters plus one self-contained HTML page (judge files shown relative to the working folder). */
const reportReporters: Reporters<TaxonomyReport, ReportFormat> = { ...taxonomyReporters, html: (report) => taxonomyPage(report, process.cwd()) };

export async function reportVerb(options: BenchmarkOptions & { readonly format: ReportFormat; readonly cwd?: string }): Promise<VerbOutcome<TaxonomyReport>> {
  const cwd = options.cwd ?? process.cwd();
  const benchmark = await loadBenchmarkStatically(benchmarkLocation(options, cwd));
  // The findings as lint sees them: the project's rule settings, its manifests' known defects, its inline disables.
  const result = taxonomyReport(analyzeBenchmark(benchmark, { rules: lintSettings(findProject(cwd).config).rules }), options.at);
  // Markdown and JSON carry the problems; the terminal table has no place for them.
  const messages = options.format === 'table' ? result.problems.map((p) => `chokepoint: warning: ${p}`) : [];
  return { result, exitCode: EXIT.ok, messages };
}

export const registerReport: RegisterCommand = (program) => {
  addBenchmarkOptions(
    program
      .command('report')
      .description(`judge taxonomy at a benchmark version: read location, count, content match, case rule and lint findings per judge (${STATIC_VERB})`),
    atOption('benchmark version (default: the latest)'),
  )
    .addOption(formatOption(REPORT_FORMATS))
    .action(async (options: BenchmarkOptions & { format: ReportFormat }) => printOutcome(await reportVerb(options), reportReporters, options.format));
};
