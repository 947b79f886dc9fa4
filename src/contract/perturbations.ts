/**
 * Value perturbations: how a change to a run (`run-change.ts`) makes its new value. The validator's
 * mutation operators and the analyzer's witnesses both use them, so "another address" or "the same
 * address in other letter case" is one function. Most return a value that differs in what it means,
 * not only in how it is spelled (a number by at least one unit and about 10%, an address in its
 * local part, a path in its file name), so a right judge must tell it from the original; `otherCase`
 * is the exception (an identifier that means the same).
 */

const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(text: string): boolean {
  return ADDRESS.test(text);
}

/** Another mailbox at the same domain: `eva@d.test` -> `eva-other@d.test` (no substring of the original address). */
export function otherAddress(address: string): string {
  const at = address.lastIndexOf('@');
  return `${address.slice(0, at)}-other${address.slice(at)}`;
}

/**
 * The same address in other letter case: lower-cased when it has capitals, else upper-cased. Under
 * the validator's policy the result names the same mailbox.
 */
export function otherCase(address: string): string {
  return address === address.toLowerCase() ? address.toUpperCase() : address.toLowerCase();
}

/**
 * Another number, written like the original (thousands separators, decimals): about 10% more and
 * at least one unit of its last digit more, so no tolerance a judge might fairly allow covers it.
 */
export function otherNumber(text: string): string {
  const grouped = text.includes(',');
  const plain = text.replaceAll(',', '');
  const decimals = plain.includes('.') ? plain.length - plain.indexOf('.') - 1 : 0;
  const value = Number(plain);
  const unit = 10 ** -decimals;
  const step = Math.max(unit, Math.round((Math.abs(value) * 0.1) / unit) * unit);
  const fixed = (value + step).toFixed(decimals);
  if (!grouped) return fixed;
  const [whole, fraction] = fixed.split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction !== undefined ? `.${fraction}` : ''}`;
}

/** A code or date with its first digit run counted up one (`BW-88231` -> `BW-88232`, `2026-03-12` -> `2027-03-12`). */
export function otherCode(text: string): string | undefined {
  const match = /\d+/.exec(text);
  if (!match) return undefined;
  const next = String(Number(match[0]) + 1).padStart(match[0].length, '0');
  return text.slice(0, match.index) + next + text.slice(match.index + match[0].length);
}

/**
 * An identifier in other letter case where its case means nothing: a URL or a domain with a path
 * has only its scheme and host recased (a path's case is the server's to decide), anything else
 * (an e-mail address, an IBAN, a handle) whole (`otherCase`).
 */
export function otherCaseOfIdentifier(text: string): string {
  const url = /^([A-Za-z][\w+.-]*:\/\/[^/?#]*)(.*)$/s.exec(text) ?? /^([^/?#:@\s]+\.[A-Za-z]{2,})([/?#:].*)$/s.exec(text);
  return url && url[2] !== '' ? otherCase(url[1]) + url[2] : otherCase(text);
}

/**
 * Another value of the same kind, by its shape: a number moved (`otherNumber`), a mailbox changed
 * (`otherAddress`), a code or date counted up (`otherCode`), a word marked (`shipped` ->
 * `shipped_other`). Undefined for an empty text or free text with spaces (a value, not a sentence).
 */
export function otherValue(
  text: string,
  kind: 'string' | 'number',
): { readonly value: string; readonly how: 'other-number' | 'other-address' | 'other-code' | 'other-word' } | undefined {
  if (kind === 'number') return { value: otherNumber(text), how: 'other-number' };
  if (text === '' || /\s/.test(text)) return undefined;
  if (isEmailAddress(text)) return { value: otherAddress(text), how: 'other-address' };
  const code = otherCode(text);
  return code !== undefined ? { value: code, how: 'other-code' } : { value: `${text}_other`, how: 'other-word' };
}

/** Another file next to the original: `/a/b.txt` -> `/a/b-other.txt`. */
export function otherPath(path: string): string {
  const slash = path.lastIndexOf('/');
  const name = path.slice(slash + 1);
  const dot = name.lastIndexOf('.');
  const renamed = dot > 0 ? `${name.slice(0, dot)}-other${name.slice(dot)}` : `${name}-other`;
  return path.slice(0, slash + 1) + renamed;
}

export interface Amount {
  readonly text: string;
  readonly value: number;
  readonly start: number;
  readonly end: number;
}

const NUMBER = /(?<![\w.,-])(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+\.\d+|\d+)(?![\w]|[.,]\d)/g;
const CURRENCY_BEFORE = /(?:EUR|USD|GBP|CHF|SEK|[€$£])\s?$/;
const AFTER = /^\s?(?:%|EUR\b|USD\b|GBP\b|CHF\b|SEK\b)/;

/**
 * Amounts in free text: numbers next to a currency or a percent sign, or written with decimals or
 * thousands separators. Dates, times, counts and codes are not amounts.
 */
export function amountsIn(text: string): Amount[] {
  return [...text.matchAll(NUMBER)].flatMap((m): Amount[] => {
    const raw = m[1];
    const start = m.index;
    const end = start + raw.length;
    const marked = CURRENCY_BEFORE.test(text.slice(Math.max(0, start - 4), start)) || AFTER.test(text.slice(end, end + 4));
    if (!marked && !/[.,]/.test(raw)) return [];
    return [{ text: raw, value: Number(raw.replaceAll(',', '')), start, end }];
  });
}

/**
 * A number or date with one digit more where a longer one extends it, so that a text holding it
 * contains the original as a substring: after a date's one-digit last day (`August 2` ->
 * `August 20`), else in front of a leading digit (`4` -> `14`, `3.5%` -> `13.5%`), else after the
 * trailing one (`#4` -> `#40`).
 */
