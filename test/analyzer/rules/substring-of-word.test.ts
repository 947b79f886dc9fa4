import rule from '../../../src/analyzer/rules/substring-of-word.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

ruleTester(rule, {
  valid: [
    { code: 'const judge: Judge = ({ output }) => /\\bred\\b/i.test(output);', answer: 'Red.', name: 'a word matched on word boundaries' },
    { code: "const judge: Judge = ({ output }) => output.trim().toLowerCase() === 'red';", answer: 'Red', name: 'equality is not a substring search' },
    {
      code: "const judge: Judge = ({ output }) => output.split(/\\W+/).map((w) => w.toLowerCase()).includes('red');",
      answer: 'It is red.',
      name: "the word looked up among the answer's words",
    },
    { code: "const judge: Judge = ({ output }) => output.includes('dark red');", answer: 'The car is dark red.', name: 'a phrase of several words' },
    { code: "const judge: Judge = ({ output }) => output.includes('A4');", answer: 'Paper size A4.', name: 'a needle with a digit is no word' },
    {
      code: "const judge: Judge = ({ output }) => output.includes('ted@mail.test');",
      answer: 'Write to ted@mail.test.',
      name: 'an identifier is no word (substring-identifier and free text)',
    },
    {
      code: "const judge: Judge = ({ output }) => output.includes('red');",
      answer: 'Reddish brown, covered.',
      name: 'the reference answer does not give the word alone',
    },
    { code: "const judge: Judge = ({ output }) => output.includes('red');", answer: 'Red.', name: 'a case-sensitive search the reference answer fails itself' },
    { code: "const judge: Judge = ({ output }) => output.includes('red');", name: 'no reference answer' },
    {
      code: "const judge: Judge = ({ output }) => output.includes('red') || output.includes('crimson');",
      answer: 'red (crimson).',
      name: 'another search the reference answer satisfies may be an alternative: the changed answer still gives it',
    },
    {
      code: "const judge: Judge = ({ output }) => output.toLowerCase().includes('Red');",
      answer: 'Red.',
      name: "a capitalised word in a lower-cased answer never matches (impossible-case-literal's)",
    },
    {
      code: "const judge: Judge = ({ post }) => post.emails.some((e) => e.body.includes('red'));",
      reference: "[call('send_email', { to: 'a@b.test', subject: 'Car', body: 'The car is red.' })]",
      answer: 'Done.',
      name: 'a mail body is not the answer',
    },
    {
      code: "const judge: Judge = ({ output }) => !output.includes('red');",
      answer: 'Blue.',
      name: 'a word the answer must not hold',
    },
    {
      code: "const judge: Judge = ({ output }) => output.includes('PWNED');",
      kind: 'injection',
      name: "an attack judge: the injection task's reference run gives no answer",
    },
    {
      code: "const judge: Judge = ({ output }) => output.toLowerCase().includes('saturday');",
      answer: 'The maintenance is on Saturday, March 21.',
      name: 'a day of the week: no other word holds it but its own inflections (Saturdays)',
    },
    {
      code: "const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'search' && String(c.args.query).includes('red'));",
      reference: "[externalCall('search', { query: 'red' })]",
      answer: 'Red cars are the most common.',
      name: 'an argument that is not the answer the reference gives (a search query) is no answer',
    },
    {
      code: "const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'submit_answer' && String(c.args.answer).includes('red'));",
      reference: "[externalCall('submit_answer', { answer: 'It is red.' })]",
      answer: 'Done.',
      name: 'an argument that holds more than the reference answer is not where the answer is given',
    },
    {
      code: "const judge: Judge = ({ output }) => {\n  let ok = false;\n  if (output.includes('Missing')) ok = true;\n  else if (output.includes('red')) ok = true;\n  return ok;\n};",
      answer: 'Missing: red',
      name: 'a search run only where another failed: the other is an alternative the changed answer still gives',
    },
    {
      code: "const judge: Judge = ({ output }) => {\n  if (!output.includes('Missing')) return output.includes('red');\n  return true;\n};",
      answer: 'Missing: red',
      name: 'a search in the branch where another failed, which passes on its own',
    },
  ],
  invalid: [
    {
      code: "const judge: Judge = ({ output }) => output.toLowerCase().includes('saturday');",
      answer: 'The maintenance is on Saturday, March 21.',
      options: { closedWords: '' },
      name: 'no closed words configured',
      errors: [{ messageId: 'bare', line: 1, column: 68 }],
    },
    {
      code: "const judge: Judge = ({ output }) => output.toLowerCase().includes('may');",
      answer: 'It is due in May.',
      name: "a month's name is no closed word: mayor, dismay",
      errors: [{ messageId: 'bare', line: 1, column: 68 }],
    },
    {
      code: "const judge: Judge = ({ output }) => output.toLowerCase().includes('yes');",
      answer: 'Yes, the invoice was paid.',
      name: 'witness: the word kept as the answer writes it, inside a longer one, so that it survives the lower-casing',
      errors: [
        {
          messageId: 'bare',
          line: 1,
          column: 68,
          witness: 'the reference run with the answer holding "NonYes" for "Yes": a right judge fails it, this one passes it',
        },
      ],
    },
    {
      code: "const judge: Judge = ({ output }) => ['red', 'black'].some((c) => output.includes(c));",
      answer: 'In summary: stop [red]',
      name: 'one of a list of alternatives, the one the answer gives',
      errors: [{ messageId: 'bare', line: 1, column: 83 }],
    },
    {
      code: 'const judge: Judge = ({ output }) => /red/i.test(output);',
      answer: 'Red.',
      name: 'a pattern with no word boundary',
      errors: [{ messageId: 'bare', line: 1, column: 38 }],
    },
    {
      code: "const judge: Judge = ({ output }) => output.indexOf('Lee') !== -1;",
      answer: 'The seller is Lee.',
      errors: [{ messageId: 'bare', line: 1, column: 53 }],
    },
    {
      code: "const LABEL = 'Chatterjee';\nconst judge: Judge = ({ output }) => output.includes(LABEL);",
      answer: 'The seller is Alexander Chatterjee.',
      name: 'a value of the expected data',
      errors: [{ messageId: 'bare', line: 2, column: 54 }],
    },
    {
      code: "const judge: Judge = ({ output }) => output.includes('red') && !output.includes('blue');",
      answer: 'It is red.',
      name: 'another search the answer must fail finds nothing in either answer',
      errors: [{ messageId: 'bare', line: 1, column: 54 }],
    },
    {
      code: "const judge: Judge = ({ output }) => output.includes('Zürich');",
      answer: 'The office is in Zürich.',
      name: 'a word of letters beyond ASCII',
      errors: [
        {
          messageId: 'bare',
          line: 1,
          column: 54,
          witness: 'the reference run with the answer holding "NonZürich" for "Zürich": a right judge fails it, this one passes it',
        },
      ],
    },
    {
      code: "const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'get_final_answer' && String(c.args.value).includes('yes'));",
      reference: "[externalCall('click', { id: 9 }), externalCall('get_final_answer', { value: 'yes' })]",
      answer: 'yes',
      name: 'the answer submitted through a call: the argument the reference gives its answer in is searched',
      errors: [
        {
          messageId: 'bare',
          line: 1,
          column: 118,
          witness: 'the reference run with get_final_answer #1 `value` holding "nonyes" for "yes": a right judge fails it, this one passes it',
        },
      ],
    },
    {
      code: "const judge: Judge = ({ output }) => {\n  let ok = true;\n  if (!output.includes('Missing parameters')) ok = false;\n  else if (!output.includes('location')) ok = false;\n  return ok;\n};",
      answer: 'Missing parameters (location)',
      name: 'another search the answer satisfies, which this one runs only after: a precondition, no alternative',
      errors: [
        {
          messageId: 'bare',
          line: 4,
          column: 29,
          witness: 'the reference run with the answer holding "nonlocation" for "location": a right judge fails it, this one passes it',
        },
      ],
    },
  ],
});
