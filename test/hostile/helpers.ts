import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../../src/registry/index.ts';
import type { ScenarioRecord } from '../../src/contract/index.ts';
import { readRunDirectory, recordPath } from '../../src/runs/store/index.ts';
import { MINI_DIR } from '../harness/run/mini.ts';

/** Hostile inputs of the adversarial pass, one fixture folder per case. */
export const HOSTILE = join(import.meta.dirname, 'fixtures');

export interface Workspace {
  readonly root: string;
  readonly judges: string;
  readonly versions: string;
  path(...parts: string[]): string;
  remove(): Promise<void>;
}

/** A scratch folder; `remove` deletes it. */
export async function scratch(prefix = 'chokepoint-hostile-'): Promise<Workspace> {
  const root = await mkdtemp(join(tmpdir(), prefix));
  return {
    root,
    judges: join(root, 'judges'),
    versions: join(root, 'versions'),
    path: (...parts) => join(root, ...parts),
    remove: () => rm(root, { recursive: true, force: true }),
  };
}

/**
 * A copy of the mini benchmark (3 user tasks, 3 injection tasks) with the files of
 * `fixtures/<overlay>/` laid over it, e.g. one judge module replaced by a hostile one, in a folder
 * of ES modules. Task modules import 'chokepoint', so the copy gets a node_modules/chokepoint link
 * to this package.
 */
export async function hostileMini(overlay?: string): Promise<Workspace> {
  const space = await scratch();
  await cp(MINI_DIR, space.root, { recursive: true });
  if (overlay !== undefined) await cp(join(HOSTILE, overlay), space.root, { recursive: true });
  await mkdir(space.path('node_modules'));
  await symlink(PACKAGE_ROOT, space.path('node_modules', 'chokepoint'), 'dir');
  await writeFile(space.path('package.json'), '{ "type": "module" }\n');
  return space;
}

/** Rewrites stored records of a run directory in place. */
export async function editRecords(dir: string, edit: (record: ScenarioRecord) => ScenarioRecord | undefined): Promise<void> {
  const run = await readRunDirectory(dir);
  for (const record of run.records) {
    const changed = edit(record);
    if (changed) await writeFile(recordPath(dir, record.scenario.id), JSON.stringify(changed, null, 2));
  }
}

export const readText = (file: string) => readFile(file, 'utf8');
