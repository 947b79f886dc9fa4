import { describe, expect, it } from 'vitest';
import { statedAxes, type LabelAxes } from './labels.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * Regular-expression matches as values, in judges of our own: how many times a pattern matched
 * (`(text.match(re) ?? []).length`, `[...text.matchAll(re)].length`) compared with a bound is the
 * regex search of the text, and a loop over the matches that passes only at a match needs the
 * pattern to match. A pattern's letters are what it matches literally: a property escape
 * (`\p{Extended_Pictographic}`) or a group's name holds none. Matches are parts of a text, never a
 * counted collection. Each case states the axes and the rules that must report (default: none).
 */
interface Case extends Snippet {
  readonly name: string;
  readonly axes: Partial<LabelAxes>;
  readonly findings?: readonly string[];
}

const cases: Case[] = [
  // ---- how many times a pattern matched
  {
    name: 'the number of matches above 0 is the regex search of the text',
    code: 'const judge: Judge = ({ output }) => (output.match(/refund/g) ?? []).length > 0;',
    axes: { read: ['output'], count: [], content: ['regex'], case: 'case-sensitive' },
  },
  {
    name: 'the same with `|| []` and the i flag: case-insensitive',
    code: 'const judge: Judge = ({ output }) => (output.match(/refund/gi) || []).length >= 1;',
    axes: { read: ['output'], count: [], content: ['regex'], case: 'case-insensitive' },
  },
  {
    name: 'no match required (`=== 0`) is the regex search too, required to fail',
    code: "const judge: Judge = ({ output }) => output.includes('done') && (output.match(/error/gi) ?? []).length === 0;",
    axes: { read: ['output'], count: [], content: ['substring', 'regex'], case: 'mixed' },
  },
  {
    name: 'a helper counting emoji by a property escape: a regex without cased letters',
    code: `function emojiCount(text: string): number {
  return (text.match(/\\p{Extended_Pictographic}/gu) ?? []).length;
}
const judge: Judge = ({ output }) => emojiCount(output ?? '') > 0;`,
    axes: { read: ['output'], count: [], content: ['regex'], case: 'not-applicable' },
  },
  {
    name: 'near miss: a character written as a code is a letter (`\\x41` is A)',
    code: 'const judge: Judge = ({ output }) => (output.match(/\\x41\\d+/g) ?? []).length > 0;',
    axes: { content: ['regex'], case: 'case-sensitive' },
  },
  {
    name: 'the matches of matchAll spread into a list, counted',
    code: 'const judge: Judge = ({ output }) => [...output.matchAll(/refund/g)].length >= 1;',
    axes: { read: ['output'], count: [], content: ['regex'], case: 'case-sensitive' },
  },
  {
    name: 'the matches of matchAll in Array.from, counted',
    code: 'const judge: Judge = ({ output }) => Array.from(output.matchAll(/refund/gi)).length > 0;',
    axes: { read: ['output'], count: [], content: ['regex'], case: 'case-insensitive' },
  },
  {
    name: 'near miss: a bound every number of matches meets is constant',
    code: "const judge: Judge = ({ output }) => output.includes('x') && (output.match(/done/g) || []).length > -1;",
    axes: { read: ['output'], count: [] },
    findings: ['constant-condition'],
  },
  // ---- a loop over the matches
  {
    name: 'a loop over the matches that passes at a group equal to a literal needs the pattern to match',
    code: `const judge: Judge = ({ output }) => {
  for (const m of output.matchAll(/status: (\\w+)/g)) {
    if (m[1] === 'approved') return true;
  }
  return false;
};`,
    axes: { read: ['output'], count: [], content: ['equality', 'regex'], case: 'case-sensitive' },
  },
  {
    name: 'near miss: a loop that fails at a bad match passes with no match at all: the groups only',
    code: `const judge: Judge = ({ output }) => {
  for (const m of output.matchAll(/status: (\\w+)/g)) {
    if (m[1] !== 'approved') return false;
  }
  return true;
};`,
    axes: { read: ['output'], count: [], content: ['equality'], case: 'case-sensitive' },
  },
  {
    name: 'groups taken from matchAll into a list and searched: matches are no counted collection',
    code: `const judge: Judge = ({ output }) => {
  const names: string[] = [];
  for (const m of output.matchAll(/user (\\w+)/g)) names.push(m[1].toLowerCase());
  return names.includes('ana');
};`,
    axes: { read: ['output'], count: [], content: ['membership'], case: 'case-insensitive' },
  },
];

const analysis = analyseSnippets(cases, 'regex-matches');

describe('regular-expression matches as values', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const judge = snippetJudge(analysis(c));
    const { got, want } = statedAxes(judge, c.axes);
    expect(got).toEqual(want);
    expect([...new Set(judge.findings.map((f) => f.ruleId))].sort()).toEqual(c.findings ?? []);
  });
});
