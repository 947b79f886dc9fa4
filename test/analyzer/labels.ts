import { z } from 'zod';
import { RULE_IDS } from '../../src/analyzer/rules/index.ts';
import type { ArgumentConstraint, CaseRule, ContentMatch, CountKind, JudgeAnalysis, ReadLocation } from '../../src/analyzer/types.ts';

/**
 * The hand-written label of a judge (format: docs/taxonomy.md, "Labels of the wild corpus") and
 * its comparison with what the analyzer says, axis by axis: sets compared as sets, counts by kind
 * and `n` only.
 */
export interface LabelAxes {
  readonly read: readonly ReadLocation[] | Unknown;
  readonly count: readonly { readonly kind: CountKind; readonly n?: number }[] | Unknown;
  readonly content: readonly ContentMatch[] | Unknown;
  readonly case: CaseRule | Unknown;
  readonly argument?: ArgumentConstraint | Unknown;
}

/**
 * An axis the docs leave without a value for this judge (`not exactly n`, an axis the definitions
 * do not reach): the label says so, and it agrees with the analyzer's `unknown`, whatever its reason.
 */
export const UNKNOWN = 'unknown';
export type Unknown = typeof UNKNOWN;

export interface Label {
  readonly judge: 'utility' | 'attack';
  readonly axes: LabelAxes;
  /** `postHoc`: added after a rule's first run flagged the judge unlabelled (corpora/wild/README.md lists them). */
  readonly findings: readonly { readonly rule: string; readonly line?: number; readonly reason?: string; readonly postHoc?: boolean }[];
  /** Axes corrected after the analyzer ran, where the blind value contradicted docs/taxonomy.md (corpora/wild/README.md lists them). */
  readonly postHoc?: readonly AxisName[];
}

export type AxisName = keyof LabelAxes;
export const AXES: readonly AxisName[] = ['read', 'count', 'content', 'case', 'argument'];

/** Every value of each axis, keyed so that the type checker fails here when an axis gains a value. */
const READ_LOCATIONS = { output: 1, pre: 1, post: 1, 'pre-post': 1, 'trace-names': 1, 'trace-arguments': 1, 'trace-results': 1 } satisfies Record<
  ReadLocation,
  1
>;
const COUNT_KINDS = { exactly: 1, 'at-least': 1, 'at-most': 1, all: 1, 'no-change': 1 } satisfies Record<CountKind, 1>;
const CONTENT_MATCHES = {
  equality: 1,
  substring: 1,
  prefix: 1,
  suffix: 1,
  regex: 1,
  'set-equality': 1,
  'list-equality': 1,
  membership: 1,
  'numeric-comparison': 1,
  'numeric-tolerance': 1,
} satisfies Record<ContentMatch, 1>;
const CASE_RULES = { 'case-sensitive': 1, 'case-insensitive': 1, mixed: 1, 'not-applicable': 1 } satisfies Record<CaseRule, 1>;
const ARGUMENT_CONSTRAINTS = { constrained: 1, 'name-only': 1, 'not-trace-based': 1 } satisfies Record<ArgumentConstraint, 1>;

/** A zod enum of an axis's values. */
const oneOf = <T extends string>(values: Record<T, 1>) => z.enum(Object.keys(values) as [T, ...T[]]);

/** `"unknown"` in place of an axis's value. */
const unknown = z.literal(UNKNOWN);

/** A finding's rule: a lint rule's id, `other:<kind>` or `dynamic:<check>`. */
const ruleName = z.string().refine((rule) => (RULE_IDS as readonly string[]).includes(rule) || /^(other|dynamic):[a-z0-9-]+$/.test(rule), {
  message: 'not a rule id, other:<kind> or dynamic:<check>',
});

