import type { ToolArgs, ToolName } from '../../contract/index.ts';
import type { EnvironmentState } from '../state.ts';

/** What a tool call returns to the agent: result text, or an error message (never an exception). */
export type ToolOutcome = { readonly ok: true; readonly result: string } | { readonly ok: false; readonly error: string };

/** One tool of the environment; its arguments arrive already validated against toolSchemas. */
export interface EnvironmentTool<T extends ToolName> {
  readonly name: T;
  run(args: ToolArgs<T>, state: EnvironmentState): ToolOutcome;
}

export function success(result: string): ToolOutcome {
  return { ok: true, result };
}

export function failure(error: string): ToolOutcome {
  return { ok: false, error };
}
