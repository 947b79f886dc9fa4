// The TypeScript compiler API that ts-morph bundles, loaded with require: imported as an ES
// module, Node first scans ts-morph and the 12 MB of CommonJS behind it for the names they export,
// 0.1-0.2 s at every start of `chokepoint lint` (bench/README.md). Its types: typescript.d.ts.
// The build copies both files into dist/ (package.json "build").
import { createRequire } from 'node:module';

export const { ts } = createRequire(import.meta.url)('ts-morph');
