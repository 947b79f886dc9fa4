import { rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { z } from 'zod';
import type { RuleSettings, RuleId, Jobs, LintOptions, LintResult } from '../../analyzer/index.ts';
import { FILES_PER_THREAD, fixFindings, errorsOnly, lint, lintSettings, LINT_FORMATS, lintReporters, RULE_IDS } from '../../analyzer/index.ts';
import { ChokepointError } from '../../errors.ts';
import { BUNDLED_JUDGES_DIR } from '../../registry/paths.ts';
import { findProject } from '../../registry/project.ts';
import { didYouMean } from '../../registry/suggest.ts';
import { addSandboxOptions, formatOption, RUNS_JUDGES, STATIC_VERB, withSandbox, type SandboxCliOptions } from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

const ruleSetting = z.object({
  id: z.enum(RULE_IDS as [RuleId, ...RuleId[]]),
  level: z.enum(['off', 'warning', 'error']),
});

const LINT_CLI_FORMATS = [...LINT_FORMATS, 'html'] as const;
type LintCliFormat = (typeof LINT_CLI_FORMATS)[number];

interface LintCliOptions extends SandboxCliOptions {
  readonly maxWarnings?: string;
  /** Run every finding's witness (judges run in the sandbox). */
  readonly confirm?: boolean;
  readonly changedSince?: string;
  readonly rule: readonly string[];
  readonly cache?: boolean;
  readonly cacheLocation?: string;
  readonly jobs?: string;
  /** `--quiet`: errors only (warnings and known defects neither shown nor counted). */
  readonly quiet?: boolean;
  /** `--fix`: rewrite the files with the fixes re-analysis keeps, then report what is left. */
  readonly fix?: boolean;
  /** `--fix-dry-run`: the same fixes, reported (json: with each file's output), nothing written. */
  readonly fixDryRun?: boolean;
  /** The working folder (tests); default process.cwd(). */
  readonly cwd?: string;
}

/** ESLint's `.eslintcache`, spelled for chokepoint. */
const DEFAULT_CACHE_FILE = '.chokepointcache';

export async function lintVerb(paths: readonly string[], options: LintCliOptions): Promise<VerbOutcome<LintResult>> {
  const cwd = options.cwd ?? process.cwd();
  const project = findProject(cwd);
  const cacheFile = options.cache || options.cacheLocation !== undefined ? resolve(cwd, options.cacheLocation ?? DEFAULT_CACHE_FILE) : undefined;
  if (options.fix && options.fixDryRun) throw new ChokepointError('usage', '--fix and --fix-dry-run: give one of them', { field: '--fix' });
  const versionsDirOf = (judgesDir: string) =>
    judgesDir === project.judgesDir && project.versionsDir ? project.versionsDir : join(dirname(judgesDir), 'versions');
  const lintOptions: LintOptions = {
    paths: paths.length > 0 ? paths : [project.judgesDir ?? BUNDLED_JUDGES_DIR],
    changedSince: options.changedSince,
    maxWarnings: parseMaxWarnings(options.maxWarnings),
    rules: parseRules(options.rule),
    cwd,
    config: project.config,
    versionsDirOf,
    cacheFile,
    jobs: parseJobs(options.jobs),
  };
  let linted = await lint(lintOptions);
  let fixes: LintResult['fixes'];
  if (options.fix || options.fixDryRun) {
    const files = fixFindings(linted.findings, lintSettings(project.config, lintOptions.rules).rules);
    if (options.fix) {
      for (const file of files.filter((f) => f.applied.length > 0)) await writeFixed(file.file, file.output);
      // What is left after the rewrites (the cache, if any, sees the new contents).
      if (files.some((f) => f.applied.length > 0)) linted = await lint(lintOptions);
    }
    fixes = { written: options.fix === true, files };
  }
  // Plain lint stops here: static, no judge code. --confirm runs each finding's witness in the sandbox
  // (loaded only then, like the validator that runs them).
  const confirmed = options.confirm
    ? await withSandbox(options, async (sandbox) => {
        const { confirmLint } = await import('../../validate/confirm.ts');
        return confirmLint(linted, { sandbox, versionsDirOf });
      })
    : linted;
  const result = fixes ? { ...confirmed, fixes } : confirmed;
  const shown = options.quiet ? errorsOnly(result) : result;
  return { result: shown, exitCode: shown.exitCode };
}

export const registerLint: RegisterCommand = (program) => {
  const command = program
    .command('lint')
    .description(`lint judge modules (${STATIC_VERB}; with --confirm, ${RUNS_JUDGES}): exit 0 clean, 1 findings, 2 usage error`)
    .argument('[paths...]', "files or folders of judge modules (default: the project's judges folder, else the bundled benchmark's)")
    .addOption(formatOption(LINT_CLI_FORMATS))
    .option('--max-warnings <n>', 'warnings tolerated before the run fails (default: none)')
    .option('--changed-since <ref>', 'only files changed since this git ref (plus uncommitted and untracked ones)')
    .option(
      '--rule <id=level>',
      'set a rule to off, warning or error, over chokepoint.config.ts (repeatable)',
      (value: string, all: string[]) => [...all, value],
      [],
    )
    .option('--cache', `analyse only files whose content or local imports changed since the last run (cache file ${DEFAULT_CACHE_FILE})`)
    .option('--cache-location <file>', `cache file (implies --cache; default ${DEFAULT_CACHE_FILE} in the working folder)`)
    .option('--jobs <n>', `threads analysing the files: a number, or auto (one per ${FILES_PER_THREAD} files and per two cores)`, '1')
    .option('--quiet', 'report errors only: warnings and known defects are neither shown nor counted')
    .option('-o, --output-file <file>', 'write the report to this file instead of stdout')
    .option('--fix', 'rewrite the mechanical fixes into the files (each re-analysed first: the finding gone, nothing new), then report what is left')
    .option('--fix-dry-run', 'report the fixes --fix would write (json: with each file as it would be), writing nothing')
    .option(
      '--confirm',
      "run each finding's witness (the run it names) in the sandbox and mark it confirmed, refuted or unconfirmable; refuted findings are the analyzer's mistakes and do not count",
    );
  addSandboxOptions(command).action(async (paths: string[], options: LintCliOptions & { format: LintCliFormat; outputFile?: string }) => {
    const outcome = await lintVerb(paths, options);
    const { format, outputFile } = options;
    if (format !== 'html') return printOutcome(outcome, lintReporters, format, outputFile);
    // The analyzer's reporters plus one self-contained HTML page. The viewer loads only for that
    // page: it imports the run viewer, the harness and the model client, half the modules of a lint.
    const { lintPage } = await import('../../viewer/index.ts');
    printOutcome(outcome, { html: (result: LintResult) => lintPage(result, process.cwd()) }, format, outputFile);
  });
};

function parseJobs(value: string | undefined): Jobs {
  if (value === undefined) return 1;
  if (value === 'auto') return 'auto';
  if (!/^[1-9]\d*$/.test(value)) throw new ChokepointError('usage', `--jobs must be a positive integer or auto, got "${value}"`);
  return Number(value);
}

function parseMaxWarnings(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new ChokepointError('usage', `--max-warnings must be a non-negative integer, got "${value}"`);
  return Number(value);
}

function parseRules(values: readonly string[]): RuleSettings {
  const settings: Record<string, 'off' | 'warning' | 'error'> = {};
  for (const value of values) {
    const [id, level] = value.split('=');
    const parsed = ruleSetting.safeParse({ id, level: level === 'warn' ? 'warning' : level });
    if (!parsed.success) {
      const known = (RULE_IDS as readonly string[]).includes(id);
      const what = known ? 'expected <id>=<off|warning|error>' : `unknown rule ${id}${didYouMean(id, RULE_IDS)}; expected <id>=<off|warning|error>`;
      throw new ChokepointError('usage', `--rule ${value}: ${what} with id one of ${RULE_IDS.join(', ')}`);
    }
    settings[parsed.data.id] = parsed.data.level;
  }
  return settings;
}

/** A fixed module, replaced whole: the new text beside it, renamed over it. */
async function writeFixed(file: string, text: string): Promise<void> {
  const temporary = `${file}.chokepoint-fix-${process.pid}`;
  await writeFile(temporary, text, { flag: 'wx' });
  await rename(temporary, file);
}
