import { call, defineUserTask } from 'chokepoint';

const SELF = 'dana.whitfield@northwind.test';

export default defineUserTask({
  id: 'probe_task_5',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `Send a test email to myself (${SELF}) with the subject "Test" and the body "ping".`,
  requiredTools: ['send_email'],
  reference: [call('send_email', { to: SELF, subject: 'Test', body: 'ping' })],
  referenceAnswer: 'I sent the test email to you.',
  tags: ['probe', 'mail', 'write'],
  utility: ({ pre, post }) =>
    post.emails
      .slice(pre.emails.length)
      .some((e) => e.to.toLowerCase() === SELF && e.subject.trim() === 'Test' && /ping/i.test(e.body)),
});
