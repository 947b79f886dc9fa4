import { describe, expect, it } from 'vitest';
import { loadOnce, loadSqlJs } from '../../src/environment/sqlite.ts';

describe('the SQL engine, loaded once per process', () => {
  it('every caller, concurrent ones included, gets the one engine', async () => {
    const [a, b] = await Promise.all([loadSqlJs(), loadSqlJs()]);
    expect(a).toBe(b);
    expect(await loadSqlJs()).toBe(a);
  });

  it('loadOnce: one load for concurrent and later callers', async () => {
    let loads = 0;
    const load = loadOnce('the thing', async () => ({ n: ++loads }));
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b, await load()]).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(loads).toBe(1);
  });

  it('loadOnce: a failure says what was being loaded, keeps the error as its cause, and the next call tries again', async () => {
    const broken = new Error('WebAssembly.instantiate(): expected magic word');
    let loads = 0;
    const load = loadOnce('the SQL engine', async () => {
      loads++;
      if (loads === 1) throw broken;
      return 'engine';
    });
    const failure = await load().then(
      () => undefined,
      (error: unknown) => error as Error,
    );
    expect(failure?.message).toBe('the SQL engine could not be loaded: WebAssembly.instantiate(): expected magic word');
    expect(failure?.cause).toBe(broken);
    expect(await load()).toBe('engine');
    expect(loads).toBe(2);
  });
});
