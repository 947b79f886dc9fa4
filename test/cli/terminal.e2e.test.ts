import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compactFile, PARTIAL } from '../interop/helpers.ts';
import { runInProcess, type InProcessOptions } from './run-cli.ts';

const plain = (text: string) => stripVTControlCharacters(text);
const coloured = (text: string) => plain(text) !== text;
const widest = (text: string) =>
  Math.max(
    0,
    ...plain(text)
      .split('\n')
      .map((line) => [...line].length),
  );

const STATS = 'test/fixtures/stats';
const FEASIBILITY = 'test/fixtures/harness/feasibility/judges';
/** A small versioned benchmark whose taxonomy and diff tables are wider than 80 columns (the bundled one takes seconds to analyse). */
const VALID = ['--judges', 'test/fixtures/registry/valid/judges', '--versions', 'test/fixtures/registry/valid/versions'];
const VALIDATE = ['--judges', 'test/fixtures/validate/judges', '--versions', 'test/fixtures/validate/versions'];
const scratch = await mkdtemp(join(tmpdir(), 'chokepoint-terminal-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/**
 * Every verb's default output as a user sees it in a terminal, 80 and 120 columns wide, in a pipe
 * and under --wide, with the summary line under each table: whole verbs on real benchmarks (the
 * analyzer's take seconds), so in the e2e project; the fitting itself is unit-tested in test/rendering.
 */
const TERMINAL_80: InProcessOptions = { terminal: { columns: 80 } };

/** One in-process run per command line and output: the analyzer's verbs take a second or more each. */
const runs = new Map<string, ReturnType<typeof runInProcess>>();
function once(args: readonly string[], options: InProcessOptions = {}): ReturnType<typeof runInProcess> {
  const key = JSON.stringify([args, options]);
  if (!runs.has(key)) runs.set(key, runInProcess(args, options));
  return runs.get(key)!;
}

/** Each verb's default (table) output, as a user runs it in a terminal. */
const VERBS: [string, () => string[]][] = [
  ['list', () => ['list']],
  ['list --suite core', () => ['list', '--suite', 'core']],
  ['check (failures)', () => ['check', '--judges', FEASIBILITY]],
  ['report', () => ['report', ...VALID]],
  ['diff', () => ['diff', '1.0.0', '1.10.0', ...VALID]],
  ['lint', () => ['lint', 'judges/workspace/injection_task_4', 'judges/workspace/injection_task_5']],
  ['validate', () => ['validate', ...VALIDATE]],
  ['stats', () => ['stats', `${STATS}/none`, `${STATS}/typechecker`, `${STATS}/router`]],
  ['power', () => ['power', '--p1', '0.6', '--p2', '0.35']],
  ['rescore', () => ['rescore', `${STATS}/none`, '--at', '1.0.0']],
  ['import', () => ['import', 'agentdojo', compactFile(PARTIAL), '--out', join(scratch, 'imported')]],
  ['run', () => ['run', '--agent', 'reference', '--suite', 'probe', '--out', join(scratch, 'run')]],
];

describe('tables fit the terminal', () => {
  it.each(VERBS)('%s fits 80 columns, in colour, with nothing but layout changed', async (_, args) => {
    const tty = await once(args(), TERMINAL_80);
    expect(tty.stderr).not.toMatch(/chokepoint: error/);
    expect(widest(tty.stdout)).toBeLessThanOrEqual(80);
    expect(coloured(tty.stdout)).toBe(true);
  });

  it('prints full width and plain text into a pipe or a file, and under --wide on a terminal', async () => {
    const piped = await once(['list', '--suite', 'core']);
    expect(widest(piped.stdout)).toBeGreaterThan(120);
    expect(coloured(piped.stdout)).toBe(false);
    const wide = await runInProcess(['list', '--suite', 'core', '--wide'], { ...TERMINAL_80, env: { NO_COLOR: '1' } });
    expect(wide.stdout).toBe(piped.stdout);
    const wideFirst = await runInProcess(['--wide', 'list', '--suite', 'core'], { ...TERMINAL_80, env: { NO_COLOR: '1' } });
    expect(wideFirst.stdout).toBe(piped.stdout);
  });

  it('fits 120 columns and honours NO_COLOR', async () => {
    const result = await once(['list', '--suite', 'core'], { terminal: { columns: 120 }, env: { NO_COLOR: '1' } });
    expect(coloured(result.stdout)).toBe(false);
    expect(widest(result.stdout)).toBeLessThanOrEqual(120);
    expect(widest((await once(['list', '--suite', 'core'])).stdout)).toBeGreaterThan(120);
  });

  it('colours through a pipe only when FORCE_COLOR says so', async () => {
    expect(coloured((await runInProcess(['power', '--p1', '0.6', '--p2', '0.35'], { env: { FORCE_COLOR: '1' } })).stdout)).toBe(true);
  });
});

describe('a one-line summary under each table', () => {
  it.each([
    ['list --suite core', ['list', '--suite', 'core'], / 95 scenarios: 52 benign, 43 attack; 0 excluded at this version $/],
    ['list at 1.0.0', ['list', '--at', '1.0.0'], / \d+ tasks: \d+ user, \d+ injection; \d+ defined at 1\.0\.0; \d+ known defective judge\(s\) $/],
    ['report', ['report', ...VALID], / \d+ judges \(\d+ utility, \d+ attack\); \d+ finding\(s\) in \d+ judge\(s\)[^\n]* $/],
    [
      'diff',
      ['diff', '1.0.0', '1.10.0', ...VALID],
      / \d+ tasks added, \d+ removed, \d+ judges changed, \d+ redefined with the same judge semantics, \d+ unchanged $/,
    ],
    ['validate', ['validate', ...VALIDATE], / \d+ finding\(s\) of \d+ judge\(s\): \d+ documented, \d+ explained, \d+ undocumented $/],
    ['check', ['check', '--judges', FEASIBILITY], / 11 failure\(s\): (?:[a-z-]+ \d+, )*[a-z-]+ \d+ $/],
    [
      'power',
      ['power', '--p1', '0.6', '--p2', '0.35'],
      / 2-sided two-proportion z test of 0\.6 against 0\.35 at alpha 0\.05: 62 per group reaches power 0\.804 \(target 0\.8\) n = /,
    ],
  ])('%s', async (_, args, summary) => {
    // The terminal run of the table test where there is one (the analyzer's verbs are slow): the summary may wrap there, so words are compared.
    const { stdout } = await once(args, VERBS.some(([, verb]) => JSON.stringify(verb()) === JSON.stringify(args)) ? TERMINAL_80 : {});
    expect(` ${plain(stdout).replace(/\s+/g, ' ')}`).toMatch(summary);
  });

  it('stats gives every section its summary', async () => {
    const { stdout } = await runInProcess(['stats', `${STATS}/none`, `${STATS}/typechecker`]);
    const sections = stdout.trimEnd().split(/\n\n(?=[A-Z])/);
    expect(stdout).toMatch(/^2 run\(s\), \d+ scenario records: \d+ benign, \d+ attack, \d+ probe$/m);
    expect(stdout).toMatch(/^\d+ comparison\(s\) \(\d+ metric\(s\), 1 run pair\(s\)\); significant after Holm at 0\.05: \d+ by Fisher, \d+ by McNemar$/m);
    expect(sections.length).toBeGreaterThan(4);
  });
});
