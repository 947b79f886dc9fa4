/**
 * The package's worker entries built as JavaScript for a checkout, so that a worker thread starts
 * from one file instead of loading tsx and compiling each source module it imports: about half of
 * a sandbox worker's start (0.6 s instead of 1.2-1.4 s of CPU), paid by every verb that runs judge
 * code. Built once per `npm test` (vitest's global setup) and per `node bin/dev.js` when a source
 * changed, into node_modules/.cache; startPackageWorker uses a bundle only while every file it was
 * built from is unchanged (src/registry/package-resolution.ts), else it runs the sources through tsx.
 * The published package needs none of this: its workers run from dist/.
 *
 *   npx tsx scripts/worker-bundles.ts
 */
import type { Plugin } from 'esbuild';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentHash, currentWorkerBundle, WORKER_BUNDLES_DIR, workerManifestFile, type WorkerBundleManifest } from '../src/registry/package-resolution.ts';
import { PACKAGE_ROOT } from '../src/registry/paths.ts';
import { writeFileAtomic } from '../src/output.ts';

/** Every module the package starts as a worker thread (startPackageWorker), without its extension. */
const WORKER_ENTRIES = ['src/sandbox/worker-entry', 'src/analyzer/lint-worker'];
/** Files that shape a bundle besides the modules in it: the compiler options, and how it is built (this file). */
const BUILD_INPUTS = ['tsconfig.json', 'scripts/worker-bundles.ts'];
/** A bundle no manifest names any more is removed after this long (a process that read the old manifest may be starting it). */
const STALE_BUNDLE_MS = 10 * 60_000;

/**
 * Every module keeps its own `import.meta`, as when tsx runs it: the package root, sql.js's WASM
 * file and the TypeScript compiler are found from the source file's location, not the bundle's.
 */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(build) {
    build.onLoad({ filter: /\.[jt]s$/ }, (args) => {
      const values: Record<string, string> = { url: pathToFileURL(args.path).href, dirname: dirname(args.path), filename: args.path };
      const contents = readFileSync(args.path, 'utf8').replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key: string) => JSON.stringify(values[key]));
      return { contents, loader: args.path.endsWith('.ts') ? 'ts' : 'js' };
    });
  },
};

async function buildWorkerBundle(entry: string): Promise<void> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(PACKAGE_ROOT, `${entry}.ts`)],
    absWorkingDir: PACKAGE_ROOT,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    keepNames: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [sourceLocations],
  });
  const code = result.outputFiles[0].text;
  const inputs = Object.fromEntries(
    [...Object.keys(result.metafile.inputs), ...BUILD_INPUTS].sort().map((file) => [file, contentHash(readFileSync(join(PACKAGE_ROOT, file)))]),
  );
  const prefix = `${entry.replaceAll('/', '+')}.`;
  const manifest: WorkerBundleManifest = { bundle: `${prefix}${contentHash(code).slice(0, 16)}.js`, root: PACKAGE_ROOT, inputs };
  mkdirSync(WORKER_BUNDLES_DIR, { recursive: true });
  await writeFileAtomic(join(WORKER_BUNDLES_DIR, manifest.bundle), code);
  await writeFileAtomic(workerManifestFile(entry), JSON.stringify(manifest, null, 2));
  for (const file of readdirSync(WORKER_BUNDLES_DIR)) {
    const path = join(WORKER_BUNDLES_DIR, file);
    if (file.startsWith(prefix) && file.endsWith('.js') && file !== manifest.bundle && Date.now() - statSync(path).mtimeMs > STALE_BUNDLE_MS)
      rmSync(path, { force: true });
  }
}

/**
 * Builds the bundle of every worker entry whose sources changed since its bundle was built. A
 * bundle that cannot be built (a source does not compile, node_modules is read-only) is not an
 * error here: its workers run the sources through tsx, which reports what is wrong with them.
 */
export async function buildWorkerBundles(): Promise<void> {
  for (const entry of WORKER_ENTRIES) {
    if (currentWorkerBundle(entry)) continue;
    try {
      await buildWorkerBundle(entry);
    } catch {
      // The workers of this entry start from the sources (startPackageWorker's fallback).
    }
  }
}

if (import.meta.filename === process.argv[1]) await buildWorkerBundles();
