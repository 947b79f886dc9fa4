import { Option } from 'commander';
import { z } from 'zod';
import type { RuleSettings } from '../../analyzer/analyze.ts';
import { lint } from '../../analyzer/lint.ts';
import { lintJson } from '../../analyzer/reporters/json.ts';
import { lintMarkdown } from '../../analyzer/reporters/markdown.ts';
import { sarif } from '../../analyzer/reporters/sarif.ts';
import { stylish } from '../../analyzer/reporters/stylish.ts';
import { RULE_IDS } from '../../analyzer/rules/index.ts';
import type { RuleId } from '../../analyzer/types.ts';
import { ChokepointError } from '../../errors.ts';
import type { RegisterCommand } from '../verb.ts';

interface LintCliOptions {
  format: 'stylish' | 'json' | 'sarif' | 'markdown';
  maxWarnings?: string;
  changedSince?: string;
  rule: string[];
}

const ruleSetting = z.object({
  id: z.enum(RULE_IDS as [RuleId, ...RuleId[]]),
  level: z.enum(['off', 'warning', 'error']),
});

export const registerLint: RegisterCommand = (program) => {
  program
    .command('lint')
    .description('lint judge modules (static; no judge is run): exit 0 clean, 1 findings, 2 usage error')
    .argument('[paths...]', 'files or folders of judge modules (default: judges)')
    .addOption(new Option('--format <format>', 'output format').choices(['stylish', 'json', 'sarif', 'markdown']).default('stylish'))
    .option('--max-warnings <n>', 'warnings tolerated before the run fails (default: none)')
    .option('--changed-since <ref>', 'only files changed since this git ref (plus uncommitted and untracked ones)')
    .option('--rule <id=level>', 'set a rule to off, warning or error (repeatable)', (value: string, all: string[]) => [...all, value], [])
    .action((paths: string[], options: LintCliOptions) => {
      const cwd = process.cwd();
      const result = lint({
        paths: paths.length > 0 ? paths : ['judges'],
        changedSince: options.changedSince,
        maxWarnings: parseMaxWarnings(options.maxWarnings),
        rules: parseRules(options.rule),
        cwd,
      });
      const render = { stylish, json: lintJson, sarif, markdown: lintMarkdown }[options.format];
      process.stdout.write(render(result, cwd));
      process.exitCode = result.exitCode;
    });
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
  return settings as RuleSettings;
}
