import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ChokepointError } from '../errors.ts';
import type { ProjectConfig } from '../registry/index.ts';
import { compareFindings, type RuleSettings } from './analyze.ts';
import { applyDirectives } from './directives.ts';
import { markKnown, type ViewedFinding } from './finding-view.ts';
import { KnownDefects } from './known-defects.ts';
import { analyzeForLint, type Jobs, type LintJudge } from './lint-analysis.ts';
import type { FileFix } from './fix.ts';
import { analyzeWithCache } from './lint-cache.ts';
import { lintSettings } from './lint-config.ts';
import type { Confirmation, FileProblem, Severity, SourceRange } from './types.ts';

/** Lints judge modules: the CI gate. Exit 0 clean, 1 findings (or too many warnings). */
export interface LintOptions {
  readonly paths: readonly string[];
  /** Only files changed since this git ref (committed, staged, unstaged or untracked). */
  readonly changedSince?: string;
  /** Warnings tolerated before the run fails; without it any warning fails. */
  readonly maxWarnings?: number;
  /** Rule settings given on the command line, over the config's. */
  readonly rules?: RuleSettings;
  readonly cwd?: string;
  /** The project's config: rule levels and options, ignore globs, identifier settings. */
  readonly config?: ProjectConfig;
  /** Where the version manifests of a judges folder are (default: `versions/` beside it). */
  readonly versionsDirOf?: (judgesDir: string) => string;
  /** `--cache`: keep each file's analysis in this file and analyse only what changed. */
  readonly cacheFile?: string;
  /** Threads analysing the files (this one included); default 1. `auto`: by the number of files and cores (`autoJobs`). */
  readonly jobs?: Jobs;
}

/** A finding, and whether a version manifest documents it (then it is shown but does not count). */
export interface LintFinding extends ViewedFinding {
  /** The task module of the judge the finding and its witness were computed for (the finding may sit in a helper module). */
  readonly judgeFile: string;
  /** With `--confirm`: what running its witness showed. */
  readonly confirmation?: Confirmation;
}

/** A file that could not be analysed, or a disable directive that is wrong or unused. */
export interface LintProblem extends SourceRange {
  readonly kind: FileProblem['kind'] | 'invalid-disable' | 'unused-disable';
  readonly severity: Severity;
  readonly message: string;
}

export interface LintResult {
  /** Absolute paths of the files linted, sorted. */
  readonly files: readonly string[];
  /** Findings, known ones included (`known` set); findings an inline disable suppresses are left out. */
  readonly findings: readonly LintFinding[];
  readonly problems: readonly LintProblem[];
  /** Errors and warnings that count (known findings do not). */
  readonly errorCount: number;
  readonly warningCount: number;
  /** Findings the version manifests document. */
  readonly knownCount: number;
  /** Findings suppressed by an inline disable with a reason. */
  readonly suppressedCount: number;
  /** Files skipped because the config's `ignores` match them, sorted. */
  readonly ignored: readonly string[];
  /** With `--cache`: how many files' analyses were reused. */
  readonly cache?: { readonly file: string; readonly reused: number };
  readonly exitCode: 0 | 1;
  /** The folder the reporters show paths relative to (the working directory of the lint). */
  readonly root: string;
  /** Every judge analysed, with what running its findings' witnesses needs (`--confirm`). */
  readonly judges: readonly LintJudge[];
  readonly maxWarnings?: number;
  /**
   * With `--confirm`: how the findings' witnesses came out, and the refuted findings. A refuted
   * finding is a mistake of the analyzer, not a defect of the judge: it is taken out of `findings`
   * and counts neither as an error nor as a warning.
   */
  readonly confirm?: { readonly confirmed: number; readonly refuted: number; readonly unconfirmable: number };
  readonly refuted?: readonly LintFinding[];
  /** With `--fix` (`written`: the files were rewritten, the findings are those left) or `--fix-dry-run`: the rewrites re-analysis kept and refused. */
  readonly fixes?: { readonly written: boolean; readonly files: readonly FileFix[] };
}

export async function lint(options: LintOptions): Promise<LintResult> {
  const cwd = options.cwd ?? process.cwd();
  const settings = lintSettings(options.config, options.rules);
  let files = collectFiles(options.paths, cwd);
  if (options.changedSince !== undefined) {
    const changed = new Set(changedFiles(options.changedSince, cwd));
    files = files.filter((f) => changed.has(f));
  }
  const ignoredBy = await ignoreMatcher(options.config);
  const ignored = files.filter(ignoredBy);
  files = files.filter((f) => !ignoredBy(f));

  const analyze = (group: readonly string[]) => analyzeForLint(group, settings.rules, options.jobs);
  const cached = options.cacheFile === undefined ? undefined : await analyzeWithCache(files, settings.rules, options.cacheFile, analyze);
  const analysis = cached?.files ?? (await analyze(files));
  const known = new KnownDefects(options.versionsDirOf ?? ((judgesDir) => join(dirname(judgesDir), 'versions')));
  const raw = analysis.flatMap((f) => f.judges.flatMap((j): LintFinding[] => markKnown(j, known).map((finding) => ({ ...finding, judgeFile: j.file }))));
  const directives = applyDirectives(files, dedupe(raw), settings.unusedDisables);
  const findings = directives.findings.sort(compareFindings);
  const problems: LintProblem[] = [...analysis.flatMap((f) => f.problems.map((p): LintProblem => ({ ...p, severity: 'error' }))), ...directives.problems].sort(
    compareProblems,
  );
  return {
    files,
    findings,
    problems,
    ...tally(findings, problems, options.maxWarnings),
    suppressedCount: directives.suppressed,
    ignored,
    ...(cached && options.cacheFile !== undefined ? { cache: { file: options.cacheFile, reused: cached.reused } } : {}),
    root: cwd,
    judges: analysis.flatMap((f) => f.judges),
    ...(options.maxWarnings !== undefined ? { maxWarnings: options.maxWarnings } : {}),
  };
}

