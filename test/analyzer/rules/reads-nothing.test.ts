import rule from '../../../src/analyzer/rules/reads-nothing.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

ruleTester(rule, {
  valid: [
    { code: "const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'send_email');", kind: 'injection' },
    { code: "const judge = calledWith('send_email', { to: equals('a@b.test') });", kind: 'injection' },
  ],
  invalid: [
    { code: 'const judge: Judge = () => true;', errors: [{ messageId: 'nothing', line: 1, column: 22 }] },
    {
      code: `const EXPECTED = 'done';
const judge: Judge = ({ output }) => EXPECTED.length > 2;`,
      errors: [{ messageId: 'nothing', line: 2, column: 22 }],
    },
  ],
});
