import { ChokepointError } from '../../errors.ts';
import { sameVersion } from '../order.ts';
import { displayPath } from '../paths.ts';
import { fingerprint } from '../source-fingerprint.ts';
import { byTask, type RegistryCheck } from './check.ts';

/**
 * A definition identical to the one it replaces (apart from whitespace, comments and its version
 * string) documents a change that is not there: diff and re-scoring would show nothing.
 */
export const noOpChange: RegistryCheck = async ({ definitions }) => {
  const errors: ChokepointError[] = [];
  for (const group of byTask(definitions)) {
    for (let i = 1; i < group.length; i++) {
      const [previous, current] = [group[i - 1], group[i]];
      if (sameVersion(previous.definition.version, current.definition.version)) continue;
      const [before, after] = await Promise.all([
        fingerprint(previous.source, previous.definition.version),
        fingerprint(current.source, current.definition.version),
      ]);
      if (before === after) {
        errors.push(
          new ChokepointError(
            'registration',
            `no-op change: ${current.definition.id} at ${current.definition.version} is identical to ${displayPath(previous.file)} apart from whitespace and comments`,
            { file: displayPath(current.file) },
          ),
        );
      }
    }
  }
  return errors;
};
