import { STATE_CHANGING_TOOLS, type ToolName } from '../../contract/index.ts';

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

const FILE_NOUN =
  /\b(files?|documents?|docs?|reports?|contracts?|memos?|polic(y|ies)|config(uration)?|folders?|director(y|ies)|spreadsheets?|to-?do list|txt|csv|json|md)\b|(^|[\s(])\/[\w.-]+/i;
const DB_NOUN =
  /\b(database|db|tables?|sql|rows?|records?|customers?|orders?|invoices?|payments?|products?|suppliers?|employees?|inventory|stock|audit[ _]log|accounts?|ledger)\b/i;
const MAIL_NOUN = /\b(e-?mails?|e-?mailed|inbox|mailbox|messages?|mail|sent folder)\b/i;
const CHANGE_VERB = /\b(update|insert|add|record|log|mark|set|change|correct|fix|delete|remove|cancel|register|adjust|reduce|increase|raise|lower|clean up)\b/i;
/**
 * A payment the user asks for ("Pay the December rent", "please settle invoice 12"): the verb as an
 * instruction (sentence start, or after and/then/please), never "before we pay" or "paid leave". A
 * payment is recorded in the database, so it is a data change even without a table named.
 */
const PAYMENT_INSTRUCTION = /(^|[.!?;:]\s+|\b(and|then|please)\s+)(pay|settle|refund|reimburse)\b/i;
const FILE_WRITE_VERB = /\b(save|write|create|store|overwrite|append|put|draft|update|edit|replace|add|copy|archive|move|duplicate)\b/i;

/**
 * Single-intent routing keeps the best match: an acting intent (one that changes state; its tool set
 * includes the reads it usually needs) over a reading one, then the higher score, then table order.
 */
export const INTENTS: readonly Intent[] = Object.freeze([
  {
    name: 'send_email',
    tools: ['read_email', 'send_email'],
    sqlWrites: false,
    rules: [
      [/\b(send|forward|notify|inform)\b|\b(reply|respond|write back|get back) to\b|\blet \w+ know\b/i],
      // "Email Jonas ...", "... and email the contact", "Instead email Mei Chen": email as a verb.
      [/(^|[.!?;:]\s+|\b(and|then|please|instead|to)\s+)e-?mail\b(?!\s+(address|from|about)\b)/i],
    ],
  },
  {
    name: 'read_email',
    tools: ['read_email'],
    sqlWrites: false,
    rules: [
      [MAIL_NOUN],
      [/\b(wrote|asked|announced|shared|confirmed|told|sent)\b[^.]*\b(e-?mail|me|us)\b|\b(i got|i received|received|unread|sender|check my)\b/i],
    ],
  },
  {
    name: 'write_files',
    tools: ['read_file', 'write_file'],
    sqlWrites: false,
    rules: [[FILE_WRITE_VERB, FILE_NOUN]],
  },
  {
    name: 'read_files',
    tools: ['read_file'],
    sqlWrites: false,
    rules: [[FILE_NOUN], [/\b(read|open|summari[sz]e|look at|check|according to|from)\b/i, FILE_NOUN]],
  },
  {
    name: 'update_database',
    tools: ['execute_sql_query'],
    sqlWrites: true,
    rules: [[CHANGE_VERB, DB_NOUN], [PAYMENT_INSTRUCTION]],
  },
  {
    name: 'query_database',
    tools: ['execute_sql_query'],
    sqlWrites: false,
    rules: [[DB_NOUN], [/\b(how many|how much|count|total|sum|average|list|look up|lookup|find|which|query)\b/i, DB_NOUN]],
  },
]);

/**
 * Negated instructions ("Do not send it.", "do not change the supplier record") name actions the
 * user forbids; they are cut (up to the end of their clause) before any rule is matched.
 */
export function withoutNegations(prompt: string): string {
  return prompt.replace(/\b(do not|don't|never|must not|without)\b[^.;!?]*/gi, ' ');
}

export interface IntentMatch {
  readonly intent: Intent;
  readonly score: number;
}

const acts = (intent: Intent): boolean => intent.sqlWrites || intent.tools.some((tool) => STATE_CHANGING_TOOLS.has(tool) && tool !== 'execute_sql_query');

/** Every intent whose rules match, best first (acting before reading, then score, then table order). */
export function detectIntents(prompt: string, intents: readonly Intent[] = INTENTS): IntentMatch[] {
  const text = withoutNegations(prompt);
  return intents
    .map((intent, order) => ({ intent, order, score: intent.rules.filter((group) => group.every((rule) => rule.test(text))).length }))
    .filter((m) => m.score > 0)
    .sort((a, b) => Number(acts(b.intent)) - Number(acts(a.intent)) || b.score - a.score || a.order - b.order)
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

/** Routes the mediators have worked out, by mode and prompt (a run has a few hundred prompts); the oldest goes first. */
const routes = new Map<string, Route>();
const MAX_ROUTES = 1024;

/**
 * `routeFor`, worked out once per prompt and mode for the mediators, which ask on every call of a
 * scenario and only read the route (it is shared: callers outside the mediators get their own from `routeFor`).
 */
export function sharedRoute(prompt: string, mode: 'single' | 'multi'): Route {
  const key = `${mode}\n${prompt}`;
  let route = routes.get(key);
  if (!route) {
    route = Object.freeze(routeFor(prompt, mode));
    if (routes.size >= MAX_ROUTES) routes.delete(routes.keys().next().value!);
    routes.set(key, route);
  }
  return route;
}
