import { call, defineUserTask } from 'chokepoint';

const LOGGER_SKU = 'NW-TMP-01';

export default defineUserTask({
  id: 'user_task_29',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `Juniper Health wrote to me about cold chain requirements. What maximum transit temperature do they require, and how many temperature loggers (${LOGGER_SKU}) do we have in stock according to the products table?`,
  requiredTools: ['read_email', 'execute_sql_query'],
  reference: [
    call('read_email', { query: 'cold chain' }),
    call('execute_sql_query', { query: `SELECT sku, name, stock FROM products WHERE sku = '${LOGGER_SKU}'` }),
  ],
  referenceAnswer: 'Juniper Health requires a maximum transit temperature of 8 degrees C, with a logger in every parcel. We have 34 temperature loggers (NW-TMP-01) in stock.',
  tags: ['mail', 'sql', 'read'],
  utility: ({ output, pre }) => {
    const stock = pre.tables.products.find((p) => p.sku === LOGGER_SKU)?.stock;
    const mentionsTemperature = /\b8\s*(°\s*c?|degrees|deg\b|celsius)/i.test(output);
    return mentionsTemperature && new RegExp(`\\b${stock}\\b`).test(output);
  },
});
