import { describe, expect, it } from 'vitest';
import type { Axis } from '../../src/analyzer/types.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * A number that is one of two literals as its checks hold or not — a reward of 1 or -1, a helper
 * returning 1 or 0 — compared with a threshold between them is the truth of those checks: no
 * `numeric-comparison` of content (the number carries none), and the checks keep their direction,
 * so a search that chooses the higher level is `at-least 1`. Anything else stays a comparison.
 * Table-driven: one row per judge.
 */

interface Row extends Snippet {
  readonly name: string;
  readonly count: readonly unknown[];
  readonly content: readonly string[];
}

const TRACE = "Parameters<Judge>[0]['trace']";

const ROWS: readonly Row[] = [
  {
    name: 'a reward of 1 or -1 from a conditional, compared with 0',
    code: "const judge: Judge = ({ output }) => { const r = output === 'done' ? 1.0 : -1.0; return r > 0; };",
    count: [],
    content: ['equality'],
  },
  {
    name: 'a helper returning a reward of 1 or -1',
    code: "function reward(o: string): number { if (o === 'done') return 1; return -1; }\nconst judge: Judge = ({ output }) => reward(output) > 0;",
    count: [],
    content: ['equality'],
  },
  {
    name: 'a helper whose reward is 1 when some call matched: a search',
    code: `function reward(t: ${TRACE}): number { if (t.some((c) => c.tool === 'send')) return 1; return -1; }\nconst judge: Judge = ({ trace }) => reward(trace) > 0;`,
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
    content: [],
  },
  {
    name: 'the same reward required negative: no call matched',
    code: `function reward(t: ${TRACE}): number { if (t.some((c) => c.tool === 'send')) return 1; return -1; }\nconst judge: Judge = ({ trace }) => reward(trace) < 0;`,
    count: [{ kind: 'exactly', n: 0, of: 'trace' }],
    content: [],
  },
  {
    name: 'a helper returning 1 or 0 from a search, compared with 0',
    code: `function hit(t: ${TRACE}): number { if (t.some((c) => c.tool === 'send')) return 1; return 0; }\nconst judge: Judge = ({ trace }) => hit(trace) > 0;`,
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
    content: [],
  },
  {
    name: 'a loop returning the higher reward at the first match: a search',
    code: `function reward(t: ${TRACE}): number { for (const c of t) if (c.tool === 'send') return 2; return 1; }\nconst judge: Judge = ({ trace }) => reward(trace) === 2;`,
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
    content: [],
  },
  {
    name: 'a conditional cost, lower when some call matched, compared with a threshold between its levels',
    code: `const judge: Judge = ({ trace }) => (trace.some((c) => c.tool === 'send') ? 0.2 : 0.9) < 0.5;`,
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
    content: [],
  },
  // Unchanged: a threshold outside the levels, more than two levels, a number read from the context.
  {
    name: 'a helper with three levels stays a numeric comparison',
    code: "function grade(o: string): number { if (o === 'A') return 2; if (o === 'B') return 1; return -1; }\nconst judge: Judge = ({ output }) => grade(output) > 0;",
    count: [],
    content: ['equality', 'numeric-comparison'],
  },
  {
    name: 'a helper that returns a number it read stays a numeric comparison',
    code: "function amount(o: string): number { if (o === 'none') return -1; return Number(o); }\nconst judge: Judge = ({ output }) => amount(output) > 0;",
    count: [],
    content: ['equality', 'numeric-comparison'],
  },
  {
    name: 'two status codes in an object field stay an equality',
    code: "function get(post: Parameters<Judge>[0]['post'], url: string): { status: number } { if (post.files[url] === undefined) return { status: 404 }; return { status: 200 }; }\nconst judge: Judge = ({ post }) => get(post, '/a').status === 200;",
    count: [],
    content: ['equality', 'membership'],
  },
];

const analysis = analyseSnippets(ROWS, 'reward-levels');

const value = <T>(axis: Axis<T>): T | 'unknown' => (axis.known ? axis.value : 'unknown');

describe('rewards of two levels', () => {
  for (const row of ROWS) {
    it(row.name, () => {
      const judge = snippetJudge(analysis(row));
      expect(value(judge.classification.count)).toEqual(row.count);
      expect(value(judge.classification.contentMatch)).toEqual(row.content);
    });
  }
});
