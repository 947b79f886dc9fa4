/**
 * Issue 26, item 6: an identifier pattern with nested quantifiers (`^(a+)+$`) in
 * `chokepoint.config.ts` and a judge literal of 40 a's followed by `!` hung `lint` (killed at
 * 120 s). A pull request controls both, and `lint` is the CI gate. Patterns from configuration now
 * run on a linear-time engine. A backtracking engine takes about 2^40 steps on this literal, so
 * `lint` ending at all within the generous outer limit (kept for a loaded machine) shows the
 * pattern is not backtracked; the engine's own time on it is bounded in
 * test/analyzer/linear-regex.test.ts (forty a's and a '!', and a near-match of 100,000 characters).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runProcess } from '../cli/run-cli.ts';
import { HOSTILE } from './helpers.ts';

describe('patterns from configuration run in linear time', () => {
  it('lint with ^(a+)+$ as an identifier pattern and a near-matching literal finishes (a backtracking engine would take hours)', async () => {
    const result = await runProcess(['lint', 'judges', '--format', 'json'], { cwd: join(HOSTILE, 'catastrophic-pattern'), timeoutMs: 180_000 });
    expect(result.killed, 'lint never ended').toBe(false);
    // Only the line saying which config is in use (the catastrophic pattern's).
    expect(result.stderr).toBe(`chokepoint: config: ${join(HOSTILE, 'catastrophic-pattern', 'chokepoint.config.ts')}\n`);
    // The literal does not match the pattern (the '!'): no identifier, no finding.
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ findings: [] });
  });
});
