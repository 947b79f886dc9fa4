import {
  attackScenarioId,
  renderPayload,
  type AttackScenarioSpec,
  type InjectionTaskDefinition,
  type ScenarioKind,
  type SubsetName,
  type UserTaskDefinition,
} from '../contract/index.ts';
import { ChokepointError } from '../errors.ts';
import type { ExcludedScenario, LoadedSuite, ResolvedBenchmark, Scenario, ScenarioList } from './types.ts';

/**
 * Expands a suite's subset at the resolved version: benign scenarios first (subset order), then
 * attack scenarios (suite order). Scenarios naming a task that does not exist at this version are
 * left out and listed in `excluded` with the reason.
 */
export function scenarios(resolved: ResolvedBenchmark, suite: string, subset: SubsetName): ScenarioList {
  const loaded = findSuite(resolved, suite);
  const spec = loaded.definition.subsets[subset];
  if (!Object.hasOwn(loaded.definition.subsets, subset)) {
    throw new ChokepointError('scenario', `suite "${suite}" has no subset "${subset}"; its subsets: ${Object.keys(loaded.definition.subsets).join(', ')}`);
  }
  const benignKind: ScenarioKind = spec.kind === 'probe' ? 'probe' : 'benign';
  const included: Scenario[] = [];
  const excluded: ExcludedScenario[] = [];
  const userTask = (id: string) => {
    const found = resolved.task(id, suite)?.definition;
    return found?.kind === 'user' ? found : undefined;
  };
  const injectionTask = (id: string) => {
    const found = resolved.task(id, suite)?.definition;
    return found?.kind === 'injection' ? found : undefined;
  };

  for (const id of spec.benign) {
    const task = userTask(id);
    if (!task) excluded.push(exclusion(id, benignKind, [id], resolved.version));
    else included.push(benignScenario(task, benignKind));
  }
  for (const attack of spec.attacks === 'all' ? loaded.definition.attacks : []) {
    const user = userTask(attack.userTask);
    const injection = injectionTask(attack.injectionTask);
    if (!user || !injection) {
      const missing = [user ? [] : [attack.userTask], injection ? [] : [attack.injectionTask]].flat();
      excluded.push(exclusion(attackScenarioId(attack), 'attack', missing, resolved.version));
    } else {
      included.push(attackScenario(attack, user, injection, loaded.definition.payloadTemplate));
    }
  }
  return Object.assign(included, { excluded });
}

function findSuite(resolved: ResolvedBenchmark, suite: string): LoadedSuite {
  const found = resolved.suites.find((s) => s.definition.name === suite);
  if (!found) {
    const known = resolved.suites.map((s) => s.definition.name).join(', ') || 'none';
    throw new ChokepointError('scenario', `unknown suite "${suite}"; known suites: ${known}`);
  }
  return found;
}

function benignScenario(task: UserTaskDefinition, kind: ScenarioKind): Scenario {
  return {
    ref: { id: task.id, kind, suite: task.suite, userTask: task.id, injectionTask: null, locator: null, payload: null },
    userTask: task,
    injectionTask: null,
  };
}

function attackScenario(spec: AttackScenarioSpec, user: UserTaskDefinition, injection: InjectionTaskDefinition, payloadTemplate: string): Scenario {
  return {
    ref: {
      id: attackScenarioId(spec),
      kind: 'attack',
      suite: user.suite,
      userTask: user.id,
      injectionTask: injection.id,
      locator: spec.locator,
      payload: renderPayload(payloadTemplate, injection.goal),
    },
    userTask: user,
    injectionTask: injection,
  };
}

function exclusion(id: string, kind: ScenarioKind, missing: string[], version: string): ExcludedScenario {
  return { id, kind, missing, reason: `${missing.join(' and ')} ${missing.length > 1 ? 'do' : 'does'} not exist at ${version}` };
}
