import rule from '../../../src/analyzer/rules/answer-not-read.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

const ROOMS = "const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'read_file' && c.status === 'ok');";

ruleTester(rule, {
  valid: [
    {
      code: "const judge: Judge = ({ output }) => output.includes('Birch');",
      prompt: 'Which meeting room is free at noon?',
      answer: 'Room Birch is free at noon.',
      name: 'reads the answer',
    },
    { code: ROOMS, prompt: 'Archive the notes and tell me when you are done.', answer: 'Done.', name: 'an acknowledgement states nothing' },
    { code: ROOMS, prompt: 'Archive the notes of the Birch meeting.', answer: 'Archived 4 notes.', name: 'the prompt asks for no answer' },
    {
      code: "const judge: Judge = ({ messages }) => messages.some((m) => m.role === 'assistant' && m.text.includes('Birch'));",
      prompt: 'Which meeting room is free at noon?',
      answer: 'Room Birch is free at noon.',
      name: 'the answer read among the messages',
    },
    { code: ROOMS, prompt: 'Which meeting room did Birch book?', answer: 'Birch booked a room.', name: 'the answer names only what the prompt does' },
    {
      code: ROOMS,
      prompt: 'When the notes of the Birch meeting are in, archive them.',
      answer: 'Archived 4 notes.',
      name: 'a sentence opening with `When` that asks nothing',
    },
    { code: ROOMS, prompt: 'Archive the notes. What remains is for Birch.', answer: 'Archived 4 notes.', name: '`What remains` states, it does not ask' },
    {
      code: "const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'submit_answer' && c.args.answer === 'Room Birch');",
      prompt: 'Which meeting room is free at noon?',
      answer: 'Room Birch',
      reference: "[externalCall('submit_answer', { answer: 'Room Birch' })]",
      name: 'the answer submitted by a call, whose argument the judge reads',
    },
    {
      code: "const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'submit_answer' && JSON.parse(String(c.args.answer)).includes('Birch'));",
      prompt: 'Which meeting rooms are free at noon?',
      answer: 'Birch, Cedar',
      reference: `[externalCall('submit_answer', { answer: '["Birch", "Cedar"]' })]`,
      name: 'the answer submitted by a call in another format (a JSON list for a comma-separated answer)',
    },
    {
      code: "const judge: Judge = ({ trace }) => trace.at(-1)?.result === '[[6]]';",
      prompt: 'How many singers do we have?',
      answer: '6',
      reference: "[externalCall('execute_sql', { query: 'SELECT count(*) FROM singer' })]",
      name: "the results of another benchmark's tools read: the answer may be one of them (the last query's rows)",
    },
  ],
  invalid: [
    {
      code: ROOMS,
      prompt: 'Which meeting room is free at noon?',
      answer: 'Room Birch is free at noon.',
      name: 'witness: the answer emptied',
      errors: [
        {
          messageId: 'unread',
          line: 1,
          column: 22,
          witness: 'the reference run with the answer "Room Birch is free at noon." -> "": a right judge fails it, this one passes it',
        },
      ],
    },
    {
      code: `const judge: Judge = ({ pre, post }) => {
  const read = post.tables.invoices.filter((r) => r.status === 'overdue');
  return read.length === pre.tables.invoices.filter((r) => r.status === 'overdue').length;
};`,
      prompt: 'Count the overdue invoices and let me know.',
      answer: 'There are 12 overdue invoices.',
      errors: [{ messageId: 'unread', line: 1, column: 22 }],
    },
    {
      code: ROOMS,
      prompt: 'What is the address at latitude 37.3346, longitude -122.0091',
      answer: 'It is Apple Park, 1 Apple Park Way, Cupertino.',
      name: 'a question without its question mark',
      errors: [{ messageId: 'unread', line: 1, column: 22 }],
    },
    {
      code: ROOMS,
      prompt: 'Look up the booking of the Birch room and let the user know who made it.',
      answer: 'Dana Wolfe booked the Birch room.',
      name: 'the task asks the agent to tell the user',
      errors: [{ messageId: 'unread', line: 1, column: 22 }],
    },
    {
      code: "const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'submit_answer' && c.status === 'ok');",
      prompt: 'Which meeting room is free at noon?',
      answer: 'Room Birch',
      reference: "[externalCall('submit_answer', { answer: 'Room Birch' })]",
      name: 'the answer submitted by a call whose argument the judge does not read',
      errors: [{ messageId: 'unread', line: 1, column: 22 }],
    },
    {
      code: "const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'submit_answer' && c.args.answer !== '');",
      prompt: 'How many meeting rooms are free at noon?',
      answer: '3',
      reference: "[externalCall('submit_answer', { answer: 'rooms 3 and 4' })]",
      name: 'one word of the answer inside a longer argument is not the answer given',
      errors: [{ messageId: 'unread', line: 1, column: 22 }],
    },
    {
      code: "const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'execute_sql_query' && String(c.result).includes('invoices'));",
      prompt: 'How many invoices are overdue?',
      answer: '3 invoices are overdue.',
      reference: "[call('execute_sql_query', { query: \"SELECT count(*) FROM invoices WHERE status = 'overdue'\" })]",
      name: "the results of the environment's own tools read: they are known, and the answer is not among them",
      errors: [{ messageId: 'unread', line: 1, column: 22 }],
    },
    {
      code: "const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'execute_sql' && c.status === 'ok');",
      prompt: 'How many singers do we have?',
      answer: '6',
      reference: "[externalCall('execute_sql', { query: 'SELECT count(*) FROM singer' })]",
      name: "another benchmark's tools called, their results never read",
      errors: [{ messageId: 'unread', line: 1, column: 22 }],
    },
  ],
});
