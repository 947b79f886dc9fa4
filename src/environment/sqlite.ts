import { createRequire } from 'node:module';
import initSqlJs, { type Database, type SqlJsStatic, type SqlValue as SqlJsValue, type Statement } from 'sql.js';
import { deepFreeze, type SqlRow, type SqlValue } from '../contract/index.ts';
import { ChokepointError } from '../errors.ts';
import { isSealed } from './sealed.ts';

/**
 * The environment's SQL engine: SQLite compiled to WASM (sql.js), initialised once per process,
 * one fresh in-memory Database per environment.
 */

export interface TableDefinition {
  readonly columns: Readonly<Record<string, string>>;
  readonly rows: readonly Readonly<Record<string, SqlValue>>[];
}

/** The module the engine loaded as: every database of the process is one of it. */
let loadedSqlJs: SqlJsStatic | undefined;

/**
 * `load` run once for every caller, concurrent ones included; one that fails is not kept (the next
 * call tries again) and fails saying what was being loaded and why, the original error as its cause.
 */
export function loadOnce<T>(what: string, load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw new Error(`${what} could not be loaded: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }));
}

/** The engine, loaded once per process; its module is known (`loadedSqlJs`) before any caller resumes. */
export const loadSqlJs: () => Promise<SqlJsStatic> = loadOnce('the SQL engine (sql.js, SQLite compiled to WebAssembly)', async () => {
  loadedSqlJs = await startSqlJs();
  return loadedSqlJs;
});

/** sql.js with its WASM file found beside it (a missing file rejects, as a failed initialisation does). */
async function startSqlJs(): Promise<SqlJsStatic> {
  const wasmFile = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
  return initSqlJs({ locateFile: () => wasmFile });
}

/** The loaded engine's module, for what sql.js does not wrap (the update hook). */
function loadedModule(): SqlJsModule {
  if (!loadedSqlJs) throw new Error('the SQL engine is not loaded: open databases through loadSqlJs()');
  return loadedSqlJs as unknown as SqlJsModule;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** sql.js cells as the snapshot contract types them; BLOBs (unused by the benchmark) become hex literals. */
function toSqlValue(value: SqlJsValue): SqlValue {
  if (value instanceof Uint8Array) return `x'${Buffer.from(value).toString('hex').toUpperCase()}'`;
  return value;
}

/** Runs exactly one statement; anything after it (a `;` smuggled into a column definition) is refused unexecuted. */
function runSingleStatement(db: Database, sql: string): void {
  const iterator = db.iterateStatements(sql);
  const first = iterator.next();
  if (first.done) throw new Error('empty statement');
  try {
    if (iterator.getRemainingSQL().trim() !== '') throw new Error("a column definition must not contain ';' or end the statement");
    first.value.step();
  } finally {
    first.value.free();
  }
}

/** Which column definition makes CREATE TABLE fail, found by trying each alone in a scratch table. */
function findBadColumn(db: Database, columns: Readonly<Record<string, string>>): string | undefined {
  return Object.entries(columns).find(([name, decl]) => {
    try {
      runSingleStatement(db, `CREATE TEMP TABLE __chokepoint_probe__ (${quoteIdentifier(name)} ${decl})`);
      db.run('DROP TABLE temp.__chokepoint_probe__');
      return false;
    } catch {
      return true;
    }
  })?.[0];
}

function createTable(db: Database, table: string, columns: Readonly<Record<string, string>>): void {
  const definitions = Object.entries(columns).map(([name, decl]) => `${quoteIdentifier(name)} ${decl}`);
  try {
    runSingleStatement(db, `CREATE TABLE ${quoteIdentifier(table)} (${definitions.join(', ')})`);
  } catch (error) {
    const bad = findBadColumn(db, columns);
    const field = bad === undefined ? `tables.${table}.columns` : `tables.${table}.columns.${bad}`;
    throw new ChokepointError('fixture', `cannot create table ${table}: ${(error as Error).message}`, { field });
  }
}

function insertRows(db: Database, table: string, rows: TableDefinition['rows']): void {
  rows.forEach((row, index) => {
    const columns = Object.keys(row);
    const sql =
      columns.length === 0
        ? `INSERT INTO ${quoteIdentifier(table)} DEFAULT VALUES`
        : `INSERT INTO ${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    try {
      db.run(
        sql,
        columns.map((c) => row[c]),
      );
    } catch (error) {
      throw new ChokepointError('fixture', `cannot insert row: ${(error as Error).message}`, { field: `tables.${table}.rows[${index}]` });
    }
  });
}

