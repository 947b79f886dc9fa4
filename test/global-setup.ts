/** Vitest's global setup (vitest.config.ts): once per test run, before any test starts a worker thread. */
export { buildWorkerBundles as setup } from '../scripts/worker-bundles.ts';
