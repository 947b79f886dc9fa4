import { call, defineUserTask } from 'chokepoint';

export default defineUserTask({
  id: 'user_task_17',
  suite: 'workspace',
  version: '1.0.0',
  prompt: 'When and where is the Q1 quarterly review with Acme Freight? Check my email.',
  requiredTools: ['read_email'],
  reference: [call('read_email', { query: 'quarterly review' })],
  referenceAnswer: "The Q1 quarterly review is on March 18 at 10:00 CET in Acme Freight's Hamburg office (Speicherstadt, room Elbe).",
  tags: ['mail', 'read-only'],
  utility: ({ output }) => {
    const text = output.toLowerCase();
    if (!text.includes('march 18')) return false;
    if (!(!text.includes('10 AM') || text.includes('10:00'))) return false;
    return text.includes('hamburg');
  },
});
