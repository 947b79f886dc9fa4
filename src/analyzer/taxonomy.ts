import type { ResolvedBenchmark, TaskCore } from '../registry/index.ts';
import { resolve } from './registry-parts.ts';
import { judgesAt, relativeTo, type BenchmarkAnalysis, type ResolvedJudge } from './benchmark.ts';
import { axisCells, type AxisCells } from './axis-cells.ts';
import { RULE_IDS } from './rules/index.ts';
import type { ViewedFinding } from './finding-view.ts';
import type { Axis, JudgeClassification, RuleId } from './types.ts';

/**
 * The per-task judge taxonomy at one benchmark version: one row per task and judge kind with
 * the four axes and the findings, plus counts per axis value.
 */
export interface TaxonomyRow extends AxisCells {
  readonly task: string;
  readonly suite: string;
  readonly judge: 'utility' | 'attack';
  readonly definedIn: string;
  readonly file: string;
  readonly style: JudgeClassification['style'] | 'missing';
  readonly classification?: JudgeClassification;
  /**
   * Their `file` relative to the judges folder, like the row's: a report reads the same wherever the
   * judges live. As lint shows them: known defects marked, findings an inline disable suppresses left out.
   */
  readonly findings: readonly ViewedFinding[];
  /** Findings of this judge an inline disable suppresses. */
  readonly suppressed: number;
}

export interface AxisSummary {
  readonly axis: string;
  /** Axis value -> number of judges; a judge with several values counts once under each. */
  readonly counts: Readonly<Record<string, number>>;
}

export interface TaxonomyReport {
  readonly version: string;
  readonly judges: number;
  readonly rows: readonly TaxonomyRow[];
  readonly summary: readonly AxisSummary[];
  /** Findings that count (not known) per rule. */
  readonly findingsByRule: Readonly<Record<RuleId, number>>;
  /** Findings the version manifests document (shown as known, not counted), and those inline disables suppress. */
  readonly knownCount: number;
  readonly suppressedCount: number;
  /** Files that did not parse or type-check, or definitions the analyzer could not find. */
  readonly problems: readonly string[];
}

export function taxonomyReport(analysis: BenchmarkAnalysis, at?: string): TaxonomyReport {
  const resolved: ResolvedBenchmark<TaskCore> = resolve(analysis.benchmark, at);
  const judges = judgesAt(analysis, resolved);
  const rows = judges.map((j) => toRow(j, analysis.benchmark.judgesDir));
  const findingsByRule = Object.fromEntries(RULE_IDS.map((id) => [id, 0])) as Record<RuleId, number>;
  for (const row of rows) for (const f of row.findings) if (!f.known) findingsByRule[f.ruleId]++;
  return {
    version: resolved.version,
    judges: rows.length,
    rows,
    summary: summarise(rows),
    findingsByRule,
    knownCount: rows.reduce((n, r) => n + r.findings.filter((f) => f.known).length, 0),
    suppressedCount: rows.reduce((n, r) => n + r.suppressed, 0),
    problems: problemsOf(judges),
  };
}

function toRow(j: ResolvedJudge, judgesDir: string | undefined): TaxonomyRow {
  const base = { task: j.task, suite: j.suite, judge: j.judge, definedIn: j.definedIn, file: j.file };
  if (!j.analysis) {
    const missing = 'unknown (no definition found by the analyzer)';
    return {
      ...base,
      style: 'missing',
      reads: missing,
      count: missing,
      content: missing,
      caseRule: missing,
      arguments: j.judge === 'attack' ? missing : '',
      verdict: '',
      findings: [],
      suppressed: 0,
    };
  }
  const c = j.analysis.classification;
  const findings = j.analysis.findings.map((f) => {
    const { witness } = f;
    const at = witness.kind === 'run' ? witness.at : undefined;
    return { ...f, file: relativeTo(judgesDir, f.file), witness: at ? { ...witness, at: { ...at, file: relativeTo(judgesDir, at.file) } } : witness };
  });
  return { ...base, style: c.style, classification: c, ...axisCells(c), findings, suppressed: j.analysis.suppressed };
}

function problemsOf(judges: readonly ResolvedJudge[]): string[] {
  const out = new Set<string>();
  for (const j of judges) {
    for (const p of j.problems) out.add(`${j.file}:${p.line}:${p.column}: ${p.kind}: ${p.message}`);
    if (!j.analysis) out.add(`${j.file}: no ${j.judge} judge of ${j.task} found by the analyzer`);
  }
  return [...out].sort();
}

function summarise(rows: readonly TaxonomyRow[]): AxisSummary[] {
  const tally = (axis: string, values: (row: TaxonomyRow) => readonly string[] | undefined): AxisSummary => {
    const counts: Record<string, number> = {};
    for (const row of rows) {
      const v = values(row);
      if (!v) continue;
      for (const value of new Set(v)) counts[value] = (counts[value] ?? 0) + 1;
    }
    return { axis, counts: Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b))) };
  };
  const values = <T>(axis: Axis<T> | undefined, pick: (v: T) => readonly string[]): readonly string[] | undefined =>
    axis === undefined ? undefined : axis.known ? pick(axis.value) : ['unknown'];
  return [
    tally('read location', (r) => (r.classification ? values(r.classification.readLocations, (v) => (v.length ? v : ['nothing'])) : ['unknown'])),
    tally('count requirement', (r) => (r.classification ? values(r.classification.count, (v) => (v.length ? v.map((c) => c.kind) : ['none'])) : ['unknown'])),
    tally('content match', (r) => (r.classification ? values(r.classification.contentMatch, (v) => (v.length ? v : ['none'])) : ['unknown'])),
    tally('case rule', (r) => (r.classification ? values(r.classification.caseRule, (v) => [v]) : ['unknown'])),
    tally('attack arguments', (r) =>
      r.judge !== 'attack' ? undefined : r.classification ? values(r.classification.argumentConstraint, (v) => [v]) : ['unknown'],
    ),
    tally('style', (r) => [r.style]),
    // Only where some judge returns a score: a benchmark of verdicts reads as it always did.
    ...(rows.some((r) => r.verdict !== '') ? [tally('verdict', (r) => [r.verdict || 'verdict'])] : []),
  ];
}
