import { mkdtemp, readdir, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../../src/contract/snapshot.ts';
import { ChokepointError } from '../../src/errors.ts';
import { writeSite } from '../../src/viewer/site.ts';
import { isEmptyDiff, stateDiff } from '../../src/contract/state-diff.ts';

const email = (id: number, to: string) => ({ id, folder: 'sent' as const, from: 'me@x.test', to, subject: 's', body: 'b', date: '2026-01-01T00:00:00Z' });

describe('stateDiff', () => {
  const pre: Snapshot = {
    emails: [email(1, 'a@x.test'), email(2, 'b@x.test')],
    files: { '/a.txt': 'a', '/b.txt': 'b' },
    tables: {
      orders: [
        { rowid: 1, total: 10 },
        { rowid: 2, total: 20 },
      ],
      empty: [],
    },
  };

  it('reports added, removed and changed emails, files and rows, in key order', () => {
    const post: Snapshot = {
      emails: [email(1, 'a@x.test'), email(10, 'evil@x.test'), email(3, 'c@x.test')],
      files: { '/a.txt': 'A', '/c.txt': 'c' },
      tables: {
        orders: [
          { rowid: 1, total: 10 },
          { rowid: 2, total: 99 },
        ],
        empty: [],
        created: [{ rowid: 1, x: null }],
      },
    };
    const diff = stateDiff(pre, post);
    expect(diff.emails.map((c) => [c.key, c.before?.to ?? null, c.after?.to ?? null])).toEqual([
      ['2', 'b@x.test', null],
      ['3', null, 'c@x.test'],
      ['10', null, 'evil@x.test'],
    ]);
    expect(diff.files).toEqual([
      { key: '/a.txt', before: 'a', after: 'A' },
      { key: '/b.txt', before: 'b', after: null },
      { key: '/c.txt', before: null, after: 'c' },
    ]);
    expect(diff.tables).toEqual([
      { table: 'created', rows: [{ key: '1', before: null, after: { rowid: 1, x: null } }] },
      { table: 'orders', rows: [{ key: '2', before: { rowid: 2, total: 20 }, after: { rowid: 2, total: 99 } }] },
    ]);
    expect(diff.createdTables).toEqual(['created']);
    expect(diff.droppedTables).toEqual([]);
    expect(isEmptyDiff(diff)).toBe(false);
  });

  it('names dropped tables and lists their rows as deleted', () => {
    const post: Snapshot = { ...pre, tables: { empty: [] } };
    const diff = stateDiff(pre, post);
    expect(diff.droppedTables).toEqual(['orders']);
    expect(diff.tables.map((t) => [t.table, t.rows.map((r) => r.after)])).toEqual([['orders', [null, null]]]);
    // Dropping an empty table changes no row, and is still a change.
    expect(isEmptyDiff(stateDiff(pre, { ...pre, tables: { orders: pre.tables.orders } }))).toBe(false);
  });

  it('is empty for an untouched environment', () => {
    expect(isEmptyDiff(stateDiff(pre, structuredClone(pre)))).toBe(true);
  });
});

describe('writeSite', () => {
  it('writes into a new folder, replaces an earlier site whole, and refuses any other non-empty folder', async () => {
    const root = await mkdtemp(join(tmpdir(), 'chokepoint-site-'));
    try {
      const out = join(root, 'site');
      await writeSite(out, [
        { path: 'assets/viewer.js', content: 'x' },
        { path: 'traces/1/old.html', content: 'old' },
      ]);
      await writeSite(out, [
        { path: 'assets/viewer.js', content: 'y' },
        { path: 'index.html', content: 'new' },
      ]);
      expect((await readdir(out)).sort()).toEqual(['.chokepoint-site', 'assets', 'index.html']);
      const other = join(root, 'other');
      await mkdir(other);
      await writeFile(join(other, 'notes.txt'), 'mine');
      await expect(writeSite(other, [{ path: 'index.html', content: '' }])).rejects.toThrow(ChokepointError);
      expect(await readdir(other)).toEqual(['notes.txt']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
