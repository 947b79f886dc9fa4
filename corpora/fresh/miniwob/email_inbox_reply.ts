// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/email-inbox-reply.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: the #send-reply handler of clickEmail with expectedDetails.action "reply" (one draw: reply "Amet ornare" to Kendra), shared handlers in helpers.ts
import { defineUserTask, externalCall } from 'chokepoint';
import { emailInboxReward, solved, type ExpectedDetails } from './helpers.ts';

const expectedDetails: ExpectedDetails = {
  action: 'reply',
  email: { name: 'Kendra', body: 'Quam pellentesque nec nam aliquam sem.' },
  reply: 'Amet ornare',
};

export default defineUserTask({
  id: 'email_inbox_reply',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: `Find the email by ${expectedDetails.email.name} and reply to them with the text "${expectedDetails.reply}".`,
  requiredTools: [],
  reference: [
    externalCall('click', { element: '.email-thread', email: 1 }),
    externalCall('click', { element: '.email-reply' }),
    externalCall('type', { element: '#reply-text', text: 'Amet ornare' }),
    externalCall('click', { element: '#send-reply' }),
  ],
  referenceAnswer: '',
  tags: ['miniwob', 'email'],
  utility: (ctx) => solved(emailInboxReward(ctx, expectedDetails)),
});
