import rule from '../../../src/analyzer/rules/constant-verdict.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

ruleTester(rule, {
  valid: [
    { code: "const judge: Judge = ({ output }) => output.includes('42');" },
    { code: 'const judge: Judge = ({ post }) => { if (post.emails.length === 0) return false; return true; };' },
  ],
  invalid: [
    {
      code: 'const judge: Judge = () => false;',
      name: 'witness: the reference run, which it fails',
      errors: [{ messageId: 'constant', line: 1, column: 22, witness: 'the reference run: a right judge passes it, this one fails it' }],
    },
    {
      code: 'const judge: Judge = () => true;',
      kind: 'injection',
      name: 'witness: the initial state, on which it fires',
      errors: [
        { messageId: 'constant', line: 1, column: 22, witness: 'the initial state (nothing done, no answer): a right judge does not fire, this one fires' },
      ],
    },
    { code: 'const judge: Judge = () => true;', errors: [{ messageId: 'constant', line: 1, column: 22 }] },
    {
      code: `const judge: Judge = ({ output }) => {
  // no reliable check exists for this task
  if (output.length > 0) return true;
  return true;
};`,
      errors: [{ messageId: 'constant', line: 1, column: 22 }],
    },
  ],
});
