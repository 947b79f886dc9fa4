import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintJson } from '../../src/analyzer/reporters/json.ts';
import { sarif } from '../../src/analyzer/reporters/sarif.ts';
import { stylish } from '../../src/analyzer/reporters/stylish.ts';
import type { LintResult } from '../../src/analyzer/lint.ts';
import { lintVerb } from '../../src/cli/commands/lint.ts';
import { ChokepointError, ChokepointErrors } from '../../src/errors.ts';
import { findProject, PACKAGE_ROOT } from '../../src/registry/index.ts';

/** One fixture project per case under test/fixtures/analyzer/lint-projects/; lint runs with it as the working folder. */
const PROJECTS = join(import.meta.dirname, '..', 'fixtures', 'analyzer', 'lint-projects');
const project = (name: string) => join(PROJECTS, name);
const lintIn = async (name: string, options: Partial<Parameters<typeof lintVerb>[1]> = {}, paths: string[] = []) =>
  (await lintVerb(paths, { rule: [], cwd: project(name), ...options })).result;
const rulesOf = (result: LintResult) =>
  result.findings.map((f) => `${f.file.split('/judges/')[1]}:${f.line} ${f.ruleId} ${f.severity}${f.known ? ' known' : ''}`);

async function thrown(fn: () => Promise<unknown>): Promise<ChokepointError[]> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof ChokepointErrors) return [...error.errors];
    if (error instanceof ChokepointError) return [error];
    throw error;
  }
  expect.fail('expected an input error');
}

