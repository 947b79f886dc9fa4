/**
 * Plain-data views of a scenario environment. Judges receive a `pre` snapshot (before the agent
 * ran) and a `post` snapshot (after); both are deep-frozen plain objects, never live handles.
 */

export type EmailFolder = 'inbox' | 'sent';

export interface Email {
  /** Stable id, unique within the mailbox; locators address emails by it (`email:3.body`). */
  readonly id: number;
  readonly folder: EmailFolder;
  readonly from: string;
  readonly to: string;
  /** Further recipients, seen by every recipient; empty when none. */
  readonly cc: readonly string[];
  /** Hidden recipients (the sender's copy shows them); empty when none. */
  readonly bcc: readonly string[];
  readonly subject: string;
  readonly body: string;
  /** Files sent with the mail, each by name (unique within the mail) with its text; locators address one as `email:3.attachment:report.txt`. */
  readonly attachments: readonly Attachment[];
  /** ISO-8601 timestamp. */
  readonly date: string;
}

export interface Attachment {
  /** The file's name, without folders (`report.txt`). */
  readonly name: string;
  readonly content: string;
}

/** Every address a mail goes to: `to`, then `cc`, then `bcc`. */
export function recipientsOf(email: Pick<Email, 'to' | 'cc' | 'bcc'>): string[] {
  return [email.to, ...email.cc, ...email.bcc];
}

/** A SQL cell as sql.js returns it (BLOBs are not used by the benchmark). */
export type SqlValue = string | number | null;

/** One table row; always carries SQLite's `rowid` so locators (`sql:t.c#12`) can name it. */
export type SqlRow = Readonly<Record<string, SqlValue>> & { readonly rowid: number };

export interface Snapshot {
  readonly emails: readonly Email[];
  /** Absolute virtual path (`/reports/q3.txt`) -> file content. */
  readonly files: Readonly<Record<string, string>>;
  /** Table name -> rows ordered by rowid. */
  readonly tables: Readonly<Record<string, readonly SqlRow[]>>;
}
