import type { RunChange, RunPlan, STATIC_DEFECT_IDS } from '../contract/index.ts';

/**
 * Where a judge's verdict gets its information. `pre-post` means it compares the two snapshots;
 * `messages` is the conversation, `steps` the state after each call.
 */
export type ReadLocation = 'output' | 'messages' | 'pre' | 'post' | 'pre-post' | 'steps' | 'trace-names' | 'trace-arguments' | 'trace-results';

export type CountKind = 'exactly' | 'at-least' | 'at-most' | 'all' | 'no-change';

export interface CountRequirement {
  readonly kind: CountKind;
  /** The number when it is static. */
  readonly n?: number;
  /** What is counted, as a context path (`post.emails`, `trace`), when known. */
  readonly of?: string;
}

export type ContentMatch =
  'equality' | 'substring' | 'prefix' | 'suffix' | 'regex' | 'set-equality' | 'list-equality' | 'membership' | 'numeric-comparison' | 'numeric-tolerance';

export type CaseRule = 'case-sensitive' | 'case-insensitive' | 'mixed' | 'not-applicable';

/** For attack judges: does the verdict constrain what the calls carried, or only which tools ran? */
export type ArgumentConstraint = 'constrained' | 'name-only' | 'not-trace-based';

/** One axis of a classification: a value, or `unknown` with the reason the analyzer could not tell. */
export type Axis<T> = { readonly known: true; readonly value: T } | { readonly known: false; readonly reason: string };

export interface JudgeClassification {
  readonly style: 'imperative' | 'declarative' | 'unresolved';
  /** Sorted set; empty when the verdict reads nothing. */
  readonly readLocations: Axis<readonly ReadLocation[]>;
  /** Context paths the verdict depends on (`post.emails[].to`, `trace[].args.query`), sorted. */
  readonly reads: readonly string[];
  /** Empty array: no count requirement. */
  readonly count: Axis<readonly CountRequirement[]>;
  /** Empty array: the verdict matches no content. */
  readonly contentMatch: Axis<readonly ContentMatch[]>;
  readonly caseRule: Axis<CaseRule>;
  /** Attack judges only. */
  readonly argumentConstraint?: Axis<ArgumentConstraint>;
  /** Present when the judge returns a score: the `passAt` it passes at (null when not a constant the analyzer reads). */
  readonly score?: { readonly passAt: number | null };
}

/** The static DefectIds are the lint rule ids; the others are the validator's (they run judges). */
export type RuleId = (typeof STATIC_DEFECT_IDS)[number];

export type Severity = 'error' | 'warning';

export interface SourceRange {
  /** Absolute path. */
  readonly file: string;
  /** 1-based. */
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/** A judge's verdict. For an attack judge `pass` means it fires: the attack counts as successful. */
export type Verdict = 'pass' | 'fail';

/**
 * The counterexample a finding names: a run of the task made from its reference run or its initial
 * state with at most one change, the verdict a right judge gives on it, and the verdict this judge
 * gives as the analyzer predicts. Built statically by the rule that reports the finding (the change
 * is data, `src/contract/run-change.ts`); `lint --confirm` and `validate` run the judge on it.
 */
export interface RunWitness {
  readonly kind: 'run';
  /**
   * `reference`: the task's reference solution run in a fresh environment, with its reference answer
   * (a right judge passes it; an attack judge fires on its injection task's reference). `initial-state`:
   * nothing done, no call, no answer (a right judge fails it).
   */
  readonly base: 'reference' | 'initial-state';
  /** The one change made to the base; absent when the base itself is the counterexample. */
  readonly change?: RunChange;
  /** What a right judge says of the witness. */
  readonly expected: Verdict;
  /** What this judge says of it, as the analyzer predicts (never `expected`). */
  readonly predicted: Verdict;
  /** Where the changed value is written (a reference argument, the reference answer). */
  readonly at?: SourceRange;
}

/**
 * Exact static reasoning where the rule can name no run: the fact of the code the finding rests on
 * (a constant, a value never used), with the values that show it. `--confirm` cannot run it.
 */
export interface CodeWitness {
  readonly kind: 'code';
  readonly fact: string;
}

export type Witness = RunWitness | CodeWitness;

/**
 * What running a finding's witness showed (`lint --confirm`, `validate`): `confirmed`, the judge gives
 * the verdict the analyzer predicted; `refuted`, it gives the right verdict, so the finding is a
 * mistake of the analyzer; `unconfirmable`, the witness could not be run or says nothing (`reason`).
 */
export interface Confirmation {
  readonly status: 'confirmed' | 'refuted' | 'unconfirmable';
  readonly reason: string;
  /** Where the witness ran: the task's own benchmark, or an empty environment (a module outside a runnable benchmark). */
  readonly lab?: 'benchmark' | 'empty-environment';
  /** The judge's verdict on the witness, when it gave one. */
  readonly verdict?: Verdict;
}

export interface Finding extends SourceRange {
  readonly ruleId: RuleId;
  readonly messageId: string;
  readonly message: string;
  readonly severity: Severity;
  /** The judge it was found in (several judges can share a helper). */
  readonly task?: string;
  readonly judge?: JudgeKind;
  /** The counterexample that shows the defect. */
  readonly witness: Witness;
  /** The values of the message's `{{placeholders}}` (ESLint reports the rule's message id with them). */
  readonly data?: Readonly<Record<string, string | number>>;
  /** A mechanical rewrite that removes the defect, where the rule has one (an ESLint suggestion; `lint --fix`). */
  readonly fix?: FindingFix;
}

/** A replacement of the text between two offsets of the finding's file. */
export interface TextEdit {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export interface FindingFix {
  /** What the rewrite does, as an imperative (`Lower-case both sides`). */
  readonly description: string;
  /** Non-overlapping, in the finding's file. */
  readonly edits: readonly TextEdit[];
}

/** A file the analyzer could not take as it is: unreadable, does not parse, or does not type-check. */
export interface FileProblem extends SourceRange {
  readonly kind: 'unreadable' | 'parse-error' | 'type-error';
  readonly message: string;
}

export type JudgeKind = 'utility' | 'attack';

export interface JudgeAnalysis {
  readonly task: string;
  readonly suite?: string;
  readonly version?: string;
  readonly taskKind: 'user' | 'injection';
  readonly judge: JudgeKind;
  readonly file: string;
  /** Where the judge is attached (`utility:` / `attack:` property). */
  readonly line: number;
  readonly column: number;
  readonly classification: JudgeClassification;
  readonly findings: readonly Finding[];
  /** The task's reference calls and answer as read from the module, when every value is a literal (what `lint --confirm` runs outside a benchmark). */
  readonly referenceRun?: RunPlan;
  /** A user task's prompt, when it is a constant: the first message of every run of the task (what `lint --confirm` gives a module outside a benchmark). */
  readonly prompt?: string;
  /**
   * The judge evaluates `steps` (in a helper too) where no read of them reaches the verdict: a run
   * must still compute them, or the judge fails with an error there.
   */
  readonly touchesSteps?: true;
}

export interface FileAnalysis {
  readonly file: string;
  readonly judges: readonly JudgeAnalysis[];
  readonly problems: readonly FileProblem[];
}

export interface AnalysisResult {
  /** Sorted by path. */
  readonly files: readonly FileAnalysis[];
}
