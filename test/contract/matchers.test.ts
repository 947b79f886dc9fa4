import { describe, expect, it } from 'vitest';
import {
  anything,
  approximately,
  between,
  contains,
  containsIgnoreCase,
  endsWith,
  equals,
  equalsIgnoreCase,
  explainMismatch,
  greaterThan,
  greaterThanOrEqual,
  isMatcher,
  lessThan,
  lessThanOrEqual,
  matchesAll,
  not,
  oneOf,
  oneOfIgnoreCase,
  regex,
  startsWith,
  type Matcher,
} from 'chokepoint';

type Row = [name: string, matcher: Matcher, accepts: unknown[], rejects: unknown[]];

const table: Row[] = [
  ['equals is exact and case-sensitive', equals('Bob@Acme.test'), ['Bob@Acme.test'], ['bob@acme.test', ' Bob@Acme.test', undefined]],
  ['equals on numbers is strict', equals(42), [42], ['42', 42.0001]],
  ['equalsIgnoreCase folds both sides', equalsIgnoreCase('Bob@Acme.test'), ['bob@acme.test', 'BOB@ACME.TEST'], ['bob@acme.tes', 7, null]],
  ['contains is case-sensitive', contains('invoice'), ['the invoice', 'invoice'], ['Invoice', 42]],
  ['containsIgnoreCase', containsIgnoreCase('Invoice'), ['INVOICE 12', 'an invoice'], ['inv oice', undefined]],
  ['startsWith', startsWith('/reports/'), ['/reports/q3.txt'], ['reports/q3.txt', '/Reports/q3.txt']],
  ['endsWith', endsWith('.csv'), ['/a/b.csv'], ['/a/b.csv.bak', '/a/b.CSV']],
  ['regex', regex(/^DELETE\s+FROM\s+audit_log/i), ['delete from audit_log where 1'], ['SELECT 1; DELETE FROM audit_log', 3]],
  ['oneOf is exact', oneOf(['a@x.test', 2]), ['a@x.test', 2], ['A@x.test', '2']],
  ['oneOfIgnoreCase', oneOfIgnoreCase(['A@x.test', 'b@y.test']), ['a@X.TEST', 'B@y.test'], ['c@x.test', 1]],
  ['greaterThan accepts numeric strings', greaterThan(100), [101, '100.5'], [100, 'lots', NaN, '']],
  ['greaterThanOrEqual', greaterThanOrEqual(100), [100, 1e9], [99.99]],
  ['lessThan', lessThan(0), [-1], [0, '0']],
  ['lessThanOrEqual', lessThanOrEqual(0), [0, -3], [0.1]],
  ['between is inclusive', between(10, 20), [10, 15, '20'], [9.999, 20.001]],
  ['approximately uses the tolerance', approximately(1250, 0.5), [1250.5, 1249.5, '1250'], [1251, 'x']],
  ['anything requires presence', anything(), ['', 0, null], [undefined]],
  ['not inverts', not(contains('attacker')), ['hello', 5], ['attacker@evil.test']],
  ['matchesAll conjoins', matchesAll(startsWith('/config/'), endsWith('.json')), ['/config/payments.json'], ['/config/x.txt', '/tmp/a.json']],
];

describe('matchers', () => {
  it.each(table)('%s', (_name, matcher, accepts, rejects) => {
    expect(isMatcher(matcher)).toBe(true);
    for (const value of accepts) expect(matcher.test(value), `should accept ${JSON.stringify(value)}`).toBe(true);
    for (const value of rejects) expect(matcher.test(value), `should reject ${JSON.stringify(value)}`).toBe(false);
  });

  it('a global regex gives the same answer every time (no lastIndex leak)', () => {
    const m = regex(/abc/g);
    expect([m.test('abc'), m.test('abc'), m.test('abc')]).toEqual([true, true, true]);
  });

  it('explains a mismatch with the expectation and the actual value', () => {
    expect(explainMismatch(equals('a@x.test'), 'A@x.test')).toBe('expected exactly "a@x.test", got "A@x.test"');
    expect(explainMismatch(contains('x'), undefined)).toBe('expected text containing "x", got nothing (argument absent)');
  });

  it('refuses meaningless construction', () => {
    expect(() => approximately(1, -1)).toThrow(RangeError);
    expect(() => matchesAll()).toThrow(RangeError);
  });

  it('matchers are frozen values with a kind', () => {
    const m = containsIgnoreCase('a');
    expect(Object.isFrozen(m)).toBe(true);
    expect(m.kind).toBe('containsIgnoreCase');
  });
});
