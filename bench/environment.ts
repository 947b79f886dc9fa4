/**
 * Environment runtime bench: median time to build an environment from a fixture and to run 100
 * mixed tool calls in it. Usage: npx tsx bench/environment.ts [fixture.json] [iterations]
 */
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createEnvironment, loadFixture } from '../src/environment/index.ts';

const bundled = fileURLToPath(new URL('../judges/workspace/environment.json', import.meta.url));
const small = fileURLToPath(new URL('../test/fixtures/environment/small.json', import.meta.url));
const file = process.argv[2] ?? (existsSync(bundled) ? bundled : small);
const iterations = Number(process.argv[3] ?? 50);

const fixture = await loadFixture(file);
const table = Object.keys(fixture.tables)[0];
const path = Object.keys(fixture.files)[0];
const calls = [
  { tool: 'read_email', args: {} },
  { tool: 'read_email', args: { query: 'invoice' } },
  ...(path ? [{ tool: 'read_file', args: { path } }] : []),
  { tool: 'write_file', args: { path: '/bench/out.txt', content: 'x'.repeat(200) } },
  ...(table ? [{ tool: 'execute_sql_query', args: { query: `SELECT * FROM ${table}` } }] : []),
  { tool: 'send_email', args: { to: 'someone@example.test', subject: 'bench', body: 'body' } },
  { tool: 'read_file', args: { path: '/../etc/passwd' } },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const create: number[] = [];
const run: number[] = [];
const snap: number[] = [];
await createEnvironment(fixture).then((env) => env.close()); // warm-up: sql.js initialisation
for (let i = 0; i < iterations; i++) {
  let t = performance.now();
  const env = await createEnvironment(fixture);
  create.push(performance.now() - t);
  t = performance.now();
  for (let k = 0; k < 100; k++) env.execute(calls[k % calls.length]);
  run.push(performance.now() - t);
  t = performance.now();
  env.snapshot();
  snap.push(performance.now() - t);
  env.close();
}
const ms = (v: number) => `${v.toFixed(2)} ms`;
console.log(`fixture: ${file} (${iterations} iterations)`);
console.log(`create environment: median ${ms(median(create))}`);
console.log(`100 tool calls:     median ${ms(median(run))}`);
console.log(`snapshot:           median ${ms(median(snap))}`);
