import { createRequire } from 'node:module';
import type { RE2JS as RE2JSClass } from 're2js';

/**
 * Regular expressions that a configuration supplies (`chokepoint.config.ts`: identifier patterns,
 * rule options) are matched by `lint`, the CI gate, against literals of judge code; a pull request
 * controls both. JavaScript's backtracking engine takes exponential time on some patterns
 * (`^(a+)+$` against forty a's and a `!`), so these run on RE2 (re2js): time linear in the input,
 * whatever the pattern. Patterns it cannot run (backreferences, lookaround) are refused at the
 * config's line. Loaded on first use: most runs configure no pattern.
 */

export interface TextPattern {
  test(text: string): boolean;
}

let engine: typeof RE2JSClass | undefined;

/** The RE2 engine (re2js), loaded on first use. */
export function re2Engine(): typeof RE2JSClass {
  engine ??= (createRequire(import.meta.url)('re2js') as { RE2JS: typeof RE2JSClass }).RE2JS;
  return engine;
}

/** Why `source` (JavaScript syntax) cannot be matched in linear time, or undefined when it can. */
export function linearPatternProblem(source: string): string | undefined {
  try {
    new RegExp(source);
  } catch {
    return 'not a valid regular expression';
  }
  try {
    re2Engine().compile(re2Engine().translateRegExp(source));
    return undefined;
  } catch (error) {
    const detail = (error instanceof Error ? error.message : String(error)).replace(/^error parsing regexp: /, '');
    return `not a pattern that runs in linear time (backreferences and lookaround are not supported): ${detail}`;
  }
}

const compiled = new Map<string, TextPattern>();

/** `source` (JavaScript syntax; flags: `i` or none) compiled for the linear-time engine; throws when linearPatternProblem says why not. */
export function linearPattern(source: string, flags: '' | 'i' = ''): TextPattern {
  const key = `${flags}/${source}`;
  let pattern = compiled.get(key);
  if (!pattern) {
    const RE2JS = re2Engine();
    const regex = RE2JS.compile(RE2JS.translateRegExp(source), flags === 'i' ? RE2JS.CASE_INSENSITIVE : 0);
    pattern = { test: (text) => regex.matcher(text).find() };
    compiled.set(key, pattern);
  }
  return pattern;
}
