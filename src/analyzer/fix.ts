import { readFileSync } from 'node:fs';
import { analyzeFiles, type RuleSettings } from './analyze.ts';
import type { Finding, TextEdit } from './types.ts';

/**
 * `lint --fix` and `--fix-dry-run`: the rules' mechanical rewrites (`rules/fixes.ts`), each kept
 * only when re-analysis proves it: the module with the rewrite applied no longer has the finding,
 * and has no finding or file problem (a type error) it did not have before. Rewrites are tried one at a
 * time, each over the ones kept before it. Nothing here runs judge code: run `validate` after
 * `--fix` to see each judge's verdict on its reference (the repository's tests do, for every
 * rewrite on the corpora they fix).
 */

export interface AppliedFix {
  readonly ruleId: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
  /** What the rewrite does (`Lower-case both sides`). */
  readonly description: string;
}

export interface FileFix {
  /** Absolute path. */
  readonly file: string;
  /** The rewrites kept, in source order. */
  readonly applied: readonly AppliedFix[];
  /** Rewrites re-analysis refused: the finding stayed, or another appeared. */
  readonly refused: readonly AppliedFix[];
  /** The module's text with the kept rewrites. */
  readonly output: string;
}

/** The fixes of the findings that offer one, per file (files without a kept or refused fix are left out), sorted by file. */
/** A finding of lint: `known` when a version manifest documents it (never fixed). */
type Fixable = Finding & { readonly known?: unknown };

export function fixFindings(findings: readonly Fixable[], rules: RuleSettings): FileFix[] {
  const byFile = new Map<string, Fixable[]>();
  for (const f of findings) if (f.fix && !f.known) byFile.set(f.file, [...(byFile.get(f.file) ?? []), f]);
  return [...byFile.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([file, candidates]) => fixFile(file, candidates, rules))
    .filter((f) => f.applied.length + f.refused.length > 0);
}

function fixFile(file: string, candidates: readonly Fixable[], rules: RuleSettings): FileFix {
  const original = readFileSync(file, 'utf8');
  const analyse = (text: string) => {
    const [analysis] = analyzeFiles([file], { rules, sources: new Map([[file, text]]) }).files;
    return { findings: analysis.judges.flatMap((j) => j.findings).filter((f) => f.file === file), problems: analysis.problems.length };
  };
  const baseline = analyse(original);
  let expected = baseline.findings.map(keyOf);
  const kept: TextEdit[] = [];
  const applied: AppliedFix[] = [];
  const refused: AppliedFix[] = [];
  for (const finding of [...candidates].sort((a, b) => a.line - b.line || a.column - b.column)) {
    const edits = finding.fix!.edits;
    const summary = { ruleId: finding.ruleId, line: finding.line, column: finding.column, message: finding.message, description: finding.fix!.description };
    const key = keyOf(finding);
    const without = removeOne(expected, key);
    if (without === undefined || edits.some((e) => kept.some((k) => e.start < k.end && k.start < e.end))) continue;
    const after = analyse(applyEdits(original, [...kept, ...edits]));
    const left = after.findings.map(keyOf);
    // Nothing new: what is left is among what was expected less this finding (a defect it caused, such as a constant verdict, may go with it).
    if (after.problems <= baseline.problems && isSubMultiset(left, without)) {
      kept.push(...edits);
      expected = left;
      applied.push(summary);
    } else {
      refused.push(summary);
    }
  }
  return { file, applied, refused, output: applyEdits(original, kept) };
}

/**
 * What identifies a finding across a rewrite: its rule, message id and judge. Its position moves,
 * and its message may name what the rewrite changed (a list compared in order, then as a set).
 */
function keyOf(f: Pick<Finding, 'ruleId' | 'messageId' | 'task' | 'judge'>): string {
  return [f.ruleId, f.messageId, f.task ?? '', f.judge ?? ''].join('\u0000');
}

function removeOne(keys: readonly string[], key: string): string[] | undefined {
  const i = keys.indexOf(key);
  return i < 0 ? undefined : [...keys.slice(0, i), ...keys.slice(i + 1)];
}

function isSubMultiset(part: readonly string[], whole: readonly string[]): boolean {
  let rest: readonly string[] | undefined = whole;
  for (const key of part) {
    rest = removeOne(rest, key);
    if (rest === undefined) return false;
  }
  return true;
}

/** The text with non-overlapping edits (offsets of the original) applied. */
export function applyEdits(text: string, edits: readonly TextEdit[]): string {
  let out = text;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) out = `${out.slice(0, edit.start)}${edit.text}${out.slice(edit.end)}`;
  return out;
}
