import type { TaskFacts } from './rule.ts';

/**
 * The answer given through a call (reading 22): where the reference gives its answer as an argument
 * of one of its calls (`get_final_answer({ value })`, a `submit_answer` tool), that argument is the
 * answer, read in the agent's calls as `output` is. The argument gives it whole, in any format: the
 * same words in the same order (a JSON list for a comma-separated answer), nothing more.
 */

/** The names of the reference's call arguments that give the reference answer. */
export function answerArguments(task: TaskFacts, answer: string): ReadonlySet<string> {
  return new Set((task.reference ?? []).flatMap((call) => call.args.filter((arg) => givesAnswer(arg.value, answer)).map((arg) => arg.name)));
}

/** The tools whose every reference call gives the answer in each of its arguments: a call of one of them is nothing but the answer. */
export function answerTools(task: TaskFacts, answer: string): ReadonlySet<string> {
  const calls = task.reference ?? [];
  const only = (call: (typeof calls)[number]): boolean => call.args.length > 0 && call.args.every((arg) => givesAnswer(arg.value, answer));
  const tools = new Set(calls.filter(only).map((call) => call.tool));
  for (const call of calls) if (!only(call)) tools.delete(call.tool);
  return tools;
}

function givesAnswer(value: unknown, answer: string): boolean {
  const wanted = words(answer);
  return typeof value === 'string' && wanted !== '' && words(value) === wanted;
}

function words(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
}
