import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { sarifSchemaErrors } from '../analyzer/sarif-schema.ts';
import { completion, startChatServer, type FakeChatServer } from '../harness/agents/helpers.ts';
import { packRepository, run } from './consumer.ts';

/**
 * Where a user already works (issue 24), from the packed tarball: a fresh CommonJS project and a
 * fresh ES module project (`npm init -y`, the tarball installed with typescript, eslint and
 * typescript-eslint, from npm's cache when it holds them), then `init` joins each, and `check`,
 * `validate`, `lint` (SARIF validated against the SARIF 2.1.0 schema, --quiet, -o, --fix), `run`
 * (its resume hint pasted back), a missing folder, and the ESLint plugin through ESLint's API.
 */
const ROOT = join(import.meta.dirname, '../..');
const DEPENDENCIES = [
  `typescript@${pkg.dependencies.typescript}`,
  `eslint@${pkg.devDependencies.eslint}`,
  `typescript-eslint@${pkg.devDependencies['typescript-eslint']}`,
];

let work: string;
let tarball: string;
let server: FakeChatServer;
let calls = 0;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'chokepoint-workplace-'));
  expect(relative(ROOT, work).startsWith('..')).toBe(true);
  tarball = join(work, (await packRepository(ROOT, work)).filename);
  // A model endpoint that answers the preflight and one scenario after each reset of `calls`, then fails: the run stops with its resume hint.
  server = await startChatServer(() =>
    ++calls <= 2 ? completion({ content: 'Nothing to do.' }) : { status: 500, body: { error: { message: 'model crashed' } } },
  );
});

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** The ESLint API in the project, with the plugin as its README configures it; prints each chokepoint message as `file:line:column rule`. */
const ESLINT_SCRIPT = `
const { ESLint } = require('eslint');
const tseslint = require('typescript-eslint');
(async () => {
  const { default: chokepoint } = await import('chokepoint/eslint');
  const eslint = new ESLint({
    overrideConfigFile: true,
    overrideConfig: [{ files: ['judges/**/*.ts'], languageOptions: { parser: tseslint.parser, parserOptions: { projectService: true } }, ...chokepoint.configs.recommended }],
  });
  const results = await eslint.lintFiles(['judges']);
  const out = results.flatMap((r) => r.messages.map((m) => ({ file: require('node:path').relative(process.cwd(), r.filePath), line: m.line, column: m.column, ruleId: m.ruleId, suggestions: (m.suggestions || []).length })));
  console.log(JSON.stringify(out));
})().catch((e) => { console.error(e); process.exit(1); });
`;

/** A case-sensitive recipient check and a number matched as a substring, planted in the starter's user task. */
async function plantDefects(project: string): Promise<string> {
  const file = join(project, 'judges', 'helpdesk', 'user_task_1', '1.0.0.ts');
  const text = await readFile(file, 'utf8');
  const planted = text
    .replace('sent[0].to.toLowerCase() === CUSTOMER', "sent[0].to === 'lena.park@customer.test'")
    .replace('sent[0].body.includes(TRACKING)', "sent[0].body.includes('88213')");
  expect(planted).not.toBe(text);
  await writeFile(file, planted);
  return file;
}