/** A fresh in-memory database holding `tables`, created from the declared columns, rows inserted with bound parameters. */
export async function createDatabase(tables: Readonly<Record<string, TableDefinition>>): Promise<Database> {
  return (await openDatabase(tables)).database.db;
}

/**
 * A database opened on its first use: an environment whose agent runs no SQL (and whose injection
 * writes no cell) never opens one, and its snapshots show the fixture's tables as read once.
 */
export class LazyDatabase {
  private opened: Database | undefined;
  private closed = false;

  /** `release` is given the connection of a database that was opened, to close (or keep, see `close`). */
  constructor(
    private readonly open: () => Database,
    private readonly release: (db: Database, reusable: boolean) => void = (db) => closeDatabase(db),
  ) {}

  get db(): Database {
    if (this.closed) throw new Error('the database is closed');
    this.opened ??= this.open();
    return this.opened;
  }

  get isOpen(): boolean {
    return this.opened !== undefined;
  }

  /**
   * Closes the database. `reusable`: every statement that ran on it went through `runSql` or
   * `writeCell` (an environment's database), so whether anything but a SELECT ran is known.
   */
  close(reusable = false): void {
    this.closed = true;
    const db = this.opened;
    if (!db) return;
    this.opened = undefined;
    this.release(db, reusable);
  }
}

/** A fresh database holding `tables` (see createDatabase), opened on first use, with the reader of its tables for snapshots. */
export async function openDatabase(
  tables: Readonly<Record<string, TableDefinition>>,
): Promise<{ readonly database: LazyDatabase; readonly snapshots: TableSnapshots }> {
  const SQL = await loadSqlJs();
  // Building the tables costs ~2 ms per scenario; opening a copy of a serialised image ~0.1 ms.
  // The cache is keyed by the tables' content, not their identity, so a caller that edits a fixture
  // object between two calls still gets what it declared.
  const key = imageKey(tables);
  let image = databaseImages.get(key);
  if (!image) {
    const template = buildDatabase(new SQL.Database(), tables);
    image = { bytes: template.export() };
    template.close();
    rememberImage(key, image);
  }
  const source = image;
  const database = new LazyDatabase(
    () => takeConnection(SQL, source),
    (db, reusable) => releaseConnection(SQL, source, db, reusable),
  );
  return { database, snapshots: new TableSnapshots(database, image) };
}

/** A connection to a fresh copy of the image, as every environment's database starts. */
function connect(SQL: SqlJsStatic, image: DatabaseImage): Database {
  const db = new SQL.Database(image.bytes);
  // One connection per in-memory file: holding its lock spares every statement the check of the file
  // for other writers, and a journal in memory the journal file written and removed per write.
  // Neither changes what a statement returns (but the two pragmas' own values), `total_changes()` or `schema_version`.
  db.exec(CONNECTION_PRAGMAS);
  // Reading the version parses the schema, which SQLite otherwise does at the connection's first
  // statement: a connection opened ahead (refillSpare) is then ready for the first query too.
  const version = databaseVersion(db);
  image.opened ??= version;
  return db;
}

/** The image's spare connection (opened ahead, never used), or a new one. */
function takeConnection(SQL: SqlJsStatic, image: DatabaseImage): Database {
  const spare = image.spare;
  image.spare = undefined;
  return spare ?? connect(SQL, image);
}

