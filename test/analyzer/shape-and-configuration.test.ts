import { describe, expect, it } from 'vitest';
import type { Axis } from '../../src/analyzer/types.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * Two readings of docs/taxonomy.md that keep checks out of the content and case axes:
 *
 * - "Formatting is not content": a pattern that matches no letter or digit literally (`/^[+-]?\d+$/`,
 *   `/\s/`), used only to shape data (a number parsed before it is compared, a tokenizer), tests which
 *   kind of characters a value is made of, not its content: no `regex`, no case. Tested by the verdict
 *   itself, or with a letter in it, it is a check.
 * - "What belongs to the verdict": code behind a property the constant configuration does not set never
 *   runs for the task. `'regex' in match`, where `match` is an object literal the code built, is
 *   whether it sets that property: the branch it guards is not classified when it does not.
 */

interface Row extends Snippet {
  readonly name: string;
  readonly content: readonly string[];
  readonly caseRule?: string;
}

/** Python's int(): a shape test that throws, caught to fail. */
const PY_INT = `function pyInt(s: string): number {
  if (!/^[+-]?\\d+(_\\d+)*$/.test(s.trim())) throw new Error('invalid literal');
  return Number(s.trim().replace(/_/g, ''));
}`;

const FORMATTING: readonly Row[] = [
  {
    name: 'a number parsed through a pattern of no letter or digit, then compared: only the equality',
    code: `${PY_INT}\nconst judge: Judge = ({ output }) => { try { return pyInt(output) === 42; } catch { return false; } };`,
    content: ['equality'],
  },
  {
    name: 'a tokenizer splitting at whitespace found by a pattern: no regex, no case',
    code: "const judge: Judge = ({ output }) => { const words: string[] = []; let w = ''; for (const ch of output) { if (/\\s/.test(ch)) { if (w) words.push(w); w = ''; } else w += ch; } if (w) words.push(w); return words.length === 2 && words[0] === 'done'; };",
    content: ['equality'],
    caseRule: 'case-sensitive',
  },
  {
    name: 'near miss: the same pattern tested as the verdict itself is a check',
    code: 'const judge: Judge = ({ output }) => /^[+-]?\\d+$/.test(output.trim());',
    content: ['regex'],
  },
  {
    name: 'near miss: a pattern with a word in it, shaping data, is still a check',
    code: "const judge: Judge = ({ output }) => output.split(' ').filter((w) => /total/.test(w)).length === 1;",
    content: ['equality', 'regex'],
  },
];

const EVALUATE = `interface Match { readonly answer?: string; readonly regex?: string }
function evaluate(answer: string, match: Match): boolean {
  if ('answer' in match) return answer === match.answer;
  else if ('regex' in match) return new RegExp(match.regex!).test(answer);
  return false;
}
function load(m: string | { readonly regex: string }): Match { return typeof m === 'string' ? { answer: m } : { regex: m.regex }; }`;

const CONFIGURATION: readonly Row[] = [
  {
    name: "a configuration that sets `answer`: the `'regex' in match` branch never runs",
    code: `${EVALUATE}\nconst CONFIG = load('1');\nconst judge: Judge = ({ output }) => evaluate(output, CONFIG);`,
    content: ['equality'],
    caseRule: 'not-applicable',
  },
  {
    name: 'a configuration that sets `regex`: only the pattern',
    code: `${EVALUATE}\nconst CONFIG = load({ regex: 'done' });\nconst judge: Judge = ({ output }) => evaluate(output, CONFIG);`,
    content: ['regex'],
  },
  {
    name: 'near miss: an object read from the context may have either key: both branches',
    code: `${EVALUATE}\nconst judge: Judge = ({ output, trace }) => trace.length > 0 && evaluate(output, trace[0].args as Match);`,
    content: ['equality', 'regex'],
  },
];

const TABLES = { 'formatting patterns': FORMATTING, 'keys of a configuration object': CONFIGURATION };

const analysis = analyseSnippets(Object.values(TABLES).flat(), 'shape-and-configuration');

const value = <T>(axis: Axis<T>): T | 'unknown' => (axis.known ? axis.value : 'unknown');

for (const [title, rows] of Object.entries(TABLES)) {
  describe(title, () => {
    for (const row of rows) {
      it(row.name, () => {
        const { classification } = snippetJudge(analysis(row));
        expect(value(classification.contentMatch)).toEqual(row.content);
        if (row.caseRule) expect(value(classification.caseRule)).toEqual(row.caseRule);
      });
    }
  });
}
