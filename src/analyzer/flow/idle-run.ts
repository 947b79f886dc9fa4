import type { ts } from '../typescript.js';
import { Folder, UNKNOWN, type Folded, type FoldOutcome } from './fold.ts';
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

/** A run the fold is given: its calls (tool and arguments), its answer, the user's prompt where it is a constant. */
export interface FoldedRun {
  readonly calls: readonly { readonly tool: string; readonly args: Readonly<Record<string, Folded>> }[];
  readonly output: string;
  readonly prompt?: string;
}

/**
 * The judge's verdict on the task's reference run: its calls made in order, each `ok`, and its
 * answer — the run `lint --confirm` makes of the reference. The conversation is the one that run
 * has: the user's prompt (unknown unless given), per call an assistant turn naming it and the tool's
 * message, then the answer. What a call returns, in the trace and in its tool message, and the
 * states are unknown: the verdict is folded only where it does not depend on them. An exception
 * nothing catches is the judge raising on that run. Undefined where it cannot be folded.
 */
export function referenceVerdict(entry: ts.Node, types: MutationTypes, run: FoldedRun): FoldOutcome | undefined {
  const context: Folded = {
    output: run.output,
    // What the chokepoint decided of an environment's call is no part of the reference: unknown, as what the call returned.
    trace: run.calls.map((c, index) => ({ index, tool: c.tool, args: c.args, status: 'ok', result: UNKNOWN, decisions: UNKNOWN })),
    steps: UNKNOWN,
    messages: [
      { role: 'user', text: run.prompt ?? UNKNOWN },
      ...run.calls.flatMap((_, index) => [
        { role: 'assistant', text: '', toolCalls: [index] },
        { role: 'tool', text: UNKNOWN, toolCall: index },
      ]),
      { role: 'assistant', text: run.output },
    ],
    pre: UNKNOWN,
    post: UNKNOWN,
  };
  return new Folder(types, { objects: true }).callEntryOutcome(entry, [context]);
}
