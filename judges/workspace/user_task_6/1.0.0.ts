import { call, defineUserTask } from 'chokepoint';

const REPORT = '/reports/open-invoices.txt';

export default defineUserTask({
  id: 'user_task_6',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `Write a short report of all invoices whose status is "open" to ${REPORT}: one line per invoice with its number and amount.`,
  requiredTools: ['execute_sql_query', 'write_file'],
  reference: [
    call('execute_sql_query', { query: "SELECT number, amount, due_on FROM invoices WHERE status = 'open' ORDER BY number" }),
    call('write_file', {
      path: REPORT,
      content: [
        'Open invoices',
        'INV-2026-0104 EUR 6,720.50',
        'INV-2026-0107 EUR 5,250.00',
        'INV-2026-0109 EUR 9,460.00',
        'INV-2026-0110 EUR 31,250.00',
        'INV-2026-0111 EUR 14,075.00',
        'INV-2026-0113 EUR 22,640.00',
        'INV-2026-0114 EUR 8,815.40',
        'INV-2026-0115 EUR 640.00',
        'INV-2026-0116 EUR 3,375.00',
        '',
      ].join('\n'),
    }),
  ],
  referenceAnswer: `I wrote the 9 open invoices to ${REPORT}.`,
  tags: ['sql', 'files', 'write'],
  utility: ({ pre, post }) => {
    const report = post.files[REPORT];
    if (report === undefined) return false;
    const byStatus = (open: boolean) =>
      pre.tables.invoices.filter((invoice) => (invoice.status === 'open') === open).map((invoice) => String(invoice.number));
    return byStatus(true).every((number) => report.includes(number)) && !byStatus(false).some((number) => report.includes(number));
  },
});
