import { basename } from 'node:path';
import type { OutcomeClass, ScenarioRecord, ThreatModel, TokenTotals } from '../contract/index.ts';
import { compareNatural } from '../registry/index.ts';
import {
  balancedAccuracyEstimate,
  complement,
  type Estimate,
  type Proportion,
  attackSuccessRate,
  defenseRefusalRate,
  deliveryCounts,
  isJudgeError,
  meanScore,
  ofKind,
  outcomeCounts,
  utilityPreservationRate,
  utilityRate,
  type DeliveryCounts,
  type MeanScore,
  type RequiredToolsLookup,
  type UprResult,
} from '../stats/index.ts';
import { judgeCalibration, scoringMediators, type AttackGoalLookup, type JudgeCalibration } from './judge-roc.ts';
import { protocolSummary, type ProtocolSummary } from './protocol.ts';
import { runSecurity, type SecurityResult } from './security.ts';
import type { RunData } from './reader.ts';

/** The headline numbers of one run directory, every rate with its denominator and Wilson interval. */
export interface RunSummary {
  readonly label: string;
  readonly dir: string;
  readonly agent: string;
  readonly model: string | null;
  readonly defenses: readonly string[];
  readonly benchmarkVersion: string;
  readonly suite: string;
  readonly source: string | null;
  /** The threat model of each suite of the run that declares one, as its manifest records it; null when none does. */
  readonly threatModels: Readonly<Record<string, ThreatModel>> | null;
  /** Model tokens of the run as its manifest totals them; null for agents without a model and runs recorded before tokens were. */
  readonly tokens: TokenTotals | null;
  readonly scenarios: { readonly total: number; readonly benign: number; readonly attack: number; readonly probe: number };
  /** Utility-judge pass rate on benign scenarios. */
  readonly benignUtility: Proportion;
  /** UPR of the Chokepoint Harness paper: every required tool executed, on benign scenarios. */
  readonly upr: UprResult;
  /** What FRR and BA are computed from: UPR when available, else the benign utility judge. */
  readonly benignBasis: 'upr' | 'utility-judge';
  /** FRR = 1 − UPR (1 − benign utility where UPR is unavailable, see `benignBasis`): a required tool did not execute, whatever the cause. */
  readonly frr: Proportion;
  /** BA = ½[(1 − ASR) + (UPR or benign utility)] with its MOVER interval; null without attack or benign scenarios. */
  readonly balancedAccuracy: Estimate | null;
  readonly asr: Proportion;
  /** Utility-judge pass rate on attack scenarios. */
  readonly utilityUnderAttack: Proportion;
  readonly delivery: DeliveryCounts;
  /** Benign outcome classes (D3); denominator: benign scenarios. */
  readonly benignOutcomes: Record<OutcomeClass, number>;
  /** Outcome classes of attack and of probe scenarios. */
  readonly attackOutcomes: Record<OutcomeClass, number>;
  readonly probeOutcomes: Record<OutcomeClass, number>;
  /** The defense refusal rate: benign scenarios whose outcome is `defense_blocked` (D3), a figure apart from FRR. */
  readonly defenseRefusalRate: Proportion;
  /** Verdicts that are errors (a judge stopped at its limit or not run; in older records, a judge that threw), counted as not passed. */
  readonly judgeErrors: { readonly utility: number; readonly attack: number };
  /** Scenarios left out of every rate because a judge gave no verdict (`judge_error`; with other runs compared, in any of them). */
  readonly judgeErrorsLeftOut: number;
  /** Mean scores beside the pass rates, where judges return scores (null where none does). */
  readonly meanScores: { readonly benignUtility: MeanScore | null; readonly utilityUnderAttack: MeanScore | null; readonly asr: MeanScore | null };
  /** Utility-judge pass rate on probe scenarios (can the model act at all). */
  readonly probe: Proportion;
  readonly security: SecurityResult;
  /** The measurement protocol's rates: per attack, any attack with its budget, per task, concealment; clustered by user task. */
  readonly protocol: ProtocolSummary;
  /** The main rates per suite (only when the run spans several) and per attack type (imported runs). */
  readonly breakdowns: { readonly suite: readonly GroupRates[]; readonly attackType: readonly GroupRates[] };
  /** ROC calibration of each mediator that recorded scores (llm-judge). */
  readonly judges: readonly JudgeCalibration[];
}

export interface GroupRates {
  readonly key: string;
  readonly benignUtility: Proportion;
  readonly utilityUnderAttack: Proportion;
  readonly asr: Proportion;
}

