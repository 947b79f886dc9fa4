import type { EnvironmentFixture } from '../../environment/index.ts';
import { capabilitiesForTask, type CapabilitySet, type GrantPolicy } from '../capabilities.ts';
import { mediate, type Mediator } from '../chokepoint.ts';
import { addressBookOf } from '../mediators/contacts.ts';
import { BENCHMARK_REGISTRY, hostViewFor, taskResourceCapabilities } from '../gate.ts';
import { sqlSchemaOf } from '../sql.ts';
import type { Scenario } from '../../registry/index.ts';
import type { ChokepointFactory } from './scenario.ts';

/**
 * The chokepoint for a suite: per scenario, the host grants capabilities for the user task under
 * `policy` and every proposed call goes through the gate and then `mediators` in order. The context
 * holds only trusted data (the user's prompt, the owner, the fixture's schema and address book), never
 * tool output.
 */
export function suiteChokepoint(fixture: EnvironmentFixture, mediators: readonly Mediator[], policy: GrantPolicy): ChokepointFactory {
  const sqlSchema = sqlSchemaOf(fixture.tables);
  // The address book comes from the starting fixture (trusted host data), never from tool output.
  const contacts = addressBookOf(fixture);
  // A user task's grants depend on nothing else here (the policy and the schema are the suite's), and a set is frozen: granted once per task.
  const granted = new WeakMap<Scenario['userTask'], Promise<CapabilitySet>>();
  const grantsOf = (task: Scenario['userTask']): Promise<CapabilitySet> => {
    let found = granted.get(task);
    if (!found) {
      found =
        policy === 'task-resources'
          ? hostViewFor(sqlSchema).then((host) => taskResourceCapabilities(task, host))
          : Promise.resolve(capabilitiesForTask(task, policy));
      granted.set(task, found);
    }
    return found;
  };
  return (scenario) => {
    const capabilities = grantsOf(scenario.userTask);
    const base = { prompt: scenario.userTask.prompt, ownerEmail: fixture.owner.email, registry: BENCHMARK_REGISTRY, sqlSchema, contacts };
    return async (call, history) => mediate(call, { ...base, capabilities: await capabilities, history }, mediators);
  };
}

/** The chokepoint over several suites: each scenario is mediated with its own suite's fixture. */
export function benchmarkChokepoint(
  suites: readonly { readonly definition: { readonly name: string }; readonly fixture: EnvironmentFixture }[],
  mediators: readonly Mediator[],
  policy: GrantPolicy,
): ChokepointFactory {
  const bySuite = new Map(suites.map((s) => [s.definition.name, suiteChokepoint(s.fixture, mediators, policy)]));
  return (scenario) => {
    const factory = bySuite.get(scenario.ref.suite);
    if (!factory) throw new Error(`no fixture for suite ${scenario.ref.suite}`);
    return factory(scenario);
  };
}
