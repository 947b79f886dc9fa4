import { escapeRegExp, type IdentifierSettings, type RuleConfig } from '../contract/index.ts';
import { ChokepointError, ChokepointErrors } from '../errors.ts';
import type { ProjectConfig } from '../registry/index.ts';
import { displayPath, formatJsonPath, linearPatternProblem } from './registry-parts.ts';
import type { RuleSetting, RuleSettings } from './analyze.ts';
import { ruleById } from './rules/index.ts';
import type { RuleId, Severity } from './types.ts';

/** What a project's config says about linting, as the analyzer takes it. */
export interface LintSettings {
  readonly rules: RuleSettings;
  /** How a disable directive that suppresses nothing is reported. */
  readonly unusedDisables: Severity | 'off';
}

const IDENTIFIER_RULE: RuleId = 'case-sensitive-identifier';

/**
 * The config's rule levels and options (options checked against each rule's defaults: an unknown
 * option, or a value of another type than the default's, is an error at its line), its identifier
 * settings as options of `case-sensitive-identifier`, then `overrides` (the command line) on top.
 */
export function lintSettings(project: ProjectConfig | undefined, overrides: RuleSettings = {}): LintSettings {
  const config = project?.config ?? {};
  const errors: ChokepointError[] = [];
  const error = (path: readonly (string | number)[], message: string) =>
    errors.push(
      new ChokepointError('config', message, {
        file: project ? displayPath(project.file) : undefined,
        line: project?.lineOf(path),
        field: formatJsonPath(path),
      }),
    );
  const rules: Partial<Record<RuleId, RuleSetting>> = {};

  const identifierOptions = identifiersAsOptions(config.identifiers, error);
  if (identifierOptions) rules[IDENTIFIER_RULE] = { options: identifierOptions };

  for (const [id, setting] of Object.entries(config.rules ?? {}) as [RuleId, RuleConfig][]) {
    const [level, options] = typeof setting === 'string' ? [setting, undefined] : [setting[0], setting[1]];
    if (options) checkOptions(id, options, (key, message) => error(['rules', id, 1, key], message));
    const previous = rules[id];
    const inherited = typeof previous === 'object' ? previous.options : undefined;
    rules[id] = { severity: level === 'warn' ? 'warning' : level, options: { ...inherited, ...options } };
  }
  if (errors.length > 0) throw new ChokepointErrors(errors);

  for (const [id, setting] of Object.entries(overrides) as [RuleId, RuleSetting][]) {
    const previous = rules[id];
    const severity = typeof setting === 'string' ? setting : setting.severity;
    const options = { ...(typeof previous === 'object' ? previous.options : undefined), ...(typeof setting === 'object' ? setting.options : undefined) };
    rules[id] = { severity: severity ?? (typeof previous === 'object' ? previous.severity : previous), options };
  }
  return { rules, unusedDisables: config.unusedDisables ?? 'warning' };
}

/**
 * Every option must be one the rule has, with a value of the type of its default; a pattern option
 * must be a regular expression that runs in linear time (`lint` matches it against judge literals).
 */
function checkOptions(id: RuleId, options: Readonly<Record<string, unknown>>, error: (key: string, message: string) => void): void {
  const rule = ruleById(id);
  const defaults = (rule?.defaultOptions ?? {}) as Record<string, unknown>;
  const known = Object.keys(defaults);
  for (const [key, value] of Object.entries(options)) {
    if (!Object.hasOwn(defaults, key)) {
      error(key, `${id} has no option "${key}"; its options: ${known.join(', ') || 'none'}`);
    } else if (kindOf(value) !== kindOf(defaults[key])) {
      error(key, `expected ${kindOf(defaults[key])} (like the default ${JSON.stringify(defaults[key])}), got ${kindOf(value)}`);
    } else if (rule?.patternOptions?.includes(key)) {
      const problem = (Array.isArray(value) ? (value as unknown[]) : [value])
        .map((p) => (typeof p === 'string' ? linearPatternProblem(p) : 'not a string'))
        .find(Boolean);
      if (problem !== undefined) error(key, problem);
    }
  }
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  return `a ${typeof value}`;
}

/**
 * `identifiers` as options of case-sensitive-identifier: `patterns` are its `extraPatterns`;
 * `fields` (names of fields and arguments holding identifiers) its `identifierFields`; `suites` its
 * per-suite options. A setting the rule does not support is an error, never silently dropped.
 */
function identifiersAsOptions(
  identifiers: (IdentifierSettings & { readonly suites?: Readonly<Record<string, IdentifierSettings>> }) | undefined,
  error: (path: readonly (string | number)[], message: string) => void,
): Record<string, unknown> | undefined {
  if (!identifiers) return undefined;
  const defaults = (ruleById(IDENTIFIER_RULE)?.defaultOptions ?? {}) as Record<string, unknown>;
  const supported = (option: string, path: readonly (string | number)[]) => {
    if (Object.hasOwn(defaults, option)) return true;
    error(path, `${IDENTIFIER_RULE} of this chokepoint version has no "${option}" option, so this setting cannot be applied`);
    return false;
  };
  const asOptions = (settings: IdentifierSettings, path: readonly (string | number)[]): Record<string, unknown> => ({
    ...(settings.patterns && supported('extraPatterns', [...path, 'patterns']) ? { extraPatterns: settings.patterns } : {}),
    ...(settings.fields && supported('identifierFields', [...path, 'fields']) ? { identifierFields: fieldsPattern(settings.fields) } : {}),
  });
  const options = asOptions(identifiers, ['identifiers']);
  if (identifiers.suites && supported('suites', ['identifiers', 'suites'])) {
    options.suites = Object.fromEntries(
      Object.entries(identifiers.suites).map(([suite, settings]) => [suite, asOptions(settings, ['identifiers', 'suites', suite])]),
    );
  }
  return options;
}

/** Field names as one anchored pattern (`^(?:username|account_id)$`). */
function fieldsPattern(fields: readonly string[]): string {
  return `^(?:${fields.map(escapeRegExp).join('|')})$`;
}
