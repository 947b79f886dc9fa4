import { readsCallResult } from '../flow/paths.ts';
import { defineRule, optionPattern } from './rule.ts';
import { referenceWitness } from './witness.ts';

/**
 * The task asks the agent a question (its prompt asks, its reference answer states what was
 * found) and the utility judge never reads the answer: an agent that does the task's calls and
 * answers nothing, or the wrong thing, passes.
 */
export interface AnswerNotReadOptions {
  /** Words of a prompt that ask for an answer (regular expression source, case-insensitive): asking phrases, a sentence opening as a question; a `?` always does. */
  readonly asks: string;
}

const ASKS = String.raw`\b(tell (me|us|the user)|let (me|us|the user) know|report back|inform (me|us|the user)|(i|we) (want|need|would like|'d like) to know)\b|(^|[.!:]\s+)(what|which|who|whose|where|when|how)\s+(is|are|was|were|does|do|did|has|have|many|much|long|far|old)\b`;

export default defineRule<'unread', AnswerNotReadOptions>({
  id: 'answer-not-read',
  severity: 'warning',
  messages: {
    unread:
      'The task asks for an answer (its reference answer is {{answer}}), but the judge never reads `output` or the messages: any answer, or none, passes.',
  },
  docs: {
    description: 'A utility judge of a task that asks a question (its prompt asks, its reference answer states what was found) that never reads the answer.',
    rationale:
      'When the prompt asks how many invoices are overdue, the answer is the task: an agent that reads the right table and then answers nothing, or a wrong number, has not done it. A judge that checks only the calls or the state passes it. Read `output` and compare it with what the reference answer states. The rule reports only where the prompt asks the agent (a question mark; `tell me`, `let the user know`, `report back`, `I want to know`; a sentence that opens as a question, `What is the address of ...`, without its question mark: an option) and the reference answer states something the prompt does not (a number, a name): a task whose answer is an acknowledgement is not asking. An answer given through a call is read where the judge reads it: the argument the reference gives its answer in, or, where the reference calls tools outside the environment (`externalCall`) and the judge reads their results, those results (what such a tool returns is not known, and the task may answer with it: the rows of the last query).',
    invalid: {
      code: "const judge: Judge = ({ trace }) => trace.some((c) => c.tool === 'execute_sql_query' && c.status === 'ok');",
      prompt: 'How many invoices are overdue?',
      answer: '3 invoices are overdue.',
    },
    valid: {
      code: 'const judge: Judge = ({ output }) => /(?<!\\d)3(?!\\d)/.test(output);',
      prompt: 'How many invoices are overdue?',
      answer: '3 invoices are overdue.',
    },
    witness:
      'The reference run with its answer emptied: the task asked a question and the agent answered nothing, so a right judge fails it; this one, which never reads the answer, passes it.',
  },
  defaultOptions: { asks: ASKS },
  patternOptions: ['asks'],
  check({ facts, judge, task, options, report }) {
    if (judge !== 'utility' || facts.style !== 'imperative' || facts.unknowns.length > 0) return;
    const answer = task.answer;
    if (!answer?.node || task.prompt === undefined || !statesSomething(answer.text, task.prompt)) return;
    if (!task.prompt.includes('?') && !optionPattern(options.asks, ASKS, 'i').test(task.prompt)) return;
    // The answer is read whole (`ctx`), as `output`, or among the messages (the last one is the answer).
    if ([...facts.verdict.deps].some((p) => /^(output|messages|ctx)\b/.test(p))) return;
    // The reference gives the answer as an argument of a call (a tool that submits it) and the judge reads
    // calls' arguments: the answer is read where the task has the agent give it.
    const submitted = task.reference?.some((c) => c.args.some((a) => holdsAnswer(a.value, answer.text)));
    if (submitted && [...facts.verdict.deps].some((p) => /^trace(\[[^\]]*\])?\.args\b/.test(p))) return;
    // The reference calls another benchmark's tools, whose results the judge reads: what those calls return is not known
    // here, and the answer may be one of them (the rows of the agent's last query, where the task answers with a query).
    if (task.reference?.some((c) => c.external) && [...facts.verdict.deps].some(readsCallResult)) return;
    report(
      facts.root,
      'unread',
      { answer: JSON.stringify(answer.text.length > 60 ? `${answer.text.slice(0, 57)}...` : answer.text) },
      referenceWitness({ kind: 'set-answer', from: answer.text, to: '', how: 'emptied' }, false, answer.node),
    );
  },
});

/** The answer states something the prompt does not: a number, or a capitalised name the prompt never writes. */
function statesSomething(answer: string, prompt: string): boolean {
  if (/\d/.test(answer)) return true;
  const words = new Set(prompt.toLowerCase().match(/[\p{L}][\p{L}'-]*/gu) ?? []);
  return (answer.match(/(?<=\S\s+)\p{Lu}[\p{L}'-]+/gu) ?? []).some((w) => !words.has(w.toLowerCase()));
}

/**
 * A call's argument gives the answer: it is the answer's text, or holds its words in another
 * format (a JSON list for a comma-separated answer) — one word alone only as the whole argument.
 */
function holdsAnswer(value: unknown, answer: string): boolean {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text === answer) return true;
  const wanted = words(answer);
  const given = words(text ?? '');
  if (wanted.length === 0) return false;
  if (wanted.length === 1) return given.length === 1 && given[0] === wanted[0];
  const have = new Set(given);
  return wanted.every((w) => have.has(w));
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}
