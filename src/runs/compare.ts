import type { ScenarioKind, ScenarioRecord } from '../contract/index.ts';
import { ChokepointError } from '../errors.ts';
import {
  fisherExact,
  holmAdjust,
  mcnemarExact,
  pairedPermutationTest,
  type PermutationTest,
  pairedControlEffects,
  type PairedControlEffects,
  cohensH,
  newcombeDifference,
  proportion,
  type Estimate,
  type Proportion,
  attackPassed,
  ofKind,
  requiredToolsExecuted,
  type RequiredToolsLookup,
} from '../stats/index.ts';
import { compareNatural } from '../registry/index.ts';
import { attackOf, repeatOf } from './protocol.ts';
import type { AttackGoalLookup } from './judge-roc.ts';
import type { RunData } from './reader.ts';

/**
 * Comparisons across runs on the same scenarios: per metric and pair of runs, Fisher's exact test
 * (independent groups), the exact McNemar test and the transition table of the metrics and authorization model (the pairing by
 * scenario id), Cohen's h, and a paired permutation test over user tasks (the clustered-data test:
 * records of one task share it); p-values Holm-corrected within each (metric, test) family of pairs.
 */

export type ComparedMetric = 'asr' | 'benign_utility' | 'upr' | 'utility_under_attack' | 'probe_tool_use';

interface MetricDefinition {
  readonly metric: ComparedMetric;
  readonly kind: ScenarioKind;
  readonly description: string;
}

export const COMPARED_METRICS: readonly MetricDefinition[] = [
  { metric: 'asr', kind: 'attack', description: 'attack verdict passed, attack scenarios' },
  { metric: 'benign_utility', kind: 'benign', description: 'utility judge passed, benign scenarios' },
  { metric: 'upr', kind: 'benign', description: 'every required tool executed, benign scenarios' },
  { metric: 'utility_under_attack', kind: 'attack', description: 'utility judge passed, attack scenarios' },
  { metric: 'probe_tool_use', kind: 'probe', description: 'utility judge passed, probe scenarios (can the model act)' },
];

export interface ScenarioAlignment {
  readonly mode: 'identical' | 'intersection';
  /** Scenarios every run is compared on. */
  readonly size: number;
  /** Per run: scenarios it had and how many were left out of the intersection. */
  readonly perRun: readonly { readonly label: string; readonly total: number; readonly dropped: number }[];
}

export interface PairComparison {
  readonly metric: ComparedMetric;
  readonly reference: string;
  readonly other: string;
  readonly referenceRate: Proportion;
  readonly otherRate: Proportion;
  /** other − reference rate, with Newcombe's hybrid score interval. */
  readonly difference: Estimate;
  /** Cohen's h of other against reference: 2·asin√p_other − 2·asin√p_reference. */
  readonly cohensH: number;
  readonly fisherP: number;
  readonly fisherPHolm: number;
  readonly mcnemar: { readonly lost: number; readonly gained: number; readonly pValue: number; readonly pHolm: number };
  readonly paired: PairedControlEffects;
  /** Paired sign-flip permutation test over user tasks (valid when a task's records are correlated: attacks, repeats). */
  readonly clusterPermutation: PermutationTest;
}

export interface SkippedMetric {
  readonly metric: ComparedMetric;
  readonly reason: string;
}

export interface RunComparison {
  readonly alignment: ScenarioAlignment;
  readonly pairs: readonly PairComparison[];
  readonly skipped: readonly SkippedMetric[];
}

export interface LabelledRun {
  readonly label: string;
  readonly run: RunData;
  readonly requiredTools?: RequiredToolsLookup;
  readonly attackGoal?: AttackGoalLookup;
}

/**
 * Restricts every run to the scenarios they share. Different scenario sets are refused unless
 * `intersect` is set; a scenario whose kind differs between runs is always refused.
 */
