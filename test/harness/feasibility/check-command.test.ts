import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkVerb } from '../../../src/cli/commands/check.ts';
import { runInProcess } from '../../cli/run-cli.ts';
import { ChokepointError } from '../../../src/errors.ts';

const judges = 'test/fixtures/harness/feasibility/judges';

const cli = runInProcess;

afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

describe('chokepoint check', () => {
  it('exits 1 listing every failure as a table', async () => {
    const result = await cli(['check', '--judges', judges]);
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe('feas (core, lite, probe) at 1.0.0: 11 feasibility failure(s) in 6 of 9 scenarios');
    expect(lines[2]).toMatch(/^Check +Suite +Scenario +Problem$/);
    expect(lines.slice(4).filter((l) => l !== '')).toHaveLength(11 + 1);
    expect(lines.at(-2)).toMatch(/^11 failure\(s\): (?:[a-z-]+ \d+, )*[a-z-]+ \d+$/);
  });

  it('exits 0 on a clean subset, as JSON', async () => {
    process.exitCode = undefined;
    const result = await cli(['check', '--judges', judges, '--suite', 'feas/lite', '--format', 'json']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(result.stdout)).toMatchObject({ version: '1.0.0', suites: ['feas'], subsets: ['lite'], scenarios: 2, failures: [] });
  });

  it('exits 2 with one line on a version below the first', async () => {
    const result = await cli(['check', '--judges', judges, '--at', '0.0.1']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^chokepoint: error: .*no version at or before "0\.0\.1"[^\n]*\n$/);
  });

  it('returns every failure of the selected subset', async () => {
    const { result: report, exitCode } = await checkVerb({ judges, suite: 'core' });
    expect(exitCode).toBe(1);
    expect(report.scenarios).toBe(9);
    expect(report.failures).toHaveLength(11);
    expect(report.checks).toHaveLength(8);
  });

  it('refuses a version below the first as a user error', async () => {
    await expect(checkVerb({ judges, at: '0.0.1' })).rejects.toThrow(ChokepointError);
  });
});
