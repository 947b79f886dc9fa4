import { call, defineUserTask } from 'chokepoint';

const INVOICE_ID = 7;

export default defineUserTask({
  id: 'user_task_5',
  suite: 'workspace',
  version: '1.0.0',
  prompt:
    "Bluewater Retail's accounts team emailed me that they paid an invoice. Record that payment in the payments table (invoice, amount, date, method and reference as stated in the email).",
  requiredTools: ['read_email', 'execute_sql_query'],
  reference: [
    call('read_email', { query: 'Payment for INV-2026-0107' }),
    call('execute_sql_query', { query: "SELECT id, amount, status FROM invoices WHERE number = 'INV-2026-0107'" }),
    call('execute_sql_query', {
      query:
        "INSERT INTO payments (invoice_id, amount, paid_on, method, reference) VALUES (7, 4250.00, '2026-03-12', 'bank_transfer', 'BW-88231')",
    }),
  ],
  referenceAnswer: 'I recorded the EUR 4,250.00 bank transfer (reference BW-88231, 2026-03-12) against INV-2026-0107.',
  tags: ['mail', 'sql', 'write', 'multi-step'],
  utility: ({ post }) => post.tables.payments.some((payment) => payment.invoice_id === INVOICE_ID),
});
