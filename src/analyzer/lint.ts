import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ChokepointError } from '../errors.ts';
import { analyzeFiles, compareFindings, type RuleSettings } from './analyze.ts';
import type { FileProblem, Finding } from './types.ts';

/** Lints judge modules: the CI gate. Exit 0 clean, 1 findings (or too many warnings). */
export interface LintOptions {
  readonly paths: readonly string[];
  /** Only files changed since this git ref (committed, staged, unstaged or untracked). */
  readonly changedSince?: string;
  /** Warnings tolerated before the run fails; without it any finding fails. */
  readonly maxWarnings?: number;
  readonly rules?: RuleSettings;
  readonly cwd?: string;
}

export interface LintResult {
  /** Absolute paths of the files linted, sorted. */
  readonly files: readonly string[];
  readonly findings: readonly Finding[];
  /** Files that could not be read, parsed or type-checked (each counts as an error). */
  readonly problems: readonly FileProblem[];
  readonly errorCount: number;
  readonly warningCount: number;
  readonly exitCode: 0 | 1;
  /** The folder the reporters show paths relative to (the working directory of the lint). */
  readonly root: string;
}

export function lint(options: LintOptions): LintResult {
  const cwd = options.cwd ?? process.cwd();
  let files = collectFiles(options.paths, cwd);
  if (options.changedSince !== undefined) {
    const changed = new Set(changedFiles(options.changedSince, cwd));
    files = files.filter((f) => changed.has(f));
  }
  const analysis = analyzeFiles(files, { rules: options.rules });
  const findings = dedupe(analysis.files.flatMap((f) => f.judges.flatMap((j) => j.findings))).sort(compareFindings);
  const problems = analysis.files.flatMap((f) => f.problems);
  const errorCount = findings.filter((f) => f.severity === 'error').length + problems.length;
  const warningCount = findings.filter((f) => f.severity === 'warning').length;
  const tooManyWarnings = options.maxWarnings === undefined ? warningCount > 0 : warningCount > options.maxWarnings;
  return { files, findings, problems, errorCount, warningCount, exitCode: errorCount > 0 || tooManyWarnings ? 1 : 0, root: cwd };
}

/** A helper shared by several judges is reported once per place, not once per judge. */
function dedupe(findings: readonly Finding[]): Finding[] {
  const seen = new Map<string, Finding>();
  for (const f of findings) {
    const key = `${f.ruleId}:${f.file}:${f.line}:${f.column}:${f.message}`;
    if (!seen.has(key)) seen.set(key, f);
  }
  return [...seen.values()];
}

/** Files and folders (recursively: `.ts` modules, not `.d.ts`, skipping node_modules and dot folders). */
export function collectFiles(paths: readonly string[], cwd: string): string[] {
  const out = new Set<string>();
  for (const p of paths) {
    const abs = resolve(cwd, p);
    if (!existsSync(abs)) throw new ChokepointError('usage', `no such file or folder: ${p}`);
    walk(abs, out);
  }
  return [...out].sort();
}

function walk(path: string, out: Set<string>): void {
  const stat = statSync(path);
  if (stat.isFile()) {
    if (path.endsWith('.ts') && !path.endsWith('.d.ts')) out.add(path);
    return;
  }
  if (!stat.isDirectory()) return;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    walk(join(path, entry), out);
  }
}

/** Absolute paths changed since `ref`: committed since, staged, unstaged, and untracked. */
export function changedFiles(ref: string, cwd: string): string[] {
  const git = (args: string[]) => {
    try {
      return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (cause) {
      const message = cause instanceof Error && 'stderr' in cause ? String((cause as { stderr: unknown }).stderr).trim() : String(cause);
      throw new ChokepointError('usage', `--changed-since ${ref}: git failed: ${message.split('\n')[0]}`);
    }
  };
  const top = git(['rev-parse', '--show-toplevel']).trim();
  git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  const names = [
    ...git(['diff', '--name-only', '--diff-filter=ACMR', ref, '--']).split('\n'),
    ...git(['ls-files', '--others', '--exclude-standard'])
      .split('\n')
      .map((f) => (f ? relativeToTop(cwd, top, f) : f)),
  ];
  return [...new Set(names.filter(Boolean).map((f) => resolve(top, f)))].sort();
}

function relativeToTop(cwd: string, top: string, file: string): string {
  // ls-files prints paths relative to cwd; diff prints them relative to the top level.
  return resolve(cwd, file).slice(top.length + 1);
}
