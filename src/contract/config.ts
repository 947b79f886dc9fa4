import type { STATIC_DEFECT_IDS } from './define.ts';

/**
 * The project configuration, `chokepoint.config.ts` (or `chokepoint.config.json`), found by walking
 * up from the working folder. The static verbs run on untrusted pull requests, so the `.ts` file
 * is read as data, never run: its default export is `defineConfig({...})` of literal data.
 */

/** A lint rule's id: the static DefectIds. */
export type LintRuleId = (typeof STATIC_DEFECT_IDS)[number];

/** `warn` is accepted as ESLint spells it. */
export type RuleLevel = 'off' | 'warn' | 'warning' | 'error';

/** A level, or ESLint's `[level, options]` with options merged over the rule's defaults. */
export type RuleConfig = RuleLevel | readonly [RuleLevel] | readonly [RuleLevel, Readonly<Record<string, unknown>>];

/** Which values are identifiers compared case-insensitively by the systems the suite models. */
export interface IdentifierSettings {
  /** Regular expressions (source text) of literals that are such identifiers, e.g. `^ACC-\\d{6}$`. */
  readonly patterns?: readonly string[];
  /** Field and argument names whose values are such identifiers whatever their shape, e.g. `username`. */
  readonly fields?: readonly string[];
}

export interface ChokepointConfig {
  /** The judges folder, relative to the config file (default: `judges`). */
  readonly judges?: string;
  /** The versions folder, relative to the config file (default: `versions`). */
  readonly versions?: string;
  /** Per rule: its level, or `[level, options]`. */
  readonly rules?: Readonly<Partial<Record<LintRuleId, RuleConfig>>>;
  /** Glob patterns, relative to the config file, of files `lint` skips (`judges/_drafts/**`). */
  readonly ignores?: readonly string[];
  /** Settings of `case-sensitive-identifier`: for every suite, and per suite (replacing them for that suite). */
  readonly identifiers?: IdentifierSettings & { readonly suites?: Readonly<Record<string, IdentifierSettings>> };
  /** How an inline disable that suppresses nothing is reported (default `warning`). */
  readonly unusedDisables?: 'off' | 'warning' | 'error';
}

/** Typed identity: `export default defineConfig({ rules: { 'unused-value': 'off' } })`. */
export function defineConfig(config: ChokepointConfig): ChokepointConfig {
  return config;
}
