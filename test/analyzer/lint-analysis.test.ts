import { describe, expect, it } from 'vitest';
import { autoJobs, FILES_PER_THREAD, threadShares } from '../../src/analyzer/lint-analysis.ts';

const files = (n: number) => Array.from({ length: n }, (_, i) => `/judges/task_${String(i).padStart(4, '0')}.ts`);

describe('threadShares', () => {
  it.each([
    [10, 1, [10]],
    [10, 2, [6, 4]],
    [1000, 2, [556, 444]],
    [1000, 3, [385, 308, 307]],
    [3, 8, [1, 1, 1]],
    [1, 4, [1]],
  ])('splits %i files for %i threads into runs of %j', (n, jobs, sizes) => {
    const shares = threadShares(files(n), jobs);
    expect(shares.map((s) => s.length)).toEqual(sizes);
    // Every file once, consecutive runs in sorted order.
    expect(shares.flat()).toEqual(files(n));
  });

  it('sorts and de-duplicates the files first', () => {
    expect(threadShares(['/b.ts', '/a.ts', '/b.ts', '/c.ts'], 2)).toEqual([['/a.ts', '/b.ts'], ['/c.ts']]);
  });
});

describe('autoJobs', () => {
  it.each([
    [0, 2, 1],
    [FILES_PER_THREAD * 10, 2, 1],
    [FILES_PER_THREAD * 2 - 1, 4, 1],
    [FILES_PER_THREAD * 2, 4, 2],
    [FILES_PER_THREAD * 10, 4, 2],
    [FILES_PER_THREAD * 10, 1, 1],
    [FILES_PER_THREAD * 3, 16, 3],
  ])('%i files on %i cores: %i thread(s)', (count, cores, jobs) => {
    expect(autoJobs(count, cores)).toBe(jobs);
  });
});
