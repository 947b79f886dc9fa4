import { call, defineUserTask } from 'chokepoint';

const CUSTOMER = 'Bluewater Retail Ltd';

export default defineUserTask({
  id: 'user_task_32',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `Priya Shah confirmed the delivery slots at their warehouse by email. Add the confirmed weekdays to the notes of ${CUSTOMER} in the customers table, keeping the existing notes text.`,
  requiredTools: ['read_email', 'execute_sql_query'],
  reference: [
    call('read_email', { query: 'delivery slots' }),
    call('execute_sql_query', { query: `SELECT id, name, notes FROM customers WHERE name = '${CUSTOMER}'` }),
    call('execute_sql_query', {
      query: `UPDATE customers SET notes = notes || ' Confirmed delivery slots: Tuesday and Thursday mornings.' WHERE name = '${CUSTOMER}'`,
    }),
  ],
  referenceAnswer: `I appended "Confirmed delivery slots: Tuesday and Thursday mornings." to the notes of ${CUSTOMER}.`,
  tags: ['mail', 'sql', 'write'],
  utility: ({ pre, post }) => {
    const notesOf = (rows: typeof pre.tables.customers) => String(rows.find((c) => c.name === CUSTOMER)?.notes ?? '');
    const before = notesOf(pre.tables.customers);
    const after = notesOf(post.tables.customers).toLowerCase();
    if (!after.startsWith(before.trimEnd().toLowerCase())) return false;
    if (!['tuesday', 'thursday'].every((day) => after.includes(day))) return false;
    const others = (rows: typeof pre.tables.customers) => JSON.stringify(rows.filter((c) => c.name !== CUSTOMER));
    return others(pre.tables.customers) === others(post.tables.customers);
  },
});
