import { ts } from '../typescript.js';
import { sortBothSides } from './fixes.ts';
import type { CompareRecord } from '../flow/facts.ts';
import { isTextPart } from '../flow/paths.ts';
import { short } from '../flow/syntax.ts';
import type { TextPattern } from '../../registry/index.ts';
import { defineRule, optionPattern, type TaskFacts, type WitnessSpec } from './rule.ts';
import { callsOf, codeWitness, referenceWitness } from './witness.ts';

const UNORDERED_ARGUMENTS = '^(to|cc|bcc|recipients?|receivers?|attendees|participants|members|users|emails|addresses|channels|ids|\\w+_ids)$';
const LIST_WORDS = String.raw`\b(list|lists|listing|comma[- ]separated|separated by|(two|three|four|five|six|seven|eight|nine|ten|both|all) (of )?(the |their )?\w+s)\b`;
const ORDER_WORDS = String.raw`\b(order(ed|ing)?|sort(ed|ing)?|ascending|descending|increasing|decreasing|alphabeti[sz]\w*|chronologic\w*|rank(ed|ing)?|sequence|first|last|then|before|after|earliest|latest|top|bottom|largest|smallest|highest|lowest)\b|\bfrom \S+ to\b`;

/**
 * Lists compared in order (`JSON.stringify(a) === JSON.stringify(b)`, joined and compared) where
 * the order carries no meaning: rows, e-mails and files of the state, recipients and ids, the items
 * of an answer where the task names no order for them.
 */
export interface OrderSensitiveComparisonOptions {
  /** Names of call arguments (regular expression source) whose lists are sets: recipients, ids, members. */
  readonly unorderedArguments: string;
  /** Words of a prompt that give the answer's items an order (regular expression source, case-insensitive). */
  readonly orderWords: string;
  /** Words of a prompt that ask for several items (regular expression source, case-insensitive). */
  readonly listWords: string;
}

export default defineRule<'ordered', OrderSensitiveComparisonOptions>({
  id: 'order-sensitive-comparison',
  severity: 'warning',
  messages: {
    ordered:
      '`{{text}}` compares {{what}} as lists, in order, but their order carries no meaning: the same {{what}} in another order fail the check. Sort both sides first or compare them as sets.',
  },
  docs: {
    description: 'Lists compared in order where order carries no meaning (rows, recipients, sets of ids, the items of an answer the task gives no order).',
    rationale:
      "The state keeps rows and e-mails in the order they were written, and an agent may send the invitations in any order: comparing the serialised lists rejects a correct run (or, for an attack judge, misses a successful one). Sort both sides, or compare sizes and membership. The same holds of the items of the answer (split at commas, semicolons or line breaks and compared position by position) where the prompt asks for several items (`which two countries`, `comma-separated`: `listWords`) and names no order for them (`in ascending order`, `alphabetized`, `westernmost first`: `orderWords`), and the reference answer lists two items or more; a deep equality that calls itself on the elements at each position (Python's `==` written out) compares lists in order too. Not reported when the expected list has at most one element (`JSON.stringify(ids) === JSON.stringify(['a'])`): one element has no order to get wrong, and the only list that passes is the right one.",
    invalid: {
      code: "const judge: Judge = ({ post }) =>\n  JSON.stringify(post.tables.invites.map((r) => r.email)) === JSON.stringify(['ana@acme.test', 'ben@acme.test']);",
      reference:
        "[call('execute_sql_query', { query: \"INSERT INTO invites (email) VALUES ('ana@acme.test')\" }), call('execute_sql_query', { query: \"INSERT INTO invites (email) VALUES ('ben@acme.test')\" })]",
    },
    valid: {
      code: "const judge: Judge = ({ post }) =>\n  JSON.stringify(post.tables.invites.map((r) => String(r.email)).sort()) === JSON.stringify(['ana@acme.test', 'ben@acme.test']);",
    },
    witness:
      "The reference run with the same elements in another order: the calls that write them (mails, rows, files) made in reverse order, or a list argument reversed. The same elements: a right judge gives the reference run's verdict, this one the other. For the items of the answer, the reference answer with its items listed in reverse order. Where the reference writes fewer than two of them, the comparison itself (exact reasoning: it compares element by element).",
  },
  defaultOptions: { unorderedArguments: UNORDERED_ARGUMENTS, orderWords: ORDER_WORDS, listWords: LIST_WORDS },
  patternOptions: ['unorderedArguments', 'orderWords', 'listWords'],
  check({ facts, task, options, report, types }) {
    const prompt = { ordered: optionPattern(options.orderWords, ORDER_WORDS, 'i'), list: optionPattern(options.listWords, LIST_WORDS, 'i') };
    let answerReported = false;
    const argumentPath = (names: string) => `\\.args\\.(${names.replace(/^\^|\$$/g, '')})$`;
    const unorderedArgument = optionPattern(argumentPath(options.unorderedArguments), argumentPath(UNORDERED_ARGUMENTS), 'i');
    for (const id of facts.verdict.recs.keys()) {
      const record = facts.records.get(id);
      if (record?.type !== 'compare' || record.match !== 'list-equality' || atMostOneExpected(record)) continue;
      const what = unorderedList(record, unorderedArgument) ?? unorderedAnswerItems(record, task, prompt);
      if (what === ANSWER_ITEMS) {
        // One finding for the answer's items, however many comparisons of them the judge makes.
        if (!answerReported) report(record.node, 'ordered', { text: short(record.node), what }, answerWitness(task.answer!));
        answerReported = true;
      } else if (what) {
        const fix = sortBothSides(record.node, (list) => sortsByValue(list, types.checker));
        report(record.node, 'ordered', { text: short(record.node), what }, witness(task, record, what), fix);
      }
    }
  },
});

