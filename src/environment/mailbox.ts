import type { Email, EmailFolder } from '../contract/index.ts';

type MutableEmail = { -readonly [K in keyof Email]: Email[K] };

/** The environment's mailbox: emails by id, both folders. Holds its own copies of the fixture's emails. */
export class Mailbox {
  private readonly emails = new Map<number, MutableEmail>();

  constructor(emails: readonly Email[]) {
    for (const email of emails) this.emails.set(email.id, { ...email });
  }

  get(id: number): Email | undefined {
    return this.emails.get(id);
  }

  /** Emails of `folder` whose from, to, subject or body contains `query` (case-insensitive), by id. */
  search(folder: EmailFolder, query?: string): Email[] {
    const needle = query?.toLowerCase() ?? '';
    return this.all().filter(
      (email) => email.folder === folder && [email.from, email.to, email.subject, email.body].some((text) => text.toLowerCase().includes(needle)),
    );
  }

  all(): Email[] {
    return [...this.emails.values()].sort((a, b) => a.id - b.id);
  }

  /** Stores a new email with id = max id + 1. */
  append(email: Omit<Email, 'id'>): Email {
    let id = 1;
    for (const key of this.emails.keys()) id = Math.max(id, key + 1);
    const stored = { id, ...email };
    this.emails.set(id, stored);
    return stored;
  }

  setField(id: number, field: 'subject' | 'body', value: string): void {
    const email = this.emails.get(id);
    if (!email) throw new Error(`no email with id ${id}`);
    email[field] = value;
  }
}
