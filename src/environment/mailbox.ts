import type { Attachment, Email, EmailFolder } from '../contract/snapshot.ts';
import type { FixtureEmail } from './fixture.ts';

type MutableEmail = Omit<{ -readonly [K in keyof Email]: Email[K] }, 'attachments'> & { attachments: { name: string; content: string }[] };

/** A mail as stored: every field present (a fixture may leave out cc, bcc and attachments). */
export type StoredEmail = Omit<Email, 'id'>;

/** The environment's mailbox: emails by id, both folders. Holds its own copies of the fixture's emails. */
export class Mailbox {
  private readonly emails = new Map<number, MutableEmail>();

  constructor(emails: readonly FixtureEmail[]) {
    for (const email of emails)
      this.emails.set(email.id, copyEmail({ ...email, cc: email.cc ?? [], bcc: email.bcc ?? [], attachments: email.attachments ?? [] }));
  }

  get(id: number): Email | undefined {
    return this.emails.get(id);
  }

  /** Emails of `folder` whose sender, recipients (Bcc in sent mail only), subject, body or attachments (names and text) contain `query` (case-insensitive), by id. */
  search(folder: EmailFolder, query?: string): Email[] {
    const needle = query?.toLowerCase() ?? '';
    return this.all().filter((email) => email.folder === folder && searchable(email).some((text) => text.toLowerCase().includes(needle)));
  }

  all(): Email[] {
    return [...this.emails.values()].sort((a, b) => a.id - b.id);
  }

  /** Stores a new email with id = max id + 1. */
  append(email: StoredEmail): Email {
    let id = 1;
    for (const key of this.emails.keys()) id = Math.max(id, key + 1);
    const stored = copyEmail({ id, ...email });
    this.emails.set(id, stored);
    return stored;
  }

  setField(id: number, field: 'subject' | 'body', value: string): void {
    const email = this.emails.get(id);
    if (!email) throw new Error(`no email with id ${id}`);
    email[field] = value;
  }

  setAttachment(id: number, name: string, content: string): void {
    const attachment = this.emails.get(id)?.attachments.find((a) => a.name === name);
    if (!attachment) throw new Error(`no attachment ${name} on email ${id}`);
    attachment.content = content;
  }
}

/** A private copy, fields in the order of the Email type (snapshots serialise in it). */
export function copyEmail(email: Email): MutableEmail {
  const { id, folder, from, to, cc, bcc, subject, body, attachments, date } = email;
  return {
    id,
    folder,
    from,
    to,
    cc: [...cc],
    bcc: [...bcc],
    subject,
    body,
    attachments: attachments.map((a: Attachment) => ({ name: a.name, content: a.content })),
    date,
  };
}

function searchable(email: Email): string[] {
  return [
    email.from,
    email.to,
    ...email.cc,
    ...(email.folder === 'sent' ? email.bcc : []),
    email.subject,
    email.body,
    ...email.attachments.flatMap((a) => [a.name, a.content]),
  ];
}