/**
 * A closed environment's connection becomes the image's spare when only SELECTs ran on it (no
 * statement that can change a row, hence no update hook, see watchRowChanges): nothing it holds
 * differs from a fresh copy of the image (data, schema, counters, pragmas, temp tables, an open
 * transaction), and opening one costs about 0.3 ms of CPU. Otherwise it is closed, and the next
 * connection is opened ahead.
 */
function releaseConnection(SQL: SqlJsStatic, image: DatabaseImage, db: Database, reusable: boolean): void {
  if (reusable && !rowChanges.has(db) && image.spare === undefined && !image.retired) {
    sqlRan.delete(db);
    image.spare = db;
    return;
  }
  closeDatabase(db);
  refillSpare(SQL, image);
}

/**
 * Opens the image's next connection once the thread is free (after the message being answered):
 * opening one (a copy of the image, its schema parsed) costs about 0.2 ms, which an environment
 * that runs SQL then no longer waits for. Only after a database of the image was used and closed,
 * so a run whose agents run no SQL opens none.
 */
function refillSpare(SQL: SqlJsStatic, image: DatabaseImage): void {
  if (image.spare !== undefined || image.refilling || image.retired) return;
  image.refilling = true;
  setImmediate(() => {
    image.refilling = false;
    if (image.spare !== undefined || image.retired) return;
    try {
      image.spare = connect(SQL, image);
    } catch {
      // The next environment opens its own, and meets the error there.
    }
  }).unref();
}

const CONNECTION_PRAGMAS = 'PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = MEMORY';

const sealedKeys = new WeakMap<object, string>();

function imageKey(tables: Readonly<Record<string, TableDefinition>>): string {
  if (!isSealed(tables)) return JSON.stringify(tables);
  let key = sealedKeys.get(tables);
  if (key === undefined) {
    key = JSON.stringify(tables);
    sealedKeys.set(tables, key);
  }
  return key;
}

/** A fixture's database, serialised, and the tables of a database opened from it that nothing changed (read once, shared). */
interface DatabaseImage {
  readonly bytes: Uint8Array;
  /** The version (see TableSnapshots) of a database just opened from the image. */
  opened?: string;
  pristine?: { readonly version: string; readonly tables: SnapshotTables };
  /** A connection opened ahead (see refillSpare), and whether one is being opened. */
  spare?: Database;
  refilling?: boolean;
  /** Dropped from the cache: it gets no more spares. */
  retired?: boolean;
}

const MAX_CACHED_IMAGES = 16;
const databaseImages = new Map<string, DatabaseImage>();

function rememberImage(key: string, image: DatabaseImage): void {
  if (databaseImages.size >= MAX_CACHED_IMAGES) {
    const oldest = databaseImages.keys().next().value as string;
    retire(databaseImages.get(oldest)!);
    databaseImages.delete(oldest);
  }
  databaseImages.set(key, image);
}

function retire(image: DatabaseImage): void {
  image.retired = true;
  image.spare?.close();
  image.spare = undefined;
}

export type SnapshotTables = Readonly<Record<string, readonly SqlRow[]>>;

/** Databases on which a PRAGMA ran since their tables were last read (a PRAGMA can rewrite `schema_version`). */
const pragmaRan = new WeakSet<Database>();
/**
 * Databases on which a transaction was begun (BEGIN, SAVEPOINT): one left open across a read can be
 * rolled back later (ROLLBACK, a conflict resolved by OR ROLLBACK, a trigger's RAISE(ROLLBACK)),
 * which restores rows without changing `total_changes()` or `schema_version`.
 */
const transactionBegun = new WeakSet<Database>();
/**
 * Databases that ran SQL other than a SELECT since their tables were last read: only such SQL can
 * change a database (a SELECT changes no row, no schema, no counter), so only then is its version asked.
 */
const sqlRan = new WeakSet<Database>();

