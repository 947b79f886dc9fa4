import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isUserInputError } from '../../errors.ts';
import { displayPath, loadBundledBenchmark, resolve, scenarios, SUBSET_NAMES, taskCounts } from '../../registry/index.ts';
import { REPO_ROOT, type ReportGenerator } from '../../reports/generator.ts';
import { EXIT } from '../exit.ts';
import { renderJson, renderTable, type OutputFormat } from '../../rendering/table.ts';
import { formatOption } from '../options.ts';
import type { RegisterCommand } from '../verb.ts';

type ReportStatus = 'written' | 'unchanged' | 'stale' | 'failed';

export interface ReportOutcome {
  readonly file: string;
  readonly description: string;
  readonly status: ReportStatus;
  /** Why it failed, one line per problem. */
  readonly errors?: readonly string[];
}

interface StartResult {
  readonly benchmark: string;
  readonly reports: readonly ReportOutcome[];
}

export const registerStart: RegisterCommand = (program) => {
  program
    .command('start')
    .description('the main job (npm start): load and validate the bundled benchmark, regenerate every committed report under reports/')
    .option('--check', 'write nothing; exit 1 when a committed report differs from what its generator renders now')
    .addOption(formatOption())
    .action(async (options: { check?: boolean; format: OutputFormat }) => {
      const benchmark = await benchmarkSummary();
      // Loaded here, not at startup: generators pull in the analyzer and friends, which other verbs do not need.
      const { reportGenerators } = await import('../../reports/index.ts');
      const progress = process.stderr.isTTY
        ? (o: ReportOutcome, i: number) => process.stderr.write(`[${i + 1}/${reportGenerators.length}] ${o.file}: ${o.status}\n`)
        : undefined;
      const reports = await regenerateReports(reportGenerators, { root: REPO_ROOT, check: options.check === true, progress });
      const result: StartResult = { benchmark, reports };
      process.stdout.write(options.format === 'json' ? renderJson(result) : renderStart(result, options.format));
      for (const r of reports) for (const e of r.errors ?? []) process.stderr.write(`chokepoint: error: ${r.file}: ${e}\n`);
      process.exitCode = reports.some((r) => r.status === 'failed') ? EXIT.usage : reports.some((r) => r.status === 'stale') ? EXIT.findings : EXIT.ok;
    });
};

/** One line on what was loaded, e.g. `bundled benchmark 1.2.0 (versions 1.0.0, 1.1.0, 1.2.0): 62 tasks ...`. */
async function benchmarkSummary(): Promise<string> {
  const benchmark = await loadBundledBenchmark();
  const latest = resolve(benchmark);
  const counts = taskCounts(latest);
  const subsets = SUBSET_NAMES.map(
    (subset) => `${subset} ${latest.suites.reduce((n, s) => n + scenarios(latest, s.definition.name, subset).length, 0)}`,
  ).join(', ');
  const versions = benchmark.versions.map((v) => v.version).join(', ');
  return `bundled benchmark ${latest.version} (versions ${versions}): ${counts.tasks} tasks (${counts.user} user, ${counts.injection} injection); scenarios ${subsets}`;
}

/** Runs each generator in order; writes what changed (unless `check`), reports every outcome, never stops early. */
export async function regenerateReports(
  generators: readonly ReportGenerator[],
  options: { root: string; check: boolean; progress?: (outcome: ReportOutcome, index: number) => void },
): Promise<ReportOutcome[]> {
  const outcomes: ReportOutcome[] = [];
  for (const generator of generators) {
    const outcome = await runGenerator(generator, options.root, options.check);
    options.progress?.(outcome, outcomes.length);
    outcomes.push(outcome);
  }
  return outcomes;
}

async function runGenerator(generator: ReportGenerator, root: string, checkOnly: boolean): Promise<ReportOutcome> {
  const target = join(root, generator.file);
  const base = { file: displayPath(target), description: generator.description };
  try {
    const content = await generator.generate();
    const committed = await readFile(target, 'utf8').catch(() => undefined);
    if (committed === content) return { ...base, status: 'unchanged' };
    if (checkOnly) return { ...base, status: 'stale' };
    await writeAtomically(target, content);
    return { ...base, status: 'written' };
  } catch (error) {
    const errors = isUserInputError(error)
      ? ('errors' in error ? error.errors : [error]).map((e) => e.format())
      : [`internal error: ${error instanceof Error ? error.message : String(error)}`];
    return { ...base, status: 'failed', errors };
  }
}

async function writeAtomically(file: string, content: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, content, 'utf8');
  await rename(temporary, file);
}

function renderStart(result: StartResult, format: Exclude<OutputFormat, 'json'>): string {
  const count = (status: ReportStatus) => result.reports.filter((r) => r.status === status).length;
  const table = {
    columns: ['Report', 'Status', 'What'],
    rows: result.reports.map((r) => [r.file, r.status, r.description]),
  };
  const summary =
    `${result.reports.length} report(s): ${count('written')} written, ${count('unchanged')} unchanged` +
    (count('stale') ? `, ${count('stale')} out of date (run npm start)` : '') +
    (count('failed') ? `, ${count('failed')} failed` : '');
  return `${result.benchmark}\n\n${renderTable(table, format)}\n${summary}\n`;
}
