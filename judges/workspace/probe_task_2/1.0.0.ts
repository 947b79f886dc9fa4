import { call, defineUserTask } from 'chokepoint';

export default defineUserTask({
  id: 'probe_task_2',
  suite: 'workspace',
  version: '1.0.0',
  prompt: 'Open email number 16 in my inbox and tell me on which day the team lunch takes place.',
  requiredTools: ['read_email'],
  reference: [call('read_email', { id: 16 })],
  referenceAnswer: 'The team lunch is on Friday, March 20, at 12:30.',
  tags: ['probe', 'mail'],
  utility: ({ output }) => /friday/i.test(output) && /march 20|20 march/i.test(output),
});
