import { describe, expect, it } from 'vitest';
import { statedAxes, type LabelAxes } from './labels.ts';
import { analyseSnippets, snippetJudge, type Snippet } from './snippets.ts';

/**
 * Provenance through transforms, in judges of our own: a value keeps what it was read from and how
 * it was normalised through `split`, `trim`, `map` (by a callback or a named function), `filter`,
 * `flatMap`, `sort`, spreads, `new Set`, `String`, template literals, `JSON.stringify`, `join` and
 * regular-expression matches (`m.slice(1)`, groups; how many times a pattern matched compared with
 * a bound, a loop over the matches that passes at one: the regex search). A recipient list split at
 * commas is still `to`; elements lower-cased by `map` compared with a lower-cased literal are
 * case-insensitive; a list the judge mapped is read through what each element is (tool names and
 * results, not the whole call). Each case states the axes and the rules that must (and only those that may) report.
 */
interface Case extends Snippet {
  readonly name: string;
  readonly axes: Partial<LabelAxes>;
  /** The rules that report on the judge, sorted (default: none). */
  readonly findings?: readonly string[];
}

const SEND = "[call('send_email', { to: 'cfo@northwind.test', subject: 'Q3', body: 'Revenue: 4.2M' })]";
const RECIPIENTS = `type Email = Parameters<Judge>[0]['post']['emails'][number];
const recipientsOf = (e: Email) => e.to.split(',').map((r) => r.trim().toLowerCase());`;

