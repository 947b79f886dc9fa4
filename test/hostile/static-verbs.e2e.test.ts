/**
 * Item 3 of the adversarial pass: `report` and `diff` ran judge module code (they imported the
 * modules), although both said "no judge is run". The static verbs are run on untrusted pull
 * requests, so they now read everything they need (ids, versions, kinds, manifests) from the
 * syntax tree. Here every module of a judges folder would, if it ever ran, write a marker file and
 * throw: the static verbs still work, and the marker never appears.
 */
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES } from '../registry/fixture-paths.ts';
import { runProcess } from '../cli/run-cli.ts';
import { scratch, type Workspace } from './helpers.ts';

let space: Workspace;
let marker: string;

async function typescriptFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.ts')).map((e) => join(e.parentPath, e.name));
}

beforeAll(async () => {
  space = await scratch();
  marker = space.path('MODULE-CODE-RAN');
  await Promise.all(['valid', 'shared'].map((name) => cp(join(FIXTURES, name), space.path(name), { recursive: true })));
  await writeFile(space.path('package.json'), '{ "type": "module" }\n');
  const payload = `import { writeFileSync as __mark } from 'node:fs';\n__mark(${JSON.stringify(marker)}, 'a static verb ran module code');\nthrow new Error('module code ran');\n`;
  for (const file of await typescriptFiles(space.root)) await writeFile(file, payload + (await readFile(file, 'utf8')));
});

afterAll(() => space?.remove());

describe('static verbs never run judge code', () => {
  const judges = () => space.path('valid', 'judges');

  it('report reads ids, versions, kinds and manifests without importing a module', async () => {
    const result = await runProcess(['report', '--judges', judges(), '--at', '1.9.0', '--format', 'json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as { version: string; rows: { task: string; definedIn: string }[] };
    expect(report.version).toBe('1.9.0');
    expect(report.rows.map((r) => `${r.task}@${r.definedIn}`).sort()).toEqual(['injection_task_1@1.0.0', 'user_task_1@1.9.0', 'user_task_2@1.0.0']);
  });

  it('diff compares two versions without importing a module', async () => {
    const result = await runProcess(['diff', '1.0.0', '1.9.0', '--judges', judges(), '--format', 'json']);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ from: '1.0.0', to: '1.9.0', changed: [expect.objectContaining({ task: 'user_task_1' })] });
  });

  it('lint reads the modules without importing them', async () => {
    const result = await runProcess(['lint', judges(), '--format', 'json']);
    expect(result.code).toBeLessThan(2);
    expect(JSON.parse(result.stdout)).toBeTruthy();
  });

  it('and no module code ever ran', () => {
    expect(existsSync(marker)).toBe(false);
  });

  it('while a verb that does run judges refuses each module for its import of node:fs, before any of its code runs', async () => {
    const result = await runProcess(['list', '--judges', judges()]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /^chokepoint: error: .*\.ts:1:\d+: imports node:fs, a Node built-in: judge modules import only 'chokepoint' and modules by relative path$/m,
    );
    expect(existsSync(marker)).toBe(false);
  });
});
