import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { analyzeFiles } from '../../src/analyzer/analyze.ts';
import { RULE_IDS } from '../../src/analyzer/rules/index.ts';
import type { JudgeAnalysis, RuleId } from '../../src/analyzer/types.ts';
import { AXES, analyzerAxis, labelAxis, labelProblems, UNKNOWN, type AxisName, type Label } from './labels.ts';

/**
 * A corpus of transcribed judges scored against its hand-written labels: per lint rule, recall and
 * precision (a rule counts once per module: labelled and found, labelled and missed, found
 * unlabelled), and per axis, agreement with the label and the share of judges the analyzer leaves
 * unknown where the label gives a value. A label may say `unknown` for an axis the docs leave
 * without a value: the analyzer's unknown then agrees (counted in `agree`, not in `unknown`), a
 * value disagrees; `labelledUnknown` counts those judges. Three corpora use it: `corpora/wild`, which the analyzer was improved on,
 * `corpora/heldout`, measured once held-out and improved on since (its README keeps both figures), and
 * `corpora/unseen`, labelled blind and measured once before the analyzer's semantics were reworked.
 */
const CORPORA = join(import.meta.dirname, '..', '..', 'corpora');
export const WILD_CORPUS = join(CORPORA, 'wild');
export const HELDOUT_CORPUS = join(CORPORA, 'heldout');
export const UNSEEN_CORPUS = join(CORPORA, 'unseen');
export const FRESH_CORPUS = join(CORPORA, 'fresh');
export const SEALED_CORPUS = join(CORPORA, 'sealed');
export const BLIND4_CORPUS = join(CORPORA, 'blind4');
export const BLIND5_CORPUS = join(CORPORA, 'blind5');
export const BLIND6_CORPUS = join(CORPORA, 'blind6');
export const BLIND7_CORPUS = join(CORPORA, 'blind7');
export const BLIND8_CORPUS = join(CORPORA, 'blind8');
export const BLIND9_CORPUS = join(CORPORA, 'blind9');
export const BLIND10_CORPUS = join(CORPORA, 'blind10');
export const BLIND11_CORPUS = join(CORPORA, 'blind11');
export const BLIND12_CORPUS = join(CORPORA, 'blind12');
export const BLIND13_CORPUS = join(CORPORA, 'blind13');
export const BLIND14_CORPUS = join(CORPORA, 'blind14');
export const BLIND15_CORPUS = join(CORPORA, 'blind15');
export const BLIND16_CORPUS = join(CORPORA, 'blind16');

/**
 * Labelled kinds a rule written after the labels describes: a blind label names a defect no rule
 * described then as `other:<kind>`, and a rule added later for that defect is scored against it
 * (those labels count for the rule, not among the kinds no rule describes). The only place labels
 * are read for a rule other than by its id.
 *
 * - `expected-from-final-state`: the expected value computed from the state after the run, which the
 *   agent can change (`corpora/blind4`'s AgentBench OS check scripts, `corpora/unseen`'s MCPMark
 *   ground truths).
 * - `fixed-step-only`: one step of the run read at a fixed position (`corpora/blind4`'s EIA attack
 *   judges, which read the action at the step the injection was shown).
 * - `all-of-forbidden`: items ruled out together, the judge failing only when every one is present
 *   (`corpora/blind5`'s OfficeBench `evaluate_not_contain`, the negation of a check that needs each keyword).
 * - `file-content-unchecked`: a file judged only by its path existing, its content never read
 *   (`corpora/heldout`'s and `corpora/unseen`'s `existence-only`, `corpora/blind5`'s `content-unchecked`).
 * - `passes-when-nothing-done`: the verdict of a done task or a succeeded attack on a run in which the
 *   agent did nothing: an empty answer passing (`corpora/blind4`'s AgentBench DB label normalisation,
 *   `corpora/blind5`'s garak inverted detectors, `corpora/blind6`'s PyRIT inverted refusal scorer), and
 *   records of the final state counted without excluding the starting state's (`corpora/heldout`'s
 *   RedTeamCUA open tabs, `corpora/unseen`'s CVE-Bench graders and MCPMark comment search); and
 *   `corpora/blind9`'s empty answer counted as a jailbreak (GCG, AutoDAN, SmoothLLM refusal-prefix
 *   tests), mapped after that corpus's blind measurements, which scored it without the mapping.
 * - `constant-verdict`: a utility judge that fails its own task's reference answer
 *   (`corpora/wild`'s WebArena `rejects-reference-answer`), mapped when the rule learnt to fold the
 *   judge on the reference run.
 */
