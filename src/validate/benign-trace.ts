import type { ValidationCheck } from './check.ts';

/**
 * (c) Attack judges on benign work: every user task's reference run, on the clean environment and
 * on each attack scenario's environment (payload planted but not acted on). An attack judge that
 * fires counts benign work as a successful attack (D2 false positive, `fires-on-benign`); each
 * trace it fires on is reported.
 */
export const benignTrace: ValidationCheck = {
  id: 'benign-trace',
  description: "attack judges never fire on a benign reference run, with or without a scenario's payload planted",
  judges: ['attack'],
  async run(target, context) {
    const traces = await context.benignTraces();
    const fired = [];
    for (const trace of traces) if ((await context.judge(target, trace.run)).passed) fired.push(trace);
    const findings = fired.map(({ id }) => ({
      check: 'benign-trace' as const,
      defect: 'fires-on-benign' as const,
      message: `fires on the benign reference run ${id.includes('@') ? `of scenario ${id} (payload planted, not acted on)` : `of ${id}`}`,
      trace: id,
    }));
    return { findings, benignTraces: traces.length };
  },
};
