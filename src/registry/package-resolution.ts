import { register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from './paths.ts';

let registered = false;

/**
 * Judge modules `import ... from 'chokepoint'`. Inside this package that is a self-reference; a
 * user's judges folder elsewhere may have no chokepoint installed, so Node's resolver gets a
 * fallback that maps the bare name to this package's entry (an installed chokepoint still wins).
 * Registered once, and only when a folder outside the package is loaded.
 */
export function resolveChokepointFrom(file: string): void {
  if (registered || file.startsWith(`${REPO_ROOT}/`) || file.startsWith(`${REPO_ROOT}\\`)) return;
  registered = true;
  const entry = pathToFileURL(join(REPO_ROOT, 'src', 'index.ts')).href;
  const hook = `
    export async function resolve(specifier, context, next) {
      try {
        return await next(specifier, context);
      } catch (error) {
        if (specifier === 'chokepoint' && error?.code === 'ERR_MODULE_NOT_FOUND') return next(${JSON.stringify(entry)}, context);
        throw error;
      }
    }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}
