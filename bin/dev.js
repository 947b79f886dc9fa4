#!/usr/bin/env node
// The CLI from the TypeScript sources, for a checkout (`npm start`, `npm run chokepoint`, the
// tests): tsx compiles src/ as it loads. Not published; the package's bin is bin/chokepoint.js.
import { register } from 'tsx/esm/api';

register();
// Worker threads start from their entries built as JavaScript, rebuilt here when a source changed.
const { buildWorkerBundles } = await import('../scripts/worker-bundles.ts');
await buildWorkerBundles();
await import('../src/cli/bin.ts');
