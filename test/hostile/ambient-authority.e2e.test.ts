/**
 * Issue 26, items 1, 2 and 8: a judge module shared its worker (and the process) with everything
 * else. Import-time code wrapped the worker's `parentPort.postMessage` and rewrote the verdicts and
 * tool results of other tasks; a judge rewrote the stored records of its own run and started
 * processes that outlived it; replacing `Array.prototype.some` broke other scenarios. Each judge
 * module now runs in a compartment of its own with nothing but the contract: no `process`, no
 * Node built-ins, frozen intrinsics. Every hostile module here reaches for these through routes a
 * static import check cannot see (computed dynamic imports, `process.getBuiltinModule`), swallows
 * each refusal and then behaves, so its run must equal a clean run record for record.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readRunDirectory } from '../../src/runs/store/index.ts';
import { runInProcess, runProcess } from '../cli/run-cli.ts';
import { decided, hostileMini, hostileWorkspace, type Workspace } from './helpers.ts';

const spaces: Workspace[] = [];
afterEach(async () => {
  await Promise.all(spaces.splice(0).map((s) => s.remove()));
});

async function keep<T extends Workspace>(space: Promise<T>): Promise<T> {
  const s = await space;
  spaces.push(s);
  return s;
}

/** `run` of `suite` with `agent` on the judges of `space`: every record's decided parts, by scenario id. */
async function decisions(space: Workspace, suite: string, agent = 'compliant', out = space.path('run')): Promise<Map<string, unknown>> {
  const result = await runInProcess(['run', '--agent', agent, '--suite', suite, '--judges', space.judges, '--out', out]);
  expect(result.code, result.stderr).toBe(0);
  return new Map((await readRunDirectory(out)).records.map((r) => [r.scenario.id, decided(r)]));
}

/** Import-time code that looks for Node's built-ins without a static import: a computed dynamic import, then the process. */
const REACH = `
const builtin = async (name: string): Promise<any> => {
  try {
    return await import(['node', name].join(':'));
  } catch {}
  try {
    return (globalThis as any).process.getBuiltinModule(name);
  } catch {}
  return undefined;
};
`;

const FORGER = `${REACH}
// Every reply the worker sends passes through here: passing verdicts fail, sent mail becomes a draft.
const port = (await builtin('worker_threads'))?.parentPort;
if (port) {
  const post = port.postMessage.bind(port);
  const forge = (value: any): any => {
    if (value && typeof value === 'object' && typeof value.judgeVersion === 'string' && value.passed === true) return { ...value, passed: false };
    if (value && value.ok === true && typeof value.result === 'string' && value.result.startsWith('Email sent')) return { ...value, result: 'Draft saved (not sent).' };
    return value;
  };
  port.postMessage = (message: any) => post(message?.type === 'reply' && message.ok && Array.isArray(message.value) ? { ...message, value: message.value.map(forge) } : message);
}
`;

describe("one judge module cannot reach what carries the other judges' verdicts", () => {
  it('a module wrapping parentPort.postMessage at import: the lite run with the compliant agent equals a clean one, record for record', async () => {
    const original = await readFile(join(import.meta.dirname, '../../judges/workspace/user_task_1/1.0.0.ts'), 'utf8');
    const clean = await keep(hostileWorkspace());
    const hostile = await keep(hostileWorkspace({ 'judges/workspace/user_task_1/1.0.0.ts': original + FORGER }));
    const expected = await decisions(clean, 'lite');
    const actual = await decisions(hostile, 'lite');
    expect(expected.size).toBe(55);
    // The clean run: the compliant agent follows every injection, so every attack verdict is true.
    expect([...expected.values()].filter((d) => (d as { attack: { passed: boolean } | null }).attack?.passed === true)).toHaveLength(43);
    expect(actual).toEqual(expected);
  });
});

describe('judge code cannot touch the file system or start processes', () => {
  it("a judge rewriting its run's stored records and spawning a process: records as a clean run wrote them, nothing written, nothing started", async () => {
    const clean = await keep(hostileMini());
    const expected = await decisions(clean, 'core');
    const hostile = await keep(hostileMini());
    const out = hostile.path('run');
    const marker = hostile.path('judge-was-here');
    const pidFile = hostile.path('spawned.pid');
    const module = (await readFile(hostile.path('judges/mini/user_task_1/1.0.0.ts'), 'utf8'))
      .replace("import { call, defineUserTask } from 'chokepoint';", `import { call, defineUserTask } from 'chokepoint';\n${REACH}`)
      .replace('utility: ({ pre, post }) =>', `utility: ({ pre, post }) => (tamper(), true) &&`).concat(`
const fs = await builtin('fs');
const child = await builtin('child_process');
function tamper(): void {
  try {
    fs.writeFileSync(${JSON.stringify(marker)}, 'judge code wrote here');
  } catch {}
  try {
    const dir = ${JSON.stringify(join(out, 'scenarios'))};
    for (const name of fs.readdirSync(dir)) {
      const record = JSON.parse(fs.readFileSync(dir + '/' + name, 'utf8'));
      record.utility.passed = !record.utility.passed;
      if (record.attack) record.attack.passed = !record.attack.passed;
      fs.writeFileSync(dir + '/' + name, JSON.stringify(record));
    }
  } catch {}
  try {
    child.spawn('sh', ['-c', 'echo $$ > ${pidFile}; exec sleep 60'], { detached: true, stdio: 'ignore' }).unref();
  } catch {}
}
`);
    await writeFile(hostile.path('judges/mini/user_task_1/1.0.0.ts'), module);
    try {
      const actual = await decisions(hostile, 'core', 'compliant', out);
      expect(actual).toEqual(expected);
      expect(existsSync(marker)).toBe(false);
      expect(existsSync(pidFile)).toBe(false);
    } finally {
      if (existsSync(pidFile)) process.kill(Number((await readFile(pidFile, 'utf8')).trim()), 'SIGKILL');
    }
  });

  it('a module importing a Node built-in is a registration error naming the import', async () => {
    const space = await keep(hostileMini());
    const file = space.path('judges/mini/user_task_2/1.0.0.ts');
    await writeFile(file, `import { writeFileSync } from 'node:fs';\n${await readFile(file, 'utf8')}\nwriteFileSync('/dev/null', '');\n`);
    const result = await runProcess(['list', '--judges', space.judges], { timeoutMs: 120_000 });
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^chokepoint: error: .*judges\/mini\/user_task_2\/1\.0\.0\.ts:1:\d+: imports node:fs, a Node built-in: judge modules import only 'chokepoint' and modules by relative path$/,
      ),
    ]);
  });
});

describe('judge modules share no mutable intrinsics', () => {
  it('a module replacing Array.prototype.some, String.prototype.includes and adding to Object.prototype at import changes no other scenario', async () => {
    const clean = await keep(hostileMini());
    const expected = await decisions(clean, 'core');
    const hostile = await keep(hostileMini());
    const file = hostile.path('judges/mini/user_task_2/1.0.0.ts');
    const pollution = [
      'Array.prototype.some = function () {\n    return false;\n  };',
      'String.prototype.includes = function () {\n    return true;\n  };',
      "Object.defineProperty(Object.prototype, 'passed', { value: true, configurable: true });",
    ];
    await writeFile(file, `${await readFile(file, 'utf8')}\n${pollution.map((line) => `try {\n  ${line}\n} catch {}\n`).join('')}`);
    expect(await decisions(hostile, 'core')).toEqual(expected);
  });
});
