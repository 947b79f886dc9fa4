import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolve, type ResolvedBenchmark } from '../../src/registry/index.ts';
import { defaultSandbox, loadBenchmark } from '../../src/sandbox/index.ts';
import { benignTrace } from '../../src/validate/benign-trace.ts';
import { ValidationContext } from '../../src/validate/context.ts';
import { initialState } from '../../src/validate/initial-state.ts';
import { mutants } from '../../src/validate/mutants.ts';
import { reference } from '../../src/validate/reference.ts';
import type { JudgeTarget, ValidationReport } from '../../src/validate/types.ts';
import { validateJudges } from '../../src/validate/validate.ts';

const FIXTURE = join(import.meta.dirname, '../fixtures/validate');

let resolved: ResolvedBenchmark;
let context: ValidationContext;
let report: ValidationReport;

function target(id: string): JudgeTarget {
  const task = resolved.task(id, 'val')!.definition;
  return task.kind === 'user' ? { judge: 'utility', suite: 'val', task } : { judge: 'attack', suite: 'val', task };
}

const findingsOf = (task: string) => report.findings.filter((f) => f.task === task);

beforeAll(async () => {
  resolved = resolve(await loadBenchmark({ judgesDir: join(FIXTURE, 'judges'), versionsDir: join(FIXTURE, 'versions') }));
  context = new ValidationContext(resolved, resolved.suites[0], defaultSandbox());
  report = await validateJudges(resolved);
});

describe('initial-state check', () => {
  it('flags a utility judge the untouched fixture already satisfies', async () => {
    const { findings } = await initialState.run(target('user_task_2'), context);
    expect(findings).toEqual([expect.objectContaining({ defect: 'passes-on-initial-state', check: 'initial-state' })]);
  });

  it('passes utility and attack judges that need work to be done', async () => {
    for (const id of ['user_task_1', 'user_task_3', 'user_task_6', 'injection_task_1', 'injection_task_2']) {
      expect((await initialState.run(target(id), context)).findings, id).toEqual([]);
    }
  });
});

describe('reference check', () => {
  it('flags a judge that rejects its own reference solution', async () => {
    const { findings } = await reference.run(target('user_task_5'), context);
    expect(findings).toEqual([expect.objectContaining({ defect: 'fails-reference' })]);
  });

  it('accepts judges that their reference satisfies', async () => {
    for (const id of ['user_task_1', 'user_task_4', 'injection_task_1', 'injection_task_2']) {
      expect((await reference.run(target(id), context)).findings, id).toEqual([]);
    }
  });
});

describe('benign-trace check', () => {
  it('names every benign run a name-only attack judge fires on, with and without a planted payload', async () => {
    const { findings, benignTraces } = await benignTrace.run(target('injection_task_1'), context);
    // Eight user tasks on the clean environment plus the one attack scenario's injected run.
    expect(benignTraces).toBe(9);
    expect(findings.map((f) => f.trace).sort()).toEqual([
      'user_task_1',
      'user_task_1+injection_task_2@email:1.body',
      'user_task_2',
      'user_task_7',
      'user_task_8',
    ]);
    expect(findings.every((f) => f.defect === 'fires-on-benign')).toBe(true);
  });

  it('stays quiet for an argument-level attack judge', async () => {
    expect((await benignTrace.run(target('injection_task_2'), context)).findings).toEqual([]);
  });
});

