import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { regenerateReports } from '../../src/reports/regenerate.ts';
import { ChokepointError } from '../../src/errors.ts';
import type { ReportGenerator } from '../../src/reports/generator.ts';

const generator = (file: string, generate: () => Promise<string>): ReportGenerator => ({ file, description: file, generate });

describe('regenerateReports', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'chokepoint-start-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const generators = [
    generator('reports/a.md', async () => 'A\n'),
    generator('reports/b.md', async () => 'B\n'),
    generator('reports/c.md', async () => {
      throw new ChokepointError('registration', 'bad judge', { file: 'judges/x/1.0.0.ts' });
    }),
  ];

  it('writes changed reports, leaves identical ones, and reports a failing generator without stopping', async () => {
    await regenerateReports(generators.slice(0, 1), { root, check: false });
    const seen: string[] = [];
    const outcomes = await regenerateReports(generators, { root, check: false, progress: (o, i) => seen.push(`${i}:${o.status}`) });
    expect(seen).toEqual(['0:unchanged', '1:written', '2:failed']);
    expect(outcomes.map((o) => [o.file.replace(/.*reports/, 'reports'), o.status])).toEqual([
      ['reports/a.md', 'unchanged'],
      ['reports/b.md', 'written'],
      ['reports/c.md', 'failed'],
    ]);
    expect(outcomes[2].errors).toEqual(['judges/x/1.0.0.ts: bad judge']);
    expect(await readFile(join(root, 'reports/b.md'), 'utf8')).toBe('B\n');
  });

  it('in check mode writes nothing and flags what is out of date', async () => {
    await writeFile(join(root, 'stale.md'), 'old\n');
    const outcomes = await regenerateReports([generator('stale.md', async () => 'new\n')], { root, check: true });
    expect(outcomes.map((o) => o.status)).toEqual(['stale']);
    expect(await readFile(join(root, 'stale.md'), 'utf8')).toBe('old\n');
  });
});
