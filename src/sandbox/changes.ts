import { deepFreeze, type Email, type Snapshot } from '../contract/index.ts';

/**
 * A snapshot as the parts in which it differs from another that both sides hold (copy on write: the
 * rest is not sent again). In a changed mailbox, an email the other snapshot holds unchanged (the
 * same frozen object) goes as its id: a sent mail does not send the whole mailbox back, and the
 * host's copy keeps sharing the unchanged emails, which the state diff then skips by identity.
 */
export interface SnapshotChanges {
  readonly emails?: readonly (Email | number)[];
  readonly files?: Snapshot['files'];
  readonly tables?: Snapshot['tables'];
}

/** The parts of `now` that are not `before`'s own. */
export function changesFrom(before: Snapshot, now: Snapshot): SnapshotChanges {
  let emails: (Email | number)[] | undefined;
  if (now.emails !== before.emails) {
    const kept = new Set(before.emails);
    emails = now.emails.map((email) => (kept.has(email) ? email.id : email));
  }
  return {
    ...(emails ? { emails } : {}),
    ...(now.files === before.files ? {} : { files: now.files }),
    ...(now.tables === before.tables ? {} : { tables: now.tables }),
  };
}

/** `base` with `changes` applied, deep-frozen: the inverse of `changesFrom` on the side that holds `base`. */
export function withChanges(base: Snapshot, changes: SnapshotChanges): Snapshot {
  const { emails, ...rest } = changes;
  if (!emails) return deepFreeze({ ...base, ...rest });
  const byId = new Map(base.emails.map((email) => [email.id, email]));
  const resolved = emails.map((email) => {
    if (typeof email !== 'number') return email;
    const held = byId.get(email);
    if (!held) throw new Error(`snapshot changes name email ${email}, which the base snapshot does not hold`);
    return held;
  });
  return deepFreeze({ ...base, ...rest, emails: resolved });
}