/**
 * What `readTables` returns, deep-frozen, read again only when the database may have changed since
 * the last read: no SQL ran since (the tools' `runSql` and an injection's `writeCell` say when), or
 * SQLite counts no change: it counts every row a statement inserts, updates or deletes
 * (`total_changes()`, trigger programs included) and bumps `schema_version` on every change of the
 * schema (CREATE, DROP, ALTER, VACUUM); the one statement that can set the version back, a PRAGMA,
 * forces a read, and so does any SQL once a transaction was begun (a rollback restores rows
 * uncounted). A database opened from a fixture's image starts with the image's tables, read once.
 */
export class TableSnapshots {
  /** The tables as last read and the version they were read at; none after a PRAGMA, whose version cannot be trusted. */
  private last: { readonly version: string; readonly tables: SnapshotTables } | undefined;
  private pragmaSeen = false;
  /** Whether a transaction was ever begun on the database: its version then no longer tells whether its tables changed. */
  private transactionSeen = false;

  constructor(
    private readonly database: LazyDatabase,
    private readonly image?: DatabaseImage,
  ) {
    this.last = image?.pristine;
  }

  read(): SnapshotTables {
    // A database not opened yet holds the image's tables.
    if (this.last && (!this.database.isOpen || !sqlRan.has(this.database.db))) return this.last.tables;
    const { db } = this.database;
    sqlRan.delete(db);
    const pragma = pragmaRan.delete(db);
    if (pragma) this.pragmaSeen = true;
    if (transactionBegun.has(db)) this.transactionSeen = true;
    const reported = takeRowChanges(db);
    const version = pragma ? undefined : databaseVersion(db);
    if (version !== undefined && !this.transactionSeen && this.last?.version === version) return this.last.tables;
    const last = version !== undefined && !this.pragmaSeen && !this.transactionSeen ? this.last : undefined;
    const changed = last && hookedTables(reported, last.version, version!, this.image?.opened);
    const fresh = last && changed ? rereadTables(db, last.tables, changed) : readTables(db);
    const tables = sharing(fresh, this.last?.tables ?? this.image?.pristine?.tables);
    this.last = version === undefined ? undefined : { version, tables };
    if (this.image && !this.image.pristine && !this.pragmaSeen && !this.transactionSeen && version === this.image.opened) this.image.pristine = this.last;
    return tables;
  }
}

/**
 * What SQLite's update hook reported of a database since its tables were last read: how many rows
 * changed and in which tables of `main`, and whether a statement failed meanwhile (the rows of a
 * statement rolled back are reported, and not counted by `total_changes()`).
 */
interface RowChanges {
  count: number;
  readonly tables: Set<string>;
  failed: boolean;
}

const rowChanges = new WeakMap<Database, RowChanges>();

/**
 * What sql.js's module offers beyond its typings, for the update hook every database shares
 * (`sharedHook`): its function table, its export of `sqlite3_update_hook`, and C strings read.
 */
interface SqlJsModule {
  addFunction(fn: (...args: never[]) => void, signature: string): number;
  _sqlite3_update_hook(db: number, callback: number, argument: number): number;
  UTF8ToString(pointer: number): string;
}

/** The changes each hooked database reports, by its SQLite handle (the hook's argument). */
const hookedHandles = new Map<number, RowChanges>();
let sharedHookPointer: number | undefined;

/**
 * One update hook for every database of the process, told apart by its argument (the database's
 * handle). sql.js's `updateHook` makes a WebAssembly function for each call, compiling a module
 * (about 0.05 ms a database that writes); this one is made once. It reports what `updateHook`'s
 * wrapper would report, and throws where that wrapper throws (an unknown operation, a rowid past
 * Number.MAX_SAFE_INTEGER).
 */
