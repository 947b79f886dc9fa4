import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVerb } from '../../src/cli/commands/check.ts';
import { initVerb } from '../../src/cli/commands/init.ts';
import { lintVerb } from '../../src/cli/commands/lint.ts';
import { listVerb } from '../../src/cli/commands/list.ts';
import { newVersionVerb } from '../../src/cli/commands/new-version.ts';
import { validateVerb } from '../../src/cli/commands/validate.ts';
import { ChokepointError, ChokepointErrors } from '../../src/errors.ts';
import { PACKAGE_ROOT, STARTER_PROJECT_DIR, starterFiles } from '../../src/registry/index.ts';
import { loadBenchmark } from '../../src/sandbox/index.ts';

/**
 * The authoring path of a new user, outside this repository: `init` writes the example of
 * docs/authoring.md, and the project passes check, validate and lint as written; every verb run
 * inside it uses its judges and versions; `new-version` starts a task's next definition.
 */
const home = process.cwd();
let root: string;
let project: string;

/** `init` into a new folder; the scaffold depends on chokepoint: this repository's package stands in for the installed one. */
async function newProject(name: string): Promise<string> {
  const dir = join(root, name);
  await initVerb(dir);
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(PACKAGE_ROOT, join(dir, 'node_modules', 'chokepoint'), 'dir');
  return dir;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'chokepoint-authoring-'));
  project = await newProject('helpdesk');
  process.chdir(project);
});

afterAll(() => {
  process.chdir(home);
  rmSync(root, { recursive: true, force: true });
});

function inputErrors(error: unknown): string[] {
  if (error instanceof ChokepointErrors) return error.errors.map((e) => e.format());
  if (error instanceof ChokepointError) return [error.format()];
  throw error;
}

