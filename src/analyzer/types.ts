import type { STATIC_DEFECT_IDS } from '../contract/index.ts';

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

export interface Finding extends SourceRange {
  readonly ruleId: RuleId;
  readonly messageId: string;
  readonly message: string;
  readonly severity: Severity;
  /** The judge it was found in (several judges can share a helper). */
  readonly task?: string;
  readonly judge?: JudgeKind;
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
