import { attackScenarioId } from '../../contract/index.ts';
import { parseLocator } from '../../environment/index.ts';
import { ChokepointError } from '../../errors.ts';
import type { SuiteEntry } from '../load-judges.ts';
import { displayPath } from '../paths.ts';
import { lineOfLiteral } from '../source-location.ts';
import type { TaskCore } from '../types.ts';
import type { RegistryCheck } from './check.ts';

type Kind = TaskCore['kind'];

/**
 * suite.ts must name tasks of this suite with the right kind (at some version: scenarios of tasks
 * introduced later are excluded at earlier versions, not errors), locators must parse, and no
 * scenario may be listed twice.
 */
export const suiteReferences: RegistryCheck = ({ suites, definitions, rejected }) =>
  suites.flatMap((suite) => {
    const kinds = new Map<string, Set<Kind>>();
    for (const { definition } of definitions.filter((d) => d.definition.suite === suite.definition.name)) {
      kinds.set(definition.id, (kinds.get(definition.id) ?? new Set()).add(definition.kind));
    }
    // A task whose only modules are broken was already reported; its kind is unknown, so any is accepted.
    for (const r of rejected.filter((r) => r.suite === suite.definition.name && !kinds.has(r.id))) {
      kinds.set(r.id, new Set(['user', 'injection']));
    }
    return [...attackErrors(suite, kinds), ...subsetErrors(suite, kinds)];
  });

function attackErrors(suite: SuiteEntry, kinds: Map<string, Set<Kind>>): ChokepointError[] {
  const seen = new Map<string, number>();
  return suite.definition.attacks.flatMap((attack, index) => {
    const errors = [
      referenceError(suite, kinds, attack.userTask, 'user', `attacks[${index}].userTask`),
      referenceError(suite, kinds, attack.injectionTask, 'injection', `attacks[${index}].injectionTask`),
    ].filter((e): e is ChokepointError => e !== undefined);
    try {
      parseLocator(attack.locator);
    } catch (cause) {
      const message = cause instanceof Error ? cause.message : String(cause);
      errors.push(error(suite, attack.locator, `attacks[${index}].locator`, message));
    }
    const id = attackScenarioId(attack);
    const first = seen.get(id);
    if (first !== undefined) {
      const occurrence = suite.definition.attacks.slice(0, index + 1).filter((a) => a.locator === attack.locator).length;
      errors.push(error(suite, attack.locator, `attacks[${index}]`, `duplicate attack scenario ${id} (same as attacks[${first}])`, occurrence));
    } else {
      seen.set(id, index);
    }
    return errors;
  });
}

function subsetErrors(suite: SuiteEntry, kinds: Map<string, Set<Kind>>): ChokepointError[] {
  return Object.keys(suite.definition.subsets).flatMap((name) =>
    suite.definition.subsets[name].benign.flatMap((id, index, all) => {
      const field = `subsets.${name}.benign[${index}]`;
      const reference = referenceError(suite, kinds, id, 'user', field);
      if (reference) return [reference];
      // No line: the id also appears in attacks and other subsets, so its n-th mention is not this one.
      return all.indexOf(id) !== index ? [error(suite, id, field, `${id} is listed twice in subset ${name}`, null)] : [];
    }),
  );
}

function referenceError(suite: SuiteEntry, kinds: Map<string, Set<Kind>>, id: string, expected: Kind, field: string): ChokepointError | undefined {
  const found = kinds.get(id);
  if (!found) return error(suite, id, field, `unknown task ${id}: no judges/${suite.definition.name}/${id}/<version>.ts defines it`);
  if (!found.has(expected)) return error(suite, id, field, `${id} is not a ${expected} task`);
  return undefined;
}

function error(suite: SuiteEntry, literal: string, field: string, message: string, occurrence: number | null = 1): ChokepointError {
  const line = occurrence === null ? undefined : lineOfLiteral(suite.source, literal, { occurrence });
  return new ChokepointError('registration', message, { file: displayPath(suite.file), line, field });
}