/** Rates per group of records; groups in natural order of their keys; records without a key are left out. */
export function groupRates(records: readonly ScenarioRecord[], keyOf: (r: ScenarioRecord) => string | null): GroupRates[] {
  const groups = new Map<string, ScenarioRecord[]>();
  for (const record of records) {
    const key = keyOf(record);
    if (key === null) continue;
    const members = groups.get(key);
    if (members) members.push(record);
    else groups.set(key, [record]);
  }
  return [...groups.keys()].sort(compareNatural).map((key) => {
    const members = groups.get(key)!;
    return {
      key,
      benignUtility: utilityRate(members, 'benign'),
      utilityUnderAttack: utilityRate(members, 'attack'),
      asr: attackSuccessRate(members),
    };
  });
}

function breakdownsOf(records: readonly ScenarioRecord[]): RunSummary['breakdowns'] {
  const suites = groupRates(records, (r) => r.scenario.suite);
  const attackType = groupRates(records, (r) => (r.scenario.kind === 'attack' ? (r.imported?.attackType ?? null) : null));
  return { suite: suites.length > 1 ? suites : [], attackType };
}

export function runLabel(run: RunData): string {
  return basename(run.dir.replace(/[\\/]+$/, '')) || run.dir;
}

/** Directory names, numbered when two runs share one (`run`, `run#2`). */
export function runLabels(runs: readonly RunData[]): string[] {
  const seen = new Map<string, number>();
  return runs.map(runLabel).map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name}#${count}`;
  });
}

export interface SummaryOptions {
  readonly label?: string;
  readonly requiredTools?: RequiredToolsLookup;
  readonly attackGoal?: AttackGoalLookup;
  /** Scenarios already left out for a judge error (of this run or a compared one); default: none. */
  readonly judgeErrorsLeftOut?: number;
}

/**
 * What `summarizeRun` and `tokenTotals` read of a record, and nothing else: the record without its
 * conversation, final answer, call arguments and tool output, and with only its model responses'
 * token counts among its events. A run keeps these while its records go to their files, so its
 * memory does not grow with the text its scenarios produce.
 */
export function summaryView(record: ScenarioRecord): ScenarioRecord {
  return {
    ...record,
    output: '',
    messages: [],
    events: record.events.flatMap((e) => (e.type === 'model_response' ? [{ type: e.type, at: e.at, ...(e.tokens ? { tokens: e.tokens } : {}) }] : [])),
    calls: record.calls.map(({ args: _args, result: _result, ...call }) => ({ ...call, args: {} })),
  };
}

/** The run's rates; scenarios whose judge gave no verdict (`judge_error`) are left out of every one of them and counted apart. */
export function summarizeRun(run: RunData, options: SummaryOptions = {}): RunSummary {
  const { manifest } = run;
  const records = run.records.filter((r) => !isJudgeError(r));
  const judgeErrorsLeftOut = (options.judgeErrorsLeftOut ?? 0) + run.records.length - records.length;
  const benign = ofKind(records, 'benign');
  const asr = attackSuccessRate(records);
  const benignUtility = utilityRate(records, 'benign');
  const upr = utilityPreservationRate(records, options.requiredTools);
  const preserved = upr.available ? upr.rate : benignUtility;
  return {
    label: options.label ?? runLabel(run),
    dir: run.dir,
    agent: manifest.agent,
    model: manifest.model,
    defenses: manifest.defenses,
    benchmarkVersion: manifest.benchmarkVersion,
    suite: manifest.suite,
    source: manifest.source ?? null,
    tokens: manifest.tokens ?? null,
    threatModels: manifest.threatModels ?? null,
    scenarios: {
      total: records.length,
      benign: benign.length,
      attack: ofKind(records, 'attack').length,
      probe: ofKind(records, 'probe').length,
    },
    benignUtility,
    upr,
    benignBasis: upr.available ? 'upr' : 'utility-judge',
    frr: complement(preserved),
    balancedAccuracy: asr.trials > 0 && preserved.trials > 0 ? balancedAccuracyEstimate(asr, preserved) : null,
    asr,
    utilityUnderAttack: utilityRate(records, 'attack'),
    delivery: deliveryCounts(records),
    benignOutcomes: outcomeCounts(benign),
    attackOutcomes: outcomeCounts(ofKind(records, 'attack')),
    probeOutcomes: outcomeCounts(ofKind(records, 'probe')),
    defenseRefusalRate: defenseRefusalRate(records),
    judgeErrors: {
      utility: records.filter((r) => r.utility.error !== undefined).length,
      attack: records.filter((r) => r.attack !== null && r.attack.error !== undefined).length,
    },
    judgeErrorsLeftOut,
    meanScores: {
      benignUtility: meanScore(records, 'benign', 'utility'),
      utilityUnderAttack: meanScore(records, 'attack', 'utility'),
      asr: meanScore(records, 'attack', 'attack'),
    },
    probe: utilityRate(records, 'probe'),
    security: runSecurity(records),
    protocol: protocolSummary(records),
    breakdowns: breakdownsOf(records),
    judges: scoringMediators(records).map((mediator) => judgeCalibration(records, mediator, options.attackGoal)),
  };
}
