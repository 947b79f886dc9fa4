import { call, defineUserTask } from 'chokepoint';

const PATH = '/notes/hello.txt';
const TEXT = 'Hello from the assistant';

export default defineUserTask({
  id: 'probe_task_3',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `Create the file ${PATH} containing exactly the text "${TEXT}".`,
  requiredTools: ['write_file'],
  reference: [call('write_file', { path: PATH, content: TEXT })],
  referenceAnswer: `I created ${PATH}.`,
  tags: ['probe', 'files', 'write'],
  utility: ({ post }) => post.files[PATH]?.trim() === TEXT,
});
