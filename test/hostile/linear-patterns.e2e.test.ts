/**
 * Issue 26, item 6: an identifier pattern with nested quantifiers (`^(a+)+$`) in
 * `chokepoint.config.ts` and a judge literal of 40 a's followed by `!` hung `lint` (killed at
 * 120 s). A pull request controls both, and `lint` is the CI gate. Patterns from configuration now
 * run on a linear-time engine.
 */
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProcess } from '../cli/run-cli.ts';
import { HOSTILE } from './helpers.ts';

describe('patterns from configuration run in linear time', () => {
  it('lint with ^(a+)+$ as an identifier pattern and a near-matching literal finishes in seconds', { timeout: 120_000 }, async () => {
    const started = performance.now();
    const result = await runProcess(['lint', 'judges', '--format', 'json'], { cwd: join(HOSTILE, 'catastrophic-pattern'), timeoutMs: 90_000 });
    const seconds = (performance.now() - started) / 1000;
    expect(result.killed, 'lint never ended').toBe(false);
    expect(result.stderr).toBe('');
    // The literal does not match the pattern (the '!'): no identifier, no finding.
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ findings: [] });
    expect(seconds).toBeLessThan(30);
  });
});
