import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ChokepointErrors, type ErrorCode } from '../../src/errors.ts';
import { loadBenchmarkStatically } from '../../src/registry/index.ts';
import { loadBenchmark } from '../../src/sandbox/index.ts';
import { FIXTURES, fixtureCase } from './fixture-paths.ts';

interface Expected {
  readonly code: ErrorCode;
  /** Path inside the case folder. */
  readonly file: string;
  readonly line?: number;
  readonly field?: string;
  readonly message: RegExp;
}

/** One fixture folder per registration mistake; each must produce exactly these errors, no cascade. */
const cases: Record<string, Expected[]> = {
  'broken-syntax': [{ code: 'module-load', file: 'judges/demo/user_task_1/1.0.0.ts', line: 5, message: /^syntax error: / }],
  'broken-helper': [
    { code: 'module-load', file: 'judges/demo/user_task_1/1.0.0.ts', message: /^imports .*_lib\/answers\.ts, which has a syntax error at 2:\d+: / },
  ],
  'throws-on-load': [{ code: 'module-load', file: 'judges/demo/user_task_1/1.0.0.ts', message: /failed to load: revenue figures were not loaded/ }],
  'no-default-export': [{ code: 'registration', file: 'judges/demo/user_task_1/1.0.0.ts', message: /no default export/ }],
  // Every missing field is its own error (never "... (and N more)").
  'not-a-definition': ['prompt', 'reference', 'referenceAnswer', 'requiredTools', 'tags', 'utility'].map((field) => ({
    code: 'registration' as const,
    file: 'judges/demo/user_task_1/1.0.0.ts',
    field,
    message: /^not a valid task definition: /,
  })),
  'incomplete-suite': ['attackTemplates', 'attacks', 'fixture', 'name', 'subsets'].map((field) => ({
    code: 'registration' as const,
    file: 'judges/demo/suite.ts',
    field,
    message: /^not a valid suite definition: /,
  })),
  'unknown-defect-id': [
    {
      code: 'registration',
      file: 'versions/1.0.0.ts',
      line: 13,
      field: 'knownDefects[0].defects[1]',
      message: /unknown defect id "always-true"; known: collection-as-element, .*payload-matches-its-own-check$/,
    },
  ],
  'id-mismatch': [{ code: 'registration', file: 'judges/demo/user_task_1/1.0.0.ts', line: 4, message: /id "user_task_2" disagrees with its path/ }],
  'suite-mismatch': [{ code: 'registration', file: 'judges/demo/user_task_1/1.0.0.ts', line: 5, message: /suite "banking" disagrees/ }],
  'version-mismatch': [{ code: 'registration', file: 'judges/demo/user_task_1/1.0.0.ts', line: 6, message: /version "1.1.0" disagrees .* "1.0.0"/ }],
  'missing-manifest': [
    { code: 'registration', file: 'judges/demo/user_task_1/1.1.0.ts', line: 6, message: /version 1.1.0 has no manifest.*known versions: 1.0.0$/ },
  ],
  'duplicate-definition': [
    { code: 'registration', file: 'judges/demo/user_task_1/1.0.0+rebuild.ts', message: /duplicate definition: user_task_1 .*1.0.0.ts$/ },
  ],
  'non-semver-name': [{ code: 'registration', file: 'judges/demo/user_task_1/v1.1.ts', message: /not a task module name/ }],
  'manifest-name-mismatch': [{ code: 'registration', file: 'versions/1.1.0.ts', line: 4, message: /"1.1.1" differs from its file name "1.1.0"/ }],
  'duplicate-manifest': [{ code: 'registration', file: 'versions/1.0.0+build.1.ts', message: /names the same version as/ }],
  'empty-manifest': [{ code: 'registration', file: 'versions/1.1.0.ts', message: /manifest 1.1.0 changes nothing/ }],
  'undocumented-change': [{ code: 'registration', file: 'judges/demo/user_task_2/1.0.0.ts', message: /undocumented change: user_task_2/ }],
  'change-without-definition': [{ code: 'registration', file: 'versions/1.0.0.ts', line: 9, message: /lists user_task_9 but no task module defines it/ }],
  'kind-change': [{ code: 'registration', file: 'judges/demo/user_task_1/1.1.0.ts', line: 4, message: /changes kind: injection task here, user task in / }],
  'no-op-change': [{ code: 'registration', file: 'judges/demo/user_task_1/1.1.0.ts', message: /no-op change: .*identical to .*1.0.0.ts/ }],
  'unknown-defect-task': [{ code: 'registration', file: 'versions/1.0.0.ts', line: 11, message: /names user_task_9, which does not exist at 1.0.0/ }],
  'defect-wrong-judge': [{ code: 'registration', file: 'versions/1.0.0.ts', line: 11, message: /attack judge of user_task_1, but it is a user task/ }],
  // Reviewed equivalent mutants are checked like known defects.
  'equivalent-mutant-errors': [
    {
      code: 'registration',
      file: 'versions/1.0.0.ts',
      line: 12,
      field: 'equivalentMutants[0].judge',
      message: /equivalent mutant names the attack judge of user_task_1, but it is a user task/,
    },
    { code: 'registration', file: 'versions/1.0.0.ts', line: 13, message: /equivalent mutant names user_task_9, which does not exist at 1.0.0/ },
  ],
  'suite-unknown-task': [
    { code: 'registration', file: 'judges/demo/suite.ts', line: 8, message: /unknown task injection_task_9/ },
    { code: 'registration', file: 'judges/demo/suite.ts', line: 11, message: /unknown task user_task_7/ },
  ],
  'duplicate-attack': [
    { code: 'registration', file: 'judges/demo/suite.ts', line: 9, message: /duplicate attack scenario user_task_1\+injection_task_1@email:1.body/ },
  ],
  'malformed-fixture': [{ code: 'fixture', file: 'judges/demo/environment.json', line: 5, message: /invalid JSON/ }],
  // Three independent mistakes are all reported in one pass.
  'broken-several': [
    { code: 'module-load', file: 'judges/demo/user_task_1/1.0.0.ts', message: /^syntax error/ },
    { code: 'registration', file: 'judges/demo/user_task_2/1.1.0.ts', message: /has no manifest/ },
    { code: 'registration', file: 'versions/1.2.0.ts', message: /changes nothing/ },
  ],
};

