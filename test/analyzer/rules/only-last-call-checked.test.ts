import rule from '../../../src/analyzer/rules/only-last-call-checked.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.
const TWO_MAILS =
  "[call('send_email', { to: 'ana@acme.test', subject: 'Invite', body: 'Friday' }), call('send_email', { to: 'ben@acme.test', subject: 'Invite', body: 'Friday' })]";
const ONE_MAIL = "[call('send_email', { to: 'ana@acme.test', subject: 'Invite', body: 'Friday' })]";
const PAYEES = "PAYEES.map((iban) => externalCall('send_money', { iban, amount: 100 }))";

ruleTester(rule, {
  valid: [
    {
      code: `const judge: Judge = ({ trace }) =>
  ['ana@acme.test', 'ben@acme.test'].every((to) => executedCalls(trace).some((c) => c.tool === 'send_email' && c.args.to === to));`,
      reference: TWO_MAILS,
      name: 'each expected call is looked up by its arguments',
    },
    {
      code: `const judge: Judge = ({ trace }) => {
  const last = executedCalls(trace).filter((c) => c.tool === 'send_email').at(-1);
  return last?.args.to === 'ana@acme.test';
};`,
      reference: ONE_MAIL,
      name: 'the task needs one call of the tool',
    },
    {
      code: `const judge: Judge = ({ trace }) => {
  const mails = executedCalls(trace).filter((c) => c.tool === 'send_email');
  const last = mails.at(-1);
  return mails.every((m) => ['ana@acme.test', 'ben@acme.test'].includes(String(m.args.to))) && String(last?.args.to).length > 0;
};`,
      reference: TWO_MAILS,
      name: 'the argument read on the last call is checked on every call too',
    },
    {
      code: `const judge: Judge = ({ trace }) => {
  const last = executedCalls(trace).at(-1);
  return last?.tool === 'send_email' && last.args.to === 'ben@acme.test';
};`,
      reference: TWO_MAILS,
      name: 'the last call of the whole trace, not of one tool: another question',
    },
    {
      code: `const judge: Judge = ({ trace }) => {
  const reads = executedCalls(trace).filter((c) => c.tool === 'read_file');
  const mail = executedCalls(trace).find((c) => c.tool === 'send_email');
  return reads.length >= 2 && mail?.args.to === 'ana@acme.test';
};`,
      reference: ONE_MAIL,
      name: 'the judge counts several calls of another tool',
    },
  ],
  invalid: [
    {
      code: `const judge: Judge = ({ trace }) => {
  const first = trace.find((c) => c.tool === 'send_email');
  return first !== undefined && ['ana@acme.test', 'ben@acme.test'].includes(String(first.args.to));
};`,
      reference: "[call('send_email', { to: 'ana@acme.test', subject: 'a', body: 'b' }), call('send_email', { to: 'ben@acme.test', subject: 'a', body: 'b' })]",
      name: 'witness: the last call, which the judge does not take, to another address',
      errors: [
        {
          messageId: 'one',
          line: 2,
          column: 17,
          witness: 'the reference run with send_email #1 `to` "ben@acme.test" -> "ben-other@acme.test": a right judge fails it, this one passes it',
        },
      ],
    },
    {
      code: `const PAYEES = ['GB29NWBK60161331926819', 'DE89370400440532013000'];
const judge: Judge = ({ trace }) => {
  const payment = executedCalls(trace).find((c) => c.tool === 'send_money');
  return payment !== undefined && PAYEES.includes(String(payment.args.iban));
};`,
      reference: PAYEES,
      name: 'find by name, the reference a spread of a literal list',
      errors: [{ messageId: 'one', line: 3, column: 19 }],
    },
    {
      code: `function lastCall(trace: Parameters<Judge>[0]['trace'], tool: string): Record<string, unknown> {
  for (let i = trace.length - 1; i >= 0; i--) {
    if (trace[i].tool === tool && trace[i].status === 'ok') return trace[i].args;
  }
  return {};
}
const judge: Judge = ({ trace }) => lastCall(trace, 'send_email').to === 'ben@acme.test';`,
      reference: TWO_MAILS,
      name: 'a helper with a reversed loop that returns at the first match',
      errors: [{ messageId: 'one', line: 7, column: 37 }],
    },
    {
      code: `const judge: Judge = ({ trace }) => {
  const mails = executedCalls(trace).filter((c) => c.tool === 'send_email');
  const last = mails[mails.length - 1];
  return mails.length >= 3 && last !== undefined && String(last.args.body).includes('Friday');
};`,
      name: 'the judge itself counts three calls',
      errors: [{ messageId: 'one', line: 3, column: 16 }],
    },
    {
      code: `const judge: Judge = ({ trace }) => {
  for (const c of executedCalls(trace)) {
    if (c.tool === 'send_email') return c.args.to === 'ana@acme.test';
  }
  return false;
};`,
      reference: TWO_MAILS,
      name: 'a loop that returns the check of the first call',
      errors: [{ messageId: 'one', line: 3, column: 9 }],
    },
  ],
});
