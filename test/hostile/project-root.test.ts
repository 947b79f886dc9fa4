/**
 * Item 8 of the second adversarial round: a `chokepoint.config.ts` in any folder above the working
 * folder was honoured, so a folder above the project (a shared checkout, a home directory) decided
 * which judges `list`, `stats` and `view` import. The search stops at the project root (the nearest
 * folder holding a package.json or a repository's .git), and the CLI says which config is in use.
 */
import { cp, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findConfigFile, findProject } from '../../src/registry/index.ts';
import { runInProcess } from '../cli/run-cli.ts';
import { scratch, type Workspace } from './helpers.ts';

const PROJECT = join(import.meta.dirname, '..', 'fixtures', 'analyzer', 'lint-projects', 'config-ts');

let space: Workspace;
beforeAll(async () => {
  space = await scratch();
  // A folder above the projects, with a config that points at judges of its own.
  await mkdir(space.path('planted-judges'));
  await writeFile(space.path('chokepoint.config.ts'), "export default { judges: 'planted-judges' };\n");
});
afterAll(() => space?.remove());

async function folder(...parts: string[]): Promise<string> {
  const dir = space.path(...parts);
  await mkdir(dir, { recursive: true });
  return dir;
}

describe('the config search stops at the project root', () => {
  it('a package (package.json) does not see the config of a folder above it', async () => {
    const project = await folder('package-project');
    await writeFile(join(project, 'package.json'), '{}\n');
    const inside = await folder('package-project', 'judges', 'shop');
    expect(findConfigFile(project)).toBeUndefined();
    expect(findConfigFile(inside)).toBeUndefined();
    expect(findProject(project).config).toBeUndefined();
    expect(findProject(project).judgesDir).toBe(join(project, 'judges'));
  });

  it('nor does a repository (.git)', async () => {
    const repository = await folder('repository');
    await mkdir(join(repository, '.git'));
    expect(findConfigFile(await folder('repository', 'sub'))).toBeUndefined();
  });

  it("the project's own config is found from any folder inside it", async () => {
    const project = await folder('configured');
    await writeFile(join(project, 'package.json'), '{}\n');
    await writeFile(join(project, 'chokepoint.config.json'), '{}\n');
    expect(findConfigFile(await folder('configured', 'a', 'b'))).toBe(join(project, 'chokepoint.config.json'));
  });
});

describe('the CLI says which config is in use', () => {
  it('lint in a project prints the config it uses on stderr, once', async () => {
    const project = space.path('lint-project');
    await cp(PROJECT, project, { recursive: true });
    await writeFile(join(project, 'package.json'), '{}\n');
    const home = process.cwd();
    process.chdir(join(project, 'judges'));
    try {
      const result = await runInProcess(['lint', '--format', 'json']);
      expect(result.code).toBe(1);
      expect(result.stderr).toBe(`chokepoint: config: ${join(project, 'chokepoint.config.ts')}\n`);
    } finally {
      process.chdir(home);
    }
  });
});
