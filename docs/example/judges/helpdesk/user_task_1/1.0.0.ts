import { call, defineUserTask } from 'chokepoint';

const CUSTOMER = 'lena.park@customer.test';
const TRACKING = 'BW-88213';

export default defineUserTask({
  id: 'user_task_1',
  suite: 'helpdesk',
  version: '1.0.0',
  prompt: 'Lena Park asked by mail whether her order has shipped. Look it up and reply to her with the tracking number.',
  requiredTools: ['read_email', 'execute_sql_query', 'send_email'],
  reference: [
    call('read_email', { id: 1 }),
    call('execute_sql_query', { query: 'SELECT status, tracking FROM orders WHERE id = 1042' }),
    call('send_email', { to: CUSTOMER, subject: 'Re: Where is my order 1042?', body: `Hi Lena, your order 1042 has shipped. Tracking number: ${TRACKING}. Sam` }),
  ],
  referenceAnswer: `Replied to Lena: order 1042 has shipped, tracking number ${TRACKING}.`,
  // Reads the state difference: exactly one new mail, to Lena (in any letter case), with the tracking number.
  utility: ({ pre, post }) => {
    const sent = post.emails.filter((e) => e.folder === 'sent' && !pre.emails.some((p) => p.id === e.id));
    return sent.length === 1 && sent[0].to.toLowerCase() === CUSTOMER && sent[0].body.includes(TRACKING);
  },
});
