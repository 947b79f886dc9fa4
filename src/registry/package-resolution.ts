import { Worker, type WorkerOptions } from 'node:worker_threads';

/** Whether this library runs from its TypeScript sources (a checkout) rather than the compiled dist/. */
const RUNNING_FROM_SOURCES = import.meta.url.endsWith('.ts');

/**
 * A worker thread running one of this package's modules, named by its URL without the extension:
 * the compiled `.js` when running from a build; from the sources (a checkout), the `.ts` after
 * tsx's `register()` in the worker, as bin/dev.js does for the main thread.
 */
export function startPackageWorker(entry: URL, options: WorkerOptions): Worker {
  if (!RUNNING_FROM_SOURCES) return new Worker(new URL(`${entry.href}.js`), options);
  const loader = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(`${entry.href}.ts`)}); });`;
  return new Worker(code, { ...options, eval: true });
}
