import { re2Engine } from '../../registry/linear-pattern.ts';

/**
 * A judge's regular expression run while folding constants, on the linear-time engine (RE2) rather
 * than JavaScript's backtracking one: static verbs run on untrusted pull requests, and `/^(a+)+$/`
 * against forty a's and a `!` would never return. The pattern is rewritten to mean in RE2 what it
 * means in JavaScript (`.` and `\s` as JavaScript reads them, `\uXXXX`, `(?<name>`); where the two
 * could still differ (the `m`, `u`, `v` or `y` flags, backreferences, lookaround, a capture inside a
 * repeated group, case-insensitive matching of text beyond ASCII) there is no result, and the
 * folder gives up: the value is unknown.
 */

export interface LinearRegex {
  /** Whether `text` matches; undefined when RE2 and JavaScript could disagree on it. */
  test(text: string): boolean | undefined;
  /** `RegExp.prototype.exec(text)` as a list (match, then groups), null for no match; undefined as above. */
  exec(text: string): (string | undefined)[] | null | undefined;
}

/** JavaScript's `\s`: ECMAScript WhiteSpace and LineTerminator. */
const JS_SPACE = '\\t\\n\\x{0B}\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
const JS_DOT = '[^\\n\\r\\x{2028}\\x{2029}]';
const QUANTIFIER = /^(?:[*+?]|\{\d+(?:,\d*)?\})/;

interface Translation {
  readonly source: string;
  /** A capturing group inside a repeated group: its value after a match may differ between the engines. */
  readonly unstableCaptures: boolean;
}

/** The pattern in RE2's syntax with JavaScript's meaning, or undefined for a construct that has none there. */
function translate(pattern: string, dotAll: boolean): Translation | undefined {
  let out = '';
  let inClass = false;
  let unstableCaptures = false;
  /** Per open group: whether it is capturing, whether it holds a capturing group. */
  const groups: { capturing: boolean; holdsCapture: boolean }[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1];
      if (next === undefined) return undefined;
      i++;
      if (next === 's') out += inClass ? JS_SPACE : `[${JS_SPACE}]`;
      else if (next === 'S') {
        if (inClass) return undefined;
        out += `[^${JS_SPACE}]`;
      } else if (next === 'u' && /^[0-9A-Fa-f]{4}$/.test(pattern.slice(i + 1, i + 5))) {
        out += `\\x{${pattern.slice(i + 1, i + 5)}}`;
        i += 4;
      } else if (next === 'x' && /^[0-9A-Fa-f]{2}$/.test(pattern.slice(i + 1, i + 3))) {
        out += `\\x{${pattern.slice(i + 1, i + 3)}}`;
        i += 2;
      } else if (next === '0' && !/\d/.test(pattern[i + 1] ?? '')) out += '\\x{0}';
      else if ('dDwWbBtnrfv'.includes(next)) out += next === 'v' ? '\\x{0B}' : `\\${next}`;
      else if (/[\\^$.|?*+()[\]{}/-]/.test(next)) out += next === '/' ? '/' : `\\${next}`;
      else return undefined; // backreferences, \c, \k, \p and identity escapes JavaScript allows and RE2 does not
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c;
      continue;
    }
    if (c === '[') {
      if (pattern.startsWith('[^]', i)) {
        out += '[\\x{0}-\\x{10FFFF}]';
        i += 2;
        continue;
      }
      if (pattern.startsWith('[]', i)) return undefined;
      inClass = true;
      out += c;
      continue;
    }
    if (c === '.') {
      out += dotAll ? '[\\x{0}-\\x{10FFFF}]' : JS_DOT;
      continue;
    }
    if (c === '(') {
      if (pattern.startsWith('(?:', i)) {
        groups.push({ capturing: false, holdsCapture: false });
        out += '(?:';
        i += 2;
      } else if (pattern.startsWith('(?<', i) && !pattern.startsWith('(?<=', i) && !pattern.startsWith('(?<!', i)) {
        groups.push({ capturing: true, holdsCapture: false });
        out += '(?P<';
        i += 2;
      } else if (pattern[i + 1] === '?')
        return undefined; // lookaround
      else {
        groups.push({ capturing: true, holdsCapture: false });
        out += '(';
      }
      continue;
    }
    if (c === ')') {
      const group = groups.pop();
      if (!group) return undefined;
      if (group.holdsCapture && QUANTIFIER.test(pattern.slice(i + 1))) unstableCaptures = true;
      const parent = groups.at(-1);
      if (parent && (group.capturing || group.holdsCapture)) parent.holdsCapture = true;
      out += ')';
      continue;
    }
    out += c;
  }
  return inClass || groups.length > 0 ? undefined : { source: out, unstableCaptures };
}

const ASCII = (text: string) => [...text].every((c) => c.charCodeAt(0) < 0x80);

export function linearRegex(regex: RegExp): LinearRegex | undefined {
  if (/[muvy]/.test(regex.flags)) return undefined;
  const translated = translate(regex.source, regex.flags.includes('s'));
  if (!translated) return undefined;
  const RE2JS = re2Engine();
  let compiled: ReturnType<typeof RE2JS.compile>;
  try {
    compiled = RE2JS.compile(translated.source, regex.flags.includes('i') ? RE2JS.CASE_INSENSITIVE : 0);
  } catch {
    return undefined;
  }
  const comparable = (text: string) => !regex.flags.includes('i') || (ASCII(text) && ASCII(regex.source));
  return {
    test: (text) => (comparable(text) ? compiled.matcher(text).find() : undefined),
    exec: (text) => {
      if (!comparable(text) || translated.unstableCaptures) return undefined;
      const matcher = compiled.matcher(text);
      if (!matcher.find()) return null;
      return Array.from({ length: matcher.groupCount() + 1 }, (_, g) => matcher.group(g) ?? undefined);
    },
  };
}
