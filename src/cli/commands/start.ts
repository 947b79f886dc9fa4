import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ChokepointError } from '../../errors.ts';
import { describeBenchmark, displayPath } from '../../registry/index.ts';
import { closeDefaultSandbox, defaultSandbox, loadBundledBenchmark } from '../../sandbox/index.ts';
import type { OutputFormat } from '../../rendering/index.ts';
import {
  REPO_ROOT,
  SITE_DIR,
  countStatus,
  failureLines,
  regenerateReports,
  type Regeneration,
  type ReportOutcome,
  regenerationReporters,
} from '../../reports/index.ts';
import { EXIT } from '../exit.ts';
import { formatOption } from '../options.ts';
import { keepSandboxDiagnostics, printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

export async function startVerb(options: { readonly check?: boolean }): Promise<VerbOutcome<Regeneration>> {
  const committed = join(REPO_ROOT, 'reports');
  if (!existsSync(committed)) {
    throw new ChokepointError(
      'usage',
      'start regenerates the committed reports of a chokepoint checkout (npm start in a clone); an installed package has none: use report, diff, lint, validate or check on your judges',
      { file: committed },
    );
  }
  const benchmark = `bundled benchmark ${describeBenchmark(await loadBundledBenchmark())}`;
  // Loaded here, not at startup: generators pull in the analyzer and friends, which other verbs do not need.
  const { reportGenerators } = await import('../../reports/index.ts');
  const progress = process.stderr.isTTY
    ? (o: ReportOutcome, i: number) => process.stderr.write(`[${i + 1}/${reportGenerators.length}] ${o.file}: ${o.status}\n`)
    : undefined;
  const reports = await regenerateReports(reportGenerators, { root: REPO_ROOT, check: options.check === true, progress });
  // The HTML site is regenerated, never committed: check mode (which writes nothing) skips it.
  if (options.check !== true) reports.push(await writeBundledSite(join(REPO_ROOT, SITE_DIR)));
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
    .action(async (options: { check?: boolean; format: OutputFormat }) => {
      try {
        const outcome = await startVerb(options);
        keepSandboxDiagnostics(defaultSandbox().takeDiagnostics());
        printOutcome(outcome, regenerationReporters, options.format);
      } finally {
        // The report generators share the process-wide sandbox; its workers would keep the process alive.
        await closeDefaultSandbox();
      }
    });
};

async function writeBundledSite(dir: string): Promise<ReportOutcome> {
  const base = {
    file: displayPath(join(dir, 'index.html')),
    description: 'HTML viewer of reference and compliant runs of the bundled benchmark (regenerated, not committed)',
  };
  try {
    // Loaded here: the viewer pulls in the harness, which other verbs do not need.
    const { bundledSite, writeSite } = await import('../../viewer/index.ts');
    await writeSite(dir, await bundledSite());
    return { ...base, status: 'written' };
  } catch (error) {
    return { ...base, status: 'failed', errors: failureLines(error) };
  }
}
