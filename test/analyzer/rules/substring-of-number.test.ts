import rule from '../../../src/analyzer/rules/substring-of-number.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

ruleTester(rule, {
  valid: [
    { code: 'const judge: Judge = ({ output }) => /(?<![\\d.])4(?![\\d.])/.test(output);', name: 'a number matched with digit boundaries' },
    { code: "const judge: Judge = ({ output }) => output.includes('ORD-A7');", name: 'a code with letters is not a number' },
    { code: "const judge: Judge = ({ output }) => output === '4';", name: 'equality is not a substring search' },
    { code: "const judge: Judge = ({ output }) => output.includes('v2 release');", name: 'a text that ends with a word' },
    { code: "const judge: Judge = ({ output }) => output.includes('$');", name: 'no digit' },
  ],
  invalid: [
    {
      code: "const judge: Judge = ({ output }) => output.includes('4');",
      errors: [{ messageId: 'bare', line: 1, column: 54 }],
    },
    {
      code: "const judge: Judge = ({ output }) =>\n  output.replaceAll(',', '').includes('8276.23');",
      errors: [{ messageId: 'bare', line: 2, column: 39 }],
    },
    {
      code: "const judge: Judge = ({ post }) =>\n  post.emails.some((m) => m.body.includes('8/2') || m.body.includes('August 2'));",
      errors: [
        { messageId: 'bare', line: 2, column: 43 },
        { messageId: 'bare', line: 2, column: 69 },
      ],
    },
    {
      code: "const EXPECTED = ['1250', '18'];\nconst judge: Judge = ({ output }) => EXPECTED.every((n) => output.includes(n));",
      errors: [{ messageId: 'bare', line: 2, column: 76 }],
    },
  ],
});
