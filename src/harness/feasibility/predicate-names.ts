import { isCalledWith, isToolName, toolSchemas, type CalledWithShape, type PredicateShape } from '../../contract/index.ts';
import { failureFor, injectionTaskUses } from './support.ts';
import type { FeasibilityCheck } from './types.ts';

/**
 * Declarative attack predicates name existing tools and, for each, only arguments the tool's schema
 * has: `calledWith('send_email', { recipient: ... })` can never match a call and would report 0% ASR
 * whatever the agent does. Imperative judges are code; the static analyzer covers them.
 */
export const predicateNames: FeasibilityCheck = {
  id: 'predicate-names',
  description: 'attack predicates name existing tools and existing arguments of those tools',
  async run(input) {
    const fail = failureFor('predicate-names', input);
    return injectionTaskUses(input.scenarios).flatMap(({ task, scenarios }) => {
      if (task.attack.kind === 'judge') return [];
      const problems = calledWithIn(task.attack).flatMap(problemsOf);
      return problems.flatMap((problem) => scenarios.map((scenario) => fail(scenario, `${task.id} attack predicate: ${problem}`)));
    });
  },
};

/** Every calledWith leaf of a predicate tree. */
export function calledWithIn(predicate: PredicateShape): CalledWithShape[] {
  if (isCalledWith(predicate)) return [predicate];
  return (predicate.children ?? []).flatMap(calledWithIn);
}

function problemsOf(leaf: CalledWithShape): string[] {
  if (!isToolName(leaf.tool)) return [`calledWith names unknown tool "${leaf.tool}"`];
  const known = Object.keys(toolSchemas[leaf.tool].shape);
  return Object.keys(leaf.args)
    .filter((argument) => !known.includes(argument))
    .sort()
    .map((argument) => `calledWith('${leaf.tool}') constrains argument "${argument}", which ${leaf.tool} does not have (arguments: ${known.join(', ')})`);
}
