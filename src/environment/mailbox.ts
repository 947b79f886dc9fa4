import { deepFreeze, type Attachment, type Email, type EmailFolder } from '../contract/index.ts';
import type { FixtureEmail } from './fixture.ts';
import { isSealed } from './sealed.ts';

/** A mail as stored: every field present (a fixture may leave out cc, bcc and attachments). */
export type StoredEmail = Omit<Email, 'id'>;

/** The frozen emails of a fixture's list, made once: every mailbox built from it starts with them. */
const pristineMailboxes = new WeakMap<readonly FixtureEmail[], { readonly byId: ReadonlyMap<number, Email>; readonly sorted: readonly Email[] }>();

function sameEmails(frozen: readonly Email[], emails: readonly FixtureEmail[]): boolean {
  if (frozen.length !== emails.length) return false;
  const byId = new Map(emails.map((email) => [email.id, email]));
  return frozen.every((copy) => {
    const email = byId.get(copy.id);
    return email !== undefined && sameEmail(copy, email);
  });
}

function sameEmail(copy: Email, email: FixtureEmail): boolean {
  return (
    copy.folder === email.folder &&
    copy.from === email.from &&
    copy.to === email.to &&
    sameStrings(copy.cc, email.cc ?? []) &&
    sameStrings(copy.bcc, email.bcc ?? []) &&
    copy.subject === email.subject &&
    copy.body === email.body &&
    sameAttachments(copy.attachments, email.attachments ?? []) &&
    copy.date === email.date
  );
}

function sameStrings(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((value, i) => value === b[i]);
}

function sameAttachments(a: readonly Attachment[], b: readonly Attachment[]): boolean {
  return a.length === b.length && a.every((attachment, i) => attachment.name === b[i]?.name && attachment.content === b[i]?.content);
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

  constructor(emails: readonly FixtureEmail[]) {
    let pristine = pristineMailboxes.get(emails);
    // The list may have been edited since (a library caller's fixture object): then it is made again.
    if (!pristine || (!isSealed(emails) && !sameEmails(pristine.sorted, emails))) {
      const byId = new Map(
        emails.map((email) => [email.id, frozenEmail({ ...email, cc: email.cc ?? [], bcc: email.bcc ?? [], attachments: email.attachments ?? [] })] as const),
      );
      pristine = { byId, sorted: Object.freeze([...byId.values()].sort((a, b) => a.id - b.id)) };
      pristineMailboxes.set(emails, pristine);
    }
    this.emails = new Map(pristine.byId);
    this.sorted = pristine.sorted;
  }

  get(id: number): Email | undefined {
    return this.emails.get(id);
  }

  /** Emails of `folder` whose sender, recipients (Bcc in sent mail only), subject, body or attachments (names and text) contain `query` (case-insensitive), by id. */
  search(folder: EmailFolder, query?: string): Email[] {
    const needle = query?.toLowerCase() ?? '';
    return this.all().filter((email) => email.folder === folder && searchable(email).some((text) => text.toLowerCase().includes(needle)));
  }

  all(): readonly Email[] {
    this.sorted ??= Object.freeze([...this.emails.values()].sort((a, b) => a.id - b.id));
    return this.sorted;
  }

  /** Stores a new email with id = max id + 1. */
  append(email: StoredEmail): Email {
    let id = 1;
    for (const key of this.emails.keys()) id = Math.max(id, key + 1);
    const stored = frozenEmail({ id, ...email });
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

  setAttachment(id: number, name: string, content: string): void {
    const email = this.emails.get(id);
    if (!email?.attachments.some((a) => a.name === name)) throw new Error(`no attachment ${name} on email ${id}`);
    const attachments = email.attachments.map((a) => (a.name === name ? { name, content } : a));
    this.emails.set(id, frozenEmail({ ...email, attachments }));
    this.sorted = undefined;
  }
}

/** A frozen private copy, fields in the order of the Email type (snapshots serialise in it); frozen parts are shared. */
function frozenEmail(email: Email): Email {
  const { id, folder, from, to, cc, bcc, subject, body, attachments, date } = email;
  return deepFreeze({
    id,
    folder,
    from,
    to,
    cc: Object.isFrozen(cc) ? cc : [...cc],
    bcc: Object.isFrozen(bcc) ? bcc : [...bcc],
    subject,
    body,
    attachments: Object.isFrozen(attachments) ? attachments : attachments.map((a) => ({ name: a.name, content: a.content })),
    date,
  });
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
