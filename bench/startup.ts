/**
 * CLI start-up: wall time of `chokepoint --version` and `chokepoint power --p1 0.6 --p2 0.35`,
 * the built package (`node bin/chokepoint.js`, compiled dist/ on plain Node) against the tsx path
 * (`node bin/dev.js`, the TypeScript sources compiled as they load), with bare `node -e ''` as the
 * floor. Every command runs as a fresh process, the variants alternating round by round, so the
 * machine's load falls on all of them alike; medians and minima per command, and the ratio built/tsx.
 *
 *   npx tsx bench/startup.ts [--rounds 15] [--json]
 *
 * Builds dist/ first when it is missing (`npm run build`).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

const ROOT = join(import.meta.dirname, '..');
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '15' }, json: { type: 'boolean', default: false } } });
const rounds = Number(values.rounds);

if (!existsSync(join(ROOT, 'dist', 'cli', 'bin.js'))) execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });

const COMMANDS: Record<string, readonly string[]> = {
  '--version': ['--version'],
  'power --p1 0.6 --p2 0.35': ['power', '--p1', '0.6', '--p2', '0.35'],
};
const VARIANTS: Record<string, readonly string[]> = {
  built: [join(ROOT, 'bin', 'chokepoint.js')],
  tsx: [join(ROOT, 'bin', 'dev.js')],
};
const env = { ...process.env, NODE_OPTIONS: '' };

function wallMs(args: readonly string[]): number {
  const start = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const ms = performance.now() - start;
  if (result.status !== 0) throw new Error(`node ${args.join(' ')} exited ${result.status}: ${result.stderr}`);
  return ms;
}

const samples = new Map<string, number[]>();
const add = (key: string, ms: number) => samples.set(key, [...(samples.get(key) ?? []), ms]);
// One untimed pass each: file-system caches warm for every variant alike.
wallMs(['-e', '']);
for (const bin of Object.values(VARIANTS)) for (const args of Object.values(COMMANDS)) wallMs([...bin, ...args]);
for (let round = 0; round < rounds; round++) {
  add('node -e ""', wallMs(['-e', '']));
  for (const [command, args] of Object.entries(COMMANDS)) {
    for (const [variant, bin] of Object.entries(VARIANTS)) add(`${variant} ${command}`, wallMs([...bin, ...args]));
  }
}

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const stats = Object.fromEntries([...samples].map(([key, xs]) => [key, { median: median(xs), min: Math.min(...xs) }]));
const ratios = Object.fromEntries(
  Object.keys(COMMANDS).map((command) => [
    command,
    { median: stats[`built ${command}`].median / stats[`tsx ${command}`].median, min: stats[`built ${command}`].min / stats[`tsx ${command}`].min },
  ]),
);

if (values.json) {
  console.log(JSON.stringify({ rounds, node: process.version, stats, ratios }, null, 2));
} else {
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  console.log(`CLI start-up, ${rounds} rounds, ${process.version} (wall time of a fresh process)\n`);
  console.log('| command | median | min |\n| --- | ---: | ---: |');
  for (const [key, s] of Object.entries(stats)) console.log(`| ${key} | ${ms(s.median)} | ${ms(s.min)} |`);
  console.log('\n| command | built / tsx (median) | built / tsx (min) |\n| --- | ---: | ---: |');
  for (const [command, r] of Object.entries(ratios)) console.log(`| ${command} | ${r.median.toFixed(2)}x | ${r.min.toFixed(2)}x |`);
}