export function longerNumber(text: string, date: boolean): string {
  const t = text.trim();
  const atEnd = date ? /(^|\D)\d$/.test(t) : !/^\d/.test(t);
  return atEnd ? `${t}0` : `1${t}`;
}

/** `text` with every occurrence of the number `needle` that no digit touches replaced by `by`. */
export function replaceNumber(text: string, needle: string, by: string): string {
  if (needle === '') return text.replace(/(?<!\d)(?!\d)/g, () => by);
  // What the global match of (?<!\d)needle(?!\d) replaces, found with indexOf: no pattern compiled per needle.
  let out = '';
  let kept = 0;
  let at = text.indexOf(needle);
  while (at !== -1) {
    const end = at + needle.length;
    if (isDigit(text.charCodeAt(at - 1)) || isDigit(text.charCodeAt(end))) {
      at = text.indexOf(needle, at + 1);
    } else {
      out += text.slice(kept, at) + by;
      kept = end;
      at = text.indexOf(needle, end);
    }
  }
  return kept === 0 ? text : out + text.slice(kept);
}

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/**
 * `text` with every whole-word occurrence of `word` (no letter, digit or `_` either side; found
 * ignoring letter case when `ignoreCase`) made the end of a longer word: `non` written before it
 * (`Non` before a capital), so that the text still holds the word as it was written, now only
 * inside another word, and no longer states it (`red` -> `nonred`, `Yes` -> `NonYes`). The text
 * unchanged where no occurrence stands alone.
 */
export function embedWord(text: string, word: string, ignoreCase: boolean): string {
  if (word === '') return text;
  // Lower-casing that changes a text's length (a few non-Latin capitals) would misplace the occurrences: found as written then.
  const fold = ignoreCase && text.toLowerCase().length === text.length && word.toLowerCase().length === word.length;
  const haystack = fold ? text.toLowerCase() : text;
  const needle = fold ? word.toLowerCase() : word;
  let out = '';
  let kept = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const end = at + needle.length;
    if (isWordCharacter(text[at - 1]) || isWordCharacter(text[end])) continue;
    out += text.slice(kept, at) + (/\p{Lu}/u.test(text[at]) ? 'Non' : 'non');
    kept = at;
  }
  return kept === 0 && out === '' ? text : out + text.slice(kept);
}

/** A standalone occurrence of `word` in `text` (as `embedWord` finds them). */
export function holdsWord(text: string, word: string, ignoreCase: boolean): boolean {
  return embedWord(text, word, ignoreCase) !== text;
}

const isWordCharacter = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}_]/u.test(c);

/**
 * Another identifier that a part-match of `needle` accepts too: where it is matched as a prefix,
 * one with a character after it; as a suffix, one with a character before; anywhere, a look-alike
 * mailbox or handle (`not_ted@mail.test`, `@not_brad`), else one with a digit after it.
 */
export function lookAlike(needle: string, matched: 'prefix' | 'suffix' | 'anywhere'): string {
  if (matched === 'prefix') return `${needle}0`;
  if (/^[A-Za-z]/.test(needle) && needle.includes('@')) return `not_${needle}`;
  return matched === 'suffix' ? `9${needle}` : `${needle}0`;
}
