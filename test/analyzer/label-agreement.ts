import { existsSync, readFileSync } from 'node:fs';
import { RULE_IDS } from '../../src/analyzer/rules/index.ts';
import type { RuleId } from '../../src/analyzer/types.ts';
import { labelsRule, type CorpusScore, type Labelled } from './corpus-score.ts';
import { AXES, labelAxis, labelProblems, type AxisName, type Label } from './labels.ts';

/**
 * Two labellers of one corpus. A second labeller, who never saw the first labels, the analyzer's
 * code or its output, labels the same modules from the same docs: `<id>.second-label.json` beside
 * `<id>.label.json`. How far the two agree bounds what any analyzer can score against one of them:
 * an analyzer that labelled exactly as the second labeller would score, against the first, the
 * second's recall and precision. The analyzer is also scored against the consensus: the defects
 * both name (found: a true positive; missed: a false negative), the rule-and-judge pairs neither
 * names (found: a false positive), the pairs one of them names left out as disputed.
 */

const secondLabelFile = (module: string): string => module.replace(/\.ts$/, '.second-label.json');

/** The second labels of a corpus's labelled modules, by module; a module without one is absent. */
export function secondLabels(modules: readonly Labelled[]): Map<Labelled, Label> {
  const out = new Map<Labelled, Label>();
  for (const m of modules) {
    const file = secondLabelFile(m.file);
    if (existsSync(file)) out.set(m, JSON.parse(readFileSync(file, 'utf8')) as Label);
  }
  return out;
}

/** What is wrong with a corpus's second labels: one not in the label format, or of another judge than the first label's. */
export function secondLabelProblems(modules: readonly Labelled[]): string[] {
  return modules.flatMap((m) => {
    const file = secondLabelFile(m.file);
    if (!existsSync(file)) return [];
    const name = secondLabelFile(m.module);
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      return [`${name}: ${(error as Error).message}`];
    }
    const problems = labelProblems(json).map((p) => `${name}: ${p}`);
    const judge = (json as Partial<Label>).judge;
    return judge === m.label.judge ? problems : [...problems, `${name}: labels the ${String(judge)} judge, the first label the ${m.label.judge}`];
  });
}

/** The rules a label names (by id, or a kind mapped to the rule). */
export function labelledRules(label: Label): Set<RuleId> {
  return new Set(RULE_IDS.filter((rule) => label.findings.some((f) => labelsRule(f.rule, rule))));
}

export interface RuleAgreement {
  readonly rule: RuleId;
  readonly first: number;
  readonly second: number;
  readonly both: number;
}

export interface LabellerAgreement {
  /** Modules both labelled. */
  readonly judges: number;
  /** Per rule naming a defect in either label, in rule order. */
  readonly rules: readonly RuleAgreement[];
  /** Per axis: judges both give a value for, and those where the values are equal. */
  readonly axes: readonly { readonly axis: AxisName; readonly judges: number; readonly agree: number }[];
}

export function labellerAgreement(second: ReadonlyMap<Labelled, Label>): LabellerAgreement {
  const pairs = [...second].map(([m, label]) => ({ first: m.label, second: label }));
  const named = pairs.map((p) => ({ first: labelledRules(p.first), second: labelledRules(p.second) }));
  const rules = RULE_IDS.map((rule) => ({
    rule,
    first: named.filter((n) => n.first.has(rule)).length,
    second: named.filter((n) => n.second.has(rule)).length,
    both: named.filter((n) => n.first.has(rule) && n.second.has(rule)).length,
  })).filter((r) => r.first > 0 || r.second > 0);
  const axes = AXES.map((axis) => {
    const values = pairs.map((p) => [labelAxis(p.first, axis), labelAxis(p.second, axis)]).filter(([a, b]) => a !== undefined && b !== undefined);
    return { axis, judges: values.length, agree: values.filter(([a, b]) => a === b).length };
  }).filter((a) => a.judges > 0);
  return { judges: pairs.length, rules, axes };
}

export interface ConsensusScore {
  /** Rule-and-judge pairs both labellers name. */
  readonly agreedDefects: number;
  /** Pairs exactly one labeller names (left out of the scores), and how many of them the analyzer reports. */
  readonly disputed: number;
  readonly disputedFound: number;
  readonly truePositives: number;
  readonly falseNegatives: number;
  readonly falsePositives: number;
}

/** The analyzer's findings (`score`, against the first labels) scored against what both labellers agree on. */
export function consensusScore(score: CorpusScore, second: ReadonlyMap<Labelled, Label>): ConsensusScore {
  const c = { agreedDefects: 0, disputed: 0, disputedFound: 0, truePositives: 0, falseNegatives: 0, falsePositives: 0 };
  for (const r of score.rules) {
    const missed = new Set(r.missed);
    const unexpected = new Set(r.unexpected);
    for (const [m, label] of second) {
      const first = labelledRules(m.label).has(r.rule as RuleId);
      const found = first ? !missed.has(m.module) : unexpected.has(m.module);
      if (first !== labelledRules(label).has(r.rule as RuleId)) {
        c.disputed++;
        if (found) c.disputedFound++;
      } else if (first) {
        c.agreedDefects++;
        if (found) c.truePositives++;
        else c.falseNegatives++;
      } else if (found) c.falsePositives++;
    }
  }
  return c;
}

const pct = (part: number, whole: number): string => (whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`);

/** The two labellers' agreement and the analyzer against the consensus, as figures (no judge is named). */
export function renderAgreement(agreement: LabellerAgreement, consensus: ConsensusScore): string {
  const lines = [
    `two labellers, ${agreement.judges} judges: the second labeller scored against the first as the analyzer is`,
    'rule                           first  second  both  recall  precision',
  ];
  const row = (name: string, r: { first: number; second: number; both: number }) =>
    `${name.padEnd(30)}${String(r.first).padStart(6)}${String(r.second).padStart(8)}${String(r.both).padStart(6)}${pct(r.both, r.first).padStart(8)}${pct(r.both, r.second).padStart(11)}`;
  for (const r of agreement.rules) lines.push(row(r.rule, r));
  const sum = (key: 'first' | 'second' | 'both') => agreement.rules.reduce((n, r) => n + r[key], 0);
  lines.push(row('all rules', { first: sum('first'), second: sum('second'), both: sum('both') }), '', 'axis        judges  agree');
  for (const a of agreement.axes) lines.push(`${a.axis.padEnd(12)}${String(a.judges).padStart(6)}${pct(a.agree, a.judges).padStart(7)}`);
  const c = consensus;
  lines.push(
    '',
    `the analyzer against the consensus: ${c.agreedDefects} defects both name, ${c.disputed} named by one (left out; ${c.disputedFound} of them reported)`,
    `  found ${c.truePositives + c.falsePositives}, both ${c.truePositives}, missed ${c.falseNegatives}: recall ${pct(c.truePositives, c.agreedDefects)}, precision ${pct(c.truePositives, c.truePositives + c.falsePositives)}`,
  );
  return lines.join('\n');
}
