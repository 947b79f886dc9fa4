import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { lint } from '../../src/analyzer/lint.ts';
import type * as PackageResolution from '../../src/registry/package-resolution.ts';

const started = vi.hoisted(() => ({ workers: 0 }));
vi.mock('../../src/registry/package-resolution.ts', async (original) => {
  const actual = await original<typeof PackageResolution>();
  return {
    ...actual,
    startPackageWorker: (...args: Parameters<typeof actual.startPackageWorker>) => {
      started.workers++;
      return actual.startPackageWorker(...args);
    },
  };
});

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * `lint --jobs N` splits the files between this thread and N-1 worker threads, each with its own
 * program: the result must not depend on the split (the wild corpus has helpers in sibling modules
 * and judges that need Node's types; the fixture folder has files that do not parse or type-check).
 */
describe('lint on several threads', () => {
  it.each([
    ['the wild corpus', join(ROOT, 'corpora', 'wild'), 3],
    ['judges that do not parse or type-check', join(ROOT, 'test', 'fixtures', 'analyzer', 'lint'), 2],
  ])('reports on %s exactly what one thread reports', async (_name, folder, jobs) => {
    const one = await lint({ paths: [folder], cwd: ROOT, jobs: 1 });
    started.workers = 0;
    const several = await lint({ paths: [folder], cwd: ROOT, jobs });
    expect(started.workers).toBe(jobs - 1);
    expect(several).toEqual(one);
    expect(one.findings.length + one.problems.length).toBeGreaterThan(1);
  });
});
