import { describe, expect, it } from 'vitest';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * Verdicts and conditions fixed by what values are, and checks computed and dropped, in judges of
 * our own: a length, a count, an index a search returns or an absolute value compared with a bound
 * it always meets (`output.length >= 0`); a string iterated by character compared with a word; a
 * JSON text split into lines it does not have; a check overwritten before it is read, only logged,
 * or a helper's check called and its result dropped. Each case lists the rules that report, with
 * the line (relative to the snippet) of each finding, and nothing else may report.
 */
interface Case extends Snippet {
  readonly name: string;
  /** `rule@line`, sorted by line then rule. */
  readonly findings: readonly string[];
}

const cases: Case[] = [
  // ---- bounds always met (issue 23 item 7)
  {
    name: 'a text length is never negative',
    code: "const judge: Judge = ({ output }) => output.length >= 0 && output.includes('done');",
    findings: ['constant-condition@1'],
  },
  {
    name: 'the length of the matches of a pattern is never negative either',
    code: "const judge: Judge = ({ output }) => output.includes('x') && (output.match(/done/g) ?? []).length > -1;",
    findings: ['constant-condition@1'],
  },
  {
    name: 'an index a search returns is never below -1',
    code: "const judge: Judge = ({ output }) => output.indexOf('done') >= -1;",
    findings: ['constant-condition@1', 'constant-verdict@1'],
  },
  {
    name: 'a count of the context is never negative',
    code: "const judge: Judge = ({ post }) => post.emails.filter((e) => e.subject === 'x').length >= 0;",
    findings: ['constant-condition@1', 'constant-verdict@1'],
  },
  {
    name: 'near miss: a length compared with a bound it may miss',
    code: "const judge: Judge = ({ output }) => output.length >= 1 && output.indexOf('done') > -1;",
    findings: [],
  },
  // ---- verdicts fixed by value semantics
  {
    name: 'a string iterated by character never equals a word',
    code: `const judge: Judge = ({ output }) => {
  for (const line of output) if (line === 'DONE') return true;
  return false;
};`,
    findings: ['constant-verdict@1', 'reads-nothing@1', 'constant-condition@2', 'unused-value@2'],
  },
  {
    name: 'near miss: its lines do',
    code: `const judge: Judge = ({ output }) => {
  for (const line of output.split('\\n')) if (line.trim() === 'DONE') return true;
  return false;
};`,
    findings: [],
  },
  {
    name: 'a JSON text has no line break to split at',
    code: "const judge: Judge = ({ post }) => JSON.stringify(post.tables.orders).split('\\n').length > 1;",
    findings: ['constant-verdict@1'],
  },
  {
    name: 'near miss: indented JSON has lines',
    code: "const judge: Judge = ({ post }) => JSON.stringify(post.tables.orders, null, 2).split('\\n').length > 3;",
    findings: [],
  },
  {
    name: 'a literal looked up among the texts a filter kept, which it fails: never found',
    code: `const judge: Judge = ({ trace }) => {
  const commands = trace.filter((c) => c.tool === 'terminal').map((c) => String(c.args.command).trim());
  const creates = commands.filter((command) => command.includes('conda create'));
  return creates.includes('python=3.8');
};`,
    findings: ['constant-verdict@1', 'ignores-call-outcome@2', 'constant-condition@4'],
  },
  {
    name: 'near miss: a literal that passes the filter may be among them',
    code: `const judge: Judge = ({ trace }) => {
  const commands = trace.filter((c) => c.status === 'ok' && c.tool === 'terminal').map((c) => String(c.args.command).trim());
  return commands.filter((command) => command.includes('conda create')).includes('conda create -n env');
};`,
    findings: [],
  },
  {
    name: 'a score of named checks, one of which can never hold: the verdict is constant',
    code: `const isFullScore = (score: Readonly<Record<string, boolean>>) => Object.values(score).every(Boolean);
const judge: Judge = ({ output }) => {
  const answered = output.includes('done');
  const impossible = output.length < 0 && answered;
  return isFullScore({ answered, impossible });
};`,
    findings: ['constant-verdict@2', 'constant-condition@4'],
  },
  // ---- checks computed and dropped
  {
    name: 'a check overwritten before it is read',
    code: `const judge: Judge = ({ output, post }) => {
  let ok = post.emails.some((e) => e.to.toLowerCase() === 'ana@acme.test');
  ok = output.includes('sent');
  return ok;
};`,
    findings: ['unused-value@2'],
  },
  {
    name: 'a check overwritten in both branches of an if before it is read',
    code: `const judge: Judge = ({ output, post }) => {
  let ok = post.emails.some((e) => e.to.toLowerCase() === 'ana@acme.test');
  if (output.length > 10) {
    const words = output.split(' ');
    ok = words.includes('sent');
  } else {
    ok = false;
  }
  return ok;
};`,
    findings: ['unused-value@2'],
  },
  {
    name: 'near miss: overwritten in one branch only',
    code: `const judge: Judge = ({ output, post }) => {
  let ok = post.emails.some((e) => e.to.toLowerCase() === 'ana@acme.test');
  if (output.length > 10) ok = output.includes('sent');
  return ok;
};`,
    findings: [],
  },
  {
    name: 'near miss: read before it is overwritten',
    code: `const judge: Judge = ({ output, post }) => {
  let ok = post.emails.some((e) => e.to.toLowerCase() === 'ana@acme.test');
  ok = ok && output.includes('sent');
  return ok;
};`,
    findings: [],
  },
  {
    name: 'near miss: a literal default overwritten',
    code: `const judge: Judge = ({ output }) => {
  let ok = false;
  ok = output.includes('sent');
  return ok;
};`,
    findings: [],
  },
  {
    name: 'a check only logged',
    code: `const judge: Judge = ({ output, post }) => {
  console.log('recipient ok:', post.emails.some((e) => e.to.toLowerCase() === 'ana@acme.test'));
  return output.includes('sent');
};`,
    findings: ['unused-value@2'],
  },
  {
    name: 'near miss: a check logged and used',
    code: `const judge: Judge = ({ output }) => {
  const sent = output.includes('sent');
  console.log(sent);
  return sent;
};`,
    findings: [],
  },
  {
    name: "a helper's check called and its result dropped",
    code: `type Post = Parameters<Judge>[0]['post'];
function sentTo(post: Post, to: string): boolean {
  return post.emails.some((e) => e.to.toLowerCase() === to);
}
const judge: Judge = ({ output, post }) => {
  sentTo(post, 'ana@acme.test');
  return output.includes('sent');
};`,
    findings: ['unused-value@6'],
  },
  {
    name: 'near miss: a helper called for what it writes',
    code: `type Post = Parameters<Judge>[0]['post'];
function collect(post: Post, into: string[]): void {
  for (const e of post.emails) into.push(e.to.toLowerCase());
}
const judge: Judge = ({ post }) => {
  const to: string[] = [];
  collect(post, to);
  return to.includes('ana@acme.test');
};`,
    findings: [],
  },
  // ---- lists the judge builds and then changes
  {
    name: 'a list literal pushed to: its elements are the first item and what was pushed',
    code: `const judge: Judge = ({ output }) => {
  const params = [output.trim()];
  params.push('42');
  return params[0] === params[1];
};`,
    findings: [],
  },
  {
    name: 'a list literal pushed to, then spread into a rest parameter',
    code: `const same = (...argv: string[]) => argv[0] === argv[1];
const judge: Judge = ({ output }) => {
  const params = [output.trim()];
  params.push('42');
  return same(...params);
};`,
    findings: [],
  },
  {
    name: "a field written through the loop variable is the list element's: the check reaches the verdict",
    code: `const judge: Judge = ({ post }) => {
  const rows = post.emails.map((e) => ({ to: e.to, ok: false }));
  for (const row of rows) row.ok = row.to.toLowerCase() === 'a@b.test';
  return rows.some((r) => r.ok);
};`,
    findings: [],
  },
  {
    name: 'Array.isArray of a list literal is decided: the other branch never runs',
    code: `const checks: readonly string[] | string = ['done'];
const judge: Judge = ({ output }) => {
  const listed = Array.isArray(checks) ? 1 : 0;
  return listed === 1 && output.includes('done');
};`,
    findings: ['constant-condition@4'],
  },
  {
    name: 'the keys of a literal record filtered by the answer, then mapped: as many as passed, not as many as the record has',
    code: `const EXPECTED: Record<string, string> = { product: 'LedgerPro', priority: 'medium' };
function mismatchedKeys(parsed: Record<string, unknown>): string[] {
  return Object.entries(EXPECTED)
    .filter(([key, value]) => key in parsed && parsed[key] !== value)
    .map(([key]) => key);
}
const judge: Judge = ({ output }) => {
  const parsed = JSON.parse(output) as Record<string, unknown>;
  return mismatchedKeys(parsed).length === 0;
};`,
    findings: [],
  },
  {
    name: 'the same keys mapped without the filter: the record has two, so the verdict is always false',
    code: `const EXPECTED: Record<string, string> = { product: 'LedgerPro', priority: 'medium' };
function expectedKeys(parsed: Record<string, unknown>): string[] {
  return Object.entries(EXPECTED).map(([key]) => key + String(Object.keys(parsed).length));
}
const judge: Judge = ({ output }) => {
  const parsed = JSON.parse(output) as Record<string, unknown>;
  return expectedKeys(parsed).length === 0;
};`,
    findings: ['constant-verdict@5', 'reads-nothing@5'],
  },
];

const analysis = analyseSnippets(cases, 'value-semantics');

describe('value semantics', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const judge = snippetJudge(analysis(c));
    const found = judge.findings.map((f) => ({ rule: f.ruleId, line: f.line - 1 }));
    found.sort((a, b) => a.line - b.line || a.rule.localeCompare(b.rule));
    expect(found.map((f) => `${f.rule}@${f.line}`)).toEqual(c.findings);
  });
});
