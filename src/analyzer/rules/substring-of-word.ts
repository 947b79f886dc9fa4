import { embedWord, holdsWord } from '../../contract/index.ts';
import { ts } from '../typescript.js';
import { skipParens } from '../flow/syntax.ts';
import type { CompareRecord, JudgeFacts } from '../flow/facts.ts';
import type { Constant } from '../flow/value.ts';
import { wordBoundaries } from './fixes.ts';
import { defineRule, optionPattern, type TaskFacts, type WitnessSpec } from './rule.ts';
import { alsoMatchedWhole, needlesAt, searchesText, verdictComparisons } from './text-search.ts';
import { findValue, matchNeeded, referenceWitness, textAccepted } from './witness.ts';

export interface SubstringOfWordOptions {
  /**
   * Words of a closed set no other word contains but their own inflections (a regular expression
   * source, matched case-insensitively against the whole word): searched anywhere, they are found
   * only where the answer states them (`Fridays`, `Friday's`). Default: the days of the week (not
   * the months: `may` is in `mayor`, `march` in `marched`). Empty: none.
   */
  readonly closedWords: string;
}

const CLOSED_WORDS = '^(mon|tues|wednes|thurs|fri|satur|sun)day$';

/**
 * A word the answer must give (a name, a colour, `yes`, a symbol) searched for as a bare
 * substring of the free-text answer: `includes('red')` also finds the red of `covered`,
 * `includes('yes')` the yes of `eyes`.
 */
export default defineRule<'bare', SubstringOfWordOptions>({
  id: 'substring-of-word',
  severity: 'warning',
  messages: {
    bare: "The word {{literal}} is searched for as a substring of the answer: it is also found inside {{example}}, another word. Match it as a whole word (a regex with \\b, or compare the answer's words).",
  },
  docs: {
    description:
      'A word the answer must give (a name, a colour, `yes`, a symbol) searched for as a bare substring of the answer, where it is also found inside longer words.',
    rationale:
      "An answer that says `eyes` contains `yes`; one that says `covered` contains `red`, `Leeds` contains `Lee`, `Canberra` contains `na`. A judge that searches the answer for the word it expects with `includes`, `indexOf` or a pattern with no word boundary accepts an answer that never gives that word, so a wrong answer passes. Match the word on word boundaries (`/\\bred\\b/i`), or split the answer into words and look the word up among them. The answer is `output`, or the argument of a call the reference gives its answer in, whole (`get_final_answer({ value })`), read in the agent's calls. Reported only where the reference answer states the word standing alone (the word is what the answer must give) and the search must succeed for the verdict. Not reported: a needle of several words, or with a digit or a symbol (numbers are `substring-of-number`'s, identifiers `substring-identifier`'s); a word of a closed set that no other word contains but its own inflections (`closedWords`: the days of the week, found only in `Fridays` or `Friday's`).",
    invalid: { code: "const judge: Judge = ({ output }) => output.toLowerCase().includes('yes');", answer: 'Yes, the invoice was paid.' },
    valid: { code: 'const judge: Judge = ({ output }) => /\\byes\\b/i.test(output);', answer: 'Yes, the invoice was paid.' },
    witness:
      "The reference run with the answer's word made part of a longer one, in the answer or in the argument it is given in (`non` written before each standalone occurrence, `Non` before a capital: `red` -> `nonred`, `Yes` -> `NonYes`), the word itself kept as written so that it survives the judge's lower- or upper-casing: the answer no longer gives the word, so a right judge fails it and this one passes it. Only where every other search of the answer for a fixed text finds it in neither the reference answer nor the changed one (one that finds it could be an alternative the changed answer still gives), or finds it in both and is one this search runs only where it held (`if (!a) ok = false; else if (!b) ok = false;`: a precondition, no alternative); otherwise not reported.",
  },
  defaultOptions: { closedWords: CLOSED_WORDS },
  patternOptions: ['closedWords'],
  check({ facts, task, options, report, types }) {
    const answer = task.answer?.text;
    if (!answer) return;
    const closed = options.closedWords ? optionPattern(options.closedWords, CLOSED_WORDS, 'i') : undefined;
    const checks = verdictComparisons(facts);
    const searchesAnswer = answerSearch(task, answer);
    for (const record of checks) {
      if (!searchesAnswer(record)) continue;
      const plain = record.match === 'substring' || (record.match === 'substring-or-membership' && searchesText(types, record.node));
      if (!plain && record.match !== 'regex') continue;
      if (!matchNeeded(facts, record)) continue;
      const ignoreCase = record.actual.caseNormal !== undefined || regexIgnoresCase(record);
      const needles = wordNeedles(facts, record, plain);
      // The word the reference answer gives standing alone, as the judge reads it: it must survive the judge's casing.
      const word = needles.find((w) => survivesCase(record, w) && holdsWord(answer, w, ignoreCase) && !closed?.test(w));
      if (word === undefined || alsoMatchedWhole(record, word, checks)) continue;
      const changed = embedWord(answer, word, ignoreCase);
      if (!othersAgree(facts, record, word, checks.filter(searchesAnswer), answer, changed)) continue;
      const witness = wordWitness(task, record, word, ignoreCase, answer, changed);
      if (witness === undefined) continue;
      const example = embedWord(word, word, false);
      report(
        record.expectedNode ?? record.node,
        'bare',
        { literal: JSON.stringify(word), example: `\`${example}\`` },
        witness,
        facts.style === 'imperative' && plain && record.expectedNode ? wordBoundaries(record.node, record.expectedNode) : undefined,
      );
    }
  },
});

