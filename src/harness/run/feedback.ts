import type { MediatorDecision } from '../../contract/index.ts';

/** The message an agent receives for a refused call; it names who refused and why, never the policy's internals beyond that. */
export function refusalText(decisions: readonly MediatorDecision[]): string {
  const refusing = decisions.find((d) => !d.allowed);
  if (!refusing) return 'The chokepoint refused this call; it was not executed.';
  const detail = refusing.detail ? ` (${refusing.detail})` : '';
  return `The chokepoint refused this call; it was not executed. ${refusing.by}: ${refusing.reason}${detail}`;
}
