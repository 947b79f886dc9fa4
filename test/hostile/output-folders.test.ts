/**
 * Item 1 of the second adversarial round: `view RUN --out DIR`, where DIR was a folder of the
 * user's that happened to hold `assets/viewer.js`, deleted the whole folder (sources, README) and
 * exited 0. A folder the tool did not create is never emptied; a site it wrote earlier is replaced
 * whole, built in a temporary sibling and renamed into place.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../cli/run-cli.ts';
import { readText, scratch, type Workspace } from './helpers.ts';

const RUN = join(import.meta.dirname, '../fixtures/stats/none');

let space: Workspace;
beforeAll(async () => {
  space = await scratch();
});
afterAll(() => space?.remove());

const view = (out: string) => runInProcess(['view', RUN, '--no-judges', '--out', out]);

/** Every file under `dir`, relative, sorted. */
async function tree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => !e.isDirectory())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

describe('view --out never empties a folder it did not write', () => {
  it('a project folder that happens to hold assets/viewer.js is refused and kept whole', async () => {
    const out = space.path('project');
    await mkdir(join(out, 'assets'), { recursive: true });
    await mkdir(join(out, 'src'));
    await writeFile(join(out, 'assets', 'viewer.js'), 'my own script\n');
    await writeFile(join(out, 'src', 'main.ts'), 'export {};\n');
    await writeFile(join(out, 'README.md'), '# mine\n');
    const result = await view(out);
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      `chokepoint: error: --out: ${out} is not empty and holds no site chokepoint view wrote; choose an empty or new folder`,
    ]);
    expect(await tree(out)).toEqual(['README.md', 'assets/viewer.js', 'src/main.ts']);
    expect(await readText(join(out, 'README.md'))).toBe('# mine\n');
  });

  it('a site it wrote is replaced whole (no stale page survives), with no temporary folder left beside it', async () => {
    const out = space.path('site');
    expect((await view(out)).code).toBe(0);
    const first = await tree(out);
    const [slug] = await readdir(join(out, 'traces'));
    await writeFile(join(out, 'traces', slug, 'stale.html'), 'a trace page of an earlier run');
    // A page of the site edited by hand is still the site's own file: replaced.
    await writeFile(join(out, 'index.html'), 'edited');
    const result = await view(out);
    expect(result.code, result.stderr).toBe(0);
    expect(await tree(out)).toEqual(first);
    expect(await readText(join(out, 'index.html'))).not.toBe('edited');
    expect((await readdir(space.root)).filter((name) => name.startsWith('.site'))).toEqual([]);
  });

  it('a site with a file of the user added to it is refused, and nothing of it is removed', async () => {
    const out = space.path('annotated');
    expect((await view(out)).code).toBe(0);
    await writeFile(join(out, 'notes.md'), 'my notes');
    const before = await tree(out);
    const result = await view(out);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('notes.md');
    expect(await tree(out)).toEqual(before);
  });

  it('a site of an earlier chokepoint (no marker, every page and asset of a site, nothing else) is replaced; a folder with only some of them is not', async () => {
    const out = space.path('earlier');
    expect((await view(out)).code).toBe(0);
    await rm(join(out, '.chokepoint-site'));
    expect((await view(out)).code).toBe(0);
    expect(existsSync(join(out, '.chokepoint-site'))).toBe(true);
    const partial = space.path('partial');
    await mkdir(join(partial, 'assets'), { recursive: true });
    await writeFile(join(partial, 'index.html'), 'mine');
    await writeFile(join(partial, 'assets', 'viewer.js'), 'mine');
    expect((await view(partial)).code).toBe(2);
    expect(await tree(partial)).toEqual(['assets/viewer.js', 'index.html']);
  });

  it('an empty folder is filled and a missing one created', async () => {
    const empty = space.path('empty');
    await mkdir(empty);
    expect((await view(empty)).code).toBe(0);
    expect(existsSync(join(empty, 'index.html'))).toBe(true);
    const missing = space.path('deep', 'missing');
    expect((await view(missing)).code).toBe(0);
    expect(existsSync(join(missing, 'index.html'))).toBe(true);
  });
});