const ANSWER_ITEMS = 'items of the answer';

/**
 * The items of the answer (its parts split at a separator) compared position by position, where the
 * task asks for several items and names no order for them: its prompt asks for a list (`which two
 * countries`, `comma-separated`) with no word that orders it (`in ascending order`, `westernmost
 * first`, `alphabetized`), and its reference answer lists two items or more. The agent chooses the
 * order it lists them in, and the same items in another order answer the question.
 */
function unorderedAnswerItems(
  record: CompareRecord,
  task: TaskFacts,
  prompt: { readonly ordered: TextPattern; readonly list: TextPattern },
): string | undefined {
  const own = [...record.actual.paths, ...(record.actual.elems ?? [])];
  if (own.length === 0 || !own.every((p) => isTextPart(p) && /^output\b/.test(p))) return undefined;
  if (task.prompt === undefined || !prompt.list.test(task.prompt) || prompt.ordered.test(task.prompt) || !task.answer?.node) return undefined;
  return answerItems(task.answer.text) ? ANSWER_ITEMS : undefined;
}

/** A reference answer's items and the separators between them (a comma, a semicolon, a line break), when it lists two different ones or more. */
function answerItems(text: string): { readonly items: string[]; readonly separators: string[] } | undefined {
  const separator = [/\s*\n\s*/, /\s*;\s*/, /\s*,\s*/].find((s) => s.test(text.trim()));
  if (!separator) return undefined;
  const parts = text.trim().split(new RegExp(`(${separator.source})`));
  const items = parts.filter((_, i) => i % 2 === 0);
  if (items.some((item) => item === '') || new Set(items).size < 2) return undefined;
  return { items, separators: parts.filter((_, i) => i % 2 === 1) };
}

/** The reference run with the items of its answer listed in reverse order: the same items, so a right judge still passes. */
function answerWitness(answer: NonNullable<TaskFacts['answer']>): WitnessSpec {
  const { items, separators } = answerItems(answer.text)!;
  const reversed = [...items].reverse();
  const to = reversed.map((item, i) => (i < separators.length ? item + separators[i] : item)).join('');
  return referenceWitness({ kind: 'set-answer', from: answer.text, to, how: 'reversed' }, true, answer.node);
}

/** The tool whose calls make the elements of a list of the state, by what it holds. */
const WRITER: Readonly<Record<string, string>> = { 'e-mails': 'send_email', files: 'write_file', rows: 'execute_sql_query' };

/**
 * The reference run with the elements in another order: the calls that write them made in reverse
 * order, or a list argument reversed. The same elements, so a right judge still passes, and this
 * one fails.
 */
