import {
  attackScenarioId,
  recordId,
  renderPayload,
  type AttackScenarioSpec,
  type AttackTemplate,
  type ScenarioKind,
  type SubsetName,
} from '../contract/index.ts';
import { ChokepointError } from '../errors.ts';
import type { ExcludedScenario, InjectionOf, LoadedSuite, ResolvedBenchmark, Scenario, ScenarioList, ScenarioTask, TaskCore, UserOf } from './types.ts';

/**
 * The most records one run may plan (scenarios x attacks x repeats): a plan is held in memory,
 * about a kilobyte a record, and a run directory holds a file per record. Larger plans, and
 * subsets that would expand beyond it, are refused before anything is built.
 */
const MAX_PLANNED_RECORDS = 1_000_000;

/** Refuses a plan of `records` records beyond MAX_PLANNED_RECORDS, naming what made it that large. */
export function checkPlanSize(records: number, what: string, field?: string): void {
  if (records > MAX_PLANNED_RECORDS) {
    const count = (n: number) => n.toLocaleString('en-US');
    throw new ChokepointError(
      'usage',
      `${what} plans ${count(records)} records, more than the ${count(MAX_PLANNED_RECORDS)} a run may plan; split it into several runs`,
      {
        ...(field ? { field } : {}),
      },
    );
  }
}

/**
 * Expands a suite's subset at the resolved version: benign scenarios first (subset order), then
 * attack scenarios (suite order), each once per attack template of `attacks` (default: the suite's
 * first template), in the order given. Scenarios naming a task that does not exist at this version
 * are left out and listed in `excluded` with the reason.
 */
export function scenarios<D extends ScenarioTask>(
  resolved: ResolvedBenchmark<D>,
  suite: string,
  subset: SubsetName,
  attacks?: readonly string[],
): ScenarioList<UserOf<D>, InjectionOf<D>> {
  const loaded = findSuite(resolved, suite);
  const templates = attackTemplates(loaded, attacks);
  const spec = loaded.definition.subsets[subset];
  if (!Object.hasOwn(loaded.definition.subsets, subset)) {
    throw new ChokepointError('scenario', `suite "${suite}" has no subset "${subset}"; its subsets: ${Object.keys(loaded.definition.subsets).join(', ')}`);
  }
  checkPlanSize(
    spec.benign.length + (spec.attacks === 'all' ? loaded.definition.attacks.length * templates.length : 0),
    `subset ${subset} of suite "${suite}" with ${templates.length} attack(s)`,
    '--attacks',
  );
  const benignKind: ScenarioKind = spec.kind === 'probe' ? 'probe' : 'benign';
  const included: Scenario<UserOf<D>, InjectionOf<D>>[] = [];
  const excluded: ExcludedScenario[] = [];
  const userTask = (id: string) => {
    const found = resolved.task(id, suite)?.definition;
    return found?.kind === 'user' ? (found as UserOf<D>) : undefined;
  };
  const injectionTask = (id: string) => {
    const found = resolved.task(id, suite)?.definition;
    return found?.kind === 'injection' ? (found as InjectionOf<D>) : undefined;
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
      for (const template of templates) included.push(attackScenario(attack, user, injection, template, template === loaded.definition.attackTemplates[0]));
    }
  }
  return Object.assign(included, { excluded });
}

/** The templates `ids` name, in that order; every id must be one the suite declares. */
function attackTemplates(suite: LoadedSuite, ids: readonly string[] | undefined): AttackTemplate[] {
  const declared = suite.definition.attackTemplates;
  if (ids === undefined) return [declared[0]];
  if (ids.length === 0) throw new ChokepointError('usage', 'name at least one attack', { field: '--attacks' });
  const named = new Set<string>();
  return ids.map((id) => {
    const found = declared.find((t) => t.id === id);
    if (!found) {
      throw new ChokepointError(
        'usage',
        `suite "${suite.definition.name}" has no attack template "${id}"; its attacks: ${declared.map((t) => t.id).join(', ')}`,
        {
          field: '--attacks',
        },
      );
    }
    if (named.has(id)) throw new ChokepointError('usage', `attack "${id}" is named twice`, { field: '--attacks' });
    named.add(id);
    return found;
  });
}

function findSuite(resolved: ResolvedBenchmark<TaskCore>, suite: string): LoadedSuite {
  const found = resolved.suites.find((s) => s.definition.name === suite);
  if (!found) {
    const known = resolved.suites.map((s) => s.definition.name).join(', ') || 'none';
    throw new ChokepointError('scenario', `unknown suite "${suite}"; known suites: ${known}`);
  }
  return found;
}

function benignScenario<U extends TaskCore>(task: U, kind: ScenarioKind): Scenario<U, never> {
  return {
    ref: { id: task.id, kind, suite: task.suite, userTask: task.id, injectionTask: null, locator: null, payload: null },
    userTask: task,
    injectionTask: null,
  };
}

function attackScenario<U extends TaskCore, I extends TaskCore & { readonly goal: string }>(
  spec: AttackScenarioSpec,
  user: U,
  injection: I,
  template: AttackTemplate,
  isDefault: boolean,
): Scenario<U, I> {
  return {
    ref: {
      id: recordId(attackScenarioId(spec), isDefault ? null : template.id, null),
      kind: 'attack',
      suite: user.suite,
      userTask: user.id,
      injectionTask: injection.id,
      locator: spec.locator,
      payload: renderPayload(template.template, injection.goal),
      attack: template.id,
    },
    userTask: user,
    injectionTask: injection,
  };
}

function exclusion(id: string, kind: ScenarioKind, missing: string[], version: string): ExcludedScenario {
  return { id, kind, missing, reason: `${missing.join(' and ')} ${missing.length > 1 ? 'do' : 'does'} not exist at ${version}` };
}
