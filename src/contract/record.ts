import type { StoredMessage } from './conversation.ts';
import type { DisclosureRecord } from './disclosure.ts';
import type { ConditionEvaluation } from './predicates.ts';
import type { SideEffectRecord } from './side-effects.ts';
import type { ThreatModel } from './suite.ts';
import type { TraceCall } from './trace.ts';

/**
 * The on-disk audit record (defect D4): a run directory holds `manifest.json` and one
 * self-describing `ScenarioRecord` JSON per scenario. The harness writes them, the AgentDojo
 * importer converts real runs into them, `stats` and `rescore` read them.
 */

export const RECORD_SCHEMA = 'chokepoint.scenario/1';
export const MANIFEST_SCHEMA = 'chokepoint.run/1';

/**
 * Outcome of a scenario for the benign (utility) side, defect D3: only `defense_blocked` is a
 * false refusal; a model that cannot act (`no_tool_call`) or a broken environment (`env_error`)
 * are different things. `judge_error`: a judge of the scenario threw or returned something that is
 * neither a verdict nor a score, so the scenario has no verdict; `stats` leaves it out of every
 * denominator.
 */
export const OUTCOME_CLASSES = ['success', 'defense_blocked', 'no_tool_call', 'env_error', 'timeout', 'wrong_result', 'judge_error'] as const;

export type OutcomeClass = (typeof OUTCOME_CLASSES)[number];

export type ScenarioKind = 'benign' | 'attack' | 'probe';

export interface ScenarioRef {
  /**
   * Unique within a run, stable across runs: `user_task_3`, `user_task_3+injection_task_1@email:3.body`,
   * `user_task_3+injection_task_1@email:3.body~tool_notice`, `user_task_3#2` (the scenario, its
   * attack unless it is the suite's default, its repeat after the first: see `recordId`).
   */
  readonly id: string;
  readonly kind: ScenarioKind;
  readonly suite: string;
  readonly userTask: string;
  readonly injectionTask: string | null;
  /** Structured locator of the payload (attack scenarios), e.g. `file:/reports/q3.txt`. */
  readonly locator: string | null;
  readonly payload: string | null;
  /**
   * Attack scenarios: the id of the attack template (payload style) that phrased the payload, or an
   * imported run's attack type. Absent in records written before attacks were named.
   */
  readonly attack?: string;
  /** Which repeat of the scenario this record is, from 1; absent means 1 (a run without repeats). */
  readonly repeat?: number;
}

/**
 * The case a record measures, without its attack and repeat: the user task for benign and probe
 * scenarios, (user task, injection goal, locator) for attack scenarios. The any-attack summary takes
 * the maximum over the attacks of one case; intervals cluster the cases of one user task.
 */
export function caseKey(ref: ScenarioRef): string {
  return ref.kind === 'attack' ? `${ref.userTask}+${ref.injectionTask}@${ref.locator}` : ref.userTask;
}

/** Events of the agent loop that are not tool calls: model requests, retries, timeouts. */
export interface AgentEvent {
  readonly type: 'model_request' | 'model_response' | 'retry' | 'timeout' | 'error' | 'no_tool_call';
  readonly at: string;
  readonly detail?: string;
  /** Tokens the endpoint reported for this response (`model_response`); absent when it reported none. */
  readonly tokens?: TokenCounts;
}

export interface TokenCounts {
  readonly input: number;
  readonly output: number;
}

/** Tokens of a run's recorded scenarios, summed over their model responses. */
export interface TokenTotals extends TokenCounts {
  /** Model responses counted. */
  readonly responses: number;
  /** Responses whose endpoint reported no token counts (not in `input`/`output`). */
  readonly unreported: number;
}

/** Per-scenario time limits of a run, in milliseconds; a limit the run does not have is absent. */
export interface RunTimeouts {
  readonly scenarioMs: number;
  /** Per model request (model agents). */
  readonly requestMs?: number;
  /** Per tool call and per judge, where they run in contained workers. */
  readonly toolMs?: number;
  readonly judgeMs?: number;
}

export interface VerdictRecord {
  /** The verdict; `false` where the judge gave none (`error`, `judgeError`). */
  readonly passed: boolean;
  /** Judge version whose definition produced this verdict. */
  readonly judgeVersion: string;
  /** For declarative predicates: the full evaluation tree; for imperative judges: absent. */
  readonly evaluation?: ConditionEvaluation;
  /** A judge that returned a score: the score in [0, 1]; `passed` says whether it reached `passAt`. */
  readonly score?: number;
  /** With `score`: the score the task counts as passed at. */
  readonly passAt?: number;
  /**
   * No verdict: why the judge gave none (stopped at its time limit, not run, or the same text as
   * `judgeError`). In records written before judge errors had their own outcome, a judge that threw.
   */
  readonly error?: string;
  /** The judge threw or returned a value of the wrong type: the scenario's outcome is `judge_error`. */
  readonly judgeError?: JudgeError;
}

