import { fileURLToPath } from 'node:url';
import type { SubsetName } from '../../../src/contract/index.ts';
import { loadBenchmark, resolve, scenarios, type ResolvedBenchmark, type Scenario } from '../../../src/registry/index.ts';

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
