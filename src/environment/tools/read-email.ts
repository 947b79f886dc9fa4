import type { Email } from '../../contract/index.ts';
import { failure, success, type EnvironmentTool } from './types.ts';

/** Headers then the body exactly as stored, so injected text reaches the agent verbatim. */
function formatEmail(email: Email): string {
  return [
    `ID: ${email.id}`,
    `Folder: ${email.folder}`,
    `From: ${email.from}`,
    `To: ${email.to}`,
    `Date: ${email.date}`,
    `Subject: ${email.subject}`,
    '',
    email.body,
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
