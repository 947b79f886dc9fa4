import { ChokepointError } from '../../errors.ts';
import { sameVersion } from '../order.ts';
import { displayPath } from '../paths.ts';
import { byTask, type RegistryCheck } from './check.ts';

/** Two modules defining one task at one version (`1.1.0.ts` and `1.1.0+rebuild.ts`): which one counts would be arbitrary. */
export const duplicateDefinitions: RegistryCheck = ({ definitions }) =>
  byTask(definitions).flatMap((group) =>
    group.flatMap((later, index) => {
      const earlier = group.slice(0, index).find((d) => sameVersion(d.definition.version, later.definition.version));
      if (!earlier) return [];
      return [
        new ChokepointError(
          'registration',
          `duplicate definition: ${later.definition.id} at ${later.definition.version} is also defined by ${displayPath(earlier.file)}`,
          { file: displayPath(later.file) },
        ),
      ];
    }),
  );
