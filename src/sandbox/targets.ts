import type { InjectionTaskSpec, UserTaskSpec } from '../registry/index.ts';
import type { JudgeTarget } from './protocol.ts';

/** The judge of a task: a user task's utility judge, an injection task's attack judge. */
export function judgeTarget(task: UserTaskSpec | InjectionTaskSpec): JudgeTarget {
  return { file: task.file, judge: task.kind === 'user' ? 'utility' : 'attack', task: task.id, version: task.version };
}
