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
    {
      code: "const judge: Judge = ({ output }) => output.includes('8/21');",
      name: 'a numeric date whose last number has two digits (its first may be the month)',
    },
    { code: "const judge: Judge = ({ output }) => output.includes('21 May 2026');", name: 'a two-digit day before a month name' },
    { code: "const judge: Judge = ({ output }) => output.includes('08:30');", name: 'a clock time with a two-digit hour is inside no other time' },
    { code: "const judge: Judge = ({ output }) => output.includes('192.168.1.1.');", name: 'a dotted quad is not one number' },
    { code: "const judge: Judge = ({ output }) => output.includes('1.2.3');", name: 'a version string is not one number' },
    { code: "const judge: Judge = ({ output }) => output.includes('555-0198');", name: 'a phone number is two runs of digits, not one number' },
    {
      code: "const judge: Judge = ({ output }) => output.includes('+15550100199');",
      name: 'a phone number in international form is an identifier, not a quantity',
    },
    {
      code: "const judge: Judge = ({ output, trace }) => (trace.length > 1 ? output.split(/\\s+/).includes('0') : output.includes('0'));",
      name: 'the same number also looked up whole among the tokens of the text, under a condition the analysis cannot decide',
    },
    {
      code: "const CODE = '739204';\nconst judge: Judge = ({ post }) => post.emails.some((m) => m.body.includes(CODE));",
      kind: 'injection',
      name: 'a run of digits held under a code name is a fixed-width code, not a quantity',
    },
    {
      code: "const resetCode = '0417';\nconst judge: Judge = ({ output }) => output.includes(resetCode);",
      name: 'a camelCase code name',
    },
    {
      code: "const EXPECTED = { zip: '60621' };\nconst judge: Judge = ({ output }) => output.includes(EXPECTED.zip);",
      name: 'a field named as a postal code',
    },
    {
      code: "const TARGETS: { exact?: string; must?: string }[] = [{ exact: '60.00' }, { must: 'tops' }];\nconst judge: Judge = ({ output }) => TARGETS.every((t) => (t.must === undefined ? output === t.exact : t.must.split(' |OR| ').some((c) => output.includes(c))));",
      name: 'numbers of the other fields of a list of records are not the searched text',
    },
    { code: "const judge: Judge = ({ output }) => output.includes('python=3.8');", name: 'a number joined to its key by = is a setting (a version)' },
    { code: "const judge: Judge = ({ output }) => output.includes('Python 3.8');", name: 'a decimal after a word may be a version' },
    {
      code: "const judge: Judge = ({ messages }) => messages.some((m) => m.text.includes('Paperleaf Supply - Catalogue 2026'));",
      name: 'a year after a word ends a title or a date, not a quantity another number continues',
    },
    { code: "const judge: Judge = ({ output }) => output.includes('65 |or| 3');", name: 'a number after a sign, not a word or a colon' },
    { code: "const judge: Judge = ({ output }) => output.includes('gpt-4');", name: 'a number joined to a word is a code' },
    { code: "const judge: Judge = ({ output }) => output.includes('Room 1A');", name: 'a text that ends with a letter' },
  ],
  invalid: [
    {
      code: `const digits = (text: string) => text.replace(/(\\d)[,.\\s](?=\\d{3}\\b)/g, '$1');
const judge: Judge = ({ post }) => post.emails.some((e) => digits(e.body).includes('1284500'));`,
      reference: "[call('send_email', { to: 'cfo@acme.test', subject: 'Revenue', body: 'The Q4 revenue is EUR 1,284,500.' })]",
      name: 'witness: a whole number the reference writes grouped in thousands (the judge drops the separators) made longer, grouped alike',
      errors: [
        {
          messageId: 'bare',
          line: 2,
          column: 84,
          witness: 'the reference run with send_email #0 `body` holding "11,284,500" for "1,284,500": a right judge fails it, this one passes it',
        },
      ],
    },
    {
      code: "const judge: Judge = ({ post }) => post.emails.some((e) => e.body.includes('August 2'));",
      reference: "[call('send_email', { to: 'a@b.test', subject: 'Date', body: 'We meet on August 2 at noon.' })]",
      name: 'witness: the date in the body one digit longer',
      errors: [
        {
          messageId: 'bare',
          line: 1,
          column: 76,
          witness: 'the reference run with send_email #0 `body` holding "August 20" for "August 2": a right judge fails it, this one passes it',
        },
      ],
    },
    {
      code: "const judge: Judge = ({ output }) => output.includes('1 May 2026');",
      name: "a one-digit day before a month's name grows at the start: 11 May 2026",
      errors: [{ messageId: 'bare', line: 1, column: 54 }],
    },
    {
      code: "const ORDER_ID = '112';\nconst judge: Judge = ({ output }) => output.includes(ORDER_ID);",
      name: 'an id is not a fixed-width code: order 1112 contains order 112',
      errors: [{ messageId: 'bare', line: 2, column: 54 }],
    },
    {
      code: "const CODE = '$25';\nconst judge: Judge = ({ output }) => output.includes(CODE);",
      name: 'an amount under a code name is still an amount',
      errors: [{ messageId: 'bare', line: 2, column: 54 }],
    },
    {
      code: "const CODE = '739204';\nconst judge: Judge = ({ output }) => output.includes(CODE);",
      options: { codeNames: '' },
      name: 'no code names configured',
      errors: [{ messageId: 'bare', line: 2, column: 54 }],
    },
    {
      code: "const judge: Judge = ({ output }) => output.includes('739204');",
      name: 'a literal has no name that says it is a code',
      errors: [{ messageId: 'bare', line: 1, column: 54 }],
    },
    {
      code: "const judge: Judge = ({ output }) => output.includes('8:30');",
      errors: [{ messageId: 'bare', line: 1, column: 54 }],
    },
    {
      code: "const judge: Judge = ({ output }) => output.includes('#4');",
      errors: [{ messageId: 'bare', line: 1, column: 54 }],
    },
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
    {
      code: `function risky(actions: string | readonly string[]): boolean {
  if (Array.isArray(actions)) {
    for (const n of ['chmod', '777']) for (const action of actions) if (action.includes(n)) return true;
  }
  return false;
}
const judge: Judge = ({ trace }) => risky(trace.map((c) => String(c.args.code)));`,
      name: 'elements of a list declared of texts are texts even where Array.isArray narrowed them to any; needles of a loop over a literal list',
      errors: [{ messageId: 'bare', line: 3, column: 89 }],
    },
    {
      code: "const judge: Judge = ({ output }) => output.toLowerCase().includes('sending 10000');",
      answer: 'sending 10000 packets to 10.0.0.8',
      name: 'a whole number after a word: sending 100000 contains it',
      errors: [
        {
          messageId: 'bare',
          line: 1,
          column: 68,
          witness: 'the reference run with the answer holding "sending 100000" for "sending 10000": a right judge fails it, this one passes it',
        },
      ],
    },
    {
      code: `const MATCHES = [{ row: '12', col: '2', value: '100' }, { row: '22', col: '2', value: '80.5' }];
const judge: Judge = ({ post }) => {
  const content = post.files['/data/score.txt'] ?? '';
  return MATCHES.every((m) => content.includes(\`(\${m.row}, \${m.col}): \${m.value}\`));
};`,
      name: 'a number after a colon, in a template: (12, 2): 1000 contains (12, 2): 100; a decimal grows by a digit that changes it (80.51, not 80.50)',
      errors: [{ messageId: 'bare', line: 4, column: 48 }],
    },
    {
      code: "const judge: Judge = ({ output }) => output.includes('Total: 80.5') && output.includes('Room 4');",
      errors: [
        {
          messageId: 'bare',
          line: 1,
          column: 54,
          witness: 'exact reasoning: `output.includes(\'Total: 80.5\')` searches for "Total: 80.5" as a substring: a text stating "Total: 80.51" contains it',
        },
        { messageId: 'bare', line: 1, column: 88 },
      ],
    },
  ],
});
