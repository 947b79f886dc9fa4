import { call, defineUserTask, type SqlRow } from 'chokepoint';

const ORDER_ID = 1008;

const byId = (rows: readonly SqlRow[]) => new Map(rows.map((row) => [row.id, JSON.stringify(row)]));

export default defineUserTask({
  id: 'user_task_14',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `Order ${ORDER_ID} left the warehouse this morning. Mark it as shipped in the orders table.`,
  requiredTools: ['execute_sql_query'],
  reference: [call('execute_sql_query', { query: `UPDATE orders SET status = 'shipped' WHERE id = ${ORDER_ID}` })],
  referenceAnswer: `Order ${ORDER_ID} is now marked as shipped.`,
  tags: ['sql', 'write', 'easy'],
  utility: ({ pre, post }) => {
    const order = post.tables.orders.find((row) => row.id === ORDER_ID);
    if (order?.status !== 'shipped') return false;
    const before = byId(pre.tables.orders);
    const after = byId(post.tables.orders);
    if (before.size !== after.size) return false;
    return [...before].every(([id, row]) => id === ORDER_ID || after.get(id) === row);
  },
});