/**
 * Whether a search's text is the agent's answer (or a part a pattern matched in it), nothing else:
 * `output`, or the argument through which the reference submits its answer (a call whose argument
 * is the reference answer's text, `get_final_answer({ value })`), read in the agent's calls.
 */
function answerSearch(task: TaskFacts, answer: string): (record: CompareRecord) => boolean {
  const submitted = submittingArguments(task, answer);
  return (record) => {
    const paths = [...record.actual.paths];
    return paths.length > 0 && paths.every((p) => /^output(?![\w.[])/.test(p) || submitted.has(/^trace(?:\[[^\]]*\])?\.args\.([\w$]+)$/.exec(p)?.[1] ?? ''));
  };
}

/** The names of the reference's call arguments that hold the reference answer's text, whole: where the task has the agent give its answer. */
function submittingArguments(task: TaskFacts, answer: string): ReadonlySet<string> {
  const names = (task.reference ?? []).flatMap((call) =>
    call.args.filter((arg) => typeof arg.value === 'string' && arg.value.trim() === answer.trim()).map((arg) => arg.name),
  );
  return new Set(names);
}

/** A word: letters only (a name, a colour, `yes`, a chemical symbol), one of them at least. */
const isWord = (value: Constant): value is string => typeof value === 'string' && /^\p{L}+$/u.test(value.trim());

/**
 * The needles that are single words: the values searched for, or the text of a pattern with no
 * anchor, boundary or other syntax (`/red/`, `/red/i`).
 */
function wordNeedles(facts: JudgeFacts, record: CompareRecord, plain: boolean): string[] {
  if (plain)
    return needlesAt(facts, record)
      .filter(isWord)
      .map((w) => w.trim());
  const value = record.expected.constant?.value;
  if (typeof value !== 'object' || value === null || value.unknownSource) return [];
  return /^\p{L}+$/u.test(value.regex) ? [value.regex] : [];
}

const regexIgnoresCase = (record: CompareRecord): boolean => {
  const value = record.expected.constant?.value;
  return typeof value === 'object' && value !== null && value.flags.includes('i');
};

/** A word of the case the searched text was normalised to (a lower-cased answer holds no `Yes`). */
function survivesCase(record: CompareRecord, word: string): boolean {
  const normal = record.actual.caseNormal;
  if (normal === 'lower') return word === word.toLowerCase();
  if (normal === 'upper') return word === word.toUpperCase();
  return true;
}

