import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VersionManifest } from '../../src/contract/index.ts';
import { buildListing, listingReporters, resolve, type Benchmark, type Listing } from '../../src/registry/index.ts';
import { loadBenchmark } from '../../src/sandbox/index.ts';
import { fixtureCase } from '../registry/fixture-paths.ts';
import { REPO, runInProcess } from './run-cli.ts';

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

describe('list over the valid fixture benchmark', () => {
  let bench: Benchmark;
  beforeAll(async () => {
    bench = await loadBenchmark(fixtureCase('valid'));
  });

  it('gives the version each definition comes from, and a subset with its exclusions', () => {
    const listing = buildListing(bench, resolve(bench, '1.9.0'), 'core');
    expect(versionsOf(listing)).toEqual({ injection_task_1: '1.0.0', user_task_1: '1.9.0', user_task_2: '1.0.0' });
    expect(listing.tasks.find((t) => t.id === 'injection_task_1')).toMatchObject({
      kind: 'injection',
      file: 'judges/demo/injection_task_1/1.0.0.ts',
      knownDefects: [{ judge: 'attack', defects: ['name-only-attack'] }],
    });
    expect(listing.counts).toEqual({ tasks: 3, user: 2, injection: 1, changedHere: 1, knownDefects: 1 });
    expect(listing.subset?.counts).toEqual({ scenarios: 3, attack: 1, benign: 2, probe: 0, excluded: 2 });
    expect(listing.subset?.excluded.map((e) => e.id)).toEqual(['user_task_3', 'user_task_3+injection_task_1@file:/notes.txt']);
  });

  it('rejects an unknown --suite, naming what exists', () => {
    expect(() => buildListing(bench, resolve(bench), 'banking')).toThrow(
      'unknown suite or subset "banking"; suites: demo (subsets core, lite, probe) (a subset of one suite: <suite>/<subset>)',
    );
    expect(() => buildListing(bench, resolve(bench), 'demo/everything')).toThrow(/unknown suite or subset/);
  });

  it('renders a text table and markdown', () => {
    const listing = buildListing(bench, resolve(bench, '1.10.0'), 'demo/lite');
    expect(listingReporters.table(listing)).toMatch(/^demo +user_task_1 +user +1\.10\.0 +here$/m);
    expect(listingReporters.markdown(listing)).toMatch(/^\| demo +\| user_task_3 +\| user +\| 1\.10\.0-rc\.1 +\| +\| +\|$/m);
    expect(listingReporters.markdown(listing)).toMatch(/^## Subset lite$/m);
  });
});

describe('chokepoint list (CLI, in-process)', () => {
  it('bundled benchmark: --at the first and the latest version differ exactly as the manifests say', { timeout: 120_000 }, async () => {
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
});

describe('--at any version (the design card: the latest definition not exceeding the target)', () => {
  const valid = fixtureCase('valid');
  const at = (version: string) => ['--judges', valid.judgesDir, '--versions', valid.versionsDir, '--at', version];

  it('list --at 1.5.0 resolves the bundled benchmark at 1.3.0, as the library does', async () => {
    expect((await listJson(['--at', '1.5.0'])).version).toBe('1.3.0');
  });

  it('a version between two releases lists the earlier one, task by task', async () => {
    const between = await listJson(at('1.9.5'));
    expect(between.version).toBe('1.9.0');
    expect(versionsOf(between)).toEqual(versionsOf(await listJson(at('1.9.0'))));
  });

  it('a target below the first version is the error', async () => {
    const result = await runInProcess(['list', ...at('0.9.0')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/no version at or before "0\.9\.0": the first is 1\.0\.0/);
  });
});
