import { deepFreeze } from '../contract/index.ts';
import type { Snapshot } from '../contract/index.ts';
import { readTables } from './sqlite.ts';
import type { EnvironmentState } from './state.ts';

/**
 * A deep-frozen plain-data copy of the state: emails by id, files by path, tables by name with
 * rows by rowid. Everything is copied out of the live state, so later tool calls cannot change it.
 */
export function takeSnapshot(state: EnvironmentState): Snapshot {
  return deepFreeze({
    emails: state.mailbox.all().map((email) => ({ ...email })),
    files: Object.fromEntries(state.files.entries()),
    tables: readTables(state.db),
  });
}
