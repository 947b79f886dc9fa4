#!/usr/bin/env node
// The CLI runs from TypeScript sources through tsx: judge modules (bundled or the user's own
// `--judges DIR`) are TypeScript too, so one loader serves both.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv);
