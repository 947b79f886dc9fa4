import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lint, type LintFinding, type LintResult } from '../../src/analyzer/lint.ts';
import { Sandbox } from '../../src/sandbox/index.ts';
import { confirmLint } from '../../src/validate/confirm.ts';

/**
 * `lint --confirm` on one fixture folder per case (test/fixtures/confirm): a defective judge's
 * witness is confirmed; the same witness given as a finding of a judge that is right (a finding
 * the analyzer got wrong, crafted here) is refuted and leaves the counted findings; a module with
 * no reference run to make is unconfirmable, with the reason, and one whose reference its own code
 * computes runs that reference; a witness that is exact reasoning is
 * unconfirmable; an initial-state witness runs with the task's prompt in its conversation. The bundled judges' witnesses are confirmed in test/e2e/lint-confirm.e2e.test.ts.
 */
const DIR = join(import.meta.dirname, '../fixtures/confirm');
const at = (name: string) => join(DIR, name);

let sandbox: Sandbox;
let linted: LintResult;
let confirmed: LintResult;

const findingIn = (result: LintResult, file: string, rule: string): LintFinding | undefined =>
  [...result.findings, ...(result.refuted ?? [])].find((f) => f.judgeFile === at(file) && f.ruleId === rule);

beforeAll(async () => {
  sandbox = new Sandbox();
  linted = await lint({ paths: [DIR], cwd: DIR });
  const wrong = findingIn(linted, 'case-sensitive.ts', 'case-sensitive-identifier')!;
  // A mistake of the analyzer, crafted: the right judge reported with the defective one's witness.
  const crafted: LintFinding = { ...wrong, file: at('case-insensitive.ts'), judgeFile: at('case-insensitive.ts'), task: 'case_insensitive' };
  // Another, crafted: a judge that compares what a call returned taken for one that ignores the call's outcome (reading 30).
  const blocked: LintFinding = {
    ...crafted,
    ruleId: 'ignores-call-outcome',
    file: at('result-compared.ts'),
    judgeFile: at('result-compared.ts'),
    task: 'result_compared',
    witness: { kind: 'run', base: 'reference', change: { kind: 'block-call', call: 1, tool: 'read_file' }, expected: 'fail', predicted: 'pass' },
  };
  confirmed = await confirmLint({ ...linted, findings: [...linted.findings, crafted, blocked] }, { sandbox, versionsDirOf: (dir) => join(dir, 'versions') });
});

afterAll(() => sandbox.close());

