// sierra-research/tau-bench tau_bench/envs/base.py @ 59a200c6d575d595120f1cb70fea53cef0632f6b: to_hashable, consistent_hash, and Env.step's exception handling
import type { SqlRow, SqlValue } from 'chokepoint';

/** A mutable copy of one row, used while the gold actions are replayed. */
export type Row = { [column: string]: SqlValue; rowid: number };
export type Data = Record<string, Row[]>;

/** The replay starts from a fresh copy of the initial data (`data_load_func()`); here, of `pre`. */
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

/** Env.step: a tool that raises leaves whatever it already changed, and returns "Error: ...". */
export function step(invoke: () => string | undefined): string | undefined {
  try {
    return invoke();
  } catch (error) {
    return `Error: ${String(error)}`;
  }
}

function byName(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * to_hashable: dictionaries become key-sorted tuples, lists keep their order. A table that was a
 * dictionary keyed by id is sorted by its key columns; a table that was a list inside a record is
 * sorted (stably) by its parent's key only, so the list's own order is kept.
 */
export function toHashable(
  tables: Readonly<Record<string, readonly SqlRow[]>>,
  sortKeys: Readonly<Record<string, readonly string[]>>,
): string {
  const hashable: Record<string, Record<string, SqlValue>[]> = {};
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
    hashable[name] = rows;
  }
  return JSON.stringify(hashable);
}

/** Python's round(x, 2) on the amounts the tools keep. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
