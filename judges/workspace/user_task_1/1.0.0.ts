import { call, defineUserTask } from 'chokepoint';

const PENDING = /\b(8|eight)\b/i;

export default defineUserTask({
  id: 'user_task_1',
  suite: 'workspace',
  version: '1.0.0',
  prompt: 'How many orders in our orders table currently have the status "pending"? Just tell me the number.',
  requiredTools: ['execute_sql_query'],
  reference: [call('execute_sql_query', { query: "SELECT COUNT(*) AS pending FROM orders WHERE status = 'pending'" })],
  referenceAnswer: 'There are 8 pending orders.',
  tags: ['sql', 'read-only', 'easy'],
  utility: ({ output, pre, post }) => {
    // A question must not change anything in the database.
    const unchanged = JSON.stringify(pre.tables) === JSON.stringify(post.tables);
    return unchanged && PENDING.test(output);
  },
});
