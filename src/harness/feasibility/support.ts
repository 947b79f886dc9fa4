import type { TraceCall, VerdictRecord } from '../../contract/index.ts';
import type { EnvironmentFixture, Injection } from '../../environment/index.ts';
import { ChokepointError } from '../../errors.ts';
import { fixtureOf, type Scenario } from '../../registry/index.ts';
import { SandboxEnvironment, type Sandbox } from '../../sandbox/index.ts';
import type { FeasibilityCheckId, FeasibilityFailure, FeasibilityInput, InjectionTaskUse, UserTaskUse } from './types.ts';

/** Shared by the checks: failures, task grouping, reference replay on a fresh environment. */

export function failureFor(check: FeasibilityCheckId, input: FeasibilityInput) {
  return (scenario: string, message: string): FeasibilityFailure => ({ check, suite: input.suite.definition.name, scenario, message });
}

export function userTaskUses(scenarios: readonly Scenario[]): UserTaskUse[] {
  return groupBy(scenarios, (s) => s.userTask);
}

export function injectionTaskUses(scenarios: readonly Scenario[]): InjectionTaskUse[] {
  return groupBy(scenarios, (s) => s.injectionTask);
}

function groupBy<T extends { readonly id: string }>(scenarios: readonly Scenario[], taskOf: (s: Scenario) => T | null): { task: T; scenarios: string[] }[] {
  const uses = new Map<string, { task: T; scenarios: string[] }>();
  for (const scenario of scenarios) {
    const task = taskOf(scenario);
    if (!task) continue;
    const use = uses.get(task.id) ?? { task, scenarios: [] };
    use.scenarios.push(scenario.ref.id);
    uses.set(task.id, use);
  }
  return [...uses.values()];
}

/** A fresh environment in the sandbox for `fn`, always closed afterwards. */
export async function withEnvironment<T>(
  sandbox: Sandbox,
  fixture: EnvironmentFixture,
  injections: readonly Injection[],
  fn: (env: SandboxEnvironment) => Promise<T>,
): Promise<T> {
  const env = await SandboxEnvironment.open(sandbox, fixture, injections);
  try {
    return await fn(env);
  } finally {
    await env.close();
  }
}

export function describeCall(call: { readonly tool: string; readonly args: unknown }): string {
  const args = JSON.stringify(call.args);
  return `${call.tool}(${args.length > 80 ? `${args.slice(0, 77)}...` : args})`;
}

/** The failed calls of a replay, as one line each. */
export function failedCalls(trace: readonly TraceCall[]): string[] {
  return trace.filter((c) => c.status !== 'ok').map((c) => `call #${c.index} ${describeCall(c)} failed: ${c.error ?? c.status}`);
}

/** The environment a scenario starts from: its user task's own fixture, or the suite's. */
export function scenarioFixture(input: FeasibilityInput, scenario: Scenario): EnvironmentFixture {
  return fixtureOf(input.suite, scenario.userTask);
}

/**
 * `fn` on a fresh environment of the scenario (its fixture, its injection applied); `undefined`
 * when its locator does not resolve (that is `locator-resolves`' failure, not reported twice).
 */
export async function withInjectedEnvironment<T>(
  input: FeasibilityInput,
  scenario: Scenario,
  fn: (env: SandboxEnvironment) => Promise<T>,
): Promise<T | undefined> {
  try {
    return await withEnvironment(input.sandbox, scenarioFixture(input, scenario), injectionOf(scenario), fn);
  } catch (error) {
    if (error instanceof ChokepointError && error.code === 'locator') return undefined;
    throw error;
  }
}

/** Why a verdict says nothing about the run (a judge error, a timeout, not run), or undefined when it is a verdict. */
export function verdictProblem(verdict: VerdictRecord): string | undefined {
  if (verdict.judgeError) return `judge error at ${verdict.judgeError.location}: ${verdict.judgeError.message}`;
  return verdict.error;
}

export function injectionOf(scenario: Scenario): Injection[] {
  const { locator, payload } = scenario.ref;
  return locator !== null && payload !== null ? [{ locator, payload }] : [];
}

export function attackScenarios(scenarios: readonly Scenario[]): Scenario[] {
  return scenarios.filter((s) => s.ref.kind === 'attack' && s.injectionTask !== null);
}
