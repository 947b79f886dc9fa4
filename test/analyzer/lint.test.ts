import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lint } from '../../src/analyzer/lint.ts';
import { sarif } from '../../src/analyzer/reporters/sarif.ts';
import { stylish } from '../../src/analyzer/reporters/stylish.ts';
import { RULE_IDS } from '../../src/analyzer/rules/index.ts';
import { runInProcess } from '../cli/run-cli.ts';

const DIR = join(import.meta.dirname, '..', 'fixtures', 'analyzer', 'lint');
const at = (name: string) => join(DIR, name);

afterEach(() => {
  process.exitCode = undefined;
  vi.restoreAllMocks();
});

const cli = runInProcess;

describe('lint', () => {
  it('passes a clean judge and fails a defective one with rule, line and column', async () => {
    expect((await lint({ paths: [at('clean.ts')], cwd: DIR })).exitCode).toBe(0);
    const result = await lint({ paths: [at('defective.ts')], cwd: DIR });
    expect(result.exitCode).toBe(1);
    expect(result.findings.map((f) => [f.ruleId, f.line, f.column, f.severity])).toEqual([['name-only-attack', 9, 11, 'error']]);
  });

  it('fails on warnings unless --max-warnings tolerates them', async () => {
    const strict = await lint({ paths: [at('warning.ts')], cwd: DIR });
    expect(strict.warningCount).toBe(1);
    expect(strict.exitCode).toBe(1);
    expect((await lint({ paths: [at('warning.ts')], cwd: DIR, maxWarnings: 1 })).exitCode).toBe(0);
    expect((await lint({ paths: [at('warning.ts')], cwd: DIR, rules: { 'case-sensitive-identifier': 'off' } })).exitCode).toBe(0);
  });

  it('names a file that does not parse or type-check and goes on with the others', async () => {
    const result = await lint({ paths: [DIR], cwd: DIR });
    expect(result.files.length).toBe(5);
    const problems = result.problems.map((p) => [p.file.slice(DIR.length + 1), p.kind]);
    expect(problems).toEqual([
      ['broken-syntax.ts', 'parse-error'],
      ['broken-types.ts', 'type-error'],
    ]);
    expect(result.findings.map((f) => f.ruleId).sort()).toEqual(['case-sensitive-identifier', 'name-only-attack']);
    expect(stylish(result)).toMatch(/broken-types\.ts\n {2}3:\d+ +error +TS2551/);
  });

  it('writes SARIF 2.1.0 with stable rule ids, help, levels and relative locations', async () => {
    const log = JSON.parse(sarif(await lint({ paths: [DIR], cwd: DIR })));
    expect(log.$schema).toMatch(/sarif-2\.1\.0/);
    expect(log.version).toBe('2.1.0');
    const run = log.runs[0];
    const ids = run.tool.driver.rules.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([...RULE_IDS, 'parse-error', 'type-error']));
    for (const rule of run.tool.driver.rules) expect(rule.help.text.length).toBeGreaterThan(20);
    expect(run.results.length).toBe(4);
    for (const r of run.results) {
      expect(ids[r.ruleIndex]).toBe(r.ruleId);
      expect(['error', 'warning']).toContain(r.level);
      expect(r.message.text.length).toBeGreaterThan(0);
      const loc = r.locations[0].physicalLocation;
      expect(loc.artifactLocation.uri).toMatch(/^[\w-]+\.ts$/);
      expect(loc.region.startLine).toBeGreaterThan(0);
      expect(loc.region.startColumn).toBeGreaterThan(0);
    }
  });

  it('--changed-since lints only files changed since a git ref', async () => {
    const repo = mkdtempSync(join(tmpdir(), 'chokepoint-lint-git-'));
    try {
      const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=t@t.test', '-c', 'user.name=t', ...args], { cwd: repo, stdio: 'pipe' });
      git('init', '-q');
      copyFileSync(at('clean.ts'), join(repo, 'clean.ts'));
      copyFileSync(at('defective.ts'), join(repo, 'defective.ts'));
      git('add', '.');
      git('commit', '-q', '-m', 'judges');
      copyFileSync(at('warning.ts'), join(repo, 'warning.ts'));
      writeFileSync(join(repo, 'clean.ts'), `${'// touched\n'}${execFileSync('cat', [at('clean.ts')], { encoding: 'utf8' })}`);
      const result = await lint({ paths: ['.'], changedSince: 'HEAD', cwd: repo });
      expect(result.files.map((f) => f.slice(repo.length + 1))).toEqual(['clean.ts', 'warning.ts']);
      await expect(lint({ paths: ['.'], changedSince: 'no-such-ref', cwd: repo })).rejects.toThrow(/--changed-since no-such-ref/);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it('CLI: exit 1 with findings, 2 on usage errors', async () => {
    const run = await cli(['lint', '--format', 'json', at('defective.ts')]);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout).findings[0].ruleId).toBe('name-only-attack');
    expect((await cli(['lint', at('clean.ts')])).code).toBe(0);
    expect((await cli(['lint', '--max-warnings', 'many', at('clean.ts')])).code).toBe(2);
    const badRule = await cli(['lint', '--rule', 'no-such-rule=off', at('clean.ts')]);
    expect(badRule.code).toBe(2);
    expect(badRule.stderr).toMatch(/--rule no-such-rule=off: unknown rule no-such-rule; expected/);
    const typo = await cli(['lint', '--rule', 'case-sensitive-identifer=off', at('clean.ts')]);
    expect([typo.code, typo.stderr]).toEqual([2, expect.stringMatching(/unknown rule case-sensitive-identifer \(did you mean case-sensitive-identifier\?\)/)]);
    expect((await cli(['lint', join(DIR, 'missing.ts')])).code).toBe(2);
    for (const jobs of ['0', 'two', '1.5']) {
      const badJobs = await cli(['lint', '--jobs', jobs, at('clean.ts')]);
      expect(badJobs.code).toBe(2);
      expect(badJobs.stderr).toContain(`--jobs must be a positive integer or auto, got "${jobs}"`);
    }
  });

  it('--quiet reports errors only, as ESLint does: warnings are neither shown nor counted', async () => {
    const loud = await cli(['lint', '--format', 'json', at('warning.ts'), at('defective.ts')]);
    expect(
      JSON.parse(loud.stdout)
        .findings.map((f: { severity: string }) => f.severity)
        .sort(),
    ).toEqual(['error', 'warning']);
    const quiet = await cli(['lint', '--quiet', '--format', 'json', at('warning.ts'), at('defective.ts')]);
    expect(quiet.code).toBe(1);
    expect(JSON.parse(quiet.stdout)).toMatchObject({ findings: [{ ruleId: 'name-only-attack', severity: 'error' }], warningCount: 0, errorCount: 1 });
    const warningsOnly = await cli(['lint', '--quiet', at('warning.ts')]);
    expect([warningsOnly.code, warningsOnly.stdout]).toEqual([0, expect.not.stringContaining('case-sensitive-identifier')]);
  });

  it('-o FILE writes the report there instead of stdout, full width and plain; the exit code is the same', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'chokepoint-lint-output-'));
    try {
      const file = join(dir, 'lint.sarif');
      const written = await cli(['lint', '--format', 'sarif', '-o', file, at('defective.ts')]);
      const printed = await cli(['lint', '--format', 'sarif', at('defective.ts')]);
      expect([written.code, written.stdout]).toEqual([1, '']);
      expect(readFileSync(file, 'utf8')).toBe(printed.stdout);
      const stylishFile = join(dir, 'lint.txt');
      expect((await cli(['lint', '--output-file', stylishFile, at('defective.ts')])).stdout).toBe('');
      expect(readFileSync(stylishFile, 'utf8')).toMatch(/9:11 +error +.*name-only-attack/);
      const unwritable = await cli(['lint', '-o', join(dir, 'no', 'such', 'folder.txt'), at('clean.ts')]);
      expect([unwritable.code, unwritable.stderr]).toEqual([2, expect.stringMatching(/folder\.txt: --output-file: cannot write the report: ENOENT/)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
