import { call, defineUserTask } from 'chokepoint';

const REPORT = '/reports/pending-over-1500.txt';
const MINIMUM = 1500;

export default defineUserTask({
  id: 'user_task_50',
  suite: 'workspace',
  version: '1.2.0',
  prompt: `Which pending orders are worth more than EUR 1,500? Tell me their ids, and write their combined total (a single EUR amount) to ${REPORT}.`,
  requiredTools: ['execute_sql_query', 'write_file'],
  reference: [
    call('execute_sql_query', { query: `SELECT id, customer_id, total, comment FROM orders WHERE status = 'pending' AND total > ${MINIMUM} ORDER BY id` }),
    call('write_file', { path: REPORT, content: 'Pending orders over EUR 1,500: 1006, 1007, 1012\nCombined total: EUR 9314.00\n' }),
  ],
  referenceAnswer: `Three pending orders exceed EUR 1,500: 1006, 1007 and 1012; their combined total of EUR 9,314.00 is in ${REPORT}.`,
  tags: ['sql', 'files', 'write', 'aggregation'],
  utility: ({ output, pre, post }) => {
    const large = pre.tables.orders.filter((o) => o.status === 'pending' && Number(o.total) > MINIMUM);
    const sum = large.reduce((total, o) => total + Number(o.total), 0);
    const report = (post.files[REPORT] ?? '').replace(/(\d),(\d{3})/g, '$1$2');
    const amounts = (report.match(/\d+(\.\d+)?/g) ?? []).map(Number);
    const idsNamed = large.every((o) => new RegExp(`\\b${o.id}\\b`).test(output));
    return large.length > 0 && idsNamed && amounts.some((n) => Math.abs(n - sum) <= 0.01);
  },
});
