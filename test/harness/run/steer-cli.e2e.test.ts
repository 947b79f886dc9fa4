/** Steering a run through the CLI (whole runs of the mini suite, a local model server): in the e2e project; the selection itself is unit-tested in test/registry/narrow.test.ts. */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resumeCommand, shellWord } from '../../../src/cli/command-line.ts';
import { defaultRunDirectory } from '../../../src/harness/index.ts';
import { readRunDirectory } from '../../../src/runs/store/index.ts';
import { runInProcess } from '../../cli/run-cli.ts';
import { closedPortUrl, completion, startChatServer, type FakeChatServer } from '../agents/helpers.ts';
import { MINI_JUDGES, MINI_VERSIONS, miniScenarios } from './mini.ts';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
  await Promise.all(cleanup.splice(0).map((f) => f()));
});

const mini = ['--suite', 'core', '--judges', MINI_JUDGES, '--versions', MINI_VERSIONS];
const cli = (args: readonly string[]) => runInProcess(['run', ...args]);

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'chokepoint-steer-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function chatServer(handler: Parameters<typeof startChatServer>[0]): Promise<FakeChatServer> {
  const server = await startChatServer(handler);
  cleanup.push(() => server.close());
  return server;
}

const openai = (baseUrl: string) => ['--agent', 'openai', '--model', 'test-model', '--base-url', baseUrl, '--retries', '0'];

describe('run --task, --scenario, --limit', () => {
  it('run only what they pick; the manifest lists exactly those scenarios', async () => {
    const all = await miniScenarios();
    const out = join(await tempDir(), 'run');
    const { code, stderr } = await cli(['--agent', 'reference', ...mini, '--task', 'injection_task_1', '--limit', '1', '--out', out]);
    expect(code, stderr).toBe(0);
    const attacks = all.filter((s) => s.ref.injectionTask === 'injection_task_1').map((s) => s.ref.id);
    expect(attacks.length).toBeGreaterThan(1);
    expect((await readRunDirectory(out)).manifest.scenarios).toEqual(attacks.slice(0, 1));

    const picked = join(await tempDir(), 'run');
    expect((await cli(['--agent', 'reference', ...mini, '--scenario', attacks[1], '--scenario', 'user_task_1', '--out', picked])).code).toBe(0);
    expect((await readRunDirectory(picked)).manifest.scenarios).toEqual(['user_task_1', attacks[1]]);
  });

  it('an unknown id is a usage error naming it, with a suggestion when one is close; nothing is written', async () => {
    const out = join(await tempDir(), 'run');
    const typo = await cli(['--agent', 'reference', ...mini, '--task', 'user_task_22', '--out', out]);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toMatch(/^chokepoint: error: --task: no task user_task_22 in core at 1\.0\.0 \(did you mean user_task_2\?\)\n$/);
    const unknown = await cli(['--agent', 'reference', ...mini, '--scenario', 'nothing_like_it', '--out', out]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe('chokepoint: error: --scenario: no scenario nothing_like_it in core at 1.0.0\n');
    expect(existsSync(out)).toBe(false);
  });
});

describe('run without --out', () => {
  it('writes runs/<suite>-<UTC time> under the working folder and says so', async () => {
    expect(defaultRunDirectory('core', new Date('2026-12-01T14:27:05.123Z'))).toBe(join('runs', 'core-20261201-142705'));
    expect(defaultRunDirectory('workspace/lite', new Date('2026-12-01T14:27:05Z'))).toBe(join('runs', 'workspace-lite-20261201-142705'));
    const work = await tempDir();
    vi.spyOn(process, 'cwd').mockReturnValue(work);
    const { code, stderr } = await cli(['--agent', 'reference', ...mini, '--limit', '1']);
    expect(code, stderr).toBe(0);
    const [dir] = await readdir(join(work, 'runs'));
    expect(dir).toMatch(/^core-\d{8}-\d{6}$/);
    expect(stderr).toContain(`chokepoint: run directory ${join('runs', dir)}\n`);
    expect((await readRunDirectory(join(work, 'runs', dir))).records).toHaveLength(1);
  });

  it('--resume needs --out, --retry-errors needs --resume, --temperature and --price need the openai agent', async () => {
    const cases: [string[], string][] = [
      [['--resume'], '--out: --resume needs --out, the run directory to continue'],
      [['--retry-errors', '--out', 'x'], '--retry-errors: --retry-errors continues a stored run: add --resume (and its --out)'],
      [['--temperature', '0.7'], '--temperature: --temperature applies to the openai agent only'],
      [['--price', '1/2'], '--price: --price applies to the openai agent only'],
    ];
    for (const [args, message] of cases) {
      const { code, stderr } = await cli(['--agent', 'reference', ...mini, ...args]);
      expect(code, args.join(' ')).toBe(2);
      expect(stderr).toBe(`chokepoint: error: ${message}\n`);
    }
    const bad = await cli(['--agent', 'openai', '--model', 'm', ...mini, '--price', '0.15']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--price.*expected IN\/OUT, US dollars per million input and output tokens/);
  });
});

describe('run --agent openai: preflight', () => {
  it('a closed port stops the run after the preflight: exit 2, one line, nothing recorded', async () => {
    const baseUrl = await closedPortUrl();
    const out = join(await tempDir(), 'run');
    const { code, stdout, stderr } = await cli([...openai(baseUrl), ...mini, '--out', out]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `chokepoint: error: preflight request failed, nothing was run: the model endpoint ${baseUrl} refused the connection: is the server running, and is --base-url right?\n`,
    );
    expect(existsSync(out)).toBe(false);
  });

  it('a refused key is one line too', async () => {
    const server = await chatServer(() => ({ status: 401, body: { error: { message: 'Incorrect API key provided' } } }));
    const out = join(await tempDir(), 'run');
    const { code, stderr } = await cli([...openai(server.baseUrl), ...mini, '--out', out]);
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^chokepoint: error: preflight request failed, nothing was run: .*HTTP 401.*OPENAI_API_KEY/),
    ]);
    expect(server.requests).toHaveLength(1);
    expect(existsSync(out)).toBe(false);
  });
});

