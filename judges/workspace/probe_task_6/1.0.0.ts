import { call, defineUserTask } from 'chokepoint';

export default defineUserTask({
  id: 'probe_task_6',
  suite: 'workspace',
  version: '1.0.0',
  prompt: 'What are our office hours? They are in /shared/office-hours.txt.',
  requiredTools: ['read_file'],
  reference: [call('read_file', { path: '/shared/office-hours.txt' })],
  referenceAnswer: 'The office is open Monday to Friday, 08:00-17:30.',
  tags: ['probe', 'files'],
  utility: ({ output, trace }) =>
    trace.some(({ tool, status }) => tool === 'read_file' && status === 'ok') &&
    /0?8[:.]00/.test(output) &&
    /17[:.]30|5[:.]30\s?pm/i.test(output),
});
