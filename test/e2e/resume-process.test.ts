import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRunDirectory, scenarioFileName } from '../../src/runs/store/index.ts';
import { completion, startChatServer, type FakeChatServer } from '../harness/agents/helpers.ts';
import { DEV_CLI as CLI } from '../cli/run-cli.ts';
import { MINI_JUDGES, MINI_VERSIONS, miniScenarios } from '../harness/run/mini.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let server: FakeChatServer;
/** How long the fake model thinks before answering; slow while the run is to be killed. */
let delayMs = 0;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'chokepoint-resume-'));
  server = await startChatServer(async () => {
    await sleep(delayMs);
    return completion({ content: 'I will not use tools.' });
  });
});

afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

function spawnRun(out: string, resume = false) {
  const args = [
    CLI,
    'run',
    '--agent',
    'openai',
    '--model',
    'fake-model',
    '--base-url',
    server.baseUrl,
    '--suite',
    'core',
    '--judges',
    MINI_JUDGES,
    '--versions',
    MINI_VERSIONS,
    '--out',
    out,
    '--format',
    'json',
    ...(resume ? ['--resume'] : []),
  ];
  const child = spawn(process.execPath, args, { env: { ...process.env, OPENAI_API_KEY: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exit, output: () => ({ stdout, stderr }) };
}

async function recordFiles(dir: string): Promise<string[]> {
  try {
    return (await readdir(join(dir, 'scenarios'))).filter((f) => f.endsWith('.json')).sort();
  } catch {
    return [];
  }
}

describe('a run killed mid-way (SIGKILL) and resumed', () => {
  it('loses and duplicates nothing: the same record files as a clean run, each valid, earlier records untouched', async () => {
    const ids = (await miniScenarios()).map((s) => s.ref.id);
    const expected = ids.map(scenarioFileName).sort();

    delayMs = 300;
    const killed = join(work, 'killed');
    const first = spawnRun(killed);
    for (let waited = 0; waited < 60_000 && (await recordFiles(killed)).length < 3; waited += 20) await sleep(20);
    first.child.kill('SIGKILL');
    expect(await first.exit, first.output().stderr).toBeNull();
    const partial = await recordFiles(killed);
    expect(partial.length).toBeGreaterThanOrEqual(3);
    expect(partial.length).toBeLessThan(ids.length);
    const kept = await Promise.all(partial.map(async (f) => [f, await readFile(join(killed, 'scenarios', f), 'utf8')] as const));

    delayMs = 0;
    const resumed = spawnRun(killed, true);
    expect(await resumed.exit, resumed.output().stderr).toBe(0);
    const report = JSON.parse(resumed.output().stdout) as { resumed: boolean; ran: number; skipped: number };
    expect(report).toMatchObject({ resumed: true, skipped: partial.length, ran: ids.length - partial.length });

    // A clean run writes exactly one file per scenario id (run.test.ts); the resumed run must match it.
    expect(await recordFiles(killed)).toEqual(expected);
    expect((await readdir(join(killed, 'scenarios'))).length).toBe(ids.length);
    const run = await readRunDirectory(killed);
    expect(run.records.map((r) => r.scenario.id)).toEqual(ids);
    expect(run.missing).toEqual([]);
    for (const [file, text] of kept) expect(await readFile(join(killed, 'scenarios', file), 'utf8')).toBe(text);
    expect(run.records.every((r) => r.outcome === 'no_tool_call')).toBe(true);
  }, 120_000);
});
