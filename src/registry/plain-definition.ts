import { ChokepointError } from '../errors.ts';

/**
 * A module's default export copied to plain data: arrays and objects rebuilt from their own
 * enumerable fields and frozen, regular expressions rebuilt from their source, primitives and
 * functions kept.
 * Copying reads every field once (running any getter or Proxy trap the module put there), so it is
 * done where the module's code is bounded; afterwards nothing the module made is read but its
 * functions, which are only ever called as judges. Shared parts and cycles stay shared.
 */

/** Deeper or larger definitions are refused: no suite, task or manifest comes near it. */
const MAX_DEPTH = 64;
const MAX_VALUES = 1_000_000;

export function plainDefinition(value: unknown): unknown {
  const copies = new Map<object, unknown>();
  let count = 0;
  const copy = (v: unknown, depth: number): unknown => {
    if (v === null || (typeof v !== 'object' && typeof v !== 'function')) return v;
    if (typeof v === 'function') return v;
    const known = copies.get(v);
    if (known !== undefined) return known;
    if (depth > MAX_DEPTH) throw new ChokepointError('registration', `the default export is nested more than ${MAX_DEPTH} levels deep`);
    if (++count > MAX_VALUES) throw new ChokepointError('registration', `the default export holds more than ${MAX_VALUES} objects`);
    if (v instanceof RegExp) {
      const regex = new RegExp(v.source, v.flags);
      copies.set(v, regex);
      return regex;
    }
    if (Array.isArray(v)) {
      const list: unknown[] = [];
      copies.set(v, list);
      const length = Number(v.length);
      if (!(length <= MAX_VALUES)) throw new ChokepointError('registration', `the default export holds a list of ${length} items`);
      for (let i = 0; i < length; i++) list.push(copy((v as unknown[])[i], depth + 1));
      return Object.freeze(list);
    }
    const record: Record<string, unknown> = {};
    copies.set(v, record);
    for (const key of Object.keys(v)) record[key] = copy((v as Record<string, unknown>)[key], depth + 1);
    return Object.freeze(record);
  };
  return copy(value, 0);
}
