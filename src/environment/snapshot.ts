import { deepFreeze, type Snapshot } from '../contract/index.ts';
import type { EnvironmentState } from './state.ts';

/**
 * A deep-frozen plain-data copy of the state: emails by id, files by path, tables by name with
 * rows by rowid. Nothing in it is a live object, so later tool calls cannot change it; each part
 * is copied only when it changed since the last snapshot (copy on write), and shared otherwise.
 */
export function takeSnapshot(state: EnvironmentState): Snapshot {
  return deepFreeze({ emails: state.mailbox.all(), files: state.files.snapshot(), tables: state.tables.read() });
}
