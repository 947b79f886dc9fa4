import { resolve } from './registry-parts.ts';
import { judgesAt, type BenchmarkAnalysis, type ResolvedJudge } from './benchmark.ts';
import { axisCells } from './axis-cells.ts';
import type { ArgumentConstraint, Axis, CaseRule, ContentMatch, CountRequirement, ReadLocation, RuleId } from './types.ts';

/**
 * What changed in each judge between two benchmark versions, axis by axis. `stricter` means the
 * judge accepts fewer runs, `looser` more; `different` when neither follows from the axes alone.
 */
export type ChangeLabel = 'stricter' | 'looser' | 'different' | 'unknown';

export interface AxisChange {
  readonly axis: 'read location' | 'count' | 'content match' | 'case rule' | 'arguments' | 'verdict';
  readonly from: string;
  readonly to: string;
  readonly label: ChangeLabel;
}

export interface JudgeChange {
  readonly task: string;
  readonly suite: string;
  readonly judge: 'utility' | 'attack';
  readonly fromVersion: string;
  readonly toVersion: string;
  readonly changes: readonly AxisChange[];
  readonly fixed: readonly RuleId[];
  readonly introduced: readonly RuleId[];
}

export interface TaskPresence {
  readonly task: string;
  readonly suite: string;
  readonly judge: 'utility' | 'attack';
  readonly definedIn: string;
}

export interface JudgeDiff {
  readonly from: string;
  readonly to: string;
  readonly added: readonly TaskPresence[];
  readonly removed: readonly TaskPresence[];
  /** Tasks whose definition was replaced between the versions. */
  readonly changed: readonly JudgeChange[];
  /** Replaced definitions whose judge classifies and lints the same. */
  readonly sameSemantics: readonly string[];
  readonly unchanged: number;
}

export function judgeDiff(analysis: BenchmarkAnalysis, from: string, to: string): JudgeDiff {
  const a = resolve(analysis.benchmark, from);
  const b = resolve(analysis.benchmark, to);
  const key = (j: ResolvedJudge) => `${j.suite}\u0000${j.task}`;
  const before = new Map(judgesAt(analysis, a).map((j) => [key(j), j]));
  const after = new Map(judgesAt(analysis, b).map((j) => [key(j), j]));
  const presence = (j: ResolvedJudge): TaskPresence => ({ task: j.task, suite: j.suite, judge: j.judge, definedIn: j.definedIn });
  const added = [...after].filter(([k]) => !before.has(k)).map(([, j]) => presence(j));
  const removed = [...before].filter(([k]) => !after.has(k)).map(([, j]) => presence(j));
  const changed: JudgeChange[] = [];
  const sameSemantics: string[] = [];
  let unchanged = 0;
  for (const [k, old] of before) {
    const next = after.get(k);
    if (!next) continue;
    if (old.file === next.file) {
      unchanged++;
      continue;
    }
    const change = compareJudges(old, next);
    if (change.changes.length === 0 && change.fixed.length === 0 && change.introduced.length === 0) sameSemantics.push(old.task);
    else changed.push(change);
  }
  return { from: a.version, to: b.version, added, removed, changed, sameSemantics, unchanged };
}

function compareJudges(old: ResolvedJudge, next: ResolvedJudge): JudgeChange {
  const base = { task: old.task, suite: old.suite, judge: old.judge, fromVersion: old.definedIn, toVersion: next.definedIn };
  const a = old.analysis?.classification;
  const b = next.analysis?.classification;
  const rulesOf = (j: ResolvedJudge) => new Set((j.analysis?.findings ?? []).map((f) => f.ruleId));
  const ra = rulesOf(old);
  const rb = rulesOf(next);
  const fixed = [...ra].filter((r) => !rb.has(r)).sort();
  const introduced = [...rb].filter((r) => !ra.has(r)).sort();
  if (!a || !b) {
    return {
      ...base,
      changes: [{ axis: 'read location', from: a ? 'analysed' : 'not found', to: b ? 'analysed' : 'not found', label: 'unknown' }],
      fixed,
      introduced,
    };
  }
  const ca = axisCells(a);
  const cb = axisCells(b);
  const changes: AxisChange[] = [];
  const push = (axis: AxisChange['axis'], from: string, to: string, label: ChangeLabel) => {
    if (from !== to) changes.push({ axis, from, to, label });
  };
  push('read location', ca.reads, cb.reads, both(a.readLocations, b.readLocations, readLabel));
  push('count', ca.count, cb.count, both(a.count, b.count, countLabel));
  push('content match', ca.content, cb.content, both(a.contentMatch, b.contentMatch, contentLabel));
  push('case rule', ca.caseRule, cb.caseRule, both(a.caseRule, b.caseRule, caseLabel));
  if (old.judge === 'attack') push('arguments', ca.arguments, cb.arguments, both(a.argumentConstraint, b.argumentConstraint, argumentLabel));
  push('verdict', ca.verdict || 'verdict', cb.verdict || 'verdict', scoreLabel(a.score?.passAt, b.score?.passAt));
  return { ...base, changes, fixed, introduced };
}

