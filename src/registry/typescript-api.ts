import { createRequire } from 'node:module';
import type TypeScript from 'typescript';

let cached: typeof TypeScript | undefined;

/**
 * The TypeScript compiler, loaded on first use (it is large and most runs never need it) through
 * Node's own require, so test runners do not transform it.
 */
export function typescriptApi(): typeof TypeScript {
  cached ??= createRequire(import.meta.url)('typescript') as typeof TypeScript;
  return cached;
}
