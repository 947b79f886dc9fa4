import { describe, expect, it } from 'vitest';
import { renderTable } from '../../src/environment/index.ts';
import { MAX_RESULT_ROWS } from '../../src/environment/sqlite.ts';
import { expectError, expectOk, smallEnvironment } from './helpers.ts';

describe('execute_sql_query', () => {
  it('renders SELECT results as a text table with a header line', async () => {
    const env = await smallEnvironment();
    expect(expectOk(env.execute({ tool: 'execute_sql_query', args: { query: 'SELECT id, name, balance, notes FROM customers ORDER BY id' } }))).toBe(
      [
        'id | name          | balance | notes',
        '---+---------------+---------+----------',
        '1  | Acme Supplies | 1250.5  | Pays late',
        '2  | Birch & Co    | 0       | NULL',
        '7  | Cobalt Ltd    | -20     | VIP',
        '(3 rows)',
      ].join('\n'),
    );
  });

  it('shows an empty result with its header', async () => {
    const env = await smallEnvironment();
    expect(expectOk(env.execute({ tool: 'execute_sql_query', args: { query: "SELECT name FROM customers WHERE name = 'nobody'" } }))).toBe(
      'name\n----\n(0 rows)',
    );
  });

  it('reports rows affected by writes and 0 for schema changes', async () => {
    const env = await smallEnvironment();
    expect(expectOk(env.execute({ tool: 'execute_sql_query', args: { query: 'UPDATE orders SET qty = qty * 2' } }))).toBe('2 row(s) affected');
    expect(expectOk(env.execute({ tool: 'execute_sql_query', args: { query: 'DELETE FROM customers WHERE id > 100' } }))).toBe('0 row(s) affected');
    expect(expectOk(env.execute({ tool: 'execute_sql_query', args: { query: 'DROP TABLE orders' } }))).toBe('0 row(s) affected');
    expect(Object.keys(env.snapshot().tables)).toEqual(['customers']);
  });

  it("runs several statements as SQLite would, reporting each (defending against that is the mediators' job)", async () => {
    const env = await smallEnvironment();
    const result = expectOk(
      env.execute({
        tool: 'execute_sql_query',
        args: { query: "SELECT name FROM customers WHERE id = 1; DROP TABLE customers; INSERT INTO orders (item) VALUES ('a'), ('b');" },
      }),
    );
    expect(result).toBe('name\n-------------\nAcme Supplies\n(1 row)\n\n0 row(s) affected\n\n2 row(s) affected');
    const snapshot = env.snapshot();
    expect(snapshot.tables.customers).toBeUndefined();
    expect(snapshot.tables.orders).toHaveLength(4);
  });

  it("turns SQL errors into tool errors with SQLite's message, keeping earlier statements applied", async () => {
    const env = await smallEnvironment();
    expect(expectError(env.execute({ tool: 'execute_sql_query', args: { query: 'SELECT * FROM invoices' } }))).toBe('SQL error: no such table: invoices');
    expect(expectError(env.execute({ tool: 'execute_sql_query', args: { query: 'SELEC 1' } }))).toBe('SQL error: near "SELEC": syntax error');
    expect(expectError(env.execute({ tool: 'execute_sql_query', args: { query: "INSERT INTO customers (id, name) VALUES (1, 'dup')" } }))).toBe(
      'SQL error: UNIQUE constraint failed: customers.id',
    );
    expect(expectError(env.execute({ tool: 'execute_sql_query', args: { query: 'DELETE FROM orders; SELECT * FROM nope; DELETE FROM customers' } }))).toBe(
      'SQL error: no such table: nope (1 earlier statement ran and stays applied)',
    );
    const snapshot = env.snapshot();
    expect(snapshot.tables.orders).toEqual([]);
    expect(snapshot.tables.customers).toHaveLength(3);
    expect(expectError(env.execute({ tool: 'execute_sql_query', args: { query: '  -- only a comment' } }))).toBe('SQL error: no statement to run');
  });

  it('stops reading an unbounded result after MAX_RESULT_ROWS rows and says so', async () => {
    const env = await smallEnvironment();
    const result = expectOk(
      env.execute({ tool: 'execute_sql_query', args: { query: 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c' } }),
    );
    const lines = result.split('\n');
    expect(lines.slice(0, 3)).toEqual(['x', '----', '1']);
    expect(lines.at(-3)).toBe(String(MAX_RESULT_ROWS));
    expect(lines.slice(-2)).toEqual([`(${MAX_RESULT_ROWS} rows)`, `(stopped after the first ${MAX_RESULT_ROWS} rows; the query returns more)`]);
  });

  it("sees only this environment's own database", async () => {
    const env = await smallEnvironment();
    // The database list would show sql.js's per-process file name, which replays could not reproduce.
    expect(expectError(env.execute({ tool: 'execute_sql_query', args: { query: 'PRAGMA database_list' } }))).toBe(
      'SQL error: database_list is not available: the environment has exactly one database, named main',
    );
    expect(expectOk(env.execute({ tool: 'execute_sql_query', args: { query: "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name" } }))).toBe(
      'name\n---------\ncustomers\norders\n(2 rows)',
    );
  });
});

describe('renderTable', () => {
  it('keeps multi-line cells verbatim without letting them widen the column', () => {
    expect(
      renderTable(
        ['a', 'b'],
        [
          ['x\n\npayload line', 1],
          ['yy', null],
        ],
      ),
    ).toBe('a  | b\n---+-----\nx\n\npayload line | 1\nyy | NULL\n(2 rows)');
  });
});