function both<T>(a: Axis<T> | undefined, b: Axis<T> | undefined, label: (x: T, y: T) => ChangeLabel): ChangeLabel {
  return a?.known && b?.known ? label(a.value, b.value) : 'unknown';
}

/** A higher `passAt` on a score accepts fewer runs; a change between a verdict and a score is different. */
function scoreLabel(a: number | null | undefined, b: number | null | undefined): ChangeLabel {
  if (a === undefined || b === undefined) return 'different';
  if (a === null || b === null) return 'unknown';
  return b > a ? 'stricter' : 'looser';
}

function readLabel(a: readonly ReadLocation[], b: readonly ReadLocation[]): ChangeLabel {
  if (a.length === 0 && b.length > 0) return 'stricter';
  if (a.length > 0 && b.length === 0) return 'looser';
  return 'different';
}

const CASE_LOOSENESS: Record<CaseRule, number | undefined> = {
  'case-sensitive': 0,
  mixed: 1,
  'case-insensitive': 2,
  'not-applicable': undefined,
};

function caseLabel(a: CaseRule, b: CaseRule): ChangeLabel {
  const x = CASE_LOOSENESS[a];
  const y = CASE_LOOSENESS[b];
  if (x === undefined || y === undefined) return 'different';
  return y > x ? 'looser' : 'stricter';
}

function argumentLabel(a: ArgumentConstraint, b: ArgumentConstraint): ChangeLabel {
  if (a === 'name-only' && b === 'constrained') return 'stricter';
  if (a === 'constrained' && b === 'name-only') return 'looser';
  return 'different';
}

const MATCH_STRENGTH: Partial<Record<ContentMatch, number>> = { substring: 0, prefix: 1, suffix: 1, equality: 2 };

function contentLabel(a: readonly ContentMatch[], b: readonly ContentMatch[]): ChangeLabel {
  if (a.length === 0 && b.length > 0) return 'stricter';
  if (a.length > 0 && b.length === 0) return 'looser';
  if (a.length === 1 && b.length === 1) {
    const x = MATCH_STRENGTH[a[0]];
    const y = MATCH_STRENGTH[b[0]];
    if (x !== undefined && y !== undefined && x !== y) return y > x ? 'stricter' : 'looser';
  }
  return 'different';
}

function countLabel(a: readonly CountRequirement[], b: readonly CountRequirement[]): ChangeLabel {
  if (a.length === 0 && b.length > 0) return 'stricter';
  if (a.length > 0 && b.length === 0) return 'looser';
  if (a.length === 1 && b.length === 1 && (a[0].of ?? '') === (b[0].of ?? '')) {
    const x = a[0];
    const y = b[0];
    if (x.kind === 'at-least' && y.kind === 'exactly' && y.n !== undefined && x.n !== undefined && y.n >= x.n) return 'stricter';
    if (x.kind === 'exactly' && y.kind === 'at-least' && x.n !== undefined && y.n !== undefined && x.n >= y.n) return 'looser';
    if (x.kind === y.kind && x.kind === 'at-least' && x.n !== undefined && y.n !== undefined) return y.n > x.n ? 'stricter' : 'looser';
    if (x.kind === 'at-least' && y.kind === 'all') return 'stricter';
    if (x.kind === 'all' && y.kind === 'at-least') return 'looser';
  }
  return 'different';
}
