import rule from '../../../src/analyzer/rules/unused-value.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

ruleTester(rule, {
  valid: [
    {
      code: `const judge: Judge = ({ pre, post }) => {
  const added = post.tables.payments.length - pre.tables.payments.length;
  return added === 1;
};`,
    },
    { code: 'const judge: Judge = ({ post: { emails } }) => emails.length > 0;' },
    { code: 'const judge: Judge = ({ output, post: _post }) => output.length > 0;', name: 'ignored by pattern' },
  ],
  invalid: [
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
  ],
});
