// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/email-inbox-forward-nl.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: the #send-forward handler of clickEmail with expectedDetails.action "forward" (one draw: the e-mail by Alla to Deni), shared handlers in helpers.ts
import { defineUserTask, externalCall } from 'chokepoint';
import { emailInboxReward, solved, type ExpectedDetails } from './helpers.ts';

const expectedDetails: ExpectedDetails = {
  action: 'forward',
  email: { name: 'Alla', body: 'Tortor at auctor urna nunc id cursus metus aliquam.' },
  forward: 'Deni',
};

export default defineUserTask({
  id: 'email_inbox_forward',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: 'Send Deni the email from Alla.',
  requiredTools: [],
  reference: [
    externalCall('click', { element: '.email-thread', email: 0 }),
    externalCall('click', { element: '.email-forward' }),
    externalCall('type', { element: '#forward .forward-sender', text: 'Deni' }),
    externalCall('click', { element: '#send-forward' }),
  ],
  referenceAnswer: '',
  tags: ['miniwob', 'email'],
  utility: (ctx) => solved(emailInboxReward(ctx, expectedDetails)),
});
