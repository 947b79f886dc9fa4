import { describe, expect, it } from 'vitest';
import { analyzeSql, schemaDatabase, sqlSchemaOf, type SqlSchema } from '../../../src/harness/sql.ts';

const schema: SqlSchema = { t: { id: 'INTEGER PRIMARY KEY', a: 'TEXT' }, u: { x: 'TEXT' } };

async function kinds(sql: string): Promise<string[] | string> {
  const analysis = await analyzeSql(sql, schema);
  return analysis.ok ? analysis.statements.map((s) => s.kind) : analysis.reason;
}

describe('analyzeSql (SQLite splits, EXPLAIN classifies)', () => {
  it.each([
    ['SELECT * FROM t WHERE a = 1', ['read']],
    ['SELECT 1', ['read']],
    ["SELECT 'a;b' FROM t", ['read']],
    ['SELECT 1; -- trailing comment', ['read']],
    ['PRAGMA table_info(t)', ['read']],
    // Ephemeral tables use Insert/Delete/IdxInsert too; only writes to real b-trees count.
    ['SELECT a FROM t ORDER BY id DESC LIMIT 1', ['read']],
    ['SELECT DISTINCT a FROM t', ['read']],
    ['SELECT * FROM t WHERE a IN (SELECT x FROM u)', ['read']],
    ['SELECT a FROM t UNION SELECT x FROM u', ['read']],
    ['WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c WHERE n < 5) SELECT * FROM c', ['read']],
    ['SELECT * FROM t JOIN u ON u.x = t.a', ['read']],
    ['INSERT INTO t (a) VALUES (1)', ['write']],
    ['UPDATE t SET a = 2 WHERE id = 1', ['write']],
    ['DELETE FROM t WHERE id = 1', ['write']],
    ['DELETE FROM t WHERE id = 1 RETURNING *', ['write']],
    ['REPLACE INTO t VALUES (1, 2)', ['write']],
    ['WITH c AS (SELECT 1) DELETE FROM t', ['destructive']],
    ['DELETE FROM t', ['destructive']],
    ['DROP TABLE t', ['destructive']],
    ['CREATE TABLE z (a)', ['schema']],
    ['ALTER TABLE t ADD COLUMN b', ['schema']],
    ['CREATE TRIGGER tr AFTER INSERT ON t BEGIN DELETE FROM u; END', ['schema']],
    ['PRAGMA user_version = 3', ['schema']],
    ["ATTACH ':memory:' AS other", ['control']],
    ['BEGIN', ['control']],
    ['PRAGMA writable_schema = 1', ['control']],
    ['EXPLAIN DROP TABLE t', ['explain']],
    ['EXPLAIN QUERY PLAN DELETE FROM t', ['explain']],
    ['SELECT 1; DELETE FROM t', ['read', 'destructive']],
    ['EXPLAIN SELECT 1; DROP TABLE t', ['explain', 'destructive']],
    [';DELETE FROM t WHERE id = 2', ['write']],
    ['/* hi */ ; ; DROP TABLE u', ['destructive']],
  ])('%s -> %j', async (sql, expected) => {
    expect(await kinds(sql)).toEqual(expected);
  });

  it.each([
    ['SELEC 1', 'sql_unparsable'],
    ['SELECT (', 'sql_unparsable'],
    ["SELECT 'open", 'sql_unparsable'],
    ['SELECT nope FROM t', 'sql_invalid'],
    ['SELECT * FROM missing', 'sql_invalid'],
    ['', 'sql_empty'],
    ['  -- just a comment', 'sql_empty'],
  ])('%j is refused as %s', async (sql, reason) => {
    expect(await kinds(sql)).toBe(reason);
  });

  it('never changes the scratch database', async () => {
    await analyzeSql('DROP TABLE t', schema);
    await analyzeSql('DELETE FROM t; INSERT INTO u VALUES (1)', schema);
    expect(await kinds('SELECT * FROM t')).toEqual(['read']);
    expect(await kinds('SELECT x FROM u')).toEqual(['read']);
  });

  it('gives the opcodes as evidence', async () => {
    const analysis = await analyzeSql('DROP TABLE t', schema);
    expect(analysis.ok && analysis.statements[0].evidence).toEqual(expect.arrayContaining(['Destroy', 'DropTable']));
  });
});

describe('analyses kept per schema', () => {
  it('analyse a query once: the same frozen analysis again, for a schema of sqlSchemaOf found by identity', async () => {
    const own = sqlSchemaOf({ t: { columns: { id: 'INTEGER PRIMARY KEY', a: 'TEXT' } } });
    expect(Object.isFrozen(own.t)).toBe(true);
    expect(schemaDatabase(own)).toBe(schemaDatabase(own));
    const first = await analyzeSql('UPDATE t SET a = 1 WHERE id = 2', own);
    expect(first).toMatchObject({ ok: true, statements: [{ kind: 'write', writes: ['t'] }] });
    expect(await analyzeSql('UPDATE t SET a = 1 WHERE id = 2', own)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });
});
