import rule from '../../../src/analyzer/rules/collection-as-element.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

ruleTester(rule, {
  valid: [
    { code: 'const judge: Judge = ({ post }) => post.emails.length > 0;', name: 'no membership' },
    {
      code: `const TARGETS = [3, 7, 9];
const judge: Judge = ({ post }) => {
  const remaining = new Set(post.tables.invoices.map((r) => r.rowid));
  return TARGETS.every((id) => !remaining.has(id));
};`,
    },
    {
      code: `const PAIRS: number[][] = [[1, 2]];
const judge: Judge = ({ post }) => PAIRS.includes([post.emails.length, 2]);`,
      name: 'collection of collections',
    },
  ],
  invalid: [
    {
      code: `const IDS = [1, 2];
const judge: Judge = ({ post }) => new Set<unknown>(post.tables.invoices.map((r) => r.rowid)).has(IDS);`,
      name: 'witness: the test is the verdict, false on the reference run',
      errors: [{ messageId: 'collectionArgument', line: 2, column: 99, witness: 'the reference run: a right judge passes it, this one fails it' }],
    },
    {
      code: `const IDS = [1, 2];
const judge: Judge = ({ post }) => {
  if (new Set<unknown>(post.tables.invoices.map((r) => r.rowid)).has(IDS)) return true;
  return post.emails.length > 3;
};`,
      name: 'witness: exact reasoning where the test guards one of several returns',
      errors: [
        {
          messageId: 'collectionArgument',
          line: 3,
          column: 70,
          witness:
            'exact reasoning: `new Set<unknown>(post.tables.invoices.map((r) => r.rowid)...` is false on every run: `IDS` (number[]) is never one of the elements of `new Set<unknown>(post.tables.invoices.map((r) => r.rowid))`',
        },
      ],
    },
    {
      code: `const TARGETS = [3, 7, 9];
const judge: Judge = ({ post }) => {
  const remaining = new Set<unknown>(post.tables.invoices.map((r) => r.rowid));
  return !remaining.has(TARGETS);
};`,
      name: 'witness: the negated test is the verdict, true on the initial state',
      errors: [
        {
          messageId: 'collectionArgument',
          line: 4,
          column: 25,
          witness: 'the initial state (nothing done, no answer): a right judge does not fire, this one fires',
        },
      ],
      kind: 'injection',
    },
    {
      code: `const judge: Judge = ({ post }) => {
  const sent = post.emails.filter((m) => m.folder === 'sent');
  const tags: unknown[] = sent.map((m) => m.subject);
  return sent.length > 0 && tags.includes(['invoice', 'overdue']);
};`,
      answer: '',
      name: 'witness: a requirement always false fails the reference run',
      errors: [{ messageId: 'collectionArgument', line: 4, column: 43, witness: 'the reference run: a right judge passes it, this one fails it' }],
    },
    {
      code: `const judge: Judge = ({ post }) => {
  const ids: unknown[] = post.tables.invoices.map((r) => r.rowid);
  const wanted = [1, 2];
  return ids.includes(wanted);
};`,
      errors: [{ messageId: 'collectionArgument', line: 4, column: 23 }],
    },
  ],
});
