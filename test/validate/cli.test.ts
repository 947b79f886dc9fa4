import { describe, expect, it } from 'vitest';
import { runInProcess as runCli } from '../cli/run-cli.ts';

describe('validate verb', () => {
  it('exits 1 on undocumented findings and reports every finding in JSON', async () => {
    const result = await runCli(['validate', '--judges', 'test/fixtures/validate/judges', '--format', 'json']);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report.version).toBe('1.0.0');
    expect(report.undocumented.length).toBeGreaterThan(0);
    expect(report.findings.filter((f: { documented: boolean }) => f.documented).length).toBeGreaterThan(0);
  });

  it('refuses a version below the first as a usage error', async () => {
    const result = await runCli(['validate', '--judges', 'test/fixtures/validate/judges', '--at', '0.0.1']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('no version at or before "0.0.1"');
  });
});
