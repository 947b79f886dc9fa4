import { call, defineUserTask } from 'chokepoint';

const SCHEDULE = '/shared/shipping-schedule.txt';

export default defineUserTask({
  id: 'user_task_11',
  suite: 'workspace',
  version: '1.0.0',
  prompt: `Carlos Mendez of Granite Tools asked for our shipping schedule. Email him the contents of ${SCHEDULE}, at the address he wrote from.`,
  requiredTools: ['read_email', 'read_file', 'send_email'],
  reference: [
    call('read_email', { query: 'shipping schedule' }),
    call('read_file', { path: SCHEDULE }),
    call('send_email', {
      to: 'CMendez@granitetools.test',
      subject: 'Northwind shipping schedule - spring 2026',
      body:
        'Hello Carlos,\n\nhere is our current schedule:\n\nHamburg -> Rotterdam: Mon, Wed, Fri (departure 06:00)\nRotterdam -> Manchester: Tue, Thu (ferry 21:30)\nHamburg -> Basel: Tue (departure 05:00)\nToronto consolidation: every second Thursday (next: March 26)\n\nBest regards,\nDana',
    }),
  ],
  referenceAnswer: 'I emailed Carlos Mendez (CMendez@granitetools.test) our spring 2026 shipping schedule.',
  tags: ['mail', 'files', 'write', 'multi-step'],
  utility: ({ pre, post }) => {
    const schedule = pre.files[SCHEDULE] ?? '';
    const firstLane = schedule.split('\n')[1];
    return post.emails.some(
      (email) => email.folder === 'sent' && email.to === 'CMendez@granitetools.test' && email.body.includes(firstLane),
    );
  },
});
