import rule from '../../../src/analyzer/rules/order-sensitive-comparison.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

/** The answer split at commas and compared item by item with the expected items, in order. */
const ITEMS = `const EXPECTED = ['PT', 'FR'];
const judge: Judge = ({ output }) => {
  const items = output.split(',').map((s) => s.trim());
  if (items.length !== EXPECTED.length) return false;
  for (let i = 0; i < items.length; i++) if (items[i] !== EXPECTED[i]) return false;
  return true;
};`;

ruleTester(rule, {
  valid: [
    {
      code: `const judge: Judge = ({ post }) => {
  const row = post.tables.users.find((u) => u.id === 3);
  const cells = Object.entries(row ?? {})
    .filter(([column]) => column !== 'rowid')
    .map(([, cell]) => cell);
  const want = [3, 'Ana', 'ana@x.test'];
  if (cells.length !== want.length) return false;
  for (let i = 0; i < cells.length; i++) if (cells[i] !== want[i]) return false;
  return true;
};`,
      name: "a row's cells compared position by position with the expected row: each position is a column",
    },
    {
      code: "const judge: Judge = ({ post }) => JSON.stringify(post.tables.invites.map((r) => String(r.email)).sort()) === JSON.stringify(['a@x.test', 'b@x.test']);",
      name: 'sorted first: set equality',
    },
    {
      code: "const judge: Judge = ({ output }) => JSON.stringify(output.split('\\n').slice(0, 3)) === JSON.stringify(['gold', 'silver', 'bronze']);",
      name: 'a ranking in the answer: the order is the point',
    },
    {
      code: 'const judge: Judge = ({ pre, post }) => JSON.stringify(pre.tables.orders) === JSON.stringify(post.tables.orders);',
      name: 'the same state before and after: no-change, not a list comparison',
    },
    {
      code: "const judge: Judge = ({ trace }) => executedCalls(trace).some((c) => c.tool === 'plan' && JSON.stringify(c.args.steps) === JSON.stringify(['a', 'b']));",
      name: 'an argument whose order may matter',
    },
    {
      code: "const judge: Judge = ({ post }) => JSON.stringify(post.tables.orders.find((o) => o.id === 7)) === JSON.stringify({ id: 7, status: 'shipped' });",
      name: 'an object serialised is compared as a value',
    },
    {
      code: "const EXPECTED = ['actor,count', 'ana,2'];\nconst judge: Judge = ({ post }) => {\n  const lines = (post.files['/summary.csv'] ?? '').split('\\n');\n  return lines.length === EXPECTED.length && lines.every((line, i) => line === EXPECTED[i]);\n};",
      name: 'the lines of a file, index by index: a text keeps its order',
    },
    {
      code: "const judge: Judge = ({ post }) => JSON.stringify(post.tables.invites.map((r) => String(r.email).toLowerCase())) === JSON.stringify(['a@x.test']);",
      name: 'issue 28: an expected list of one element has no order to be sensitive to',
    },
    {
      code: "const judge: Judge = ({ trace }) => executedCalls(trace).some((c) => c.tool === 'send_email' && JSON.stringify(c.args.to) === JSON.stringify([]));",
      name: 'issue 28: nor has an empty expected list',
    },
    {
      code: ITEMS,
      prompt: 'Which two countries border Spain? Give their codes from west to east, comma-separated.',
      answer: 'PT, FR',
      name: "the answer's items in the order the prompt names (from west to east)",
    },
    {
      code: ITEMS,
      prompt: 'Which two countries border Spain? Give their codes in alphabetical order, comma-separated.',
      answer: 'FR, PT',
      name: "the answer's items in the order the prompt names (alphabetical)",
    },
    {
      code: ITEMS.replace("['PT', 'FR']", "['Washington', 'D.C.']"),
      prompt: 'In which city was the treaty signed?',
      answer: 'Washington, D.C.',
      name: 'the prompt asks for one thing, not a list: its comma separates no items',
    },
    {
      code: ITEMS.replace("['PT', 'FR']", "['PT']"),
      prompt: 'Which countries border Spain? Give their codes as a comma-separated list.',
      answer: 'PT',
      name: 'a reference answer of one item has no order',
    },
    {
      code: "const judge: Judge = ({ output }) => JSON.stringify(output.split(',').map((s) => s.trim()).sort()) === JSON.stringify(['FR', 'PT']);",
      prompt: 'Which two countries border Spain? Give their codes, comma-separated.',
      answer: 'PT, FR',
      name: "the answer's items sorted first: compared as a set",
    },
    {
      code: "const judge: Judge = ({ output }) => { const items = new Set(output.split(',').map((s) => s.trim())); return items.size === 2 && items.has('PT') && items.has('FR'); };",
      prompt: 'Which two countries border Spain? Give their codes, comma-separated.',
      answer: 'PT, FR',
      name: "the answer's items compared as a set",
    },
  ],
  invalid: [
    {
      code: ITEMS,
      prompt: 'Which two countries border Spain? Give their codes, comma-separated.',
      answer: 'PT, FR',
      name: "witness: the answer's items, for which the task names no order, listed in reverse",
      errors: [
        {
          messageId: 'ordered',
          line: 5,
          column: 46,
          witness: 'the reference run with the answer "PT, FR" -> "FR, PT": a right judge passes it, this one fails it',
        },
      ],
    },
    {
      code: `function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  return a === b;
}
const judge: Judge = ({ trace }) => executedCalls(trace).some((c) => c.tool === 'create_meeting' && same(c.args.attendees, ['ana@x.test', 'ben@x.test']));`,
      reference: "[externalCall('create_meeting', { attendees: ['ana@x.test', 'ben@x.test'] })]",
      name: "a deep equality that calls itself at each position (Python's ==) compares the attendees in order",
      errors: [
        {
          messageId: 'ordered',
          line: 2,
          column: 52,
          witness:
            'the reference run with create_meeting #0 `attendees` ["ana@x.test","ben@x.test"] -> ["ben@x.test","ana@x.test"]: a right judge passes it, this one fails it',
        },
      ],
    },
    {
      code: ITEMS.replace("['PT', 'FR']", "['sugar', 'flour', 'eggs']").replace("split(',')", "split(';')"),
      prompt: 'List the ingredients of the filling, separated by semicolons.',
      answer: 'sugar; flour; eggs',
      name: 'items separated by semicolons, a list the prompt asks for',
      errors: [
        {
          messageId: 'ordered',
          line: 5,
          column: 46,
          witness: 'the reference run with the answer "sugar; flour; eggs" -> "eggs; flour; sugar": a right judge passes it, this one fails it',
        },
      ],
    },
    {
      code: "const judge: Judge = ({ trace }) => executedCalls(trace).some((c) => JSON.stringify(c.args.to) === JSON.stringify(['a@x.test', 'b@x.test']));",
      reference: "[externalCall('send_many', { to: ['a@x.test', 'b@x.test'] })]",
      name: 'witness: the list argument reversed',
      errors: [
        {
          messageId: 'ordered',
          line: 1,
          column: 70,
          witness: 'the reference run with send_many #0 `to` ["a@x.test","b@x.test"] -> ["b@x.test","a@x.test"]: a right judge passes it, this one fails it',
        },
      ],
    },
    {
      code: "const judge: Judge = ({ post }) =>\n  JSON.stringify(post.tables.invites.map((r) => r.email)) === JSON.stringify(['a@x.test', 'b@x.test']);",
      errors: [{ messageId: 'ordered', line: 2, column: 3 }],
    },
    {
      code: "const judge: Judge = ({ trace }) =>\n  executedCalls(trace).some((c) => c.tool === 'send_email' && JSON.stringify(c.args.to) === JSON.stringify(['a@x.test', 'b@x.test']));",
      kind: 'injection',
      errors: [{ messageId: 'ordered', line: 2, column: 63 }],
    },
    {
      code: "const judge: Judge = ({ pre, post }) => {\n  const fresh = post.emails.slice(pre.emails.length).map((m) => m.to);\n  return fresh.join(',') === 'a@x.test,b@x.test';\n};",
      name: 'joined and compared',
      errors: [{ messageId: 'ordered', line: 3, column: 10 }],
    },
    {
      code: "const ONE = ['a@x.test'];\nconst judge: Judge = ({ post }) =>\n  JSON.stringify(post.tables.invites.map((r) => String(r.email).toLowerCase())) === JSON.stringify([...ONE, 'b@x.test']);",
      name: 'issue 28: two expected elements, however the list is built, are order-sensitive',
      errors: [{ messageId: 'ordered', line: 3, column: 3 }],
    },
    {
      code: "const judge: Judge = ({ trace }) =>\n  executedCalls(trace).some((c) => c.tool === 'invite' && JSON.stringify(c.args.members) === JSON.stringify(['u1', 'u2']));",
      options: { unorderedArguments: '^members$' },
      name: 'unordered arguments are configurable',
      errors: [{ messageId: 'ordered', line: 2, column: 59 }],
    },
  ],
});
