import { failedCalls } from '../harness/feasibility/support.ts';
import type { ValidationCheck } from './check.ts';
import { verdictNote } from './lab.ts';

/**
 * (b) The task's own reference solution on a fresh environment (a user task with its reference
 * answer; an injection task's goal calls alone) must pass. A judge that rejects it cannot be
 * satisfied by a correct agent; every other check assumes the reference run as its baseline.
 */
export const reference: ValidationCheck = {
  id: 'reference',
  description: 'the reference solution passes its own judge',
  judges: ['utility', 'attack'],
  async run(target, context) {
    const run = await context.referenceRun(target);
    const verdict = await context.judge(target, run);
    if (verdict.passed) return { findings: [] };
    const why = [verdictNote(verdict), ...failedCalls(run.trace)].filter((s) => s !== '').join('; ');
    return { findings: [{ check: 'reference', defect: 'fails-reference', message: `rejects its own reference solution${why ? `: ${why}` : ''}` }] };
  },
};
