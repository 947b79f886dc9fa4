import { describe, expect, it } from 'vitest';
import { feasibilityReport } from '../../../src/cli/commands/check.ts';
import { ChokepointError } from '../../../src/errors.ts';
import { runCli } from '../../cli/run-cli.ts';

const judges = 'test/fixtures/harness/feasibility/judges';

describe('chokepoint check', () => {
  it('exits 1 listing every failure as a table', { timeout: 120_000 }, async () => {
    const result = await runCli(['check', '--judges', judges]);
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('feas (core, lite, probe) at 1.0.0: 11 feasibility failure(s) in 6 of 9 scenarios');
    expect(lines[2]).toMatch(/^Check +Suite +Scenario +Problem$/);
    expect(lines.slice(4).filter((l) => l !== '')).toHaveLength(11);
  });

  it('exits 0 on a clean subset, as JSON', { timeout: 120_000 }, async () => {
    const result = await runCli(['check', '--judges', judges, '--suite', 'feas/lite', '--format', 'json']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toMatchObject({ version: '1.0.0', suites: ['feas'], subsets: ['lite'], scenarios: 2, failures: [] });
  });

  it('returns every failure of the selected subset', async () => {
    const report = await feasibilityReport({ judges, suite: 'core' });
    expect(report.scenarios).toBe(9);
    expect(report.failures).toHaveLength(11);
    expect(report.checks).toHaveLength(7);
  });

  it('refuses an unknown version as a user error', async () => {
    await expect(feasibilityReport({ judges, at: '9.9.9' })).rejects.toThrow(ChokepointError);
  });
});
