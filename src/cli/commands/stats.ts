import { benchmarkLocation } from '../../registry/index.ts';
import { alignScenarios, type LabelledRun } from '../../runs/compare.ts';
import { readRunDir, type RunData } from '../../runs/reader.ts';
import { buildStatsReport } from '../../runs/report.ts';
import { isImported, registryLookups, type DefinitionLookups } from '../../runs/lookups.ts';
import { runLabel } from '../../runs/summary.ts';
import { renderStatsReport } from '../../runs/reporters/render.ts';
import { ChokepointError, ChokepointErrors } from '../../errors.ts';
import { checkCaseSets, restrictAttackType, restrictRun } from '../../interop/agentdojo/case-sets.ts';
import { type OutputFormat } from '../../rendering/table.ts';
import { formatOption } from '../options.ts';
import type { RegisterCommand } from '../verb.ts';

interface StatsOptions {
  format: OutputFormat;
  intersect?: boolean;
  baseline?: boolean;
  /** A folder, or false for `--no-judges`. */
  judges?: string | false;
  versions?: string;
  caseSet?: string;
  attackType?: string;
}

export const registerStats: RegisterCommand = (program) => {
  program
    .command('stats')
    .description('headline metrics with Wilson intervals per run, and paired comparisons across runs on the same scenarios')
    .argument('<run-dirs...>', 'run directories (manifest.json + scenarios/*.json)')
    .option('--intersect', 'compare runs over different scenario sets on the scenarios they share (reported)')
    .option('--baseline', 'compare the first run against each other run, instead of every pair')
    .option('--judges <dir>', 'judges folder for required tools (UPR) and attack goals (judge ROC) of non-imported runs (default: the bundled benchmark)')
    .option('--no-judges', 'do not load judge definitions: UPR and judge ROC labels are then reported unavailable')
    .option('--versions <dir>', 'versions folder (default: next to the judges folder)')
    .option('--case-set <name>', 'imported AgentDojo runs: restrict to a benchmark case set (agentdojo-v1, agentdojo-v1.2)')
    .option('--attack-type <name>', 'imported runs: keep only attack scenarios of this attack type (e.g. important_instructions)')
    .addOption(formatOption())
    .action(async (dirs: string[], options: StatsOptions) => {
      const read = await readRuns(dirs);
      const labels = uniqueLabels(read.map(runLabel));
      const byType = options.attackType === undefined ? undefined : read.map((run) => restrictAttackType(run, options.attackType!));
      const typed = byType ? byType.map((r) => r.run) : read;
      const restricted = options.caseSet === undefined ? undefined : typed.map((run) => restrictRun(run, options.caseSet!));
      const runs = restricted ? restricted.map((r) => r.run) : typed;
      const caseSetNotes = [
        ...(byType ?? []).map((r, i) => `${labels[i]}: attack type ${options.attackType} only (${r.kept} scenarios kept, ${r.dropped} left out)`),
        ...(restricted
          ? restricted.map((r, i) => `${labels[i]}: restricted to case set ${options.caseSet} (${r.kept} scenarios kept, ${r.dropped} left out)`)
          : checkCaseSets(runs.map((run, i) => ({ label: labels[i], run })), options.intersect ?? false)),
      ];
      // Refuse mismatched scenario sets before loading any judges.
      alignScenarios(runs.map((run, i) => ({ label: labels[i], run })), options.intersect ?? false);
      const labelled = await withDefinitionLookups(runs, labels, options);
      const report = buildStatsReport(labelled, { intersect: options.intersect, baseline: options.baseline });
      process.stdout.write(renderStatsReport({ ...report, notes: [...caseSetNotes, ...report.notes] }, options.format));
    });
};

/** Reads every directory and reports the problems of all of them at once. */
async function readRuns(dirs: readonly string[]): Promise<RunData[]> {
  const errors: ChokepointError[] = [];
  const runs: RunData[] = [];
  for (const dir of dirs) {
    try {
      runs.push(await readRunDir(dir));
    } catch (error) {
      if (error instanceof ChokepointErrors) errors.push(...error.errors);
      else if (error instanceof ChokepointError) errors.push(error);
      else throw error;
    }
  }
  if (errors.length > 0) throw new ChokepointErrors(errors);
  return runs;
}

/** Runs of the bundled (or `--judges`) benchmark get its required tools and attack goals; imported runs do not. */
async function withDefinitionLookups(runs: readonly RunData[], labels: readonly string[], options: StatsOptions): Promise<LabelledRun[]> {
  let lookups: DefinitionLookups | undefined;
  if (options.judges !== false && runs.some((run) => !isImported(run))) {
    lookups = await registryLookups(benchmarkLocation({ judges: options.judges, versions: options.versions }));
  }
  return runs.map((run, i) => ({ label: labels[i], run, ...(isImported(run) ? {} : lookups) }));
}

/** Directory names, numbered when two runs share one (`run`, `run#2`). */
function uniqueLabels(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name}#${count}`;
  });
}
