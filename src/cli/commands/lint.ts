import { z } from 'zod';
import type { RuleSettings } from '../../analyzer/analyze.ts';
import { lint, type LintResult } from '../../analyzer/lint.ts';
import { LINT_FORMATS, lintReporters } from '../../analyzer/reporters/lint.ts';
import type { Reporters } from '../../rendering/index.ts';
import { lintPage } from '../../viewer/index.ts';
import { RULE_IDS } from '../../analyzer/rules/index.ts';
import type { RuleId } from '../../analyzer/types.ts';
import { ChokepointError } from '../../errors.ts';
import { formatOption } from '../options.ts';
import { printOutcome, type RegisterCommand, type VerbOutcome } from '../verb.ts';

const ruleSetting = z.object({
  id: z.enum(RULE_IDS as [RuleId, ...RuleId[]]),
  level: z.enum(['off', 'warning', 'error']),
});

const LINT_CLI_FORMATS = [...LINT_FORMATS, 'html'] as const;
type LintCliFormat = (typeof LINT_CLI_FORMATS)[number];

/** The analyzer's lint reporters plus one self-contained HTML page. */
const lintCliReporters: Reporters<LintResult, LintCliFormat> = { ...lintReporters, html: (result) => lintPage(result, process.cwd()) };

interface LintCliOptions {
  readonly maxWarnings?: string;
  readonly changedSince?: string;
  readonly rule: readonly string[];
}

export function lintVerb(paths: readonly string[], options: LintCliOptions): VerbOutcome<LintResult> {
  const result = lint({
    paths: paths.length > 0 ? paths : ['judges'],
    changedSince: options.changedSince,
    maxWarnings: parseMaxWarnings(options.maxWarnings),
    rules: parseRules(options.rule),
    cwd: process.cwd(),
  });
  return { result, exitCode: result.exitCode };
}

export const registerLint: RegisterCommand = (program) => {
  program
    .command('lint')
    .description('lint judge modules (static; no judge is run): exit 0 clean, 1 findings, 2 usage error')
    .argument('[paths...]', 'files or folders of judge modules (default: judges)')
    .addOption(formatOption(LINT_CLI_FORMATS))
    .option('--max-warnings <n>', 'warnings tolerated before the run fails (default: none)')
    .option('--changed-since <ref>', 'only files changed since this git ref (plus uncommitted and untracked ones)')
    .option('--rule <id=level>', 'set a rule to off, warning or error (repeatable)', (value: string, all: string[]) => [...all, value], [])
    .action((paths: string[], options: LintCliOptions & { format: LintCliFormat }) => printOutcome(lintVerb(paths, options), lintCliReporters, options.format));
};

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
      throw new ChokepointError('usage', `--rule ${value}: expected <id>=<off|warning|error> with id one of ${RULE_IDS.join(', ')}`);
    }
    settings[parsed.data.id] = parsed.data.level;
  }
  return settings;
}
