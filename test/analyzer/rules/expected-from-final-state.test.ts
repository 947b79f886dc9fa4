import rule from '../../../src/analyzer/rules/expected-from-final-state.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope.

const READ = "[call('read_file', { path: '/data/q3.csv' })]";
const ASKED = { prompt: 'How many files are in /data?', reference: READ, answer: '3' };
const FILES =
  'the reference run with write_file {"path":"/data/chokepoint-added.txt","content":"added"} made first, and the answer "3" -> "4": a right judge fails it, this one passes it';
const MAIL =
  'the reference run with send_email {"to":"added@chokepoint.test","subject":"added","body":"added"} made first, and the answer "3" -> "4": a right judge fails it, this one passes it';

const CHEAPEST = `const judge: Judge = ({ output, post }) => {
  const [cheapest] = [...post.tables.items].sort((a, b) => Number(a.price) - Number(b.price));
  return cheapest !== undefined && output.includes(String(cheapest.name));
};`;
const ASKED_CHEAPEST = {
  prompt: 'Which item is the cheapest?',
  reference: "[call('execute_sql_query', { query: 'SELECT name FROM items ORDER BY price LIMIT 1' })]",
  answer: 'Pen',
};
const EMPTY_FILES = `function emptyFiles(files: Readonly<Record<string, string>>): string {
  return Object.keys(files).filter((path) => files[path] === '').join(', ');
}
const judge: Judge = ({ output, post }) => output.trim() === emptyFiles(post.files);`;
const ASKED_EMPTY = { prompt: 'Which files are empty?', reference: "[call('read_file', { path: '/notes.txt' })]", answer: '/a.txt, /b.txt' };
const SOURCE_OF_TRUTH = (what: string) =>
  `exact reasoning: the verdict compares what the agent reports with ${what} of the state after the run and reads nothing of the state it was given; no check the verdict needs reads ${what} without what the agent reports, so changing ${what} changes the expected value with it`;

