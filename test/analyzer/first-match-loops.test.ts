import { describe, expect, it } from 'vitest';
import type { Axis } from '../../src/analyzer/types.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * A loop over a context collection whose first matching element decides the verdict either way
 * (`if (p(c)) return check(c)`, or a reward of 1 or -1 chosen inside), with everything after the
 * loop failing: the verdict passes only at an element, as `find(p)` then a check of what it found —
 * a search, `at-least 1`. Where the code after the loop passes, nothing found passes: no count.
 * Table-driven: one row per judge.
 */

interface Row extends Snippet {
  readonly name: string;
  readonly count: readonly unknown[];
}

const ROWS: readonly Row[] = [
  {
    name: 'the first send call decides through its recipient, nothing found fails',
    code: "const judge: Judge = ({ trace }) => { for (const c of trace) { if (c.tool === 'send') return c.args.to === 'a@b.c'; } return false; };",
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
  },
  {
    name: 'a reward of 1 or -1 chosen at the first send call, -1 when there is none',
    code: "function reward(t: Parameters<Judge>[0]['trace']): number { for (const c of t) { if (c.tool === 'send') { if (c.args.to === 'a@b.c') return 1; return -1; } } return -1; }\nconst judge: Judge = ({ trace }) => reward(trace) > 0;",
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
  },
  {
    name: 'the same with an index loop',
    code: "const judge: Judge = ({ trace }) => { for (let i = 0; i < trace.length; i++) { if (trace[i].tool === 'send') return trace[i].args.to === 'a@b.c'; } return false; };",
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
  },
  {
    name: 'nothing found passes: no count',
    code: "const judge: Judge = ({ trace }) => { for (const c of trace) { if (c.tool === 'send') return c.args.to === 'a@b.c'; } return true; };",
    count: [],
  },
];

const analysis = analyseSnippets(ROWS, 'first-match-loops');

const value = <T>(axis: Axis<T>): T | 'unknown' => (axis.known ? axis.value : 'unknown');

describe('loops whose first match decides', () => {
  for (const row of ROWS) {
    it(row.name, () => {
      expect(value(snippetJudge(analysis(row)).classification.count)).toEqual(row.count);
    });
  }
});
