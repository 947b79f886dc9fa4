import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { viewVerb } from '../../src/cli/commands/view.ts';
import { ChokepointError, ChokepointErrors } from '../../src/errors.ts';
import { FOREST_METRICS } from '../../src/viewer/overview.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/stats');

/** The view verb in-process on small stored runs, without judge definitions (the browser tests cover the full site). */
describe('chokepoint view', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'chokepoint-view-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('writes the five kinds of page, one trace page per record, and one forest-plot interval per run and metric', async () => {
    const out = join(root, 'site');
    const { result, exitCode } = await viewVerb([join(FIXTURES, 'none'), join(FIXTURES, 'llm-judge')], { judges: false, out });
    expect(exitCode).toBe(0);
    const records = result.runs.reduce((n, r) => n + r.scenarios, 0);
    expect(result.files).toBe(6 + records);
    expect((await readdir(out)).sort()).toEqual(['.chokepoint-site', 'ablation.html', 'assets', 'index.html', 'judges.html', 'scenarios.html', 'traces']);
    const index = await readFile(join(out, 'index.html'), 'utf8');
    expect(index.match(/<g class="interval"/g)).toHaveLength(FOREST_METRICS.length * 2);
    expect(index).toContain(`content="default-src &#39;none&#39;; script-src &#39;self&#39;`);
    const judges = await readFile(join(out, 'judges.html'), 'utf8');
    expect(judges).toContain('data-mediator="llm-judge"');
    expect(judges).toContain('judge definitions were not loaded (--no-judges)');
  });

  it('shows FRR and the defense refusal rate under their own names, each linked to its definition', async () => {
    const out = join(root, 'site');
    await viewVerb([join(FIXTURES, 'router')], { judges: false, out });
    const index = await readFile(join(out, 'index.html'), 'utf8');
    expect(FOREST_METRICS.map((m) => m.metric)).toEqual(['ASR', 'utility', 'FRR', 'defense refusal rate', 'BA']);
    expect(index).toContain('FRR (100% − UPR)');
    expect(index).toContain('defense refusal rate (defense_blocked)');
    expect(index).not.toMatch(/false refusals \(/);
    expect(index).toContain('docs/metrics.md#frr');
    expect(index).toContain('docs/metrics.md#defense-refusal-rate');
  });

  it('refuses to write into a folder that holds something other than an earlier site', async () => {
    const out = join(root, 'mine');
    await mkdir(out);
    await writeFile(join(out, 'notes.txt'), 'keep me');
    await expect(viewVerb([join(FIXTURES, 'none')], { judges: false, out })).rejects.toThrow(ChokepointError);
    expect(await readdir(out)).toEqual(['notes.txt']);
  });

  it('reports every unreadable run directory at once', async () => {
    const error = await viewVerb([join(root, 'missing-a'), join(root, 'missing-b')], { judges: false, out: join(root, 'site') }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChokepointErrors);
    expect((error as ChokepointErrors).errors).toHaveLength(2);
  });
});
