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
  readonly subject: string;
  readonly body: string;
  /** ISO-8601 timestamp. */
  readonly date: string;
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
