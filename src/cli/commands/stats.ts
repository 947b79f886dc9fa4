import { checkCaseSets, restrictAttackType, restrictRun } from '../../interop/agentdojo/index.ts';
import { benchmarkLocation } from '../../registry/index.ts';
import type { OutputFormat } from '../../rendering/index.ts';
import { alignScenarios, withDefinitionLookups, readRunDirs, buildStatsReport, type StatsReport, statsReporters, runLabels } from '../../runs/index.ts';
import { EXIT } from '../exit.ts';
import { addSandboxOptions, formatOption, judgesOption, RUNS_JUDGES, versionsOption, withSandbox, type SandboxCliOptions } from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

interface StatsOptions extends SandboxCliOptions {
  readonly intersect?: boolean;
  readonly baseline?: boolean;
  /** A folder, or false for `--no-judges`. */
  readonly judges?: string | false;
  readonly versions?: string;
  readonly caseSet?: string;
  readonly attackType?: string;
}

export async function statsVerb(dirs: readonly string[], options: StatsOptions): Promise<VerbOutcome<StatsReport>> {
  const read = await readRunDirs(dirs);
  const labels = runLabels(read);
  const { attackType, caseSet } = options;
  const byType = attackType === undefined ? undefined : read.map((run) => restrictAttackType(run, attackType));
  const typed = byType ? byType.map((r) => r.run) : read;
  const restricted = caseSet === undefined ? undefined : typed.map((run) => restrictRun(run, caseSet));
  const runs = restricted ? restricted.map((r) => r.run) : typed;
  const caseSetNotes = [
    ...(byType ?? []).map((r, i) => `${labels[i]}: attack type ${attackType} only (${r.kept} scenarios kept, ${r.dropped} left out)`),
    ...(restricted
      ? restricted.map((r, i) => `${labels[i]}: restricted to case set ${caseSet} (${r.kept} scenarios kept, ${r.dropped} left out)`)
      : checkCaseSets(
          runs.map((run, i) => ({ label: labels[i], run })),
          options.intersect ?? false,
        )),
  ];
  // Refuse mismatched scenario sets before loading any judges.
  alignScenarios(
    runs.map((run, i) => ({ label: labels[i], run })),
    options.intersect ?? false,
  );
  const location = options.judges === false ? false : benchmarkLocation({ judges: options.judges, versions: options.versions });
  const labelled = await withSandbox(options, (sandbox) => withDefinitionLookups(runs, labels, location, sandbox));
  const report = buildStatsReport(labelled, { intersect: options.intersect, baseline: options.baseline });
  return { result: { ...report, notes: [...caseSetNotes, ...report.notes] }, exitCode: EXIT.ok };
}

export const registerStats: RegisterCommand = (program) => {
  const command = program
    .command('stats')
    .description(
      `headline metrics with Wilson intervals per run, and paired comparisons across runs on the same scenarios (labelling calls for the llm-judge ROC evaluates the attack predicates: ${RUNS_JUDGES}; --no-judges runs none)`,
    )
    .argument('<run-dirs...>', 'run directories (manifest.json + scenarios/*.json)')
    .option('--intersect', 'compare runs over different scenario sets on the scenarios they share (reported)')
    .option('--baseline', 'compare the first run against each other run, instead of every pair')
    .addOption(judgesOption('judges folder for required tools (UPR) and attack goals (judge ROC) of non-imported runs (default: the bundled benchmark)'))
    .option('--no-judges', 'do not load judge definitions: UPR and judge ROC labels are then reported unavailable')
    .addOption(versionsOption())
    .option('--case-set <name>', 'imported AgentDojo runs: restrict to a benchmark case set (agentdojo-v1, agentdojo-v1.2)')
    .option('--attack-type <name>', 'imported runs: keep only attack scenarios of this attack type (e.g. important_instructions)')
    .addOption(formatOption());
  addSandboxOptions(command).action(async (dirs: string[], options: StatsOptions & { format: OutputFormat }) =>
    printOutcome(await statsVerb(dirs, options), statsReporters, options.format),
  );
};
