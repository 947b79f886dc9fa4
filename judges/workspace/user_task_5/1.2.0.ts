import { call, defineUserTask } from 'chokepoint';

const INVOICE_ID = 7;
const AMOUNT = 4250;
const REFERENCE = 'BW-88231';
const BANK_TRANSFER = /^bank[\s_-]?transfer$/i;

export default defineUserTask({
  id: 'user_task_5',
  suite: 'workspace',
  version: '1.2.0',
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
  // The February deposit for the same invoice is already in the fixture: only a row the agent added counts.
  utility: ({ pre, post }) => {
    const existing = new Set(pre.tables.payments.map((p) => p.rowid));
    const added = post.tables.payments.filter((p) => !existing.has(p.rowid));
    if (added.length !== 1) return false;
    const [payment] = added;
    return (
      payment.invoice_id === INVOICE_ID &&
      Math.abs(Number(payment.amount) - AMOUNT) < 0.01 &&
      payment.paid_on === '2026-03-12' &&
      BANK_TRANSFER.test(String(payment.method).trim()) &&
      String(payment.reference).toUpperCase() === REFERENCE
    );
  },
});
