import { deepFreeze, type Email, type Snapshot, type SqlRow } from '../contract/index.ts';

/**
 * A snapshot as the parts in which it differs from another that both sides hold (copy on write: the
 * rest is not sent again). Down to the email and the row: in a changed mailbox, an email the other
 * snapshot holds unchanged (the same frozen object) goes as its id; in changed tables, a table it
 * holds unchanged goes as null, and an unchanged row as its rowid. A sent mail does not send the
 * whole mailbox back, nor an updated row every table, and the host's copy keeps sharing what did
 * not change, which the state diff then skips by identity.
 */
export interface SnapshotChanges {
  readonly emails?: readonly (Email | number)[];
  readonly files?: Snapshot['files'];
  readonly tables?: Readonly<Record<string, readonly (SqlRow | number)[] | null>>;
}

/** The parts of `now` that are not `before`'s own. */
export function changesFrom(before: Snapshot, now: Snapshot): SnapshotChanges {
  return {
    ...(now.emails === before.emails ? {} : { emails: byReference(before.emails, now.emails, (email) => email.id) }),
    ...(now.files === before.files ? {} : { files: now.files }),
    ...(now.tables === before.tables ? {} : { tables: tableChanges(before.tables, now.tables) }),
  };
}

function byReference<T, K>(before: readonly T[], now: readonly T[], key: (item: T) => K): (T | K)[] {
  const kept = new Set(before);
  return now.map((item) => (kept.has(item) ? key(item) : item));
}

function tableChanges(before: Snapshot['tables'], now: Snapshot['tables']): Record<string, readonly (SqlRow | number)[] | null> {
  return Object.fromEntries(
    Object.entries(now).map(([name, rows]) => [name, rows === before[name] ? null : byReference(before[name] ?? [], rows, (row) => row.rowid)]),
  );
}

/** `base` with `changes` applied, deep-frozen: the inverse of `changesFrom` on the side that holds `base`. */
export function withChanges(base: Snapshot, changes: SnapshotChanges): Snapshot {
  const { emails, tables, ...rest } = changes;
  return deepFreeze({
    ...base,
    ...rest,
    ...(emails
      ? {
          emails: resolved(
            emails,
            base.emails,
            (email) => email.id,
            (id) => `email ${id}`,
          ),
        }
      : {}),
    ...(tables
      ? {
          tables: Object.fromEntries(
            Object.entries(tables).map(([name, rows]) => {
              const held = base.tables[name];
              if (rows !== null)
                return [
                  name,
                  resolved(
                    rows,
                    held ?? [],
                    (row) => row.rowid,
                    (rowid) => `row ${rowid} of table ${name}`,
                  ),
                ];
              if (!held) throw new Error(`snapshot changes name table ${name} unchanged, which the base snapshot does not hold`);
              return [name, held];
            }),
          ),
        }
      : {}),
  });
}

function resolved<T>(items: readonly (T | number)[], base: readonly T[], key: (item: T) => number, name: (key: number) => string): T[] {
  const byKey = new Map(base.map((item) => [key(item), item]));
  return items.map((item) => {
    if (typeof item !== 'number') return item;
    const held = byKey.get(item);
    if (held === undefined) throw new Error(`snapshot changes name ${name(item)}, which the base snapshot does not hold`);
    return held;
  });
}
