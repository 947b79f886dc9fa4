import { RECORD_SCHEMA, storedMessages } from '../../contract/index.ts';
import type { TraceCall, AgentEvent, InjectedSpan, Message, OutcomeClass, ScenarioKind, ScenarioRecord } from '../../contract/index.ts';
import type { SourceFile } from './source-file.ts';
import { parseRunFile, RunFileProblem, type RawMessage, type RawRun } from './run-file.ts';

/**
 * AgentDojo run file -> chokepoint ScenarioRecord. AgentDojo's own verdicts are carried over as
 * verdicts of judge version `agentdojo` (`utility` -> utility, `security` -> attack: in AgentDojo
 * `security: true` means the ATTACK SUCCEEDED). Task ids repeat across AgentDojo's suites, so
 * imported records qualify them with the suite (`banking/user_task_0`).
 */

export const AGENTDOJO_JUDGE = 'agentdojo';

/** A file that could not be imported (counted, reported by path, never silently dropped). */
export interface ImportProblem {
  readonly file: string;
  readonly field?: string;
  readonly reason: string;
}

/** Something imported but worth knowing: a tool result without its call, a call without a result. */
export interface ImportWarning {
  readonly file: string;
  readonly reason: string;
}

export interface ConvertedRun {
  readonly record: ScenarioRecord;
  readonly warnings: readonly ImportWarning[];
  /** `pipeline_name` as written in the file (AgentDojo sometimes records `local`), when it differs from the folder. */
  readonly pipelineNameInFile: string | null;
  readonly benchmarkVersion: string | null;
}

export type ConversionResult = { readonly ok: true; readonly run: ConvertedRun } | { readonly ok: false; readonly problem: ImportProblem };

export const NO_ATTACK = 'none';

/** Event detail of a run file that holds no messages at all (AgentDojo still recorded labels for it). */
export const EMPTY_TRACE = 'the AgentDojo run file holds no messages';

/** Error of a proposed call that has no tool result in the trace (the agent loop stopped before running it). */
export const UNANSWERED_CALL = 'no tool result recorded in the AgentDojo trace';

/** `agentdojo:injection_bill_text` (several vectors joined with `,`). */
export function formatVectors(vectors: readonly string[]): string | null {
  return vectors.length === 0 ? null : vectors.map((v) => `agentdojo:${v}`).join(',');
}

export function qualify(suite: string, task: string): string {
  return `${suite}/${task}`;
}

export function scenarioIdOf(kind: ScenarioKind, suite: string, userTask: string, injectionTask: string | null, attackType: string | null): string {
  return kind === 'attack' ? `${suite}/${userTask}+${injectionTask}@${attackType}` : `${suite}/${userTask}`;
}

function kindOf(run: RawRun): ScenarioKind {
  const attacked = run.attackType !== null && run.attackType !== NO_ATTACK;
  if (attacked !== (run.injectionTask !== null)) {
    throw new RunFileProblem(
      attacked ? 'injection_task_id' : 'attack_type',
      attacked ? `attack type ${run.attackType} without an injection task` : `injection task ${run.injectionTask} without an attack type`,
    );
  }
  if (attacked) return 'attack';
  // AgentDojo also runs each injection task as if it were a user task: a capability probe, not a benign task.
  return run.userTask.startsWith('injection_task_') ? 'probe' : 'benign';
}

/** The path must say what the file says: `<suite>/<user_task>/<attack>/<injection_task or none>.json`. */
function checkPath(relativePath: string, run: RawRun): void {
  const parts = relativePath.split('/');
  if (parts.length !== 4 || !parts[3].endsWith('.json')) {
    throw new RunFileProblem(undefined, 'unexpected location (expected <suite>/<user_task>/<attack_type>/<injection_task>.json)');
  }
  const expected = [run.suite, run.userTask, run.attackType ?? NO_ATTACK, `${run.injectionTask ?? NO_ATTACK}.json`];
  const fields = ['suite_name', 'user_task_id', 'attack_type', 'injection_task_id'];
  parts.forEach((part, i) => {
    if (part !== expected[i]) throw new RunFileProblem(fields[i], `the path says ${JSON.stringify(part)} but the file says ${JSON.stringify(expected[i])}`);
  });
}

interface PendingCall {
  index: number;
  tool: string;
  args: Record<string, unknown>;
  id: string | null;
  status: TraceCall['status'] | 'pending';
  result?: string;
  error?: string;
}

