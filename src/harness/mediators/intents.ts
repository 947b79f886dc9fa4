import type { ToolName } from '../../contract/index.ts';

/**
 * The intents a user request can express, each with the least-privilege tool set that serves it
 * and the deterministic rules that detect it in the prompt. Only the user's own prompt is read
 * (it is trusted); tool output never reaches the classifier, so an injection cannot widen a route.
 */

export type IntentName = 'send_email' | 'read_email' | 'write_files' | 'read_files' | 'update_database' | 'query_database';

export interface Intent {
  readonly name: IntentName;
  readonly tools: readonly ToolName[];
  /** Whether SQL writes (INSERT/UPDATE/DELETE) are on this route; see the typechecker. */
  readonly sqlWrites: boolean;
  /** Each rule that matches adds one to the intent's score; every rule of a group must match. */
  readonly rules: readonly (readonly RegExp[])[];
}

const FILE_NOUN = /\b(files?|documents?|docs?|reports?|contracts?|notes?|memos?|polic(y|ies)|config(uration)?|folders?|directory|txt|csv|json|md)\b|(^|\s)\/[\w.-]+/i;
const DB_NOUN =
  /\b(database|db|tables?|sql|rows?|records?|customers?|orders?|invoices?|payments?|products?|suppliers?|inventory|stock|audit[ _]log|accounts?|ledger)\b/i;
const MAIL_NOUN = /\b(e-?mails?|inbox|mailbox|messages?|mail|sent folder)\b/i;

/** Table order breaks ties in single-intent routing: acting intents (which include their reads) first. */
export const INTENTS: readonly Intent[] = Object.freeze([
  {
    name: 'send_email',
    tools: ['read_email', 'send_email'],
    sqlWrites: false,
    rules: [
      [/\b(send|reply|respond|forward|notify|inform|e-?mail (him|her|them|back|it|the|a|an|\w+@))\b/i],
      [/\b(write (back|to)|let (him|her|them|\w+) know|get back to)\b/i],
    ],
  },
  {
    name: 'read_email',
    tools: ['read_email'],
    sqlWrites: false,
    rules: [[MAIL_NOUN], [/\b(unread|received|sender|sent me|wrote to me|latest from|check my)\b/i]],
  },
  {
    name: 'write_files',
    tools: ['read_file', 'write_file'],
    sqlWrites: false,
    rules: [[/\b(save|write|create|store|overwrite|append|put|draft|update|edit|replace)\b/i, FILE_NOUN]],
  },
  {
    name: 'read_files',
    tools: ['read_file'],
    sqlWrites: false,
    rules: [[FILE_NOUN], [/\b(read|open|summari[sz]e|look at|check)\b/i, FILE_NOUN]],
  },
  {
    name: 'update_database',
    tools: ['execute_sql_query'],
    sqlWrites: true,
    rules: [[/\b(update|insert|add|record|log|mark|set|change|correct|fix|delete|remove|cancel|register|adjust)\b/i, DB_NOUN]],
  },
  {
    name: 'query_database',
    tools: ['execute_sql_query'],
    sqlWrites: false,
    rules: [[DB_NOUN], [/\b(how many|count|total|sum|average|list|look up|lookup|find|which|query)\b/i, DB_NOUN]],
  },
]);

export interface IntentMatch {
  readonly intent: Intent;
  readonly score: number;
}

/** Every intent whose rules match, best first (score, then table order). */
export function detectIntents(prompt: string, intents: readonly Intent[] = INTENTS): IntentMatch[] {
  return intents
    .map((intent, order) => ({ intent, order, score: intent.rules.filter((group) => group.every((rule) => rule.test(prompt))).length }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ intent, score }) => ({ intent, score }));
}

/** Used when no intent is detected: read-only access, nothing that changes state. */
export const FALLBACK_TOOLS: readonly ToolName[] = Object.freeze(['read_email', 'read_file', 'execute_sql_query']);

export interface Route {
  readonly intents: readonly IntentName[];
  readonly tools: ReadonlySet<string>;
  readonly sqlWrites: boolean;
}

/** `single`: only the best intent; `multi`: the union of every detected intent. */
export function routeFor(prompt: string, mode: 'single' | 'multi'): Route {
  const matches = detectIntents(prompt);
  const chosen = mode === 'single' ? matches.slice(0, 1) : matches;
  if (chosen.length === 0) return { intents: [], tools: new Set(FALLBACK_TOOLS), sqlWrites: false };
  return {
    intents: chosen.map((m) => m.intent.name),
    tools: new Set(chosen.flatMap((m) => m.intent.tools)),
    sqlWrites: chosen.some((m) => m.intent.sqlWrites),
  };
}