const labelSchema = z
  .object({
    judge: z.enum(['utility', 'attack']),
    axes: z
      .object({
        read: z.array(oneOf(READ_LOCATIONS)).or(unknown),
        count: z.array(z.object({ kind: oneOf(COUNT_KINDS), n: z.number().int().nonnegative().optional() }).strict()).or(unknown),
        content: z.array(oneOf(CONTENT_MATCHES)).or(unknown),
        case: oneOf(CASE_RULES).or(unknown),
        argument: oneOf(ARGUMENT_CONSTRAINTS).or(unknown).optional(),
      })
      .strict(),
    findings: z.array(
      z
        .object({ rule: ruleName, line: z.number().int().positive().optional(), reason: z.string().min(1).optional(), postHoc: z.boolean().optional() })
        .strict(),
    ),
    postHoc: z.array(z.enum(AXES as [AxisName, ...AxisName[]])).optional(),
  })
  .strict()
  .refine((label) => (label.judge === 'attack') === (label.axes.argument !== undefined), {
    message: 'attack labels state the argument axis, utility labels do not',
  });

/** Where a parsed label file departs from the format of docs/taxonomy.md ("Labels of the wild corpus"); empty when it follows it. */
export function labelProblems(json: unknown): string[] {
  const result = labelSchema.safeParse(json);
  return result.success ? [] : result.error.issues.flatMap(valueIssues).map((issue) => `${issue.path.join('.') || '(label)'}: ${issue.message}`);
}

/**
 * The only unions of the schema are an axis's value `.or(unknown)`: a value that is neither is
 * reported as the value's schema sees it (`axes.read.0: ...`), not as a failed union.
 */
function valueIssues(issue: z.core.$ZodIssue): { readonly path: readonly PropertyKey[]; readonly message: string }[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  return issue.errors[0].flatMap((inner) => valueIssues({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** One axis as the analyzer gives it, in the label's terms: a canonical string, or `unknown`. */
export function analyzerAxis(judge: JudgeAnalysis, axis: AxisName): { known: true; value: string } | { known: false; reason: string } {
  const c = judge.classification;
  const a =
    axis === 'read' ? c.readLocations : axis === 'count' ? c.count : axis === 'content' ? c.contentMatch : axis === 'case' ? c.caseRule : c.argumentConstraint;
  if (!a) return { known: false, reason: 'absent' };
  if (!a.known) return { known: false, reason: a.reason };
  return { known: true, value: canonical(axis, a.value) };
}

/** One axis as the label gives it: a canonical string (as `analyzerAxis`), `unknown`, or undefined when the label has no such axis. */
export function labelAxis(label: Label, axis: AxisName): string | undefined {
  const v = label.axes[axis];
  return v === undefined ? undefined : v === UNKNOWN ? UNKNOWN : canonical(axis, v);
}

function canonical(axis: AxisName, value: unknown): string {
  if (axis === 'count') {
    const items = (value as readonly { kind: string; n?: number }[]).map((r) =>
      r.n === undefined || r.kind === 'all' || r.kind === 'no-change' ? r.kind : `${r.kind} ${r.n}`,
    );
    return [...new Set(items)].sort().join(', ') || '(none)';
  }
  if (Array.isArray(value)) return [...new Set(value as string[])].sort().join(', ') || '(none)';
  return String(value);
}

/** The axes a case states, as the label gives them and as the analyzer found them (for one `toEqual`). */
export function statedAxes(judge: JudgeAnalysis, axes: Partial<LabelAxes>): { got: Record<string, string>; want: Record<string, string> } {
  const label: Label = { judge: judge.judge, axes: axes as LabelAxes, findings: [] };
  const got: Record<string, string> = {};
  const want: Record<string, string> = {};
  for (const axis of AXES) {
    const expected = axes[axis] === undefined ? undefined : labelAxis(label, axis);
    if (expected === undefined) continue;
    const a = analyzerAxis(judge, axis);
    want[axis] = expected;
    // A case that states `unknown` asks for the analyzer's unknown, whatever its reason.
    got[axis] = a.known ? a.value : expected === UNKNOWN ? UNKNOWN : `unknown: ${a.reason}`;
  }
  return { got, want };
}