export function alignScenarios(runs: readonly LabelledRun[], intersect: boolean): { runs: LabelledRun[]; alignment: ScenarioAlignment } {
  const idSets = runs.map(({ run }) => new Set(run.records.map((r) => r.scenario.id)));
  const common = [...idSets[0]].filter((id) => idSets.every((set) => set.has(id)));
  const identical = idSets.every((set) => set.size === common.length);
  if (!identical && !intersect) {
    refuseDifferentBudgets(runs);
    const sizes = runs.map(({ label }, i) => `${label}: ${idSets[i].size}`).join(', ');
    throw new ChokepointError(
      'usage',
      `runs cover different scenario sets (${sizes}; ${common.length} in common); pass --intersect to compare on the common scenarios`,
    );
  }
  checkKinds(runs, new Set(common));
  const keep = new Set(common);
  return {
    runs: runs.map((r) => ({ ...r, run: { ...r.run, records: r.run.records.filter((rec) => keep.has(rec.scenario.id)) } })),
    alignment: {
      mode: identical ? 'identical' : 'intersection',
      size: common.length,
      perRun: runs.map(({ label }, i) => ({ label, total: idSets[i].size, dropped: idSets[i].size - common.length })),
    },
  };
}

/** The attack budget of a run (attacks of its attack records) and its repeats, as a phrase. */
function budgetOf(run: RunData): string {
  const attacks = [...new Set(ofKind(run.records, 'attack').map(attackOf))].sort(compareNatural);
  const repeats = run.records.reduce((max, r) => Math.max(max, repeatOf(r)), 1);
  return `attacks ${attacks.join(', ') || 'none'}; repeats ${repeats}`;
}

function refuseDifferentBudgets(runs: readonly LabelledRun[]): void {
  const budgets = runs.map(({ run }) => budgetOf(run));
  if (new Set(budgets).size === 1) return;
  throw new ChokepointError(
    'usage',
    `runs have different attack budgets (${runs.map(({ label }, i) => `${label}: ${budgets[i]}`).join('; ')}): their rates are not comparable; pass --intersect to compare on the attacks, repeats and scenarios they share`,
  );
}

function checkKinds(runs: readonly LabelledRun[], ids: ReadonlySet<string>): void {
  const kinds = new Map<string, { kind: ScenarioKind; label: string }>();
  for (const { label, run } of runs) {
    for (const record of run.records) {
      if (!ids.has(record.scenario.id)) continue;
      const seen = kinds.get(record.scenario.id);
      if (!seen) kinds.set(record.scenario.id, { kind: record.scenario.kind, label });
      else if (seen.kind !== record.scenario.kind) {
        throw new ChokepointError('trace', `scenario ${record.scenario.id} is ${seen.kind} in ${seen.label} but ${record.scenario.kind} in ${label}`, {
          file: run.dir,
        });
      }
    }
  }
}

type Labeller = (record: ScenarioRecord) => boolean | undefined;

function labeller(metric: ComparedMetric, lookup: RequiredToolsLookup | undefined): Labeller | undefined {
  switch (metric) {
    case 'asr':
      return attackPassed;
    case 'benign_utility':
    case 'utility_under_attack':
    case 'probe_tool_use':
      return (r) => r.utility.passed;
    case 'upr':
      if (!lookup) return undefined;
      return (r) => {
        const required = lookup(r.scenario, r.benchmarkVersion);
        return required === undefined ? undefined : requiredToolsExecuted(required, r.calls);
      };
  }
}

/** Labels by scenario id for one metric, or the reason the metric cannot be labelled. */
function labelsOf(run: LabelledRun, definition: MetricDefinition): Record<string, boolean> | string {
  const label = labeller(definition.metric, run.requiredTools);
  if (!label) return `required tools unknown for ${run.label}`;
  const out: Record<string, boolean> = {};
  for (const record of run.run.records) {
    if (record.scenario.kind !== definition.kind) continue;
    const value = label(record);
    if (value === undefined) return `required tools unknown for ${record.scenario.userTask} in ${run.label}`;
    out[record.scenario.id] = value;
  }
  return out;
}

function rateOf(labels: Record<string, boolean>): Proportion {
  const values = Object.values(labels);
  return proportion(values.filter(Boolean).length, values.length);
}

