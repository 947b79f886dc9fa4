import { dirname } from 'node:path';
import { analyzeBenchmark, judgeDiff, lintSettings, taxonomyReport } from '../analyzer/index.ts';
import { ChokepointError } from '../errors.ts';
import {
  benchmarkLocation,
  compareVersions,
  findProject,
  loadBenchmarkStatically,
  resolve,
  type Benchmark,
  type ResolvedBenchmark,
} from '../registry/index.ts';
import { defaultSandbox, type Sandbox } from '../sandbox/index.ts';
import { ablateReplayed, type StoredRunAblation, replayRecords } from '../rescore/index.ts';
import { alignScenarios, type LabelledRun, definitionLookups, isImported, readRunDirs, type RunData, buildStatsReport, runLabels } from '../runs/index.ts';
import { validateJudges } from '../validate/index.ts';
import { runSlug, type AblationData, type JudgesData, type ScenarioDetails, type SiteData, type Unavailable, type ViewedRun } from './model.ts';
import { stateDiff } from '../contract/index.ts';

/**
 * Gathers what the site shows for some run directories, with the library's own functions: the
 * stats report (summaries, intervals, comparisons), a replay of each stored trace (state before and
 * after), the ablation of the stored traces, and the static analysis and validation of the judges
 * that scored them. Nothing is computed here that another module already computes.
 */

export interface ViewOptions {
  readonly runDirs: readonly string[];
  /** Judges folder; `false` loads no definitions (no prompts, state differences, judges page or ablation). */
  readonly judges?: string | false;
  readonly versions?: string;
  /** Compare runs over different scenario sets on the scenarios they share. */
  readonly intersect?: boolean;
  /** Compare the first run against each other run only. */
  readonly baseline?: boolean;
  /** Told before each slow step. */
  readonly progress?: (step: string) => void;
  /** Where replays, judges and validation run; default: the shared sandbox. */
  readonly sandbox?: Sandbox;
}

export async function collectSite(options: ViewOptions): Promise<SiteData> {
  const read = await readRunDirs(options.runDirs);
  return collectRuns(read, options);
}

/** The same for runs already read (the bundled site reads the runs it just produced). */
export async function collectRuns(read: readonly RunData[], options: Omit<ViewOptions, 'runDirs'>): Promise<SiteData> {
  const labels = runLabels(read);
  alignScenarios(
    read.map((run, i) => ({ label: labels[i], run })),
    options.intersect ?? false,
  );
  const own = read.filter((run) => !isImported(run));
  const sandbox = options.sandbox ?? defaultSandbox();
  const location = benchmarkLocation({ judges: options.judges === false ? undefined : options.judges, versions: options.versions });
  const benchmark = options.judges === false || own.length === 0 ? null : await sandbox.loadBenchmark(location);
  const lookups = benchmark ? await definitionLookups(benchmark, own, sandbox) : undefined;
  const labelled: LabelledRun[] = read.map((run, i) => ({ label: labels[i], run, ...(isImported(run) || !lookups ? {} : lookups) }));
  const stats = buildStatsReport(labelled, { intersect: options.intersect, baseline: options.baseline });

  const runs: ViewedRun[] = [];
  const ablations: StoredRunAblation[] = [];
  const latest = benchmark ? resolve(benchmark) : null;
  const first = benchmark?.versions[0]?.version;
  const nameOnly = benchmark && first !== undefined && latest && first !== latest.version ? resolve(benchmark, first) : undefined;
  for (const [i, run] of read.entries()) {
    options.progress?.(`replaying ${labels[i]} (${run.records.length} scenarios)`);
    const resolved = benchmark && !isImported(run) ? resolveOrNull(benchmark, run.manifest.benchmarkVersion) : null;
    const details = new Map<string, ScenarioDetails>();
    if (resolved) {
      const replayed = await replayRecords(run.records, resolved, sandbox);
      for (const r of replayed.replayed)
        details.set(r.record.scenario.id, { ...taskTexts(resolved, r.record.scenario), state: stateDiff(r.pre, r.post), divergences: r.divergences });
      for (const s of replayed.skipped) {
        const record = run.records.find((r) => r.scenario.id === s.scenario)!;
        details.set(s.scenario, { ...taskTexts(resolved, record.scenario), state: { unavailable: s.reason }, divergences: [] });
      }
      if (latest) ablations.push(await ablateReplayed(labels[i], run.records, replayed, { resolved: latest, sandbox, ...(nameOnly ? { nameOnly } : {}) }));
    }
    runs.push({ label: labels[i], slug: runSlug(labels[i], i), colour: i, run, details });
  }

  const judges = benchmark ? await judgesData(benchmark, own, sandbox, location, options.progress) : unavailable(read, options);
  const ablation: AblationData | Unavailable =
    latest && ablations.length > 0
      ? {
          version: latest.version,
          nameOnlyVersion: nameOnly?.version ?? null,
          rows: ablations.flatMap((a) => a.rows),
          replay: ablations.map((a) => a.replay),
          skipped: ablations.flatMap((a) => a.skipped),
        }
      : unavailable(read, options);
  return { runs, stats, judges, ablation };
}

