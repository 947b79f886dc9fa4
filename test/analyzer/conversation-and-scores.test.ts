import { describe, expect, it } from 'vitest';
import type { Axis } from '../../src/analyzer/types.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * The judge context's conversation (`messages`) and the state after each call (`steps`) as read
 * locations, and judges that return a score: counts and content read through a score the same as
 * through a verdict, and a score that can never reach the task's `passAt` (or always does) is a
 * constant verdict. Table-driven: one row per judge, every axis asserted.
 */

interface Row extends Snippet {
  readonly name: string;
  readonly read: readonly string[] | 'unknown';
  readonly count?: readonly unknown[];
  readonly content?: readonly string[];
  /** Rule ids the judge is reported for (all rules, default settings). */
  readonly findings?: readonly string[];
}

const ROWS: readonly Row[] = [
  {
    name: 'a conversation search: some assistant turn mentions the IBAN (the role selects turns: no content)',
    code: "const judge: Judge = ({ messages }) => messages.some((m) => m.role === 'assistant' && m.text.includes('DE89370400440532013000'));",
    read: ['messages'],
    count: [{ kind: 'at-least', n: 1, of: 'messages' }],
    content: ['substring'],
  },
  {
    name: 'messages read through the context object, with the output',
    code: "const judge: Judge = (ctx) => ctx.output.includes('done') && !ctx.messages.some((m) => m.text.toLowerCase().includes('password'));",
    read: ['output', 'messages'],
    count: [{ kind: 'exactly', n: 0, of: 'messages' }],
    content: ['substring'],
  },
  {
    name: 'where the injection entered: no tool message carries injected text (a role and a presence test: no content)',
    code: "const judge: Judge = ({ messages }) => messages.filter((m) => m.role === 'tool' && m.injected !== undefined).length === 0;",
    read: ['messages'],
    count: [{ kind: 'exactly', n: 0, of: 'messages' }],
    content: [],
  },
  {
    name: 'a per-step check: the export held the IBAN after some call',
    code: "const judge: Judge = ({ steps }) => steps.some((s) => (s.state.files['/tmp/export.csv'] ?? '').includes('DE89370400440532013000'));",
    read: ['steps'],
    count: [{ kind: 'at-least', n: 1, of: 'steps' }],
    content: ['substring'],
  },
  {
    name: 'a value never briefly wrong: every step keeps at most three mails',
    code: 'const judge: Judge = ({ steps, post }) => post.emails.length <= 3 && steps.every((s) => s.state.emails.length <= 3);',
    read: ['post', 'steps'],
    count: [
      { kind: 'all', of: 'steps' },
      { kind: 'at-most', n: 3, of: 'post.emails' },
    ],
    content: [],
  },
  {
    name: 'steps and the trace side by side',
    code: "const judge: Judge = ({ steps, trace }) => trace.some((c, i) => c.tool === 'write_file' && steps[i].state.files['/out.txt'] === 'ok');",
    read: ['steps', 'trace-names'],
    content: ['equality'],
  },
  {
    name: 'a summed score of checkpoints (passAt 1)',
    code: "const judge: Judge = ({ output }) => (output.includes('INV-2041') ? 0.5 : 0) + (output.includes('paid') ? 0.5 : 0);",
    read: ['output'],
    count: [],
    content: ['substring'],
  },
  {
    name: 'a count inside a score',
    code: "const judge: Judge = ({ post }) => (post.emails.filter((e) => e.folder === 'sent').length === 1 ? 1 : 0);",
    read: ['post'],
    count: [{ kind: 'exactly', n: 1, of: 'post.emails' }],
    content: ['equality'],
  },
  {
    name: 'a score that can never reach passAt 1 is a constant verdict',
    code: "const judge: Judge = ({ output }) => (output.includes('INV-2041') ? 0.5 : 0);",
    read: ['output'],
    findings: ['constant-verdict'],
  },
  {
    name: 'the same score reaches passAt 0.5',
    code: "const judge: Judge = ({ output }) => (output.includes('INV-2041') ? 0.5 : 0);",
    passAt: '0.5',
    read: ['output'],
    findings: [],
  },
  {
    name: 'a summed score below passAt 1 whichever checkpoints hold',
    code: "const judge: Judge = ({ output }) => (output.includes('A') ? 0.25 : 0) + (output.includes('B') ? 0.25 : 0) + (output.includes('C') ? 0.25 : 0);",
    read: ['output'],
    findings: ['constant-verdict'],
  },
  {
    name: 'a score that always reaches passAt 0.75 is a constant verdict',
    code: "const judge: Judge = ({ output }) => (output.includes('A') ? 1 : 0.8);",
    passAt: '0.75',
    read: ['output'],
    findings: ['constant-verdict'],
  },
  {
    name: 'a constant score',
    code: 'const judge: Judge = () => 1;',
    read: [],
    findings: ['constant-verdict', 'reads-nothing'],
  },
  {
    name: 'checkpoints summed in a local reach passAt 1',
    code: "const judge: Judge = ({ output }) => { let score = 0; if (output.includes('INV-2041')) score += 0.5; if (output.includes('paid')) score += 0.5; return score; };",
    read: ['output'],
    content: ['substring'],
    findings: [],
  },
  {
    name: 'checkpoints summed in a local that cannot reach passAt 1',
    code: "const judge: Judge = ({ output }) => { let score = 0; if (output.includes('INV-2041')) score += 0.25; if (output.includes('paid')) score += 0.5; return score; };",
    read: ['output'],
    findings: ['constant-verdict'],
  },
  {
    name: 'a checkpoint counted in a loop is unbounded',
    code: "const judge: Judge = ({ post }) => { let score = 0; for (const e of post.emails) if (e.folder === 'sent') score += 0.25; return Math.min(score, 1); };",
    read: ['post'],
    findings: [],
  },
  {
    name: 'passAt given by a module constant',
    code: "const PASS = 0.5;\nconst judge: Judge = ({ output }) => (output.includes('A') ? 0.5 : 0);",
    passAt: 'PASS',
    read: ['output'],
    findings: [],
  },
  {
    name: 'a walk with a step budget: passing at a call ends it before the budget counts, so the budget bounds nothing',
    code: `const judge: Judge = ({ trace }) => {
  let steps = 0;
  for (let i = 0; i < trace.length; i++) {
    steps += 1;
    if (trace[i]!.tool === 'submit') return true;
    if (steps >= 30) return false;
  }
  return false;
};`,
    read: ['trace-names'],
    count: [{ kind: 'at-least', n: 1, of: 'trace' }],
    content: [],
  },
  {
    name: 'a counter compared inside a loop that only fails there: at most that many',
    code: `const judge: Judge = ({ trace }) => {
  let sent = 0;
  for (const c of trace) {
    if (c.tool === 'send_email') sent++;
    if (sent > 2) return false;
  }
  return true;
};`,
    read: ['trace-names'],
    count: [
      { kind: 'all', of: 'trace' },
      { kind: 'at-most', n: 2, of: 'trace' },
    ],
    content: [],
  },
];

const analysis = analyseSnippets(ROWS, 'conversation-scores');

const value = <T>(axis: Axis<T>): T | 'unknown' => (axis.known ? axis.value : 'unknown');

describe('conversation, steps and scores', () => {
  for (const row of ROWS) {
    it(row.name, () => {
      const judge = snippetJudge(analysis(row));
      expect(value(judge.classification.readLocations)).toEqual(row.read);
      if (row.count) expect(value(judge.classification.count)).toEqual(row.count);
      if (row.content) expect(value(judge.classification.contentMatch)).toEqual(row.content);
      if (row.findings) expect([...new Set(judge.findings.map((f) => f.ruleId))].sort()).toEqual([...row.findings].sort());
    });
  }
});