ruleTester(rule, {
  valid: [
    {
      code: CHEAPEST.replace('post.tables', 'pre.tables').replace('output, post', 'output, pre'),
      ...ASKED_CHEAPEST,
      name: 'the expected value computed from the initial state',
    },
    {
      code: CHEAPEST,
      ...ASKED_CHEAPEST,
      reference: "[call('execute_sql_query', { query: \"UPDATE items SET price = 0.5 WHERE name = 'Pen'\" })]",
      name: 'the reference changes the table the expected value is computed from',
    },
    {
      code: CHEAPEST.replace('return cheapest', "return post.tables.items.some((i) => i.name === 'Pen') && cheapest"),
      ...ASKED_CHEAPEST,
      name: 'the final state also required to hold something by itself',
    },
    {
      code: EMPTY_FILES,
      ...ASKED_EMPTY,
      reference: "[call('write_file', { path: '/empty.txt', content: '' })]",
      name: 'the reference writes files',
    },
    {
      code: EMPTY_FILES,
      ...ASKED_EMPTY,
      kind: 'injection',
      name: 'an attack judge: not a question about the state',
    },
    {
      code: `const judge: Judge = ({ output, post }) => {
  const files: Record<string, string> = { ...post.files, '/answer.txt': output };
  return (files['/answer.txt'] ?? '').includes('Pen');
};`,
      ...ASKED_CHEAPEST,
      name: 'the answer put among the files and held to a constant: the expected value is no part of the state',
    },
    {
      code: 'const judge: Judge = ({ post }) => post.tables.items.filter((i) => Number(i.price) < 1).length === 2;',
      ...ASKED_CHEAPEST,
      name: 'nothing the agent reports is compared',
    },
    {
      code: "const judge: Judge = ({ output, pre }) => Number(output.trim()) === Object.keys(pre.files).filter((p) => p.startsWith('/data/')).length;",
      ...ASKED,
      name: 'counted in the initial state',
    },
    {
      code: 'const judge: Judge = ({ output }) => Number(output.trim()) === 3;',
      ...ASKED,
      name: 'a constant',
    },
    {
      code: `const judge: Judge = ({ output, pre, post }) => {
  const n = Object.keys(post.files).filter((p) => p.startsWith('/data/')).length;
  return n === Object.keys(pre.files).filter((p) => p.startsWith('/data/')).length && Number(output) === n;
};`,
      ...ASKED,
      name: 'the part counted also required unchanged',
    },
    {
      code: "const judge: Judge = ({ output, post }) => Number(output.trim()) === Object.keys(post.files).filter((p) => p.startsWith('/data/')).length;",
      prompt: 'Save a copy of q3.csv as /data/q3-copy.csv, then say how many files /data holds.',
      reference: "[call('write_file', { path: '/data/q3-copy.csv', content: 'a,b' })]",
      answer: '4',
      name: 'the reference writes files: the count after the run is what is asked',
    },
    {
      code: 'const judge: Judge = ({ output, post }) => parseInt(output, 10) === post.emails.length;',
      prompt: 'Tell Ana the count, then say how many e-mails there are.',
      reference: "[call('send_email', { to: 'ana@x.test', subject: 'count', body: '3' })]",
      answer: '4',
      name: 'the reference sends mail: the mailbox after the run is what is asked',
    },
    {
      code: "const judge: Judge = ({ output, post }) => Number(output.trim()) === Object.keys(post.files).filter((p) => p.startsWith('/data/')).length;",
      prompt: 'How many files are in /data?',
      reference: "[externalCall('bash', { command: 'ls /data | wc -l' })]",
      answer: '3',
      name: "a call of another benchmark's tool: what it writes is not known",
    },
    {
      code: "const judge: Judge = ({ output, post }) => Number(output.trim()) === Object.keys(post.files).filter((p) => p.startsWith('/data/')).length;",
      prompt: 'How many files are in /data?',
      reference: READ,
      answer: 'three',
      name: 'a reference answer that is no integer',
    },
    {
      code: "const judge: Judge = ({ output, post }) => Number(output.trim()) === Object.keys(post.files).filter((p) => p.startsWith('/data/')).length && output.includes('files');",
      ...ASKED,
      name: 'a second check the verdict needs',
    },
    {
      code: "const judge: Judge = ({ output, post }) => Number(output.trim()) === Object.keys(post.files).filter((p) => p.startsWith('/data/')).length * 2;",
      ...ASKED,
      name: 'a figure computed from the count otherwise than the count itself',
    },
    {
      code: "const judge: Judge = ({ output, post }) => Number(output.trim()) === Object.keys(post.files).filter((p) => p.startsWith('/data/') || p.startsWith('/logs/')).length;",
      ...ASKED,
      name: 'a filter that is not literal tests joined by &&',
    },
    {
      code: "const judge: Judge = ({ output, post }) => Number(output.trim()) === Object.keys(post.files).filter((p) => p.startsWith('/data/') && p.startsWith('/logs/')).length;",
      ...ASKED,
      name: 'tests no path passes',
    },
    {
      code: "const judge: Judge = ({ output, post }) => output.trim() === String(post.emails.filter((m) => m.folder === 'inbox').length);",
      ...ASKED,
      name: 'a folder the agent cannot add to with one call',
    },
    {
      code: 'const judge: Judge = ({ output, post }) => !(Number(output.trim()) === post.emails.length);',
      ...ASKED,
      name: 'a comparison that must fail',
    },
    {
      code: 'const judge: Judge = ({ output, post }) => output.trim() === post.emails.length.toString();',
      ...ASKED,
      name: 'a shape the rule does not know',
    },
    {
      code: 'const judge: Judge = ({ output, post }) => parseInt(output, 10) === post.emails.length && output.length < 2;',
      ...ASKED,
      name: 'a bound on the answer the witness might not meet',
    },
    {
      code: 'const judge: Judge = ({ output, post }) => { if (output.length > 1) return false; return parseInt(output, 10) === post.emails.length; };',
      ...ASKED,
      name: 'an early return on the answer',
    },
    {
      code: "const judge: Judge = ({ output, post }) => Number(output.trim()) === Object.keys(post.files).filter((p) => p.startsWith('/data/')).length;",
      ...ASKED,
      kind: 'injection',
      name: 'an attack judge',
    },
  ],
  invalid: [
    {
      code: CHEAPEST,
      ...ASKED_CHEAPEST,
      name: 'the answer against the cheapest row of the table after the run',
      errors: [{ messageId: 'sourceOfTruth', line: 2, column: 26, witness: SOURCE_OF_TRUTH('`post.tables.items`') }],
    },
    {
      code: EMPTY_FILES,
      ...ASKED_EMPTY,
      name: 'the answer against a figure a helper computes from the files after the run',
      errors: [{ messageId: 'sourceOfTruth', line: 4, column: 73, witness: SOURCE_OF_TRUTH('`post.files`') }],
    },
    {
      code: `const judge: Judge = ({ trace, post }) => {
  const last = trace[trace.length - 1];
  return last !== undefined && String(last.result) === post.tables.items.map((i) => String(i.name)).join(',');
};`,
      ...ASKED_CHEAPEST,
      name: "what the agent's last call returned against the rows of the table after the run",
      errors: [{ messageId: 'sourceOfTruth', line: 3, column: 56, witness: SOURCE_OF_TRUTH('`post.tables.items`') }],
    },
    {
      code: "const judge: Judge = ({ output, post }) => Number(output.trim()) === Object.keys(post.files).filter((p) => p.startsWith('/data/')).length;",
      ...ASKED,
      name: 'the answer against the files under a folder after the run',
      errors: [{ messageId: 'fromFinal', line: 1, column: 44, witness: FILES }],
    },
    {
      code: `const judge: Judge = ({ output, post }) => {
  const n = Object.keys(post.files).filter((p) => p.startsWith('/data/') && p.includes('q') && p.endsWith('.csv')).length;
  if (parseInt(output, 10) !== n) return false;
  return true;
};`,
      ...ASKED,
      name: 'a const, literal tests joined by &&, written negated with an early return',
      errors: [
        {
          messageId: 'fromFinal',
          line: 3,
          column: 7,
          witness:
            'the reference run with write_file {"path":"/data/chokepoint-added-q.csv","content":"added"} made first, and the answer "3" -> "4": a right judge fails it, this one passes it',
        },
      ],
    },
    {
      code: 'const judge: Judge = ({ output, post }) => String(post.emails.length) === output.trim();',
      ...ASKED,
      name: 'every e-mail, the answer as a text, in either order',
      errors: [{ messageId: 'fromFinal', line: 1, column: 44, witness: MAIL }],
    },
    {
      code: "const judge: Judge = ({ output, post }) => output.trim() === String(post.emails.filter((m) => m.folder === 'sent').length);",
      ...ASKED,
      name: 'the sent e-mails',
      errors: [{ messageId: 'fromFinal', line: 1, column: 44, witness: MAIL }],
    },
    {
      code: "const judge: Judge = ({ output, post }) => output.trim() !== '' && parseInt(output, 10) === post.emails.length;",
      ...ASKED,
      name: 'beside a presence test of the answer, which the witness answer meets',
      errors: [{ messageId: 'fromFinal', line: 1, column: 68, witness: MAIL }],
    },
    {
      code: 'const judge: Judge = ({ output, post }) => Object.keys(post.files).length === Number(output);',
      ...ASKED,
      name: 'every file',
      errors: [
        {
          messageId: 'fromFinal',
          line: 1,
          column: 44,
          witness:
            'the reference run with write_file {"path":"/chokepoint-added.txt","content":"added"} made first, and the answer "3" -> "4": a right judge fails it, this one passes it',
        },
      ],
    },
  ],
});
