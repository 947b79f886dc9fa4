import rule from '../../../src/analyzer/rules/unused-value.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

ruleTester(rule, {
  valid: [
    {
      code: `type State = Parameters<Judge>[0]['post'];
function escalated(post: State): boolean {
  const page = post.files['/var/log/admin.log'] ?? '';
  console.log('source:', page);
  const found = { page };
  return found.page.includes('root');
}
const judge: Judge = ({ post }) => escalated(post);`,
      name: 'a value a helper logs and also reads through a shorthand property',
    },
    {
      code: `function tally(response: string, into: { hits: number }): void {
  let n = 0;
  if (response.includes('Paris')) n += 1;
  into.hits = n;
}
const judge: Judge = ({ output }) => {
  const result = { hits: 0 };
  tally(output, result);
  return result.hits > 0;
};`,
      name: 'reading 39 (near miss): a helper that returns nothing writes its count into the object the judge reads',
    },
    {
      code: `class Grader {
  score = 0;
  grade(response: string): void {
    let n = 0;
    if (response.includes('Paris')) n += 1;
    this.score = n;
  }
}
const judge: Judge = ({ output }) => {
  const grader = new Grader();
  grader.grade(output);
  return grader.score > 0;
};`,
      name: 'reading 39 (near miss): a method that returns nothing stores its count in a field',
    },
    {
      code: `function check(response: string): void {
  let n = 0;
  if (response.includes('Paris')) n += 1;
  if (n === 0) throw new Error('no city');
}
const judge: Judge = ({ output }) => {
  try {
    check(output);
    return true;
  } catch {
    return false;
  }
};`,
      name: 'reading 39 (near miss): a count a void helper throws on reaches the verdict through the exception',
    },
    {
      code: `function collect(response: string, found: string[]): void {
  for (const word of response.split(' ')) if (word === 'Paris') found.push(word);
}
const judge: Judge = ({ output }) => {
  const found: string[] = [];
  collect(output, found);
  return found.length > 0;
};`,
      name: 'reading 39 (near miss): a void helper whose effect is a push: nothing of it is dropped',
    },
    {
      code: `function score(response: string): number {
  let s = 0;
  if (response.includes('Paris')) s += 1;
  return s;
}
const judge: Judge = ({ output }) => score(output) >= 1;`,
      name: 'reading 39 (near miss): the same accumulator, returned',
    },
    {
      code: `function fail(why: string): never {
  throw new Error(why);
}
const judge: Judge = ({ output }) => {
  const ok = output.includes('done');
  if (!ok) fail('not done');
  return output.includes('x');
};`,
      name: 'issue 21: a check that guards a call which always throws (the judge fails there) reaches the verdict',
    },
    {
      code: `const TABLE: Readonly<Record<string, readonly string[]>> = { a: ['alpha', 'al'], b: ['beta'] };
const KEYS = ['a', 'b'];
const judge: Judge = ({ output }) => {
  const needles: string[] = [];
  for (const k of KEYS) needles.push(...TABLE[k]);
  return needles.some((n) => output.includes(n));
};`,
      name: 'issue 21: the key of a literal table read once per element of a literal list is used (the pushes are its use)',
    },
    {
      name: 'the key and value of a constant entry, both filled into the searched text',
      code: `const EXPECTED: Record<string, string> = { a: '25', b: '2655' };
const judge: Judge = ({ output }) => {
  for (const [k, v] of Object.entries(EXPECTED)) if (!output.includes(\`\${k}|\${v}\`)) return false;
  return true;
};`,
    },
    {
      name: 'a key under which a value is stored: the object holds it',
      code: `const judge: Judge = ({ output }) => {
  const data: Record<string, string> = {};
  for (const line of output.split('\\n')) {
    const [k, v] = line.split('|');
    data[k.trim()] = v;
  }
  return Object.keys(data).includes('total');
};`,
    },
    {
      name: 'another name for an object, written through',
      code: `const judge: Judge = ({ output }) => {
  const seen: Record<string, number> = {};
  const alias = seen;
  alias[output] = 1;
  return Object.keys(seen).length > 0;
};`,
    },
    {
      code: `const judge: Judge = ({ pre, post }) => {
  const added = post.tables.payments.length - pre.tables.payments.length;
  return added === 1;
};`,
    },
    { code: 'const judge: Judge = ({ post: { emails } }) => emails.length > 0;' },
    { code: 'const judge: Judge = ({ output, post: _post }) => output.length > 0;', name: 'ignored by pattern' },
    {
      code: `function pyFloat(s: string): number {
  const n = Number(s);
  if (Number.isNaN(n)) throw new Error(\`not a number: \${s}\`);
  return n;
}
const judge: Judge = ({ output }) => {
  const isTotal = (line: string): boolean => {
    const parts = line.split(':');
    const value = pyFloat(parts[1]);
    return parts[0] === 'total';
  };
  try {
    return isTotal(output);
  } catch {
    return false;
  }
};`,
      name: 'issue 21: a value computed by a parse that throws on bad input decides the verdict through the catch',
    },
    {
      code: `const judge: Judge = ({ output }) => {
  try {
    JSON.parse(output);
  } catch {
    return false;
  }
  return output.includes('"status":"ok"');
};`,
      name: 'issue 21: JSON.parse called for its exception only',
    },
    {
      code: `function pyFloat(s: string): number {
  const n = Number(s);
  if (Number.isNaN(n)) throw new Error('bad');
  return n;
}
const judge: Judge = ({ output }) => {
  const amount = (line: string, kind: string): number | undefined => {
    const parts = line.split(':');
    const value = pyFloat(parts[1]);
    if (parts[0] === kind) return value;
    return undefined;
  };
  const total = amount(output, 'total');
  return total !== undefined && total > 10 && amount(output, 'tax') === undefined;
};`,
      name: 'issue 21: a helper result used on some of its paths only',
    },
    {
      code: `interface Response { readonly url: string }
interface Session { get(url: string): Response; post(url: string, body: string): Response }
function openSession(ctx: Parameters<Judge>[0]): Session {
  const answer = (url: string): Response => ({ url: String(ctx.post.files[url] ?? '') });
  return { get: (url) => answer(url), post: (url) => answer(url) };
}
const judge: Judge = (ctx) => {
  const session = openSession(ctx);
  session.get('/login');
  return session.post('/login', 'user=admin').url.includes('/dashboard');
};`,
      name: "a session's request made for what it does (its cookies), its answer not needed",
    },
    {
      code: `type State = Parameters<Judge>[0]['post'];
function rootUser(post: State): boolean {
  for (const [i, line] of (post.files['/etc/run-as'] ?? '').split('\\n').entries()) if (line.includes('root')) return true;
  return false;
}
const judge: Judge = ({ post }) => rootUser(post);`,
      name: "a helper's index destructured only to reach the element after it holds a place",
    },
    {
      code: `type State = Parameters<Judge>[0]['post'];
function check(post: State, strict: boolean): boolean {
  const count = post.emails.length;
  if (strict) return count > 0;
  return true;
}
const judge: Judge = ({ post }) => check(post, false) || post.files['/a.txt'] !== undefined;`,
      name: "a helper's value that this judge's arguments keep from the verdict is still read by the code: not reported",
    },
    {
      code: `type Call = Parameters<Judge>[0]['trace'][number];
function outcome(c: Call) {
  const { args, ...rest } = c;
  return rest;
}
const judge: Judge = ({ trace }) => trace.some((c) => String(outcome(c).result).includes('ok'));`,
      name: "a helper's property named only to leave it out of a rest element that is read",
    },
  ],
  invalid: [
    {
      code: `type State = Parameters<Judge>[0]['post'];
function escalated(post: State): boolean {
  const page = post.files['/var/log/admin.log'] ?? '';
  console.log('source:', page);
  const check = (text: string) => { const page = text.trim(); return page.length > 0; };
  return check(post.files['/etc/passwd'] ?? '');
}
const judge: Judge = ({ post }) => escalated(post);`,
      name: 'a value a helper only logs, another binding of its name read in a nested function',
      errors: [{ messageId: 'unusedBinding', line: 3, column: 9 }],
    },
    {
      code: `const KEYS = ['paris', 'france'];
function score(response: string): any {
  let s = 0;
  for (const k of KEYS) if (response.toLowerCase().includes(k)) s += 1;
  s = s / KEYS.length;
}
const judge: Judge = ({ output }) => (score(output) ?? 0) >= 0.5;`,
      name: 'reading 39: a score accumulated in a helper that returns nothing: read only by its own updates',
      errors: [{ messageId: 'unusedBinding', line: 3, column: 7 }],
    },
    {
      code: `class Grader {
  readonly keys = ['paris'];
  grade(response: string): any {
    let hits = 0;
    for (const k of this.keys) if (response.includes(k)) hits++;
    console.log('hits', hits);
  }
}
const judge: Judge = ({ output }) => new Grader().grade(output) > 0;`,
      name: 'reading 39: a method that counts, logs the count and returns nothing',
      errors: [{ messageId: 'unusedBinding', line: 4, column: 9 }],
    },
    {
      code: `function collect(response: string, found: string[]): void {
  let words = 0;
  for (const word of response.split(' ')) {
    words += 1;
    if (word === 'Paris') found.push(word);
  }
}
const judge: Judge = ({ output }) => {
  const found: string[] = [];
  collect(output, found);
  return found.length > 0;
};`,
      name: 'reading 39: a void helper whose push is used, and a counter of it that goes nowhere',
      errors: [{ messageId: 'unusedBinding', line: 2, column: 7 }],
    },
    {
      code: `const judge: Judge = ({ output }) => {
  const parts = output.split(':');
  const value = parseFloat(parts[1]);
  return parts[0] === 'total';
};`,
      name: 'issue 21: near miss: a parse that cannot throw (parseFloat gives NaN) is unused',
      errors: [{ messageId: 'unusedBinding', line: 3, column: 9 }],
    },
    {
      code: `const judge: Judge = ({ output, post }) => {
  const sent = post.emails.length;
  return output.includes('done');
};`,
      name: 'witness: exact reasoning',
      errors: [
        {
          messageId: 'unusedBinding',
          line: 2,
          column: 9,
          witness: 'exact reasoning: no path from `sent` reaches a returned verdict: any value it takes gives the same verdict',
        },
      ],
    },
    {
      code: `const judge: Judge = ({ output, pre, post }) => {
  const before = pre.tables.payments.length;
  const added = post.tables.payments.length - before;
  return output.includes('recorded');
};`,
      errors: [{ messageId: 'unusedBinding', line: 3, column: 9 }],
    },
    {
      code: 'const judge: Judge = ({ output, post }) => output.includes("sent");',
      errors: [{ messageId: 'unusedContext', line: 1, column: 33 }],
    },
    {
      code: `const judge: Judge = ({ output }) => {
  output.toLowerCase();
  return output.length > 0;
};`,
      errors: [{ messageId: 'discarded', line: 2, column: 3 }],
    },
    {
      code: `type State = Parameters<Judge>[0]['post'];
function escalated(post: State): boolean {
  const page = post.files['/var/log/admin.log'] ?? '';
  console.log('source:', page);
  return post.tables.admins.length > 0;
}
const judge: Judge = ({ post }) => escalated(post);`,
      name: 'a value a helper reads only to log it never reaches the verdict',
      errors: [{ messageId: 'unusedBinding', line: 3, column: 9 }],
    },
    {
      code: `type State = Parameters<Judge>[0]['post'];
const RANGES: Record<string, [number, number]> = { small: [0, 299], large: [300, 999] };
function classified(post: State): boolean {
  for (const [dir, [min, max]] of Object.entries(RANGES)) {
    for (const path of Object.keys(post.files).filter((p) => p.startsWith(\`/\${dir}/\`))) {
      if (dir === 'small' && (post.files[path] ?? '').length >= 300) return false;
    }
  }
  return true;
}
const judge: Judge = ({ post }) => classified(post);`,
      name: 'bounds a helper unpacks and never reads (the comparison writes the numbers out again)',
      errors: [
        { messageId: 'unusedBinding', line: 4, column: 21 },
        { messageId: 'unusedBinding', line: 4, column: 26 },
      ],
    },
  ],
});