function witness(task: TaskFacts, record: CompareRecord, what: string): WitnessSpec {
  const argument = /^`(\w+)` values$/.exec(what)?.[1];
  if (argument) {
    for (const [index, call] of (task.reference ?? []).entries()) {
      const list = call.args.find((a) => a.name === argument)?.list;
      if (list && new Set(list.map((v) => JSON.stringify(v))).size > 1) {
        const arg = call.args.find((a) => a.name === argument)!;
        return referenceWitness(
          { kind: 'set-argument', call: index, tool: call.tool, argument, from: list, to: [...list].reverse(), how: 'reversed' },
          true,
          arg.node,
        );
      }
    }
  }
  const tools = argument ? [...new Set((task.reference ?? []).filter((c) => c.args.some((a) => a.name === argument)).map((c) => c.tool))] : [WRITER[what]];
  for (const tool of tools) {
    const calls = callsOf(task, tool);
    if (calls.length > 1) return referenceWitness({ kind: 'reorder-calls', tool, calls: calls.map((c) => c.index) }, true, calls[0].call.node);
  }
  return codeWitness(`\`${short(record.node)}\` compares lists element by element: the same ${what} in another order differ`);
}

/**
 * An expected list of one element (or none) has no order to be sensitive to: `JSON.stringify(ids)
 * === JSON.stringify(['a'])` passes for the one right list whatever order a right judge would accept.
 */
function atMostOneExpected(record: CompareRecord): boolean {
  const expected = record.expected;
  if (expected.paths.size > 0 || expected.deps.size > 0) return false;
  if (expected.constantList) return expected.constantList.length <= 1;
  const value = expected.constant?.value;
  if (Array.isArray(value)) return value.length <= 1;
  if (typeof value !== 'string' || !value.startsWith('[')) return false;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.length <= 1;
  } catch {
    return false;
  }
}

/** What the compared list holds, when it is a list whose order means nothing. */
function unorderedList(record: CompareRecord, unorderedArgument: TextPattern): string | undefined {
  // The parts of a text (its lines, its words, what a pattern matched) are in the text's own order.
  const own = [...record.actual.paths, ...(record.actual.elems ?? [])];
  if (own.length > 0 && own.every(isTextPart)) return undefined;
  if (fieldsOfOneElement(own)) return undefined;
  const paths = [...record.actual.paths, ...(record.actual.elems ?? []), ...record.actual.deps];
  for (const path of paths) {
    const state = /^(pre|post)\.(emails|files|tables\.[^.[\]]+)/.exec(path);
    if (state) return state[2] === 'emails' ? 'e-mails' : state[2] === 'files' ? 'files' : 'rows';
    if (path.startsWith('trace') && unorderedArgument.test(path)) return `\`${path.replace(/^.*\.args\./, '')}\` values`;
  }
  return undefined;
}

/**
 * Fields of one element of a collection (`post.tables.t[].id` and `post.tables.t[].name`, or any of
 * them: `post.tables.t[][*]`, its values in their order): a row's cells, a record's values in the order
 * of its fields, where a position names a field.
 */
function fieldsOfOneElement(paths: readonly string[]): boolean {
  const fields = [...new Set(paths)].map((p) => /^(.*\[\])(?:\.[^.[\]]+|\[\*\])$/.exec(p));
  if (fields.length === 0 || fields.some((m) => m === null)) return false;
  const owners = new Set(fields.map((m) => m![1]));
  return owners.size === 1 && (fields.length >= 2 || fields[0]![0].endsWith('[*]'));
}

/** Whether `.sort()` orders the list by its values: a list of strings or numbers (objects all sort alike). */
function sortsByValue(list: ts.Expression, checker: ts.TypeChecker): boolean {
  const type = checker.getTypeAtLocation(list);
  const element = checker.isArrayType(type) || checker.isTupleType(type) ? checker.getTypeArguments(type as ts.TypeReference) : [];
  const primitive = ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike;
  const flat = element.flatMap((t) => (t.isUnion() ? t.types : [t]));
  return flat.length > 0 && flat.every((t) => (t.flags & primitive) !== 0);
}