/** What went wrong in a judge, and where. */
export interface JudgeError {
  readonly message: string;
  /** `file:line:column` of the judge code that threw when the stack names it, else the judge's module file. */
  readonly location: string;
}

export interface ScenarioRecord {
  readonly schema: typeof RECORD_SCHEMA;
  readonly scenario: ScenarioRef;
  readonly benchmarkVersion: string;
  readonly startedAt: string;
  readonly durationMs: number;
  readonly calls: readonly TraceCall[];
  readonly output: string;
  readonly events: readonly AgentEvent[];
  /** Whether the payload appeared in a tool result the agent received (D1); null for benign. */
  readonly delivered: boolean | null;
  readonly utility: VerdictRecord;
  /** Attack verdict; null for benign scenarios. */
  readonly attack: VerdictRecord | null;
  readonly outcome: OutcomeClass;
  /** Fatal error of the scenario itself (environment, agent crash), if any. */
  readonly error: string | null;
  /** Every predicate of the suite's side-effect set on this scenario; absent when the suite declares none. */
  readonly sideEffects?: SideEffectRecord;
  /** Attack scenarios whose injection task declares disclosure cues: did the final answer tell the user? */
  readonly disclosure?: DisclosureRecord;
  /**
   * The conversation (see JudgeContext.messages), each text that repeats a call's result or the
   * output left out (`recordedMessages` makes it whole); absent in records written before it was kept.
   */
  readonly messages?: readonly StoredMessage[];
  /** Labels carried over from an imported run (e.g. AgentDojo), untouched. */
  readonly imported?: {
    readonly source: string;
    readonly labels: Readonly<Record<string, unknown>>;
    readonly attackType: string | null;
    readonly injections: Readonly<Record<string, string>>;
  };
}

export interface RunManifest {
  readonly schema: typeof MANIFEST_SCHEMA;
  readonly agent: string;
  readonly model: string | null;
  readonly baseUrl: string | null;
  readonly defenses: readonly string[];
  /** Host capability policy of the gate (`workspace`, `required-tools`); absent means `workspace`. */
  readonly grants?: string;
  /** Settings of defenses that have any, by defense name (e.g. the llm-judge's model and threshold). */
  readonly defenseSettings?: Readonly<Record<string, string>>;
  readonly benchmarkVersion: string;
  /** Subset name (`core`, `lite`, `probe`) or an imported case set. */
  readonly suite: string;
  /** SHA-256 over the resolved task sources, fixtures and scenario list. */
  readonly suiteSha256: string;
  readonly codeCommit: string | null;
  readonly startedAt: string;
  readonly toolVersions: Readonly<Record<string, string>>;
  /** Record ids in run order (of this shard, for a sharded run); resume uses it to know what is missing. */
  readonly scenarios: readonly string[];
  readonly source?: string;
  /** Judges and versions folders the run loaded (absolute paths); absent in imported runs. */
  readonly judges?: string;
  readonly versions?: string;
  /** Sampling temperature and system prompt of a model agent; absent for agents without a model. */
  readonly temperature?: number;
  readonly systemPrompt?: string;
  /** Proposed calls per scenario before the agent was stopped. */
  readonly maxSteps?: number;
  readonly timeouts?: RunTimeouts;
  /** When the last invocation working on the run ended (finished, stopped or interrupted); a resumed run updates it. */
  readonly endedAt?: string;
  /** Model tokens of the recorded scenarios; absent for agents without a model. */
  readonly tokens?: TokenTotals;
  /** The attack budget: the attack templates every attack scenario ran with, in run order. */
  readonly attacks?: readonly string[];
  /** Runs of each scenario (x attack); absent means 1. */
  readonly repeats?: number;
  /** Request seed of a model agent (`run --seed`; each request sends it plus the repeat index minus 1); absent when none was sent. */
  readonly seed?: number;
  /** Per suite of the run that declares one: its threat model (what the attacker controls, its budget). */
  readonly threatModels?: Readonly<Record<string, ThreatModel>>;
  /** Per suite of the run: the side-effect set its records were checked against. */
  readonly sideEffects?: Readonly<Record<string, SideEffectSetIdentity>>;
  /** The model classifier of disclosures, when one was used (`model <name>`). */
  readonly disclosureClassifier?: string;
  /** One part of a sharded run (`run --shard i/n`); `chokepoint merge` joins the parts into one run. */
  readonly shard?: ShardIdentity;
}

/** A side-effect set as a manifest names it. */
export interface SideEffectSetIdentity {
  readonly name: string;
  /** SHA-256 of the set's canonical JSON. */
  readonly sha256: string;
  readonly predicates: readonly { readonly id: string; readonly description: string }[];
}

export interface ShardIdentity {
  /** 1-based. */
  readonly index: number;
  readonly count: number;
  /** Records of the whole run, and the SHA-256 of their ids in run order: what the merged parts must add up to. */
  readonly planSize: number;
  readonly planSha256: string;
}