async function loadErrors(name: string): Promise<ChokepointErrors> {
  const error = await loadBenchmark(fixtureCase(name)).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChokepointErrors);
  return error as ChokepointErrors;
}

describe('registration errors', () => {
  it.each(Object.entries(cases))('%s', async (name, expected) => {
    const { errors } = await loadErrors(name);
    expect(errors.map((e) => e.format())).toHaveLength(expected.length);
    errors.forEach((error, i) => {
      expect(error.code).toBe(expected[i].code);
      expect(error.location.file).toMatch(new RegExp(`registry/${name}/${expected[i].file.replace(/[.+]/g, '\\$&')}$`));
      if (expected[i].line !== undefined) expect(error.location.line).toBe(expected[i].line);
      if (expected[i].field !== undefined) expect(error.location.field).toBe(expected[i].field);
      expect(error.message).toMatch(expected[i].message);
    });
  });

  it('loads the valid fixture without errors', async () => {
    await expect(loadBenchmark(fixtureCase('valid'))).resolves.toMatchObject({ versions: { length: 4 } });
  });

  it('loads judge modules as ES modules in a CommonJS project (`npm init -y` writes "type": "commonjs")', async () => {
    const project = await mkdtemp(join(tmpdir(), 'chokepoint-commonjs-'));
    try {
      // The fixture's suite names its environment as ../../../shared/environment.json: the same layout, in a CommonJS package.
      const judgesDir = join(project, 'valid', 'judges');
      const versionsDir = join(project, 'valid', 'versions');
      await cp(fixtureCase('valid').judgesDir, judgesDir, { recursive: true });
      await cp(fixtureCase('valid').versionsDir, versionsDir, { recursive: true });
      await cp(join(FIXTURES, 'shared'), join(project, 'shared'), { recursive: true });
      await writeFile(join(project, 'package.json'), JSON.stringify({ name: 'legacy', version: '1.0.0', type: 'commonjs' }));
      await expect(loadBenchmark({ judgesDir, versionsDir })).resolves.toMatchObject({ versions: { length: 4 } });
    } finally {
      await rm(project, { recursive: true, force: true });
    }
  });

  it('reports a missing folder, and only it, instead of loading an empty benchmark', async () => {
    const { errors } = await loadErrors('missing-versions-folder');
    expect(errors.map((e) => e.format())).toEqual([expect.stringMatching(/missing-versions-folder\/judges: no such folder \(the judges folder\)$/)]);
    // `--judges nope` beside a versions folder: one error, not the missing folder and then every manifest "changing nothing".
    const { versionsDir } = fixtureCase('valid');
    const beside = await loadBenchmark({ judgesDir: join(FIXTURES, 'nope'), versionsDir }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((beside as ChokepointErrors).errors.map((e) => e.format())).toEqual([
      expect.stringMatching(/registry\/nope: no such folder \(the judges folder\)$/),
    ]);
    const statically = await loadBenchmarkStatically({ judgesDir: fixtureCase('valid').judgesDir, versionsDir: join(FIXTURES, 'nope') }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect((statically as ChokepointErrors).errors.map((e) => e.format())).toEqual([
      expect.stringMatching(/registry\/nope: no such folder \(the versions folder\)$/),
    ]);
  });
});
