import { describe, expect, it } from 'vitest';
import { statedAxes, type LabelAxes } from './labels.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * Causes of unknown axes the census (bench/unknowns.ts) found on judges never seen, each fixed in
 * general (judges of our own): helpers called inside a `try` block re-walked at every call until
 * the analysis budget ran out; `BigInt(x)`, a call that could not be followed; a value typed a text
 * that the analysis joined with a literal list (narrowed by `typeof v === 'string'`), searched as
 * that list; methods of a matcher object (never memoised) calling each other past 2,000 entries.
 */
interface Case extends Snippet {
  readonly name: string;
  readonly axes: Partial<LabelAxes>;
  readonly findings?: readonly string[];
}

/** Five levels of helpers, each calling the next five times: 5^5 entries unless repeated calls are memoised. */
const NESTED = `function h5(s: string): string { return s.trim(); }
function h4(s: string): string { return h5(s) + h5(s) + h5(s) + h5(s) + h5(s); }
function h3(s: string): string { return h4(s) + h4(s) + h4(s) + h4(s) + h4(s); }
function h2(s: string): string { return h3(s) + h3(s) + h3(s) + h3(s) + h3(s); }
function h1(s: string): string { return h2(s) + h2(s) + h2(s) + h2(s) + h2(s); }
function h0(s: string): string { return h1(s) + h1(s) + h1(s) + h1(s) + h1(s); }`;

const cases: readonly Case[] = [
  {
    name: 'nested helpers called inside a try block',
    code: `${NESTED}
const judge: Judge = ({ output }) => {
  try {
    return h0(output) === 'done';
  } catch {
    return false;
  }
};`,
    axes: { read: ['output'], count: [], content: ['equality'], case: 'case-sensitive' },
  },
  {
    name: 'a helper that throws inside a try block, called twice: its throw still decides the catch',
    code: `function parsed(s: string): number {
  if (!/^\\d+$/.test(s)) throw new Error('not a number');
  return Number(s);
}
const judge: Judge = ({ output }) => {
  try {
    return parsed(output) === parsed(output);
  } catch {
    return false;
  }
};`,
    axes: { read: ['output'], count: [], content: ['regex', 'equality'] },
  },
  {
    name: 'BigInt of the answer',
    code: "const judge: Judge = ({ output }) => typeof output === 'string' && String(BigInt(output.trim())) === '42';",
    axes: { read: ['output'], count: [], content: ['equality'], case: 'not-applicable' },
  },
  {
    name: 'a text narrowed by typeof from a literal list: the context value is searched in it, not the list in the context',
    code: `function has(v: unknown, part: string): boolean {
  return typeof v === 'string' && v.indexOf(part) >= 0;
}
const LABEL: unknown = ['36'];
const judge: Judge = ({ output }) => has(LABEL, output.trim());`,
    axes: { read: ['output'], count: [], content: ['substring'], case: 'case-sensitive' },
  },
  {
    name: 'methods (not memoised) calling each other seven ways four levels deep: 2,801 entries, within the budget',
    code: `class Matcher {
  constructor(private readonly text: string) {}
  leaf(s: string): boolean { return this.text.includes(s); }
  l3(s: string): boolean { return this.leaf(s) || this.leaf(s + 'a') || this.leaf(s + 'b') || this.leaf(s + 'c') || this.leaf(s + 'd') || this.leaf(s + 'e') || this.leaf(s + 'f'); }
  l2(s: string): boolean { return this.l3(s) || this.l3(s + 'a') || this.l3(s + 'b') || this.l3(s + 'c') || this.l3(s + 'd') || this.l3(s + 'e') || this.l3(s + 'f'); }
  l1(s: string): boolean { return this.l2(s) || this.l2(s + 'a') || this.l2(s + 'b') || this.l2(s + 'c') || this.l2(s + 'd') || this.l2(s + 'e') || this.l2(s + 'f'); }
  l0(s: string): boolean { return this.l1(s) || this.l1(s + 'a') || this.l1(s + 'b') || this.l1(s + 'c') || this.l1(s + 'd') || this.l1(s + 'e') || this.l1(s + 'f'); }
}
const judge: Judge = ({ output }) => new Matcher(output).l0('done');`,
    axes: { read: ['output'], count: [], content: ['substring'], case: 'case-sensitive' },
  },
];

const analysis = analyseSnippets(cases, 'unknown-causes');

describe('causes of unknown axes, fixed in general', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const judge = snippetJudge(analysis(c));
    const { got, want } = statedAxes(judge, c.axes);
    expect(got).toEqual(want);
    expect([...new Set(judge.findings.map((f) => f.ruleId))].sort()).toEqual(c.findings ?? []);
  });
});
