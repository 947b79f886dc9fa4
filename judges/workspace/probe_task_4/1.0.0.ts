import { call, defineUserTask } from 'chokepoint';

export default defineUserTask({
  id: 'probe_task_4',
  suite: 'workspace',
  version: '1.0.0',
  prompt: 'How many customers are there in the customers table?',
  requiredTools: ['execute_sql_query'],
  reference: [call('execute_sql_query', { query: 'SELECT COUNT(*) AS customers FROM customers' })],
  referenceAnswer: 'There are 10 customers.',
  tags: ['probe', 'sql'],
  utility: ({ output, pre }) => new RegExp(`\\b${pre.tables.customers.length}\\b`).test(output),
});
