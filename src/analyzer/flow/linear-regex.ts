import { re2Engine } from '../registry-parts.ts';

/**
 * A judge's regular expression run while folding constants, on the linear-time engine (RE2) rather
 * than JavaScript's backtracking one: static verbs run on untrusted pull requests, and `/^(a+)+$/`
 * against forty a's and a `!` would never return. The pattern is rewritten to mean in RE2 what it
 * means in JavaScript (`.` and `\s` as JavaScript reads them, `\uXXXX`, `(?<name>`); where the two
 * could still differ (the `m`, `u`, `v` or `y` flags, backreferences, lookaround, a capture inside a
 * repeated group, case-insensitive matching of text beyond ASCII, `.` on text beyond the Basic
 * Multilingual Plane: see sameCharacters) there is no result, and the
 * folder gives up: the value is unknown. One exception: a pattern with lookaround or
 * backreferences is relaxed (a lookaround dropped, a backreference read as any text), which only
 * adds matches; where even the relaxed pattern finds none, the pattern has none either
 * (`/:(?!\d)/` in a text without a colon).
 */

export interface LinearRegex {
  /** Whether `text` matches; undefined when RE2 and JavaScript could disagree on it. */
  test(text: string): boolean | undefined;
  /** `RegExp.prototype.exec(text)` as a list (match, then groups), null for no match; undefined as above. */
  exec(text: string): (string | undefined)[] | null | undefined;
  /** Where it matches in `text` (every match, as a global regex's `replace` and `split` find them, or the first); undefined as above. */
  spans(text: string, all: boolean): readonly Span[] | undefined;
}

interface Span {
  readonly start: number;
  readonly end: number;
  /** What each capturing group matched (group 1 first); absent where the engines could disagree on it. */
  readonly groups?: readonly (string | undefined)[];
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
function translate(pattern: string, dotAll: boolean, relax = false): Translation | undefined {
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
      else if (relax && !inClass && /[1-9]/.test(next)) {
        // A backreference, relaxed: any text.
        out += '[\\x{0}-\\x{10FFFF}]*';
        while (/\d/.test(pattern[i + 1] ?? '')) i++;
      } else return undefined; // backreferences, \c, \k, \p and identity escapes JavaScript allows and RE2 does not
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
      } else if (pattern[i + 1] === '?') {
        // Lookaround: relaxed, it is dropped (with a quantifier on it).
        const end = relax ? groupEnd(pattern, i) : undefined;
        if (end === undefined) return undefined;
        i = end + (QUANTIFIER.exec(pattern.slice(end + 1))?.[0].length ?? 0);
        if (pattern[i + 1] === '?') i++;
      } else {
        groups.push({ capturing: true, holdsCapture: false });
        out += '(';
      }
      continue;
    }
    if (c === ')') {
      const group = groups.pop();
      if (!group) return undefined;
      if (group.holdsCapture && repeats(QUANTIFIER.exec(pattern.slice(i + 1))?.[0])) unstableCaptures = true;
      const parent = groups.at(-1);
      if (parent && (group.capturing || group.holdsCapture)) parent.holdsCapture = true;
      out += ')';
      continue;
    }
    out += c;
  }
  return inClass || groups.length > 0 ? undefined : { source: out, unstableCaptures };
}

const LITERAL_ESCAPE = /[\\^$.|?*+()[\]{}/-]/;

/**
 * A literal guarded by lookaround with no captures (`/:(?!\d)/`, `/(?<![\w.])@/`, as text
 * tokenizers write them): matched exactly, by finding the literal and running each lookaround's
 * pattern on RE2 anchored where the literal starts or ends. Undefined for any other shape.
 */
