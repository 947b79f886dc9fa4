import { register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PACKAGE_ROOT } from './paths.ts';

let registered = false;

const BUNDLED_FOLDERS = ['judges', 'versions'].flatMap((name) => [`${join(PACKAGE_ROOT, name)}/`, `${join(PACKAGE_ROOT, name)}\\`]);

/**
 * Judge modules `import ... from 'chokepoint'` (or a subpath such as `chokepoint/environment`).
 * For the bundled benchmark that is a self-reference; a user's judges folder elsewhere (or a
 * project with its own package.json, such as the authoring example in docs/example) may have no
 * chokepoint installed, so Node's resolver gets a fallback that resolves those names from inside
 * this package (an installed chokepoint still wins). Registered once, and only when a module
 * outside the bundled benchmark is loaded.
 */
export function resolveChokepointFrom(file: string): void {
  if (registered || BUNDLED_FOLDERS.some((dir) => file.startsWith(dir))) return;
  registered = true;
  // Re-resolving the bare name as if imported from inside this package uses its own exports map.
  const inside = pathToFileURL(join(PACKAGE_ROOT, 'package.json')).href;
  const hook = `
    export async function resolve(specifier, context, next) {
      try {
        return await next(specifier, context);
      } catch (error) {
        const ours = specifier === 'chokepoint' || specifier.startsWith('chokepoint/');
        if (ours && error?.code === 'ERR_MODULE_NOT_FOUND') return next(specifier, { ...context, parentURL: ${JSON.stringify(inside)} });
        throw error;
      }
    }`;
  register(`data:text/javascript,${encodeURIComponent(hook)}`);
}
