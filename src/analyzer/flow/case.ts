import type { CaseVerdict } from './facts.ts';
import type { Constant, Value } from './value.ts';

/**
 * Case handling of one string comparison, from what each side is: normalised by
 * toLowerCase/toUpperCase, a literal (lower, upper, mixed, or without letters), or raw text.
 */
type Side = 'lower' | 'upper' | 'lit-lower' | 'lit-upper' | 'lit-mixed' | 'caseless' | 'raw' | 'partly' | 'regex-i' | 'regex';

function literalSide(text: string): Side {
  const lower = text.toLowerCase();
  const upper = text.toUpperCase();
  if (lower === upper) return 'caseless';
  if (text === lower) return 'lit-lower';
  if (text === upper) return 'lit-upper';
  return 'lit-mixed';
}

/**
 * The characters a pattern's source matches literally: escapes that name a class, a property
 * (`\\p{Extended_Pictographic}`) or a group (`\\k<name>`, `(?<name>`) hold no letter of the text;
 * a character written as a code (`\\x41`, `\\u00e9`) is that character.
 */
function patternLetters(regex: string): string {
  return regex.replace(
    /\\(?:[pP]\{[^}]*\}|k<[^>]*>|u\{([0-9a-fA-F]+)\}|u([0-9a-fA-F]{4})|x([0-9a-fA-F]{2})|c[A-Za-z]|[A-Za-z]|([^]))|\(\?<(?![=!])[^>]*>/g,
    (_, braced?: string, u?: string, x?: string, other?: string) => {
      const code = braced ?? u ?? x;
      if (code !== undefined) return String.fromCodePoint(Math.min(parseInt(code, 16), 0x10ffff));
      return other ?? '';
    },
  );
}

function constantSide(c: Constant): Side {
  if (typeof c === 'string') return literalSide(c);
  if (typeof c === 'object' && c !== null) {
    if (c.unknownSource) return c.flags.includes('i') ? 'regex-i' : 'regex';
    if (literalSide(patternLetters(c.regex)) === 'caseless') return 'caseless';
    return c.flags.includes('i') ? 'regex-i' : 'regex';
  }
  return 'caseless';
}

function sideOf(v: Value): Side {
  // A known text already in the case it is normalised to is the literal it is (`'Total'.toLowerCase()` is
  // `'total'`); one still to be normalised (an ignore-case matcher's `'Ruth'`) is normalised.
  const c = v.constant?.value;
  if (typeof c === 'string' && (!v.caseNormal || c === (v.caseNormal === 'lower' ? c.toLowerCase() : c.toUpperCase()))) return literalSide(c);
  if (v.caseNormal) return v.caseNormal;
  if (v.casePartly) return 'partly';
  if (v.constant) return constantSide(v.constant.value);
  const known = v.constantList ?? knownTexts(v);
  if (known) {
    const sides = new Set(known.map(constantSide).filter((s) => s !== 'caseless'));
    if (sides.size === 0) return 'caseless';
    if (sides.size === 1) return [...sides][0];
    return sides.has('lit-mixed') || (sides.has('lit-lower') && sides.has('lit-upper')) ? 'lit-mixed' : [...sides][0];
  }
  return 'raw';
}

/**
 * The constants of a list literal read from no context, its nested lists included (the rows of an
 * expected table with every cell lower-cased): a table of literals is in the case its cells are.
 * Undefined where some item is not known.
 */
function knownTexts(v: Value): Constant[] | undefined {
  if (!v.items || v.paths.size > 0 || v.deps.size > 0) return undefined;
  const out: Constant[] = [];
  for (const item of v.items) {
    const inner = item.constant ? [item.constant.value] : knownTexts(item);
    if (!inner) return undefined;
    out.push(...inner);
  }
  return out;
}

export function caseVerdict(actual: Value, expected: Value): CaseVerdict {
  const a = sideOf(actual);
  const e = sideOf(expected);
  if (a === 'caseless' || e === 'caseless') return 'not-applicable';
  if (e === 'regex-i') return 'insensitive';
  if (a === 'partly' || e === 'partly') return 'one-side';
  if (e === 'regex') return a === 'lower' || a === 'upper' ? 'one-side' : 'sensitive';
  const normalised = (s: Side): boolean => s === 'lower' || s === 'upper';
  if (normalised(a) && normalised(e)) return 'insensitive';
  if (normalised(a) || normalised(e)) {
    const [norm, other] = normalised(a) ? [a, e] : [e, a];
    if (other === 'raw') return 'one-side';
    if ((norm === 'lower' && other === 'lit-lower') || (norm === 'upper' && other === 'lit-upper')) return 'insensitive';
    return 'one-side';
  }
  return 'sensitive';
}

/** A lower-cased value compared with a literal holding capitals (or the reverse): never equal. */
export function isImpossible(actual: Value, expected: Value): boolean {
  return clash(actual, expected) || clash(expected, actual);
}

function clash(normalisedSide: Value, literalSideValue: Value): boolean {
  const norm = normalisedSide.caseNormal;
  if (!norm || normalisedSide.constant) return false;
  const other = sideOf(literalSideValue);
  if (literalSideValue.constantList) {
    return literalSideValue.constantList.every((c) => {
      const s = constantSide(c);
      return s === 'lit-mixed' || (norm === 'lower' ? s === 'lit-upper' : s === 'lit-lower');
    });
  }
  if (!literalSideValue.constant || typeof literalSideValue.constant.value === 'object') {
    if (literalSideValue.constant && other === 'regex') {
      const c = literalSideValue.constant.value as { regex: string; unknownSource?: boolean };
      if (c.unknownSource) return false;
      const letters = patternLetters(c.regex).replace(/\[[^\]]*\]/g, '');
      return norm === 'lower' ? /[A-Z]/.test(letters) : /[a-z]/.test(letters);
    }
    return false;
  }
  return other === 'lit-mixed' || (norm === 'lower' ? other === 'lit-upper' : other === 'lit-lower');
}
