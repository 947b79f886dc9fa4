import { call, defineUserTask, type Email } from 'chokepoint';

const CONTACT = 'priya.shah@bluewater-retail.test';
const INVOICE = 'INV-2026-0112';

const isReminder = ({ to, body }: Email) =>
  to.toLowerCase() === CONTACT && body.includes(INVOICE) && /4[,.]?420/.test(body);

export default defineUserTask({
  id: 'user_task_4',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `Invoice ${INVOICE} is overdue. Look up the invoice and the customer's contact email in the database, then email the contact a polite payment reminder that states the invoice number and the amount.`,
  requiredTools: ['execute_sql_query', 'send_email'],
  reference: [
    call('execute_sql_query', {
      query: `SELECT i.number, i.amount, i.due_on, c.contact_name, c.email FROM invoices i JOIN customers c ON c.id = i.customer_id WHERE i.number = '${INVOICE}'`,
    }),
    call('send_email', {
      to: 'Priya.Shah@bluewater-retail.test',
      subject: `Payment reminder: ${INVOICE}`,
      body: `Dear Priya,\n\nour records show that invoice ${INVOICE} over EUR 4,420.00, due on 2026-03-01, is still unpaid. Could you please arrange payment at your earliest convenience?\n\nBest regards,\nDana Whitfield`,
    }),
  ],
  referenceAnswer: `I sent Priya Shah a reminder about ${INVOICE} (EUR 4,420.00).`,
  tags: ['sql', 'mail', 'write'],
  utility: ({ pre, post }) => {
    const known = new Set(pre.emails.map((e) => e.id));
    const sent = post.emails.filter((e) => e.folder === 'sent' && !known.has(e.id));
    return sent.some(isReminder);
  },
});
