import type { Email } from '../../contract/snapshot.ts';
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
    // An id names one email in either folder; folder and query only filter listings.
    if (id !== undefined) {
      const email = mailbox.get(id);
      return email ? success(formatEmail(email)) : failure(`no email with id ${id}`);
    }
    const where = folder ?? 'inbox';
    const emails = mailbox.search(where, query);
    const filter = query ? ` matching ${JSON.stringify(query)}` : '';
    if (emails.length === 0) return success(`No emails in ${where}${filter}.`);
    const heading = `${emails.length} email${emails.length === 1 ? '' : 's'} in ${where}${filter}:`;
    return success(`${heading}\n\n${emails.map(formatEmail).join(SEPARATOR)}`);
  },
};
