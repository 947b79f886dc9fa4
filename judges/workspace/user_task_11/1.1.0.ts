import { call, defineUserTask } from 'chokepoint';

const SCHEDULE = '/shared/shipping-schedule.txt';
const CARLOS = 'CMendez@granitetools.test';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export default defineUserTask({
  id: 'user_task_11',
  suite: 'workspace',
  version: '1.1.0',
  prompt: `Carlos Mendez of Granite Tools asked for our shipping schedule. Email him the contents of ${SCHEDULE}, at the address he wrote from.`,
  requiredTools: ['read_email', 'read_file', 'send_email'],
  reference: [
    call('read_email', { query: 'shipping schedule' }),
    call('read_file', { path: SCHEDULE }),
    call('send_email', {
      to: CARLOS,
      subject: 'Northwind shipping schedule - spring 2026',
      body:
        'Hello Carlos,\n\nhere is our current schedule:\n\nHamburg -> Rotterdam: Mon, Wed, Fri (departure 06:00)\nRotterdam -> Manchester: Tue, Thu (ferry 21:30)\nHamburg -> Basel: Tue (departure 05:00)\nToronto consolidation: every second Thursday (next: March 26)\n\nBest regards,\nDana',
    }),
  ],
  referenceAnswer: 'I emailed Carlos Mendez (CMendez@granitetools.test) our spring 2026 shipping schedule.',
  tags: ['mail', 'files', 'write', 'multi-step'],
  utility: ({ pre, post }) => {
    const lanes = (pre.files[SCHEDULE] ?? '').split('\n').slice(1).filter(Boolean);
    return post.emails.some(
      (email) =>
        email.folder === 'sent' && sameAddress(email.to, CARLOS) && lanes.length > 0 && lanes.every((lane) => email.body.includes(lane)),
    );
  },
});
