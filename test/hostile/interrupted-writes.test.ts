/**
 * Items 3 and 4 of the second adversarial round.
 * 3: an interrupted `init` or `new-version` left a half-written project that the tool then refused
 *    ("already exists", "already defined"), so the user had to clean up by hand. A new folder is
 *    built beside its place and renamed into it (`writeFolder`, which `view`, `merge` and `import`
 *    use too; their killed processes are in interrupted-writes.e2e.test.ts); what a stopped run left
 *    as it would have written it is taken as written, and the rest is done.
 * 4: `new-version TASK --at X --why $'a\rb'` exited 0 and wrote a manifest that no longer parsed.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFolder } from '../../src/output.ts';
import { readManifestStatically, starterFiles } from '../../src/registry/index.ts';
import { runInProcess } from '../cli/run-cli.ts';
import { scratch, type Workspace } from './helpers.ts';

let space: Workspace;
beforeAll(async () => {
  space = await scratch();
});
afterAll(() => space?.remove());

const init = (dir: string) => runInProcess(['init', dir]);

describe('init', () => {
  it('an init stopped part-way (some of its files written) is completed by running it again', async () => {
    const dir = space.path('stopped-init');
    const files = starterFiles();
    const written = [...files].slice(0, 4);
    for (const [file, content] of written) {
      await mkdir(join(dir, file, '..'), { recursive: true });
      await writeFile(join(dir, file), content);
    }
    const result = await init(dir);
    expect(result.code, result.stderr).toBe(0);
    for (const [file, content] of files) expect(await readFile(join(dir, file), 'utf8'), file).toBe(content);
  });

  it('a file in the way of a folder init needs is reported before anything is written', async () => {
    const dir = space.path('blocked-init');
    await mkdir(dir);
    await writeFile(join(dir, 'judges'), 'a file, not a folder');
    const result = await init(dir);
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      `chokepoint: error: ${join(dir, 'judges')}: exists and is not a folder: init writes a new project and never overwrites a file`,
    ]);
    expect(await readdir(dir)).toEqual(['judges']);
    await rm(join(dir, 'judges'));
    expect((await init(dir)).code).toBe(0);
  });

  it('a file of other content is never overwritten, a joined package.json included; every one is listed', async () => {
    const dir = space.path('other-init');
    await mkdir(dir);
    await writeFile(join(dir, 'package.json'), '{ "name": "mine" }\n');
    await writeFile(join(dir, 'chokepoint.config.ts'), 'export default {};\n');
    const result = await init(dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${join(dir, 'chokepoint.config.ts')}: already exists`);
    expect((await readdir(dir)).sort()).toEqual(['chokepoint.config.ts', 'package.json']);
    expect(await readFile(join(dir, 'package.json'), 'utf8')).toBe('{ "name": "mine" }\n');
  });
});

describe('new-version', () => {
  let project: string;
  let judges: string;
  beforeAll(async () => {
    project = space.path('project');
    expect((await init(project)).code).toBe(0);
    judges = join(project, 'judges');
  });
  const newVersion = (task: string, at: string, why: string) => runInProcess(['new-version', task, '--at', at, '--why', why, '--judges', judges]);
  const manifest = (version: string) => {
    const read = readManifestStatically(join(project, 'versions', `${version}.ts`));
    if ('errors' in read) throw new Error(read.errors.map((e) => e.format()).join('\n'));
    return read.manifest;
  };

  it('a new-version stopped after writing the copy, before the manifest, is finished by running it again', async () => {
    const task = join(judges, 'helpdesk', 'user_task_1');
    const copy = (await readFile(join(task, '1.0.0.ts'), 'utf8')).replace("version: '1.0.0'", "version: '1.1.0'");
    await writeFile(join(task, '1.1.0.ts'), copy);
    const result = await newVersion('user_task_1', '1.1.0', 'stopped before the manifest');
    expect(result.code, result.stderr).toBe(0);
    expect(await readFile(join(task, '1.1.0.ts'), 'utf8')).toBe(copy);
    expect(manifest('1.1.0').changes).toEqual([{ task: 'user_task_1', why: 'stopped before the manifest' }]);
  });

  it.each([
    ['a carriage return', 'a\rb'],
    ['a line separator', 'a\u2028b'],
    ['a paragraph separator and a tab', 'a\u2029\tb'],
    ['quotes, backslashes and a NUL', 'it\'s \\n\u0000 "done"'],
  ])('--why with %s writes a manifest that reads back with that text', async (_, why) => {
    const result = await newVersion('injection_task_1', '1.2.0', why);
    expect(result.code, result.stderr).toBe(0);
    expect(manifest('1.2.0').changes).toEqual([{ task: 'injection_task_1', why }]);
    // Each case starts again: the copy and the manifest go.
    await rm(join(judges, 'helpdesk', 'injection_task_1', '1.2.0.ts'));
    await rm(join(project, 'versions', '1.2.0.ts'));
  });
});

describe('writeFolder: the one way a folder is written whole', () => {
  it('a build that fails leaves nothing: no target, no temporary sibling', async () => {
    const parent = space.path('failing');
    await mkdir(parent);
    const failure = writeFolder(join(parent, 'out'), async (dir) => {
      await writeFile(join(dir, 'half'), 'written');
      throw new Error('disk full');
    });
    await expect(failure).rejects.toThrow('disk full');
    expect(await readdir(parent)).toEqual([]);
  });

  it('a folder whose writer was killed is removed by the next write of that target; one of a live writer is not', async () => {
    const parent = space.path('abandoned');
    const dead = join(parent, '.out.partial-999999999-0123456789ab');
    const live = join(parent, `.out.partial-${process.pid}-0123456789ab`);
    await mkdir(dead, { recursive: true });
    await mkdir(live);
    await writeFolder(join(parent, 'out'), (dir) => writeFile(join(dir, 'done'), 'yes'));
    expect((await readdir(parent)).sort()).toEqual([live.slice(parent.length + 1), 'out']);
    expect(existsSync(join(parent, 'out', 'done'))).toBe(true);
  });

  it('an existing empty folder keeps its identity (it may be the working folder); a non-empty one is refused unless replaceable', async () => {
    const dir = space.path('empty-target');
    await mkdir(dir);
    const home = process.cwd();
    process.chdir(dir);
    try {
      await writeFolder('.', (staging) => writeFile(join(staging, 'a'), 'a'));
      expect(await readdir('.')).toEqual(['a']);
      await expect(writeFolder('.', (staging) => writeFile(join(staging, 'b'), 'b'))).rejects.toThrow(/is not empty; choose an empty or new folder/);
      await writeFolder('.', (staging) => writeFile(join(staging, 'b'), 'b'), { replaceable: async () => undefined });
      expect(await readdir('.')).toEqual(['b']);
      expect(existsSync(process.cwd())).toBe(true);
    } finally {
      process.chdir(home);
    }
    expect((await readdir(space.root)).filter((name) => name.startsWith('.empty-target'))).toEqual([]);
  });
});
