import { describeBenchmark, loadBundledBenchmark } from '../../registry/index.ts';
import type { OutputFormat } from '../../rendering/index.ts';
import { REPO_ROOT } from '../../reports/generator.ts';
import { countStatus, regenerateReports, type Regeneration, type ReportOutcome } from '../../reports/regenerate.ts';
import { regenerationReporters } from '../../reports/reporters/regeneration.ts';
import { EXIT } from '../exit.ts';
import { formatOption } from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

export async function startVerb(options: { readonly check?: boolean }): Promise<VerbOutcome<Regeneration>> {
  const benchmark = `bundled benchmark ${describeBenchmark(await loadBundledBenchmark())}`;
  // Loaded here, not at startup: generators pull in the analyzer and friends, which other verbs do not need.
  const { reportGenerators } = await import('../../reports/index.ts');
  const progress = process.stderr.isTTY
    ? (o: ReportOutcome, i: number) => process.stderr.write(`[${i + 1}/${reportGenerators.length}] ${o.file}: ${o.status}\n`)
    : undefined;
  const reports = await regenerateReports(reportGenerators, { root: REPO_ROOT, check: options.check === true, progress });
  return {
    result: { benchmark, reports },
    exitCode: countStatus(reports, 'failed') > 0 ? EXIT.usage : countStatus(reports, 'stale') > 0 ? EXIT.findings : EXIT.ok,
    messages: reports.flatMap((r) => (r.errors ?? []).map((e) => `chokepoint: error: ${r.file}: ${e}`)),
  };
}

export const registerStart: RegisterCommand = (program) => {
  program
    .command('start')
    .description('the main job (npm start): load and validate the bundled benchmark, regenerate every committed report under reports/')
    .option('--check', 'write nothing; exit 1 when a committed report differs from what its generator renders now')
    .addOption(formatOption())
    .action(async (options: { check?: boolean; format: OutputFormat }) => printOutcome(await startVerb(options), regenerationReporters, options.format));
};
