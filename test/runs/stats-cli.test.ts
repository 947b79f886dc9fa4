import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runInProcess } from '../cli/run-cli.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures/stats');
const run = (name: string) => join(FIXTURES, name);

const cli = (...args: string[]) => runInProcess(args);

afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

describe('chokepoint power', () => {
  it('prints 62 per group for 60% vs 35%', async () => {
    const { code, stdout } = await cli('power', '--p1', '0.6', '--p2', '0.35');
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe('62 per group (124 scenarios in total)');
  });

  it('reports the power of a given size as json', async () => {
    const { stdout } = await cli('power', '--p1', '0.6', '--p2', '0.35', '--n', '43', '--format', 'json');
    const report = JSON.parse(stdout);
    expect(report.perGroup).toBe(62);
    expect(report.atN.n).toBe(43);
    expect(report.atN.power).toBeLessThan(0.8);
  });

  it('refuses equal or impossible proportions with exit code 2', async () => {
    expect((await cli('power', '--p1', '0.5', '--p2', '0.5')).code).toBe(2);
    const bad = await cli('power', '--p1', '1.5', '--p2', '0.5');
    expect(bad.code).toBe(2);
  });
});

describe('chokepoint stats', () => {
  it('reports runs judged by the bundled benchmark, with UPR from its required tools', async () => {
    const { code, stdout } = await cli('stats', run('none'), run('typechecker'), '--format', 'json');
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.runs.map((r: { label: string }) => r.label)).toEqual(['none', 'typechecker']);
    expect(report.runs[0].upr.available).toBe(true);
    expect(report.runs[0].asr).toMatchObject({ successes: 6, trials: 8 });
    expect(report.comparison.alignment).toMatchObject({ mode: 'identical', size: 16 });
  });

  it('does not use the bundled judges for imported runs and refuses different scenario sets', async () => {
    const single = await cli('stats', run('undelivered-unknown'));
    expect(single.code).toBe(0);
    expect(single.stdout).toMatch(/conditional_asr_exposed +n\/a: .*do not record whether the payload was delivered/);
    expect(single.stdout).toContain('UPR unavailable');
    // Refused before any judges are loaded (the judges folder given does not even exist).
    const refused = await cli('stats', run('undelivered-unknown'), run('partial'), '--judges', run('no-such-judges'));
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(
      'chokepoint: error: runs have different attack budgets (undelivered-unknown: attacks important_instructions, tool_knowledge; repeats 1; partial: attacks (unnamed); repeats 1): their rates are not comparable; pass --intersect to compare on the attacks, repeats and scenarios they share\n',
    );
  });

  it('can skip the judge definitions, and says what is then unavailable', async () => {
    const { code, stdout } = await cli('stats', run('none'), '--no-judges', '--format', 'json');
    expect(code).toBe(0);
    const report = JSON.parse(stdout);
    expect(report.runs[0].upr).toEqual({ available: false, reason: 'required tools of the benign tasks are not known' });
    expect(report.runs[0].benignBasis).toBe('utility-judge');
  });

  it('reports unreadable run directories as input errors, one line each', async () => {
    const { code, stderr } = await cli('stats', run('no-such-run'));
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toHaveLength(1);
    expect(stderr).toMatch(/no-such-run.manifest\.json/);
    expect(stderr).not.toMatch(/at .*\.ts:\d+/);
  });
});
