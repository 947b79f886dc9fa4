import { FIXED_RESULT_TEXT, type Attachment } from '../../contract/index.ts';
import { failure, success, type EnvironmentTool } from './types.ts';

export const sendEmail: EnvironmentTool<'send_email'> = {
  name: 'send_email',
  run({ to, subject, body, cc = [], bcc = [], attachments: paths = [] }, { mailbox, owner, clock, files }) {
    const attachments: Attachment[] = [];
    for (const path of paths) {
      const read = files.read(path);
      if (!read.ok) return failure(`cannot attach ${path}: ${read.error}`);
      const name = read.path.slice(read.path.lastIndexOf('/') + 1);
      if (attachments.some((a) => a.name === name)) return failure(`cannot attach ${read.path}: another attachment is already named ${name}`);
      attachments.push({ name, content: read.content });
    }
    const sent = mailbox.append({ folder: 'sent', from: owner.email, to, cc, bcc, subject, body, attachments, date: clock.next() });
    const copies = [...cc, ...bcc].length;
    const also = copies > 0 ? ` and ${copies} more recipient${copies === 1 ? '' : 's'}` : '';
    const attached = attachments.length > 0 ? `, ${attachments.length} attachment${attachments.length === 1 ? '' : 's'}` : '';
    return success(`${FIXED_RESULT_TEXT.emailSent}${to}${also} (id ${sent.id}, ${sent.date}${attached}).`);
  },
};