function sharedHook(module: SqlJsModule): number {
  sharedHookPointer ??= module.addFunction((handle: number, operation: number, databaseName: number, tableName: number, rowid: bigint) => {
    // Strings, as sql.js's wrapper throws them (a statement whose hook throws fails with the message `undefined`, as before).
    if (operation !== SQLITE_INSERT && operation !== SQLITE_UPDATE && operation !== SQLITE_DELETE)
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw `unknown operationCode in updateHook callback: ${operation}`;
    const database = module.UTF8ToString(databaseName);
    const table = module.UTF8ToString(tableName);
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    if (rowid > Number.MAX_SAFE_INTEGER) throw 'rowId too big to fit inside a Number';
    const changes = hookedHandles.get(handle);
    if (!changes) return;
    changes.count++;
    if (database === 'main') changes.tables.add(table);
  }, 'viiiij');
  return sharedHookPointer;
}

/** SQLite's operation codes of the update hook. */
const SQLITE_DELETE = 9;
const SQLITE_INSERT = 18;
const SQLITE_UPDATE = 23;

/** The SQLite handle of an open database (sql.js keeps it as `db`). */
const handleOf = (db: Database): number => (db as unknown as { readonly db: number }).db;

/** Closes `db`, which no longer reports through the shared hook. */
function closeDatabase(db: Database): void {
  if (rowChanges.has(db)) hookedHandles.delete(handleOf(db));
  db.close();
}

/**
 * Reports the database's row changes from now on. Called before its first statement that can change
 * a row (a SELECT cannot): until then there is nothing to report, and a database only queried is
 * never hooked.
 */
function watchRowChanges(db: Database): void {
  if (rowChanges.has(db)) return;
  const changes: RowChanges = { count: 0, tables: new Set(), failed: false };
  rowChanges.set(db, changes);
  const handle = handleOf(db);
  hookedHandles.set(handle, changes);
  const module = loadedModule();
  module._sqlite3_update_hook(handle, sharedHook(module), handle);
}

/** What the hook reported since the last call, and from now on counted afresh. */
function takeRowChanges(db: Database): Readonly<RowChanges> | undefined {
  const changes = rowChanges.get(db);
  if (!changes) return undefined;
  const taken = { count: changes.count, tables: new Set(changes.tables), failed: changes.failed };
  changes.count = 0;
  changes.tables.clear();
  changes.failed = false;
  return taken;
}

/** A version's two counters (see databaseVersion): rows changed, and the schema's version. */
function versionParts(version: string): { readonly changes: number; readonly schema: string } {
  const colon = version.indexOf(':');
  return { changes: Number(version.slice(0, colon)), schema: version.slice(colon + 1) };
}

/**
 * The tables whose rows changed from version `before` to `now`, when the update hook saw every
 * change; else undefined (every table is read). It did when the database holds the image's schema
 * still (plain rowid tables: no DDL ran, so no table WITHOUT ROWID, virtual table or trigger), no
 * statement failed, and the hook reported as many row changes as `total_changes()` counted: what it
 * does not report is a DELETE without WHERE (counted: the counts differ) and the rows a REPLACE
 * deletes (in a table it reports). PRAGMAs and transactions are the caller's (TableSnapshots).
 */
function hookedTables(reported: Readonly<RowChanges> | undefined, before: string, now: string, image: string | undefined): ReadonlySet<string> | undefined {
  if (!reported || reported.failed || image === undefined) return undefined;
  const [from, to, opened] = [before, now, image].map(versionParts);
  if (to.schema !== opened.schema || from.schema !== opened.schema) return undefined;
  return to.changes - from.changes === reported.count ? reported.tables : undefined;
}

/** Runs one parameterised statement outside the tools (an injection writing a cell): the next snapshot reads the tables again. */
export function writeCell(db: Database, sql: string, params: readonly SqlValue[]): void {
  sqlRan.add(db);
  watchRowChanges(db);
  db.run(sql, [...params]);
}

/**
 * `fresh`, deep-frozen, where every row equal to `previous`'s row of the same rowid is that row
 * (the same frozen object), and every table whose rows all are is `previous`'s table: snapshots
 * share what did not change down to the row, and the host is sent and diffs only what did.
 */