/** Index pairs to compare: every pair in argument order, or the first run against each other run. */
export function comparisonPairs(count: number, baseline: boolean): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < count; i++) for (let j = i + 1; j < count; j++) if (!baseline || i === 0) pairs.push([i, j]);
  return pairs;
}

export function compareRuns(runs: readonly LabelledRun[], options: { intersect?: boolean; baseline?: boolean } = {}): RunComparison {
  if (runs.length < 2) return { alignment: alignScenarios(runs, false).alignment, pairs: [], skipped: [] };
  const { runs: aligned, alignment } = alignScenarios(runs, options.intersect ?? false);
  const indexPairs = comparisonPairs(aligned.length, options.baseline ?? false);
  const pairs: PairComparison[] = [];
  const skipped: SkippedMetric[] = [];
  for (const definition of COMPARED_METRICS) {
    const labels = aligned.map((run) => labelsOf(run, definition));
    const reason = labels.find((l): l is string => typeof l === 'string');
    if (reason !== undefined) {
      skipped.push({ metric: definition.metric, reason });
      continue;
    }
    const byRun = labels as Record<string, boolean>[];
    if (Object.keys(byRun[0]).length === 0) {
      skipped.push({ metric: definition.metric, reason: `no ${definition.kind} scenarios in common` });
      continue;
    }
    const taskOf = new Map(aligned[0].run.records.map((r) => [r.scenario.id, r.scenario.userTask]));
    pairs.push(...compareFamily(definition.metric, aligned, byRun, indexPairs, taskOf));
  }
  return { alignment, pairs, skipped };
}

/** Per user task: the other run's success proportion minus the reference run's, over the task's paired records. */
export function taskDifferences(reference: Record<string, boolean>, other: Record<string, boolean>, taskOf: ReadonlyMap<string, string>): number[] {
  const sums = new Map<string, { reference: number; other: number; n: number }>();
  for (const id of Object.keys(reference).sort()) {
    const task = taskOf.get(id) ?? id;
    const sum = sums.get(task) ?? { reference: 0, other: 0, n: 0 };
    sum.reference += Number(reference[id]);
    sum.other += Number(other[id]);
    sum.n++;
    sums.set(task, sum);
  }
  return [...sums.keys()].sort().map((task) => {
    const { reference: r, other: o, n } = sums.get(task)!;
    return (o - r) / n;
  });
}

function compareFamily(
  metric: ComparedMetric,
  runs: readonly LabelledRun[],
  labels: readonly Record<string, boolean>[],
  indexPairs: readonly [number, number][],
  taskOf: ReadonlyMap<string, string>,
): PairComparison[] {
  const raw = indexPairs.map(([i, j]) => {
    const referenceRate = rateOf(labels[i]);
    const otherRate = rateOf(labels[j]);
    const paired = pairedControlEffects(labels[i], labels[j]);
    const fisher = fisherExact([
      [referenceRate.successes, referenceRate.trials - referenceRate.successes],
      [otherRate.successes, otherRate.trials - otherRate.successes],
    ]);
    return {
      metric,
      reference: runs[i].label,
      other: runs[j].label,
      referenceRate,
      otherRate,
      difference: newcombeDifference(otherRate, referenceRate),
      cohensH: cohensH(otherRate.estimate!, referenceRate.estimate!),
      fisherP: fisher.pValue,
      mcnemar: mcnemarExact(paired.counts.lost, paired.counts.gained),
      paired,
      clusterPermutation: pairedPermutationTest(taskDifferences(labels[i], labels[j], taskOf)),
    };
  });
  const fisherHolm = holmAdjust(raw.map((r) => r.fisherP));
  const mcnemarHolm = holmAdjust(raw.map((r) => r.mcnemar.pValue));
  return raw.map((r, k) => ({
    ...r,
    fisherPHolm: fisherHolm[k],
    mcnemar: { lost: r.mcnemar.lost, gained: r.mcnemar.gained, pValue: r.mcnemar.pValue, pHolm: mcnemarHolm[k] },
  }));
}
