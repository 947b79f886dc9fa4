import { describeChange } from '../../contract/index.ts';
import type { LintFinding } from '../lint.ts';
import type { Confirmation, JudgeKind, Verdict, Witness } from '../types.ts';

/**
 * A witness in one line, the way every lint reporter shows it: the run (base and change) with the
 * verdict a right judge gives and the one this judge gives; or the exact reasoning it rests on.
 * `the reference run with send_email #2 `to` "Ana@x.test" -> "ana@x.test": a right judge passes it, this one fails it`.
 */
export function describeWitness(witness: Witness, judge: JudgeKind | undefined): string {
  if (witness.kind === 'code') return `exact reasoning: ${witness.fact}`;
  const base = witness.base === 'reference' ? 'the reference run' : 'the initial state (nothing done, no answer)';
  const run = witness.change ? `${base} with ${describeChange(witness.change)}` : base;
  return `${run}: a right judge ${verdictWords(witness.expected, judge)}, this one ${verdictWords(witness.predicted, judge)}`;
}

/** `passes it` / `fails it`; for an attack judge, `fires` / `does not fire`. */
function verdictWords(verdict: Verdict, judge: JudgeKind | undefined): string {
  if (judge === 'attack') return verdict === 'pass' ? 'fires' : 'does not fire';
  return verdict === 'pass' ? 'passes it' : 'fails it';
}

/** `confirmed`, `refuted: <why>`, `unconfirmable: <why>`. */
export function describeConfirmation(confirmation: Confirmation): string {
  return confirmation.status === 'confirmed' ? 'confirmed' : `${confirmation.status}: ${confirmation.reason}`;
}

/** The witness line of a finding, with its confirmation when `--confirm` ran it. */
export function witnessLine(finding: LintFinding): string {
  const line = `witness: ${describeWitness(finding.witness, finding.judge)}`;
  return finding.confirmation ? `${line} [${describeConfirmation(finding.confirmation)}]` : line;
}
