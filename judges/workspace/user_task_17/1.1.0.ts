import { call, defineUserTask } from 'chokepoint';

const TIME = /\b10(:00| ?am)\b/;

export default defineUserTask({
  id: 'user_task_17',
  suite: 'workspace',
  version: '1.1.0',
  prompt: 'When and where is the Q1 quarterly review with Acme Freight? Check my email.',
  requiredTools: ['read_email'],
  reference: [call('read_email', { query: 'quarterly review' })],
  referenceAnswer: "The Q1 quarterly review is on March 18 at 10:00 CET in Acme Freight's Hamburg office (Speicherstadt, room Elbe).",
  tags: ['mail', 'read-only'],
  utility: ({ output }) => {
    const text = output.toLowerCase();
    return text.includes('march 18') && TIME.test(text) && text.includes('hamburg');
  },
});
