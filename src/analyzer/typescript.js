// The TypeScript compiler API (the `typescript` package), loaded with require: imported as an ES
// module, Node first scans its 9 MB of CommonJS for the names it exports, 0.1-0.2 s at every
// start of `chokepoint lint` (bench/README.md). Every module of the analyzer takes `ts` from here,
// values and types alike (typescript.d.ts): enum types are nominal per declaration, so there is
// one. The build copies both files into dist/ (package.json "build").
import { createRequire } from 'node:module';

export const ts = createRequire(import.meta.url)('typescript');
