import type { z } from 'zod';
import { formatJsonPath } from '../json-location.ts';
import { isToolName, TOOL_NAMES, toolSchemas, type ToolName } from '../../contract/index.ts';
import type { EnvironmentState } from '../state.ts';
import { executeSqlQuery } from './execute-sql-query.ts';
import { readEmail } from './read-email.ts';
import { readFile } from './read-file.ts';
import { sendEmail } from './send-email.ts';
import { failure, type EnvironmentTool, type ToolOutcome } from './types.ts';
import { writeFile } from './write-file.ts';

export const environmentTools: { readonly [T in ToolName]: EnvironmentTool<T> } = {
  read_email: readEmail,
  send_email: sendEmail,
  read_file: readFile,
  write_file: writeFile,
  execute_sql_query: executeSqlQuery,
};

function describeIssues(tool: ToolName, issues: readonly z.core.$ZodIssue[]): string {
  const parts = issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') return `unknown argument${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
    const field = formatJsonPath(issue.path);
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  return `invalid arguments for ${tool}: ${parts.join('; ')}`;
}

/** Validates `args` with the tool's strict schema, then runs it; every failure is a tool error outcome. */
export function executeTool(state: EnvironmentState, call: { readonly tool: string; readonly args: unknown }): ToolOutcome {
  if (!isToolName(call.tool)) return failure(`unknown tool ${JSON.stringify(call.tool)}; available tools: ${TOOL_NAMES.join(', ')}`);
  return runValidated(call.tool, call.args, state);
}

function runValidated<T extends ToolName>(tool: T, args: unknown, state: EnvironmentState): ToolOutcome {
  const parsed = toolSchemas[tool].safeParse(args);
  if (!parsed.success) return failure(describeIssues(tool, parsed.error.issues));
  return (environmentTools[tool] as EnvironmentTool<T>).run(parsed.data as Parameters<EnvironmentTool<T>['run']>[0], state);
}

export type { EnvironmentTool, ToolOutcome } from './types.ts';
