import rule from '../../../src/analyzer/rules/any-of-required.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

const ANSWER = 'Flight KL1002 leaves gate D7 at 06:45.';

ruleTester(rule, {
  valid: [
    {
      code: `const containsAny = (items: readonly string[], text: string) => items.some((x) => text.includes(x));
const judge: Judge = ({ output }) => containsAny(['06:45', '6:45 am'], output);`,
      answer: ANSWER,
      name: 'a helper given alternatives the reference does not all state',
    },
    {
      code: "const judge: Judge = ({ output }) => ['KL1002', 'D7', '06:45'].every((x) => output.includes(x));",
      answer: ANSWER,
      name: 'every item required',
    },
    {
      code: "const judge: Judge = ({ output }) => ['06:45', '6:45 am'].some((x) => output.includes(x));",
      answer: ANSWER,
      name: 'alternatives of one value, not all in the reference (and overlapping)',
    },
    {
      code: "const judge: Judge = ({ output }) => output.includes('departs') || output.includes('leaves');",
      answer: ANSWER,
      name: 'synonyms the reference does not both state',
    },
    {
      code: "const judge: Judge = ({ output }) => !['KL1002', 'D7'].some((x) => output.includes(x));",
      answer: ANSWER,
      name: 'a check that must fail',
    },
    {
      code: "const judge: Judge = ({ post }) => post.emails.some((m) => m.body.includes('KL1002'));",
      reference: "[call('send_email', { to: 'ops@fleet.test', subject: 'Gate', body: 'KL1002 at D7' })]",
      name: 'a search among the mails, not a list of items',
    },
    {
      code: "const judge: Judge = ({ post }) => post.emails.some((m) => m.body.includes('tea') || m.body.includes('a walk'));",
      reference: "[call('send_email', { to: 'kim@clinic.test', subject: 'Sleep', body: 'Try herbal tea or a walk before bed.' })]",
      name: 'the reference offers the items as alternatives',
    },
    {
      code: `const judge: Judge = ({ trace }) =>
  executedCalls(trace).some((c) => c.tool === 'search_flights' && (String(c.args.query).includes('Oslo') || String(c.args.query).includes('May')));`,
      reference: "[externalCall('search_flights', { query: 'Oslo May' })]",
      name: "the keywords of a read tool's query",
    },
    {
      code: `const GROUPS = [['KL1002', 'D7']];
const judge: Judge = ({ output }) => {
  let seen = '';
  for (const group of GROUPS) if (group.some((x) => output.includes(x))) seen = 'mentioned';
  return seen === '';
};`,
      answer: ANSWER,
      name: 'a text flag set where any item is found, required to stay empty: the items must all be absent',
    },
    {
      code: "const judge: Judge = ({ output }) => ['KL1002', 'D7', '06:45'].filter((x) => output.includes(x)).length === 3;",
      answer: ANSWER,
      name: 'items kept by a filter whose count is compared with the list length: every item required',
    },
  ],
  invalid: [
    {
      code: "const ITEMS = ['KL1002', 'D7', '06:45', 'i04', 'i05', 'i06', 'i07', 'i08', 'i09', 'i10', 'i11', 'i12', 'i13', 'i14', 'i15', 'i16', 'i17'];\nconst judge: Judge = ({ output }) => ITEMS.some((x) => output.includes(x));",
      answer: 'Flight KL1002 leaves gate D7 at 06:45 (i04 i05 i06 i07 i08 i09 i10 i11 i12 i13 i14 i15 i16 i17).',
      name: 'a list longer than the unroll limit, any one of which passes: item by item',
      errors: [{ messageId: 'anyOf', line: 2, column: 38 }],
    },
    {
      code: "const judge: Judge = ({ output }) => ['KL1002', 'D7', '06:45'].filter((x) => output.includes(x)).length >= 1;",
      answer: ANSWER,
      name: 'items kept by a filter whose count is compared with 0: any one passes',
      errors: [{ messageId: 'anyOf', line: 1, column: 38 }],
    },
    {
      code: "const judge: Judge = ({ output }) => ['KL1002', 'D7', '06:45'].find((x) => output.includes(x)) !== undefined;",
      answer: ANSWER,
      name: 'the first item found, tested for a result: any one passes',
      errors: [{ messageId: 'anyOf', line: 1, column: 38 }],
    },
    {
      code: "const judge: Judge = ({ output }) => ['KL1002', 'D7', '06:45'].map((x) => output.includes(x)).some(Boolean);",
      answer: ANSWER,
      name: 'searches mapped to a list of truths, any of which passes (some(Boolean))',
      errors: [{ messageId: 'anyOf', line: 1, column: 38 }],
    },
    {
      code: `const pick = (raw: string) => {
  const m = /\\[(.+?)\\]/.exec(raw);
  return m ? m[1] : raw;
};
const anyIn = (items: readonly string[], text: string) => items.some((x) => text.includes(x));
const judge: Judge = ({ output }) => anyIn(['KL1002', 'D7'], pick(output));`,
      answer: ANSWER,
      name: 'a helper given the list, searching a text a pattern picked (the pattern no alternative)',
      errors: [{ messageId: 'anyOf', line: 5, column: 59 }],
    },
    {
      code: `const containsAny = (items: readonly string[], text: string, inverse: boolean) => items.some((x) => text.includes(x)) !== inverse;
const judge: Judge = ({ output }) => containsAny(['KL1002', 'D7', '06:45'], output, false);`,
      answer: ANSWER,
      name: 'a some in a helper given the list as a parameter (the evaluator knows its items), compared with a flag',
      errors: [{ messageId: 'anyOf', line: 1, column: 83 }],
    },
    {
      code: "const judge: Judge = ({ output }) => ['KL1002', 'D7', '06:45'].some((x) => output.includes(x));",
      answer: ANSWER,
      name: 'witness: one item removed from the answer',
      errors: [
        {
          messageId: 'anyOf',
          line: 1,
          column: 38,
          witness: 'the reference run with the answer holding "" for "06:45": a right judge fails it, this one passes it',
        },
      ],
    },
    {
      code: `const judge: Judge = ({ trace }) =>
  executedCalls(trace).some(
    (c) => c.tool === 'send_email' && (String(c.args.body).toLowerCase().includes('kl1002') || String(c.args.body).toLowerCase().includes('gate d7')),
  );`,
      reference: "[call('send_email', { to: 'ops@fleet.test', subject: 'Gate', body: 'KL1002 boards at Gate D7.' })]",
      name: 'a chain of || on a mail body, lower-cased',
      errors: [
        {
          messageId: 'anyOf',
          line: 3,
          column: 40,
          witness: 'the reference run with send_email #0 `body` holding "" for "gate d7": a right judge fails it, this one passes it',
        },
      ],
    },
    {
      code: `const FACTS = ['KL1002', 'D7'] as const;
const judge: Judge = ({ output }) => output.length > 0 && FACTS.some((f) => output.includes(f));`,
      answer: ANSWER,
      errors: [{ messageId: 'anyOf', line: 2, column: 59 }],
    },
    {
      code: `const GROUPS = [['KL1002', 'D7']];
const judge: Judge = ({ output }) => {
  let failedReason = '';
  for (const group of GROUPS) if (!group.some((x) => output.includes(x))) failedReason = 'none of the items';
  return failedReason === '';
};`,
      answer: ANSWER,
      name: 'a text flag empty until a group with no item found sets it, in a loop, compared with the empty text',
      errors: [{ messageId: 'anyOf', line: 4, column: 36 }],
    },
    {
      code: `const GROUPS = [['KL1002', 'D7']];
const judge: Judge = ({ output }) => {
  let failures = 0;
  for (const group of GROUPS) if (!group.some((x) => output.includes(x))) failures++;
  return failures === 0;
};`,
      answer: ANSWER,
      name: 'a count of the groups with no item found, required to be 0',
      errors: [{ messageId: 'anyOf', line: 4, column: 36 }],
    },
  ],
});
