import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Sandbox } from '../../src/sandbox/index.ts';
import { runInProcess } from '../cli/run-cli.ts';
import { editedMiniCopy } from '../harness/run/mini.ts';

const copy = await editedMiniCopy((suite) => `console.log('suite module says hello');\n${suite}`);
afterAll(() => rm(copy.root, { recursive: true, force: true }));

describe('what judge code prints', () => {
  it('is kept by the sandbox, never written to stderr by it', async () => {
    const sandbox = new Sandbox();
    const stderr = vi.spyOn(process.stderr, 'write');
    try {
      await sandbox.loadBenchmark({ judgesDir: copy.judges });
      expect(stderr).not.toHaveBeenCalled();
    } finally {
      stderr.mockRestore();
      await sandbox.close();
    }
    const lines = sandbox.takeDiagnostics();
    expect(lines.some((l) => l.includes('printed: suite module says hello'))).toBe(true);
    expect(sandbox.takeDiagnostics()).toEqual([]);
  });

  it("reaches the user as the verb's messages, after its output", async () => {
    const result = await runInProcess(['list', '--judges', copy.judges]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^chokepoint: .*printed: suite module says hello$/m);
  });

  // A check of types: tsc (in npm test) fails when the exported Sandbox shows a member of its pool.
  it('keeps the pool inside: the exported sandbox has no acquire, newId or fixtureWire for callers', () => {
    const surface: (keyof Sandbox)[] = ['limits', 'loadBenchmark', 'judge', 'evaluate', 'close', 'takeDiagnostics'];
    // @ts-expect-error the pool's members are not part of the exported type
    const pool: (keyof Sandbox)[] = ['acquire', 'newId', 'fixtureWire'];
    expect(pool.filter((member) => surface.includes(member))).toEqual([]);
  });
});