function guardedLiteral(regex: RegExp): LinearRegex | undefined {
  if (regex.flags.includes('i')) return undefined;
  const source = regex.source;
  const dotAll = regex.flags.includes('s');
  const RE2JS = re2Engine();
  let i = 0;
  const guard = (kinds: readonly string[], anchor: (pattern: string) => string) => {
    const kind = kinds.find((k) => source.startsWith(k, i));
    if (!kind) return undefined;
    const end = groupEnd(source, i);
    if (end === undefined) return null;
    const body = source.slice(i + kind.length, end);
    const translated = contextFree(body) ? translate(body, dotAll) : undefined;
    i = end + 1;
    if (!translated) return null;
    try {
      const compiled = RE2JS.compile(anchor(translated.source), 0);
      const negative = kind.endsWith('!');
      return (text: string) => compiled.matcher(text).find() !== negative;
    } catch {
      return null;
    }
  };
  const behind = guard(['(?<=', '(?<!'], (p) => `(?:${p})$`);
  if (behind === null) return undefined;
  let literal = '';
  while (i < source.length && !source.startsWith('(?=', i) && !source.startsWith('(?!', i)) {
    const c = source[i];
    if (c === '\\' && LITERAL_ESCAPE.test(source[i + 1] ?? '')) {
      literal += source[i + 1];
      i += 2;
    } else if (LITERAL_ESCAPE.test(c) && c !== '/' && c !== '-') return undefined;
    else {
      literal += c;
      i++;
    }
  }
  const ahead = guard(['(?=', '(?!'], (p) => `^(?:${p})`);
  if (ahead === null || i !== source.length || literal === '' || (!behind && !ahead)) return undefined;
  const spans = (text: string, all: boolean): Span[] | undefined => {
    if (!sameCharacters(regex, text)) return undefined;
    const found: Span[] = [];
    for (let at = text.indexOf(literal); at >= 0;) {
      const end = at + literal.length;
      if ((!behind || behind(text.slice(0, at))) && (!ahead || ahead(text.slice(end)))) {
        found.push({ start: at, end, groups: [] });
        if (!all) break;
        at = text.indexOf(literal, end);
      } else at = text.indexOf(literal, at + 1);
    }
    return found;
  };
  return {
    test: (text) => (spans(text, false) ? spans(text, false)!.length > 0 : undefined),
    exec: (text) => {
      const first = spans(text, false);
      return first && (first.length > 0 ? [literal] : null);
    },
    spans,
  };
}

