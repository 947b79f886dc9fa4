import rule from '../../../src/analyzer/rules/file-content-unchecked.ts';
import { ruleTester } from '../rule-tester.ts';

// Snippets: module bodies declaring `judge`; `Judge`, the builders and the matchers are in scope. A finding is placed at
// the content in the task's reference, which the tester writes after the snippet (hence its line and column).

const REFERENCE = "[call('write_file', { path: '/home/ana/notes.txt', content: 'Standup moved to 10:00.' })]";

ruleTester(rule, {
  valid: [
    {
      code: "const judge: Judge = ({ post }) => (post.files['/home/ana/notes.txt'] ?? '').includes('10:00');",
      reference: REFERENCE,
      name: 'the content is searched',
    },
    {
      code: "const judge: Judge = ({ post }) => {\n  const text = post.files['/home/ana/notes.txt'];\n  return text !== undefined && text.length > 0;\n};",
      reference: REFERENCE,
      name: 'its length is read: the content reaches the verdict',
    },
    {
      code: "const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'write_file' && c.args.path === '/home/ana/notes.txt' && c.args.content !== '');",
      reference: REFERENCE,
      name: 'the written content read in the trace',
    },
    {
      code: "const judge: Judge = ({ post, messages }) => post.files['/home/ana/notes.txt'] !== undefined && messages.some((m) => m.text.includes('10:00'));",
      reference: REFERENCE,
      name: 'the conversation is read too: a tool result may carry the content',
    },
    {
      code: "const judge: Judge = ({ post }) => post.files['/home/ana/.lock'] !== undefined;",
      reference: "[call('write_file', { path: '/home/ana/.lock', content: '' })]",
      name: 'the reference writes an empty file',
    },
    {
      code: "const judge: Judge = ({ post }) => post.files['/home/ana/notes.txt'] !== undefined;",
      reference: `[call('write_file', { path: '/home/ana/notes.txt', content: 'draft' }), call('write_file', { path: '/home/ana/notes.txt', content: 'Standup moved to 10:00.' })]`,
      name: 'the file written twice: which write the judge sees is not known',
    },
    {
      code: "const judge: Judge = ({ post }) => post.files['/home/ana/notes.txt'] !== undefined;",
      reference: "[externalCall('write_file', { path: '/home/ana/notes.txt', content: 'Standup moved to 10:00.' })]",
      name: 'an external call: the reference run writes nothing here',
    },
    {
      code: "const judge: Judge = ({ post }) => post.files['/home/ana/notes.txt'] === undefined;",
      reference: REFERENCE,
      name: 'the file must not exist: nothing is required of it',
    },
  ],
  invalid: [
    {
      code: "const judge: Judge = ({ post }) => post.files['/home/ana/notes.txt'] !== undefined;",
      reference: REFERENCE,
      name: 'witness: the written content emptied',
      errors: [
        {
          messageId: 'unread',
          line: 2,
          column: 188,
          witness: 'the reference run with write_file #0 `content` "Standup moved to 10:00." -> "": a right judge fails it, this one passes it',
        },
      ],
    },
    {
      code: "const judge: Judge = ({ post }) => '/home/ana/notes.txt' in post.files;",
      reference: REFERENCE,
      name: 'the key tested with `in`',
      errors: [{ messageId: 'unread', line: 2, column: 188 }],
    },
    {
      code: "const judge: Judge = ({ pre, post }) =>\n  Object.keys(post.files).includes('/home/ana/notes.txt') && pre.files['/home/ana/notes.txt'] === undefined;",
      reference: REFERENCE,
      name: 'the key among the keys, and absent before the run',
      errors: [{ messageId: 'unread', line: 3, column: 189 }],
    },
    {
      code: `function exists(files: Readonly<Record<string, string>>, path: string): boolean {
  return files[path] !== undefined;
}
const judge: Judge = ({ post }) => exists(post.files, '/home/ana/notes.txt');`,
      reference: REFERENCE,
      name: 'through a helper',
      errors: [{ messageId: 'unread', line: 5, column: 189 }],
    },
  ],
});
