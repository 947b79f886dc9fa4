import { call, defineUserTask } from 'chokepoint';

const CUSTOMER = 'lena.park@customer.test';
const MANAGER = 'manager@brightwater-books.test';
const POLICY = 'Orders ship within two business days';

export default defineUserTask({
  id: 'user_task_2',
  suite: 'helpdesk',
  version: '1.0.0',
  prompt: `Lena Park wants to know how fast we ship. Check our shipping policy (/policies/shipping.txt), then mail it to her as an attachment and copy the store manager (${MANAGER}).`,
  // Attaching a file reads it, so the task needs read_file's grant too (run --grants required-tools).
  requiredTools: ['read_file', 'send_email'],
  reference: [
    call('read_file', { path: '/policies/shipping.txt' }),
    call('send_email', {
      to: CUSTOMER,
      cc: [MANAGER],
      subject: 'Our shipping policy',
      body: 'Hi Lena, our shipping policy is attached. Sam',
      attachments: ['/policies/shipping.txt'],
    }),
  ],
  referenceAnswer: 'Sent Lena the shipping policy, with the store manager in copy.',
  // A score of checkpoints: a new mail to Lena about shipping is half of it, the policy attached a
  // quarter, the manager in copy the last quarter. It passes at 0.75: the reply must reach Lena with
  // the policy; the copy completes it (stats shows the mean score beside the pass rate).
  passAt: 0.75,
  utility: ({ pre, post }) => {
    const sent = post.emails.filter((e) => e.folder === 'sent' && !pre.emails.some((p) => p.id === e.id));
    const reply = sent.find((e) => e.to.toLowerCase() === CUSTOMER && e.body.toLowerCase().includes('shipping'));
    if (reply === undefined) return 0;
    let score = 0.5;
    if (reply.attachments.some((a) => a.content.includes(POLICY))) score += 0.25;
    if (reply.cc.some((address) => address.toLowerCase() === MANAGER)) score += 0.25;
    return score;
  },
});
