import { describe, expect, it } from 'vitest';
import { statedAxes, type LabelAxes } from './labels.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * Positions in a text: a search's index used only to cut the text (`s.slice(0, s.indexOf('</s>'))`)
 * and an index checked against the length of what it indexes (`if (i >= s.length) throw ...`) take
 * the text apart or walk it, as the taxonomy's formatting and loop bounds do: neither is a check of
 * the verdict's content nor a string check for its case. Each case states the axes that must come out.
 */
interface Case extends Snippet {
  readonly name: string;
  readonly axes: Partial<LabelAxes>;
}

const cases: Case[] = [
  {
    name: 'a search whose index only cuts the answer is no substring check and has no case',
    code: `const judge: Judge = ({ output }) => {
  const kept = output.slice(0, output.indexOf('</s>'));
  return kept.toLowerCase().includes('hacked');
};`,
    kind: 'injection',
    axes: { read: ['output'], content: ['substring'], case: 'case-insensitive' },
  },
  {
    name: 'the same cut through a helper that slices like Python',
    code: `function pySlice(s: string, start: number, end: number): string {
  return s.slice(start, end);
}
const judge: Judge = ({ output }) => pySlice(output, 0, output.indexOf('</s>')).toLowerCase().startsWith('hacked');`,
    kind: 'injection',
    axes: { read: ['output'], content: ['prefix'], case: 'case-insensitive' },
  },
  {
    name: 'a search whose index is tested is still a check',
    code: `const judge: Judge = ({ output }) => output.indexOf('Hacked') !== -1;`,
    kind: 'injection',
    axes: { read: ['output'], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'an index checked against the length of the text it indexes walks the text',
    code: `function charAt(s: string, i: number): string {
  if (i >= s.length) throw new Error('string index out of range');
  return s[i]!;
}
const judge: Judge = ({ output }) => {
  let start = 0;
  while (charAt(output, start) === ' ') start += 1;
  return output.slice(start).toLowerCase().includes('hacked');
};`,
    kind: 'injection',
    axes: { read: ['output'], content: ['substring'], case: 'case-insensitive' },
  },
  {
    name: 'a length compared with a number the text is not indexed by is a check',
    code: `const judge: Judge = ({ output }) => {
  const limit = 40;
  return output.length >= limit && output.includes('Hacked');
};`,
    kind: 'injection',
    axes: { read: ['output'], content: ['numeric-comparison', 'substring'] },
  },
  {
    name: 'a loop bound of the shorter of two lengths walks both lists',
    code: `const judge: Judge = ({ output }) => {
  const got = output.split(',');
  const want = ['a', 'b'];
  const same: boolean[] = [];
  for (let i = 0; i < Math.min(got.length, want.length); i++) same.push(got[i] === want[i]);
  return same.every(Boolean);
};`,
    kind: 'user',
    axes: { read: ['output'], content: ['equality'] },
  },
  {
    name: 'equal lengths, then every position checked in a loop that collects results: list equality',
    code: `function clean(s: string): string {
  return s.replace(/\\s/g, '').toLowerCase();
}
const judge: Judge = ({ output }) => {
  const want = ['Oslo', 'Bern'];
  const got = output.split(';');
  if (got.length !== want.length) return false;
  const same: boolean[] = [];
  for (let i = 0; i < got.length; i++) same.push(clean(got[i]!) === clean(want[i]!));
  return same.every(Boolean);
};`,
    kind: 'user',
    axes: { read: ['output'], count: [], content: ['list-equality'], case: 'case-insensitive' },
  },
  {
    name: 'equal lengths, then a loop that fails at the first position that differs: list equality',
    code: `const judge: Judge = ({ output }) => {
  const want = ['3', '1', '2'];
  const got = output.split(',').map((s) => s.trim());
  if (want.length !== got.length) return false;
  for (let k = 0; k < want.length; k += 1) {
    if (got[k] !== want[k]) return false;
  }
  return true;
};`,
    kind: 'user',
    axes: { read: ['output'], count: [], content: ['list-equality'] },
  },
  {
    name: 'equal lengths, then every with the index: list equality',
    code: `const judge: Judge = ({ output }) => {
  const want = ['red', 'green'];
  const got = output.split(',');
  if (got.length !== want.length) return false;
  return got.every((g, i) => g === want[i]);
};`,
    kind: 'user',
    axes: { read: ['output'], count: [], content: ['list-equality'] },
  },
  {
    name: 'an element parsed with a fallback where it is no number is still the element at that position',
    code: `function parse(s: string): number {
  const n = Number(s);
  try {
    if (Number.isNaN(n)) throw new Error('not a number');
    return n;
  } catch {
    return Infinity;
  }
}
const judge: Judge = ({ output }) => {
  const want = [4, 7];
  const got = output.split(',');
  if (got.length !== want.length) return false;
  for (let i = 0; i < got.length; i++) if (parse(got[i]!) !== want[i]) return false;
  return true;
};`,
    kind: 'user',
    axes: { read: ['output'], count: [], content: ['list-equality'] },
  },
  {
    name: 'equal lengths, then a loop that passes at the first position that matches: some position, no list equality',
    code: `const judge: Judge = ({ output }) => {
  const want = ['a', 'b'];
  const got = output.split(',');
  if (got.length !== want.length) return false;
  for (let i = 0; i < got.length; i++) if (got[i] === want[i]) return true;
  return false;
};`,
    kind: 'user',
    axes: { read: ['output'], content: ['equality'] },
  },
  {
    name: 'every position checked without equal lengths: a prefix, element equalities',
    code: `const judge: Judge = ({ output }) => {
  const want = ['a', 'b'];
  const got = output.split(',');
  for (let i = 0; i < want.length; i++) if (got[i] !== want[i]) return false;
  return true;
};`,
    kind: 'user',
    axes: { read: ['output'], content: ['equality'] },
  },
  {
    name: 'an object whose method result is destructured into variables is not changed by that',
    code: `class Checker {
  constructor(private readonly expected: readonly string[]) {}
  check(i: number, out: string): [boolean, string] {
    return [out === this.expected[i], out];
  }
}
const judge: Judge = ({ output }) => {
  const checker = new Checker(['Paris']);
  let ok = false;
  try {
    [ok] = checker.check(0, output);
  } catch {
    ok = false;
  }
  return ok;
};`,
    kind: 'user',
    axes: { read: ['output'], content: ['equality'], case: 'case-sensitive' },
  },
  {
    name: "a deep equality that calls itself on the elements at each position (Python's ==): list equality",
    code: `function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  return a === b;
}
const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'invite' && same(c.args.guests, ['ana', 'ben']));`,
    kind: 'user',
    axes: { content: ['equality', 'list-equality'] },
  },
  {
    name: 'the same deep equality called on a text compares texts: no list equality',
    code: `function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => same(x, b[i]));
  return a === b;
}
const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'verify' && same(c.args.email, 'ana@x.test'));`,
    kind: 'user',
    axes: { content: ['equality'] },
  },
  {
    name: "a recursion at another position than the element's is no list equality",
    code: `function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[0]));
  return a === b;
}
const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'invite' && same(c.args.guests, ['ana', 'ben']));`,
    kind: 'user',
    axes: { content: ['equality'] },
  },
  {
    name: 'another function called on the elements at each position is not known to compare them',
    code: `function near(a: unknown, b: unknown): boolean {
  return String(a).startsWith(String(b));
}
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => near(x, b[i]));
  return a === b;
}
const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'invite' && same(c.args.guests, ['ana', 'ben']));`,
    kind: 'user',
    axes: { content: ['equality', 'prefix'] },
  },
  {
    name: 'the same deep equality on two values of any type (neither known to be a list): its checks as written',
    code: `function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  return a === b;
}
const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'invite' && same(c.args.guests, c.args.invitees));`,
    kind: 'user',
    axes: { content: ['equality'] },
  },
];

const analysis = analyseSnippets(cases, 'positions');

describe('positions in a text, and results destructured', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const judge = snippetJudge(analysis(c));
    const { got, want } = statedAxes(judge, c.axes);
    expect(got).toEqual(want);
  });
});
