import type { Email, EmailFolder } from '../contract/snapshot.ts';

/**
 * The environment's mailbox: emails by id, both folders. Holds its own frozen copies of the
 * fixture's emails; a change replaces the email it changes, so a snapshot shares the others (and
 * the whole list, until the next change).
 */
export class Mailbox {
  private readonly emails = new Map<number, Email>();
  /** Every email by id, frozen; the same array until the next change. */
  private sorted: readonly Email[] | undefined;

  constructor(emails: readonly Email[]) {
    for (const email of emails) this.emails.set(email.id, Object.freeze({ ...email }));
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

  all(): readonly Email[] {
    this.sorted ??= Object.freeze([...this.emails.values()].sort((a, b) => a.id - b.id));
    return this.sorted;
  }

  /** Stores a new email with id = max id + 1. */
  append(email: Omit<Email, 'id'>): Email {
    let id = 1;
    for (const key of this.emails.keys()) id = Math.max(id, key + 1);
    const stored = Object.freeze({ id, ...email });
    this.emails.set(id, stored);
    this.sorted = undefined;
    return stored;
  }

  setField(id: number, field: 'subject' | 'body', value: string): void {
    const email = this.emails.get(id);
    if (!email) throw new Error(`no email with id ${id}`);
    this.emails.set(id, Object.freeze({ ...email, [field]: value }));
    this.sorted = undefined;
  }
}
