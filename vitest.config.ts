import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (npm test: fast, no browser, no network) and `e2e` (npm run test:e2e: the
 * slower end-to-end tests, e.g. the HTML viewer in a real Chromium).
 */
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/e2e/**'] } },
      { extends: true, test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 300_000 } },
    ],
  },
});
