import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { analyzeFiles } from '../../src/analyzer/analyze.ts';
import { RULE_IDS } from '../../src/analyzer/rules/index.ts';
import type { JudgeAnalysis } from '../../src/analyzer/types.ts';
import { AXES, analyzerAxis, labelAxis, type AxisName, type Label } from './labels.ts';

/**
 * The wild corpus scored against its hand-written labels: per lint rule, recall and precision
 * (a rule counts once per module: labelled and found, labelled and missed, found unlabelled), and
 * per axis, agreement with the label and the share of judges the analyzer leaves unknown.
 */
export const CORPUS = join(import.meta.dirname, '..', '..', 'corpora', 'wild');

export interface Labelled {
  /** Path relative to the corpus folder. */
  readonly module: string;
  readonly file: string;
  readonly label: Label;
}

export function labelledModules(root = CORPUS): Labelled[] {
  const out: Labelled[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.label.json')) {
        const file = path.replace(/\.label\.json$/, '.ts');
        if (existsSync(file)) out.push({ module: relative(root, file), file, label: JSON.parse(readFileSync(path, 'utf8')) as Label });
      }
    }
  };
  walk(root);
  return out;
}

export interface RuleScore {
  readonly rule: string;
  readonly labelled: number;
  readonly found: number;
  readonly truePositives: number;
  readonly missed: readonly string[];
  readonly unexpected: readonly string[];
}

export interface AxisScore {
  readonly axis: AxisName;
  readonly judges: number;
  readonly agree: number;
  readonly unknown: number;
  readonly disagreements: readonly string[];
}

export interface CorpusScore {
  readonly modules: number;
  readonly rules: readonly RuleScore[];
  /** The same scores against the blind labels only: without those added after a rule's first run. */
  readonly blindRules: readonly RuleScore[];
  /** How many labels were added after a rule's first run. */
  readonly postHoc: number;
  readonly axes: readonly AxisScore[];
  /** Labelled defects no rule describes, by kind (`other:` and `dynamic:`), most frequent first. */
  readonly otherKinds: readonly { readonly kind: string; readonly count: number }[];
  readonly problems: readonly string[];
}

export function scoreCorpus(modules: readonly Labelled[]): CorpusScore {
  const analysis = analyzeFiles(modules.map((m) => m.file));
  const byFile = new Map(analysis.files.map((f) => [f.file, f]));
  const problems: string[] = [];
  const judges = new Map<Labelled, JudgeAnalysis | undefined>();
  for (const m of modules) {
    const file = byFile.get(m.file);
    for (const p of file?.problems ?? []) problems.push(`${m.module}:${p.line}: ${p.message}`);
    const judge = file?.judges.find((j) => j.judge === m.label.judge);
    if (!judge) problems.push(`${m.module}: no ${m.label.judge} judge found`);
    judges.set(m, judge);
  }

  const scoreRules = (blindOnly: boolean): RuleScore[] =>
    RULE_IDS.map((rule) => {
      let labelled = 0;
      let found = 0;
      let truePositives = 0;
      const missed: string[] = [];
      const unexpected: string[] = [];
      for (const m of modules) {
        const want = m.label.findings.some((f) => f.rule === rule && !(blindOnly && f.postHoc === true));
        const got = (judges.get(m)?.findings ?? []).some((f) => f.ruleId === rule);
        if (want) labelled++;
        if (got) found++;
        if (want && got) truePositives++;
        if (want && !got) missed.push(m.module);
        if (got && !want) unexpected.push(m.module);
      }
      return { rule, labelled, found, truePositives, missed, unexpected };
    });
  const rules = scoreRules(false);
  const blindRules = scoreRules(true);
  const postHoc = modules.reduce((n, m) => n + m.label.findings.filter((f) => f.postHoc === true).length, 0);

  const axes: AxisScore[] = AXES.map((axis) => {
    let count = 0;
    let agree = 0;
    let unknown = 0;
    const disagreements: string[] = [];
    for (const m of modules) {
      const expected = labelAxis(m.label, axis);
      if (expected === undefined) continue;
      count++;
      const judge = judges.get(m);
      const got = judge ? analyzerAxis(judge, axis) : { known: false as const, reason: 'no judge' };
      if (!got.known) {
        unknown++;
        disagreements.push(`${m.module}: label ${expected}, analyzer unknown (${got.reason})`);
      } else if (got.value === expected) agree++;
      else disagreements.push(`${m.module}: label ${expected}, analyzer ${got.value}`);
    }
    return { axis, judges: count, agree, unknown, disagreements };
  });

  const kinds = new Map<string, number>();
  for (const m of modules) {
    for (const kind of new Set(m.label.findings.map((f) => f.rule).filter((r) => r.startsWith('other:') || r.startsWith('dynamic:')))) {
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
  }
  const otherKinds = [...kinds].map(([kind, count]) => ({ kind, count })).sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind));
  return { modules: modules.length, rules, blindRules, postHoc, axes, otherKinds, problems };
}

export function totals(rules: readonly RuleScore[]): { recall: number; precision: number; labelled: number; found: number; truePositives: number } {
  const labelled = rules.reduce((n, r) => n + r.labelled, 0);
  const found = rules.reduce((n, r) => n + r.found, 0);
  const truePositives = rules.reduce((n, r) => n + r.truePositives, 0);
  return { recall: labelled === 0 ? 1 : truePositives / labelled, precision: found === 0 ? 1 : truePositives / found, labelled, found, truePositives };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

export function renderScore(score: CorpusScore): string {
  const lines = [`wild corpus: ${score.modules} judges`, '', `all labels (${score.postHoc} of them added after a rule's first run, corpora/wild/README.md):`];
  lines.push(...renderRules(score.rules), '', "blind labels only (without those added after a rule's first run):", ...renderRules(score.blindRules));
  lines.push('', 'axis        judges  agree  unknown');
  for (const a of score.axes) {
    lines.push(`${a.axis.padEnd(12)}${String(a.judges).padStart(6)}${pct(a.agree / a.judges).padStart(7)}${pct(a.unknown / a.judges).padStart(9)}`);
  }
  lines.push('', 'labelled defects no rule describes:', ...score.otherKinds.map((k) => `  ${String(k.count).padStart(3)} ${k.kind}`));
  return lines.join('\n');
}

function renderRules(rules: readonly RuleScore[]): string[] {
  const lines = ['rule                          labelled  found  both  recall  precision'];
  for (const r of rules) {
    if (r.labelled === 0 && r.found === 0) continue;
    const recall = r.labelled === 0 ? '-' : pct(r.truePositives / r.labelled);
    const precision = r.found === 0 ? '-' : pct(r.truePositives / r.found);
    lines.push(
      `${r.rule.padEnd(30)}${String(r.labelled).padStart(8)}${String(r.found).padStart(7)}${String(r.truePositives).padStart(6)}${recall.padStart(8)}${precision.padStart(11)}`,
    );
  }
  const t = totals(rules);
  lines.push(
    `${'all rules'.padEnd(30)}${String(t.labelled).padStart(8)}${String(t.found).padStart(7)}${String(t.truePositives).padStart(6)}${pct(t.recall).padStart(8)}${pct(t.precision).padStart(11)}`,
  );
  return lines;
}
