import { digitBoundaries } from './fixes.ts';
import { ts } from '../typescript.js';
import { longerNumber, replaceNumber } from '../../contract/index.ts';
import type { CompareRecord, JudgeFacts } from '../flow/facts.ts';
import { short } from '../flow/syntax.ts';
import type { TextPattern } from '../../registry/index.ts';
import { defineRule, optionPattern, type TaskFacts, type WitnessSpec } from './rule.ts';
import { codeWitness, findValue, referenceWitness, matchNeeded, type EditedText } from './witness.ts';
import { alsoMatchedWhole, needlesAt, searchesText, verdictComparisons } from './text-search.ts';

export interface SubstringOfNumberOptions {
  /**
   * Names of fixed-width codes (a regular expression source, matched case-insensitively against
   * the snake_case name of the constant, variable or field the needle is read from): a run of
   * digits held under such a name is a code, not a quantity. Another code of the same kind has
   * the same width, so it cannot contain the needle; only unrelated text could. Default:
   * verification and security codes, PINs, one-time passwords, ZIP and postal codes. Not ids:
   * order 12 and order 112 are both ids. Empty: none.
   */
  readonly codeNames: string;
}

const CODE_NAMES = '(^|_)(code|pin|otp|zip|zip_?code|post_?code|postal_?code)$';

/**
 * A number, amount or date searched for as a bare substring of text: `includes('4')` also finds
 * the 4 of 14, 40 and 2024; `includes('August 2')` finds August 20 to 29.
 */
export default defineRule<'bare', SubstringOfNumberOptions>({
  id: 'substring-of-number',
  severity: 'warning',
  messages: {
    bare: 'The {{kind}} {{literal}} is searched for as a substring: it is also found inside {{example}}. Match it as a whole number (a regex with \\b or digit boundaries, or compare the parsed value).',
  },
  docs: {
    description: 'A number, amount or date searched for as a bare substring of a text (`includes`, `indexOf`), where a longer number also contains it.',
    rationale:
      'A text that contains `14` or `2024` contains `4`; one that says `August 21` contains `August 2`. A substring search for a number accepts other numbers that begin or end with its digits, so a wrong answer passes. Search with digit boundaries (`/(?<!\\d)4(?!\\d)/`), or extract the number and compare it. A fixed-width code (a verification code, a PIN, a ZIP code) held under a name that says so is not reported: another code of its kind cannot contain it. Only a text that reads as one number is reported (an optional sign or currency, digits grouped in thousands or not, at most one decimal part, an optional percent sign; a clock time; a date): a dotted quad (`192.168.1.1`), a version (`1.2.3`) or a phone number (`555-0198`) is not an amount. A text that ends in a number after its label is reported too, as a longer number continues it: a whole number after a word (`sending 10000` in `sending 100000`), a number after a colon (`Total: 4`, `(12, 2): 100` in `(12, 2): 1000`); not one joined to a word or a sign (`gpt-4`, `python=3.8`), a decimal after a word (`Python 3.8`, a version) nor a year after a word (`Catalogue 2026`, a title or a date).',
    invalid: { code: "const judge: Judge = ({ output }) => output.includes('4');", answer: 'There are 4 unpaid invoices.' },
    valid: { code: 'const judge: Judge = ({ output }) => /(?<![\\d.])4(?![\\d.])/.test(output);', answer: 'There are 4 unpaid invoices.' },
    witness:
      'The reference run with the number, where the searched text states it (the answer for `output`, a mail body, a written file, wherever the reference writes it), replaced by the longer number that contains it (`4` -> `14`, `August 2` -> `August 20`; a whole number the reference writes grouped in thousands, for a judge that drops the separators before it searches, grouped alike: `1,284,500` -> `11,284,500`): a wrong number, so a right judge fails it and this one passes it. Only where the search must succeed for the verdict; elsewhere, or where the reference states no such number, the search itself (exact reasoning).',
  },
  defaultOptions: { codeNames: CODE_NAMES },
  patternOptions: ['codeNames'],
  check({ facts, task, options, report, types }) {
    const codeName = options.codeNames ? optionPattern(options.codeNames, CODE_NAMES, 'i') : undefined;
    const checks = verdictComparisons(facts);
    for (const record of checks) {
      // A search of a text or a list (typed any): a list's element is matched whole. A loop variable
      // over a value declared a text or a list of texts is a text whatever its type says.
      if (record.match !== 'substring' && !(record.match === 'substring-or-membership' && searchesText(types, record.node))) continue;
      // A number itself before a number after its label (`60621` before `suite 356`).
      const numbers = needlesAt(facts, record).filter((l): l is string => typeof l === 'string' && numberLike(l) !== undefined);
      const hit = numbers.find((l) => numberLike(l) !== LABELLED) ?? numbers[0];
      if (hit === undefined || alsoMatchedWhole(record, hit, checks)) continue;
      if (codeName !== undefined && /^\d+$/.test(hit.trim()) && isNamedCode(record, codeName)) continue;
      const kind = numberLike(hit)!;
      const longer = kind === LABELLED ? labelledLonger(hit) : longerNumber(hit, kind === 'date');
      report(
        record.expectedNode ?? record.node,
        'bare',
        { kind, literal: JSON.stringify(hit), example: `\`${longer}\`` },
        witness(facts, task, record, hit, longer),
        facts.style === 'imperative' && record.expectedNode ? digitBoundaries(record.node, record.expectedNode) : undefined,
      );
    }
  },
});