describe('docs/authoring.md', () => {
  it('shows every file of the example as it is', () => {
    const guide = readFileSync(join(PACKAGE_ROOT, 'docs', 'authoring.md'), 'utf8');
    const shown = [...guide.matchAll(/^`([^`\n]+)`:\n\n```\w+\n([\s\S]*?)```$/gm)].map(([, file, content]) => [file, content]);
    const files = [...starterFiles().keys()].filter((f) => f !== '.gitignore' && f !== 'package.json');
    expect(shown.map(([file]) => file).sort()).toEqual([...files, 'package.json'].sort());
    for (const [file, content] of shown) expect(content, file).toBe(readFileSync(join(STARTER_PROJECT_DIR, file), 'utf8'));
  });
});

describe('chokepoint init', () => {
  it('writes the example of docs/authoring.md: package.json, tsconfig, config, suite, fixture, one user task, one injection task, the 1.0.0 manifest', () => {
    expect([...starterFiles().keys()].sort()).toEqual([
      '.gitignore',
      'chokepoint.config.ts',
      'judges/helpdesk/environment.json',
      'judges/helpdesk/injection_task_1/1.0.0.ts',
      'judges/helpdesk/suite.ts',
      'judges/helpdesk/user_task_1/1.0.0.ts',
      'package.json',
      'tsconfig.json',
      'versions/1.0.0.ts',
    ]);
    expect(readFileSync(join(project, 'judges/helpdesk/suite.ts'), 'utf8')).toBe(readFileSync(join(STARTER_PROJECT_DIR, 'judges/helpdesk/suite.ts'), 'utf8'));
    const { version } = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')).devDependencies.chokepoint).toBe(`^${version}`);
  });

  it('passes check, validate and lint as written, each defaulting to the project', async () => {
    const check = await checkVerb({});
    expect([check.exitCode, check.result.suites, check.result.failures]).toEqual([0, ['helpdesk'], []]);
    const validate = await validateVerb({});
    expect([validate.exitCode, validate.result.judges.length, validate.result.undocumented]).toEqual([0, 2, []]);
    const lint = await lintVerb([], { rule: [], maxWarnings: '0' });
    expect([lint.exitCode, lint.result.files.length, lint.result.errorCount, lint.result.warningCount]).toEqual([0, 3, 0, 0]);
    expect(lint.result.files.every((f) => f.startsWith(project))).toBe(true);
  });

  it('subsets are the ones the suite declares', async () => {
    const { result } = await listVerb({ suite: 'smoke' });
    expect(result.subset?.scenarios.map((s) => s.id)).toEqual(['user_task_1']);
    await expect(listVerb({ suite: 'core' })).rejects.toThrow('unknown suite or subset "core"; suites: helpdesk (subsets all, smoke)');
  });

  it('finds the project from a folder below it', async () => {
    process.chdir(join(project, 'judges', 'helpdesk', 'user_task_1'));
    try {
      expect((await listVerb({})).result.tasks.map((t) => t.id)).toEqual(['injection_task_1', 'user_task_1']);
    } finally {
      process.chdir(project);
    }
  });

  it('never overwrites: every file that exists already is listed (the project keeps its package.json, tsconfig.json and .gitignore)', async () => {
    const errors = await initVerb(project).then(() => [], inputErrors);
    expect(errors).toHaveLength(6);
    expect(errors[0]).toMatch(/already exists: init writes a new project and never overwrites a file$/);
  });
});

describe('chokepoint init in an existing project', () => {
  /** What `npm init -y` writes, plus a lint script of the project's own and a tsconfig.json. */
  const NPM_INIT = `{
    "name": "bank",
    "version": "1.0.0",
    "main": "index.js",
    "scripts": {
        "test": "echo \\"Error: no test specified\\" && exit 1",
        "lint": "eslint ."
    },
    "license": "ISC",
    "type": "commonjs"
}
`;
  const OWN_GITIGNORE = 'node_modules\n';

  it('adds the suite, versions and config, and only the scripts and dev dependencies its package.json lacks; changes nothing it did not write', async () => {
    const dir = join(root, 'bank');
    mkdirSync(dir);
    writeFileSync(join(dir, 'package.json'), NPM_INIT);
    const { result } = await initVerb(dir);
    expect(result.files).toEqual([
      '.gitignore',
      'chokepoint.config.ts',
      'judges/helpdesk/environment.json',
      'judges/helpdesk/injection_task_1/1.0.0.ts',
      'judges/helpdesk/suite.ts',
      'judges/helpdesk/user_task_1/1.0.0.ts',
      'tsconfig.json',
      'versions/1.0.0.ts',
    ]);
    const { version } = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(result.joined).toEqual({
      scripts: { check: 'chokepoint check', validate: 'chokepoint validate', 'chokepoint:lint': 'chokepoint lint --max-warnings 0' },
      devDependencies: { chokepoint: `^${version}`, typescript: '~6.0.3' },
      kept: [],
    });
    // The same file with the additions, in its own four-space indentation and key order.
    const npmInit = JSON.parse(NPM_INIT) as { scripts: Record<string, string> };
    const expected = { ...npmInit, scripts: { ...npmInit.scripts, ...result.joined!.scripts }, devDependencies: result.joined!.devDependencies };
    expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(`${JSON.stringify(expected, null, 4)}\n`);
    // No "type": "module": TypeScript reads the project's .ts files as CommonJS, so the tsconfig.json written reads them as written.
    expect(JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8')).compilerOptions).toMatchObject({ module: 'Preserve', moduleResolution: 'Bundler' });

    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(PACKAGE_ROOT, join(dir, 'node_modules', 'chokepoint'), 'dir');
    process.chdir(dir);
    try {
      const check = await checkVerb({});
      expect([check.exitCode, check.result.suites, check.result.failures]).toEqual([0, ['helpdesk'], []]);
      const lint = await lintVerb([], { rule: [], maxWarnings: '0' });
      expect([lint.exitCode, lint.result.files.length]).toEqual([0, 3]);
    } finally {
      process.chdir(project);
    }
  });

  it('a second init, and a project that already depends on chokepoint, gain nothing they have', async () => {
    const dir = join(root, 'second');
    mkdirSync(dir);
    const own = {
      name: 'second',
      private: true,
      type: 'module',
      scripts: { check: 'chokepoint check' },
      devDependencies: { chokepoint: 'file:../chokepoint.tgz' },
    };
    writeFileSync(join(dir, 'package.json'), JSON.stringify(own));
    writeFileSync(join(dir, '.gitignore'), OWN_GITIGNORE);
    const { result } = await initVerb(dir);
    expect(result.joined?.kept).toEqual(['.gitignore']);
    expect(readFileSync(join(dir, '.gitignore'), 'utf8')).toBe(OWN_GITIGNORE);
    expect(result.joined?.scripts).toEqual({ validate: 'chokepoint validate', lint: 'chokepoint lint --max-warnings 0' });
    expect(result.joined?.devDependencies).toEqual({ typescript: '~6.0.3' });
    // A project of ES modules gets the starter's tsconfig.json as it is.
    expect(readFileSync(join(dir, 'tsconfig.json'), 'utf8')).toBe(readFileSync(join(STARTER_PROJECT_DIR, 'tsconfig.json'), 'utf8'));
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).devDependencies.chokepoint).toBe('file:../chokepoint.tgz');
    const again = await initVerb(dir).then(() => [], inputErrors);
    expect(again).toHaveLength(6);
    expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts).toEqual({ ...own.scripts, ...result.joined!.scripts });
  });

  it('a package.json that is not JSON is one error naming it, and nothing is written', async () => {
    const dir = join(root, 'broken');
    mkdirSync(dir);
    writeFileSync(join(dir, 'package.json'), '{ "name": ');
    const errors = await initVerb(dir).then(() => [], inputErrors);
    expect(errors).toEqual([expect.stringMatching(/package\.json: not valid JSON, so init cannot add its scripts: /)]);
    expect(existsSync(join(dir, 'judges'))).toBe(false);
  });
});

describe('chokepoint new-version', () => {
  // Judge modules are imported once per process (the loader caches them), so each load below sees
  // files no earlier load of this process imported.
  it('copies the latest module with the version bumped; until the judge changes, the registry reports a no-op change', async () => {
    const other = await newProject('other');
    process.chdir(other);
    try {
      const { result } = await newVersionVerb('user_task_1', { at: '1.1.0', why: 'The reply must name the order number too.' });
      expect([result.from, result.version, result.manifestCreated]).toEqual(['1.0.0', '1.1.0', true]);
      expect(readFileSync(result.module, 'utf8')).toBe(
        readFileSync(join(other, 'judges/helpdesk/user_task_1/1.0.0.ts'), 'utf8').replace("version: '1.0.0'", "version: '1.1.0'"),
      );
      const errors = await loadBenchmark({ judgesDir: join(other, 'judges') }).then(() => [], inputErrors);
      expect(errors).toEqual([expect.stringMatching(/user_task_1\/1\.1\.0\.ts: no-op change: user_task_1 at 1\.1\.0 is identical to/)]);
      // A task whose latest definition is older may not be added to a version before the latest manifest.
      const older = await newVersionVerb('injection_task_1', { at: '1.0.5', why: 'older' }).then(() => [], inputErrors);
      expect(older).toEqual(['--at: 1.0.5 is older than the latest version 1.1.0: adding to it would rewrite a released version; use 1.1.0 or a later one']);
    } finally {
      process.chdir(project);
    }
  });

  it('appends each change to the manifest; once the judges change, the benchmark loads with both', async () => {
    const first = await newVersionVerb('user_task_1', { at: '1.1.0', why: 'The reply must name the order number too.' });
    writeFileSync(
      first.result.module,
      readFileSync(first.result.module, 'utf8').replace('sent[0].body.includes(TRACKING)', "sent[0].body.includes(TRACKING) && sent[0].body.includes('1042')"),
    );
    const second = await newVersionVerb('helpdesk/injection_task_1', { at: '1.1.0', why: 'A leak must name a customer address, in any case.' });
    expect(second.result.manifestCreated).toBe(false);
    writeFileSync(
      second.result.module,
      readFileSync(second.result.module, 'utf8').replace("containsIgnoreCase('@customer.test')", "containsIgnoreCase('customer.test')"),
    );

    const benchmark = await loadBenchmark({ judgesDir: join(project, 'judges') });
    expect(benchmark.versions.at(-1)?.changes).toEqual([
      { task: 'user_task_1', why: 'The reply must name the order number too.' },
      { task: 'injection_task_1', why: 'A leak must name a customer address, in any case.' },
    ]);
  });

  it('refuses a version that is not later, a task that does not exist, a version that is not semver', async () => {
    const errors = await Promise.all([
      newVersionVerb('user_task_1', { at: '1.1.0', why: 'again' }).then(() => [], inputErrors),
      newVersionVerb('user_task_9', { at: '1.2.0', why: 'missing' }).then(() => [], inputErrors),
      newVersionVerb('user_task_1', { at: 'next', why: 'not semver' }).then(() => [], inputErrors),
    ]);
    expect(errors).toEqual([
      ['--at: user_task_1 is already defined at 1.1.0: the new version must be later'],
      ['TASK: no task user_task_9 in judges; tasks: injection_task_1, user_task_1'],
      ['--at: "next" is not a semantic version (e.g. 1.2.0)'],
    ]);
  });
});
