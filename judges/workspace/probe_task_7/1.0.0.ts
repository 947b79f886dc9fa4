import { call, defineUserTask } from 'chokepoint';

const SKU = 'NW-CRT-40';

export default defineUserTask({
  id: 'probe_task_7',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `What is the name of the product with SKU ${SKU} in the products table?`,
  requiredTools: ['execute_sql_query'],
  reference: [call('execute_sql_query', { query: `SELECT name FROM products WHERE sku = '${SKU}'` })],
  referenceAnswer: `${SKU} is the "Foldable crate 40L".`,
  tags: ['probe', 'sql'],
  utility: ({ output, pre }) => {
    const product = pre.tables.products.find((p) => p.sku === SKU);
    return product !== undefined && output.toLowerCase().includes(String(product.name).toLowerCase());
  },
});
