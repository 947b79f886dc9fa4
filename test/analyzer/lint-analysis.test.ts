import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/analyzer/analyze.ts';
import { autoJobs, FILES_PER_THREAD, forLint, threadShares } from '../../src/analyzer/lint-analysis.ts';

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

describe("lint's analysis (only where the verdict reads is classified)", () => {
  it('gives the findings and read locations of the whole analysis, and leaves the other axes unknown', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chokepoint-lint-analysis-'));
    try {
      const file = join(dir, 'task.ts');
      writeFileSync(
        file,
        `import { defineUserTask } from 'chokepoint';
export default defineUserTask({
  id: 'user_task_0', suite: 's', version: '1.0.0', prompt: 'Pay the rent.', requiredTools: [], reference: [], referenceAnswer: 'Done.',
  utility: ({ output, pre, post }) => {
    const added = post.tables.payments.length - pre.tables.payments.length;
    return output.includes('Paid') && post.emails.length > 2;
  },
});
`,
      );
      const [whole] = analyzeFiles([file]).files;
      const [lintOnly] = analyzeFiles([file], { classify: 'read-locations' }).files;
      expect(forLint(lintOnly)).toEqual(forLint(whole));
      expect(whole.judges[0].findings.length).toBeGreaterThan(0);
      const [full, reads] = [whole.judges[0].classification, lintOnly.judges[0].classification];
      expect(reads.readLocations).toEqual(full.readLocations);
      expect(full.count.known).toBe(true);
      expect([reads.count.known, reads.contentMatch.known, reads.caseRule.known]).toEqual([false, false, false]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
