import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRunDirectory, scenarioFileName } from '../../src/runs/store/index.ts';
import { shellWord } from '../../src/cli/command-line.ts';
import { closedPortUrl, completion, startChatServer, type FakeChatServer } from '../harness/agents/helpers.ts';
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

/** The words after `run` of the test's command line. */
function spawnArgs(out: string, baseUrl: string = server.baseUrl): string[] {
  return [
    '--agent',
    'openai',
    '--model',
    'fake-model',
    '--base-url',
    baseUrl,
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
  ];
}

function spawnRun(out: string, resume = false, options: { baseUrl?: string; cwd?: string } = {}) {
  const args = [CLI, 'run', ...spawnArgs(out, options.baseUrl), ...(resume ? ['--resume'] : [])];
  const child = spawn(process.execPath, args, { cwd: options.cwd, env: { ...process.env, OPENAI_API_KEY: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
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
  });
});

describe('Ctrl-C (SIGINT) during a run', () => {
  it('prints the exact command that resumes it, exits 130, and that command completes the run with the records kept', async () => {
    const ids = (await miniScenarios()).map((s) => s.ref.id);
    delayMs = 300;
    const out = join(work, 'interrupted');
    const first = spawnRun(out, false, { cwd: work });
    for (let waited = 0; waited < 60_000 && (await recordFiles(out)).length < 2; waited += 20) await sleep(20);
    first.child.kill('SIGINT');
    expect(await first.exit, first.output().stderr).toBe(130);
    const { stderr } = first.output();
    const recorded = await recordFiles(out);
    expect(recorded.length).toBeGreaterThanOrEqual(2);
    expect(recorded.length).toBeLessThan(ids.length);
    expect(stderr).toContain(`chokepoint: interrupted: ${recorded.length} of ${ids.length} scenario(s) recorded in ${out}\n`);
    const command = /^chokepoint: to resume: (.*)$/m.exec(stderr)?.[1];
    // The checkout's bin/dev.js lies outside the working folder (a temporary one): named by its absolute path.
    expect(command).toBe(`node ${shellWord(CLI)} run ${spawnArgs(out).map(shellWord).join(' ')} --resume`);
    const kept = await Promise.all(recorded.map(async (f) => [f, await readFile(join(out, 'scenarios', f), 'utf8')] as const));

    delayMs = 0;
    const resumed = spawn('/bin/sh', ['-c', command!.replace(/^node /, `${shellWord(process.execPath)} `)], {
      cwd: work,
      env: { ...process.env, OPENAI_API_KEY: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let resumedErr = '';
    resumed.stderr.on('data', (d) => (resumedErr += d));
    expect(await new Promise((resolve) => resumed.on('exit', resolve)), resumedErr).toBe(0);
    const run = await readRunDirectory(out);
    expect(run.records.map((r) => r.scenario.id)).toEqual(ids);
    for (const [file, text] of kept) expect(await readFile(join(out, 'scenarios', file), 'utf8')).toBe(text);
  });
});

describe('a run against a closed port', () => {
  it('stops after the preflight request: exit 2, one line on stderr, nothing recorded', async () => {
    const closed = await closedPortUrl();
    const out = join(work, 'closed');
    const run = spawnRun(out, false, { baseUrl: closed });
    expect(await run.exit).toBe(2);
    expect(run.output().stdout).toBe('');
    expect(run.output().stderr).toBe(
      `chokepoint: error: preflight request failed, nothing was run: the model endpoint ${closed} refused the connection: is the server running, and is --base-url right?\n`,
    );
    await expect(readdir(out)).rejects.toThrow();
  });
});