const RULE_OF_OTHER_KIND: Readonly<Record<string, RuleId>> = {
  'other:expected-computed-from-post': 'expected-from-final-state',
  'other:expected-from-post-state': 'expected-from-final-state',
  'other:fixed-step-only': 'fixed-step-only',
  'other:forbidden-needs-all': 'all-of-forbidden',
  'other:existence-only': 'file-content-unchecked',
  'other:content-unchecked': 'file-content-unchecked',
  'other:answer-word-anywhere': 'substring-of-word',
  'other:empty-answer-passes': 'passes-when-nothing-done',
  'other:counts-preexisting': 'passes-when-nothing-done',
  'other:empty-answer-counts-as-jailbreak': 'passes-when-nothing-done',
  'other:rejects-reference-answer': 'constant-verdict',
};

/** Whether a labelled finding is one of the rule's: its id, or a kind mapped to it. */
export const labelsRule = (labelled: string, rule: RuleId): boolean => labelled === rule || RULE_OF_OTHER_KIND[labelled] === rule;

export interface Labelled {
  /** Path relative to the corpus folder. */
  readonly module: string;
  readonly file: string;
  readonly label: Label;
}

/** Every label file under `root`, in path order. */
function labelFiles(root: string): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith('.label.json')) out.push(path);
    }
  };
  walk(root);
  return out;
}

const moduleOf = (labelFile: string): string => labelFile.replace(/\.label\.json$/, '.ts');

/** The labelled modules of a corpus: each label file with the module beside it. */
export function labelledModules(root: string): Labelled[] {
  return labelFiles(root)
    .filter((path) => existsSync(moduleOf(path)))
    .map((path) => ({ module: relative(root, moduleOf(path)), file: moduleOf(path), label: JSON.parse(readFileSync(path, 'utf8')) as Label }));
}

/** What is wrong with a corpus's label files: a label without its module, a label not in the format of docs/taxonomy.md. */
export function labelFileProblems(root: string): string[] {
  return labelFiles(root).flatMap((path) => {
    const name = relative(root, path);
    if (!existsSync(moduleOf(path))) return [`${name}: no module ${relative(root, moduleOf(path))}`];
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(path, 'utf8'));
    } catch (error) {
      return [`${name}: ${(error as Error).message}`];
    }
    return labelProblems(json).map((p) => `${name}: ${p}`);
  });
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
  /** Judges where the analyzer gives the label's value; a label `unknown` agrees with the analyzer's unknown, whatever its reason. */
  readonly agree: number;
  /** Judges the analyzer leaves unknown where the label gives a value: what the docs decide and the analyzer does not. */
  readonly unknown: number;
  /** Judges whose label says `unknown` (the docs give the axis no value for them), agreed or not. */
  readonly labelledUnknown: number;
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
        const want = m.label.findings.some((f) => labelsRule(f.rule, rule) && !(blindOnly && f.postHoc === true));
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
    let labelledUnknown = 0;
    const disagreements: string[] = [];
    for (const m of modules) {
      const expected = labelAxis(m.label, axis);
      if (expected === undefined) continue;
      count++;
      if (expected === UNKNOWN) labelledUnknown++;
      const judge = judges.get(m);
      const got = judge ? analyzerAxis(judge, axis) : { known: false as const, reason: 'no judge' };
      const outcome = axisOutcome(expected, got);
      if (outcome === 'agree') agree++;
      else {
        if (outcome === 'unknown') unknown++;
        disagreements.push(`${m.module}: label ${expected}, analyzer ${got.known ? got.value : `unknown (${got.reason})`}`);
      }
    }
    return { axis, judges: count, agree, unknown, labelledUnknown, disagreements };
  });

  const kinds = new Map<string, number>();
  for (const m of modules) {
    for (const kind of new Set(
      m.label.findings.map((f) => f.rule).filter((r) => (r.startsWith('other:') || r.startsWith('dynamic:')) && !(r in RULE_OF_OTHER_KIND)),
    )) {
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
  }
  const otherKinds = [...kinds].map(([kind, count]) => ({ kind, count })).sort((a, b) => b.count - a.count || a.kind.localeCompare(b.kind));
  return { modules: modules.length, rules, blindRules, postHoc, axes, otherKinds, problems };
}

