import { beforeAll, describe, expect, it } from 'vitest';
import { buildListing, listingReporters, resolve, type Benchmark, type Listing } from '../../src/registry/index.ts';
import { loadBenchmark } from '../../src/sandbox/index.ts';
import { fixtureCase } from '../registry/fixture-paths.ts';
import { runInProcess } from './run-cli.ts';

async function listJson(args: readonly string[]): Promise<Listing> {
  const result = await runInProcess(['list', '--format', 'json', ...args]);
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as Listing;
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

describe('--at any version (the design card: the latest definition not exceeding the target)', () => {
  const valid = fixtureCase('valid');
  const at = (version: string) => ['--judges', valid.judgesDir, '--versions', valid.versionsDir, '--at', version];

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
