import rule from '../../../src/analyzer/rules/order-sensitive-comparison.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

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
  ],
  invalid: [
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
