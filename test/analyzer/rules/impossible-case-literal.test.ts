import rule from '../../../src/analyzer/rules/impossible-case-literal.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

ruleTester(rule, {
  valid: [
    { code: "const judge: Judge = ({ output }) => output.toLowerCase().includes('10 am');" },
    { code: "const judge: Judge = ({ output }) => output.includes('10 AM');" },
    { code: 'const judge: Judge = ({ output }) => /10 AM/i.test(output.toLowerCase());' },
    {
      code: `const CHECKS = [
  { name: 'exact', value: 'Done' },
  { name: 'mentions', value: 'invoice' },
];
const FNS: Readonly<Record<string, (text: string, value: string) => boolean>> = {
  exact: (text, value) => text === value,
  mentions: (text, value) => text.toLowerCase().includes(value),
};
const judge: Judge = ({ output }) => {
  for (const check of CHECKS) {
    const fn = FNS[check.name]!;
    if (!fn(output, check.value)) return false;
  }
  return true;
};`,
      name: "a table of checks walked item by item: each pass's `const` holds that item's function, not every item's",
    },
  ],
  invalid: [
    {
      code: "const judge: Judge = ({ output }) => output.toLowerCase().includes('Paid');",
      answer: 'The invoice is Paid.',
      name: 'witness: the reference run, which it fails',
      errors: [{ messageId: 'impossible', line: 1, column: 68, witness: 'the reference run: a right judge passes it, this one fails it' }],
    },
    {
      code: `const judge: Judge = ({ output }) => {
  const text = output.toLowerCase();
  return !(!text.includes('10 AM') && !text.includes('ten'));
};`,
      errors: [{ messageId: 'impossible', line: 3, column: 27 }],
    },
    {
      code: "const judge: Judge = ({ post }) => post.emails.some((e) => e.to.toLowerCase() === 'Dana.Whitfield@northwind.test');",
      errors: [{ messageId: 'impossible', line: 1, column: 83 }],
    },
    {
      code: "const judge: Judge = ({ output }) => output.toUpperCase().startsWith('done');",
      errors: [{ messageId: 'impossible', line: 1, column: 70 }],
    },
  ],
});