function unavailable(read: readonly RunData[], options: Omit<ViewOptions, 'runDirs'>): Unavailable {
  if (options.judges === false) return { unavailable: 'judge definitions were not loaded (--no-judges)' };
  if (read.every(isImported)) return { unavailable: 'imported runs come from another benchmark, whose judge definitions are not loaded' };
  return { unavailable: 'no run was judged at a version the judge definitions know' };
}

function resolveOrNull(benchmark: Benchmark, version: string): ResolvedBenchmark | null {
  try {
    return resolve(benchmark, version);
  } catch (error) {
    if (error instanceof ChokepointError) return null;
    throw error;
  }
}

function taskTexts(resolved: ResolvedBenchmark, scenario: RunData['records'][number]['scenario']): Pick<ScenarioDetails, 'prompt' | 'goal'> {
  const user = resolved.task(scenario.userTask, scenario.suite)?.definition;
  const injection = scenario.injectionTask === null ? undefined : resolved.task(scenario.injectionTask, scenario.suite)?.definition;
  return { prompt: user?.kind === 'user' ? user.prompt : null, goal: injection?.kind === 'injection' ? injection.goal : null };
}

/** Taxonomy and validation at each version the runs were judged at; the diffs between consecutive versions up to the newest of them. */
async function judgesData(
  benchmark: Benchmark,
  runs: readonly RunData[],
  sandbox: Sandbox,
  location: ReturnType<typeof benchmarkLocation>,
  progress?: (step: string) => void,
): Promise<JudgesData | Unavailable> {
  const known = new Set(benchmark.versions.map((v) => v.version));
  const versions = [...new Set(runs.map((r) => r.manifest.benchmarkVersion))].filter((v) => known.has(v)).sort(compareVersions);
  if (versions.length === 0) return { unavailable: 'no run was judged at a version the judge definitions know' };
  progress?.('analysing the judges (static analysis)');
  // The findings as lint and report see them: the project's rule settings, known defects, inline disables.
  const analysis = analyzeBenchmark(await loadBenchmarkStatically(location), { rules: lintSettings(findProject().config).rules });
  const newest = versions[versions.length - 1];
  const all = benchmark.versions.map((v) => v.version).filter((v) => compareVersions(v, newest) <= 0);
  const validations = [];
  for (const version of versions) {
    progress?.(`validating the judges at ${version} (running them on known situations)`);
    validations.push(await validateJudges(resolve(benchmark, version), { sandbox }));
  }
  return {
    root: dirname(benchmark.judgesDir ?? '.'),
    taxonomies: versions.map((v) => taxonomyReport(analysis, v)),
    diffs: all.slice(1).map((to, i) => judgeDiff(analysis, all[i], to)),
    validations,
  };
}