/**
 * Every other search of the answer for a fixed text gives the changed answer the result it gives
 * the reference answer, or finds its text in neither: then the change decides nothing but this
 * search, which still succeeds, and the judge gives the changed answer the reference's verdict. A
 * search that finds its text in both answers may be an alternative to this one (`red` or `crimson`):
 * the changed answer would still give the other, and a right judge could pass it, so the rule does
 * not report — unless this search runs only where the other held (an `else if` after it failed the
 * verdict): then it is this search's precondition, which both answers meet. A search of the answer
 * for a text not known is not accounted for either way.
 */
function othersAgree(
  facts: JudgeFacts,
  record: CompareRecord,
  word: string,
  answerSearches: readonly CompareRecord[],
  answer: string,
  changed: string,
): boolean {
  for (const other of answerSearches) {
    const read = (text: string) => (other.actual.caseNormal === 'lower' ? text.toLowerCase() : other.actual.caseNormal === 'upper' ? text.toUpperCase() : text);
    for (const needle of needlesAt(facts, other)) {
      // The word itself, in this search: it still succeeds, by design.
      if (typeof needle !== 'string' || (other === record && needle.trim() === word)) continue;
      const before = textAccepted(other.match, read(answer), needle);
      if (before === undefined) continue;
      const after = textAccepted(other.match, read(changed), needle);
      // This search runs only where the other one held, which both answers satisfy: the other is its precondition, no alternative.
      if (before && after && reachedOnlyWhereHeld(record.node, other.node)) continue;
      if (before || after) return false;
    }
  }
  return true;
}

/**
 * The code of `inner` runs only where the test `outer` held, in the same function: inside the
 * then-branch of `if (outer)`, the else-branch of `if (!outer)` (as in an `else if` chain), the
 * same branches of `?:`, or right of `outer &&` / `!outer ||`.
 */
function reachedOnlyWhereHeld(inner: ts.Node, outer: ts.Node): boolean {
  for (let n = inner; n.parent && !ts.isFunctionLike(n); n = n.parent) {
    const p = n.parent;
    const taken =
      ts.isIfStatement(p) && n !== p.expression
        ? { test: p.expression, held: n === p.thenStatement }
        : ts.isConditionalExpression(p) && n !== p.condition
          ? { test: p.condition, held: n === p.whenTrue }
          : ts.isBinaryExpression(p) &&
              n === p.right &&
              (p.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken || p.operatorToken.kind === ts.SyntaxKind.BarBarToken)
            ? { test: p.left, held: p.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken }
            : undefined;
    if (taken && testOf(taken.test, outer) === taken.held) return true;
  }
  return false;
}

/** Whether `condition` is `test` itself (true) or its negation (false); undefined for anything else. */
function testOf(condition: ts.Expression, test: ts.Node): boolean | undefined {
  const e = skipParens(condition);
  if (e === test) return true;
  return ts.isPrefixUnaryExpression(e) && e.operator === ts.SyntaxKind.ExclamationToken && skipParens(e.operand) === test ? false : undefined;
}

/** The reference run with the answer's word made part of a longer one. */
function wordWitness(task: TaskFacts, record: CompareRecord, word: string, ignoreCase: boolean, answer: string, changed: string): WitnessSpec | undefined {
  // The first occurrence as the answer writes it, where the change starts.
  let at = 0;
  while (answer[at] === changed[at]) at++;
  const written = answer.slice(at, at + word.length);
  const site = findValue(task, record, {
    how: 'longer-word',
    whole: () => undefined,
    inText: (text) => embedWord(text, word, ignoreCase),
    part: { from: written, to: embedWord(written, written, false) },
  });
  return site && (site.change.kind === 'set-answer' || site.change.kind === 'set-argument') ? referenceWitness(site.change, false, site.at) : undefined;
}