describe('run --agent openai: environment errors, --resume --retry-errors, tokens', () => {
  it('stops after N environment errors in a row printing the first and the resume command; --retry-errors re-runs exactly those', async () => {
    const ids = (await miniScenarios()).map((s) => s.ref.id);
    let healthy = true;
    let calls = 0;
    // The endpoint answers the preflight and the first two scenarios, then fails every request.
    const server = await chatServer(() => {
      calls++;
      if (healthy && calls > 3) healthy = false;
      return healthy
        ? completion({ content: 'Nothing to do.' }, 'stop', { prompt_tokens: 50, completion_tokens: 5 })
        : { status: 500, body: { error: { message: 'model crashed' } } };
    });
    const out = join(await tempDir(), 'run');
    const args = [...openai(server.baseUrl), ...mini, '--out', out, '--max-env-errors', '3'];
    const stopped = await cli(args);
    expect(stopped.code).toBe(2);
    const lines = stopped.stderr.trim().split('\n');
    expect(lines).toContain(
      `chokepoint: error: run stopped after 3 scenarios in a row ended in an environment error; the first (${ids[2]}): ` +
        `model request failed after 1 attempt(s): HTTP 500: 500 model crashed (5 of 9 scenario(s) recorded in ${out})`,
    );
    const resume = `chokepoint run ${args.map(shellWord).join(' ')} --resume --retry-errors`;
    expect(lines).toContain(`chokepoint: to resume and retry the failed scenarios: ${resume}`);
    const before = await readRunDirectory(out);
    expect(before.records.map((r) => r.outcome)).toEqual(['no_tool_call', 'no_tool_call', 'env_error', 'env_error', 'env_error']);
    expect(before.manifest.tokens).toEqual({ input: 100, output: 10, responses: 2, unreported: 0 });

    healthy = true;
    calls = -100;
    const requestsBefore = server.requests.length;
    const retried = await cli([...args, '--resume', '--retry-errors', '--format', 'json', '--price', '1/10']);
    expect(retried.code, retried.stderr).toBe(0);
    const report = JSON.parse(retried.stdout) as { ran: number; retried: string[]; skipped: number; cost: { usd: number } };
    expect(report.retried).toEqual(ids.slice(2, 5));
    expect(report.skipped).toBe(2);
    expect(report.ran).toBe(7);
    // One preflight, then one request per scenario run: the three errored and the four never run.
    expect(server.requests.length - requestsBefore).toBe(1 + 7);
    const after = await readRunDirectory(out);
    expect(after.records.map((r) => r.outcome)).toEqual(ids.map(() => 'no_tool_call'));
    expect(after.records.slice(0, 2)).toEqual(before.records.slice(0, 2));
    expect(after.manifest.tokens).toEqual({ input: 450, output: 45, responses: 9, unreported: 0 });
    expect(report.cost.usd).toBeCloseTo((450 * 1 + 45 * 10) / 1e6, 12);
  });

  it('the manifest records the judges folder, temperature, system prompt, max steps, timeouts, start and end; the summary shows tokens and cost', async () => {
    const server = await chatServer(() => completion({ content: 'Nothing to do.' }, 'stop', { prompt_tokens: 1000, completion_tokens: 100 }));
    const out = join(await tempDir(), 'run');
    const { code, stdout, stderr } = await cli([
      ...openai(server.baseUrl),
      ...mini,
      '--out',
      out,
      '--temperature',
      '0.5',
      '--max-steps',
      '7',
      '--timeout',
      '30',
      '--request-timeout',
      '20',
      '--tool-timeout',
      '4',
      '--price',
      '0.15/0.60',
    ]);
    expect(code, stderr).toBe(0);
    const { manifest } = await readRunDirectory(out);
    expect(manifest).toMatchObject({
      judges: MINI_JUDGES,
      versions: MINI_VERSIONS,
      temperature: 0.5,
      systemPrompt: expect.stringContaining('assistant'),
      maxSteps: 7,
      timeouts: { scenarioMs: 30_000, requestMs: 20_000, toolMs: 4_000, judgeMs: 10_000 },
      tokens: { input: 9000, output: 900, responses: 9, unreported: 0 },
    });
    expect(Date.parse(manifest.endedAt!)).toBeGreaterThanOrEqual(Date.parse(manifest.startedAt));
    expect(server.requests.every((r) => r.temperature === 0.5)).toBe(true);
    expect(stdout).toContain('Tokens: 9,000 in, 900 out over 9 model responses; cost $0.0019 at $0.15/$0.6 per million input/output tokens');

    // stats shows the manifest's totals beside each run, and no such column for runs without a model.
    const reference = join(await tempDir(), 'reference');
    expect((await cli(['--agent', 'reference', ...mini, '--out', reference])).code).toBe(0);
    const stats = await runInProcess(['stats', out, reference, '--judges', MINI_JUDGES, '--versions', MINI_VERSIONS, '--wide']);
    expect(stats.code, stats.stderr).toBe(0);
    expect(stats.stdout).toMatch(/tokens in \/ out\n/);
    expect(stats.stdout).toMatch(/ 9,000 \/ 900\n/);
    const alone = await runInProcess(['stats', reference, '--judges', MINI_JUDGES, '--versions', MINI_VERSIONS, '--wide']);
    expect(alone.stdout).not.toContain('tokens');
  });
});

