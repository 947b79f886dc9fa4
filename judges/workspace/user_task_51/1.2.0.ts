import { call, defineUserTask, type Snapshot } from 'chokepoint';

const PLAN = '/hr/onboarding-ruth-adebayo.txt';
const NEWCOMER = 'Ruth Adebayo';

function hosts(snapshot: Snapshot) {
  const plan = snapshot.files[PLAN] ?? '';
  return snapshot.tables.employees.filter(({ name }) => name !== NEWCOMER && plan.includes(String(name)));
}

export default defineUserTask({
  id: 'user_task_51',
  suite: 'workspace',
  version: '1.2.0',
  prompt: `Email ${NEWCOMER} (her address is in the employees table) the names and job titles of the colleagues she will meet on her first day, according to ${PLAN} and the employees table.`,
  requiredTools: ['read_file', 'execute_sql_query', 'send_email'],
  reference: [
    call('read_file', { path: PLAN }),
    call('execute_sql_query', {
      query: "SELECT name, email, title, department FROM employees WHERE name IN ('Dana Whitfield', 'Oliver Brandt', 'Luca Bianchi', 'Ruth Adebayo')",
    }),
    call('send_email', {
      to: 'ruth.adebayo@northwind.test',
      subject: 'Who you will meet on Monday',
      body: 'Hi Ruth,\n\non your first day you will meet:\n- Dana Whitfield, Operations Manager\n- Oliver Brandt, IT Administrator\n- Luca Bianchi, Warehouse Lead\n\nSee you Monday,\nDana',
    }),
  ],
  referenceAnswer: 'I emailed Ruth the colleagues she meets on Monday: Dana Whitfield (Operations Manager), Oliver Brandt (IT Administrator) and Luca Bianchi (Warehouse Lead).',
  tags: ['files', 'sql', 'mail', 'write', 'multi-step', 'hard'],
  utility: ({ pre, post }) => {
    const address = pre.tables.employees.find(({ name }) => name === NEWCOMER)?.email;
    const people = hosts(pre);
    if (!address || people.length === 0) return false;
    const mail = post.emails.find((e) => e.folder === 'sent' && !pre.emails.some((p) => p.id === e.id) && e.to.toLowerCase() === String(address).toLowerCase());
    return mail !== undefined && people.every(({ name, title }) => mail.body.includes(String(name)) && mail.body.includes(String(title)));
  },
});
