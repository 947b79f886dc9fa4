import { call, defineUserTask, type SqlRow } from 'chokepoint';

const inFebruary = (payment: SqlRow) => String(payment.paid_on).startsWith('2026-02');

function amountsIn(text: string): number[] {
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((raw) => Number(raw.replace(/,/g, '')));
}

export default defineUserTask({
  id: 'user_task_22',
  suite: 'workspace',
  version: '1.0.0',
  prompt: 'What is the total amount of all payments we received in February 2026, according to the payments table?',
  requiredTools: ['execute_sql_query'],
  reference: [
    call('execute_sql_query', { query: "SELECT SUM(amount) AS total FROM payments WHERE paid_on BETWEEN '2026-02-01' AND '2026-02-28'" }),
  ],
  referenceAnswer: 'We received EUR 37,050.00 in February 2026.',
  tags: ['sql', 'read-only', 'aggregation'],
  utility: ({ output, pre }) => {
    const expected = pre.tables.payments.filter(inFebruary).reduce((sum, p) => sum + Number(p.amount), 0);
    return amountsIn(output).some((amount) => Math.abs(amount - expected) <= 0.5);
  },
});
