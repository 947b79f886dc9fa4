/**
 * Issue 26, item 7: `run --repeats 1e9` built the whole plan in memory and died of it after 52 s,
 * even with `--limit 1`. A plan beyond the documented limit is a one-line usage error before
 * anything is allocated.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { runInProcess, runProcess } from '../cli/run-cli.ts';

const RUN = ['run', '--agent', 'noop', '--suite', 'core', '--limit', '1'];

describe('plans are bounded', () => {
  it('--repeats 1e9 exits 2 with one line, in a process and within a second in-process', async () => {
    const result = await runProcess([...RUN, '--repeats', '1e9'], { timeoutMs: 90_000 });
    expect(result.killed).toBe(false);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^chokepoint: error: .*--repeats.*\n$/);
    // In-process, once the verb's modules are loaded (the first call loads them): the refusal itself is timed.
    expect((await runInProcess([...RUN, '--repeats', '1e9'])).code).toBe(2);
    const started = performance.now();
    const again = await runInProcess([...RUN, '--repeats', '1e9']);
    expect(again.code).toBe(2);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('repeats within their own bound but a plan over 1,000,000 records (core x 4 attack templates x 10,000) exits 2 with one line, before a scenario runs', async () => {
    const out = `${tmpdir()}/chokepoint-plan-${process.pid}`;
    const attacks = 'important_instructions,tool_notice,obsolete_instructions,completion_precondition';
    const result = await runInProcess(['run', '--agent', 'noop', '--suite', 'core', '--repeats', '10000', '--attacks', attacks, '--out', out]);
    expect(result.code).toBe(2);
    // core: 52 benign scenarios and 43 attacks, each under 4 templates: 224 scenarios.
    expect(result.stderr).toMatch(
      /^chokepoint: error: .*224 scenario\(s\) x 10000 repeat\(s\) plans 2,240,000 records, more than the 1,000,000 a run may plan; split it into several runs\n$/,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('--attacks naming a template twice exits 2 with one line', async () => {
    const result = await runInProcess([...RUN, '--attacks', 'important_instructions,important_instructions']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^chokepoint: error: .*--attacks.*important_instructions.*\n$/);
  });
});
