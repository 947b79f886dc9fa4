import type { Database, Statement } from 'sql.js';
import { deepFreeze } from '../contract/index.ts';
import { createDatabase } from '../environment/index.ts';

/**
 * SQL statement splitting and classification with SQLite itself (sql.js), never with regexes over
 * the text: statements are split by SQLite's own tokenizer (`iterateStatements`), prepared against
 * a scratch database with the scenario's schema and no rows, and classified by the bytecode
 * SQLite compiles them to (`EXPLAIN <stmt>`). Preparing and explaining never execute anything.
 */

/** Table -> column -> declared type, as the environment fixture declares them. */
export type SqlSchema = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Schemas made by `sqlSchemaOf`: deep-frozen, so their scratch database is kept by identity (the gate asks for it on every call). */
const ownSchemas = new WeakSet<SqlSchema>();
const byIdentity = new WeakMap<SqlSchema, Promise<Database>>();

export function sqlSchemaOf(tables: Readonly<Record<string, { readonly columns: Readonly<Record<string, string>> }>>): SqlSchema {
  const schema = deepFreeze(Object.fromEntries(Object.entries(tables).map(([table, { columns }]) => [table, { ...columns }])));
  ownSchemas.add(schema);
  return schema;
}

/**
 * - `read`: returns rows and writes nothing;
 * - `explain`: an EXPLAIN / EXPLAIN QUERY PLAN statement (SQLite compiles but never runs the inner one);
 * - `write`: row-level INSERT / UPDATE / DELETE with a condition;
 * - `destructive`: wipes or drops data (DROP TABLE/INDEX/TRIGGER, DELETE without WHERE);
 * - `schema`: changes the schema (CREATE, ALTER, ANALYZE);
 * - `control`: returns nothing and writes no table (transactions, ATTACH/DETACH, PRAGMA assignments, VACUUM).
 */
export type StatementKind = 'read' | 'explain' | 'write' | 'destructive' | 'schema' | 'control';

export interface ClassifiedStatement {
  readonly sql: string;
  readonly kind: StatementKind;
  /** The opcodes that decided the kind (write/destructive/schema/control), sorted, unique. */
  readonly evidence: readonly string[];
  /**
   * The tables the statement's program opens, sorted: `reads` through read cursors, `writes` through
   * write cursors (an index counts as its table). `unknownCursors` counts cursors on b-trees the
   * schema does not name (another attached database, a table created by the statement itself).
   */
  readonly reads: readonly string[];
  readonly writes: readonly string[];
  readonly unknownCursors: number;
}

export type SqlProblem = 'sql_empty' | 'sql_unparsable' | 'sql_invalid' | 'sql_unverifiable';

export type SqlAnalysis =
  { readonly ok: true; readonly statements: readonly ClassifiedStatement[] } | { readonly ok: false; readonly reason: SqlProblem; readonly detail: string };

