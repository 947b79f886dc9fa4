import type { ArgumentConstraint, CaseRule, ContentMatch, CountKind, JudgeAnalysis, ReadLocation } from '../../src/analyzer/types.ts';

/**
 * The hand-written label of a judge (format: docs/taxonomy.md, "Labels of the wild corpus") and
 * its comparison with what the analyzer says, axis by axis: sets compared as sets, counts by kind
 * and `n` only.
 */
export interface LabelAxes {
  readonly read: readonly ReadLocation[];
  readonly count: readonly { readonly kind: CountKind; readonly n?: number }[];
  readonly content: readonly ContentMatch[];
  readonly case: CaseRule;
  readonly argument?: ArgumentConstraint;
}

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

/** One axis as the analyzer gives it, in the label's terms: a canonical string, or `unknown`. */
export function analyzerAxis(judge: JudgeAnalysis, axis: AxisName): { known: true; value: string } | { known: false; reason: string } {
  const c = judge.classification;
  const a =
    axis === 'read' ? c.readLocations : axis === 'count' ? c.count : axis === 'content' ? c.contentMatch : axis === 'case' ? c.caseRule : c.argumentConstraint;
  if (!a) return { known: false, reason: 'absent' };
  if (!a.known) return { known: false, reason: a.reason };
  return { known: true, value: canonical(axis, a.value) };
}

export function labelAxis(label: Label, axis: AxisName): string | undefined {
  const v = label.axes[axis];
  return v === undefined ? undefined : canonical(axis, v);
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
    got[axis] = a.known ? a.value : `unknown: ${a.reason}`;
  }
  return { got, want };
}
