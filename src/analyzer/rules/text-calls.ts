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
 * (`action === 'AugustSmartLockUnlockDoor'`, `output.includes('Action: AugustSmartLockUnlockDoor')`),
 * and the text is otherwise only taken apart (the patterns and prefixes that find the lines, the
 * input parsed to see it is valid): those checks only shape which part is compared. The tools it
 * names, or none where the judge checks anything else (an argument, a text of the goal) or reads more
 * than the text.
 */
export function textCallNamesOnly(facts: JudgeFacts, reads: readonly ReadLocation[], task: TaskFacts): string[] {
  if (facts.style !== 'imperative' || facts.unknowns.length > 0) return [];
  if (reads.length === 0 || !reads.every((l) => TEXT_LOCATIONS.has(l))) return [];
  const tools = new Set((task.reference ?? []).filter((c) => c.args.length > 0).map((c) => c.tool));
  if (tools.size === 0) return [];
  const named = new Set<string>();
  for (const [id, sign] of facts.verdict.recs) {
    const record = facts.records.get(id);
    if (record === undefined || sign === 0) continue;
    const names = record.type === 'compare' ? toolsNamed(record, tools) : [];
    if (names.length === 0) return [];
    for (const n of names) named.add(n);
  }
  return [...named].sort();
}

/** The tools a comparison's expected side names: a literal equal to the name, or holding it as a word. */
function toolsNamed(record: CompareRecord, tools: ReadonlySet<string>): string[] {
  if (record.match === 'selector') return [];
  const literals: Constant[] = [record.expected.constant?.value, ...(record.expected.constantList ?? [])];
  const texts = literals.map((l) => (typeof l === 'string' ? l : typeof l === 'object' && l !== null ? l.regex : undefined));
  return [...tools].filter((tool) => texts.some((t) => t !== undefined && namesWord(t, tool)));
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