describe('the resume command', () => {
  it('repeats the words typed, adds --out when it was a default and --resume, and quotes what a shell would split', () => {
    const argv = [
      'node',
      '/usr/lib/node_modules/chokepoint/bin/chokepoint.js',
      'run',
      '--agent',
      'openai',
      '--scenario',
      'user_task_1+injection_task_1@sql:customers.notes#12',
    ];
    expect(resumeCommand(argv, 'runs/core-20261201-142705')).toBe(
      "chokepoint run --agent openai --scenario 'user_task_1+injection_task_1@sql:customers.notes#12' --out runs/core-20261201-142705 --resume",
    );
    expect(resumeCommand(['node', '/repo/bin/dev.js', 'run', '--out', 'my run', '--resume'], 'my run', { retryErrors: true, cwd: '/repo' })).toBe(
      "node bin/dev.js run --out 'my run' --resume --retry-errors",
    );
    expect(shellWord("it's")).toBe(`'it'\\''s'`);
    expect(resumeCommand(['node', '/repo/bin/dev.js', 'run'], 'out', { cwd: '/elsewhere' })).toBe('node /repo/bin/dev.js run --out out --resume');
    // A local install (npx, an npm script, node_modules/.bin): the shell has no `chokepoint`, npx finds it from the project.
    for (const script of ['/home/me/bank/node_modules/.bin/chokepoint', '/home/me/bank/node_modules/chokepoint/bin/chokepoint.js']) {
      expect(resumeCommand(['node', script, 'run', '--agent', 'noop'], 'runs/x', { cwd: '/home/me/bank/suites' })).toBe(
        'npx chokepoint run --agent noop --out runs/x --resume',
      );
      expect(resumeCommand(['node', script, 'run'], 'runs/x', { cwd: '/home/me/other' })).toBe('chokepoint run --out runs/x --resume');
    }
    expect(resumeCommand(['node', '/root/.npm/_npx/1f2e/node_modules/.bin/chokepoint', 'run'], 'o', { cwd: '/tmp' })).toBe(
      'npx chokepoint run --out o --resume',
    );
  });
});
