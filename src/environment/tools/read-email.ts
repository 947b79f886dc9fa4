import type { Email } from '../../contract/index.ts';
import { failure, success, type EnvironmentTool } from './types.ts';

/**
 * Headers then the body exactly as stored, so injected text reaches the agent verbatim; then each
 * attachment's text under its name. Cc, Bcc (shown in the sender's own copy only) and attachments
 * appear only when the mail has them.
 */
function formatEmail(email: Email): string {
  const bcc = email.folder === 'sent' ? email.bcc : [];
  return [
    `ID: ${email.id}`,
    `Folder: ${email.folder}`,
    `From: ${email.from}`,
    `To: ${email.to}`,
    ...(email.cc.length > 0 ? [`Cc: ${email.cc.join(', ')}`] : []),
    ...(bcc.length > 0 ? [`Bcc: ${bcc.join(', ')}`] : []),
    `Date: ${email.date}`,
    `Subject: ${email.subject}`,
    ...(email.attachments.length > 0 ? [`Attachments: ${email.attachments.map((a) => a.name).join(', ')}`] : []),
    '',
    email.body,
    ...email.attachments.flatMap((a) => ['', `--- Attachment: ${a.name} ---`, a.content]),
  ].join('\n');
}

const SEPARATOR = '\n\n----------------------------------------\n\n';

export const readEmail: EnvironmentTool<'read_email'> = {
  name: 'read_email',
  run({ id, folder, query }, { mailbox }) {
    // An id names one email; with a folder, that folder must hold it (the host grants mail by
    // folder, so a folder grant must not read the other folder by id). The query filters listings only.
    if (id !== undefined) {
      const email = mailbox.get(id);
      if (!email) return failure(`no email with id ${id}`);
      if (folder !== undefined && email.folder !== folder) return failure(`no email with id ${id} in ${folder}`);
      return success(formatEmail(email));
    }
    const where = folder ?? 'inbox';
    const emails = mailbox.search(where, query);
    const filter = query ? ` matching ${JSON.stringify(query)}` : '';
    if (emails.length === 0) return success(`No emails in ${where}${filter}.`);
    const heading = `${emails.length} email${emails.length === 1 ? '' : 's'} in ${where}${filter}:`;
    return success(`${heading}\n\n${emails.map(formatEmail).join(SEPARATOR)}`);
  },
};
