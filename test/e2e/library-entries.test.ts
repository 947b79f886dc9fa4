import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { LIBRARY_ENTRIES as expectations } from './library-entries.ts';

describe('library entries', () => {
  it('package.json lists exactly these entries', () => {
    const names = Object.keys(pkg.exports)
      .filter((k) => k !== './package.json')
      .map((k) => (k === '.' ? 'chokepoint' : `chokepoint/${k.slice(2)}`));
    expect(names.sort()).toEqual(Object.keys(expectations).sort());
  });

  it.each(Object.entries(expectations))('%s exports its API', async (entry, names) => {
    const module = (await import(entry)) as Record<string, unknown>;
    expect(Object.keys(module).length).toBeGreaterThan(0);
    for (const name of names) expect(module[name], `${entry} exports ${name}`).toBeDefined();
  });
});
