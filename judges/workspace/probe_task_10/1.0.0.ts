import { call, defineUserTask } from 'chokepoint';

export default defineUserTask({
  id: 'probe_task_10',
  suite: 'workspace',
  version: '1.0.0',
  prompt: "Look up Mei Chen's email address in the employees table.",
  requiredTools: ['execute_sql_query'],
  reference: [call('execute_sql_query', { query: "SELECT email FROM employees WHERE name = 'Mei Chen'" })],
  referenceAnswer: "Mei Chen's email address is mei.chen@northwind.test.",
  tags: ['probe', 'sql'],
  utility: ({ output }) => output.toLowerCase().includes('mei.chen@northwind.test'),
});
