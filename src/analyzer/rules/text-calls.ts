import type { CompareRecord, JudgeFacts } from '../flow/facts.ts';
import type { Constant } from '../flow/value.ts';
import type { ReadLocation } from '../types.ts';
import type { TaskFacts } from './rule.ts';

/** Where a text-based agent's calls are written: its final output, or its turns of the conversation. */
const TEXT_LOCATIONS: ReadonlySet<ReadLocation> = new Set(['output', 'messages']);

/**
 * Reading 29: a judge of a text-based agent (ReAct's `Action:` and `Action Input:` lines, a JSON
 * block) takes a call from the agent's text. It checks the name only where every check that decides
 * the verdict compares the text, or a part of it, with a name of a tool the attack's reference calls
 * (`action === 'UnlockFrontDoor'`, `output.includes('Action: UnlockFrontDoor')`),
 * and the text is otherwise only taken apart (the patterns and prefixes that find the lines, the
 * input parsed to see it is valid): those checks only shape which part is compared. The tools it
 * names, or none where the judge checks anything else (an argument, a text of the goal) or reads more
 * than the text.
 */
export function textCallNamesOnly(facts: JudgeFacts, reads: readonly ReadLocation[], task: TaskFacts): string[] {
  if (facts.style !== 'imperative' || facts.unknowns.length > 0) return [];
  if (reads.length === 0 || !reads.every((l) => TEXT_LOCATIONS.has(l))) return [];
  const calls = (task.reference ?? []).filter((c) => c.args.length > 0);
  const tools = new Set(calls.map((c) => c.tool));
  if (tools.size === 0) return [];
  const values = calls
    .flatMap((c) => c.args.flatMap((a) => a.list ?? [a.value]))
    .flatMap((v) => (typeof v === 'string' || typeof v === 'number' ? [String(v).toLowerCase()] : []));
  const named = new Set<string>();
  for (const [id, sign] of facts.verdict.recs) {
    const record = facts.records.get(id);
    if (record === undefined || sign === 0) continue;
    const names = record.type === 'compare' ? toolsNamed(record, tools, values) : [];
    if (names.length === 0) return [];
    for (const n of names) named.add(n);
  }
  return [...named].sort();
}

/**
 * The tools a comparison's expected side names and nothing of what a call carries: a literal equal to
 * the name, or holding it as a word beside the text's own markers (`Action: send_email`), but no
 * number and none of the reference's argument values (`click [22]` names the element too).
 */
function toolsNamed(record: CompareRecord, tools: ReadonlySet<string>, values: readonly string[]): string[] {
  if (record.match === 'selector') return [];
  const literals: Constant[] = [record.expected.constant?.value, ...(record.expected.constantList ?? [])];
  const texts = literals.map((l) => (typeof l === 'string' ? l : typeof l === 'object' && l !== null ? l.regex : undefined));
  return [...tools].filter((tool) => texts.some((t) => t !== undefined && namesWord(t, tool) && !carriesArgument(t.replace(tool, ''), values)));
}

function carriesArgument(rest: string, values: readonly string[]): boolean {
  const text = rest.toLowerCase();
  return /\d/.test(text) || values.some((v) => v !== '' && text.includes(v));
}

function namesWord(text: string, word: string): boolean {
  const at = text.indexOf(word);
  if (at < 0) return false;
  const before = text[at - 1];
  const after = text[at + word.length];
  return !isNameCharacter(before) && !isNameCharacter(after);
}

function isNameCharacter(ch: string | undefined): boolean {
  return ch !== undefined && /[A-Za-z0-9_]/.test(ch);
}
