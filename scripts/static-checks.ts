/**
 * The static step of `npm test`: the type check with ESLint, knip and the formatter check, run side
 * by side (each is one process on one core). Prints each tool's output when it ends; fails if any fails.
 *
 *   npx tsx scripts/static-checks.ts
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const bin = (name: string) => join(import.meta.dirname, '..', 'node_modules', '.bin', name);
const cache = (name: string) => join(import.meta.dirname, '..', 'node_modules', '.cache', 'chokepoint', name);
const FILES = ['src', 'test', 'bench', 'scripts', 'eslint.config.ts', 'knip.config.ts', 'vitest.config.ts'];

/**
 * The type check and ESLint run in one process over one TypeScript program
 * (scripts/typecheck-and-lint.ts): ESLint's typed rules need the program `tsc` builds, and built
 * twice it cost as much again as the check. Prettier keeps what it learnt for the next run: its
 * cache skips a file whose content (and prettier's options) it found formatted. ESLint gets no
 * cache: its cache is per file, and a typed rule's finding in a file can change when a file it
 * imports changes (typescript-eslint#4694), so a cached pass could hide a finding.
 */
const CHECKS: readonly { readonly name: string; readonly command: string; readonly args: readonly string[] }[] = [
  { name: 'tsc + eslint', command: bin('tsx'), args: [join(import.meta.dirname, 'typecheck-and-lint.ts')] },
  { name: 'knip', command: bin('knip'), args: [] },
  { name: 'prettier', command: bin('prettier'), args: ['--check', '--cache', '--cache-strategy', 'content', '--cache-location', cache('prettier'), ...FILES] },
];

function run(check: (typeof CHECKS)[number]): Promise<{ name: string; code: number; output: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(check.command, check.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', (error) => resolve({ name: check.name, code: 1, output: `${output}${error.message}\n`, seconds: 0 }));
    child.on('close', (code) => {
      const result = { name: check.name, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 };
      process.stdout.write(
        `${result.code === 0 ? 'ok' : 'FAILED'}: ${result.name} (${result.seconds.toFixed(1)} s)\n${result.code === 0 ? '' : result.output}`,
      );
      resolve(result);
    });
  });
}

const results = await Promise.all(CHECKS.map(run));
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
if (failed.length > 0) {
  process.stderr.write(`static checks failed: ${failed.join(', ')}\n`);
  process.exitCode = 1;
}