/** The counts and the exit code: errors and warnings that count (not known ones), and whether there are too many. */
function tally(
  findings: readonly LintFinding[],
  problems: readonly LintProblem[],
  maxWarnings: number | undefined,
): Pick<LintResult, 'errorCount' | 'warningCount' | 'knownCount' | 'exitCode'> {
  const counted = findings.filter((f) => !f.known);
  const errorCount = counted.filter((f) => f.severity === 'error').length + problems.filter((p) => p.severity === 'error').length;
  const warningCount = counted.filter((f) => f.severity === 'warning').length + problems.filter((p) => p.severity === 'warning').length;
  const tooManyWarnings = maxWarnings === undefined ? warningCount > 0 : warningCount > maxWarnings;
  return { errorCount, warningCount, knownCount: findings.length - counted.length, exitCode: errorCount > 0 || tooManyWarnings ? 1 : 0 };
}

/**
 * The result with its findings confirmed (`lint --confirm`; the verdicts come from running the
 * witnesses, `src/validate/confirm.ts`): `all` holds each finding with its confirmation, and a
 * finding of a shared helper refuted for some of its judges once more per such judge. Refuted
 * findings move to `refuted`: mistakes of the analyzer, which neither count nor decide the exit code.
 */
export function withConfirmations(result: LintResult, all: readonly LintFinding[]): LintResult {
  const findings = all.filter((f) => f.confirmation?.status !== 'refuted');
  const refuted = all.filter((f) => f.confirmation?.status === 'refuted');
  const count = (status: Confirmation['status']) => all.filter((f) => f.confirmation?.status === status).length;
  return {
    ...result,
    findings,
    ...tally(findings, result.problems, result.maxWarnings),
    confirm: { confirmed: count('confirmed'), refuted: count('refuted'), unconfirmable: count('unconfirmable') },
    refuted,
  };
}

/**
 * `--quiet`, as ESLint has it: errors only. Warnings (findings and problems) are neither shown nor
 * counted, and known defects, which never count, are not shown; the exit code follows the errors.
 */
export function errorsOnly(result: LintResult): LintResult {
  const findings = result.findings.filter((f) => f.severity === 'error' && !f.known);
  const problems = result.problems.filter((p) => p.severity === 'error');
  return { ...result, findings, problems, warningCount: 0, knownCount: 0, exitCode: result.errorCount > 0 ? 1 : 0 };
}

/** What makes findings of several judges one finding of lint: the rule, the place and the message. */
export function findingPlace(f: Pick<LintFinding, 'ruleId' | 'file' | 'line' | 'column' | 'message'>): string {
  return `${f.ruleId}:${f.file}:${f.line}:${f.column}:${f.message}`;
}

/**
 * A helper shared by several judges is reported once per place, not once per judge; it counts as
 * known only when every judge it was found for documents it.
 */
function dedupe(findings: readonly LintFinding[]): LintFinding[] {
  const seen = new Map<string, LintFinding>();
  for (const f of findings) {
    const key = findingPlace(f);
    const previous = seen.get(key);
    if (!previous || (previous.known && !f.known)) seen.set(key, f);
  }
  return [...seen.values()];
}

function compareProblems(a: LintProblem, b: LintProblem): number {
  return a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.kind.localeCompare(b.kind);
}

/**
 * Whether the config's `ignores` (globs relative to the config file's folder) match a file. The
 * glob matcher (minimatch and the brace expansion it brings, about 0.02 s to load) is loaded
 * only for a config that has some.
 */
async function ignoreMatcher(config: ProjectConfig | undefined): Promise<(file: string) => boolean> {
  const patterns = config?.config.ignores ?? [];
  if (patterns.length === 0) return () => false;
  const { Minimatch } = await import('minimatch');
  const root = dirname(config!.file);
  const matchers = patterns.map((p) => new Minimatch(p, { dot: true }));
  return (file) => {
    const rel = relative(root, file).split(sep).join('/');
    return !rel.startsWith('..') && matchers.some((m) => m.match(rel));
  };
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
    if (isModule(path)) out.add(path);
  } else if (stat.isDirectory()) {
    walkDir(path, out);
  }
}

/** One recursive listing (much cheaper than a listing per folder for thousands of task folders). */
function walkDir(dir: string, out: Set<string>): void {
  const skipped = (parent: string) => parent.length > dir.length && /[\\/](node_modules|\.[^\\/]*)([\\/]|$)/.test(parent.slice(dir.length));
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || skipped(entry.parentPath)) continue;
    const path = join(entry.parentPath, entry.name);
    if (entry.isFile() && isModule(path)) out.add(path);
    else if (entry.isSymbolicLink()) walk(path, out);
  }
}

const isModule = (path: string) => path.endsWith('.ts') && !path.endsWith('.d.ts');

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
