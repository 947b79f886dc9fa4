/**
 * Issue 26, item 7: `run --repeats 1e9` built the whole plan in memory and died of it after 52 s,
 * even with `--limit 1`. A plan beyond the documented limit is a one-line usage error before
 * anything is allocated.
 */
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

  it('--attacks naming a template twice exits 2 with one line', async () => {
    const result = await runInProcess([...RUN, '--attacks', 'important_instructions,important_instructions']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^chokepoint: error: .*--attacks.*important_instructions.*\n$/);
  });
});
