import type { Email, EmailFolder } from '../contract/index.ts';

/** The frozen emails of a fixture's list, made once: every mailbox built from it starts with them. */
const pristineMailboxes = new WeakMap<readonly Email[], { readonly byId: ReadonlyMap<number, Email>; readonly sorted: readonly Email[] }>();

function sameEmails(frozen: readonly Email[], emails: readonly Email[]): boolean {
  if (frozen.length !== emails.length) return false;
  const byId = new Map(emails.map((email) => [email.id, email]));
  return frozen.every((copy) => {
    const email = byId.get(copy.id);
    const keys = email ? Object.keys(email) : [];
    return email !== undefined && keys.length === Object.keys(copy).length && keys.every((key) => copy[key as keyof Email] === email[key as keyof Email]);
  });
}

/**
 * The environment's mailbox: emails by id, both folders. Holds its own frozen copies of the
 * fixture's emails; a change replaces the email it changes, so a snapshot shares the others (and
 * the whole list, until the next change).
 */
export class Mailbox {
  private readonly emails: Map<number, Email>;
  /** Every email by id, frozen; the same array until the next change. */
  private sorted: readonly Email[] | undefined;

  constructor(emails: readonly Email[]) {
    let pristine = pristineMailboxes.get(emails);
    // The list may have been edited since (a library caller's fixture object): then it is made again.
    if (!pristine || !sameEmails(pristine.sorted, emails)) {
      const byId = new Map(emails.map((email) => [email.id, Object.freeze({ ...email })] as const));
      pristine = { byId, sorted: Object.freeze([...byId.values()].sort((a, b) => a.id - b.id)) };
      pristineMailboxes.set(emails, pristine);
    }
    this.emails = new Map(pristine.byId);
    this.sorted = pristine.sorted;
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
