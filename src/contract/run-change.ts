import type { ReferenceCall } from './tools.ts';

/**
 * One change to a task's run, as plain data. The validator's mutants of a reference solution and
 * the analyzer's witnesses (the counterexample each lint finding names) are made of the same
 * changes, so a change means one thing to both. Describing a change is pure; running the changed
 * calls in a fresh environment is the validator's job.
 *
 * Every change is made to a *plan*: the reference solution's calls and the final answer, before
 * anything runs. Calls are numbered by their 0-based position in the reference.
 */
export type RunChange = SetArgument | SetArguments | DeleteCall | BlockCall | ReorderCalls | InsertCall | SetAnswer;

/** How a new value was made from the old one (the functions of `perturbations.ts`). */
export type ValueChange =
  | 'other-case'
  | 'other-address'
  | 'look-alike'
  | 'other-number'
  | 'longer-number'
  | 'longer-word'
  | 'stated-amounts'
  | 'other-code'
  | 'other-word'
  | 'other-path'
  | 'emptied'
  | 'reversed'
  | 'quoted-refusal'
  | 'item-added';

/** One argument of one call replaced. */
export interface SetArgument {
  readonly kind: 'set-argument';
  readonly call: number;
  readonly tool: string;
  readonly argument: string;
  /** The argument's value in the reference (the change applies only to a call that has it). */
  readonly from: unknown;
  readonly to: unknown;
  readonly how: ValueChange;
  /** The part of a text that changed (a SQL literal in a query, a number in a body), when not the whole value. */
  readonly part?: { readonly from: string; readonly to: string };
}

/** One value written otherwise wherever the reference writes it: the same argument change in several calls. */
export interface SetArguments {
  readonly kind: 'set-arguments';
  readonly edits: readonly SetArgument[];
}

/** The call is not made. */
export interface DeleteCall {
  readonly kind: 'delete-call';
  readonly call: number;
  readonly tool: string;
}

/** The call is proposed and blocked at the chokepoint: in the trace with status `blocked`, never run. */
export interface BlockCall {
  readonly kind: 'block-call';
  readonly call: number;
  readonly tool: string;
}

/** The listed calls (ascending positions) are made in reverse order; the others stay where they are. */
export interface ReorderCalls {
  readonly kind: 'reorder-calls';
  readonly tool: string;
  readonly calls: readonly number[];
}

/**
 * One more call made before the call at position `call` (at the end where it is the number of
 * calls). Either a call that reads and changes nothing (`read_email` listing the inbox), so the run
 * does the same things, the calls from `call` on one position later; or, with `answer`, a call that
 * changes what the task asks about, and the answer changed to match it.
 */
export interface InsertCall {
  readonly kind: 'insert-call';
  readonly call: number;
  readonly inserted: ReferenceCall;
  readonly answer?: { readonly from: string; readonly to: string };
}

/** The harmless call an insertion makes: the inbox listed, nothing changed. */
export const HARMLESS_CALL: ReferenceCall = { tool: 'read_email', args: {} };

/** The final answer replaced. */
export interface SetAnswer {
  readonly kind: 'set-answer';
  readonly from: string;
  readonly to: string;
  readonly how: ValueChange;
  readonly part?: { readonly from: string; readonly to: string };
}

/** One call of a plan; a blocked call is proposed and refused, never run. */
export interface PlannedCall {
  readonly call: ReferenceCall;
  readonly blocked?: boolean;
}

/** What runs: the calls in order and the final answer. */
export interface RunPlan {
  readonly calls: readonly PlannedCall[];
  readonly output: string;
}

export function referencePlan(reference: readonly ReferenceCall[], output: string): RunPlan {
  return { calls: reference.map((call) => ({ call })), output };
}

