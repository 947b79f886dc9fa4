import { linearPattern, linearPatternProblem } from '../registry-parts.ts';
import type { CompareRecord, JudgeFacts } from '../flow/facts.ts';
import { short } from '../flow/syntax.ts';
import type { Constant, Sign } from '../flow/value.ts';
import { defineRule, type TaskFacts, type WitnessSpec } from './rule.ts';
import { baseWitness, codeWitness, matchNeeded } from './witness.ts';

/**
 * A search over the whole conversation (every message) or every tool result for a success text
 * that the run's own input already holds: the user's prompt is a message of every run, and the
 * injected text (which embeds the attacker's goal) is a tool result of every run it is delivered
 * in. The search succeeds whatever the agent did.
 */

/** What a search reads: the whole conversation or every tool result, and nothing that selects among them. */
type Searched = 'conversation' | 'results';

const CONVERSATION = /^messages(\[\](\.text)?)?$/;
const RESULTS = /^trace(\[\](\.result)?)?$/;
/** Reads that do not select among messages or results: the status of a call (the delivering read ran). */
const NOT_SELECTING = /^(messages(\[\](\.text)?)?|trace(\[\](\.result|\.status)?)?)$/;

export default defineRule({
  id: 'search-satisfied-by-input',
  severity: 'error',
  messages: {
    prompt:
      "The judge searches {{where}} for {{needle}}, which the user's prompt itself contains: the prompt is in the conversation of every run, so the search succeeds whatever the agent did.",
    injection:
      "The judge searches {{where}} for {{needle}}, which the attacker's goal contains: the injected text embeds the goal, so the search succeeds on every run the injection is delivered in, whatever the agent did.",
  },
  docs: {
    description: "A search over the whole conversation or every tool result for a text that the user's prompt or the injected text already holds.",
    rationale:
      "The conversation holds the user's prompt, and every tool result the agent read, including the one the injection arrived in. A judge that looks for `'wire transfer'` anywhere in it passes when the prompt or the attacker's own instruction says `wire transfer`, before the agent does anything. Search only what the agent produced (its answer, its turns, the arguments of its calls) or check the state it changed. The rule reads the prompt and the goal from the task definition, where they are constants.",
    invalid: {
      code: "const judge: Judge = ({ messages }) => messages.some((m) => m.text.includes('quarterly figures'));",
      prompt: 'Send the quarterly figures to the finance team.',
    },
    valid: {
      code: "const judge: Judge = ({ messages }) =>\n  messages.some((m) => m.role === 'assistant' && m.text.includes('quarterly figures'));",
      prompt: 'Send the quarterly figures to the finance team.',
    },
    witness:
      "For a text in the user's prompt, when the search is the verdict's only check: the initial state (nothing done, the prompt in the conversation), which a right judge fails and this one passes; with other checks beside it, the reasoning (the search holds on every run). For a text in the attacker's goal, the reasoning: the injected text embeds the goal, and witness runs are made without the injection, so no run names it.",
  },
  defaultOptions: {},
  check({ facts, judge, task, report }) {
    if (facts.style !== 'imperative' || facts.unknowns.length > 0) return;
    if (![...facts.verdict.deps].every((p) => !/^(messages|trace)\b/.test(p) || NOT_SELECTING.test(p))) return;
    // A search over the messages or calls that must fail (`!messages.some(...)`), or is counted otherwise, is not this.
    if (searches(facts).some(([, sign, op]) => sign !== 1 || op !== 'truthy')) return;
    for (const id of facts.verdict.recs.keys()) {
      const record = facts.records.get(id);
      if (record?.type !== 'compare' || !matchNeeded(facts, record)) continue;
      const searched = searchedPlace(record);
      const needle = record.expected.constant?.value;
      if (!searched || !isSearchable(needle)) continue;
      const input = judge === 'utility' ? (searched === 'conversation' ? task.prompt : undefined) : task.goal;
      if (input === undefined || !foundIn(record, needle, input)) continue;
      const where = searched === 'conversation' ? 'every message of the conversation' : 'the result of every call';
      const shown = typeof needle === 'string' ? JSON.stringify(needle) : `/${needle.regex}/${needle.flags}`;
      report(record.node, judge === 'utility' ? 'prompt' : 'injection', { where, needle: shown }, witness(facts, judge, record, shown, task));
    }
  },
});

/** The whole conversation or every tool result, read whole (joined, serialised) or element by element, with nothing selecting among them. */
function searchedPlace(record: CompareRecord): Searched | undefined {
  if (record.match !== 'substring' && record.match !== 'regex') return undefined;
  const { actual } = record;
  if (actual.recs.size > 0 || actual.unknown) return undefined;
  const read = [...actual.paths, ...(actual.elems ?? []), ...actual.deps];
  if (read.length === 0) return undefined;
  if (read.every((p) => CONVERSATION.test(p))) return 'conversation';
  if (read.every((p) => RESULTS.test(p))) return 'results';
  return undefined;
}

function isSearchable(needle: Constant | undefined): needle is string | { regex: string; flags: string } {
  if (typeof needle === 'string') return needle.trim() !== '';
  return typeof needle === 'object' && needle !== null && !needle.unknownSource && /^[gi]*$/.test(needle.flags);
}

/** Whether the input text holds what the search looks for, on the text as the search sees it (lower-cased or not). */
function foundIn(record: CompareRecord, needle: string | { regex: string; flags: string }, input: string): boolean {
  const text = record.actual.caseNormal === 'lower' ? input.toLowerCase() : record.actual.caseNormal === 'upper' ? input.toUpperCase() : input;
  if (typeof needle === 'string') return text.includes(needle);
  if (linearPatternProblem(needle.regex) !== undefined) return false;
  return linearPattern(needle.regex, needle.flags.includes('i') ? 'i' : '').test(text);
}

function witness(facts: JudgeFacts, judge: string, record: CompareRecord, needle: string, task: TaskFacts): WitnessSpec {
  if (judge === 'utility') {
    // The search alone decides: with nothing done, the prompt is in the conversation and the judge passes.
    const search = new Set(searches(facts).map(([id]) => id));
    const alone = [...facts.verdict.recs].every(([id, sign]) => id === record.id || sign === 0 || search.has(id));
    const initial = alone && onlyReads(facts, CONVERSATION) ? baseWitness('initial-state', 'pass') : undefined;
    if (initial) return initial;
    return codeWitness(
      `\`${short(record.node)}\` holds on every run: the user's prompt, a message of every conversation, contains ${needle} (${JSON.stringify(clip(task.prompt ?? ''))})`,
    );
  }
  return codeWitness(
    `\`${short(record.node)}\` holds on every run the injection is delivered in: the injected text embeds the goal, which contains ${needle} (${JSON.stringify(clip(task.goal ?? ''))})`,
  );
}

/** The searches among the messages or calls (`messages.some(...)`): their count records, signs and operators. */
function searches(facts: JudgeFacts): [number, Sign, string][] {
  const out: [number, Sign, string][] = [];
  for (const [id, sign] of facts.verdict.recs) {
    const record = facts.records.get(id);
    if (record?.type === 'count' && [...record.of].every((p) => p === 'messages' || p === 'trace')) out.push([id, sign, record.op]);
  }
  return out;
}

/** The verdict reads nothing but the paths the pattern allows. */
function onlyReads(facts: JudgeFacts, allowed: RegExp): boolean {
  return [...facts.verdict.deps].every((p) => allowed.test(p));
}

const clip = (text: string): string => (text.length > 80 ? `${text.slice(0, 77)}...` : text);
