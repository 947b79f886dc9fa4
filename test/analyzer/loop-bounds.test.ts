import { describe, expect, it } from 'vitest';
import type { Axis } from '../../src/analyzer/types.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * The condition of a counting `for` loop — its own counter against a bound on positions (a list's
 * length or size, a literal, either plus or minus a literal) — only decides which positions the body
 * visits: iteration, not a `numeric-comparison` of content. A bound read from the context (`i <
 * limit`) stays a check, and an index loop over a context collection stays its search.
 * Table-driven: one row per judge.
 */

interface Row extends Snippet {
  readonly name: string;
  readonly count: readonly unknown[];
  readonly content: readonly string[];
}

const ROWS: readonly Row[] = [
  {
    name: 'an index loop over the tokens of the output, up to and including its length',
    code: "const judge: Judge = ({ output }) => { const t = output.split(' '); for (let j = 1; j <= t.length; j++) if (t[j - 1] === 'ok') return true; return false; };",
    count: [],
    content: ['equality'],
  },
  {
    name: 'an index loop over a literal list after an early return that reads the output',
    code: "const RULES = ['a', 'b'];\nconst judge: Judge = ({ output }) => { if (output.length > 100) return false; for (let i = 0; i < RULES.length; i++) if (output.includes(RULES[i])) return true; return false; };",
    count: [],
    content: ['substring', 'numeric-comparison'],
  },
  {
    name: 'a counter running down to a literal over a list computed from the output',
    code: "const judge: Judge = ({ output }) => { const t = output.split(','); for (let i = t.length - 1; i >= 0; i--) if (t[i] === 'x') return true; return false; };",
    count: [],
    content: ['equality'],
  },
  // Unchanged: a context collection's index loop, a bound read from the context.
  {
    name: 'an index loop over a context collection is still its search',
    code: "const judge: Judge = ({ post }) => { for (let i = 0; i < post.emails.length; i++) if (post.emails[i].to === 'a@b.c') return true; return false; };",
    count: [{ kind: 'at-least', n: 1, of: 'post.emails' }],
    content: ['equality'],
  },
  {
    name: 'a bound read from the context stays a comparison',
    code: "const judge: Judge = ({ post }) => { const limit = Number(post.files['/n'] ?? '0'); let ok = false; for (let i = 0; i < limit; i++) ok = true; return ok; };",
    count: [],
    content: ['numeric-comparison'],
  },
];

const analysis = analyseSnippets(ROWS, 'loop-bounds');

const value = <T>(axis: Axis<T>): T | 'unknown' => (axis.known ? axis.value : 'unknown');

describe('loop bounds', () => {
  for (const row of ROWS) {
    it(row.name, () => {
      const judge = snippetJudge(analysis(row));
      expect(value(judge.classification.count)).toEqual(row.count);
      expect(value(judge.classification.contentMatch)).toEqual(row.content);
    });
  }
});