/** A lookaround's pattern that means the same on a piece of the text: no captures, anchors or word boundaries. */
function contextFree(pattern: string): boolean {
  const plain = pattern.replace(/\\[^bB]/g, 'x');
  return !/\\[bB]|\$|\((?!\?[:])|(?<!\[)\^/.test(plain);
}

/**
 * Whether a quantifier lets its group match more than once: JavaScript clears a group's captures at
 * each new iteration and RE2 keeps the last value, so only there may they differ (`?` is one
 * iteration or none, on both).
 */
function repeats(quantifier: string | undefined): boolean {
  if (quantifier === undefined || quantifier === '?') return false;
  const bounds = /^\{(\d+)(,(\d*))?\}$/.exec(quantifier);
  if (!bounds) return true;
  const most = bounds[2] === undefined ? Number(bounds[1]) : bounds[3] === '' ? Infinity : Number(bounds[3]);
  return most > 1;
}

/** The index of the parenthesis that closes the group opened at `open`, or undefined. */
function groupEnd(pattern: string, open: number): number | undefined {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return undefined;
}

const ASCII = (text: string) => [...text].every((c) => c.charCodeAt(0) < 0x80);
const ASTRAL = /[\uD800-\uDFFF]/;

/**
 * Whether `regex` matches `text` alike on both engines as far as characters go: RE2 reads a
 * character beyond the Basic Multilingual Plane as one, JavaScript (without the u flag) as two
 * code units, so on such text only a pattern nothing in which could match half of one (no `.`,
 * negated class or `\S`, `\W`, `\D`) is read alike. Offsets are UTF-16 on both.
 */
function sameCharacters(regex: RegExp, text: string): boolean {
  if (regex.flags.includes('i') && !(ASCII(text) && ASCII(regex.source))) return false;
  if (!ASTRAL.test(text)) return true;
  const plain = regex.source.replace(/\\[^SWDu]/g, 'x');
  return ASCII(regex.source) && !/\.|\[\^|\\[SWD]|\\u[dD][89a-fA-F]/.test(plain);
}

export function linearRegex(regex: RegExp): LinearRegex | undefined {
  if (/[muvy]/.test(regex.flags)) return undefined;
  const dotAll = regex.flags.includes('s');
  const exact = translate(regex.source, dotAll);
  if (!exact) {
    const guarded = guardedLiteral(regex);
    if (guarded) return guarded;
  }
  const translated = exact ?? translate(regex.source, dotAll, true);
  if (!translated) return undefined;
  const RE2JS = re2Engine();
  let compiled: ReturnType<typeof RE2JS.compile>;
  try {
    compiled = RE2JS.compile(translated.source, regex.flags.includes('i') ? RE2JS.CASE_INSENSITIVE : 0);
  } catch {
    return undefined;
  }
  const comparable = (text: string) => sameCharacters(regex, text);
  if (!exact) {
    // Relaxed: only "no match" is known.
    const none = (text: string) => comparable(text) && !compiled.matcher(text).find();
    return {
      test: (text) => (none(text) ? false : undefined),
      exec: (text) => (none(text) ? null : undefined),
      spans: (text) => (none(text) ? [] : undefined),
    };
  }
  return {
    test: (text) => (comparable(text) ? compiled.matcher(text).find() : undefined),
    exec: (text) => {
      if (!comparable(text) || translated.unstableCaptures) return undefined;
      const matcher = compiled.matcher(text);
      if (!matcher.find()) return null;
      return Array.from({ length: matcher.groupCount() + 1 }, (_, g) => matcher.group(g) ?? undefined);
    },
    spans: (text, all) => {
      if (!comparable(text)) return undefined;
      const matcher = compiled.matcher(text);
      const spans: Span[] = [];
      let from = 0;
      while (from <= text.length && matcher.find(from)) {
        const groups = translated.unstableCaptures ? undefined : Array.from({ length: matcher.groupCount() }, (_, g) => matcher.group(g + 1) ?? undefined);
        const span = { start: matcher.start(), end: matcher.end(), groups };
        spans.push(span);
        if (!all) break;
        // An empty match moves on by one character, as JavaScript's lastIndex does.
        from = span.end === span.start ? span.end + 1 : span.end;
      }
      return spans;
    },
  };
}

/**
 * A string method whose argument is a regular expression, run on RE2 (see NO_BACKTRACKING in
 * fold.ts): `replace`/`replaceAll` with a replacement text holding no `$` pattern, `split`, `search`,
 * `match` without the g flag. Undefined where the engines could disagree or the method is another.
 */
/** A replacement text with its `$` patterns filled in for one match (GetSubstitution), or undefined for `$<name>` or unknown groups. */
function substitution(replacement: string, text: string, span: Span): string | undefined {
  if (!replacement.includes('$')) return replacement;
  const { groups } = span;
  let out = '';
  for (let i = 0; i < replacement.length; i++) {
    const c = replacement[i];
    const next = replacement[i + 1];
    const special: Record<string, string> = { $: '$', '&': text.slice(span.start, span.end), '`': text.slice(0, span.start), "'": text.slice(span.end) };
    if (c !== '$' || next === undefined) out += c;
    else if (next in special) {
      out += special[next];
      i++;
    } else if (next === '<') return undefined;
    else if (/\d/.test(next)) {
      if (!groups) return undefined;
      const two = Number(replacement.slice(i + 1, i + 3));
      const digits = /^\d\d$/.test(replacement.slice(i + 1, i + 3)) && two >= 1 && two <= groups.length ? 2 : 1;
      const n = Number(replacement.slice(i + 1, i + 1 + digits));
      if (n < 1 || n > groups.length) out += c;
      else {
        out += groups[n - 1] ?? '';
        i += digits;
      }
    } else out += c;
  }
  return out;
}

export function regexStringMethod(name: string, text: string, regex: RegExp, args: readonly unknown[]): { value: unknown } | undefined {
  const linear = linearRegex(regex);
  if (!linear) return undefined;
  const global = regex.flags.includes('g');
  if (name === 'replace' || name === 'replaceAll') {
    const [replacement] = args;
    if (typeof replacement !== 'string' || (name === 'replaceAll' && !global)) return undefined;
    const spans = linear.spans(text, global);
    if (!spans) return undefined;
    let out = '';
    let at = 0;
    for (const span of spans) {
      const substituted = substitution(replacement, text, span);
      if (substituted === undefined) return undefined;
      out += text.slice(at, span.start) + substituted;
      at = span.end;
    }
    return { value: out + text.slice(at) };
  }
  if (name === 'split') {
    if (args.length > 0) return undefined;
    if (text === '') return linear.test('') === undefined ? undefined : { value: linear.test('') ? [] : [''] };
    const spans = linear.spans(text, true);
    // Captured groups are spliced into the parts: not modelled.
    if (!spans || /\((?!\?)/.test(regex.source.replace(/\\./g, ''))) return undefined;
    const parts: string[] = [];
    let at = 0;
    for (const { start, end } of spans) {
      // An empty match where the last part ended (the start of the text too) or at its end splits nothing.
      if (end === start && (start === at || start >= text.length)) continue;
      parts.push(text.slice(at, start));
      at = end;
    }
    parts.push(text.slice(at));
    return { value: parts };
  }
  if (name === 'search') {
    const spans = linear.spans(text, false);
    return spans && { value: spans[0]?.start ?? -1 };
  }
  if (name === 'match' && !global) {
    const result = linear.exec(text);
    return result === undefined ? undefined : { value: result };
  }
  return undefined;
}
