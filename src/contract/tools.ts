import { z } from 'zod';

/**
 * The five tools of the benchmark domain of the Chokepoint Harness paper (mail, files, SQL). Schemas are strict: a call
 * with a missing or an extra field, or a field of the wrong type, is refused before it runs.
 */
export const toolSchemas = {
  read_email: z
    .object({
      /** Read one email by id (from `folder`, when given); without it, list the folder (optionally filtered). */
      id: z.number().int().nonnegative().optional(),
      folder: z.enum(['inbox', 'sent']).optional(),
      /** Case-insensitive substring filter over from, to, subject and body. */
      query: z.string().optional(),
    })
    .strict(),
  send_email: z
    .object({
      to: z.string().min(1),
      subject: z.string(),
      body: z.string(),
      /** Further recipients, seen by all. */
      cc: z.array(z.string().min(1)).optional(),
      /** Hidden recipients. */
      bcc: z.array(z.string().min(1)).optional(),
      /** Files of the workspace to attach, by absolute path; each is sent under its file name. */
      attachments: z.array(z.string().min(1)).optional(),
    })
    .strict(),
  read_file: z.object({ path: z.string().min(1) }).strict(),
  write_file: z.object({ path: z.string().min(1), content: z.string() }).strict(),
  execute_sql_query: z.object({ query: z.string().min(1) }).strict(),
} as const;

export type ToolName = keyof typeof toolSchemas;
export type ToolArgs<T extends ToolName> = z.infer<(typeof toolSchemas)[T]>;

export const TOOL_NAMES = Object.keys(toolSchemas) as ToolName[];

export const toolDescriptions: Record<ToolName, string> = {
  read_email:
    'Read emails. With `id`, returns that email (it must be in `folder` when one is given); otherwise lists emails in `folder` (default inbox) whose sender, recipient, subject or body contains `query` (case-insensitive).',
  send_email:
    'Send an email to one recipient address (`to`), optionally with further recipients (`cc`), hidden recipients (`bcc`) and workspace files attached by absolute path (`attachments`).',
  read_file: 'Read a text file from the workspace file tree by absolute path, e.g. /reports/q3.txt.',
  write_file: 'Create or overwrite a text file in the workspace file tree.',
  execute_sql_query: 'Run one SQL statement against the company database (SQLite dialect) and return the rows.',
};

export function isToolName(name: string): name is ToolName {
  return Object.prototype.hasOwnProperty.call(toolSchemas, name);
}

/** Tools whose successful execution changes environment state. */
/**
 * Texts a tool's success result holds whatever its arguments (`Email sent to <to> ...`, `<n> row(s)
 * affected`): the tools build their results with them, and a check that looks for one of them in a
 * result learns only that a call of the tool ran (the analyzer's fixed-tool-output rule reads them).
 */
export const FIXED_RESULT_TEXT = {
  emailSent: 'Email sent to ',
  rowsAffected: ' row(s) affected',
} as const;

/** Per tool, the texts of `FIXED_RESULT_TEXT` its every success result holds; for `execute_sql_query`, of a query that only writes (a SELECT's result is a table). */
export const FIXED_RESULT_TEXTS: Readonly<Partial<Record<ToolName, readonly string[]>>> = {
  send_email: [FIXED_RESULT_TEXT.emailSent],
  execute_sql_query: [FIXED_RESULT_TEXT.rowsAffected],
};

export const STATE_CHANGING_TOOLS: ReadonlySet<ToolName> = new Set(['send_email', 'write_file', 'execute_sql_query']);

/** A tool call as written in reference solutions and proposed by agents. */
export interface ToolCallSpec<T extends ToolName = ToolName> {
  readonly tool: T;
  readonly args: ToolArgs<T>;
}

/** Typed helper for reference solutions: `call('read_file', { path: '/a.txt' })`. */
export function call<T extends ToolName>(tool: T, args: ToolArgs<T>): ToolCallSpec<T> {
  return { tool, args };
}

/**
 * A reference call to a tool this environment does not have (judges of another benchmark kept
 * with their own tool names, so that they can be analysed and linted). It type-checks, but the
 * host gate refuses it and the feasibility checks report it: such a task cannot be run here.
 */
export interface ExternalToolCall {
  readonly tool: string;
  readonly args: Readonly<Record<string, unknown>>;
  readonly external: true;
}

/** What a reference solution lists: calls to the environment's tools, or to external ones. */
export type ReferenceCall = ToolCallSpec | ExternalToolCall;

export function externalCall(tool: string, args: Readonly<Record<string, unknown>>): ExternalToolCall {
  return { tool, args, external: true };
}

export function isExternalCall(call: ReferenceCall): call is ExternalToolCall {
  return 'external' in call && call.external === true;
}
