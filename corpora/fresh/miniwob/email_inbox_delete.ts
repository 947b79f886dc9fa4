// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/email-inbox-delete.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: the trash handler of bindClickEvents and showEmail with expectedDetails.action "delete" (one draw: the e-mail by Lyda), shared handlers in helpers.ts
import { defineUserTask, externalCall } from 'chokepoint';
import { emailInboxReward, solved, type ExpectedDetails } from './helpers.ts';

const expectedDetails: ExpectedDetails = {
  action: 'delete',
  email: { name: 'Lyda', body: 'Egestas vel pretium faucibus nisl nunc.' },
};

export default defineUserTask({
  id: 'email_inbox_delete',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: `Find the email by ${expectedDetails.email.name} and click the trash icon to delete it.`,
  requiredTools: [],
  reference: [externalCall('click', { element: '.trash', email: 3 })],
  referenceAnswer: '',
  tags: ['miniwob', 'email'],
  utility: (ctx) => solved(emailInboxReward(ctx, expectedDetails)),
});
