import type { ts } from '../typescript.js';
import { Folder, UNKNOWN, type Folded } from './fold.ts';
import type { MutationTypes } from './mutation.ts';

/**
 * The judge's verdict on the idle run: the task's starting state unchanged, no tool call, an empty
 * answer — the run `lint --confirm` and `validate` make of the initial state. The judge is folded
 * over its own code (never run) with that context: the trace and the steps empty, the answer `''`,
 * the conversation the user's turn and the empty answer. What the run holds but the analysis is not
 * given — the starting state (`pre`, which `post` equals) and the prompt's text — is unknown: the
 * verdict is folded only where it does not depend on them. Undefined where it cannot be folded.
 */
export function idleVerdict(entry: ts.Node, types: MutationTypes): { readonly value: Folded } | undefined {
  const context: Folded = {
    output: '',
    trace: [],
    steps: [],
    messages: [
      { role: 'user', text: UNKNOWN },
      { role: 'assistant', text: '' },
    ],
    pre: UNKNOWN,
    post: UNKNOWN,
  };
  return new Folder(types, { objects: true }).callEntry(entry, [context]);
}
