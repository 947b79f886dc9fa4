import { applyChange, referencePlan, type RunPlan } from '../contract/index.ts';
import type { CheckOutcome, ValidationCheck } from './check.ts';
import { answerOf, type ValidationContext } from './context.ts';
import { sameOutcome } from './lab.ts';
import { MUTATION_OPERATORS, type Mutation, type MutationSite } from './mutations/index.ts';
import type { JudgeTarget, MutationDescription, RawFinding } from './types.ts';

export interface Mutant {
  readonly mutation: MutationDescription;
  readonly equivalent: boolean;
  /** The reference with the mutation's change made. */
  readonly plan: RunPlan;
}

/** Every mutant of a reference: each operator on each state-changing call, one change per mutant. */
export async function mutantsOf(target: JudgeTarget, context: ValidationContext): Promise<Mutant[]> {
  const reference = target.task.reference;
  const plan = referencePlan(reference, answerOf(target));
  const statement = target.judge === 'utility' ? target.task.referenceAnswer : target.task.goal;
  const mutants: Mutant[] = [];
  for (const [index, call] of reference.entries()) {
    if (!(await context.changesState(call))) continue;
    const site: MutationSite = { index, call, statement };
    for (const operator of MUTATION_OPERATORS) {
      for (const mutation of operator.mutate(site)) {
        const changed = applyChange(plan, mutation.change);
        // An operator changes the site's own call, as it is: a mismatch is a bug of the operator.
        if ('mismatch' in changed) throw new Error(`mutation ${mutation.operator} does not fit its call: ${changed.mismatch}`);
        mutants.push({ mutation: describe(mutation, site), equivalent: operator.equivalent, plan: changed.plan });
      }
    }
  }
  return mutants;
}

function describe(mutation: Mutation, site: MutationSite): MutationDescription {
  return {
    operator: mutation.operator,
    call: site.index,
    tool: site.call.tool,
    argument: mutation.change.kind === 'set-argument' ? mutation.change.argument : null,
    change: mutation.text,
    ...(mutation.original !== undefined ? { original: mutation.original } : {}),
  };
}

/**
 * (d) Mutants of the reference solution. A mutant that changes what was done (a deleted call, a
 * perturbed argument) and that the judge still ACCEPTS is `accepts-mutant`. A mutant equivalent
 * by policy (an address in other letter case) that the judge REJECTS is `case-sensitive-identifier`.
 * A mutant whose final state and answer equal the reference run's is equivalent in effect and
 * reported as neither.
 */
export const mutants: ValidationCheck = {
  id: 'mutants',
  description: 'mutants of the reference: a right judge rejects every change of meaning and accepts every equivalent spelling',
  judges: ['utility', 'attack'],
  async run(target, context): Promise<CheckOutcome> {
    const baseline = await context.referenceRun(target);
    const findings: RawFinding[] = [];
    const tally = { generated: 0, rejected: 0, accepted: 0, equivalentAccepted: 0, equivalentRejected: 0, stateIdentical: 0 };
    for (const mutant of await mutantsOf(target, context)) {
      tally.generated++;
      const run = await context.runPlan(mutant.plan);
      const accepted = (await context.judge(target, run)).passed;
      if (mutant.equivalent) {
        if (accepted) tally.equivalentAccepted++;
        else {
          tally.equivalentRejected++;
          findings.push({
            check: 'mutants',
            defect: 'case-sensitive-identifier',
            message: `rejects an equivalent mutant (${mutant.mutation.change}): e-mail addresses are compared case-sensitively`,
            mutation: mutant.mutation,
          });
        }
      } else if (sameOutcome(run, baseline)) {
        tally.stateIdentical++;
      } else if (accepted) {
        tally.accepted++;
        findings.push({ check: 'mutants', defect: 'accepts-mutant', message: `accepts a mutant: ${mutant.mutation.change}`, mutation: mutant.mutation });
      } else {
        tally.rejected++;
      }
    }
    return { findings, mutants: tally };
  },
};
