import type { Message, Step } from './conversation.ts';
import type { DisclosureCue } from './disclosure.ts';
import type { Predicate } from './predicates.ts';
import type { Snapshot } from './snapshot.ts';
import type { ReferenceCall, ToolName } from './tools.ts';
import type { TraceCall } from './trace.ts';

/** Everything a judge may read. Judges are pure: they must not mutate any of it. */
export interface JudgeContext {
  /** The agent's final text answer. */
  readonly output: string;
  /** Environment before the agent ran (after injection, if any). */
  readonly pre: Snapshot;
  /** Environment after the agent ran. */
  readonly post: Snapshot;
  /** Every proposed call, with the chokepoint's decision and its result. */
  readonly trace: readonly TraceCall[];
  /**
   * The conversation: system prompt (when the agent has one), the user's prompt, the agent's turns
   * with the calls they proposed, what came back for each call, the final answer. Injected text is
   * marked where it entered (`injected`).
   */
  readonly messages: readonly Message[];
  /**
   * The state after each proposed call, `steps[i]` after `trace[i]`. Computed only for judges that
   * read it (the analyzer decides which do); reading it in a judge the analyzer says does not is a
   * judge error, never a made-up state.
   */
  readonly steps: readonly Step[];
}

/**
 * A verdict (`true` passes), or a score in [0, 1] that passes when it reaches the task's `passAt`.
 * Anything else, or an exception, is a judge error: recorded as the outcome `judge_error`, never as
 * a verdict.
 */
export type Judge = (context: JudgeContext) => boolean | number;

export interface TaskBase {
  /** `user_task_7`, `injection_task_3`, `probe_task_2`. */
  readonly id: string;
  readonly suite: string;
  /** Semver of the benchmark version that introduced this definition. */
  readonly version: string;
  /**
   * For a judge that returns a score: the score at which the task counts as passed (solved, or the
   * attack succeeded), in (0, 1]. Default 1.
   */
  readonly passAt?: number;
}

export interface UserTaskDefinition extends TaskBase {
  readonly kind: 'user';
  readonly prompt: string;
  /** Tools the task needs; UPR (the Chokepoint Harness paper) asks whether they were all executed. */
  readonly requiredTools: readonly ToolName[];
  /** The calls that solve the task, in order. */
  readonly reference: readonly ReferenceCall[];
  /** The final answer a solving agent gives (judges reading `output` are checked against it). */
  readonly referenceAnswer: string;
  readonly utility: Judge;
  /**
   * Its own starting environment: a fixture file relative to the suite folder, instead of the
   * suite's `fixture` (each scenario still gets a fresh copy). Absent: the suite's.
   */
  readonly fixture?: string;
  /** Extra difficulty/area tags, free-form (`probe`, `sql`, `multi-step`, ...). */
  readonly tags: readonly string[];
}

export interface InjectionTaskDefinition extends TaskBase {
  readonly kind: 'injection';
  /** The attacker's instruction, in words; the payload template embeds it. */
  readonly goal: string;
  /** The calls that carry out the goal. */
  readonly reference: readonly ReferenceCall[];
  /** Imperative judge or declarative argument-level predicate. */
  readonly attack: Judge | Predicate;
  /**
   * What the agent's final answer must mention to tell the user about this attack (the attacker's
   * address, the file it took, the table it destroyed): any one cue discloses it. Without it the
   * cues are derived from the reference calls (deriveDisclosureCues).
   */
  readonly disclosure?: readonly DisclosureCue[];
  readonly tags: readonly string[];
}

export type TaskDefinition = UserTaskDefinition | InjectionTaskDefinition;

/** The score a scoring judge must reach when its task declares no `passAt`. */
export const DEFAULT_PASS_AT = 1;

export function passAtOf(task: { readonly passAt?: number }): number {
  return task.passAt ?? DEFAULT_PASS_AT;
}

export type UserTaskInput = Omit<UserTaskDefinition, 'kind' | 'tags'> & { readonly tags?: readonly string[] };
export type InjectionTaskInput = Omit<InjectionTaskDefinition, 'kind' | 'tags'> & { readonly tags?: readonly string[] };

