import { describe, expect, it } from 'vitest';
import { deepFreeze, type Email, type Snapshot } from '../../src/contract/index.ts';
import { changesFrom, withChanges } from '../../src/sandbox/changes.ts';

const email = (id: number, body: string): Email => ({
  id,
  folder: 'inbox',
  from: 'a@example.test',
  to: 'b@example.test',
  cc: [],
  bcc: [],
  subject: `mail ${id}`,
  body,
  attachments: [],
  date: '2026-03-14T09:00:00Z',
});

describe('snapshot changes between the sandbox worker and the host', () => {
  const before: Snapshot = deepFreeze({ emails: [email(1, 'one'), email(2, 'two')], files: { '/a.txt': 'a' }, tables: { t: [{ rowid: 1, x: 1 }] } });

  it('send an unchanged email as its id, and the side that holds the base gets back the same objects', () => {
    const sent = email(3, 'new');
    const now: Snapshot = deepFreeze({ ...before, emails: [before.emails[0], email(2, 'edited'), sent] });
    const changes = changesFrom(before, now);
    expect(changes).toEqual({ emails: [1, email(2, 'edited'), sent] });
    const rebuilt = withChanges(before, structuredClone(changes));
    expect(rebuilt).toEqual(now);
    expect(rebuilt.emails[0]).toBe(before.emails[0]);
    expect(rebuilt.files).toBe(before.files);
    expect(Object.isFrozen(rebuilt.emails[1])).toBe(true);
  });

  it('send nothing for a state that shares every part, and every part that differs whole', () => {
    expect(changesFrom(before, { ...before })).toEqual({});
    const now: Snapshot = deepFreeze({ emails: before.emails, files: { '/a.txt': 'b' }, tables: { t: [{ rowid: 1, x: 2 }] } });
    expect(changesFrom(before, now)).toEqual({ files: now.files, tables: now.tables });
  });

  it('send an unchanged table as null and an unchanged row as its rowid', () => {
    const two: Snapshot = deepFreeze({
      ...before,
      tables: {
        t: [
          { rowid: 1, x: 1 },
          { rowid: 2, x: 2 },
        ],
        u: [{ rowid: 1, y: 'a' }],
      },
    });
    const row = { rowid: 2, x: 3 };
    const now: Snapshot = deepFreeze({ ...two, tables: { t: [two.tables.t[0], row], u: two.tables.u } });
    const changes = changesFrom(two, now);
    expect(changes).toEqual({ tables: { t: [1, row], u: null } });
    const rebuilt = withChanges(two, structuredClone(changes));
    expect(rebuilt).toEqual(now);
    expect(rebuilt.tables.u).toBe(two.tables.u);
    expect(rebuilt.tables.t[0]).toBe(two.tables.t[0]);
    expect(() => withChanges(two, { tables: { v: null } })).toThrow('snapshot changes name table v unchanged, which the base snapshot does not hold');
    expect(() => withChanges(two, { tables: { t: [9] } })).toThrow('snapshot changes name row 9 of table t, which the base snapshot does not hold');
  });

  it('refuse changes that name an email the base does not hold', () => {
    expect(() => withChanges(before, { emails: [7] })).toThrow('snapshot changes name email 7, which the base snapshot does not hold');
  });
});