/** The calls of a trace, and for each message the calls it proposed (assistant) or answers (tool), by trace index. */
interface PairedCalls {
  readonly calls: TraceCall[];
  readonly byMessage: readonly (readonly number[])[];
}

/** Pairs each tool result with its call: by call id when both have one, else the oldest pending call of that tool, else the oldest. */
function pairCalls(messages: readonly RawMessage[], file: string, warnings: ImportWarning[]): PairedCalls {
  const calls: PendingCall[] = [];
  const byMessage: number[][] = messages.map(() => []);
  messages.forEach((m, i) => {
    if (m.role === 'assistant') {
      for (const c of m.toolCalls) {
        byMessage[i].push(calls.length);
        calls.push({ index: calls.length, tool: c.function, args: c.args, id: c.id, status: 'pending' });
      }
      return;
    }
    if (m.role !== 'tool') return;
    const pending = calls.filter((c) => c.status === 'pending');
    const id = m.toolCallId ?? m.toolCall?.id ?? null;
    const match =
      (id !== null ? pending.find((c) => c.id === id) : undefined) ??
      (m.toolCall ? pending.find((c) => c.tool === m.toolCall!.function) : undefined) ??
      pending[0];
    if (!match) {
      warnings.push({ file, reason: `messages[${i}]: tool result without a pending call (${m.toolCall?.function ?? 'unnamed'}); not counted as a call` });
      return;
    }
    byMessage[i].push(match.index);
    if (m.error !== null) {
      match.status = 'error';
      match.error = m.error;
    } else {
      match.status = 'ok';
      match.result = m.text ?? '';
    }
  });
  const paired = calls.map((c): TraceCall => {
    if (c.status === 'pending') {
      warnings.push({ file, reason: `tool call #${c.index} (${c.tool}) has no result in the trace; recorded as an error` });
      return { index: c.index, tool: c.tool, args: c.args, status: 'error', error: UNANSWERED_CALL };
    }
    return c.status === 'ok'
      ? { index: c.index, tool: c.tool, args: c.args, status: c.status, result: c.result }
      : { index: c.index, tool: c.tool, args: c.args, status: c.status, error: c.error };
  });
  return { calls: paired, byMessage };
}

/**
 * Where the injected texts appear in `text`, compared as D1 compares them (letters and digits only,
 * lower-cased: tools render injected text as YAML or Python reprs, re-wrapped and quoted), each span
 * from the first to the last letter or digit of the copy in the original text.
 */
function looseSpans(text: string, payloads: readonly string[]): InjectedSpan[] {
  const kept: string[] = [];
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\' && 'nrt'.includes(text[i + 1] ?? '')) {
      i++;
      continue;
    }
    const c = text[i].toLowerCase();
    if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
      kept.push(c);
      at.push(i);
    }
  }
  const haystack = kept.join('');
  const spans: InjectedSpan[] = [];
  for (const payload of payloads) {
    const needle = normalizeForDelivery(payload);
    if (needle === '') continue;
    for (let k = haystack.indexOf(needle); k >= 0; k = haystack.indexOf(needle, k + needle.length)) {
      spans.push({ start: at[k], end: at[k + needle.length - 1] + 1 });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}

/**
 * AgentDojo's messages as the conversation: each with its role and text (a tool message's result,
 * or its error when it has no text), the calls an assistant message proposed and the call a tool
 * message answers (trace indexes), and where an injected text appears in a tool's answer.
 */
function conversationOf(messages: readonly RawMessage[], byMessage: PairedCalls['byMessage'], payloads: readonly string[]): Message[] {
  return messages.map((m, i) => {
    const text = m.text || (m.error ?? '');
    // AgentDojo plants injections in what its tools return.
    const spans = m.role === 'tool' && payloads.length > 0 ? looseSpans(text, payloads) : [];
    const calls = byMessage[i];
    return {
      role: m.role,
      text,
      ...(m.role === 'assistant' && calls.length > 0 ? { toolCalls: calls } : {}),
      ...(m.role === 'tool' && calls.length > 0 ? { toolCall: calls[0] } : {}),
      ...(spans.length > 0 ? { injected: spans } : {}),
    };
  });
}

/**
 * Lower-cased letters and digits only: tool results render injected text as YAML (re-wrapped,
 * quoted) or as Python reprs (newlines escaped as a literal backslash-n), never verbatim.
 */
export function normalizeForDelivery(text: string): string {
  return text
    .replace(/\\[nrt]/g, ' ')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/** D1: some tool result the agent received contains every injected text (compared without spacing and punctuation). */
function payloadDelivered(payloads: readonly string[], calls: readonly TraceCall[]): boolean {
  const seen = normalizeForDelivery(calls.map((c) => c.result ?? c.error ?? '').join('\n'));
  return payloads.every((p) => {
    const needle = normalizeForDelivery(p);
    return needle !== '' && seen.includes(needle);
  });
}

/** Documented precedence: an errored run is env_error; then utility; then no call at all; else wrong_result. */
function outcomeOf(run: RawRun, calls: readonly TraceCall[]): OutcomeClass {
  if (run.error !== null) return 'env_error';
  if (run.utility) return 'success';
  return calls.length === 0 ? 'no_tool_call' : 'wrong_result';
}

function lastAssistantText(messages: readonly RawMessage[]): string {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m.role === 'assistant' && m.text !== null && m.text.trim() !== '') return m.text;
  }
  return '';
}