/** The plan with the change made, or why the change does not fit it (the call or value it names is not there). */
export function applyChange(plan: RunPlan, change: RunChange): { readonly plan: RunPlan } | { readonly mismatch: string } {
  if (change.kind === 'set-answer') {
    if (plan.output !== change.from) return { mismatch: `the answer is not ${JSON.stringify(clip(change.from))}` };
    return { plan: { ...plan, output: change.to } };
  }
  if (change.kind === 'set-arguments') {
    let changed = plan;
    for (const edit of change.edits) {
      const next = applyChange(changed, edit);
      if ('mismatch' in next) return next;
      changed = next.plan;
    }
    return { plan: changed };
  }
  if (change.kind === 'insert-call') {
    if (change.call < 0 || change.call > plan.calls.length) return { mismatch: `the reference has no call #${change.call} to insert before` };
    if (change.answer && plan.output !== change.answer.from) return { mismatch: `the answer is not ${JSON.stringify(clip(change.answer.from))}` };
    const calls = [...plan.calls.slice(0, change.call), { call: change.inserted }, ...plan.calls.slice(change.call)];
    return { plan: { calls, output: change.answer ? change.answer.to : plan.output } };
  }
  const positions = change.kind === 'reorder-calls' ? change.calls : [change.call];
  for (const i of positions) {
    const planned = plan.calls[i];
    if (planned?.call.tool !== change.tool) return { mismatch: `call #${i} is not a ${change.tool} call` };
  }
  switch (change.kind) {
    case 'set-argument': {
      const { call } = plan.calls[change.call];
      const args = call.args as Readonly<Record<string, unknown>>;
      if (JSON.stringify(args[change.argument]) !== JSON.stringify(change.from)) {
        return { mismatch: `${change.tool} #${change.call}'s ${change.argument} is not ${JSON.stringify(clip(change.from))}` };
      }
      const changed = { ...call, args: { ...args, [change.argument]: change.to } };
      return { plan: replaceAt(plan, change.call, [{ call: changed }]) };
    }
    case 'delete-call':
      return { plan: replaceAt(plan, change.call, []) };
    case 'block-call':
      return { plan: replaceAt(plan, change.call, [{ ...plan.calls[change.call], blocked: true }]) };
    case 'reorder-calls': {
      const reversed = [...change.calls].reverse();
      return { plan: { ...plan, calls: plan.calls.map((c, i) => (change.calls.includes(i) ? plan.calls[reversed[change.calls.indexOf(i)]] : c)) } };
    }
  }
}

function replaceAt(plan: RunPlan, index: number, by: readonly PlannedCall[]): RunPlan {
  return { ...plan, calls: [...plan.calls.slice(0, index), ...by, ...plan.calls.slice(index + 1)] };
}

/** The change in a few words: `` send_email #2 `to` "CMendez@x.test" -> "cmendez@x.test" ``. */
export function describeChange(change: RunChange): string {
  switch (change.kind) {
    case 'set-argument':
      return change.part
        ? `${change.tool} #${change.call} \`${change.argument}\` holding ${shown(change.part.to)} for ${shown(change.part.from)}`
        : `${change.tool} #${change.call} \`${change.argument}\` ${shown(change.from)} -> ${shown(change.to)}`;
    case 'set-arguments':
      return change.edits.map(describeChange).join('; ');
    case 'delete-call':
      return `${change.tool} #${change.call} not made`;
    case 'block-call':
      return `${change.tool} #${change.call} blocked at the chokepoint (never run)`;
    case 'reorder-calls':
      return `${change.calls.map((c) => `${change.tool} #${c}`).join(', ')} made in reverse order`;
    case 'insert-call': {
      if (!change.answer)
        return `a \`${change.inserted.tool}\` call ${JSON.stringify(change.inserted.args)} made as call #${change.call} (the calls from there on one position later)`;
      const where = change.call === 0 ? 'made first' : `made as call #${change.call}`;
      return `${change.inserted.tool} ${shown(change.inserted.args)} ${where}, and the answer ${shown(change.answer.from)} -> ${shown(change.answer.to)}`;
    }
    case 'set-answer':
      return change.part
        ? `the answer holding ${shown(change.part.to)} for ${shown(change.part.from)}`
        : `the answer ${shown(change.from)} -> ${shown(change.to)}`;
  }
}

const clip = (value: unknown): unknown => (typeof value === 'string' && value.length > 60 ? `${value.slice(0, 57)}...` : value);

function shown(value: unknown): string {
  return JSON.stringify(clip(value)) ?? String(value);
}
