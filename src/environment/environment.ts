import type { Snapshot } from '../contract/index.ts';
import { ChokepointError } from '../errors.ts';
import { FileTree } from './file-tree.ts';
import type { EnvironmentFixture } from './fixture.ts';
import { formatLocator, parseLocator, type Locator } from './locator.ts';
import { Mailbox } from './mailbox.ts';
import { takeSnapshot } from './snapshot.ts';
import { openDatabase, quoteIdentifier, writeCell } from './sqlite.ts';
import { EnvironmentClock, type EnvironmentState } from './state.ts';
import { executeTool, type ToolOutcome } from './tools/index.ts';

export interface Injection {
  readonly locator: string;
  readonly payload: string;
}

export interface LocateResult {
  readonly exists: boolean;
  /** Why the locator does not resolve to a text field. */
  readonly reason?: string;
  /** The located text as currently stored. */
  readonly value?: string;
}

export interface Environment {
  /** Runs one tool call; bad arguments and failures are `{ ok: false }` outcomes, never exceptions. */
  execute(call: { readonly tool: string; readonly args: unknown }): ToolOutcome;
  /** Deep-frozen plain data, independent of the live environment. */
  snapshot(): Snapshot;
  /** Resolves a locator to the text it names; a non-text SQL cell does not resolve (nothing can be appended to it). */
  locate(locator: string | Locator): LocateResult;
  close(): void;
}

interface Resolved {
  readonly value: string;
  write(value: string): void;
}

type Resolution = { readonly ok: true; readonly target: Resolved } | { readonly ok: false; readonly reason: string };

function describeCell(value: unknown): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return `a number (${value})`;
  return 'a BLOB';
}

function resolveLocator(state: EnvironmentState, locator: Locator): Resolution {
  const text = formatLocator(locator);
  switch (locator.kind) {
    case 'email': {
      const email = state.mailbox.get(locator.id);
      if (!email) return { ok: false, reason: `${text}: no email with id ${locator.id}` };
      return { ok: true, target: { value: email[locator.field], write: (v) => state.mailbox.setField(locator.id, locator.field, v) } };
    }
    case 'attachment': {
      const email = state.mailbox.get(locator.id);
      if (!email) return { ok: false, reason: `${text}: no email with id ${locator.id}` };
      const attachment = email.attachments.find((a) => a.name === locator.name);
      if (!attachment) {
        const names = email.attachments.map((a) => a.name);
        return {
          ok: false,
          reason: `${text}: email ${locator.id} has no attachment ${locator.name} (${names.length > 0 ? `attachments: ${names.join(', ')}` : 'it has none'})`,
        };
      }
      return { ok: true, target: { value: attachment.content, write: (v) => state.mailbox.setAttachment(locator.id, locator.name, v) } };
    }
    case 'file': {
      const content = state.files.get(locator.path);
      if (content === undefined) return { ok: false, reason: `${text}: no such file ${locator.path}` };
      return { ok: true, target: { value: content, write: (v) => void state.files.write(locator.path, v) } };
    }
    case 'sql':
      return resolveCell(state, locator, text);
  }
}

function resolveCell(state: EnvironmentState, locator: Extract<Locator, { kind: 'sql' }>, text: string): Resolution {
  const { db } = state;
  const table = quoteIdentifier(locator.table);
  const column = quoteIdentifier(locator.column);
  const isTable = db.exec(`SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ? COLLATE NOCASE`, [locator.table]).length > 0;
  if (!isTable) return { ok: false, reason: `${text}: no table ${locator.table}` };
  const tableInfo = db.exec('SELECT name FROM pragma_table_info(?)', [locator.table]);
  const columns = (tableInfo[0]?.values ?? []).map(([name]) => String(name));
  if (!columns.some((name) => name.toLowerCase() === locator.column.toLowerCase()))
    return { ok: false, reason: `${text}: table ${locator.table} has no column ${locator.column} (columns: ${columns.join(', ')})` };
  let row;
  try {
    row = db.exec(`SELECT ${column} FROM ${table} WHERE rowid = ?`, [locator.rowid]);
  } catch (error) {
    return { ok: false, reason: `${text}: ${(error as Error).message}` };
  }
  if (row.length === 0) return { ok: false, reason: `${text}: table ${locator.table} has no row with rowid ${locator.rowid}` };
  const value = row[0].values[0][0];
  if (typeof value !== 'string') return { ok: false, reason: `${text}: the cell holds ${describeCell(value)}, not text` };
  return {
    ok: true,
    target: { value, write: (v) => writeCell(db, `UPDATE ${table} SET ${column} = ? WHERE rowid = ?`, [v, locator.rowid]) },
  };
}

function toLocator(locator: string | Locator): Locator {
  return typeof locator === 'string' ? parseLocator(locator) : locator;
}

/**
 * A fresh environment built from `fixture`: its own mailbox, file tree and sql.js database.
 * Each injection appends "\n\n" + payload to the text its locator names, in order.
 * Throws ChokepointError('locator') for a malformed or unresolvable locator.
 */
export async function createEnvironment(fixture: EnvironmentFixture, injections: readonly Injection[] = []): Promise<Environment> {
  const { database, snapshots } = await openDatabase(fixture.tables);
  const state: EnvironmentState = {
    owner: { ...fixture.owner },
    clock: new EnvironmentClock(fixture.now),
    mailbox: new Mailbox(fixture.emails),
    files: new FileTree(fixture.files),
    get db() {
      return database.db;
    },
    tables: snapshots,
  };
  try {
    for (const injection of injections) {
      const resolution = resolveLocator(state, parseLocator(injection.locator));
      if (!resolution.ok) throw new ChokepointError('locator', `cannot inject at ${resolution.reason}`);
      resolution.target.write(`${resolution.target.value}\n\n${injection.payload}`);
    }
  } catch (error) {
    database.close();
    throw error;
  }

  let closed = false;
  const live = (): EnvironmentState => {
    if (closed) throw new Error('environment is closed');
    return state;
  };
  return {
    execute: (call) => executeTool(live(), call),
    snapshot: () => takeSnapshot(live()),
    locate(locator) {
      let parsed: Locator;
      try {
        parsed = toLocator(locator);
      } catch (error) {
        if (error instanceof ChokepointError) return { exists: false, reason: error.message };
        throw error;
      }
      const resolution = resolveLocator(live(), parsed);
      return resolution.ok ? { exists: true, value: resolution.target.value } : { exists: false, reason: resolution.reason };
    },
    close() {
      // Every statement went through the tools' runSql or an injection's writeCell: the database knows what ran on it.
      if (!closed) database.close(true);
      closed = true;
    },
  };
}
