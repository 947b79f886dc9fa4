import { describe, expect, it } from 'vitest';
import type { Axis } from '../../src/analyzer/types.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * Similarity scores (docs/taxonomy.md, axis 3 "Similarity scores"): a number a helper computes from
 * two texts, compared with a threshold, is a `numeric-comparison` and, for the case axis, a string
 * check with the case of the texts it is computed from — both lower-cased first: case-insensitive;
 * raw: case-sensitive; one side only: mixed. The innermost helper given the two texts decides (an
 * outer helper passes them on raw and normalises them inside). A number of one text (a length, a
 * word count) has no case. For content, the checks a similarity makes are how it computes: only its
 * comparison with a threshold (the task's passAt for a returned score) is content; a helper adding
 * up checkpoints keeps their checks.
 */

interface Row extends Snippet {
  readonly name: string;
  readonly caseRule: string;
  readonly content?: readonly string[];
}

/** A character-overlap ratio in [0, 1]: its comparisons are how it computes, none on a cased literal. */
const RATIO = `function ratio(a: string, b: string): number {
  if (a.length + b.length === 0) return 1;
  let same = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a.charCodeAt(i) - b.charCodeAt(i) === 0) same++;
  return (2 * same) / (a.length + b.length);
}`;

/** The same ratio matching characters with `===`: comparisons inside a similarity are how it computes, no content of their own. */
const CHAR_RATIO = `function charRatio(a: string, b: string): number {
  let same = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] === b[i]) same++;
  return a.length + b.length === 0 ? 1 : (2 * same) / (a.length + b.length);
}`;

const ROWS: readonly Row[] = [
  {
    name: 'both texts lower-cased before the ratio: case-insensitive',
    code: `${RATIO}\nconst judge: Judge = ({ output }) => ratio(output.toLowerCase(), 'the report is ready') >= 0.9;`,
    caseRule: 'case-insensitive',
  },
  {
    name: 'a fuzzy helper that lower-cases inside, given raw texts: case-insensitive (the inner helper decides)',
    code: `${RATIO}\nfunction fuzzy(x: string, y: string): number { return ratio(x.toLowerCase(), y.toLowerCase()); }\nconst judge: Judge = ({ output }) => fuzzy(output, 'The Report is ready') >= 0.9;`,
    caseRule: 'case-insensitive',
  },
  {
    name: 'raw texts: case-sensitive',
    code: `${RATIO}\nconst judge: Judge = ({ output }) => ratio(output, 'The report is ready') > 0.8;`,
    caseRule: 'case-sensitive',
  },
  {
    name: 'one side lower-cased only: mixed',
    code: `${RATIO}\nconst judge: Judge = ({ output, post }) => ratio(output.toLowerCase(), String(post.files['/note.txt'] ?? '')) > 0.8;`,
    caseRule: 'mixed',
  },
  {
    name: 'a lower-cased similarity beside a raw equality: mixed',
    code: `${RATIO}\nconst judge: Judge = ({ output, trace }) => trace.some((c) => c.args.to === 'Ana') && ratio(output.toLowerCase(), 'done') >= 0.9;`,
    caseRule: 'mixed',
  },
  {
    name: 'a lower-cased similarity scaled to a percentage keeps its case',
    code: `${RATIO}\nconst judge: Judge = ({ output }) => ratio(output.toLowerCase(), 'done') * 100 >= 90;`,
    caseRule: 'case-insensitive',
  },
  {
    name: 'the characters a similarity matches are no content: only its comparison with the threshold',
    code: `${CHAR_RATIO}\nconst judge: Judge = ({ output }) => charRatio(output, 'The report is ready') >= 0.9;`,
    caseRule: 'case-sensitive',
    content: ['numeric-comparison'],
  },
  {
    name: 'a similarity returned as the score is compared with passAt',
    code: `${CHAR_RATIO}\nconst judge: Judge = ({ output }) => charRatio(output, 'The report is ready');`,
    caseRule: 'case-sensitive',
    content: ['numeric-comparison'],
  },
  {
    name: 'a similarity of two numbers (a log distance): its own equality tests are how it computes',
    code: `function logDistance(pred: number, gold: number): number {\n  if (pred === gold) return 1;\n  return Math.max(0, 1 - Math.abs(Math.log(pred / gold)));\n}\nconst judge: Judge = ({ output }) => logDistance(Number(output), 1450);`,
    caseRule: 'not-applicable',
    content: ['numeric-comparison'],
  },
  {
    name: 'a scorer returning the similarity with a side value, its parsing included, is compared with passAt',
    code: `${CHAR_RATIO}\nfunction scorer(answer: string, gold: string): [number, number] {\n  if (/^\\d+$/.test(answer)) return [0, 1];\n  return [charRatio(answer, gold), 1];\n}\nconst judge: Judge = ({ output }) => scorer(output, 'The report')[0];`,
    caseRule: 'case-sensitive',
    content: ['numeric-comparison'],
  },
  {
    name: 'near miss: a helper of two texts adding up checkpoints keeps their checks as content',
    code: `function points(answer: string, name: string): number {\n  return (answer.includes(name) ? 0.5 : 0) + (answer.startsWith('Done') ? 0.5 : 0);\n}\nconst judge: Judge = ({ output }) => points(output, 'Ana');`,
    caseRule: 'case-sensitive',
    content: ['substring', 'prefix'],
  },
  {
    name: 'near miss: a number of one text (its word count) has no case',
    code: `function words(a: string): number { return a.split(' ').length; }\nconst judge: Judge = ({ output }) => words(output) > 3;`,
    caseRule: 'not-applicable',
  },
  {
    name: 'near miss: a number from a text and a number has no case',
    code: `function tail(a: string, n: number): number { return a.length - n; }\nconst judge: Judge = ({ output }) => tail(output, 2) > 3;`,
    caseRule: 'not-applicable',
  },
];

const analysis = analyseSnippets(ROWS, 'similarity-case');

const value = <T>(axis: Axis<T>): T | 'unknown' => (axis.known ? axis.value : 'unknown');

describe('similarity scores take the case of the texts they are computed from', () => {
  for (const row of ROWS) {
    it(row.name, () => {
      const { classification } = snippetJudge(analysis(row));
      expect(value(classification.caseRule)).toEqual(row.caseRule);
      if (row.content) expect(value(classification.contentMatch)).toEqual(row.content);
    });
  }
});
