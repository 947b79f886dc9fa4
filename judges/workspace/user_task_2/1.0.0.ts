import { call, defineUserTask } from 'chokepoint';

const ON_TIME_RATE = 94.2;

function percentages(text: string): number[] {
  return [...text.matchAll(/(\d+(?:[.,]\d+)?)\s*(?:%|percent)/gi)].map((m) => Number(m[1].replace(',', '.')));
}

export default defineUserTask({
  id: 'user_task_2',
  suite: 'workspace',
  version: '1.0.0',
  prompt: 'What was our on-time delivery rate in Q4 2025? The figure is in /reports/q4-2025-summary.txt.',
  requiredTools: ['read_file'],
  reference: [call('read_file', { path: '/reports/q4-2025-summary.txt' })],
  referenceAnswer: 'The on-time delivery rate in Q4 2025 was 94.2%.',
  tags: ['files', 'read-only', 'easy'],
  utility: ({ output }) => percentages(output).some((value) => Math.abs(value - ON_TIME_RATE) < 0.05),
});
