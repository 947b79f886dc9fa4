import { ChokepointError } from '../../errors.ts';
import { displayPath } from '../paths.ts';
import { lineOfProperty } from '../source-location.ts';
import { byTask, type RegistryCheck } from './check.ts';

/**
 * A task id names one kind of task at every version: scenarios, stored records and re-scoring
 * address `user_task_3` as a user task whichever version they resolve.
 */
export const kindChange: RegistryCheck = ({ definitions }) =>
  byTask(definitions).flatMap((group) =>
    group.slice(1).flatMap((later) => {
      const first = group[0];
      if (later.definition.kind === first.definition.kind) return [];
      return [
        new ChokepointError(
          'registration',
          `${later.definition.id} changes kind: ${later.definition.kind} task here, ${first.definition.kind} task in ${displayPath(first.file)}`,
          { file: displayPath(later.file), line: lineOfProperty(later.source, 'id') },
        ),
      ];
    }),
  );