describe('lint --confirm', () => {
  it('confirms a witness the judge answers as the analyzer predicted', () => {
    const finding = findingIn(confirmed, 'case-sensitive.ts', 'case-sensitive-identifier')!;
    expect(finding.witness).toMatchObject({ kind: 'run', base: 'reference', expected: 'pass', predicted: 'fail' });
    expect(finding.confirmation).toMatchObject({ status: 'confirmed', lab: 'empty-environment', verdict: 'fail' });
  });

  it("runs an initial-state witness with the task's prompt in the conversation, as every run has it", () => {
    const finding = findingIn(confirmed, 'prompt-search.ts', 'search-satisfied-by-input')!;
    expect(finding.witness).toMatchObject({ kind: 'run', base: 'initial-state', expected: 'fail', predicted: 'pass' });
    expect(finding.confirmation).toMatchObject({ status: 'confirmed', lab: 'empty-environment', verdict: 'pass' });
  });

  it("runs a quoting answer as a change of the initial state: an attack judge satisfied by its own goal's text", () => {
    const finding = findingIn(confirmed, 'quoted-payload.ts', 'payload-quoted-in-answer')!;
    expect(finding.witness).toMatchObject({ kind: 'run', base: 'initial-state', change: { kind: 'set-answer', how: 'quoted-refusal' }, predicted: 'pass' });
    expect(finding.confirmation).toMatchObject({ status: 'confirmed', lab: 'empty-environment', verdict: 'pass' });
  });

  it('runs a call added before the reference and the answer fitted to it: a count of the final state (files, sent mail) the agent can grow', () => {
    const finding = findingIn(confirmed, 'final-state-count.ts', 'expected-from-final-state')!;
    expect(finding.witness).toMatchObject({
      kind: 'run',
      base: 'reference',
      change: { kind: 'insert-call', call: 0, inserted: { tool: 'write_file' }, answer: { from: '0', to: '1' } },
    });
    expect(finding.confirmation).toMatchObject({ status: 'confirmed', lab: 'empty-environment', verdict: 'pass' });
    const mail = findingIn(confirmed, 'final-state-mail.ts', 'expected-from-final-state')!;
    expect(mail.witness).toMatchObject({ change: { kind: 'insert-call', call: 0, inserted: { tool: 'send_email' }, answer: { from: '0', to: '1' } } });
    expect(mail.confirmation).toMatchObject({ status: 'confirmed', verdict: 'pass' });
  });

  it('runs the answer with a forbidden item written into it: items ruled out together, the judge failing only when all are there', () => {
    const finding = findingIn(confirmed, 'forbidden-together.ts', 'all-of-forbidden')!;
    expect(finding.witness).toMatchObject({
      kind: 'run',
      base: 'reference',
      change: { kind: 'set-answer', how: 'item-added' },
      expected: 'fail',
      predicted: 'pass',
    });
    expect(finding.confirmation).toMatchObject({ status: 'confirmed', lab: 'empty-environment', verdict: 'pass' });
  });

  it('runs the reference with the written content emptied: a file judged only by being there', () => {
    const finding = findingIn(confirmed, 'file-exists-only.ts', 'file-content-unchecked')!;
    expect(finding.witness).toMatchObject({ kind: 'run', base: 'reference', change: { kind: 'set-argument', argument: 'content', to: '', how: 'emptied' } });
    expect(finding.confirmation).toMatchObject({ status: 'confirmed', lab: 'empty-environment', verdict: 'pass' });
  });

  it('runs the answer with the expected word made part of a longer one: a word searched anywhere in the answer', () => {
    const finding = findingIn(confirmed, 'word-anywhere.ts', 'substring-of-word')!;
    expect(finding.witness).toMatchObject({
      kind: 'run',
      base: 'reference',
      change: { kind: 'set-answer', from: 'Red.', to: 'NonRed.', how: 'longer-word' },
      expected: 'fail',
      predicted: 'pass',
    });
    expect(finding.confirmation).toMatchObject({ status: 'confirmed', lab: 'empty-environment', verdict: 'pass' });
  });

  it('refutes a finding whose witness the judge answers rightly: an analyzer mistake, taken out of the counted findings', () => {
    const refuted = confirmed.refuted ?? [];
    expect(refuted.map((f) => f.judgeFile)).toEqual([at('case-insensitive.ts'), at('result-compared.ts')]);
    expect(refuted[0].confirmation).toMatchObject({ status: 'refuted', verdict: 'pass' });
    expect(confirmed.findings.some((f) => f.judgeFile === at('case-insensitive.ts'))).toBe(false);
    expect(confirmed.confirm?.refuted).toBe(2);
    // Counts and the exit code are those of the findings left.
    expect(confirmed.warningCount + confirmed.errorCount).toBe(confirmed.findings.filter((f) => !f.known).length);
  });

  it("runs every judge's own witness of a finding lint reports once (a shared helper's): refuted for one judge, it stands for the other", async () => {
    const wrong = findingIn(linted, 'case-sensitive.ts', 'case-sensitive-identifier')!;
    // The same finding, at the same place, computed for a right judge too (as for two judges of one helper).
    const right = linted.judges.find((j) => j.file === at('case-insensitive.ts'))!;
    const { judgeFile: _judgeFile, known: _known, confirmation: _confirmation, ...own } = wrong;
    const judges = linted.judges.map((j) => (j === right ? { ...j, findings: [...j.findings, { ...own, task: right.task }] } : j));
    for (const shownFirst of [wrong, { ...wrong, judgeFile: at('case-insensitive.ts'), task: right.task }]) {
      const result = await confirmLint({ ...linted, judges, findings: [shownFirst] }, { sandbox, versionsDirOf: (dir) => join(dir, 'versions') });
      expect(result.findings.map((f) => [f.judgeFile, f.confirmation?.status])).toEqual([[at('case-sensitive.ts'), 'confirmed']]);
      expect((result.refuted ?? []).map((f) => [f.file, f.judgeFile, f.task])).toEqual([[wrong.file, at('case-insensitive.ts'), right.task]]);
      expect(result.confirm).toEqual({ confirmed: 1, refuted: 1, unconfirmable: 0 });
    }
    // Each judge's finding given apart (as a per-judge study gives them): each runs its own witness.
    const apart = await confirmLint(
      {
        ...linted,
        judges: linted.judges.map((j) => ({ ...j, findings: [] })),
        findings: [{ ...wrong, judgeFile: at('case-insensitive.ts'), task: right.task }, wrong],
      },
      { sandbox, versionsDirOf: (dir) => join(dir, 'versions') },
    );
    expect([...apart.findings, ...(apart.refuted ?? [])].map((f) => [f.judgeFile, f.confirmation?.status])).toEqual([
      [at('case-sensitive.ts'), 'confirmed'],
      [at('case-insensitive.ts'), 'refuted'],
    ]);
  });

  it('runs a blocked call as a real run has it, its status blocked and no result: a judge comparing what the call returned fails it (reading 30)', () => {
    const finding = (confirmed.refuted ?? []).find((f) => f.judgeFile === at('result-compared.ts'))!;
    expect(finding.confirmation).toMatchObject({ status: 'refuted', lab: 'empty-environment', verdict: 'fail' });
    expect(linted.findings.some((f) => f.judgeFile === at('result-compared.ts') && f.ruleId === 'ignores-call-outcome')).toBe(false);
  });

  it('runs the reference a module computes (an argument joined from a list) as its own code gives it', () => {
    const joined = findingIn(confirmed, 'joined-argument.ts', 'case-sensitive-identifier')!;
    expect(joined.witness).toMatchObject({ kind: 'run', base: 'reference', change: { kind: 'set-argument', argument: 'to', to: 'ANA@ACME.TEST' } });
    expect(joined.confirmation).toMatchObject({ status: 'confirmed', lab: 'empty-environment', verdict: 'fail' });
  });

  it('says why a witness cannot be run', () => {
    const noReference = findingIn(confirmed, 'computed-reference.ts', 'case-sensitive-identifier')!;
    expect(noReference.confirmation?.status).toBe('unconfirmable');
    const reasons = confirmed.findings.filter((f) => f.confirmation?.status === 'unconfirmable').map((f) => f.confirmation!.reason);
    expect(reasons.join('\n')).toMatch(/no reference run|exact reasoning/);
  });

  it('marks every finding, and counts each status once', () => {
    const all = [...confirmed.findings, ...(confirmed.refuted ?? [])];
    expect(all.every((f) => f.confirmation !== undefined)).toBe(true);
    const { confirmed: c, refuted: r, unconfirmable: u } = confirmed.confirm!;
    expect(c + r + u).toBe(all.length);
  });
});
