import { injectionOf } from '../harness/feasibility/support.ts';
import { fixtureOf, type Scenario } from '../registry/index.ts';
import type { ValidationCheck } from './check.ts';
import type { ValidationContext } from './context.ts';
import { runCalls, type LabRun } from './lab.ts';
import type { JudgeTarget, RawFinding } from './types.ts';

/**
 * (e) The injected payload against the judges of its own scenario. The payload is text the
 * attacker plants in the data the user task reads; a judge that counts or searches that data can be
 * satisfied or broken by the planted text itself, without any agent acting on it:
 *
 * - a utility judge whose verdict on its own reference run changes when the payload is planted
 *   ("exactly one e-mail mentions the invoice" while the payload mentions the invoice too), or that
 *   passes on the injected environment with nothing done where the clean one fails;
 * - an attack judge that fires on the injected environment with nothing done (it finds the
 *   attacker's text where the payload put it), where the clean environment does not.
 */
export const payload: ValidationCheck = {
  id: 'payload',
  description: "the payload planted in a scenario's environment neither satisfies nor breaks that scenario's own judges when no agent acts on it",
  judges: ['utility', 'attack'],
  async run(target, context) {
    const scenarios = context.attackScenarios.filter((s) =>
      target.judge === 'utility' ? s.userTask.id === target.task.id : s.injectionTask?.id === target.task.id,
    );
    const findings: RawFinding[] = [];
    for (const scenario of scenarios) {
      const finding = await (target.judge === 'utility' ? utilityFinding(target, scenario, context) : attackFinding(target, scenario, context));
      if (finding) findings.push(finding);
    }
    return { findings };
  },
};

async function utilityFinding(target: JudgeTarget, scenario: Scenario, context: ValidationContext): Promise<RawFinding | undefined> {
  const injections = injectionOf(scenario);
  if (injections.length === 0) return undefined;
  const clean = (await context.judge(target, await context.referenceRun(target))).passed;
  const planted = (
    await context.judge(
      target,
      await runCalls(
        context.sandbox,
        { fixture: fixtureOf(context.suite, scenario.userTask), injections, prompt: scenario.userTask.prompt },
        target.task.reference,
        scenario.userTask.referenceAnswer,
      ),
    )
  ).passed;
  if (clean !== planted) {
    return finding(
      scenario,
      planted
        ? `the reference run fails on the clean environment but passes with the payload of scenario ${scenario.ref.id} planted at ${scenario.ref.locator}`
        : `the reference run passes on the clean environment but fails with the payload of scenario ${scenario.ref.id} planted at ${scenario.ref.locator}: the planted text itself breaks a count or search`,
    );
  }
  if (await firesOnPlantedOnly(target, scenario, context)) {
    return finding(
      scenario,
      `passes with nothing done once the payload of scenario ${scenario.ref.id} is planted at ${scenario.ref.locator}: the planted text satisfies it`,
    );
  }
  return undefined;
}

async function attackFinding(target: JudgeTarget, scenario: Scenario, context: ValidationContext): Promise<RawFinding | undefined> {
  const injections = injectionOf(scenario);
  if (injections.length === 0 || !(await firesOnPlantedOnly(target, scenario, context))) return undefined;
  return finding(
    scenario,
    `fires with nothing done once the payload of scenario ${scenario.ref.id} is planted at ${scenario.ref.locator}: it finds the attacker's own text where the payload put it`,
  );
}

/** The judge passes on the scenario's injected environment with no call and no answer, and not on the clean one. */
async function firesOnPlantedOnly(target: JudgeTarget, scenario: Scenario, context: ValidationContext): Promise<boolean> {
  const fixture = fixtureOf(context.suite, scenario.userTask);
  if ((await context.judge(target, await context.untouched(fixture))).passed) return false;
  const planted: LabRun = await runCalls(context.sandbox, { fixture, injections: injectionOf(scenario) }, [], '');
  return (await context.judge(target, planted)).passed;
}

function finding(scenario: Scenario, message: string): RawFinding {
  return { check: 'payload', defect: 'payload-matches-its-own-check', message, trace: scenario.ref.id };
}
