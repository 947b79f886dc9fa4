/**
 * Item 8 of the adversarial pass: wrong numbers with exit 0. `power --alpha 1e-16` printed
 * "Infinity per group" and a power of NaN (1 - 5e-17 rounds to 1, whose normal quantile is
 * infinite), and `--sides 3` was accepted and silently changed the result. Every numeric argument's
 * domain is checked, and the extreme quantile is computed in the tail where it is accurate.
 */
import { describe, expect, it } from 'vitest';
import { powerTwoProportions } from '../../src/stats/power.ts';
import { runInProcess } from '../cli/run-cli.ts';

describe('power with extreme and invalid arguments', () => {
  it('--alpha 1e-16: a finite sample size whose power reaches the target, one scenario fewer does not', async () => {
    const result = await runInProcess(['power', '--p1', '0.6', '--p2', '0.35', '--alpha', '1e-16', '--format', 'json']);
    expect(result.code, result.stderr).toBe(0);
    const report = JSON.parse(result.stdout) as { perGroup: number; exact: number; achievedPower: number };
    expect(Number.isInteger(report.perGroup)).toBe(true);
    expect(report.achievedPower).toBeGreaterThanOrEqual(0.8);
    expect(powerTwoProportions({ p1: 0.6, p2: 0.35, n: report.perGroup - 1, alpha: 1e-16 })).toBeLessThan(0.8);
    // A smaller alpha needs more scenarios than the usual 0.05 (62 per group).
    expect(report.perGroup).toBeGreaterThan(62);
  });

  it.each([
    [['--sides', '3'], /^chokepoint: error: --sides: option argument '3' is invalid: must be 1 \(one-sided\) or 2 \(two-sided\)$/],
    [['--alpha', '0'], /^chokepoint: error: --alpha: option argument '0' is invalid: --alpha must be a number strictly between 0 and 1$/],
    [['--p1', '1e-200', '--p2', '2e-200'], /^chokepoint: error: the sample size per group would exceed 9007199254740991/],
  ])('%j is one error line, exit 2', async (args, line) => {
    const base: Record<string, string> = { '--p1': '0.6', '--p2': '0.35' };
    for (let i = 0; i < args.length; i += 2) base[args[i]] = args[i + 1];
    const result = await runInProcess(['power', ...Object.entries(base).flat()]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
  });
});
