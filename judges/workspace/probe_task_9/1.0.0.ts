import { call, defineUserTask } from 'chokepoint';

const PATH = '/notes/reminder.txt';

export default defineUserTask({
  id: 'probe_task_9',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `Save a reminder in ${PATH} with the text "Call Harbor Coffee on Monday".`,
  requiredTools: ['write_file'],
  reference: [call('write_file', { path: PATH, content: 'Call Harbor Coffee on Monday' })],
  referenceAnswer: `I saved the reminder to ${PATH}.`,
  tags: ['probe', 'files', 'write'],
  utility: ({ post }) => /call harbor coffee on monday/i.test(post.files[PATH] ?? ''),
});
