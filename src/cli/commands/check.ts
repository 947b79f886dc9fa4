import type { SubsetName } from '../../contract/index.ts';
import { checkScenarios, FEASIBILITY_CHECKS, type FeasibilityFailure } from '../../harness/feasibility/index.ts';
import { benchmarkLocation, loadBenchmark, resolve, scenarios, selectSuite, SUBSET_NAMES, type Scenario } from '../../registry/index.ts';
import { EXIT } from '../exit.ts';
import { renderJson, renderTable, type OutputFormat } from '../../rendering/table.ts';
import { formatOption } from '../options.ts';
import type { RegisterCommand } from '../verb.ts';

interface CheckOptions {
  at?: string;
  suite?: string;
  judges?: string;
  versions?: string;
  format: OutputFormat;
}

export interface CheckResult {
  readonly version: string;
  readonly suites: readonly string[];
  readonly subsets: readonly SubsetName[];
  readonly scenarios: number;
  readonly checks: readonly { readonly id: string; readonly description: string }[];
  readonly failures: readonly FeasibilityFailure[];
}

export const registerCheck: RegisterCommand = (program) => {
  program
    .command('check')
    .description('feasibility checks before a run: locators resolve, payloads reach the agent (D1), predicates name real tools and arguments, SQL names real columns, references solve their tasks')
    .option('--at <version>', 'benchmark version to resolve (default: the latest)')
    .option('--suite <name>', 'a subset (core, lite, probe), a suite, or <suite>/<subset> (default: every subset of every suite)')
    .option('--judges <dir>', 'judges folder (default: the bundled benchmark)')
    .option('--versions <dir>', 'versions folder (default: next to the judges folder)')
    .addOption(formatOption())
    .action(async (options: CheckOptions) => {
      const result = await feasibilityReport(options);
      process.stdout.write(options.format === 'json' ? renderJson(result) : renderCheck(result, options.format));
      process.exitCode = result.failures.length > 0 ? EXIT.findings : EXIT.ok;
    });
};

export async function feasibilityReport(options: Omit<CheckOptions, 'format'>): Promise<CheckResult> {
  const benchmark = await loadBenchmark(benchmarkLocation(options));
  const resolved = resolve(benchmark, options.at);
  const selection = selectSuite(benchmark, options.suite);
  const subsets = selection.subset ? [selection.subset] : [...SUBSET_NAMES];
  const failures: FeasibilityFailure[] = [];
  let count = 0;
  for (const suite of selection.suites) {
    // A scenario in several subsets (lite is inside core) is checked once.
    const unique = new Map<string, Scenario>();
    for (const subset of subsets) for (const scenario of scenarios(resolved, suite, subset)) unique.set(scenario.ref.id, scenario);
    count += unique.size;
    failures.push(...(await checkScenarios(resolved, suite, [...unique.values()])));
  }
  return {
    version: resolved.version,
    suites: selection.suites,
    subsets,
    scenarios: count,
    checks: FEASIBILITY_CHECKS.map((c) => ({ id: c.id, description: c.description })),
    failures,
  };
}

function renderCheck(result: CheckResult, format: Exclude<OutputFormat, 'json'>): string {
  const scope = `${result.suites.join(', ')} (${result.subsets.join(', ')}) at ${result.version}`;
  const affected = new Set(result.failures.map((f) => `${f.suite}/${f.scenario}`)).size;
  if (result.failures.length === 0) {
    return `${scope}: all ${result.scenarios} scenarios pass ${result.checks.length} feasibility checks (${result.checks.map((c) => c.id).join(', ')})\n`;
  }
  const table = renderTable(
    { columns: ['Check', 'Suite', 'Scenario', 'Problem'], rows: result.failures.map((f) => [f.check, f.suite, f.scenario, f.message]) },
    format,
  );
  return `${scope}: ${result.failures.length} feasibility failure(s) in ${affected} of ${result.scenarios} scenarios\n\n${table}`;
}
