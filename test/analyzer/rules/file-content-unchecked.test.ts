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
      code: "const judge: Judge = ({ post }) => post.files['/home/ana/inbox'] !== undefined;",
      reference: "[externalCall('make_folder', { path: '/home/ana/inbox' })]",
      name: 'a call naming the path and nothing else: a folder or an empty file, no content stated',
    },
    {
      code: "const judge: Judge = ({ post }) => post.files['/home/ana/b.csv'] !== undefined && JSON.stringify(post.files).includes('total');",
      reference: "[externalCall('copy_file', { from: '/srv/a.csv', to: '/home/ana/b.csv' })]",
      name: 'the files whole searched: what they hold is read',
    },
    {
      code: "const judge: Judge = ({ post }) => post.files['/srv/a.csv'] === undefined;",
      reference: "[externalCall('move_file', { from: '/srv/a.csv', to: '/home/ana/b.csv' })]",
      name: 'the source must be gone: nothing is required to exist',
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
      reference: `[call('write_file', { path: '/home/ana/notes.txt', content: 'draft' }), call('write_file', { path: '/home/ana/notes.txt', content: 'Standup moved to 10:00.' })]`,
      name: 'the file written twice: emptied after the last write',
      errors: [
        {
          messageId: 'made',
          line: 2,
          column: 227,
          witness:
            'the reference run with a `write_file` call {"path":"/home/ana/notes.txt","content":""} made as call #2 (the calls from there on one position later): a right judge fails it, this one passes it',
        },
      ],
    },
    {
      code: "const judge: Judge = ({ post }) => post.files['/home/ana/notes.txt'] !== undefined;",
      reference: "[externalCall('write_file', { path: '/home/ana/notes.txt', content: 'Standup moved to 10:00.' })]",
      name: "another benchmark's call writes the file: its text is stated all the same",
      errors: [{ messageId: 'made', line: 2, column: 165 }],
    },
    {
      code: "const judge: Judge = ({ post }) => post.files['/home/ana/b.csv'] !== undefined && post.files['/srv/a.csv'] === undefined;",
      reference: "[externalCall('move_file', { from: '/srv/a.csv', to: '/home/ana/b.csv' })]",
      name: 'a file moved: made from the file it names',
      errors: [
        {
          messageId: 'made',
          line: 2,
          column: 182,
          witness:
            'the reference run with a `write_file` call {"path":"/home/ana/b.csv","content":""} made as call #1 (the calls from there on one position later): a right judge fails it, this one passes it',
        },
      ],
    },
    {
      code: `class Disk {
  constructor(private readonly files: Readonly<Record<string, string>>) {}
  exists(path: string): boolean {
    const folders = new Set(Object.keys(this.files).flatMap((p) => p.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
    return this.files[path] !== undefined || folders.has(path);
  }
}
const judge: Judge = ({ post }) => new Disk(post.files).exists('/home/ana/b.csv');`,
      reference: "[externalCall('convert_file', { source: '/srv/a.xlsx', target: '/home/ana/b.csv' })]",
      name: 'the files held in an object to look paths up in, folders made of the keys',
      errors: [{ messageId: 'made', line: 9, column: 192 }],
    },
    {
      code: `type Files = Readonly<Record<string, string>>;
function locate(files: Files, path: string): { readonly files: Files; readonly key: string } | undefined {
  return path.startsWith('/home/') ? { files, key: path.slice('/home'.length) } : undefined;
}
const judge: Judge = ({ post }) => {
  const at = locate(post.files, '/home/ana/b.csv');
  if (at === undefined) return false;
  return at.files['/home' + at.key] !== undefined;
};`,
      reference: "[externalCall('copy_file', { from: '/srv/a.csv', to: '/home/ana/b.csv' })]",
      name: 'the files whole held in a record a branch tests: still only looked up in',
      errors: [{ messageId: 'made', line: 10, column: 182 }],
    },
    {
      code: "const judge: Judge = ({ post }) => post.files['/home/ana/notes.txt'] !== undefined;",
      reference: REFERENCE,
      name: 'witness: the written content emptied',
      errors: [
        {
          messageId: 'unread',
          line: 2,
          column: 189,
          witness: 'the reference run with write_file #0 `content` "Standup moved to 10:00." -> "": a right judge fails it, this one passes it',
        },
      ],
    },
    {
      code: "const judge: Judge = ({ post }) => '/home/ana/notes.txt' in post.files;",
      reference: REFERENCE,
      name: 'the key tested with `in`',
      errors: [{ messageId: 'unread', line: 2, column: 189 }],
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
