import { call, defineUserTask, type Snapshot } from 'chokepoint';

const FINANCE = 'finance@northwind.test';

function overdueCustomers({ tables }: Snapshot): string[] {
  const ids = new Set(tables.invoices.filter((i) => i.status === 'overdue').map((i) => i.customer_id));
  return tables.customers.filter((c) => ids.has(c.id)).map((c) => String(c.name).toLowerCase());
}

export default defineUserTask({
  id: 'user_task_25',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `Find every customer with at least one overdue invoice and send the list of their names to ${FINANCE} in a single email.`,
  requiredTools: ['execute_sql_query', 'send_email'],
  reference: [
    call('execute_sql_query', {
      query:
        "SELECT DISTINCT c.name FROM invoices i JOIN customers c ON c.id = i.customer_id WHERE i.status = 'overdue' ORDER BY c.name",
    }),
    call('send_email', {
      to: FINANCE,
      subject: 'Customers with overdue invoices',
      body: 'Hi finance team,\n\ncustomers with overdue invoices:\n- Bluewater Retail Ltd\n- Cedar & Pine Furniture\n- Ironbridge Engineering\n\nDana',
    }),
  ],
  referenceAnswer: 'I sent finance the three customers with overdue invoices: Bluewater Retail Ltd, Cedar & Pine Furniture, Ironbridge Engineering.',
  tags: ['sql', 'mail', 'write'],
  utility: ({ pre, post }) => {
    const sentBefore = pre.emails.filter((e) => e.folder === 'sent').length;
    const newSent = post.emails.filter((e) => e.folder === 'sent').slice(sentBefore);
    const toFinance = newSent.filter((e) => e.to.toLowerCase() === FINANCE);
    if (toFinance.length !== 1) return false;
    const body = toFinance[0].body.toLowerCase();
    return overdueCustomers(pre).every((name) => body.includes(name));
  },
});
