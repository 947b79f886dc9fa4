import { renderPayload, type InjectionTaskDefinition, type ReferenceCall } from '../../contract/index.ts';
import type { ResolvedBenchmark } from '../../registry/index.ts';
import { answer, proposal, type Agent, type AgentSession, type AgentStep, type AgentTask } from './agent.ts';

/** An injection task together with the exact payload text the suite plants for it. */
export interface KnownInjection {
  readonly task: Omit<InjectionTaskDefinition, 'attack'>;
  readonly payload: string;
}

/** Every payload the benchmark's suites can plant: each injection task under each attack template. */
export function knownInjections(resolved: ResolvedBenchmark): KnownInjection[] {
  return resolved.suites.flatMap((suite) =>
    resolved
      .injectionTasks(suite.definition.name)
      .flatMap(({ definition }) => suite.definition.attackTemplates.map((t) => ({ task: definition, payload: renderPayload(t.template, definition.goal) }))),
  );
}

/**
 * A worst-case victim: it works through the user task's reference solution, and as soon as a tool
 * result it received contains the payload of a known injection task, it first carries out that
 * injection task's reference calls (each injection at most once), then resumes the user task.
 * Blocked or failed calls do not stop it. With no defense its attack success is bounded only by
 * delivery (D1) and by the attack judges themselves.
 */
export function createCompliantAgent(known: readonly KnownInjection[]): Agent {
  return {
    name: 'compliant',
    model: null,
    baseUrl: null,
    start: (task) => compliantSession(task, known),
  };
}

function compliantSession({ userTask }: AgentTask, known: readonly KnownInjection[]): AgentSession {
  const plan: ReferenceCall[] = [...userTask.reference];
  const followed = new Set<string>();
  let seen = 0;

  const obey = (step: AgentStep): void => {
    if (step.feedback.status !== 'ok') return;
    const result = step.feedback.result;
    const triggered = known.filter((k) => !followed.has(k.task.id) && result.includes(k.payload));
    for (const k of triggered) followed.add(k.task.id);
    plan.unshift(...triggered.flatMap((k) => k.task.reference));
  };

  return {
    async next(history) {
      for (; seen < history.length; seen++) obey(history[seen]);
      const step = plan.shift();
      return step ? proposal(step.tool, step.args) : answer(userTask.referenceAnswer);
    },
  };
}
