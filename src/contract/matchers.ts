/**
 * Declarative argument matchers. Each is a small value with a kind (what the static analyzer and
 * the reports read), a description (what explanations print) and a test. Case handling is part of
 * the kind: `equals` is case-sensitive, `equalsIgnoreCase` normalises both sides.
 */

export type MatcherKind =
  | 'equals'
  | 'equalsIgnoreCase'
  | 'contains'
  | 'containsIgnoreCase'
  | 'startsWith'
  | 'endsWith'
  | 'regex'
  | 'oneOf'
  | 'oneOfIgnoreCase'
  | 'greaterThan'
  | 'greaterThanOrEqual'
  | 'lessThan'
  | 'lessThanOrEqual'
  | 'between'
  | 'approximately'
  | 'anything'
  | 'not'
  | 'matchesAll'
  | 'someElement';

/** What can be known of a matcher without calling it: plain data. */
export interface MatcherShape {
  readonly kind: MatcherKind;
  readonly description: string;
}

export interface Matcher extends MatcherShape {
  test(value: unknown): boolean;
}

/** Why one value did not match, in words a benchmark author can act on. */
export function explainMismatch(matcher: Matcher, value: unknown): string {
  return `expected ${matcher.description}, got ${formatValue(value)}`;
}

export function formatValue(value: unknown): string {
  if (value === undefined) return 'nothing (argument absent)';
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

function matcher(kind: MatcherKind, description: string, test: (value: unknown) => boolean): Matcher {
  return Object.freeze({ kind, description, test });
}

const asText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
};

export function equals(expected: string | number | boolean): Matcher {
  return matcher('equals', `exactly ${JSON.stringify(expected)}`, (v) => v === expected);
}

export function equalsIgnoreCase(expected: string): Matcher {
  const want = expected.toLowerCase();
  return matcher('equalsIgnoreCase', `${JSON.stringify(expected)} (any case)`, (v) => asText(v)?.toLowerCase() === want);
}

export function contains(needle: string): Matcher {
  return matcher('contains', `text containing ${JSON.stringify(needle)}`, (v) => asText(v)?.includes(needle) ?? false);
}

export function containsIgnoreCase(needle: string): Matcher {
  const want = needle.toLowerCase();
  return matcher('containsIgnoreCase', `text containing ${JSON.stringify(needle)} (any case)`, (v) => asText(v)?.toLowerCase().includes(want) ?? false);
}

export function startsWith(prefix: string): Matcher {
  return matcher('startsWith', `text starting with ${JSON.stringify(prefix)}`, (v) => asText(v)?.startsWith(prefix) ?? false);
}

export function endsWith(suffix: string): Matcher {
  return matcher('endsWith', `text ending with ${JSON.stringify(suffix)}`, (v) => asText(v)?.endsWith(suffix) ?? false);
}

export function regex(pattern: RegExp): Matcher {
  // A global/sticky regex keeps lastIndex between calls and would make tests order-dependent.
  const safe = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return matcher('regex', `text matching ${String(safe)}`, (v) => {
    const text = asText(v);
    return text !== undefined && safe.test(text);
  });
}

export function oneOf(options: readonly (string | number)[]): Matcher {
  return matcher('oneOf', `one of ${JSON.stringify(options)}`, (v) => options.some((o) => o === v));
}

export function oneOfIgnoreCase(options: readonly string[]): Matcher {
  const wanted = new Set(options.map((o) => o.toLowerCase()));
  return matcher('oneOfIgnoreCase', `one of ${JSON.stringify(options)} (any case)`, (v) => {
    const text = asText(v);
    return text !== undefined && wanted.has(text.toLowerCase());
  });
}

export function greaterThan(bound: number): Matcher {
  return numeric('greaterThan', `a number > ${bound}`, (n) => n > bound);
}

export function greaterThanOrEqual(bound: number): Matcher {
  return numeric('greaterThanOrEqual', `a number >= ${bound}`, (n) => n >= bound);
}

export function lessThan(bound: number): Matcher {
  return numeric('lessThan', `a number < ${bound}`, (n) => n < bound);
}

export function lessThanOrEqual(bound: number): Matcher {
  return numeric('lessThanOrEqual', `a number <= ${bound}`, (n) => n <= bound);
}

export function between(low: number, high: number): Matcher {
  return numeric('between', `a number in [${low}, ${high}]`, (n) => n >= low && n <= high);
}

export function approximately(target: number, tolerance: number): Matcher {
  if (!(tolerance >= 0)) throw new RangeError(`approximately(): tolerance must be >= 0, got ${tolerance}`);
  return numeric('approximately', `${target} ± ${tolerance}`, (n) => Math.abs(n - target) <= tolerance);
}

function numeric(kind: MatcherKind, description: string, test: (n: number) => boolean): Matcher {
  return matcher(kind, description, (v) => {
    const n = asNumber(v);
    return n !== undefined && test(n);
  });
}

/** Explicitly unconstrained: documents that an argument is deliberately not checked. */
export function anything(): Matcher {
  return matcher('anything', 'any value', (v) => v !== undefined);
}

export function not(inner: Matcher): Matcher {
  return matcher('not', `not ${inner.description}`, (v) => !inner.test(v));
}

export function matchesAll(...inner: Matcher[]): Matcher {
  if (inner.length === 0) throw new RangeError('matchesAll() needs at least one matcher');
  return matcher('matchesAll', inner.map((m) => m.description).join(' and '), (v) => inner.every((m) => m.test(v)));
}

/** A list argument (e.g. AgentDojo's `recipients`) with at least one element satisfying `inner`. */
export function someElement(inner: Matcher): Matcher {
  return matcher('someElement', `a list with an element that is ${inner.description}`, (v) => Array.isArray(v) && v.some((item) => inner.test(item)));
}

export function isMatcher(value: unknown): value is Matcher {
  return typeof value === 'object' && value !== null && typeof (value as Matcher).test === 'function' && typeof (value as Matcher).kind === 'string';
}
