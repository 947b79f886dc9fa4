import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { linearRegex } from '../../src/analyzer/flow/linear-regex.ts';
import { linearPattern, linearPatternProblem } from '../../src/registry/linear-pattern.ts';

/** Patterns and texts on which RE2, as rewritten, must give exactly what JavaScript gives. */
const SAME: readonly (readonly [RegExp, string])[] = [
  [/\?(.*)$/, 'http://shop.test/search?q=lamp'],
  [/\?(.*)$/, 'http://shop.test/search'],
  [/^(\d+)-(\w+)$/, '42-abc'],
  [/a.c/, 'a\rc'],
  [/a.c/s, 'a\rc'],
  [/\s+/, 'x\u00a0y'],
  [/[\s,]+/, 'a,\u2028b'],
  [/\u0041(?<rest>b+)/, 'zAbbb'],
  [/\x41|\//, 'a/b'],
  [/ACC-\d{4}/i, 'acc-1042'],
  [/[^]+/, 'a\nb'],
  [/(a|ab)(c|bcd)(d*)/, 'abcd'],
  [/\bcat\b/, 'concat cat'],
];

describe('linearRegex: a judge regular expression on RE2, with JavaScript meaning', () => {
  it.each(SAME)('%s on %j: test and exec as JavaScript gives them', (regex, text) => {
    const linear = linearRegex(regex)!;
    expect(linear).toBeDefined();
    expect(linear.test(text)).toBe(regex.test(text));
    expect(linear.exec(text)).toEqual(regex.exec(text)?.slice() ?? null);
  });

  it.each([
    ['a backreference', /(a)\1/],
    ['a lookahead', /a(?=b)/],
    ['a lookbehind', /(?<!\d)4/],
    ['the m flag', /^a$/m],
    ['the u flag', /a/u],
    ['\\S inside a class', /[\S]/],
  ])('has no result for %s (the folder gives up)', (_what, regex) => {
    expect(linearRegex(regex)).toBeUndefined();
  });

  it('answers test but not exec where a capture sits in a repeated group (the engines keep different values)', () => {
    const linear = linearRegex(/(?:(a)|b)+/)!;
    expect(linear.test('ab')).toBe(true);
    expect(linear.exec('ab')).toBeUndefined();
  });

  it('has no result for case-insensitive matching of text beyond ASCII', () => {
    expect(linearRegex(/strasse/i)!.test('STRAßE')).toBeUndefined();
  });

  it('runs ^(a+)+$ against forty a and a ! in linear time (a backtracking engine takes minutes)', () => {
    const started = performance.now();
    expect(linearRegex(/^(a+)+$/)!.test(`${'a'.repeat(40)}!`)).toBe(false);
    expect(linearPattern('^(a+)+$').test(`${'a'.repeat(100_000)}!`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('linearPatternProblem: what a configuration may give', () => {
  it.each([
    ['^ACC-\\d{6}$', undefined],
    ['^(a+)+$', undefined],
    ['(', 'not a valid regular expression'],
    ['(a)\\1', expect.stringMatching(/^not a pattern that runs in linear time \(backreferences and lookaround are not supported\): /)],
    ['a(?=b)', expect.stringMatching(/^not a pattern that runs in linear time/)],
  ])('%s', (source, problem) => {
    expect(linearPatternProblem(source)).toEqual(problem);
  });
});
