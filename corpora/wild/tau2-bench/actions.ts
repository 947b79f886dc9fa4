// sierra-research/tau2-bench src/tau2/data_model/tasks.py (Action.compare_with_tool_call) and src/tau2/evaluator/evaluator_action.py (_check_actions) @ a2c024725189473d2d7cea3a5cfdbcc67478e41f
import type { TraceCall } from 'chokepoint';

export interface GoldAction {
  readonly name: string;
  readonly requestor: 'assistant' | 'user';
  readonly arguments: Readonly<Record<string, unknown>>;
  /** null: compare every argument the predicted call has; []: compare none. */
  readonly compareArgs: readonly string[] | null;
}

/** Python's == on JSON-like values: dicts by key set and values, lists in order. */
function pyEquals(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => pyEquals(x, b[i]));
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const left = a as Record<string, unknown>;
    const right = b as Record<string, unknown>;
    const keys = Object.keys(left);
    return keys.length === Object.keys(right).length && keys.every((k) => k in right && pyEquals(left[k], right[k]));
  }
  return a === b;
}

export function compareWithToolCall(action: GoldAction, toolCall: TraceCall): boolean {
  if (action.name !== toolCall.tool) return false;
  const compareArgs = action.compareArgs === null ? Object.keys(toolCall.args) : action.compareArgs;
  if (compareArgs.length === 0) return true;
  const toolArgs = Object.fromEntries(Object.entries(toolCall.args).filter(([k]) => compareArgs.includes(k)));
  const actionArgs = Object.fromEntries(Object.entries(action.arguments).filter(([k]) => compareArgs.includes(k)));
  return pyEquals(toolArgs, actionArgs);
}

/** One check per gold action: does any predicted call (the agent's or the simulated user's) match it? */
export function checkActions(predictedToolCalls: readonly TraceCall[], goldenActions: readonly GoldAction[]): boolean[] {
  const actionChecks: boolean[] = [];
  for (const goldAction of goldenActions) {
    let found = false;
    for (const predToolCall of predictedToolCalls) {
      if (compareWithToolCall(goldAction, predToolCall)) {
        found = true;
        break;
      }
    }
    actionChecks.push(found);
  }
  return actionChecks;
}
