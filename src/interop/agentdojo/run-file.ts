import { jsonNestsDeeperThan } from '../../io.ts';

/**
 * The shape of one AgentDojo run file (`<suite>/<user_task>/<attack>/<task>.json`), checked by
 * hand so that every problem comes out as one sentence naming the field. Older files carry
 * `content` as a string, newer ones (AgentDojo >= 0.1.30) as a list of `{type: 'text', content}`
 * blocks; both are accepted.
 */

export type Role = 'system' | 'user' | 'assistant' | 'tool';

export interface RawToolCall {
  readonly function: string;
  readonly args: Record<string, unknown>;
  readonly id: string | null;
}

export interface RawMessage {
  readonly role: Role;
  readonly text: string | null;
  /** Assistant messages only. */
  readonly toolCalls: readonly RawToolCall[];
  /** Tool messages only: the call this result answers, and the tool's error text, if any. */
  readonly toolCallId: string | null;
  readonly toolCall: RawToolCall | null;
  readonly error: string | null;
}

export interface RawRun {
  readonly suite: string;
  readonly pipelineName: string | null;
  readonly userTask: string;
  readonly injectionTask: string | null;
  readonly attackType: string | null;
  readonly injections: Readonly<Record<string, string>>;
  readonly messages: readonly RawMessage[];
  readonly error: string | null;
  readonly durationSeconds: number | null;
  readonly utility: boolean;
  readonly security: boolean;
  readonly benchmarkVersion: string | null;
  readonly evaluationTimestamp: string | null;
  /** The labels and metadata exactly as stored, for `ScenarioRecord.imported.labels`. */
  readonly labels: Readonly<Record<string, unknown>>;
}

/** Why a file cannot be imported; `field` is a dotted path into the JSON. */
export class RunFileProblem extends Error {
  constructor(
    readonly field: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

const ROLES: readonly Role[] = ['system', 'user', 'assistant', 'tool'];

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'string' ? 'text' : typeof value;
}

function text(data: Json, field: string, path = field): string {
  const value = data[field];
  if (typeof value !== 'string' || value === '') throw new RunFileProblem(path, `expected non-empty text, got ${describe(value)}`);
  return value;
}

function optionalText(data: Json, field: string, path = field): string | null {
  const value = data[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw new RunFileProblem(path, `expected text or null, got ${describe(value)}`);
  return value;
}

function label(data: Json, field: 'utility' | 'security'): boolean {
  const value = data[field];
  if (typeof value !== 'boolean') {
    throw new RunFileProblem(field, value === undefined ? 'label missing: the run was never judged' : `expected true or false, got ${describe(value)}`);
  }
  return value;
}

/** String content, a list of text blocks, or null (assistant turns that only call tools). */
function contentText(value: unknown, path: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) throw new RunFileProblem(path, `expected text, a list of content blocks or null, got ${describe(value)}`);
  const parts = value.map((block, i) => {
    if (!isObject(block)) throw new RunFileProblem(`${path}[${i}]`, `expected a content block, got ${describe(block)}`);
    const inner = block.content ?? block.text;
    if (typeof inner === 'string') return inner;
    if (inner === null) return '';
    throw new RunFileProblem(`${path}[${i}]`, `content block of type ${JSON.stringify(block.type)} has no text`);
  });
  return parts.join('\n');
}

function toolCall(value: unknown, path: string): RawToolCall {
  if (!isObject(value)) throw new RunFileProblem(path, `expected a tool call object, got ${describe(value)}`);
  const name = value.function;
  if (typeof name !== 'string') throw new RunFileProblem(`${path}.function`, `expected the tool name, got ${describe(name)}`);
  let args: unknown = value.args;
  if (typeof args === 'string') {
    const raw = args;
    if (jsonNestsDeeperThan(raw, MAX_JSON_DEPTH)) throw new RunFileProblem(`${path}.args`, `arguments nest deeper than ${MAX_JSON_DEPTH} levels`);
    try {
      args = JSON.parse(raw);
    } catch {
      throw new RunFileProblem(`${path}.args`, `unparsable arguments ${JSON.stringify(raw.slice(0, 80))}`);
    }
  }
  if (args === undefined || args === null) args = {};
  if (!isObject(args)) throw new RunFileProblem(`${path}.args`, `expected an argument object, got ${describe(args)}`);
  const id = value.id;
  return { function: name, args, id: typeof id === 'string' && id !== '' ? id : null };
}

function message(value: unknown, i: number): RawMessage {
  const path = `messages[${i}]`;
  if (!isObject(value)) throw new RunFileProblem(path, `expected a message object, got ${describe(value)}`);
  const role = value.role;
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) {
    throw new RunFileProblem(`${path}.role`, `unknown role ${JSON.stringify(role)} (expected ${ROLES.join(', ')})`);
  }
  // Built field by field: object spread is slow on this path (hundreds of thousands of messages).
  const text = contentText(value.content, `${path}.content`);
  if (role === 'assistant') {
    const calls = value.tool_calls;
    if (calls !== undefined && calls !== null && !Array.isArray(calls)) {
      throw new RunFileProblem(`${path}.tool_calls`, `expected a list of tool calls, got ${describe(calls)}`);
    }
    const toolCalls = (calls ?? []).map((c, k) => toolCall(c, `${path}.tool_calls[${k}]`));
    return { role, text, toolCalls, toolCallId: null, toolCall: null, error: null };
  }
  if (role === 'tool') {
    const error = value.error;
    if (error !== undefined && error !== null && typeof error !== 'string') {
      throw new RunFileProblem(`${path}.error`, `expected the tool error text or null, got ${describe(error)}`);
    }
    return {
      role,
      text,
      toolCalls: [],
      toolCallId: typeof value.tool_call_id === 'string' && value.tool_call_id !== '' ? value.tool_call_id : null,
      toolCall: value.tool_call === undefined || value.tool_call === null ? null : toolCall(value.tool_call, `${path}.tool_call`),
      error: error ?? null,
    };
  }
  return { role: role as Role, text, toolCalls: [], toolCallId: null, toolCall: null, error: null };
}

