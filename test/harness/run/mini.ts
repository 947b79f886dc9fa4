import { cp, mkdir, mkdtemp, readFile, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SubsetName } from '../../../src/contract/index.ts';
import { PACKAGE_ROOT, resolve, scenarios, type ResolvedBenchmark, type Scenario } from '../../../src/registry/index.ts';
import { loadBenchmark } from '../../../src/sandbox/index.ts';

/** A miniature benchmark (3 user tasks, 3 injection tasks, 6 attacks) for harness tests. */
export const MINI_DIR = fileURLToPath(new URL('./fixtures/mini/', import.meta.url));
export const MINI_JUDGES = `${MINI_DIR}judges`;
export const MINI_VERSIONS = `${MINI_DIR}versions`;

let cached: Promise<ResolvedBenchmark> | undefined;

export function miniBenchmark(): Promise<ResolvedBenchmark> {
  cached ??= loadBenchmark({ judgesDir: MINI_JUDGES, versionsDir: MINI_VERSIONS }).then((b) => resolve(b));
  return cached;
}

export async function miniScenarios(subset: SubsetName = 'core'): Promise<Scenario[]> {
  return [...scenarios(await miniBenchmark(), 'mini', subset)];
}

export async function miniScenario(id: string): Promise<Scenario> {
  const found = (await miniScenarios()).find((s) => s.ref.id === id);
  if (!found) throw new Error(`no mini scenario ${id}`);
  return found;
}

/**
 * A writable copy of the mini benchmark in a temp folder, with its suite.ts passed through `edit`.
 * Task modules import 'chokepoint', so the copy gets a node_modules/chokepoint link to this package.
 */
export async function editedMiniCopy(edit: (suiteSource: string) => string): Promise<{ judges: string; root: string }> {
  const root = await mkdtemp(join(tmpdir(), 'chokepoint-mini-'));
  await cp(MINI_DIR, root, { recursive: true });
  // Judge modules are ES modules: a folder of its own says so, as a user's would.
  await writeFile(join(root, 'package.json'), '{ "type": "module" }\n');
  await mkdir(join(root, 'node_modules'));
  await symlink(PACKAGE_ROOT, join(root, 'node_modules', 'chokepoint'), 'dir');
  const suite = join(root, 'judges', 'mini', 'suite.ts');
  await writeFile(suite, edit(await readFile(suite, 'utf8')));
  return { judges: join(root, 'judges'), root };
}
