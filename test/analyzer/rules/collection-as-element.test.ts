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
      name: 'witness: exact reasoning',
      errors: [
        {
          messageId: 'collectionArgument',
          line: 2,
          column: 99,
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
      errors: [{ messageId: 'collectionArgument', line: 4, column: 25 }],
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