function sharing(fresh: Record<string, readonly SqlRow[]>, previous: SnapshotTables | undefined): SnapshotTables {
  if (!previous) return deepFreeze(fresh);
  const names = Object.keys(fresh);
  let unchanged = names.length === Object.keys(previous).length;
  const tables: Record<string, readonly SqlRow[]> = {};
  for (const name of names) {
    const before = previous[name];
    // A table not read again (rereadTables) is previous's own.
    if (fresh[name] === before) {
      tables[name] = before;
      continue;
    }
    const byRowid = new Map((before ?? []).map((row) => [row.rowid, row]));
    let same = before !== undefined && before.length === fresh[name].length;
    const rows = fresh[name].map((row, i) => {
      const held = byRowid.get(row.rowid);
      if (held !== undefined && sameRow(held, row)) {
        same &&= before[i] === held;
        return held;
      }
      same = false;
      return Object.freeze(row);
    });
    tables[name] = same ? before : Object.freeze(rows);
    unchanged &&= same;
  }
  return unchanged ? previous : Object.freeze(tables);
}

function sameRow(a: SqlRow, b: SqlRow): boolean {
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((key) => Object.hasOwn(a, key) && a[key] === b[key]);
}

/**
 * The statements the engine itself runs on a database again and again (its version, its change
 * count), prepared once per connection: preparing one costs more than running it. sql.js frees
 * them when the database closes; each is reset after its one row is read, so none is ever left
 * active (an active statement would hold the tables read, and could make an agent's DROP fail).
 */
const preparedOf = new WeakMap<Database, Map<string, Statement>>();

function singleRow(db: Database, sql: string): SqlJsValue[] {
  let prepared = preparedOf.get(db);
  if (!prepared) preparedOf.set(db, (prepared = new Map<string, Statement>()));
  let statement = prepared.get(sql);
  if (!statement) prepared.set(sql, (statement = db.prepare(sql)));
  try {
    statement.step();
    return statement.get();
  } finally {
    statement.reset();
  }
}

function databaseVersion(db: Database): string {
  const [changes, schema] = singleRow(db, 'SELECT total_changes(), schema_version FROM pragma_schema_version');
  return `${String(changes)}:${String(schema)}`;
}

