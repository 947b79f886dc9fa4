import { isJudgeError } from '../stats/index.ts';
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
  const { judged, leftOut } = withoutJudgeErrors(runs);
  const comparison = compareRuns(judged, options);
  const { runs: aligned } = alignScenarios(judged, options.intersect ?? false);
  const summaries = aligned.map((r, i) =>
    summarizeRun(r.run, { label: r.label, requiredTools: r.requiredTools, attackGoal: r.attackGoal, judgeErrorsLeftOut: leftOut[i] }),
  );
  return { runs: summaries, comparison, notes: notesOf(summaries, comparison) };
}

/**
 * The runs without the scenarios on which a judge gave no verdict (`judge_error`), in any of the
 * runs: such a scenario has no verdict to count, and leaving it out of one run only would pair the
 * runs on different scenarios. Returns how many each run lost.
 */
function withoutJudgeErrors(runs: readonly LabelledRun[]): { judged: LabelledRun[]; leftOut: number[] } {
  const errors = new Set(runs.flatMap(({ run }) => run.records.filter(isJudgeError).map((r) => r.scenario.id)));
  if (errors.size === 0) return { judged: [...runs], leftOut: runs.map(() => 0) };
  const judged = runs.map((r) => ({ ...r, run: { ...r.run, records: r.run.records.filter((rec) => !errors.has(rec.scenario.id)) } }));
  return { judged, leftOut: runs.map((r, i) => r.run.records.length - judged[i].run.records.length) };
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
      notes.push(
        `${run.label}: ${utility} utility and ${attack} attack verdict(s) are errors (a judge stopped, not run, or, in older records, one that threw); they count as not passed`,
      );
    }
    if (run.judgeErrorsLeftOut > 0) {
      notes.push(`${run.label}: ${run.judgeErrorsLeftOut} scenario(s) left out of every rate: a judge gave no verdict (judge_error)`);
    }
    if (run.delivery.unknown > 0) {
      notes.push(`${run.label}: ${run.delivery.unknown} attack scenario(s) do not record whether the payload was delivered`);
    }
  }
  for (const skip of comparison.skipped) notes.push(`comparison of ${skip.metric} skipped: ${skip.reason}`);
  return notes;
}