/**
 * The needle is read from a constant, variable or field whose name says it is a code (`CODE`,
 * `resetCode`, `t.zip`): its name in snake_case matches the pattern.
 */
function isNamedCode(record: CompareRecord, codeName: TextPattern): boolean {
  const node = record.expectedNode;
  if (node === undefined) return false;
  const name = ts.isIdentifier(node) ? node.text : ts.isPropertyAccessExpression(node) ? node.name.text : undefined;
  return name !== undefined && codeName.test(snakeCase(name));
}

const snakeCase = (name: string): string => name.replace(/([a-z\d])([A-Z])/g, '$1_$2').toLowerCase();

const MONTH = /^(jan(uary)?|feb(ruary)?|mar(ch)?|apr(il)?|may|june?|july?|aug(ust)?|sep(t(ember)?)?|oct(ober)?|nov(ember)?|dec(ember)?)$/i;

/**
 * `number`, `amount` or `date` when the text is one and a longer number can extend it (it begins
 * or ends with a digit); undefined for anything else (identifiers, words, codes with letters).
 */
function numberLike(text: string): string | undefined {
  const t = text.trim();
  if (!/\d/.test(t) || !(/^\d/.test(t) || /\d$/.test(t))) return undefined;
  // Words are runs of letters: symbols and emoji around a number (`👍\n1`, `#4`) leave it a number.
  const words = t.split(/[^\p{L}]+/u).filter((w) => w !== '');
  if (words.some((w) => !MONTH.test(w))) return labelledNumber(t);
  // A long run of digits is an identifier (an account, an order, a phone number, `+15550100199` in E.164), not a quantity.
  if (/^\+?\d{8,}$/.test(t)) return undefined;
  // A clock time with a two-digit hour (`08:30`) is inside no other time: `18:30` holds `8:30`, not `08:30`.
  if (/^\d{2}:\d{2}(:\d{2})?$/.test(t)) return undefined;
  if (words.length > 0 || /^\d{1,4}[/-]\d{1,2}([/-]\d{1,4})?$/.test(t)) {
    // A date extends only where a one-digit day can grow: at the end (`August 2`, `8/2`; not `8/21` or a year), or
    // at the start before a month's name (`1 May 2026` in `11 May 2026`). A numeric date's first number may be its month.
    return /(^|\D)\d$/.test(t) || (words.length > 0 && /^\d\D/.test(t)) ? 'date' : undefined;
  }
  if (!isOneNumber(t)) return labelledNumber(t);
  return numberKind(t);
}

const numberKind = (t: string): string => (t.includes('%') ? 'percentage' : /[$€£.,]/.test(t) ? 'amount' : 'number');