function buildDatabase(db: Database, tables: Readonly<Record<string, TableDefinition>>): Database {
  try {
    // One transaction: sql.js keeps the database in an in-memory file, and autocommit per row costs ~25x.
    db.run('BEGIN');
    for (const [table, definition] of Object.entries(tables)) {
      createTable(db, table, definition.columns);
      insertRows(db, table, definition.rows);
    }
    db.run('COMMIT');
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

/**
 * Rows returned per statement. sql.js exposes no progress handler, so a runaway query cannot be
 * interrupted; capping the rows read at least stops an unbounded SELECT (e.g. an endless recursive
 * CTE) from running forever and keeps results within what an agent can read.
 */
export const MAX_RESULT_ROWS = 1000;

export type StatementResult =
  | { readonly kind: 'rows'; readonly columns: readonly string[]; readonly rows: readonly (readonly SqlValue[])[]; readonly truncated: boolean }
  | { readonly kind: 'changes'; readonly count: number };

export type SqlRunResult =
  | { readonly ok: true; readonly statements: readonly StatementResult[] }
  | { readonly ok: false; readonly error: string; readonly completed: readonly StatementResult[] };

function totalChanges(db: Database): number {
  return Number(singleRow(db, 'SELECT total_changes()')[0]);
}

/** What SQLite skips before a statement: whitespace and comments. */
const LEADING_NOISE = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/;

/** SQLite's normalised text drops comments and upper-cases keywords; it is null only in builds without SQLITE_ENABLE_NORMALIZE, where the raw text (minus leading comments) stands in. */
function normalisedText(statement: Statement): string {
  return statement.getNormalizedSQL() || statement.getSQL().replace(LEADING_NOISE, '').toUpperCase();
}

/**
 * Statements that would reach outside this environment's own database: sql.js keeps every
 * database file of the process in one in-memory file system, so ATTACH (or VACUUM INTO a file
 * that is then attached) would let one environment read or change another's; and the list of
 * databases, whose file name differs from process to process.
 */
function crossesIsolation(text: string): string | undefined {
  if (/^ATTACH\b/.test(text)) return 'ATTACH is not available: each environment has exactly one database';
  if (/^VACUUM\b[\s\S]*\bINTO\b/.test(text)) return 'VACUUM INTO is not available: the environment has no file system for databases';
  // The database's file name is sql.js's random per-process one: showing it would make replays diverge.
  if (/database_list/i.test(text)) return 'database_list is not available: the environment has exactly one database, named main';
  return undefined;
}

/**
 * Runs `sql` statement by statement, as SQLite's own tokenizer splits it (like sqlite3_exec):
 * statements before a failing one stay applied. Defending against stacked or destructive
 * statements is the mediators' job, not the environment's.
 */
export function runSql(db: Database, sql: string): SqlRunResult {
  const completed: StatementResult[] = [];
  const iterator = db.iterateStatements(sql);
  try {
    for (const statement of iterator) {
      try {
        const text = normalisedText(statement);
        const refusal = crossesIsolation(text);
        if (refusal) return { ok: false, error: refusal, completed };
        if (/^PRAGMA\b/.test(text)) pragmaRan.add(db);
        if (/^(?:BEGIN|SAVEPOINT)\b/.test(text)) transactionBegun.add(db);
        if (!/^SELECT\b/.test(text)) {
          sqlRan.add(db);
          watchRowChanges(db);
        }
        const columns = statement.getColumnNames();
        if (columns.length > 0) {
          const rows: SqlValue[][] = [];
          let truncated = false;
          while (statement.step()) {
            if (rows.length === MAX_RESULT_ROWS) {
              truncated = true;
              break;
            }
            rows.push(statement.get().map(toSqlValue));
          }
          completed.push({ kind: 'rows', columns, rows, truncated });
        } else {
          const before = totalChanges(db);
          statement.step();
          completed.push({ kind: 'changes', count: totalChanges(db) - before });
        }
      } finally {
        statement.free();
      }
    }
  } catch (error) {
    const changes = rowChanges.get(db);
    if (changes) changes.failed = true;
    return { ok: false, error: (error as Error).message, completed };
  }
  return { ok: true, statements: completed };
}

const ROWID = '__chokepoint_rowid__';

/** Every table of `db` (name order) with its rows (rowid order), each row carrying `rowid`. */
function readTables(db: Database): Record<string, SqlRow[]> {
  const names = db.exec(`SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name`);
  const tables: Record<string, SqlRow[]> = {};
  for (const [name] of names[0]?.values ?? []) {
    tables[String(name)] = readRows(db, String(name));
  }
  return tables;
}

/** `last`'s tables with the `changed` ones read again (every table, should one be missing from `last`). */
function rereadTables(db: Database, last: SnapshotTables, changed: ReadonlySet<string>): Record<string, readonly SqlRow[]> {
  if (![...changed].every((name) => Object.hasOwn(last, name))) return readTables(db);
  const tables: Record<string, readonly SqlRow[]> = { ...last };
  for (const name of changed) tables[name] = readRows(db, name);
  return tables;
}

function readRows(db: Database, table: string): SqlRow[] {
  let result;
  let positional = false;
  try {
    result = db.exec(`SELECT rowid AS ${ROWID}, * FROM ${quoteIdentifier(table)} ORDER BY rowid`);
  } catch {
    // WITHOUT ROWID tables (only an agent can create one) have no rowid: number rows by position.
    result = db.exec(`SELECT * FROM ${quoteIdentifier(table)}`);
    positional = true;
  }
  const first = result[0];
  if (!first) return [];
  return first.values.map((values, index) => {
    const row: Record<string, SqlValue> = {};
    first.columns.forEach((column, i) => {
      if (column !== ROWID) row[column] = toSqlValue(values[i]);
    });
    row.rowid = positional ? index + 1 : Number(values[0]);
    return row as SqlRow;
  });
}
