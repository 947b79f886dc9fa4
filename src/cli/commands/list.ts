import type { ScenarioRef, SubsetName } from '../../contract/index.ts';
import {
  benchmarkLocation,
  loadBenchmark,
  resolve,
  scenarios,
  selectSuite,
  taskCounts,
  taskRows,
  taskTable,
  type Benchmark,
  type ExcludedScenario,
  type ResolvedBenchmark,
  type TaskCounts,
  type TaskRow,
} from '../../registry/index.ts';
import { renderJson, renderTable, type OutputFormat, type Table } from '../../rendering/table.ts';
import { formatOption } from '../options.ts';
import type { RegisterCommand } from '../verb.ts';

interface ListOptions {
  at?: string;
  suite?: string;
  judges?: string;
  versions?: string;
  format: OutputFormat;
}

interface SubsetListing {
  readonly subset: SubsetName;
  readonly counts: { readonly scenarios: number; readonly attack: number; readonly benign: number; readonly probe: number; readonly excluded: number };
  readonly scenarios: readonly ScenarioRef[];
  readonly excluded: readonly (ExcludedScenario & { readonly suite: string })[];
}

export interface Listing {
  readonly version: string;
  readonly versions: readonly string[];
  readonly counts: TaskCounts;
  readonly tasks: readonly TaskRow[];
  readonly subset?: SubsetListing;
}

export const registerList: RegisterCommand = (program) => {
  program
    .command('list')
    .description('list the tasks resolved at a benchmark version, with the version each definition comes from')
    .option('--at <version>', 'benchmark version to resolve (default: the latest)')
    .option('--suite <name>', 'a suite, a subset (core, lite, probe: also lists its scenarios) or <suite>/<subset>')
    .option('--judges <dir>', 'judges folder (default: the bundled benchmark)')
    .option('--versions <dir>', 'versions folder (default: next to the judges folder)')
    .addOption(formatOption())
    .action(async (options: ListOptions) => {
      const benchmark = await loadBenchmark(benchmarkLocation(options));
      const listing = buildListing(benchmark, resolve(benchmark, options.at), options.suite);
      process.stdout.write(options.format === 'json' ? renderJson(listing) : renderListing(listing, options.format));
    });
};

export function buildListing(benchmark: Benchmark, resolved: ResolvedBenchmark, suite: string | undefined): Listing {
  const selection = selectSuite(benchmark, suite);
  const inSelection = (s: string) => selection.suites.includes(s);
  const listing: Listing = {
    version: resolved.version,
    versions: benchmark.versions.map((v) => v.version),
    counts: taskCounts(resolved, selection.suites),
    tasks: taskRows(benchmark, resolved).filter((row) => inSelection(row.suite)),
  };
  return selection.subset ? { ...listing, subset: subsetListing(resolved, selection.suites, selection.subset) } : listing;
}

function subsetListing(resolved: ResolvedBenchmark, suites: readonly string[], subset: SubsetName): SubsetListing {
  const expanded = suites.map((suite) => ({ suite, list: scenarios(resolved, suite, subset) }));
  const refs = expanded.flatMap(({ list }) => list.map((s) => s.ref));
  const excluded = expanded.flatMap(({ suite, list }) => list.excluded.map((e) => ({ ...e, suite })));
  const count = (kind: ScenarioRef['kind']) => refs.filter((r) => r.kind === kind).length;
  return {
    subset,
    counts: { scenarios: refs.length, attack: count('attack'), benign: count('benign'), probe: count('probe'), excluded: excluded.length },
    scenarios: refs,
    excluded,
  };
}

export function renderListing(listing: Listing, format: Exclude<OutputFormat, 'json'>): string {
  const { counts } = listing;
  const heading = (text: string) => (format === 'markdown' ? `## ${text}\n\n` : `${text}\n\n`);
  const parts = [
    heading(`Benchmark ${listing.version} (versions: ${listing.versions.join(', ')})`),
    `${counts.tasks} tasks: ${counts.user} user, ${counts.injection} injection; ${counts.changedHere} defined at ${listing.version}; ${counts.knownDefects} known defective judge(s)\n\n`,
    renderTable(taskTable(listing.tasks, listing.version), format),
  ];
  if (listing.subset) parts.push('\n', renderSubset(listing.subset, format, heading));
  return parts.join('');
}

function renderSubset(subset: SubsetListing, format: Exclude<OutputFormat, 'json'>, heading: (text: string) => string): string {
  const { counts } = subset;
  const table: Table = {
    columns: ['Scenario', 'Kind', 'User task', 'Injection task', 'Locator'],
    rows: subset.scenarios.map((s) => [s.id, s.kind, s.userTask, s.injectionTask, s.locator]),
  };
  const excluded = subset.excluded.map((e) => `excluded: ${e.suite}/${e.id}: ${e.reason}\n`).join('');
  return [
    heading(`Subset ${subset.subset}`),
    `${counts.scenarios} scenarios: ${counts.attack} attack, ${counts.benign} benign, ${counts.probe} probe; ${counts.excluded} excluded at this version\n\n`,
    renderTable(table, format),
    excluded ? `\n${excluded}` : '',
  ].join('');
}
