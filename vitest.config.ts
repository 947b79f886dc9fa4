import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests run the sources: `chokepoint` and its subpaths resolve to src/ (the package.json export
// condition), never to a dist/ that may be stale or missing.
const SOURCE_CONDITION = 'chokepoint-source';

/**
 * No test has a time limit of its own: tests run on small shared machines, where work that takes a
 * second when the machine is quiet takes thirty under load (issue 24: `npm test` failed at load 17
 * on 30 s limits). One generous limit on every test and hook only stops a test that hangs; speed is
 * measured by the bench/ scripts, never by a test timing out.
 */
const HANG_GUARD_MS = 10 * 60_000;

/**
 * Two projects. `unit` is `npm test`: no browser, no network, no new processes; its files share
 * each worker's module cache (`isolate: false`), so the TypeScript compiler and the bundled
 * benchmark load once per worker instead of once per file. `e2e` is `npm run test:e2e` (also run
 * by .ci/run): the CLI in real processes, whole-benchmark runs, the committed reports, the package
 * entries as a consumer imports them, the HTML viewer in a real Chromium, and any `*.e2e.test.ts`
 * next to the fast tests of its subject (the hostile cases of test/hostile/ that stop and replace
 * sandbox workers; verbs run in-process on the whole bundled benchmark or on a new project, each
 * call starting its own sandbox workers: authoring, run, list and validate at every version, judge locations).
 */
export default defineConfig({
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  test: {
    testTimeout: HANG_GUARD_MS,
    hookTimeout: HANG_GUARD_MS,
    pool: 'forks',
    // Vite's transform of each source and test file kept on disk between runs, keyed by the file's
    // content (a changed file is transformed again): about a tenth of the unit tests' CPU time when
    // nothing changed. The cache sits in node_modules, so a fresh install starts without it.
    experimental: { fsModuleCache: true, fsModuleCachePath: 'node_modules/.cache/chokepoint/vitest-modules' },
    // The package's worker entries as JavaScript (scripts/worker-bundles.ts): a sandbox worker then
    // starts without compiling its sources through tsx, and the verbs the tests run start many.
    globalSetup: ['test/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: ['test/e2e/**', 'test/**/*.e2e.test.ts'], isolate: false } },
      { extends: true, test: { name: 'e2e', include: ['test/e2e/**/*.test.ts', 'test/**/*.e2e.test.ts'] } },
    ],
  },
});
