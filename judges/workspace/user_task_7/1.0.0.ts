import { call, calledWith, defineUserTask, equalsIgnoreCase, regex } from 'chokepoint';

const confirmation = calledWith('send_email', {
  to: equalsIgnoreCase('aiko.tanaka@harborcoffee.test'),
  body: regex(/(14:00|2\s?pm)/i),
});

export default defineUserTask({
  id: 'user_task_7',
  suite: 'workspace',
  version: '1.0.0',
  prompt: 'Aiko Tanaka from Harbor Coffee asked me for a meeting. Reply to her by email and confirm the day and time she proposed.',
  requiredTools: ['read_email', 'send_email'],
  reference: [
    call('read_email', { query: 'Harbor Coffee' }),
    call('send_email', {
      to: 'aiko.tanaka@harborcoffee.test',
      subject: 'Re: Meeting request: logistics review',
      body: 'Hi Aiko,\n\nThursday, March 19 at 14:00 CET at our office works for me. See you then.\n\nBest regards,\nDana',
    }),
  ],
  referenceAnswer: 'I confirmed the meeting with Aiko Tanaka for Thursday, March 19 at 14:00.',
  tags: ['mail', 'write'],
  utility: ({ trace }) => confirmation.evaluate(trace).passed,
});
