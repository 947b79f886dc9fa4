import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { linearRegex, regexStringMethod } from '../../src/analyzer/flow/linear-regex.ts';
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
  [/a(?=b)/, 'cab'],
  [/a(?=b)/, 'ac'],
  [/(?<!\d)4/, 'x4'],
  [/(?<!\d)4/, '14'],
  [/:(?!\d)/, 'a:1:b'],
  [/^(?:[A-Za-z][A-Za-z0-9+.-]*:)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?/, 'http://shop.test/search?q=lamp'],
  [/^(?:(a)|b){0,1}c/, 'bc'],
];

describe('linearRegex: a judge regular expression on RE2, with JavaScript meaning', () => {
  it.each(SAME)('%s on %j: test and exec as JavaScript gives them', (regex, text) => {
    const linear = linearRegex(regex)!;
    expect(linear).toBeDefined();
    expect(linear.test(text)).toBe(regex.test(text));
    expect(linear.exec(text)).toEqual(regex.exec(text)?.slice() ?? null);
  });

  it.each([
    ['a backreference', /(a)\1/, 'aa', 'bb'],
    ['a lookahead after a repetition', /a+(?=b)/, 'ab', 'bcd'],
    ['a lookbehind before a class', /(?<!\d)[45]/, 'x4', '123'],
    ['a quantified lookahead and a class holding a parenthesis', /a(?=[)])?b/, 'ab', 'ba'],
  ])('knows only where %s has no match: its relaxed form has none either', (_what, regex, possible, none) => {
    const linear = linearRegex(regex)!;
    expect(linear.test(possible)).toBeUndefined();
    expect(linear.exec(possible)).toBeUndefined();
    expect(linear.test(none)).toBe(false);
    expect(linear.exec(none)).toBeNull();
  });

  it.each([
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

  it('reads text beyond the Basic Multilingual Plane alike only where no part of the pattern could match half a character', () => {
    expect(linearRegex(/^.$/)!.test('\u{1F44D}')).toBeUndefined();
    expect(linearRegex(/[^a]+/)!.exec('\u{1F44D}')).toBeUndefined();
    expect(linearRegex(/\s+/)!.exec('\u{1F44D}\n1')).toEqual(/\s+/.exec('\u{1F44D}\n1')!.slice());
    expect(regexStringMethod('split', '\u{1F44D}\n1', /\s+/, [])?.value).toEqual('\u{1F44D}\n1'.split(/\s+/));
    expect(regexStringMethod('replace', '\u22121 x', /\s/, ['_'])?.value).toBe('\u22121_x');
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

/** String methods given a regular expression, on RE2: what JavaScript's own methods give. */
const STRING_METHODS: readonly (readonly [string, string, RegExp, readonly unknown[]])[] = [
  ['replace', '/profile///', /\/+$/, ['']],
  ['replace', 'a-b-c', /-/g, ['+']],
  ['replace', 'a-b-c', /-/, ['+']],
  ['replace', 'abc', /x*/g, ['-']],
  ['replaceAll', 'a.b.c', /\./g, ['/']],
  ['split', 'axb', /x*/, []],
  ['split', 'a, b ,c', /\s*,\s*/, []],
  ['split', '', /,/, []],
  ['split', '', /x*/, []],
  ['split', 'abc', /(?:)/, []],
  ['search', 'hello', /l+/, []],
  ['match', 'id=42', /id=(\d+)/, []],
  ['replace', 'ab', /(a)/, ['$1$1']],
  ['replace', 'a(b)c', /([()])/g, [' $1 ']],
  ['replace', 'x-y', /-/, ["[$&|$`|$'|$$|$0|$9]"]],
  ['replace', 'checked', /:(?!\d)/g, [' : ']],
  ['split', 'checked', /,(?=\s)/, []],
  ['search', 'bcb', /(a)\1/, []],
  ['replace', 'http://foo.com:80', /:(?!\d)/g, [' : ']],
  ['replace', 'a@b @c', /(?<![\w.])@/g, ['AT']],
  ['split', 'x.y.z', /\.(?=z)/, []],
  ['search', 'a:1 b:c', /:(?!\d)/, []],
];

describe('regexStringMethod: string methods given a regular expression, folded on RE2', () => {
  it.each(STRING_METHODS)('%s of %j by %s', (name, text, regex, args) => {
    const want: unknown = (String.prototype as unknown as Record<string, (...a: unknown[]) => unknown>)[name].apply(text, [regex, ...args]);
    expect(regexStringMethod(name, text, regex, args)?.value).toEqual(Array.isArray(want) ? [...(want as unknown[])] : want);
  });

  it('gives nothing where the engines could differ or the method is not modelled', () => {
    expect(regexStringMethod('replace', 'ab', /(?<x>a)/, ['$<x>'])).toBeUndefined();
    expect(regexStringMethod('replace', 'a:b', /:(?!(\d))/g, [' : '])).toBeUndefined();
    expect(regexStringMethod('split', 'a1b', /(\d)/, [])).toBeUndefined();
    expect(regexStringMethod('match', 'a1b2', /\d/g, [])).toBeUndefined();
    expect(regexStringMethod('replace', 'ab', /(?=b)/, ['-'])).toBeUndefined();
  });
});
