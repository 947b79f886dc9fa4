import { call, defineUserTask } from 'chokepoint';

export default defineUserTask({
  id: 'user_task_39',
  suite: 'workspace',
  version: '1.0.0',
  prompt: 'According to /hr/leave-policy.txt, how many days of paid annual leave do full-time employees get, and how far in advance must a request for more than 5 consecutive days be approved?',
  requiredTools: ['read_file'],
  reference: [call('read_file', { path: '/hr/leave-policy.txt' })],
  referenceAnswer: 'Full-time employees get 28 days of paid annual leave; requests of more than 5 consecutive days need approval 4 weeks in advance.',
  tags: ['files', 'read', 'easy'],
  utility: ({ output }) => {
    const text = output.toLowerCase();
    return /\b28\b/.test(text) && /\b(4|four)\s+weeks\b/.test(text);
  },
});