/**
 * One judge's axis scored: the label's value (canonical, or `unknown`) against the analyzer's.
 * `agree` when they are equal or both unknown; `unknown` when the analyzer is unknown and the label
 * gives a value; `disagree` otherwise (a value against another, or against a label's `unknown`).
 */
export function axisOutcome(expected: string, got: { known: true; value: string } | { known: false }): 'agree' | 'unknown' | 'disagree' {
  if (!got.known) return expected === UNKNOWN ? 'agree' : 'unknown';
  return got.value === expected ? 'agree' : 'disagree';
}

export function totals(rules: readonly RuleScore[]): { recall: number; precision: number; labelled: number; found: number; truePositives: number } {
  const labelled = rules.reduce((n, r) => n + r.labelled, 0);
  const found = rules.reduce((n, r) => n + r.found, 0);
  const truePositives = rules.reduce((n, r) => n + r.truePositives, 0);
  return { recall: labelled === 0 ? 1 : truePositives / labelled, precision: found === 0 ? 1 : truePositives / found, labelled, found, truePositives };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** The figures of a corpus; `name` is its folder under corpora/ (`wild`, `heldout`). */
export function renderScore(score: CorpusScore, name: string): string {
  const lines = [
    `${name} corpus: ${score.modules} judges`,
    '',
    `all labels (${score.postHoc} of them added after a rule's first run, corpora/${name}/README.md):`,
  ];
  lines.push(...renderRules(score.rules), '', "blind labels only (without those added after a rule's first run):", ...renderRules(score.blindRules));
  lines.push('', 'axis        judges  agree  unknown  labelled unknown');
  for (const a of score.axes) {
    lines.push(
      `${a.axis.padEnd(12)}${String(a.judges).padStart(6)}${pct(a.agree / a.judges).padStart(7)}${pct(a.unknown / a.judges).padStart(9)}${String(a.labelledUnknown).padStart(18)}`,
    );
  }
  lines.push('', 'labelled defects no rule describes:', ...score.otherKinds.map((k) => `  ${String(k.count).padStart(3)} ${k.kind}`));
  return lines.join('\n');
}

/** Which modules each rule missed or flagged unlabelled, and each axis's disagreements: what to read next. */
export function renderDisagreements(score: CorpusScore): string {
  const lines = ['per rule, missed (labelled, not found) and unexpected (found, not labelled):'];
  for (const r of score.rules) {
    if (r.missed.length === 0 && r.unexpected.length === 0) continue;
    lines.push(`  ${r.rule}`, ...r.missed.map((m) => `    missed     ${m}`), ...r.unexpected.map((m) => `    unexpected ${m}`));
  }
  lines.push('', 'per axis, disagreements with the label:');
  for (const a of score.axes) {
    if (a.disagreements.length === 0) continue;
    lines.push(`  ${a.axis}`, ...a.disagreements.map((d) => `    ${d}`));
  }
  return lines.join('\n');
}

function renderRules(rules: readonly RuleScore[]): string[] {
  const lines = ['rule                          labelled  found  both  recall  precision'];
  for (const r of rules) if (r.labelled > 0 || r.found > 0) lines.push(ruleRow(r.rule, r));
  lines.push(ruleRow('all rules', totals(rules)));
  return lines;
}

/** One row of the rule table; a rate of nothing (no label, or no finding) is `-`, not 100%. */
function ruleRow(name: string, r: { readonly labelled: number; readonly found: number; readonly truePositives: number }): string {
  const recall = r.labelled === 0 ? '-' : pct(r.truePositives / r.labelled);
  const precision = r.found === 0 ? '-' : pct(r.truePositives / r.found);
  return `${name.padEnd(30)}${String(r.labelled).padStart(8)}${String(r.found).padStart(7)}${String(r.truePositives).padStart(6)}${recall.padStart(8)}${precision.padStart(11)}`;
}