const LABEL_FIELDS = [
  'utility',
  'security',
  'error',
  'duration',
  'pipeline_name',
  'benchmark_version',
  'agentdojo_package_version',
  'evaluation_timestamp',
] as const;

/** Nesting a run file may have: AgentDojo's files nest a few levels; a deep one is hostile, and would overflow the stack of whatever walks it. */
const MAX_JSON_DEPTH = 64;

/** The names a run file gives its suite, tasks and attack: they become parts of scenario ids. */
function checkName(data: Json, field: string): void {
  const value = data[field];
  if (typeof value === 'string' && !/^[A-Za-z0-9][A-Za-z0-9_.+-]{0,199}$/.test(value)) {
    throw new RunFileProblem(field, `${JSON.stringify(value.slice(0, 80))} is not a name (letters, digits and _.+-)`);
  }
}

/** Parses the text of one run file; throws `RunFileProblem` with the first problem found. */
export function parseRunFile(source: string): RawRun {
  if (jsonNestsDeeperThan(source, MAX_JSON_DEPTH)) throw new RunFileProblem(undefined, `nests deeper than ${MAX_JSON_DEPTH} levels: not a run file`);
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    throw new RunFileProblem(undefined, `invalid JSON: ${(error as Error).message}`);
  }
  if (!isObject(data)) throw new RunFileProblem(undefined, `expected a JSON object, got ${describe(data)}`);
  for (const field of ['suite_name', 'user_task_id', 'injection_task_id', 'attack_type']) checkName(data, field);
  const messages = data.messages;
  if (!Array.isArray(messages)) throw new RunFileProblem('messages', `expected a list of messages, got ${describe(messages)}`);
  const injections = data.injections ?? {};
  if (!isObject(injections)) throw new RunFileProblem('injections', `expected an object of injection texts, got ${describe(injections)}`);
  for (const [vector, payload] of Object.entries(injections)) {
    if (typeof payload !== 'string') throw new RunFileProblem(`injections.${vector}`, `expected the injected text, got ${describe(payload)}`);
  }
  const duration = data.duration;
  if (duration !== undefined && duration !== null && typeof duration !== 'number') {
    throw new RunFileProblem('duration', `expected seconds, got ${describe(duration)}`);
  }
  const labels: Record<string, unknown> = {};
  for (const field of LABEL_FIELDS) if (data[field] !== undefined) labels[field] = data[field];
  return {
    suite: text(data, 'suite_name'),
    pipelineName: optionalText(data, 'pipeline_name'),
    userTask: text(data, 'user_task_id'),
    injectionTask: optionalText(data, 'injection_task_id'),
    attackType: optionalText(data, 'attack_type'),
    injections: injections as Record<string, string>,
    messages: messages.map(message),
    error: optionalText(data, 'error'),
    durationSeconds: typeof duration === 'number' ? duration : null,
    utility: label(data, 'utility'),
    security: label(data, 'security'),
    benchmarkVersion: optionalText(data, 'benchmark_version'),
    evaluationTimestamp: optionalText(data, 'evaluation_timestamp'),
    labels,
  };
}
