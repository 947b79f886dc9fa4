// sierra-research/tau2-bench src/tau2/utils/utils.py and src/tau2/environment/db.py @ a2c024725189473d2d7cea3a5cfdbcc67478e41f: get_dict_hash / DB.get_hash (json.dumps with sort_keys), on the flattened tables
import type { SqlRow, SqlValue } from 'chokepoint';

export type Row = { [column: string]: SqlValue; rowid: number };
export type Data = Record<string, Row[]>;

/** The gold environment is built from the task's initial state; here, a copy of `pre`. */
export function loadData(tables: Readonly<Record<string, readonly SqlRow[]>>): Data {
  const data: Data = {};
  for (const [name, rows] of Object.entries(tables)) data[name] = rows.map((row) => ({ ...row }));
  return data;
}

export function appendRow(data: Data, table: string, cells: Record<string, SqlValue>): void {
  const rows = data[table];
  const rowid = rows.reduce((max, row) => Math.max(max, row.rowid), 0) + 1;
  rows.push({ ...cells, rowid });
}

function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * json.dumps(model_dump(), sort_keys=True): object keys sorted, list order kept. Tables that were
 * dictionaries keyed by id sort by their key columns; tables that were lists inside a record sort
 * stably by their parent's key only.
 */
export function getDbHash(
  tables: Readonly<Record<string, readonly SqlRow[]>>,
  sortKeys: Readonly<Record<string, readonly string[]>>,
): string {
  const dumped: Record<string, Record<string, SqlValue>[]> = {};
  for (const name of Object.keys(tables).sort(byName)) {
    const rows = tables[name].map((row) =>
      Object.fromEntries(Object.entries(row).filter(([column]) => column !== 'rowid').sort(([a], [b]) => byName(a, b))),
    );
    const keys = sortKeys[name] ?? [];
    rows.sort((a, b) => {
      for (const key of keys) {
        const order = byName(String(a[key]), String(b[key]));
        if (order !== 0) return order;
      }
      return 0;
    });
    dumped[name] = rows;
  }
  return JSON.stringify(dumped);
}

/** EnvironmentEvaluator: a gold action that raises is logged and skipped. */
export function makeToolCall(invoke: () => unknown): void {
  try {
    invoke();
  } catch {
    // logger.warning(...) in the source; the replay goes on.
  }
}
