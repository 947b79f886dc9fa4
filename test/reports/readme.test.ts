import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rules } from '../../src/analyzer/rules/index.ts';
import { bundledVersions } from '../../src/registry/index.ts';

/** The README's figures and tables that come from the code, checked against the code (the lint example's: readme.e2e.test.ts, it lints the bundled judges). */
const ROOT = join(import.meta.dirname, '../..');

async function readme(): Promise<string> {
  return readFile(join(ROOT, 'README.md'), 'utf8');
}

describe('README', () => {
  it('lists every lint rule with its default severity', async () => {
    const text = await readme();
    const rows = [...text.matchAll(/^\| \[?`([a-z-]+)`\]?(?:\([^)]*\))?\s+\| (error|warning)\s+\|/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(rows.sort()).toEqual(rules.map((r) => `${r.id} ${r.severity}`).sort());
  });

  it('names the latest bundled version where its examples print one', async () => {
    const latest = bundledVersions().at(-1)!;
    const text = await readme();
    for (const quoted of [...text.matchAll(/(?:in core at|lite at|is) (\d+\.\d+\.\d+)(?: here|[ ,)])/g)].map((m) => m[1])) expect(quoted).toBe(latest);
  });
});