describe.each([
  { kind: 'CommonJS', type: 'commonjs' },
  { kind: 'ES module', type: 'module' },
])('a fresh $kind project with the packed package', ({ type }) => {
  let project: string;
  const npx = (args: readonly string[]) => run('npx', ['--no-install', 'chokepoint', ...args], project);

  beforeAll(async () => {
    project = join(work, type);
    await mkdir(project);
    expect((await run('npm', ['init', '-y'], project)).code).toBe(0);
    expect((await run('npm', ['pkg', 'set', `type=${type}`], project)).code).toBe(0);
    const install = await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball, ...DEPENDENCIES], project);
    expect(install.code, install.stderr).toBe(0);
  });

  it('init joins it: adds the suite and only the scripts it lacks, changes nothing else; check, validate, lint and tsc pass', async () => {
    const before = JSON.parse(await readFile(join(project, 'package.json'), 'utf8'));
    const init = await npx(['init']);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toContain('entries added to package.json; nothing else in it changed');
    const after = JSON.parse(await readFile(join(project, 'package.json'), 'utf8'));
    expect(after).toEqual({
      ...before,
      scripts: { ...before.scripts, check: 'chokepoint check', validate: 'chokepoint validate', lint: 'chokepoint lint --max-warnings 0' },
    });
    for (const script of ['check', 'validate', 'lint']) {
      const result = await run('npm', ['run', '--silent', script], project);
      expect(result.code, `${script}: ${result.stderr}${result.stdout}`).toBe(0);
    }
    const starter = await readdir(join(import.meta.dirname, '..', '..', 'docs', 'example', 'judges', 'helpdesk'));
    const [users, injections] = ['user_task_', 'injection_task_'].map((prefix) => starter.filter((name) => name.startsWith(prefix)).length);
    expect((await npx(['list'])).stdout).toContain(`${users + injections} tasks: ${users} user, ${injections} injection`);
    const tsc = await run(join(project, 'node_modules', '.bin', 'tsc'), ['-p', '.'], project);
    expect(tsc.stdout + tsc.stderr).toBe('');
  });

  it('a missing judges folder is one error', async () => {
    const result = await npx(['check', '--judges', 'nope']);
    expect([result.code, result.stderr]).toEqual([2, 'chokepoint: error: nope: no such folder (the judges folder)\n']);
  });

  it('run stops on a failing endpoint with a resume command that can be pasted as it is', async () => {
    calls = 0;
    const args = [
      'run',
      '--agent',
      'openai',
      '--model',
      'm',
      '--base-url',
      server.baseUrl,
      '--retries',
      '0',
      '--suite',
      'all',
      '--max-env-errors',
      '1',
      '--out',
      'runs/r',
    ];
    const stopped = await run('npx', ['--no-install', 'chokepoint', ...args], project, { ...process.env, NODE_OPTIONS: '', OPENAI_API_KEY: 'k' });
    expect(stopped.code).toBe(2);
    const hint = /chokepoint: to resume and retry the failed scenarios: (.*)$/m.exec(stopped.stderr)?.[1];
    expect(hint).toBe(`npx chokepoint ${args.join(' ')} --resume --retry-errors`);
    // Pasted back (the endpoint fails again after one scenario: the run stops again, with the records kept).
    // The progress line counts what is kept: the stored records but those --retry-errors runs again.
    const records = join(project, 'runs', 'r', 'scenarios');
    const stored = await Promise.all((await readdir(records)).map(async (f) => JSON.parse(await readFile(join(records, f), 'utf8')) as { outcome: string }));
    const kept = stored.filter((r) => r.outcome !== 'env_error').length;
    expect(stored.length).toBeGreaterThan(kept);
    calls = 0;
    const again = await run('sh', ['-c', hint!], project, { ...process.env, NODE_OPTIONS: '', OPENAI_API_KEY: 'k' });
    const planned = Number(/of (\d+) scenario\(s\) recorded in runs\/r/.exec(stopped.stderr)?.[1]);
    if (kept > 0) expect(again.stderr).toContain(`chokepoint run: resuming, ${kept} of ${planned} scenario(s) already recorded`);
    else expect(again.stderr).not.toContain('resuming');
    const reference = await npx(['run', '--agent', 'reference', '--suite', 'all', '--out', 'runs/reference']);
    expect(reference.code, reference.stderr).toBe(0);
  });

  it('lint: a valid SARIF 2.1.0 log with web links (-o), --quiet, --fix kept by re-analysis and by validate', async () => {
    const file = await plantDefects(project);
    const sarif = await npx(['lint', '--format', 'sarif', '-o', 'lint.sarif']);
    expect([sarif.code, sarif.stdout]).toEqual([1, '']);
    const log = JSON.parse(await readFile(join(project, 'lint.sarif'), 'utf8'));
    expect(sarifSchemaErrors(log)).toEqual([]);
    expect(log.runs[0].results.map((r: { ruleId: string }) => r.ruleId).sort()).toEqual(['case-sensitive-identifier', 'substring-of-number']);
    for (const rule of log.runs[0].tool.driver.rules) expect(rule.helpUri).toMatch(/^https:\/\/github\.com\/.*\/blob\/v\d+\.\d+\.\d+\//);
    expect(log.runs[0].tool.driver.informationUri).toMatch(/^https:\/\/github\.com\//);
    // A rule id typed wrong gets a did-you-mean, as verbs and flags do.
    const typo = await npx(['lint', '--rule', 'case-sensitive-identifer=off']);
    expect([typo.code, typo.stderr]).toEqual([2, expect.stringMatching(/case-sensitive-identifer.*did you mean case-sensitive-identifier\?/)]);
    // The planted defects: a warning and an error; --quiet shows the error only.
    const quiet = await npx(['lint', '--quiet', '--format', 'json']);
    expect(JSON.parse(quiet.stdout).findings.map((f: { ruleId: string }) => f.ruleId)).toEqual(['case-sensitive-identifier']);

    // The ESLint plugin through ESLint's API reports what chokepoint lint counts, with the fixes as suggestions.
    await writeFile(join(project, 'eslint-check.cjs'), ESLINT_SCRIPT);
    const eslint = await run(process.execPath, ['eslint-check.cjs'], project);
    expect(eslint.code, eslint.stderr).toBe(0);
    const lint = JSON.parse((await npx(['lint', '--format', 'json'])).stdout) as { findings: { file: string; line: number; column: number; ruleId: string }[] };
    expect(JSON.parse(eslint.stdout)).toEqual(
      lint.findings.map((f) => ({ file: f.file, line: f.line, column: f.column, ruleId: `chokepoint/${f.ruleId}`, suggestions: 1 })),
    );

    // --fix-dry-run lists the two fixes and writes nothing.
    const planted = await readFile(file, 'utf8');
    const dry = await npx(['lint', '--fix-dry-run']);
    expect(dry.stdout).toMatch(/Would fix \(--fix writes them\): 2 finding\(s\) in 1 file\(s\)/);
    expect(await readFile(file, 'utf8')).toBe(planted);

    const validateBefore = await npx(['validate', '--format', 'json']);
    const fixed = await npx(['lint', '--fix']);
    expect(fixed.code, fixed.stdout).toBe(0);
    expect(fixed.stdout).toMatch(/Fixed: 2 finding\(s\) in 1 file\(s\)/);
    expect(await readFile(file, 'utf8')).toMatch(
      /sent\[0\]\.to\.toLowerCase\(\) === 'lena\.park@customer\.test'.*\/\(\?<!\\d\)88213\(\?!\\d\)\/\.test\(sent\[0\]\.body\)/s,
    );
    // Running the judges: validate found the planted case check by its equivalent mutant (the
    // recipient upper-cased); after the fix nothing is left, so the judge still passes its reference
    // (a judge failing its reference is a finding of validate's own) and accepts the mutant.
    const validateAfter = await npx(['validate', '--format', 'json']);
    const findings = (text: string) =>
      (JSON.parse(text) as { judges: { task: string; judge: string; findings: { check: string; defect?: string }[] }[] }).judges.flatMap((j) =>
        j.findings.map((f) => `${j.task} ${j.judge} ${f.check} ${f.defect ?? ''}`),
      );
    expect([validateBefore.code, findings(validateBefore.stdout)]).toEqual([1, ['user_task_1 utility mutants case-sensitive-identifier']]);
    expect([validateAfter.code, findings(validateAfter.stdout)]).toEqual([0, []]);
  });

  it('init in a new folder writes a chokepoint dependency npm can install (the tarball the project installed)', async () => {
    const init = await npx(['init', 'starter']);
    expect(init.code, init.stderr).toBe(0);
    const starter = join(project, 'starter');
    const spec = JSON.parse(await readFile(join(starter, 'package.json'), 'utf8')).devDependencies.chokepoint as string;
    expect(spec).toBe(`file:${relative(starter, tarball)}`);
    const install = await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], starter);
    expect(install.code, install.stderr).toBe(0);
    expect(existsSync(join(starter, 'node_modules', 'chokepoint', 'dist', 'index.js'))).toBe(true);
  });
});
