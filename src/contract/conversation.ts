import type { MediatorDecision, TraceCall } from './trace.ts';
import type { Snapshot } from './snapshot.ts';

/**
 * The conversation of a scenario as the agent had it: the system prompt (when the agent has one),
 * the user's prompt, the agent's turns (text and the calls it proposed) and what came back for each
 * call, then its final answer. Judges read it as `messages`; records keep it. Calls are named by
 * their position in the trace, so a message and its trace call are found from each other.
 */

export type MessageRole = 'system' | 'user' | 'assistant' | 'tool';

/** Where injected text entered a message: `text.slice(start, end)` is (a copy of) a payload. */
export interface InjectedSpan {
  readonly start: number;
  readonly end: number;
}

export interface Message {
  readonly role: MessageRole;
  readonly text: string;
  /** Assistant turns: the trace indexes of the calls the turn proposed, in order. */
  readonly toolCalls?: readonly number[];
  /** Tool messages: the trace index of the call this message answers. */
  readonly toolCall?: number;
  /** Every place an injected payload appears in `text`; absent when none does. */
  readonly injected?: readonly InjectedSpan[];
}

/**
 * The state after one proposed call: `steps[i]` is the environment after `trace[i]` was handled.
 * A call that did not run (blocked, malformed, stopped at its time limit) leaves the state as it
 * was, so its step repeats the one before (the first repeats `pre`).
 */
export interface Step {
  /** The call's position in the trace (`steps[i].index === i`). */
  readonly index: number;
  readonly state: Snapshot;
}

/** What the agent was shown for a refused call; it names who refused and why, never the policy's internals beyond that. */
export function refusalText(decisions: readonly MediatorDecision[]): string {
  const refusing = decisions.find((d) => !d.allowed);
  if (!refusing) return 'The chokepoint refused this call; it was not executed.';
  const detail = refusing.detail ? ` (${refusing.detail})` : '';
  return `The chokepoint refused this call; it was not executed. ${refusing.by}: ${refusing.reason}${detail}`;
}

/** The text the agent received back for a call: its result, its error, or the chokepoint's refusal. */
function callFeedbackText(call: TraceCall): string {
  switch (call.status) {
    case 'ok':
      return call.result ?? '';
    case 'error':
      return `Error: ${call.error ?? ''}`;
    case 'blocked':
      return refusalText(call.decisions ?? []);
  }
}

export interface ConversationInput {
  /** The agent's system prompt, when it has one. */
  readonly system?: string;
  readonly prompt: string;
  readonly calls: readonly TraceCall[];
  /** The final answer; absent when the conversation ended without one. */
  readonly output?: string;
  /**
   * Per call, whether the agent proposed it in the same turn as the call before it, and the text of
   * the turn that proposed it (on the first call of a turn). Absent: one turn per call, no text.
   */
  readonly turns?: readonly { readonly sameTurn?: boolean; readonly text?: string }[];
  /** Texts an attacker planted (payloads): every copy found in a message is marked. */
  readonly payloads?: readonly string[];
}

/**
 * The conversation as messages. Each turn of the agent is an assistant message naming its calls,
 * each followed (after all of the turn's calls) by one tool message per call with the text the agent
 * received; a final answer is the last assistant message.
 */
export function conversationMessages(input: ConversationInput): Message[] {
  const messages: Message[] = [];
  const mark = (message: Message): Message => withInjected(message, input.payloads ?? []);
  if (input.system !== undefined) messages.push(mark({ role: 'system', text: input.system }));
  messages.push(mark({ role: 'user', text: input.prompt }));
  let turn: { text: string; toolCalls: number[]; answers: Message[] } | undefined;
  const close = () => {
    if (!turn) return;
    messages.push(mark({ role: 'assistant', text: turn.text, toolCalls: turn.toolCalls }), ...turn.answers.map(mark));
    turn = undefined;
  };
  input.calls.forEach((call, i) => {
    const info = input.turns?.[i];
    if (!turn || !info?.sameTurn) {
      close();
      turn = { text: info?.text ?? '', toolCalls: [], answers: [] };
    }
    turn.toolCalls.push(call.index);
    turn.answers.push({ role: 'tool', text: callFeedbackText(call), toolCall: call.index });
  });
  close();
  if (input.output !== undefined) messages.push(mark({ role: 'assistant', text: input.output }));
  return messages;
}

/** The message with every place a payload appears in its text marked (overlapping copies merged). */
function withInjected(message: Message, payloads: readonly string[]): Message {
  const spans = injectedSpans(message.text, payloads);
  return spans.length > 0 ? { ...message, injected: spans } : message;
}

/** Where any of `payloads` appears in `text`, sorted, overlapping and touching spans merged. */
function injectedSpans(text: string, payloads: readonly string[]): InjectedSpan[] {
  const found: InjectedSpan[] = [];
  for (const payload of payloads) {
    if (payload === '') continue;
    for (let at = text.indexOf(payload); at >= 0; at = text.indexOf(payload, at + 1)) found.push({ start: at, end: at + payload.length });
  }
  found.sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: InjectedSpan[] = [];
  for (const span of found) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) merged[merged.length - 1] = { start: last.start, end: Math.max(last.end, span.end) };
    else merged.push(span);
  }
  return merged;
}

/**
 * A message as a record keeps it: a tool message's text is left out where it is the text its call
 * gave back (the trace holds it), and the final answer's where it is the record's output. Records
 * would otherwise hold every tool result twice.
 */
export type StoredMessage = Omit<Message, 'text'> & { readonly text?: string };

/** The messages as a record keeps them (see StoredMessage). */
export function storedMessages(messages: readonly Message[], calls: readonly TraceCall[], output: string): StoredMessage[] {
  const last = messages.length - 1;
  return messages.map((m, i) => {
    const call = m.toolCall === undefined ? undefined : calls[m.toolCall];
    const repeats = (call !== undefined && m.text === callFeedbackText(call)) || (i === last && m.role === 'assistant' && !m.toolCalls && m.text === output);
    if (!repeats) return m;
    const { text: _text, ...rest } = m;
    return rest;
  });
}

/** The messages of a record whole again: each text left out is its call's text, or the output. */
export function recordedMessages(stored: readonly StoredMessage[], calls: readonly TraceCall[], output: string): Message[] {
  return stored.map((m) => {
    if (m.text !== undefined) return m as Message;
    const call = m.toolCall === undefined ? undefined : calls[m.toolCall];
    return { ...m, text: call ? callFeedbackText(call) : output };
  });
}
