import { alignScenarios, compareRuns, type LabelledRun, type RunComparison } from './compare.ts';
import { summarizeRun, type RunSummary } from './summary.ts';

/** Everything `chokepoint stats` prints, as plain data (the json format is exactly this). */
export interface StatsReport {
  readonly runs: readonly RunSummary[];
  readonly comparison: RunComparison;
  readonly notes: readonly string[];
}

export interface StatsOptions {
  /** Compare runs over different scenario sets on their intersection instead of refusing. */
  readonly intersect?: boolean;
  /** Compare the first run against each other run only, instead of every pair. */
  readonly baseline?: boolean;
}

/** Per-run summaries (on the compared scenarios) and the comparisons across runs. */
export function buildStatsReport(runs: readonly LabelledRun[], options: StatsOptions = {}): StatsReport {
  const comparison = compareRuns(runs, options);
  const { runs: aligned } = alignScenarios(runs, options.intersect ?? false);
  const summaries = aligned.map((r) => summarizeRun(r.run, { label: r.label, requiredTools: r.requiredTools, attackGoal: r.attackGoal }));
  return { runs: summaries, comparison, notes: notesOf(summaries, comparison) };
}

function notesOf(runs: readonly RunSummary[], comparison: RunComparison): string[] {
  const notes: string[] = [];
  const versions = [...new Set(runs.map((r) => r.benchmarkVersion))];
  if (versions.length > 1) {
    notes.push(`runs were judged at different benchmark versions (${versions.join(', ')}): verdict differences may come from the judges, not the agents`);
  }
  if (comparison.alignment.mode === 'intersection') {
    const dropped = comparison.alignment.perRun.map((r) => `${r.label} ${r.dropped} of ${r.total}`).join(', ');
    notes.push(`compared on the ${comparison.alignment.size} scenarios common to all runs; left out: ${dropped}`);
  }
  for (const run of runs) {
    if (!run.upr.available && run.scenarios.benign > 0) {
      notes.push(`${run.label}: UPR unavailable (${run.upr.reason}); FRR and BA use the benign utility judge instead`);
    }
    if (run.security.status === 'refused') {
      notes.push(`${run.label}: security metrics of the metrics and authorization model refused (${run.security.reason}): ${run.security.message}`);
    }
    const { utility, attack } = run.judgeErrors;
    if (utility + attack > 0) {
      notes.push(`${run.label}: ${utility} utility and ${attack} attack verdict(s) come from judges that threw; they count as not passed`);
    }
    if (run.delivery.unknown > 0) {
      notes.push(`${run.label}: ${run.delivery.unknown} attack scenario(s) do not record whether the payload was delivered`);
    }
  }
  for (const skip of comparison.skipped) notes.push(`comparison of ${skip.metric} skipped: ${skip.reason}`);
  return notes;
}
