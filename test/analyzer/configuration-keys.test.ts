import { describe, expect, it } from 'vitest';
import type { Axis } from '../../src/analyzer/types.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * "What belongs to the verdict" (docs/taxonomy.md): code behind a property the constant configuration
 * does not set never runs for the task. `'regex' in match`, where `match` is an object literal the
 * code built, is whether it sets that property: the branch it guards is not classified when it does
 * not. An object read from the context may have either key.
 */

interface Row extends Snippet {
  readonly name: string;
  readonly content: readonly string[];
  readonly caseRule?: string;
}

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
  {
    name: 'near miss: a key every object has (`toString`) is not decided by the literal',
    code: "const judge: Judge = ({ output }) => { const m = { answer: '1' }; if ('toString' in m) return output === 'yes'; return false; };",
    content: ['equality'],
  },
];

const analysis = analyseSnippets(CONFIGURATION, 'configuration-keys');

const value = <T>(axis: Axis<T>): T | 'unknown' => (axis.known ? axis.value : 'unknown');

describe('keys of a configuration object', () => {
  it.each(CONFIGURATION)('$name', (row) => {
    const { classification } = snippetJudge(analysis(row));
    expect({ content: value(classification.contentMatch), caseRule: row.caseRule && value(classification.caseRule) }).toEqual({
      content: row.content,
      caseRule: row.caseRule,
    });
  });
});
