import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { PACKAGE_ROOT } from './paths.ts';

/** Whether this library runs from its TypeScript sources (a checkout) rather than the compiled dist/. */
const RUNNING_FROM_SOURCES = import.meta.url.endsWith('.ts');

/**
 * Where a checkout keeps its worker entries built as JavaScript (scripts/worker-bundles.ts writes them):
 * a folder per checkout, so that checkouts sharing one node_modules (git worktrees) never remove the
 * bundle another's long test run is still starting workers from.
 */
export const WORKER_BUNDLES_DIR = join(PACKAGE_ROOT, 'node_modules', '.cache', 'chokepoint', 'workers', contentHash(PACKAGE_ROOT).slice(0, 12));

/** A built worker entry: its bundle (a file of WORKER_BUNDLES_DIR) and the hash of every file it was built from. */
export interface WorkerBundleManifest {
  readonly bundle: string;
  /**
   * The package root it was built in: a bundle keeps its modules' own locations (`import.meta.url`),
   * so one built in another checkout (node_modules copied into a git worktree) reads that checkout's
   * judges/ and versions/, however equal the sources.
   */
  readonly root?: string;
  /** Path from the package root → SHA-256 of the content the bundle was built from. */
  readonly inputs: Readonly<Record<string, string>>;
}

/** The manifest of a worker entry (its source path without extension, e.g. `src/sandbox/worker-entry`). */
export function workerManifestFile(entry: string): string {
  return join(WORKER_BUNDLES_DIR, `${entry.replaceAll('/', '+')}.json`);
}

export function contentHash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

/** The bundle built from exactly the current sources of `entry`, or undefined (none built, or a source changed since). */
export function currentWorkerBundle(entry: string): string | undefined {
  try {
    const manifest = JSON.parse(readFileSync(workerManifestFile(entry), 'utf8')) as WorkerBundleManifest;
    return isCurrentBundle(manifest, PACKAGE_ROOT) ? join(WORKER_BUNDLES_DIR, manifest.bundle) : undefined;
  } catch {
    return undefined;
  }
}

/** Built in `root` from exactly the files there now. */
export function isCurrentBundle(manifest: WorkerBundleManifest, root: string): boolean {
  return manifest.root === root && Object.entries(manifest.inputs).every(([file, hash]) => contentHash(readFileSync(join(root, file))) === hash);
}

/** Checked once per process and entry: a worker of this process runs the same code as the ones before it. */
const bundles = new Map<string, string | undefined>();

/**
 * A worker thread running one of this package's modules, named by its URL without the extension:
 * the compiled `.js` when running from a build. From the sources (a checkout): the entry bundled
 * as JavaScript when a bundle of its current sources is built (the tests and bin/dev.js build it:
 * scripts/worker-bundles.ts), which starts in half the time; otherwise the `.ts` after tsx's
 * `register()` in the worker, as bin/dev.js does for the main thread.
 */
export function startPackageWorker(entry: URL, options: WorkerOptions): Worker {
  if (!RUNNING_FROM_SOURCES) return new Worker(new URL(`${entry.href}.js`), options);
  const name = relative(PACKAGE_ROOT, fileURLToPath(entry)).replaceAll('\\', '/');
  if (!bundles.has(name)) bundles.set(name, currentWorkerBundle(name));
  const bundle = bundles.get(name);
  if (bundle) return new Worker(pathToFileURL(bundle), options);
  const loader = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(`${entry.href}.ts`)}); });`;
  return new Worker(code, { ...options, eval: true });
}
