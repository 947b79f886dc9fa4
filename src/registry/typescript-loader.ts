import { pathToFileURL } from 'node:url';
import type { NamespacedUnregister } from 'tsx/esm/api';
import { resolveChokepointHere } from './package-resolution.ts';

let loader: Promise<NamespacedUnregister> | undefined;

/**
 * Imports a TypeScript module (a judge, a version manifest, a suite) with tsx's scoped loader:
 * only modules imported through it, and what they import, are compiled; nothing else in the
 * process gets a TypeScript hook. Compiler settings do not come from a tsconfig.json that happens
 * to be in the working directory (`tsconfig: false`), so a module loads the same from any folder.
 * `chokepoint` in the module resolves to the library running this code.
 */
export async function importTypeScript(file: string): Promise<Record<string, unknown>> {
  resolveChokepointHere();
  // tsx (and esbuild behind it) is loaded on first use: verbs that import no module never pay for it.
  // One registration per thread, also when several modules are imported at once.
  loader ??= import('tsx/esm/api').then((tsx) => tsx.register({ namespace: 'chokepoint-modules', tsconfig: false }));
  return (await (await loader).import(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
}
