import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, runProcess } from '../cli/run-cli.ts';

interface ConfirmedLint {
  readonly exitCode?: number;
  readonly confirm: { readonly confirmed: number; readonly refuted: number; readonly unconfirmable: number };
  readonly findings: readonly {
    readonly ruleId: string;
    readonly file: string;
    readonly witness: { readonly kind: string };
    readonly confirmation: { readonly status: string; readonly lab?: string; readonly reason: string };
  }[];
  readonly refuted: readonly unknown[];
}

/**
 * `chokepoint lint --confirm` on the bundled judges, in a real process: every finding's witness
 * runs in the sandbox, in the bundled benchmark. None is refuted (the analyzer is right about every
 * one), every run witness of a finding is confirmed there, and only exact reasoning is left
 * unconfirmable. Plain `lint` on the same judges runs nothing (test/hostile/static-verbs).
 */
describe('lint --confirm on the bundled judges', () => {
  it('confirms every run witness and refutes none', async () => {
    const { code, stdout, stderr } = await runProcess(['lint', '--confirm', '--format', 'json', join(REPO, 'judges')]);
    expect(stderr).toBe('');
    // Every finding of the bundled judges is documented in a version manifest: nothing counts.
    expect(code).toBe(0);
    const result = JSON.parse(stdout) as ConfirmedLint;
    expect(result.refuted).toEqual([]);
    expect(result.confirm.refuted).toBe(0);
    expect(result.confirm.confirmed).toBeGreaterThanOrEqual(19);
    // A whole number the reference writes grouped in thousands (EUR 1,284,500), searched by a judge that drops the separators: a run, not reasoning.
    const grouped = result.findings.find((f) => f.file.endsWith(join('user_task_10', '1.1.0.ts')) && f.ruleId === 'substring-of-number');
    expect(grouped?.confirmation.status).toBe('confirmed');
    for (const f of result.findings) {
      expect(f.confirmation.status, `${f.file} ${f.ruleId}: ${f.confirmation.reason}`).toBe(f.witness.kind === 'run' ? 'confirmed' : 'unconfirmable');
      if (f.witness.kind === 'run') expect(f.confirmation.lab).toBe('benchmark');
    }
  });
});
