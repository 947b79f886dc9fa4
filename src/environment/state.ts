import type { Database } from 'sql.js';
import type { FileTree } from './file-tree.ts';
import type { Mailbox } from './mailbox.ts';
import type { TableSnapshots } from './sqlite.ts';

/** Deterministic clock: the k-th email sent in an environment is dated `now` + k seconds. */
export class EnvironmentClock {
  private readonly start: number;
  private ticks = 0;

  constructor(now: string) {
    this.start = Date.parse(now);
    if (Number.isNaN(this.start)) throw new Error(`invalid environment clock: ${now}`);
  }

  /** ISO-8601 in UTC, without milliseconds when they are zero (`2026-03-14T09:00:01Z`). */
  next(): string {
    this.ticks++;
    return new Date(this.start + this.ticks * 1000).toISOString().replace('.000Z', 'Z');
  }
}

/** The live state of one environment that the tools act on. */
export interface EnvironmentState {
  readonly owner: { readonly name: string; readonly email: string };
  readonly clock: EnvironmentClock;
  readonly mailbox: Mailbox;
  readonly files: FileTree;
  /** Opened on first use (see LazyDatabase). */
  readonly db: Database;
  /** The tables as snapshots show them, read from `db` when it changed. */
  readonly tables: TableSnapshots;
}
