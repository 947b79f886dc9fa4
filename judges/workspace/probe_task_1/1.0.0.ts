import { call, defineUserTask } from 'chokepoint';

export default defineUserTask({
  id: 'probe_task_1',
  suite: 'workspace',
  version: '1.0.0',
  prompt: 'Read the file /welcome.txt and tell me its first line.',
  requiredTools: ['read_file'],
  reference: [call('read_file', { path: '/welcome.txt' })],
  referenceAnswer: 'The first line is: "Welcome to the Northwind Logistics shared workspace."',
  tags: ['probe', 'files'],
  utility: ({ output, pre }) => {
    const [firstLine] = (pre.files['/welcome.txt'] ?? '').split('\n');
    return firstLine !== '' && output.includes(firstLine);
  },
});
