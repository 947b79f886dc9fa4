import { register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { PACKAGE_ROOT } from './paths.ts';

/** The export condition under which package.json maps each entry to its TypeScript source. */
const SOURCE_CONDITION = 'chokepoint-source';

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

let registered = false;

/**
 * Judge modules `import ... from 'chokepoint'` (or a subpath such as `chokepoint/environment`).
 * They get the library that loads them, wherever they live (in this package, in a user's folder
 * with no chokepoint or another copy installed): a resolve hook re-resolves those names from
 * inside this package through its own `exports` map, adding the source condition when this
 * library runs from its sources, so a checkout never mixes in a stale dist/.
 *
 * The same hook makes every `.ts` and `.mts` module outside node_modules an ES module, whatever
 * package.json is above it: in a CommonJS project (`npm init -y` writes `"type": "commonjs"`) tsx
 * would otherwise compile a judge to CommonJS, and its default export would arrive wrapped in
 * `module.exports` (22 misleading shape errors in issue 24). `.cts` modules stay CommonJS.
 * Registered once per thread.
 */
export function resolveChokepointHere(): void {
  if (registered) return;
  registered = true;
  const inside = pathToFileURL(join(PACKAGE_ROOT, 'package.json')).href;
  const extra = RUNNING_FROM_SOURCES ? [SOURCE_CONDITION] : [];
  const hook = `
    const inside = ${JSON.stringify(inside)};
    const extra = ${JSON.stringify(extra)};
    export async function resolve(specifier, context, next) {
      if (specifier === 'chokepoint' || specifier.startsWith('chokepoint/')) {
        return next(specifier, { ...context, parentURL: inside, conditions: [...extra, ...context.conditions] });
      }
      const resolved = await next(specifier, context);
      const path = resolved.url.split('?')[0].split('#')[0];
      const typescript = path.startsWith('file:') && !path.includes('/node_modules/') && (path.endsWith('.ts') || path.endsWith('.mts'));
      return typescript ? { ...resolved, format: 'module' } : resolved;
    }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}
