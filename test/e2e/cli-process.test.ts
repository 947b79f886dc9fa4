import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEV_CLI, REPO, runProcess } from '../cli/run-cli.ts';
import { FIXTURES } from '../registry/fixture-paths.ts';

/**
 * The CLI as a user of a checkout runs it: `node bin/dev.js` in a new process, through the
 * TypeScript loader and the exit code the shell sees (the installed package: package.test.ts). The verbs themselves are tested in-process by the
 * default tests; these few check what only a real process shows.
 */
describe('chokepoint in a real process', () => {
  it("loads a user's judges folder outside this package, resolving its 'chokepoint' imports", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'chokepoint-judges-'));
    try {
      await Promise.all(['valid', 'shared'].map((name) => cp(join(FIXTURES, name), join(dir, name), { recursive: true })));
      await writeFile(join(dir, 'package.json'), '{ "type": "module" }\n');
      const result = await runProcess(['list', '--format', 'json', '--judges', join(dir, 'valid', 'judges'), '--at', '1.9.0']);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      const listing = JSON.parse(result.stdout) as { tasks: { id: string; version: string }[] };
      expect(Object.fromEntries(listing.tasks.map((t) => [t.id, t.version]))).toEqual({
        injection_task_1: '1.0.0',
        user_task_1: '1.9.0',
        user_task_2: '1.0.0',
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('loads a judges folder of a CommonJS project (no "type": "module" above it): chokepoint loads the modules itself', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'chokepoint-judges-cjs-'));
    try {
      await Promise.all(['valid', 'shared'].map((name) => cp(join(FIXTURES, name), join(dir, name), { recursive: true })));
      await writeFile(join(dir, 'package.json'), '{ "type": "commonjs" }\n');
      const result = await runProcess(['list', '--judges', join(dir, 'valid', 'judges'), '--format', 'json', '--at', '1.9.0']);
      expect(result).toMatchObject({ code: 0, stderr: '' });
      expect((JSON.parse(result.stdout) as { tasks: unknown[] }).tasks).toHaveLength(3);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('bad input: one line naming file and line, exit 2, no stack trace', async () => {
    const judges = 'test/fixtures/registry/broken-syntax';
    const result = await runProcess(['list', '--judges', `${judges}/judges`, '--versions', `${judges}/versions`]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(
      /^chokepoint: error: test\/fixtures\/registry\/broken-syntax\/judges\/demo\/user_task_1\/1\.0\.0\.ts:5:\d+: syntax error: [^\n]*\n$/,
    );
  });

  it('lint: exit 1 on findings, 0 when clean, 2 on a usage error', async () => {
    const lint = 'test/fixtures/analyzer/lint';
    const defective = await runProcess(['lint', '--format', 'json', `${lint}/defective.ts`]);
    expect(defective.code).toBe(1);
    expect((JSON.parse(defective.stdout) as { findings: { ruleId: string }[] }).findings[0].ruleId).toBe('name-only-attack');
    expect((await runProcess(['lint', `${lint}/clean.ts`])).code).toBe(0);
    expect((await runProcess(['lint', '--max-warnings', 'many', `${lint}/clean.ts`])).code).toBe(2);
  });

  it('help exits 0 and names every verb; an unknown verb exits 2', async () => {
    const help = await runProcess(['--help']);
    expect(help.code).toBe(0);
    for (const verb of ['list', 'report', 'diff', 'lint', 'validate', 'check', 'run', 'rescore', 'stats', 'import', 'power'])
      expect(help.stdout).toContain(verb);
    expect((await runProcess(['no-such-verb'])).code).toBe(2);
  });

  it('a reader that closes the pipe early (| head -c 1) ends the CLI quietly, without a stack trace', async () => {
    const child = spawn(process.execPath, [DEV_CLI, 'report', '--format', 'json'], { cwd: REPO, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.stdout.destroy(); // the reader is gone before the first line is written
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});
