import { cp, mkdir, mkdtemp, readdir, realpath, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/analyzer/analyze.ts';
import type { AnalysisResult } from '../../src/analyzer/types.ts';
import { BUNDLED_JUDGES_DIR } from '../../src/registry/paths.ts';

/**
 * "Library code" is decided by how a judge reaches a module (a package name, or a path), never by
 * where it lives: the same judges analyse identically in a plain folder, under node_modules, in
 * a monorepo package, behind a symlink and in a folder with spaces.
 */

const FIXTURE = join(import.meta.dirname, '..', 'fixtures', 'analyzer', 'locations');
/** Bundled judges with findings of several rules, copied beside the fixture's own. */
const BUNDLED_SAMPLE = ['injection_task_1', 'injection_task_4', 'injection_task_6', 'injection_task_7', 'user_task_1'];

let root: string;

/** `<project>/<bench>/judges` with `<project>/node_modules/judge-kit` installed; returns the judges folder. */
async function layout(project: string, bench: string): Promise<string> {
  await cp(join(FIXTURE, 'bench'), join(project, bench), { recursive: true });
  for (const task of BUNDLED_SAMPLE)
    await cp(join(BUNDLED_JUDGES_DIR, 'workspace', task), join(project, bench, 'judges', 'bundled', task), { recursive: true });
  await mkdir(join(project, 'node_modules'), { recursive: true });
  await cp(join(FIXTURE, 'packages', 'judge-kit'), join(project, 'node_modules', 'judge-kit'), { recursive: true });
  return join(project, bench, 'judges');
}

async function analyze(judges: string): Promise<AnalysisResult> {
  const files = (await readdir(judges, { recursive: true })).filter((f) => f.endsWith('.ts')).map((f) => join(judges, f));
  return analyzeFiles(files);
}

/** The result with the judges folder (as given, and its real path) written `<judges>`. */
async function normalized(judges: string): Promise<string> {
  const text = JSON.stringify(await analyze(judges), null, 1);
  return text
    .split(judges)
    .join('<judges>')
    .split(await realpath(judges))
    .join('<judges>');
}

let reference: AnalysisResult;
let referenceText: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'chokepoint-locations-'));
  const plain = await layout(join(root, 'plain'), 'bench');
  reference = await analyze(plain);
  referenceText = await normalized(plain);
});

afterAll(() => rm(root, { recursive: true, force: true }));

describe('the analysis does not depend on where the judges live', () => {
  it('reads the fixture judges in a plain folder: helpers by path are analysed, another package is a library', () => {
    const byTask = new Map(reference.files.flatMap((f) => f.judges.map((j) => [j.task, j] as const)));
    expect(reference.files.flatMap((f) => f.problems)).toEqual([]);
    expect(byTask.get('helper_case')?.findings.map((f) => f.ruleId)).toEqual(['impossible-case-literal']);
    expect(byTask.get('contract_helper')?.findings.map((f) => f.ruleId)).toEqual(['name-only-attack']);
    expect(byTask.get('package_helper')?.classification.contentMatch).toMatchObject({
      known: false,
      reason: expect.stringMatching(/calls `mailedTo`, which cannot be followed statically/),
    });
    expect(reference.files.flatMap((f) => f.judges.flatMap((j) => j.findings.map((x) => x.ruleId))).sort()).toEqual(
      ['case-sensitive-identifier', 'collection-as-element', 'constant-condition', 'impossible-case-literal', 'name-only-attack', 'name-only-attack'].sort(),
    );
  });

  it('under node_modules (an installed benchmark package)', async () => {
    expect(await normalized(await layout(join(root, 'app'), join('node_modules', 'bench')))).toBe(referenceText);
  });

  it('in a monorepo package, also through its workspace symlink in node_modules', async () => {
    const mono = join(root, 'mono');
    const judges = await layout(mono, join('packages', 'bench'));
    expect(await normalized(judges)).toBe(referenceText);
    await symlink(join('..', 'packages', 'bench'), join(mono, 'node_modules', 'bench'), 'dir');
    expect(await normalized(join(mono, 'node_modules', 'bench', 'judges'))).toBe(referenceText);
  });

  it('behind a symlinked folder', async () => {
    await layout(join(root, 'real'), 'bench');
    await symlink(join(root, 'real'), join(root, 'link'), 'dir');
    expect(await normalized(join(root, 'link', 'bench', 'judges'))).toBe(referenceText);
  });

  it('in a folder whose name has spaces', async () => {
    expect(await normalized(await layout(join(root, 'with spaces'), 'my bench'))).toBe(referenceText);
  });
});
