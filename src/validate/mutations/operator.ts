import { sqlLiterals, type DeleteCall, type ReferenceCall, type SetArgument, type SqlLiteral, type ValueChange } from '../../contract/index.ts';
import type { MutationOperatorId } from '../types.ts';

/** One reference call a mutation operator may change. Only calls that change state are offered. */
export interface MutationSite {
  readonly index: number;
  readonly call: ReferenceCall;
  /**
   * The task's own statement of its result: a user task's reference answer, an injection task's
   * goal. Amounts are perturbed only where this statement names them (they are the result).
   */
  readonly statement: string;
}

export interface Mutation {
  readonly operator: MutationOperatorId;
  /** The change, described as every change to a run is (`src/contract/run-change.ts`). */
  readonly change: SetArgument | DeleteCall;
  /** What was changed, in words: `to "a@b.test" -> "a-other@b.test"`. */
  readonly text: string;
  /** The replaced value, when one value was replaced. */
  readonly original?: string;
}

export interface MutationOperator {
  readonly id: MutationOperatorId;
  readonly description: string;
  /**
   * Equivalent mutants mean the same as the reference under the validator's policy: a right judge
   * ACCEPTS them, and rejecting one is the defect. Every other operator changes the meaning: a
   * right judge REJECTS them.
   */
  readonly equivalent: boolean;
  mutate(site: MutationSite): Mutation[];
}

/** The free-text argument of the tools that carry text. */
export const TEXT_ARGUMENTS: Readonly<Record<string, string>> = { send_email: 'body', write_file: 'content' };

export const show = (value: unknown): string => {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}..."` : text;
};

/** The string arguments of a call, as a plain record. */
function argsOf(call: ReferenceCall): Record<string, unknown> {
  return { ...(call.args as Record<string, unknown>) };
}

/** The site's call with one argument set to `to`. */
export function setArgument(site: MutationSite, argument: string, to: unknown, how: ValueChange, part?: SetArgument['part']): SetArgument {
  return { kind: 'set-argument', call: site.index, tool: site.call.tool, argument, from: argsOf(site.call)[argument], to, how, ...(part ? { part } : {}) };
}

export function textArgument(call: ReferenceCall, name: string): string | undefined {
  const value = argsOf(call)[name];
  return typeof value === 'string' ? value : undefined;
}

/** The literals of an execute_sql_query call's query (none for other tools). */
export function queryLiterals(site: MutationSite): { query: string; literals: SqlLiteral[] } | undefined {
  const query = site.call.tool === 'execute_sql_query' ? textArgument(site.call, 'query') : undefined;
  return query === undefined ? undefined : { query, literals: sqlLiterals(query) };
}