describe('chokepoint.config.ts', () => {
  it('is found by walking up from the working folder, and sets levels, options, ignores and identifiers', async () => {
    expect(findProject(join(project('config-ts'), 'judges', 'shop')).config?.file).toBe(join(project('config-ts'), 'chokepoint.config.ts'));
    const result = await lintIn('config-ts');
    // unused-value is off; the account id matches the configured identifier pattern; the draft is ignored.
    expect(rulesOf(result)).toEqual([
      'shop/user_task_1/1.0.0.ts:10 case-sensitive-identifier error',
      'shop/user_task_2/1.0.0.ts:8 case-sensitive-identifier error',
      'shop/user_task_3/1.0.0.ts:8 case-sensitive-identifier error',
    ]);
    expect(result.findings[0].message).toContain('"ACC-1042"');
    // The suite's own identifier fields: a user name compared case-sensitively.
    expect(result.findings[2].message).toContain('"lena.park"');
    expect(result.ignored.map((f) => f.split('/judges/')[1])).toEqual(['_drafts/draft.ts']);
    expect(stylish(result)).toMatch(/1 file\(s\) ignored by the config/);
    expect(result.exitCode).toBe(1);
  });

  it('--rule on the command line overrides the config', async () => {
    expect((await lintIn('config-ts', { rule: ['case-sensitive-identifier=off'] })).exitCode).toBe(0);
  });

  it('reads chokepoint.config.json the same way', async () => {
    const result = await lintIn('config-json');
    expect(rulesOf(result)).toEqual(['shop/user_task_1/1.0.0.ts:9 unused-value error']);
  });

  it('lists every problem of an invalid config, each with its line, and exits 2', async () => {
    const errors = await thrown(() => lintIn('config-errors'));
    expect(errors.map((e) => [e.location.line, e.location.field, e.message])).toEqual([
      [
        3,
        'rules["constant-verdit"]',
        expect.stringMatching(/^unknown rule constant-verdit \(did you mean constant-verdict\?\); rules: collection-as-element, /),
      ],
      [4, 'rules["unused-value"]', expect.stringMatching(/expected a level/)],
      [7, 'extends', 'unknown field extends'],
      [8, 'identifiers.patterns[0]', 'not a valid regular expression'],
    ]);
    expect(errors.every((e) => e.code === 'config' && e.location.file?.endsWith('chokepoint.config.json'))).toBe(true);
  });

  it('refuses patterns that cannot run in linear time (backreferences, lookaround), in identifiers and in pattern options', async () => {
    const errors = await thrown(() => lintIn('config-pattern-errors'));
    const linear = /^not a pattern that runs in linear time \(backreferences and lookaround are not supported\): /;
    expect(errors.map((e) => [e.location.line, e.location.field, e.message])).toEqual([
      [3, 'rules["unused-value"][1].ignorePattern', expect.stringMatching(linear)],
      [4, 'rules["substring-identifier"][1].extraPatterns', expect.stringMatching(linear)],
    ]);
    // Nested quantifiers are fine: the engine is linear whatever the pattern.
    const [identifiers] = await thrown(() => lintIn('config-pattern-identifiers'));
    expect([identifiers.location.line, identifiers.location.field, identifiers.message]).toEqual([3, 'identifiers.patterns[1]', expect.stringMatching(linear)]);
  });

  it('checks rule options against the rule: unknown options and wrong types are errors at their line', async () => {
    const errors = await thrown(() => lintIn('config-option-errors'));
    expect(errors.map((e) => [e.location.line, e.location.field, e.message])).toEqual([
      [5, 'rules["case-sensitive-identifier"][1].extraPatterns', 'expected an array (like the default []), got a string'],
      [6, 'rules["constant-condition"][1].strict', 'constant-condition has no option "strict"; its options: none'],
    ]);
  });

  it('is read as data, never run: a config that is not literal data is an error, and its code does not execute', async () => {
    const [error] = await thrown(() => lintIn('config-not-literal'));
    expect(error.format()).toMatch(
      /chokepoint\.config\.ts:7: rules\["unused-value"\]: `process\.env\.STRICT \? 'error' : 'off'` is not literal data \(the config is read as data, never run/,
    );
  });
});

describe('inline disables', () => {
  let result: LintResult;
  beforeAll(async () => {
    result = await lintIn('directives');
  });

  it('suppress the named rule on the next line when they give a reason', async () => {
    expect(result.suppressedCount).toBe(2);
    expect(rulesOf(result)).toEqual(['shop/user_task_1/1.0.0.ts:12 unused-value warning']);
  });

  it('without a reason are an error and suppress nothing; unknown rules are errors; unused ones are reported', async () => {
    expect(result.problems.map((p) => [p.line, p.kind, p.severity, p.message])).toEqual([
      [11, 'invalid-disable', 'error', expect.stringMatching(/needs a reason after `--`.*without one it disables nothing/)],
      [15, 'unused-disable', 'warning', 'unused chokepoint-disable-next-line: no constant-condition finding on line 16; remove it'],
      [17, 'invalid-disable', 'error', expect.stringMatching(/names unknown rule\(s\) constant-conditon \(did you mean constant-condition\?\); rules: /)],
    ]);
    expect(result.errorCount).toBe(2);
    expect(result.warningCount).toBe(2);
    expect(result.exitCode).toBe(1);
  });
});

describe('known defects', () => {
  it('a finding the version manifest documents is known: shown, counted apart, not failing --max-warnings 0', async () => {
    const result = await lintIn('known', { maxWarnings: '0' });
    expect(rulesOf(result)).toEqual([
      'shop/injection_task_1/1.0.0.ts:9 name-only-attack error known',
      'shop/user_task_1/1.0.0.ts:9 unused-value warning known',
      // The 1.1.0 definition replaced the documented one and is not documented itself.
      'shop/user_task_1/1.1.0.ts:9 unused-value warning',
    ]);
    expect(result.findings[0].known).toEqual({ version: '1.0.0', note: 'Any mail counts; kept to re-score name-only judging.' });
    expect([result.knownCount, result.errorCount, result.warningCount, result.exitCode]).toEqual([2, 0, 1, 1]);
    const passing = await lintIn('known', { maxWarnings: '0' }, [
      join(project('known'), 'judges', 'shop', 'injection_task_1'),
      join(project('known'), 'judges', 'shop', 'user_task_1', '1.0.0.ts'),
    ]);
    expect(passing.exitCode).toBe(0);
    expect(stylish(passing)).toMatch(/known +`inbox` is computed but never reaches the verdict\. \(known defect, documented in the 1\.0\.0 manifest\)/);
    expect(stylish(passing)).toMatch(/no problems; 2 known \(documented in the version manifests, not counted\)/);
    expect(JSON.parse(lintJson(passing))).toMatchObject({ errorCount: 0, warningCount: 0, knownCount: 2 });
    const log = JSON.parse(sarif(passing));
    expect(log.runs[0].results.every((r: { suppressions?: { kind: string }[] }) => r.suppressions?.[0]?.kind === 'external')).toBe(true);
  });

  it('reads manifests without running them: one that is not literal data is an error', async () => {
    const [error] = await thrown(() => lintIn('known-unreadable'));
    expect(error.format()).toMatch(/versions\/1\.0\.0\.ts:12: knownDefects: cannot be read without running it: `defects\(\)` is not literal data/);
  });
});

describe('rule docs links', () => {
  it('stylish and SARIF point every reported rule at its docs page', async () => {
    const result = await lintIn('config-ts');
    expect(stylish(result)).toMatch(/^Rule docs:\n {2}case-sensitive-identifier {2}\S*docs\/rules\/case-sensitive-identifier\.md$/m);
    const rule = JSON.parse(sarif(result)).runs[0].tool.driver.rules.find((r: { id: string }) => r.id === 'unused-value');
    // On the web, at this version's tag (test/analyzer/sarif.test.ts); the page it names is the package's.
    expect(rule.helpUri).toMatch(/^https:\/\/github\.com\/.*\/blob\/v[^/]+\/docs\/rules\/unused-value\.md$/);
    expect(existsSync(join(PACKAGE_ROOT, 'docs', 'rules', 'unused-value.md'))).toBe(true);
  });
});

describe('lint --cache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chokepoint-lint-cache-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('re-analyses only files whose content, local imports, config or rules changed', async () => {
    cpSync(project('config-ts'), dir, { recursive: true });
    const helper = join(dir, 'judges', 'shop', '_lib.ts');
    writeFileSync(helper, "export const ANA = 'ana@northwind.test';\n");
    const second = join(dir, 'judges', 'shop', 'user_task_2', '1.0.0.ts');
    writeFileSync(
      second,
      readFileSync(second, 'utf8')
        .replace("import { defineUserTask } from 'chokepoint';", "import { defineUserTask } from 'chokepoint';\nimport { ANA } from '../_lib.ts';")
        .replace("'ana@northwind.test'", 'ANA'),
    );
    const run = async (options: Partial<Parameters<typeof lintVerb>[1]> = {}) => (await lintVerb([], { rule: [], cwd: dir, cache: true, ...options })).result;

    const cold = await run();
    expect(cold.cache?.reused).toBe(0);
    expect(existsSync(join(dir, '.chokepointcache'))).toBe(true);
    const warm = await run();
    expect(warm.cache?.reused).toBe(4);
    expect(warm.findings).toEqual(cold.findings);

    // The helper changes: it and the module importing it are analysed again; the other module is not.
    writeFileSync(helper, "export const ANA = 'ana@northwind.test'.toLowerCase();\n");
    const helperChanged = await run();
    expect(helperChanged.cache?.reused).toBe(2);

    // One module changes: only it is analysed again.
    const first = join(dir, 'judges', 'shop', 'user_task_1', '1.0.0.ts');
    writeFileSync(first, readFileSync(first, 'utf8').replace("a.id === 'ACC-1042'", "String(a.id).toUpperCase() === 'ACC-1042'"));
    const oneChanged = await run();
    expect(oneChanged.cache?.reused).toBe(3);
    expect(oneChanged.findings.some((f) => f.file === first)).toBe(false);

    // Other rule settings: nothing is reused.
    expect((await run({ rule: ['unused-value=warning'] })).cache?.reused).toBe(0);
    expect((await run({ cacheLocation: join(dir, 'elsewhere.json') })).cache?.reused).toBe(0);
  });
});