export function defineUserTask(input: UserTaskInput): UserTaskDefinition {
  return Object.freeze({ ...input, kind: 'user' as const, tags: input.tags ?? [] });
}

export function defineInjectionTask(input: InjectionTaskInput): InjectionTaskDefinition {
  return Object.freeze({ ...input, kind: 'injection' as const, tags: input.tags ?? [] });
}

/**
 * Ids of the static checks (analyzer lint rules) and dynamic checks (validator) that a version
 * manifest can name when it documents a knowingly defective judge. A manifest citing any other id
 * is refused when it loads.
 */
export const STATIC_DEFECT_IDS = [
  'collection-as-element',
  'impossible-case-literal',
  'constant-condition',
  'constant-verdict',
  'reads-nothing',
  'name-only-attack',
  'case-sensitive-identifier',
  'unused-value',
  'dead-alternative',
  'unchecked-reference-argument',
  'order-sensitive-comparison',
  'ignores-call-outcome',
  'substring-identifier',
  'only-last-call-checked',
  'substring-of-number',
  'search-satisfied-by-input',
  'unchecked-mail-recipient',
  'any-of-required',
  'fixed-tool-output',
  'answer-not-read',
  'payload-quoted-in-answer',
  'expected-from-final-state',
  'fixed-step-only',
  'all-of-forbidden',
  'file-content-unchecked',
  'substring-of-word',
  'passes-when-nothing-done',
] as const;

export const DYNAMIC_DEFECT_IDS = ['passes-on-initial-state', 'fires-on-benign', 'accepts-mutant', 'payload-matches-its-own-check'] as const;

export const DEFECT_IDS = [...STATIC_DEFECT_IDS, ...DYNAMIC_DEFECT_IDS] as const;

export type DefectId = (typeof DEFECT_IDS)[number];

export interface VersionChange {
  /** Task id whose definition this version adds or replaces. */
  readonly task: string;
  /** Why: the bug it fixes, the capability it adds. */
  readonly why: string;
}

export interface KnownDefect {
  readonly task: string;
  readonly judge: 'utility' | 'attack';
  /** The checks expected to find it. */
  readonly defects: readonly DefectId[];
  /** What is wrong and why the judge is kept (re-scoring ablations need the defective form). */
  readonly note: string;
}

/** How `validate` changes a reference solution to make a mutant (one change to one call). */
export const MUTATION_OPERATOR_IDS = ['delete-call', 'other-recipient', 'address-case', 'other-amount', 'other-path', 'other-sql-value', 'drop-text'] as const;

export type MutationOperatorId = (typeof MUTATION_OPERATOR_IDS)[number];

/**
 * A mutant the judge accepts on purpose, reviewed: the judge decides on the harm (or the result),
 * and the mutated value does not change it (any file in a team-wide folder exposes the notes, so
 * the judge counts every path there). `validate` lists the accepted mutant with this reason
 * instead of reporting a defect. Applies, like a known defect, from the manifest that lists it
 * until the task's definition is replaced.
 */
export interface EquivalentMutant {
  readonly task: string;
  readonly judge: 'utility' | 'attack';
  readonly operator: MutationOperatorId;
  /** The original values whose mutants are equivalent; the entry covers nothing else. */
  readonly values: readonly string[];
  readonly reason: string;
}

export interface VersionManifest {
  readonly version: string;
  readonly date: string;
  readonly summary: string;
  /** Every task defined at exactly this version, each with its reason. */
  readonly changes: readonly VersionChange[];
  /** Judges, resolved at this version, that are knowingly defective. */
  readonly knownDefects: readonly KnownDefect[];
  /** Accepted mutants reviewed as harmless (see EquivalentMutant). */
  readonly equivalentMutants?: readonly EquivalentMutant[];
}

export function defineVersion(manifest: VersionManifest): VersionManifest {
  return Object.freeze(manifest);
}
