#!/usr/bin/env node
// The installed CLI: compiled JavaScript (dist/, built by `npm run build`, which `npm pack` runs).
// TypeScript is loaded only to compile judge modules (in the sandbox's workers) and to analyse them.
// A checkout runs the sources instead: `npm start`, `npm run chokepoint -- <verb>` (bin/dev.js).
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/cli/bin.js', import.meta.url);
try {
  await import(entry.href);
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND' || !String(error.message).includes(fileURLToPath(entry))) throw error;
  process.stderr.write('chokepoint: error: dist/cli/bin.js: not built: run `npm run build`, or run the sources with `node bin/dev.js`\n');
  process.exitCode = 2;
}
