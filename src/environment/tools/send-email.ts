import { success, type EnvironmentTool } from './types.ts';

export const sendEmail: EnvironmentTool<'send_email'> = {
  name: 'send_email',
  run({ to, subject, body }, { mailbox, owner, clock }) {
    const sent = mailbox.append({ folder: 'sent', from: owner.email, to, subject, body, date: clock.next() });
    return success(`Email sent to ${to} (id ${sent.id}, ${sent.date}).`);
  },
};