/**
 * A number after its label, at the end of a text that is not one number itself, which a longer
 * number continues: after a colon, one number (`Total: 4`, `(12, 2): 80.5` in `(12, 2): 80.51`);
 * after a word and a space, a whole number (`sending 10000` in `sending 100000`; `Python 3.8` may
 * be a version). The label does not end in a digit (`08:30`, `+1 555 0198`: numbers of their own);
 * a number joined to a word or a sign (`gpt-4`, `user_12`, `python=3.8`, `a |or| 3`) is a code or
 * a setting, and a year after a word part of a title or a date, not a quantity stated.
 */
function labelledNumber(text: string): string | undefined {
  const m = /^.*?(?:[^\d\s:]\s*:\s*([$€£]?\d[\d.,]*)|\p{L}\s+([$€£]?\d+))$/u.exec(text);
  const number = m?.[1] ?? m?.[2];
  // A year after a word ends a name or a date (`Catalogue 2026`, `Annual Report 2025`): no quantity another number continues.
  if (m?.[2] !== undefined && /^(1[5-9]|20)\d\d$/.test(m[2])) return undefined;
  return number !== undefined && isOneNumber(number) ? LABELLED : undefined;
}

const LABELLED = 'number at the end of';

/** The labelled number one digit longer: a `0` after a whole number, a `1` after a decimal part (`80.50` is `80.5`). */
const labelledLonger = (text: string): string => `${text.trim()}${/[.,]\d+$/.test(text.trim()) ? '1' : '0'}`;

/**
 * The text reads as one number: a single run of digits, grouped in thousands or not, with at most
 * one decimal part (`4`, `-12`, `$1,250.00`, `8276.23`, `12%`, `#4`), or a clock time (`8:30`). A
 * dotted quad, a version (`1.2.3`), a phone number (`555-0198`) or two numbers are not one amount:
 * no longer number holds them as it holds a number's digits.
 */
function isOneNumber(text: string): boolean {
  if (/^\d{1,2}:\d{2}(:\d{2})?$/.test(text)) return true;
  const runs = text.match(/\d[\d.,]*/g) ?? [];
  // A full stop or comma after the number ends the sentence, not the number.
  return runs.length === 1 && /^(\d{1,3}(,\d{3})+(\.\d+)?|\d{1,3}(\.\d{3})+(,\d+)?|\d+([.,]\d+)?)$/.test(runs[0].replace(/[.,]$/, ''));
}

/**
 * The reference run with the number, where the searched text states it, replaced by the longer
 * number that contains it (`4` -> `14`): a wrong number, so a right judge fails, and this one
 * passes. Only where the text must contain the number for the verdict.
 */
function witness(facts: JudgeFacts, task: TaskFacts, record: CompareRecord, needle: string, longer: string): WitnessSpec {
  const site = matchNeeded(facts, record)
    ? findValue(task, record, {
        how: 'longer-number',
        whole: (value) => (value.trim() === needle.trim() ? longer : undefined),
        inText: (text) => numberReplaced(text, needle.trim(), longer),
        part: { from: needle.trim(), to: longer },
      })
    : undefined;
  if (site) return referenceWitness(site.change, false, site.at);
  return codeWitness(`\`${short(record.node)}\` searches for ${JSON.stringify(needle)} as a substring: a text stating ${JSON.stringify(longer)} contains it`);
}

/**
 * The text with the number replaced by the longer one: where it is written as searched (`4` in
 * `in 4 days`), or else, for a whole number, written with its digits grouped in thousands (`1284500`
 * as `1,284,500`, for a judge that drops the separators before it searches), by the longer number
 * grouped alike (`11,284,500`).
 */
function numberReplaced(text: string, needle: string, longer: string): string | EditedText | undefined {
  const replaced = replaceNumber(text, needle, longer);
  if (replaced !== text || !/^\d{4,}$/.test(needle) || !/^\d+$/.test(longer)) return replaced;
  for (const separator of [',', '.', ' ', '\u00a0']) {
    const from = grouped(needle, separator);
    const to = grouped(longer, separator);
    const edited = replaceNumber(text, from, to);
    if (edited !== text) return { to: edited, part: { from, to } };
  }
  return undefined;
}

/** Whole-number digits grouped in thousands: `1284500` -> `1,284,500`. */
const grouped = (digits: string, separator: string): string => digits.replace(/\B(?=(\d{3})+$)/g, separator);