const DESTRUCTIVE_OPCODES = new Set(['Clear', 'Destroy', 'DropTable', 'DropIndex', 'DropTrigger']);
const SCHEMA_OPCODES = new Set(['CreateBtree', 'ParseSchema', 'SetCookie']);
const ROW_WRITE_OPCODES = new Set(['OpenWrite', 'Insert', 'IdxInsert', 'Delete', 'IdxDelete', 'NewRowid']);
const CONTROL_OPCODES = new Set(['Vacuum', 'AutoCommit', 'Savepoint', 'Expire', 'JournalMode']);
const EXPLAIN_COLUMNS = ['addr,opcode,p1,p2,p3,p4,p5,comment', 'id,parent,notused,detail'];
/** What SQLite skips before a statement (whitespace, comments, empty statements) and `getSQL()` keeps. */
const LEADING_NOISE = /^(?:\s+|;|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/;
const SYNTAX_ERROR = /syntax error|incomplete input|unrecognized token/;

const scratch = new Map<string, Promise<Database>>();

/** One schema-only database per distinct schema, kept for the process (statements are only prepared on it). */
export function schemaDatabase(schema: SqlSchema): Promise<Database> {
  const known = byIdentity.get(schema);
  if (known) return known;
  const key = JSON.stringify(
    Object.keys(schema)
      .sort()
      .map((table) => [table, Object.entries(schema[table])]),
  );
  let db = scratch.get(key);
  if (!db) {
    db = createDatabase(Object.fromEntries(Object.entries(schema).map(([table, columns]) => [table, { columns, rows: [] }])));
    db.catch(() => {
      scratch.delete(key);
      byIdentity.delete(schema);
    });
    scratch.set(key, db);
  }
  if (ownSchemas.has(schema)) byIdentity.set(schema, db);
  return db;
}

export async function analyzeSql(sql: string, schema: SqlSchema): Promise<SqlAnalysis> {
  return analyzeOnSchema(await schemaDatabase(schema), sql);
}

/** Analyses per schema database, by query text (SQLite compiles a query against one schema the same way every time), deep-frozen; the first analysed go first when the memo is full. */
const analyses = new WeakMap<Database, Map<string, SqlAnalysis>>();
const MAX_ANALYSES = 1000;

/** `analyzeOn` for a database of `schemaDatabase`, each query analysed once. */
export function analyzeOnSchema(db: Database, sql: string): SqlAnalysis {
  let memo = analyses.get(db);
  if (!memo) {
    memo = new Map();
    analyses.set(db, memo);
  }
  let found = memo.get(sql);
  if (!found) {
    found = deepFreeze(analyzeOn(db, sql));
    if (memo.size >= MAX_ANALYSES) memo.delete(memo.keys().next().value!);
    memo.set(sql, found);
  }
  return found;
}

/** Splits and classifies `sql` on `db` (which it never changes). */
export function analyzeOn(db: Database, sql: string): SqlAnalysis {
  const texts: { sql: string; columns: string[] }[] = [];
  try {
    for (const statement of db.iterateStatements(sql)) {
      try {
        texts.push({ sql: statement.getSQL(), columns: statement.getColumnNames() });
      } finally {
        statement.free();
      }
    }
  } catch (error) {
    const message = (error as Error).message;
    const reason = SYNTAX_ERROR.test(message) ? 'sql_unparsable' : 'sql_invalid';
    const what = reason === 'sql_unparsable' ? 'SQLite cannot parse it' : 'SQLite cannot prepare it against the schema';
    return { ok: false, reason, detail: `${what}: ${message}` };
  }
  if (texts.length === 0) return { ok: false, reason: 'sql_empty', detail: 'no SQL statement in the query' };
  const statements: ClassifiedStatement[] = [];
  for (const text of texts) {
    const classified = classify(db, text.sql, text.columns);
    if ('reason' in classified) return { ok: false, reason: 'sql_unverifiable', detail: classified.reason };
    statements.push(classified);
  }
  return { ok: true, statements };
}

function classify(db: Database, sql: string, columns: readonly string[]): ClassifiedStatement | { reason: string } {
  const body = sql.replace(LEADING_NOISE, '');
  let program: Statement;
  try {
    program = db.prepare(`EXPLAIN ${body}`);
  } catch (error) {
    const message = (error as Error).message;
    // Only an EXPLAIN statement becomes a syntax error when wrapped in another EXPLAIN.
    if (/near "EXPLAIN": syntax error/i.test(message) && EXPLAIN_COLUMNS.includes(columns.join(','))) {
      return { sql, kind: 'explain', evidence: [], reads: [], writes: [], unknownCursors: 0 };
    }
    return { reason: `cannot compile EXPLAIN of ${JSON.stringify(sql)}: ${message}` };
  }
  const instructions: Instruction[] = [];
  try {
    while (program.step()) {
      const [, opcode, p1, p2, p3] = program.get();
      instructions.push({ opcode: String(opcode), p1: Number(p1), p2: Number(p2), p3: Number(p3) });
    }
  } finally {
    program.free();
  }
  return { sql, ...kindOf(instructions, columns.length > 0), ...tablesOpened(db, instructions) };
}

interface Instruction {
  readonly opcode: string;
  readonly p1: number;
  readonly p2: number;
  readonly p3: number;
}

const READ_CURSORS = new Set(['OpenRead', 'ReopenIdx']);

const rootPages = new WeakMap<Database, ReadonlyMap<number, string>>();

/** Root page of each table and index of the main database -> its table (`sqlite_master` is page 1). */
function tablesByRootPage(db: Database): ReadonlyMap<number, string> {
  let pages = rootPages.get(db);
  if (!pages) {
    const map = new Map<number, string>([[1, 'sqlite_master']]);
    for (const [rootpage, table] of db.exec('SELECT rootpage, tbl_name FROM sqlite_master WHERE rootpage > 0')[0]?.values ?? []) {
      map.set(Number(rootpage), String(table));
    }
    pages = map;
    rootPages.set(db, pages);
  }
  return pages;
}

/** The tables a compiled statement opens cursors on, by the root page each cursor names (P2) in the main database (P3 = 0). */
function tablesOpened(db: Database, program: readonly Instruction[]): Pick<ClassifiedStatement, 'reads' | 'writes' | 'unknownCursors'> {
  const pages = tablesByRootPage(db);
  const reads = new Set<string>();
  const writes = new Set<string>();
  let unknownCursors = 0;
  for (const i of program) {
    const write = i.opcode === 'OpenWrite';
    if (!write && !READ_CURSORS.has(i.opcode)) continue;
    const table = i.p3 === 0 ? pages.get(i.p2) : undefined;
    if (table === undefined) unknownCursors++;
    else (write ? writes : reads).add(table);
  }
  return { reads: [...reads].sort(), writes: [...writes].sort(), unknownCursors };
}

/**
 * Row-level write opcodes also drive SQLite's ephemeral tables (ORDER BY ... LIMIT, DISTINCT, IN,
 * UNION, recursive CTEs), so they only count on cursors opened with `OpenWrite` on a real b-tree;
 * `Transaction` with P2 != 0 (a write transaction) counts on its own.
 */
function kindOf(program: readonly Instruction[], returnsRows: boolean): { kind: StatementKind; evidence: string[] } {
  const writeCursors = new Set(program.filter((i) => i.opcode === 'OpenWrite').map((i) => i.p1));
  const opcodes = new Set<string>();
  for (const i of program) {
    if (i.opcode === 'Transaction') {
      if (i.p2 !== 0) opcodes.add('Transaction(write)');
    } else if (!ROW_WRITE_OPCODES.has(i.opcode) || i.opcode === 'OpenWrite' || writeCursors.has(i.p1)) {
      opcodes.add(i.opcode);
    }
  }
  const among = (set: ReadonlySet<string>) => [...opcodes].filter((op) => set.has(op)).sort();
  const destructive = among(DESTRUCTIVE_OPCODES);
  if (destructive.length > 0) return { kind: 'destructive', evidence: destructive };
  const schema = among(SCHEMA_OPCODES);
  if (schema.length > 0) return { kind: 'schema', evidence: schema };
  const writes = among(ROW_WRITE_OPCODES);
  if (writes.length > 0 || opcodes.has('Transaction(write)')) {
    return { kind: 'write', evidence: opcodes.has('Transaction(write)') ? [...writes, 'Transaction(write)'] : writes };
  }
  if (!returnsRows) return { kind: 'control', evidence: among(CONTROL_OPCODES) };
  return { kind: 'read', evidence: [] };
}
