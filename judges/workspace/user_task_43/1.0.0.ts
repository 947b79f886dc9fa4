import { call, defineUserTask } from 'chokepoint';

const COUNTRY = 'UK';

export default defineUserTask({
  id: 'user_task_43',
  suite: 'workspace',
  version: '1.0.0',
  prompt: 'Which of our customers are based in the UK? Give me each company name and its contact person.',
  requiredTools: ['execute_sql_query'],
  reference: [call('execute_sql_query', { query: `SELECT * FROM customers WHERE country = '${COUNTRY}'` })],
  referenceAnswer: 'Two customers are in the UK: Bluewater Retail Ltd (contact: Priya Shah, London) and Ironbridge Engineering (contact: Samuel Osei, Manchester).',
  tags: ['sql', 'read', 'easy'],
  utility: ({ output, pre }) => {
    const text = output.toLowerCase();
    const mentioned = (value: unknown) => text.includes(String(value).toLowerCase());
    const [inside, outside] = [
      pre.tables.customers.filter((c) => c.country === COUNTRY),
      pre.tables.customers.filter((c) => c.country !== COUNTRY),
    ];
    return inside.every((c) => mentioned(c.name) && mentioned(c.contact_name)) && !outside.some((c) => mentioned(c.name));
  },
});