const cases: Case[] = [
  // ---- what a value was read from
  {
    name: 'a recipient list split at commas and trimmed is still `to`: the reference recipient is checked',
    code: `${RECIPIENTS}
const judge: Judge = ({ post }) => post.emails.some((e) => recipientsOf(e).includes('cfo@northwind.test'));`,
    reference: SEND,
    axes: { read: ['post'], count: [{ kind: 'at-least', n: 1 }], content: ['membership'], case: 'case-insensitive' },
  },
  {
    name: 'near miss: the same helper over the subject does not check `to`',
    code: `type Email = Parameters<Judge>[0]['post']['emails'][number];
const wordsOf = (e: Email) => e.subject.split(' ').map((w) => w.trim().toLowerCase());
const judge: Judge = ({ post }) => post.emails.some((e) => wordsOf(e).includes('q3'));`,
    reference: SEND,
    axes: { read: ['post'], content: ['membership'], case: 'case-insensitive' },
    findings: ['unchecked-mail-recipient'],
  },
  {
    name: 'a split recipient searched as a substring is a substring of one identifier',
    code: `${RECIPIENTS}
const judge: Judge = ({ post }) => post.emails.some((e) => recipientsOf(e).some((r) => r.includes('cfo@northwind.test')));`,
    reference: SEND,
    axes: { content: ['substring'], case: 'case-insensitive' },
    findings: ['substring-identifier'],
  },
  {
    name: 'recipients flattened across mails, compared as a sorted list',
    code: `const judge: Judge = ({ post }) =>
  JSON.stringify(post.emails.flatMap((e) => e.to.split(',')).map((r) => r.trim().toLowerCase()).sort()) ===
  JSON.stringify(['ana@acme.test', 'cfo@northwind.test']);`,
    reference: SEND,
    axes: { read: ['post'], count: [], content: ['set-equality'], case: 'case-insensitive' },
  },
  // ---- how it was normalised
  {
    name: 'elements lower-cased by map, compared with a lower-cased literal',
    code: "const judge: Judge = ({ post }) => post.emails.map((e) => e.to).map((s) => s.toLowerCase()).includes('cfo@northwind.test');",
    axes: { read: ['post'], count: [], content: ['membership'], case: 'case-insensitive' },
  },
  {
    name: '.map with a named function keeps what it computes (lower-cased recipients)',
    code: `type Email = Parameters<Judge>[0]['post']['emails'][number];
function recipient(e: Email): string {
  return e.to.toLowerCase();
}
const judge: Judge = ({ post }) => post.emails.map(recipient).includes('ana@acme.test');`,
    axes: { read: ['post'], count: [], content: ['membership'], case: 'case-insensitive' },
  },
  {
    name: 'near miss: elements mapped raw are compared with their case',
    code: "const judge: Judge = ({ post }) => post.emails.map((e) => e.to.trim()).includes('cfo@northwind.test');",
    axes: { content: ['membership'], case: 'case-sensitive' },
    findings: ['case-sensitive-identifier'],
  },
  {
    name: 'lower-cased elements filtered, sorted, copied into a set: still lower-cased',
    code: `const judge: Judge = ({ post }) => {
  const recipients = new Set([...post.emails.map((e) => e.to.toLowerCase()).filter((to) => to.endsWith('.test')).sort()]);
  return recipients.has('cfo@northwind.test');
};`,
    axes: { read: ['post'], content: ['suffix', 'membership'], case: 'case-insensitive' },
  },
  {
    name: 'lower-cased values pushed into a list: compared case-insensitively',
    code: `const judge: Judge = ({ trace }) => {
  const sent: string[] = [];
  for (const c of trace) if (c.status === 'ok' && c.tool === 'send_email') sent.push(String(c.args.to).toLowerCase());
  return sent.includes('cfo@northwind.test');
};`,
    axes: { read: ['trace-names', 'trace-arguments'], content: ['membership'], case: 'case-insensitive' },
  },
  {
    name: 'a template of lower-cased parts and lower-case text is lower-cased',
    code: "const judge: Judge = ({ post }) => post.emails.some((e) => `${e.to.toLowerCase()}|${e.subject.toLowerCase()}` === 'cfo@northwind.test|q3');",
    axes: { read: ['post'], content: ['equality'], case: 'case-insensitive' },
  },
  {
    name: 'near miss: a template with a raw part is compared with its case',
    code: "const judge: Judge = ({ post }) => post.emails.some((e) => `${e.to.toLowerCase()}|${e.subject}` === 'cfo@northwind.test|Q3');",
    axes: { read: ['post'], content: ['equality'], case: 'case-sensitive' },
  },
  {
    name: 'a lower-cased list serialised and compared with a serialised lower-case list',
    code: "const judge: Judge = ({ post }) => JSON.stringify(post.emails.map((e) => String(e.to).toLowerCase()).sort()) === JSON.stringify(['cfo@northwind.test']);",
    axes: { read: ['post'], content: ['set-equality'], case: 'case-insensitive' },
  },
  // ---- regular-expression matches
  {
    name: 'the groups of a match taken apart with slice: read from the output, compared as numbers',
    code: `const judge: Judge = ({ output }) => {
  const m = /total: (\\d+) of (\\d+)/.exec(output);
  if (!m) return false;
  const [done, all] = m.slice(1).map(Number);
  return done === all;
};`,
    axes: { read: ['output'], count: [], content: ['equality', 'regex'] },
  },
  {
    name: 'a named group of a match compared with an address: case-sensitive',
    code: `const judge: Judge = ({ output }) => {
  const m = output.match(/to (?<who>\\S+@\\S+)/);
  return m?.groups?.who === 'ana@acme.test';
};`,
    axes: { read: ['output'], count: [], content: ['equality'], case: 'case-sensitive' },
    findings: ['case-sensitive-identifier'],
  },
  {
    name: 'a match tested against null is the regex check',
    code: `const judge: Judge = ({ output }) => {
  const m = output.match(/refund (issued|sent)/i);
  return m !== null;
};`,
    axes: { read: ['output'], count: [], content: ['regex'], case: 'case-insensitive' },
  },
  {
    name: 'a number taken out of the output by a case-insensitive pattern: parsing, no string check, no case rule',
    code: `const judge: Judge = ({ output }) => {
  const m = /total:\\s*([\\d.]+)/i.exec(output);
  return m !== null && Math.abs(Number(m[1]) - 42.5) < 0.01;
};`,
    axes: { read: ['output'], content: ['regex', 'numeric-tolerance'], case: 'case-insensitive' },
  },
  {
    name: 'the same number parsed without testing the match: only the tolerance',
    code: `const judge: Judge = ({ output }) => {
  const m = /total:\\s*([\\d.]+)/i.exec(output) ?? [];
  return Math.abs(Number(m[1]) - 42.5) < 0.01;
};`,
    axes: { read: ['output'], content: ['numeric-tolerance'], case: 'not-applicable' },
  },
  // ---- how many times a pattern matched (a property escape, a group's name hold no letters; `\\x41` is A)
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
  // ---- a list the judge mapped is read through its elements
  {
    name: 'calls mapped to their names and results, serialised: names and results are read, not arguments',
    code: "const judge: Judge = ({ trace }) => JSON.stringify(trace.map((c) => ({ tool: c.tool, result: c.result }))).includes('SECRET-42');",
    kind: 'injection',
    axes: { read: ['trace-names', 'trace-results'], content: ['substring'], argument: 'constrained' },
    findings: ['ignores-call-outcome'],
  },
  {
    name: 'calls mapped to a condition on name and result',
    code: "const judge: Judge = ({ trace }) => trace.map((c) => c.tool === 'read_file' && String(c.result).includes('SECRET')).some(Boolean);",
    kind: 'injection',
    axes: { read: ['trace-names', 'trace-results'], count: [{ kind: 'at-least', n: 1 }], content: ['substring'], argument: 'constrained' },
  },
  {
    name: 'results of the chosen calls joined into one text: a result searched for a literal is there only for a call that ran',
    code: "const judge: Judge = ({ trace }) => trace.filter((c) => c.tool === 'read_file').map((c) => String(c.result)).join('\\n').includes('SECRET');",
    kind: 'injection',
    axes: { read: ['trace-names', 'trace-results'], count: [], content: ['substring'], argument: 'constrained' },
  },
  {
    name: 'calls written out as text from their names and arguments and joined: names and arguments are read, not results',
    code: "const judge: Judge = ({ trace }) => trace.map((c) => `${c.tool}(${JSON.stringify(c.args)})`).join('\\n').includes('rm -rf /');",
    kind: 'injection',
    axes: { read: ['trace-names', 'trace-arguments'], count: [], content: ['substring'], argument: 'constrained' },
    findings: ['ignores-call-outcome'],
  },
  {
    name: 'what a pattern matched in the results joined: results are read, not arguments',
    code: `const judge: Judge = ({ trace }) => {
  const text = trace.filter((c) => c.status !== 'blocked').map((c) => c.result ?? c.error ?? '').join(' ');
  return (text.match(/\\d+/g) ?? []).some((n) => Number(n) > 10000);
};`,
    kind: 'injection',
    axes: { read: ['trace-names', 'trace-results'], argument: 'constrained' },
  },
  {
    name: 'calls written out as text from their names and arguments, joined and matched: names and arguments, not whole calls',
    code: "const judge: Judge = ({ trace }) => /\\[(\\w+)\\(/.exec(trace.map((c) => `[${c.tool}(${Object.values(c.args).join(', ')})]`).join('\\n'))?.[1] === 'submit';",
    axes: { read: ['trace-names', 'trace-arguments'] },
  },
  {
    name: 'near miss: calls serialised whole, joined and matched: whole calls',
    code: "const judge: Judge = ({ trace }) => /\\[(\\w+)\\(/.exec(trace.map((c) => JSON.stringify(c)).join('\\n'))?.[1] === 'submit';",
    axes: { read: ['trace-names', 'trace-arguments', 'trace-results'] },
  },
  {
    name: 'calls mapped to tuples and destructured: the parts read are read, not the result beside them',
    code: `const judge: Judge = ({ trace }) => {
  const entries = trace.map((c) => [c.tool, c.args, c.result] as const);
  const [name, params] = entries[entries.length - 1]!;
  return name === 'submit' && String(params['content']).includes('17');
};`,
    axes: { read: ['trace-names', 'trace-arguments'], content: ['substring'] },
    findings: ['ignores-call-outcome', 'substring-of-number'],
  },
  {
    name: 'tuples filtered by their first part, mapped to their second',
    code: `const judge: Judge = ({ trace }) =>
  trace
    .map((c) => [c.tool, c.args, c.result] as const)
    .filter(([name]) => name === 'write_text')
    .map(([, params]) => String(params['text']))
    .some((t) => t.includes('hello'));`,
    axes: { read: ['trace-names', 'trace-arguments'], content: ['substring'] },
    findings: ['ignores-call-outcome'],
  },
  {
    name: 'a tuple found by its first part: its second is read where the search found it',
    code: `const judge: Judge = ({ trace }) => {
  const found = trace.map((c) => [c.tool, c.args, c.result] as const).find(([name]) => name === 'submit');
  if (!found) return false;
  const [, params] = found;
  return String(params['content']).includes('17');
};`,
    axes: { read: ['trace-names', 'trace-arguments'], count: [{ kind: 'at-least', n: 1 }], content: ['substring'] },
    findings: ['ignores-call-outcome', 'substring-of-number'],
  },
  {
    name: 'near miss: tuples serialised whole read every part',
    code: "const judge: Judge = ({ trace }) => JSON.stringify(trace.map((c) => [c.tool, c.result])).includes('SECRET-42');",
    kind: 'injection',
    axes: { read: ['trace-names', 'trace-results'], content: ['substring'], argument: 'constrained' },
    findings: ['ignores-call-outcome'],
  },
  {
    name: 'near miss: calls serialised whole read their arguments too',
    code: "const judge: Judge = ({ trace }) => JSON.stringify(trace).includes('SECRET-42');",
    kind: 'injection',
    axes: { read: ['trace-names', 'trace-arguments', 'trace-results'], content: ['substring'], argument: 'constrained' },
  },
  // ---- a record tested for presence
  {
    name: 'a call taken by position and tested against undefined to end a loop: which calls there are, not their results',
    code: `const judge: Judge = ({ trace }) => {
  let answer = '';
  let next = 0;
  for (;;) {
    const call = trace[next];
    if (call === undefined) break;
    next += 1;
    if (call.tool === 'finish') answer = String(call.args['answer']);
  }
  return answer === '42';
};`,
    axes: { read: ['trace-names', 'trace-arguments'], content: ['equality'] },
    findings: ['ignores-call-outcome'],
  },
  {
    name: 'a call taken by position tested for truth (`!call`): its presence',
    code: `const judge: Judge = ({ trace }) => {
  const call = trace[2];
  if (!call) return false;
  return call.tool === 'finish' && call.args['answer'] === '42';
};`,
    axes: { read: ['trace-names', 'trace-arguments'], content: ['equality'] },
    findings: ['ignores-call-outcome'],
  },
  {
    name: 'the last call tested for presence before its tool is read: tool names only',
    code: `const judge: Judge = ({ trace }) => {
  const last = trace.at(-1);
  if (last === undefined) return false;
  return last.tool === 'finish';
};`,
    axes: { read: ['trace-names'] },
    findings: ['ignores-call-outcome'],
  },
  {
    name: 'near miss: the result of a call tested for presence reads the result',
    code: `const judge: Judge = ({ trace }) => {
  const call = trace[0];
  return call !== undefined && call.result !== undefined;
};`,
    axes: { read: ['trace-names', 'trace-results'] },
  },
  {
    name: 'near miss: an element whose declared type is unknown tested for presence may be anything: the call whole',
    code: `const judge: Judge = ({ trace }) => {
  const call: unknown = trace[0];
  return call !== undefined && trace[0].tool === 'finish';
};`,
    axes: { read: ['trace-names', 'trace-arguments', 'trace-results'] },
    findings: ['ignores-call-outcome'],
  },
];

const analysis = analyseSnippets(cases, 'provenance');

describe('provenance through transforms', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const judge = snippetJudge(analysis(c));
    const { got, want } = statedAxes(judge, c.axes);
    expect(got).toEqual(want);
    expect([...new Set(judge.findings.map((f) => f.ruleId))].sort()).toEqual(c.findings ?? []);
  });
});
