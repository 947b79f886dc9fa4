import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/reports/generator.ts';
import { reportGenerators } from '../../src/reports/index.ts';

/** The CI guard: every committed report is exactly what its generator renders from the code now. */
describe('committed reports are up to date', () => {
  it('has at least one generator', () => {
    expect(reportGenerators.length).toBeGreaterThan(0);
  });

  it.each(reportGenerators.map((g) => [g.file, g] as const))('%s', async (file, generator) => {
    const committed = await readFile(join(REPO_ROOT, file), 'utf8').catch(() => undefined);
    if (committed === undefined) expect.fail(`${file} is missing: run \`npm start\` and commit it`);
    const current = await generator.generate();
    expect(committed, `${file} is out of date: run \`npm start\` and commit it`).toBe(current);
  });
});