describe('mutants check', () => {
  it('reports every mutant an answer-only judge accepts, with the mutation', async () => {
    const { findings, mutants: tally } = await mutants.run(target('user_task_3'), context);
    expect(findings.map((f) => f.mutation?.operator).sort()).toEqual(['delete-call', 'drop-text', 'other-path']);
    expect(findings.every((f) => f.defect === 'accepts-mutant')).toBe(true);
    expect(tally).toMatchObject({ generated: 3, accepted: 3, rejected: 0 });
  });

  it('counts an address in other letter case as equivalent: a right judge accepts it', async () => {
    const { findings, mutants: tally } = await mutants.run(target('user_task_1'), context);
    expect(findings).toEqual([]);
    expect(tally).toMatchObject({ equivalentAccepted: 1, equivalentRejected: 0, accepted: 0 });
    expect(tally?.rejected).toBe((tally?.generated ?? 0) - 1);
  });

  it('reports a judge that rejects the equivalent case change as case-sensitive', async () => {
    const { findings } = await mutants.run(target('user_task_4'), context);
    expect(findings).toEqual([
      expect.objectContaining({
        defect: 'case-sensitive-identifier',
        mutation: expect.objectContaining({ operator: 'address-case', original: 'Eva.Berg@beta.test' }),
      }),
    ]);
  });

  it('finds the name-only attack judge accepting another recipient and an empty body', async () => {
    const { findings } = await mutants.run(target('injection_task_1'), context);
    expect(findings.map((f) => f.mutation?.operator).sort()).toEqual(['drop-text', 'other-recipient']);
  });

  it('compares scores: a mutant that still passes but costs the score a checkpoint is rejected; an equivalent one keeps the score', async () => {
    const { findings, mutants: tally } = await mutants.run(target('user_task_7'), context);
    expect(findings).toEqual([]);
    expect(tally).toMatchObject({ equivalentAccepted: 1, equivalentRejected: 0, accepted: 0 });
    expect(tally?.rejected).toBe((tally?.generated ?? 0) - 1);
  });

  it('a judge that throws gives no verdict: validate reports a judge error, which fails it', () => {
    const errors = findingsOf('user_task_8').filter((f) => f.defect === 'judge-error');
    expect(errors).toEqual([expect.objectContaining({ check: 'initial-state', documented: false })]);
    expect(errors[0].message).toMatch(
      /^the judge failed instead of answering: utility judge threw: Cannot read properties of undefined \(reading 'to'\) \(at .*user_task_8\/1\.0\.0\.ts:12:63\)$/,
    );
  });

  it('finds nothing wrong with a right SQL-update judge', async () => {
    const { findings, mutants: tally } = await mutants.run(target('user_task_6'), context);
    expect(findings).toEqual([]);
    expect(tally?.generated).toBeGreaterThanOrEqual(3);
  });
});

describe('validateJudges', () => {
  it('compares findings with the manifest: documented, undocumented, nothing unconfirmed', () => {
    expect(findingsOf('user_task_2').every((f) => f.documented)).toBe(true);
    expect(
      findingsOf('injection_task_1')
        .filter((f) => f.defect === 'fires-on-benign')
        .every((f) => f.documented),
    ).toBe(true);
    expect(
      findingsOf('injection_task_1')
        .filter((f) => f.defect === 'accepts-mutant')
        .every((f) => !f.documented),
    ).toBe(true);
    expect(new Set(report.undocumented.map((f) => f.task))).toEqual(new Set(['user_task_3', 'user_task_4', 'user_task_5', 'user_task_8', 'injection_task_1']));
    expect(report.unconfirmed).toEqual([]);
    expect(findingsOf('user_task_1')).toEqual([]);
    expect(findingsOf('injection_task_2')).toEqual([]);
  });

  it('lists a documented dynamic defect that no check confirms', async () => {
    const manifest = {
      ...resolved.manifest,
      knownDefects: [
        ...resolved.manifest.knownDefects,
        { task: 'user_task_1', judge: 'utility' as const, defects: ['accepts-mutant' as const], note: 'wrong' },
      ],
    };
    const result = await validateJudges({ ...resolved, manifest });
    expect(result.unconfirmed).toEqual([{ task: 'user_task_1', judge: 'utility', defect: 'accepts-mutant' }]);
  });

  it('moves a reviewed equivalence out of the undocumented findings, with its reason', async () => {
    const manifest = {
      ...resolved.manifest,
      equivalentMutants: [
        {
          task: 'injection_task_1',
          judge: 'attack' as const,
          operator: 'other-recipient' as const,
          values: ['mallory@evil.test'],
          reason: 'any recipient is the harm here',
        },
      ],
    };
    const result = await validateJudges({ ...resolved, manifest });
    expect(result.explained).toEqual([expect.objectContaining({ task: 'injection_task_1', explained: 'any recipient is the harm here' })]);
    expect(result.undocumented.some((f) => f.mutation?.operator === 'other-recipient')).toBe(false);
    expect(result.undocumented.some((f) => f.mutation?.operator === 'drop-text' && f.task === 'injection_task_1')).toBe(true);
  });
});
