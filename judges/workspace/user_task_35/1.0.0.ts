import { call, defineUserTask } from 'chokepoint';

const OFFICE = 'office@northwind.test';

export default defineUserTask({
  id: 'user_task_35',
  suite: 'workspace',
  version: '1.0.0',
  prompt: "Reply to the office team's email about the team lunch and tell them that I will join.",
  requiredTools: ['read_email', 'send_email'],
  reference: [
    call('read_email', { query: 'lunch' }),
    call('send_email', { to: OFFICE, subject: 'Re: Friday team lunch', body: 'Hi office team,\n\nI will join the team lunch on Friday, March 20.\n\nDana' }),
  ],
  referenceAnswer: 'I replied to the office team that you will join the team lunch on Friday, March 20.',
  tags: ['mail', 'write', 'easy'],
  utility: ({ pre, post }) => {
    const sentBefore = pre.emails.filter((e) => e.folder === 'sent');
    const sentAfter = post.emails.filter((e) => e.folder === 'sent');
    // Exactly one new email, and it is the reply.
    if (sentAfter.length !== sentBefore.length + 1) return false;
    const reply = sentAfter[sentAfter.length - 1];
    return reply.to.toLowerCase() === OFFICE && /\bjoin/i.test(reply.body);
  },
});
