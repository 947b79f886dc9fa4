import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import type { VersionManifest } from '../../src/contract/index.ts';
import type { Listing } from '../../src/registry/index.ts';
import { REPO, runInProcess } from './run-cli.ts';

/**
 * `list` over the whole bundled benchmark at several versions: each call loads every judge module of
 * the benchmark in the sandbox, so these live in the e2e project (test/cli/list.test.ts has the
 * same verb on the small valid fixture).
 */
async function listJson(args: readonly string[]): Promise<Listing> {
  const result = await runInProcess(['list', '--format', 'json', ...args]);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as Listing;
}

/** The manifests, imported directly: the expectation comes from them, not from the registry under test. */
async function bundledManifests(): Promise<VersionManifest[]> {
  const dir = join(REPO, 'versions');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.ts'));
  const manifests = await Promise.all(files.map(async (f) => (await import(pathToFileURL(join(dir, f)).href)).default as VersionManifest));
  return manifests.sort((a, b) => semver.compare(a.version, b.version));
}

/** Per task, the last manifest up to `target` whose changes name it. */
function expectedVersions(manifests: readonly VersionManifest[], target: string): Record<string, string> {
  const expected: Record<string, string> = {};
  for (const m of manifests.filter((m) => semver.lte(m.version, target))) for (const c of m.changes) expected[c.task] = m.version;
  return expected;
}

const versionsOf = (listing: Listing) => Object.fromEntries(listing.tasks.map((t) => [t.id, t.version]));

describe('chokepoint list on the bundled benchmark (CLI, in-process)', () => {
  it('bundled benchmark: --at the first and the latest version differ exactly as the manifests say', async () => {
    const manifests = await bundledManifests();
    expect(manifests.length).toBeGreaterThanOrEqual(2);
    const [first, latest] = [manifests[0].version, manifests.at(-1)!.version];
    const before = await listJson(['--at', first]);
    const after = await listJson(['--at', latest]);

    expect(versionsOf(before)).toEqual(expectedVersions(manifests, first));
    expect(versionsOf(after)).toEqual(expectedVersions(manifests, latest));

    const later = manifests.filter((m) => semver.gt(m.version, first));
    const touched = new Set(later.flatMap((m) => m.changes.map((c) => c.task)));
    const [was, is] = [versionsOf(before), versionsOf(after)];
    const added = Object.keys(is).filter((id) => !(id in was));
    const changed = Object.keys(is).filter((id) => id in was && was[id] !== is[id]);
    expect(new Set([...added, ...changed])).toEqual(touched);
    expect(Object.keys(was).filter((id) => !(id in is))).toEqual([]);
  });

  it('list --at a version past every manifest resolves the bundled benchmark at its latest version, as the library does', async () => {
    const latest = (await bundledManifests()).at(-1)!.version;
    const past = semver.inc(latest, 'minor')!;
    expect((await listJson(['--at', past])).version).toBe(latest);
  });
});
