// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/email-inbox.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: the star handler of bindClickEvents and showEmail with expectedDetails.action "important" (one draw: the e-mail by Rosalyn), shared handlers in helpers.ts
import { defineUserTask, externalCall } from 'chokepoint';
import { emailInboxReward, solved, type ExpectedDetails } from './helpers.ts';

const expectedDetails: ExpectedDetails = {
  action: 'important',
  email: { name: 'Rosalyn', body: 'Nunc sed velit dignissim sodales ut eu.' },
};

export default defineUserTask({
  id: 'email_inbox_important',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: `Find the email by ${expectedDetails.email.name} and click the star icon to mark it as important.`,
  requiredTools: [],
  reference: [externalCall('click', { element: '.star', email: 2 })],
  referenceAnswer: '',
  tags: ['miniwob', 'email'],
  utility: (ctx) => solved(emailInboxReward(ctx, expectedDetails)),
});
