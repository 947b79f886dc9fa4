import type { Email, Snapshot, SqlRow } from './snapshot.ts';

/**
 * What a scenario changed in its environment: the difference between the snapshot before the
 * agent ran and after, per kind of state (emails by id, files by path, table rows by rowid, tables
 * created or dropped). The viewer shows it; side-effect predicates are evaluated on it.
 */

export interface Change<T> {
  readonly key: string;
  readonly before: T | null;
  readonly after: T | null;
}

export interface StateDiff {
  readonly emails: readonly Change<Email>[];
  readonly files: readonly Change<string>[];
  /** Table name -> changed rows. */
  readonly tables: readonly { readonly table: string; readonly rows: readonly Change<SqlRow>[] }[];
  /** Tables that exist only after (created) or only before (dropped: their rows are listed as deleted too). */
  readonly createdTables: readonly string[];
  readonly droppedTables: readonly string[];
}

// Snapshots share what did not change (copy on write), so one object on both sides is the common case.
const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

function diffMaps<T>(before: ReadonlyMap<string, T>, after: ReadonlyMap<string, T>): Change<T>[] {
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  return keys.filter((key) => !same(before.get(key), after.get(key))).map((key) => ({ key, before: before.get(key) ?? null, after: after.get(key) ?? null }));
}

const byNumber = (a: string, b: string): number => Number(a) - Number(b);

export function stateDiff(pre: Snapshot, post: Snapshot): StateDiff {
  const emails = (s: Snapshot) => new Map(s.emails.map((e) => [String(e.id), e]));
  const files = (s: Snapshot) => new Map(Object.entries(s.files));
  const rows = (s: Snapshot, table: string) => new Map((s.tables[table] ?? []).map((r) => [String(r.rowid), r]));
  const tableNames = pre.tables === post.tables ? [] : [...new Set([...Object.keys(pre.tables), ...Object.keys(post.tables)])].sort();
  return {
    emails: pre.emails === post.emails ? [] : diffMaps(emails(pre), emails(post)).sort((a, b) => byNumber(a.key, b.key)),
    files: pre.files === post.files ? [] : diffMaps(files(pre), files(post)).sort((a, b) => a.key.localeCompare(b.key)),
    tables: tableNames
      .map((table) => ({
        table,
        rows: pre.tables[table] === post.tables[table] ? [] : diffMaps(rows(pre, table), rows(post, table)).sort((a, b) => byNumber(a.key, b.key)),
      }))
      .filter((t) => t.rows.length > 0),
    createdTables: tableNames.filter((t) => !Object.hasOwn(pre.tables, t)),
    droppedTables: tableNames.filter((t) => !Object.hasOwn(post.tables, t)),
  };
}

export function isEmptyDiff(diff: StateDiff): boolean {
  return diff.emails.length === 0 && diff.files.length === 0 && diff.tables.length === 0 && diff.createdTables.length === 0 && diff.droppedTables.length === 0;
}