/**
 * AgentDojo writes `YYYY-MM-DD HH:MM:SS` (UTC) since 0.1.30; older files carry no timestamp, and
 * the file's own modification time is the best evidence of when the run happened.
 */
function startedAt(run: RawRun, modifiedAt: string): string {
  if (run.evaluationTimestamp === null) return modifiedAt;
  const iso = new Date(`${run.evaluationTimestamp.replace(' ', 'T')}Z`);
  return Number.isNaN(iso.getTime()) ? modifiedAt : iso.toISOString();
}

function toRecord(run: RawRun, file: SourceFile, source: string, warnings: ImportWarning[]): ScenarioRecord {
  const at = startedAt(run, file.modifiedAt);
  const kind = kindOf(run);
  const { calls, byMessage } = pairCalls(run.messages, file.origin, warnings);
  const vectors = Object.keys(run.injections).sort();
  const payloads = [...new Set(vectors.map((v) => run.injections[v]))];
  const attack = kind === 'attack';
  const events: AgentEvent[] = [];
  if (run.error !== null) events.push({ type: 'error', at, detail: run.error });
  if (run.messages.length === 0) events.push({ type: 'error', at, detail: EMPTY_TRACE });
  if (calls.length === 0) events.push({ type: 'no_tool_call', at });
  return {
    schema: RECORD_SCHEMA,
    scenario: {
      id: scenarioIdOf(kind, run.suite, run.userTask, run.injectionTask, run.attackType),
      kind,
      suite: run.suite,
      userTask: qualify(run.suite, run.userTask),
      injectionTask: attack ? qualify(run.suite, run.injectionTask!) : null,
      locator: attack ? formatVectors(vectors) : null,
      payload: attack && payloads.length > 0 ? payloads.join('\n\n') : null,
      // AgentDojo's attack type is the record's attack: its any-attack summary and budget use it.
      ...(attack ? { attack: run.attackType! } : {}),
    },
    benchmarkVersion: `${AGENTDOJO_JUDGE}@${run.benchmarkVersion ?? 'unrecorded'}`,
    startedAt: at,
    durationMs: Math.round((run.durationSeconds ?? 0) * 1000),
    calls,
    output: lastAssistantText(run.messages),
    events,
    delivered: attack ? payloadDelivered(payloads, calls) : null,
    utility: { passed: run.utility, judgeVersion: AGENTDOJO_JUDGE },
    attack: attack ? { passed: run.security, judgeVersion: AGENTDOJO_JUDGE } : null,
    outcome: outcomeOf(run, calls),
    error: run.error,
    messages: storedMessages(conversationOf(run.messages, byMessage, payloads), calls, lastAssistantText(run.messages)),
    imported: {
      source,
      labels: run.labels,
      attackType: attack ? run.attackType : null,
      injections: run.injections,
    },
  };
}

/** Converts one file; a malformed file comes back as a problem naming the file, field and reason. */
export function convertRunFile(file: SourceFile, source: string): ConversionResult {
  try {
    const run = parseRunFile(file.text);
    checkPath(file.relativePath, run);
    const warnings: ImportWarning[] = [];
    if (run.messages.length === 0) warnings.push({ file: file.origin, reason: 'empty trace: no messages at all; AgentDojo labels kept as recorded' });
    const record = toRecord(run, file, source, warnings);
    return { ok: true, run: { record, warnings, pipelineNameInFile: run.pipelineName, benchmarkVersion: run.benchmarkVersion } };
  } catch (error) {
    if (!(error instanceof RunFileProblem)) throw error;
    return { ok: false, problem: { file: file.origin, field: error.field, reason: error.message } };
  }
}
