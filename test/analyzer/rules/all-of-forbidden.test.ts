import rule from '../../../src/analyzer/rules/all-of-forbidden.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

const ANSWER = 'Carol has the highest score: 98.';
const CONTAINS_ALL = `function containsAll(text: string, keywords: readonly string[]): boolean {
  for (const keyword of keywords) {
    if (!text.includes(keyword)) return false;
  }
  return true;
}`;

ruleTester(rule, {
  valid: [
    {
      code: "const judge: Judge = ({ output }) => output.includes('Carol') && !['Alice', 'Bob'].some((x) => output.includes(x));",
      answer: ANSWER,
      name: 'each item ruled out (`!some`)',
    },
    {
      code: "const judge: Judge = ({ output }) => output.includes('Carol') && ['Alice', 'Bob'].every((x) => !output.includes(x));",
      answer: ANSWER,
      name: 'each item ruled out (`every` of a negation)',
    },
    {
      code: "const judge: Judge = ({ output }) => output.includes('Carol') && ['Alice', 'Bob'].filter((x) => output.includes(x)).length === 0;",
      answer: ANSWER,
      name: 'each item ruled out (a filter whose count must be 0)',
    },
    {
      code: "const judge: Judge = ({ output }) => !['Carol', 'Alice'].every((x) => output.includes(x));",
      answer: ANSWER,
      name: 'the reference holds one of the items: not all of them are forbidden',
    },
    {
      code: "const judge: Judge = ({ output }) => !['BMW', 'BMW X5'].every((x) => output.includes(x));",
      answer: ANSWER,
      name: 'overlapping items: one value in two forms',
    },
    {
      code: "const judge: Judge = ({ output }) => output.startsWith('Carol') && !['Alice', 'Bob'].every((x) => output.includes(x));",
      answer: ANSWER,
      name: 'another check on the text changes with an item written into it',
    },
    {
      code: "const judge: Judge = ({ output }) => ['Carol', '98'].every((x) => output.includes(x));",
      answer: ANSWER,
      name: 'items required, not ruled out',
    },
    {
      code: `${CONTAINS_ALL}
const judge: Judge = ({ output }) => containsAll(output, ['Carol', '98']) && !containsAll(output, ['Carol', 'Bob']);`,
      answer: ANSWER,
      name: 'a helper entered for a required list and a forbidden one holding the same item',
    },
    {
      code: "const judge: Judge = ({ output }) => !['Alice', 'Bob'].every((x) => output.includes(x));",
      name: 'an empty reference answer: nothing written there to go by',
    },
  ],
  invalid: [
    {
      code: "const OTHERS = ['Alice', 'Bob', 'Dave', 'Erin', 'Frank', 'Grace', 'Heidi', 'Ivan', 'Judy', 'Mallory', 'Niaj', 'Olivia', 'Peggy', 'Rupert', 'Sybil', 'Trent', 'Victor'];\nconst judge: Judge = ({ output }) => output.includes('Carol') && !OTHERS.every((x) => output.includes(x));",
      answer: ANSWER,
      name: 'a list longer than the unroll limit ruled out together: item by item',
      errors: [{ messageId: 'allOf', line: 2, column: 67 }],
    },
    {
      code: "const judge: Judge = ({ output }) => output.includes('Carol') && ['Alice', 'Bob'].filter((x) => output.includes(x)).length < 2;",
      answer: ANSWER,
      name: 'items kept by a filter, fewer than all of them required: ruled out only together',
      errors: [{ messageId: 'allOf', line: 1, column: 66 }],
    },
    {
      code: "const judge: Judge = ({ output }) => output.includes('Carol') && !['Alice', 'Bob', 'Dave'].every((x) => output.includes(x));",
      answer: ANSWER,
      name: 'witness: the first item written into the answer',
      errors: [
        {
          messageId: 'allOf',
          line: 1,
          column: 67,
          witness:
            'the reference run with the answer "Carol has the highest score: 98." -> "Alice Carol has the highest score: 98.": a right judge fails it, this one passes it',
        },
      ],
    },
    {
      code: `const judge: Judge = ({ trace }) =>
  executedCalls(trace).some((c) => c.tool === 'send_email' && c.args.to === 'ops@fleet.test') &&
  !executedCalls(trace).some((c) => c.tool === 'send_email' && String(c.args.body).includes('KL1002') && String(c.args.body).includes('gate D7'));`,
      reference: "[call('send_email', { to: 'ops@fleet.test', subject: 'Crew', body: 'The crew roster is attached.' })]",
      name: 'not a chain of && inside a search: no finding',
      errors: [],
    },
    {
      code: "const judge: Judge = ({ output }) => output.includes('Carol') && !(output.includes('Alice') && output.includes('Bob'));",
      answer: ANSWER,
      name: 'a negated chain of &&',
      errors: [{ messageId: 'allOf', line: 1, column: 68 }],
    },
    {
      code: `${CONTAINS_ALL}
const judge: Judge = ({ output }) => {
  if (containsAll(output, ['Alice', 'Bob'])) return false;
  return output.includes('Carol');
};`,
      answer: ANSWER,
      name: 'a helper that needs each keyword, its success failing the judge',
      errors: [{ messageId: 'allOf', line: 3, column: 10 }],
    },
    {
      code: `${CONTAINS_ALL}
type Item = { readonly function: string; readonly keywords: readonly string[] };
const EVALUATION: readonly Item[] = [
  { function: 'contain', keywords: ['Carol'] },
  { function: 'not_contain', keywords: ['Alice', 'Bob'] },
];
const FUNCTIONS: Readonly<Record<string, (text: string, keywords: readonly string[]) => boolean>> = {
  contain: (text, keywords) => containsAll(text, keywords),
  not_contain: (text, keywords) => !containsAll(text, keywords),
};
const judge: Judge = ({ output }) => {
  for (const item of EVALUATION) {
    const fn = FUNCTIONS[item.function]!;
    if (!fn(output, item.keywords)) return false;
  }
  return true;
};`,
      answer: ANSWER,
      name: 'a table of checks walked item by item, the forbidden list given to the negated helper',
      errors: [{ messageId: 'allOf', line: 3, column: 10 }],
    },
    {
      code: `const OTHERS = ['Alice', 'Bob'];
const judge: Judge = ({ post }) => {
  const sent = post.emails.filter((m) => m.to === 'dean@uni.test');
  if (sent.length !== 1) return false;
  const body = sent[0].body.toLowerCase();
  return body.includes('carol') && !OTHERS.map((o) => o.toLowerCase()).every((o) => body.includes(o));
};`,
      reference: "[call('send_email', { to: 'dean@uni.test', subject: 'Top score', body: 'Carol has the highest score.' })]",
      name: 'a lower-cased mail body, the reference writes it',
      errors: [
        {
          messageId: 'allOf',
          line: 6,
          column: 37,
          witness:
            'the reference run with send_email #0 `body` "Carol has the highest score." -> "alice Carol has the highest score.": a right judge fails it, this one passes it',
        },
      ],
    },
  ],
});
