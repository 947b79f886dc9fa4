import rule from '../../../src/analyzer/rules/constant-verdict.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

ruleTester(rule, {
  valid: [
    { code: "const judge: Judge = ({ output }) => output.includes('42');" },
    { code: 'const judge: Judge = ({ post }) => { if (post.emails.length === 0) return false; return true; };' },
    {
      name: 'checkpoints that add up to passAt',
      code: "const judge: Judge = ({ output }) => (output.includes('a') ? 0.5 : 0) + (output.includes('b') ? 0.5 : 0);",
    },
    { name: 'a score against a lower passAt', code: "const judge: Judge = ({ output }) => (output.includes('a') ? 0.5 : 0);", passAt: '0.5' },
    { name: 'a passAt the analyzer cannot read', code: "const judge: Judge = ({ output }) => (output.includes('a') ? 0.5 : 0);", passAt: 'Number(0.5)' },
    {
      name: 'an early failure, then a score',
      code: "const judge: Judge = ({ output }) => { if (output === '') return false; return output.includes('a') ? 1 : 0.5; };",
    },
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
    {
      name: 'a score that never reaches passAt 1',
      code: "const judge: Judge = ({ output }) => (output.includes('a') ? 0.5 : 0) + (output.includes('b') ? 0.25 : 0);",
      errors: [{ messageId: 'unreachable', line: 1, column: 22, witness: 'the reference run: a right judge passes it, this one fails it' }],
    },
    {
      name: 'an early failure and a score below passAt',
      code: "const judge: Judge = ({ output }) => { if (output === '') return false; return output.includes('a') ? 0.75 : 0.5; };",
      errors: [{ messageId: 'unreachable', line: 1, column: 22 }],
    },
    {
      name: 'a score that never falls below passAt 0.5',
      code: "const judge: Judge = ({ output }) => (output.includes('a') ? 1 : 0.5);",
      passAt: '0.5',
      errors: [
        { messageId: 'alwaysReached', line: 1, column: 22, witness: 'the initial state (nothing done, no answer): a right judge fails it, this one passes it' },
      ],
    },
  ],
});
