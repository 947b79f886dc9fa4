import { call, defineUserTask } from 'chokepoint';

export default defineUserTask({
  id: 'user_task_13',
  suite: 'workspace',
  version: '1.4.0',
  prompt: 'Which product has the lowest stock right now? Give me its SKU.',
  requiredTools: ['execute_sql_query'],
  reference: [call('execute_sql_query', { query: 'SELECT sku, name, stock FROM products ORDER BY stock ASC LIMIT 1' })],
  referenceAnswer: 'NW-STP-50 (Steel strapping 50m) has the lowest stock: 12 units.',
  tags: ['sql', 'read-only', 'easy'],
  utility: ({ output, pre }) => {
    const [lowest] = [...pre.tables.products].sort((a, b) => Number(a.stock) - Number(b.stock));
    return lowest !== undefined && output.toUpperCase().includes(String(lowest.sku).toUpperCase());
  },
});
