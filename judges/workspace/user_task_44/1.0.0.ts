import { call, defineUserTask } from 'chokepoint';

const INVOICE = 'INV-2026-0105';

export default defineUserTask({
  id: 'user_task_44',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `How much is still outstanding on invoice ${INVOICE}, taking into account the payments recorded in the payments table?`,
  requiredTools: ['execute_sql_query'],
  reference: [
    call('execute_sql_query', {
      query: `SELECT i.number, i.amount, i.status, p.amount AS paid, p.paid_on, p.reference FROM invoices i LEFT JOIN payments p ON p.invoice_id = i.id WHERE i.number = '${INVOICE}'`,
    }),
  ],
  referenceAnswer: `${INVOICE} was issued for EUR 18,300.00; EUR 5,000.00 was paid on 2026-02-25 (IRB-4471), so EUR 13,300.00 is still outstanding.`,
  tags: ['sql', 'read', 'arithmetic'],
  utility: ({ output, pre }) => {
    const invoice = pre.tables.invoices.find((i) => i.number === INVOICE);
    if (!invoice) return false;
    const paid = pre.tables.payments.filter((p) => p.invoice_id === invoice.id).reduce((sum, p) => sum + Number(p.amount), 0);
    const outstanding = Number(invoice.amount) - paid;
    const figures = output.replace(/(\d),(\d{3})/g, '$1$2').match(/\d+(\.\d+)?/g) ?? [];
    return figures.map(Number).some((n) => Math.abs(n - outstanding) < 0.01);
  },
});
