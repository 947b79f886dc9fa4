import type { ts } from '../typescript.js';
import { MATCH, isTextPart, isWithinPath, matchPath, samePaths } from './paths.ts';

/**
 * The abstract value of an expression inside a judge: which context paths it is and depends on,
 * which local variables and which recorded checks flowed into it (with the sign they carry to
 * the verdict), and what is statically known about it (constant, case normalisation, count).
 */

/**
 * How a recorded check reaches the verdict. +1: it must hold for the verdict to be true; -1: it
 * must fail; 0: it only shaped data the verdict uses (a filter, a found element); 2: a direction
 * the analyzer cannot tell; 3: both ways, each known — required to hold at one use and to fail at
 * another (one helper's search required for one folder and ruled out for another).
 */
export type Sign = 1 | -1 | 0 | 2 | 3;

/** The sign a check gets when the condition it sits in is negated; data (0) becomes undecidable. */
export function flip(sign: Sign): Sign {
  return sign === 1 ? -1 : sign === -1 ? 1 : sign === 0 ? 2 : sign;
}

function mergeSign(a: Sign, b: Sign): Sign {
  if (a === b || b === 0) return a;
  if (a === 0) return b;
  // Required one way at one use and the other way at another (or both already): both directions.
  if (a !== 2 && b !== 2) return 3;
  return 2;
}

/** How a comparison of two texts treats their case (CaseVerdict in facts.ts, without not-applicable). */
export type TextCase = 'sensitive' | 'insensitive' | 'one-side';

/** Two numbers computed from texts with different case handling: some normalised, some not. */
export function joinTextCase(a: TextCase | undefined, b: TextCase | undefined): TextCase | undefined {
  if (a === undefined || b === undefined || a === b) return a ?? b;
  return 'one-side';
}

/** What a value is at run time where its declared type says nothing (see Value.is). */
export type Shape = 'string' | 'list' | 'number' | 'text-or-list';

export type Constant = string | number | boolean | null | undefined | RegExpConstant;

export interface RegExpConstant {
  readonly regex: string;
  readonly flags: string;
  /** The pattern is computed at run time; only the flags are known. */
  readonly unknownSource?: boolean;
}

/**
 * The activation of a function whose locals a closure sees: a Frame (frame.ts), named opaquely here
 * so that values and frames do not import each other.
 */
export interface Scope {
  readonly scopeId: number;
}

/** A function the evaluator can enter, and the activation it was created in (none for a module-level function). */
export interface Closure {
  readonly fn: ts.SignatureDeclaration;
  readonly scope?: Scope;
  /** A method called on an object of a known class: the class `this` is an instance of inside it (its overrides are the ones called). */
  readonly self?: ts.ClassLikeDeclaration;
  /** The object `this` is inside it (a method read from an object, a constructor's new object). */
  readonly receiver?: Value;
}

/** A value holds at most this many functions: beyond, the first ones (a call site's few alternatives are what matters). */
const MAX_CLOSURES = 8;

/** A value is at most this many classes, or objects of as many classes (a registry's): beyond, none is known. */
const MAX_CLASSES = 16;

export function functionValue(fn: ts.SignatureDeclaration, scope?: Scope): Value {
  return { ...NOTHING, fns: [{ fn, scope }], alwaysTruthy: true };
}

/** The name of a class of analysable code, as a value (Value.classes). */
export function classValue(klass: ts.ClassLikeDeclaration): Value {
  return { ...NOTHING, classes: [klass], alwaysTruthy: true };
}

/** Texts a value is known to contain (past `if (!x.includes(':')) return`; the literal parts of a template), and why. */
export interface Held {
  readonly texts: readonly string[];
  readonly why: string;
}

/** One exclusive way a value is set: the constants it can give there (all of them), and the branch conditions that lead to it, signed as they hold there. */
export interface Outcome {
  readonly values: readonly Constant[];
  readonly when: ReadonlyMap<number, Sign>;
}

/** Two levels of a value, the one where its checks fail first: two numbers (the lower first) or two texts. */
export type Levels = readonly [number, number] | readonly [string, string];

/** Ways past this many are not followed (the value's ways are then not known). */
const MAX_OUTCOMES = 16;

/** The ways a value is set: its own, or the one way of a constant. */
function outcomesOf(v: Value): readonly Outcome[] | undefined {
  if (v.outcomes) return v.outcomes;
  if (v.constant !== undefined && (typeof v.constant.value !== 'object' || v.constant.value === null)) return [{ values: [v.constant.value], when: EMPTY_MAP }];
  return undefined;
}

/** Each way of `v`, taken only where the checks `when` carries hold as they are signed there; none where `when` is not known (in a loop). */
export function outcomesUnder(v: Value, when: ReadonlyMap<number, Sign> | undefined): Value {
  const own = when === undefined ? undefined : outcomesOf(v);
  if (!own) return v.outcomes ? { ...v, outcomes: undefined } : v;
  if (when!.size === 0) return own === v.outcomes ? v : { ...v, outcomes: own };
  return { ...v, outcomes: own.map((o) => ({ values: o.values, when: unionRecs(o.when, when!) })) };
}

/** Each way's key, made once: ways are never changed, and the same ones are joined again at every write and return. */
const OUTCOME_KEYS = new WeakMap<Outcome, string>();

function outcomeKey(o: Outcome): string {
  let key = OUTCOME_KEYS.get(o);
  if (key === undefined) {
    key = `${o.values.map((x) => JSON.stringify(x) ?? 'u').join(',')}|${[...o.when].sort((x, y) => x[0] - y[0]).join(';')}`;
    OUTCOME_KEYS.set(o, key);
  }
  return key;
}

/** Tells ways apart by what they give and under which conditions. */
export function outcomesKey(outcomes: readonly Outcome[]): string {
  return outcomes.map(outcomeKey).sort().join('/');
}

/** `v` with the ways it was set, where they are known. */
export function withOutcomes(v: Value, outcomes: readonly Outcome[] | undefined): Value {
  return outcomes === undefined ? v : { ...v, outcomes };
}

/** The ways of values set in exclusive branches, where each of them is known. */
export function joinOutcomes(values: readonly Value[]): readonly Outcome[] | undefined {
  const out = new Map<string, Outcome>();
  for (const v of values) {
    const own = outcomesOf(v);
    if (!own) return undefined;
    for (const o of own) out.set(outcomeKey(o), o);
  }
  return out.size > MAX_OUTCOMES ? undefined : [...out.values()];
}

/**
 * One exclusive way a value was chosen (a text taken from a match where the pattern matched, else the
 * raw input): what it is on that way, and what must hold wherever that way is taken. Conditions are
 * necessary, not sufficient: a way whose condition is not known has none, and is then never ruled out.
 */
export interface Way {
  /** Checks that hold as signed wherever this way is taken (exactly the truth of an `if`'s or a conditional's test). */
  readonly when: ReadonlyMap<number, Sign>;
  /** Taken only where the value it replaced was null or undefined (`if (x === null) x = d`). */
  readonly ifNullish?: boolean;
  readonly value: Value;
}

/** Ways past this many are not followed. */
const MAX_WAYS = 8;

/**
 * `v` as the way taken under `when` (and, with `ifNullish`, only where the value it replaces was
 * nullish): its own ways, each under `when` too; unchanged where nothing is known of the way.
 */
export function waysUnder(v: Value, when: ReadonlyMap<number, Sign> | undefined, ifNullish = false): Value {
  if (when === undefined) return v.ways ? { ...v, ways: undefined } : v;
  if (when.size === 0 && !ifNullish && !v.ways) return v;
  const own: readonly Way[] = v.ways ?? [{ when: EMPTY_MAP, value: v }];
  return { ...v, ways: own.map((w) => ({ when: unionRecs(w.when, when), ifNullish: w.ifNullish || ifNullish || undefined, value: w.value })) };
}

/** The ways of values set in exclusive branches, where one of them has ways; a value without them is one way under no condition. */
export function joinWays(values: readonly Value[]): readonly Way[] | undefined {
  if (!values.some((v) => v.ways)) return undefined;
  const out: Way[] = [];
  for (const w of values.flatMap((v): readonly Way[] => v.ways ?? [{ when: EMPTY_MAP, value: v }]))
    if (
      !out.some(
        (o) => o.value === w.value && o.ifNullish === w.ifNullish && o.when.size === w.when.size && [...w.when].every(([id, s]) => o.when.get(id) === s),
      )
    )
      out.push(w);
  return out.length > MAX_WAYS ? undefined : out;
}

/** Checks any one of which, holding as signed, does what all of them would (see Value.anyOf). */
export type Alternatives = ReadonlyMap<number, Sign>;

/**
 * The value as one operand of a disjunction: its one check, or the one group of alternatives all its
 * checks belong to (signs as they are in it); empty where it carries no check; undefined where its
 * checks reach it otherwise (two checks both needed, a check of no known direction). Checks that only
 * shaped the data it was computed from (sign 0: the block a pattern picked out of the answer, which
 * every item's search then reads) are no alternative of it; `disjunction` keeps them out of the group.
 */
function asAlternatives(v: Value): Alternatives | undefined {
  const decided = [...v.recs].filter(([, sign]) => sign !== 0);
  if (decided.length === 0) return EMPTY_MAP;
  if (decided.length === 1) {
    const [[, sign]] = decided;
    return sign === 1 || sign === -1 ? new Map(decided) : undefined;
  }
  return v.anyOf?.find((g) => g.size === decided.length && decided.every(([id, sign]) => g.get(id) === sign));
}

/**
 * The group of alternatives a disjunction of these operands makes (`a || b`, `some` over a literal
 * list's items, a flag set under each), where each operand is one check or one group (a check two
 * of them share has one sign in both); undefined where fewer than two checks remain or an operand's
 * checks reach it otherwise (one operand's alternative is data another operand was computed from).
 */
export function disjunction(operands: readonly Value[]): readonly Alternatives[] | undefined {
  const out = new Map<number, Sign>();
  for (const v of operands) {
    const g = asAlternatives(v);
    if (!g) return undefined;
    for (const [id, sign] of g) {
      // The same check twice (a flag set again on a further pass) is still one alternative.
      if (out.has(id) && out.get(id) !== sign) return undefined;
      out.set(id, sign);
    }
  }
  const data = operands.some((v) => [...v.recs].some(([id, sign]) => sign === 0 && out.has(id)));
  return out.size >= 2 && !data ? [out] : undefined;
}

function sameGroup(a: Alternatives, b: Alternatives): boolean {
  return a === b || (a.size === b.size && [...a].every(([id, sign]) => b.get(id) === sign));
}

/**
 * The groups of alternatives that stay so where two values meet: a group of one side is kept where
 * the other side carries none of its checks or carries them as that same group (a check that also
 * reaches the value some other way is no longer one alternative among others).
 */
function joinAnyOf(a: Value, b: Value): readonly Alternatives[] | undefined {
  if (!a.anyOf && !b.anyOf) return undefined;
  const keeps = (g: Alternatives, other: Value) => ![...g.keys()].some((id) => other.recs.has(id)) || (other.anyOf ?? []).some((h) => sameGroup(g, h));
  const out: Alternatives[] = [];
  for (const g of a.anyOf ?? []) if (keeps(g, b)) out.push(g);
  for (const g of b.anyOf ?? []) if (keeps(g, a) && !out.some((h) => sameGroup(g, h))) out.push(g);
  return out.length > 0 ? out : undefined;
}

/**
 * A position that visits every position of some lists in order: a for loop's counter (`for (let i = 0;
 * i < xs.length; i++)`, also `i < Math.min(xs.length, ys.length)`), the index an array method gives its
 * callback. `node` tells walks apart (the loop, the callback); `lists` are the local lists it walks whole.
 */
export interface Walk {
  readonly node: ts.Node;
  readonly lists: ReadonlySet<ts.Symbol>;
}

/** See Value.passing: `count` the number of items that pass, `element` the first that does (or undefined), `index` its index (or -1). */
export interface Passing {
  readonly some: Value;
  readonly every: Value;
  readonly total: number;
  readonly as: 'list' | 'count' | 'element' | 'index';
}

/** One walk per loop or callback, whatever the pass: values of two passes name the same walk. */
const WALKS = new WeakMap<ts.Node, Walk>();

export function walkOf(node: ts.Node, lists: () => ReadonlySet<ts.Symbol>): Walk {
  let walk = WALKS.get(node);
  if (!walk) {
    walk = { node, lists: lists() };
    WALKS.set(node, walk);
  }
  return walk;
}

/** A number of elements known whatever the run, and why it is that number. */
export interface Size {
  readonly n: number;
  readonly why: string;
}

export interface Value {
  /** Context paths this value is (`post.emails`, `trace[].args.to`). */
  readonly paths: ReadonlySet<string>;
  /** When the value is a collection: the paths of its elements. */
  readonly elems?: ReadonlySet<string>;
  /** Every context path read to compute it (includes `paths`). */
  readonly deps: ReadonlySet<string>;
  /** Local variables whose values flowed into it. */
  readonly vars: ReadonlySet<ts.Symbol>;
  /** Recorded checks (comparisons, counts) that flowed into it, with their sign. */
  readonly recs: ReadonlyMap<number, Sign>;
  /** Statically known value; absent when not constant. */
  readonly constant?: { readonly value: Constant };
  /** Always truthy even though its exact value is unknown (object, array, function literal). */
  readonly alwaysTruthy?: boolean;
  /** A collator (`new Intl.Collator(locale, options)`): whether its `compare` ignores letter case. */
  readonly collation?: 'ignores-case' | 'with-case';
  /** String normalised by toLowerCase / toUpperCase. */
  readonly caseNormal?: 'lower' | 'upper';
  /**
   * A number a helper computed from two texts (a similarity, an edit or sequence ratio): how it treats
   * their case, as a comparison of the two texts would (both lower-cased: insensitive). Compared with a
   * threshold, it is a string check with this case (docs/taxonomy.md, "Similarity scores").
   */
  readonly textCase?: TextCase;
  /** A variable normalised in place on some paths to this read only (normalised.ts): normalised or not. */
  readonly casePartly?: boolean;
  /** The value is the length/size of (or difference of lengths of) a collection. */
  readonly countOf?: ReadonlySet<string>;
  /**
   * The elements of a part of the state that differ from what it was before (`post.rows.filter((r) =>
   * before.get(r.id) !== r.status)`, that list mapped or counted): the state parts they are of.
   */
  readonly changes?: ReadonlySet<string>;
  /** A count minus this count (`post.x.length - pre.x.length`): the paths subtracted. */
  readonly countBase?: ReadonlySet<string>;
  /** A count plus this constant (`pre.x.length + 1`). */
  readonly countOffset?: number;
  /** A count divided by the size of the collection it counts in (`xs.filter(p).length / xs.length`): the share of its elements that pass. */
  readonly fraction?: boolean;
  /**
   * A number computed from how many elements of a context collection pass a check, in a way the
   * analysis does not follow (a count multiplied, the largest of per-element scores): why. Compared,
   * its count requirement is unknown, never "none".
   */
  readonly aggregate?: string;
  /**
   * What is known of a text without knowing it: at most this many characters (a character of a
   * string iterated: 1), characters it never holds (`JSON.stringify` without indentation holds no
   * raw line break or tab).
   */
  readonly text?: { readonly maxLength?: number; readonly lacks?: string; readonly holds?: Held; readonly nonEmpty?: boolean };
  /**
   * A condition every element of this list passed (a filter that keeps the texts containing, starting
   * with, ending with or equal to a literal), on the element as compared (lower-cased or not).
   */
  readonly elementsPass?: { readonly match: 'substring' | 'prefix' | 'suffix' | 'equality'; readonly literal: string; readonly caseNormal?: 'lower' | 'upper' };
  /** A list of exactly this many elements, whatever they are (a text split at a separator it does not hold: 1), and why. */
  readonly size?: Size;
  /** A list of at least this many elements (a text split at a separator it is known to hold: 2), and why. */
  readonly minSize?: Size;
  /** A number known to be at least this (the length of a list of a known least size), and why. */
  readonly atLeast?: Size;
  /** The local list whose length this is: a test of it can narrow that list's size (with `atLeast`), or compare two lists' sizes. */
  readonly lengthOf?: ts.Symbol;
  /** A condition under which a local list has exactly this size (its least size tested as its most: `xs.length <= 2` where xs has at least 2). */
  readonly sizedWhenTrue?: { readonly symbol: ts.Symbol; readonly size: Size };
  /** Every element of this list is a list of exactly this many elements (`rows.map((r) => [r.time])`: 1), and why. */
  readonly elementSize?: Size;
  /** The length of a string, or the size of a list that is not a context collection: compared with 0 it is a presence test. */
  readonly textLength?: boolean;
  /** The size of a list of the judge's own items (its checkpoints, expected items): a tally of their checks compared with it needs all of them. */
  readonly ownSize?: boolean;
  /** The element a search (`find`) returned: the id of its count record, which a use that needs it found makes required. */
  readonly found?: number;
  /**
   * What a found element stands for when nothing is found, where that is a text of the code's own
   * (`row === undefined ? 'null' : row.value`) rather than `undefined`, `null` or `''`: compared, the
   * search is needed only where that text fails the check; parsed as a number (`Number('null')`), the
   * number it gives. No `value` where it was changed on the way (sliced, replaced) and is no longer known.
   */
  readonly absent?: { readonly value?: string | number };
  /** What a regular expression matched (`text.match(re)`, `re.exec(text)`): present when its check (this record) holds. */
  readonly matched?: number;
  /**
   * The matches of a regular expression as a list (`text.match(re) ?? []`, `[...text.matchAll(re)]`):
   * empty exactly when its check (this record) fails.
   */
  readonly matchList?: number;
  /** How many matches such a list holds: 0 exactly when its check (this record) fails. */
  readonly matchCount?: number;
  /** An index a search returned (`indexOf`, `findIndex`): -1 when nothing is found. `search` is its count record, `check` its content record. */
  readonly position?: { readonly search?: number; readonly check?: number };
  /**
   * How many items of a literal list pass a callback's check, or the first that does (`ITEMS.filter(f)`
   * and its length, `ITEMS.find(f)`, `ITEMS.findIndex(f)`): the check over the items as `some` and as
   * `every` (their disjunction and conjunction), the number of items, and what this value is of it.
   */
  readonly passing?: Passing;
  /** A position walking lists from their first element, one step at a time (see Walk). */
  readonly walk?: Walk;
  /** The element of a local list at a walking position (`xs[i]`, an `every` callback's element): which list, which walk. */
  readonly at?: { readonly list: ts.Symbol; readonly walk: Walk };
  /** The index variable of a loop over this context collection (`for (let i = 0; i < xs.length; i++)`): assigned under a condition, it is a search's result. */
  readonly loopIndex?: ReadonlySet<string>;
  /**
   * The value looked up by key in a record or map (`files['/a.txt']`, `map.get(k)`): its presence is
   * membership of the key. `table`: the record is a literal table (its keys fixed in the code)
   * looked up with a value from the context (`SPEEDS[phone.network]`).
   */
  readonly keyed?: {
    readonly container: ReadonlySet<string>;
    readonly key: Value;
    readonly keyNode: ts.Node;
    readonly table?: { readonly keys: readonly string[]; readonly node: ts.Node };
  };
  /** The elements are tuples (`[key, value]` entries): destructuring one gives the paths of its parts. */
  readonly tuples?: boolean;
  /** `Object.entries` of a record: each element is a `[key, value]` pair whose key is the record's key (`{keys}`), its value a value (`[*]`). */
  readonly entries?: boolean;
  /** A field name of a record (the key of an entry of `Object.entries(row)`): which field, not what it holds. */
  readonly recordKey?: boolean;
  /** The elements of an array literal, each with its own checks (a condition array keeps their signs). */
  readonly items?: readonly Value[];
  /** Some of `items` may have been left out (a literal list filtered): which ones is not known. */
  readonly subset?: boolean;
  /** The properties of an object literal (all of them: none spread or computed), each with its own checks. */
  readonly fields?: ReadonlyMap<string, Value>;
  /**
   * `fields` joins records of different keys (one built in each branch): which of them the object
   * has depends on the branch, so its keys are not fixed by its fields.
   */
  readonly keysVary?: boolean;
  /**
   * A record of the context an object literal copies before setting keys of its own
   * (`{ ...post.files, [path]: text }`): what a key the literal does not set reads, that record at
   * that key — not the values the literal set.
   */
  readonly lent?: Lent;
  /**
   * What each element of a list the judge built is (what `map` computed for it, what was pushed):
   * its reads, its case, its properties, the functions it may be. The list's `elems` still say which
   * collection's elements they stand for (a mapped context collection is still counted as it).
   */
  readonly element?: Value;
  /** A number that is 1 or 0 as its checks hold or not (`ok ? 1 : 0`, products of such): compared with 1 or 0 it is their truth. */
  readonly indicator?: boolean;
  /**
   * A value that is `levels[1]` when its checks hold and `levels[0]` otherwise: two numbers other
   * than 0 and 1 (`ok ? 1 : -1`, a helper returning a reward of 1 or -1), compared with a threshold
   * between them, or two texts (`ok ? 'True' : 'False'`, a verdict written as a word), compared with
   * one of them: the truth of its checks, as an indicator is, not a check of the text's content.
   */
  readonly levels?: Levels;
  /**
   * The exclusive ways a variable or a helper's result was set (`if (c) score = 3; else score = f(0)`,
   * `c ? 3 : d ? 1 : 0`, the returns of a helper): what each can give and the branch conditions under
   * which it is taken. Compared with a literal, only the ways that can give a matching value remain,
   * and the conditions they all share are needed. Never set for writes inside a loop or a callback.
   */
  readonly outcomes?: readonly Outcome[];
  /**
   * Alternatives: groups of checks that reach this value only through their disjunction, each with
   * the sign it has there (`a || b`, `ITEMS.some((x) => t.includes(x))` over a literal list, a flag
   * set to true under one check per element). The value is the same whether one of a group's checks
   * holds as signed or all of them do.
   */
  readonly anyOf?: readonly Alternatives[];
  /**
   * The exclusive ways a text was chosen by a condition (a block extracted where a pattern matches,
   * else the raw answer; a default where the value was null), each with what it is on that way: a
   * rule that builds a concrete input can tell which way that input takes. Never set inside a loop.
   */
  readonly ways?: readonly Way[];
  /**
   * A counter over a list of the judge's own (a literal list, the milestones a graph walk reached),
   * counting which of their checks hold, or its share of the list: compared with the length (with 1), all of them hold.
   */
  readonly tally?: boolean;
  /** The result of `typeof x`: compared with a type name it is a presence test, not content. */
  readonly typeName?: boolean;
  /** String literals a value was computed from when it reads nothing from the context (a URL cleaned, a template filled). */
  readonly literals?: ReadonlySet<string>;
  /** A list of constant elements (array literal of literals, `new Set([...])`). */
  readonly constantList?: readonly Constant[];
  /**
   * The element of a literal list of constants too long to walk once per item, walked once for all
   * of them: it is one of these, one per item in the list's order (the needles of a search made once
   * for the whole list). Kept only where the value is the element itself.
   */
  readonly oneOf?: readonly Constant[];
  /** Result of Math.abs: comparisons against it are tolerances. */
  readonly absolute?: boolean;
  /** Serialised with JSON.stringify (equality on it is list/deep equality). */
  readonly serialised?: 'plain' | 'sorted' | 'value';
  /** Has been sorted (comparisons of sorted lists are set equality). */
  readonly sorted?: boolean;
  /**
   * The functions this value may be (a helper, a callback, a closure a helper returned; several
   * where it is one of them, `cond ? a : b`), each with the locals it closes over.
   */
  readonly fns?: readonly Closure[];
  /** Why parts of it are unknown (unresolvable calls, `any`). */
  readonly unknown?: readonly string[];
  /**
   * What the value is, whatever its declared type says (a template literal, `String(x)` or
   * `JSON.stringify(x)` is a string even kept in an `any[]`): `text-or-list` where only the methods
   * called on it say so (`x.includes(y)` on a value typed any).
   */
  readonly is?: Shape;
  /** The result of `predicate.evaluate(trace)`: its `.passed` is the predicate's verdict. */
  readonly evaluation?: boolean;
  /** Its constant truth value has already been reported where it arises (no second finding). */
  readonly explained?: boolean;
  /** Constant only because a helper was entered with constant arguments: nothing to report. */
  readonly bound?: boolean;
  /** Why it is constant, when that is more telling than its text (`both sides are constants`). */
  readonly constantWhy?: string;
  /**
   * Constant by the shape of what the judge built (a list literal's number of items, a split's one
   * part) compared with a literal: no value a helper or method was given makes it so.
   */
  readonly built?: boolean;
  /** An object made by `new C(...)` of a class written in analysable code: its methods are C's (overrides included). */
  readonly instanceOf?: ts.ClassLikeDeclaration;
  /** One of several objects of known classes (a factory returning one subclass or another): each with its class and fields. */
  readonly objects?: readonly Value[];
  /**
   * A class of analysable code as a value: its name, or one of the classes of a registry (a record,
   * map or list of classes) picked by a key not known statically. `new` of it makes an object of
   * each (Value.objects); its static members are each class's.
   */
  readonly classes?: readonly ts.ClassLikeDeclaration[];
  /**
   * An object some of whose fields the analysis may not have seen set (its base class is not
   * analysable, a field written under a computed key), or not known at all (`this` where the object a
   * method runs on is not known): a field it does not hold is unknown.
   */
  readonly partial?: boolean;
}

const EMPTY_SET: ReadonlySet<never> = new Set();
const EMPTY_MAP: ReadonlyMap<number, Sign> = new Map();

/**
 * Carries nothing. Every field of a value is here, most of them undefined, so that the values built
 * from it by spreading (`{ ...NOTHING, paths }`, `{ ...v, recs }`) all have one object shape: V8
 * then reads their fields with one cached lookup instead of a search among dozens of shapes.
 */
export const NOTHING: Value = {
  paths: EMPTY_SET,
  deps: EMPTY_SET,
  vars: EMPTY_SET,
  recs: EMPTY_MAP,
  elems: undefined,
  constant: undefined,
  alwaysTruthy: undefined,
  collation: undefined,
  caseNormal: undefined,
  textCase: undefined,
  casePartly: undefined,
  countOf: undefined,
  changes: undefined,
  countBase: undefined,
  countOffset: undefined,
  fraction: undefined,
  aggregate: undefined,
  text: undefined,
  elementsPass: undefined,
  size: undefined,
  minSize: undefined,
  atLeast: undefined,
  lengthOf: undefined,
  sizedWhenTrue: undefined,
  elementSize: undefined,
  textLength: undefined,
  ownSize: undefined,
  found: undefined,
  absent: undefined,
  matched: undefined,
  matchList: undefined,
  matchCount: undefined,
  position: undefined,
  passing: undefined,
  walk: undefined,
  at: undefined,
  loopIndex: undefined,
  keyed: undefined,
  tuples: undefined,
  entries: undefined,
  recordKey: undefined,
  items: undefined,
  subset: undefined,
  fields: undefined,
  keysVary: undefined,
  lent: undefined,
  element: undefined,
  instanceOf: undefined,
  objects: undefined,
  classes: undefined,
  partial: undefined,
  indicator: undefined,
  levels: undefined,
  outcomes: undefined,
  anyOf: undefined,
  ways: undefined,
  tally: undefined,
  typeName: undefined,
  literals: undefined,
  constantList: undefined,
  oneOf: undefined,
  absolute: undefined,
  serialised: undefined,
  sorted: undefined,
  fns: undefined,
  unknown: undefined,
  is: undefined,
  evaluation: undefined,
  explained: undefined,
  bound: undefined,
  constantWhy: undefined,
  built: undefined,
} satisfies Record<keyof Value, unknown>;

export function constantValue(value: Constant): Value {
  return { ...NOTHING, constant: { value } };
}

/** A value that *is* a context path; reading it happens when it is consumed. */
export function pathValue(path: string): Value {
  return { ...NOTHING, paths: new Set([path]) };
}

/** The value is used as a whole (compared, serialised, returned): its own paths become reads. */
export function consumed(v: Value): Value {
  if (
    v.paths.size === 0 &&
    (v.elems === undefined || v.elems.size === 0) &&
    v.element === undefined &&
    v.fns === undefined &&
    v.countOf === undefined &&
    v.caseNormal === undefined &&
    v.constantList === undefined
  ) {
    return v;
  }
  // A list the judge built (mapped, filled) is read through what each element is, not as the whole
  // collection it was computed from; any other list with its elements' paths. Elements that are
  // objects the judge built are read through all their properties.
  const record = v.element && (isBuiltObject(v.element) || isBuiltTuple(v.element)) ? consumed(v.element) : undefined;
  let deps = union(v.deps, record ? record.deps : v.element ? v.element.paths : v.paths);
  if (v.elems && !v.element) deps = union(deps, v.elems);
  return {
    ...NOTHING,
    deps,
    vars: v.vars,
    recs: record ? unionRecs(v.recs, record.recs) : v.recs,
    anyOf: record ? joinAnyOf(v, record) : v.anyOf,
    unknown: v.unknown,
    constant: v.constant,
    alwaysTruthy: v.alwaysTruthy,
    // Why a constant is fixed travels with it: a constant a parameter carried stays one for this call only.
    explained: v.explained,
    bound: v.bound,
    literals: literalsOf(v),
  };
}

/** The string literals a value is or was computed from. */
export function literalsOf(v: Value): ReadonlySet<string> | undefined {
  const own = typeof v.constant?.value === 'string' ? [v.constant.value] : [];
  const list = v.constantList ? v.constantList.filter((c): c is string => typeof c === 'string') : [];
  if (own.length === 0 && list.length === 0) return v.literals;
  return new Set([...(v.literals ?? []), ...own, ...list]);
}

function union<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): ReadonlySet<T> {
  if (a.size === 0) return b;
  if (b.size === 0 || a === b) return a;
  const out = new Set(a);
  for (const x of b) out.add(x);
  return out.size === a.size ? a : out;
}

function unionRecs(a: ReadonlyMap<number, Sign>, b: ReadonlyMap<number, Sign>): ReadonlyMap<number, Sign> {
  if (a.size === 0) return b;
  if (b.size === 0 || a === b) return a;
  const out = new Map(a);
  for (const [id, sign] of b) {
    const prior = out.get(id);
    out.set(id, prior === undefined ? sign : mergeSign(prior, sign));
  }
  return out;
}

function unionOptional<T>(a: ReadonlySet<T> | undefined, b: ReadonlySet<T> | undefined): ReadonlySet<T> | undefined {
  if (!a) return b;
  if (!b) return a;
  return union(a, b);
}

/** Dependencies only: what `b` read and which checks it carries, without its identity. */
export function dependencies(v: Value): Value {
  return { ...NOTHING, deps: v.deps, vars: v.vars, recs: v.recs, anyOf: v.anyOf, unknown: v.unknown, literals: literalsOf(v) };
}

/** What a value read, none of its checks: it only ordered or took apart other data (a comparator, a position that cuts a text). */
export function withoutChecks(v: Value): Value {
  return { ...dependencies(consumed(v)), recs: EMPTY_MAP };
}

/** The union of what several values depend on; identity (paths) of all of them. */
export function join(...values: readonly Value[]): Value {
  if (values.length === 0) return NOTHING;
  if (values.length === 1) return values[0];
  let out = values[0];
  for (let i = 1; i < values.length; i++) out = join2(out, values[i]);
  return out;
}

/** Carries nothing at all: joining it changes only what is known about constants. */
function isBare(v: Value): boolean {
  return (
    v.paths.size === 0 &&
    v.deps.size === 0 &&
    v.vars.size === 0 &&
    v.recs.size === 0 &&
    v.elems === undefined &&
    v.constant === undefined &&
    v.fns === undefined &&
    v.countOf === undefined &&
    v.unknown === undefined &&
    !v.alwaysTruthy &&
    v.literals === undefined
  );
}

/** The same constant: equal, or two regular expressions of one source and flags (a literal evaluated again on a further pass). */
function sameConstantValue(a: Constant, b: Constant): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return a.regex === b.regex && a.flags === b.flags && !a.unknownSource && !b.unknownSource;
}

function join2(a: Value, b: Value): Value {
  if (a === b) return a;
  if (isBare(b) && a.constant === undefined && !a.alwaysTruthy && a.caseNormal === undefined && a.constantList === undefined) return a;
  if (isBare(a) && b.constant === undefined && !b.alwaysTruthy && b.caseNormal === undefined && b.constantList === undefined) return b;
  const sameConstant = a.constant && b.constant && sameConstantValue(a.constant.value, b.constant.value);
  const levels = joinLevels(a, b);
  return {
    ...NOTHING,
    paths: union(a.paths, b.paths),
    elems: joinElems(a, b),
    deps: union(a.deps, b.deps),
    vars: union(a.vars, b.vars),
    recs: unionRecs(levelRecs(a, levels), levelRecs(b, levels)),
    constant: sameConstant ? a.constant : undefined,
    alwaysTruthy: (a.alwaysTruthy || truthiness(a) === true) && (b.alwaysTruthy || truthiness(b) === true) ? true : undefined,
    caseNormal: joinCase(a, b),
    textCase: joinTextCase(a.textCase, b.textCase),
    ...joinCounts(a, b),
    aggregate: a.aggregate ?? b.aggregate,
    fns: joinClosures(a.fns, b.fns),
    instanceOf: undefined,
    element: joinElement(a, b),
    constantList: a.constantList === b.constantList ? a.constantList : undefined,
    oneOf: a.oneOf === b.oneOf ? a.oneOf : undefined,
    absolute: a.absolute && b.absolute ? true : undefined,
    serialised: a.serialised === b.serialised ? a.serialised : undefined,
    sorted: a.sorted && b.sorted ? true : undefined,
    explained: a.explained || b.explained ? true : undefined,
    bound: a.bound || b.bound ? true : undefined,
    indicator: isIndicator(a) && isIndicator(b) ? true : undefined,
    levels,
    tally: a.tally ?? b.tally,
    // The size of a list that is no context collection, joined with the 0 it started from (a counter over a text's parts).
    textLength: (a.textLength && isZero(b)) || (b.textLength && isZero(a)) ? true : undefined,
    ownSize: a.ownSize && b.ownSize ? true : undefined,
    size: joinSize(a.size, b.size, a, b),
    minSize: joinLeast(a.size ?? a.minSize, b.size ?? b.minSize, a, b),
    atLeast: joinLeast(a.atLeast, b.atLeast, a, b),
    elementSize: joinSize(a.elementSize, b.elementSize, a, b),
    ...joinSearch(a, b),
    ...joinEmpty(a, b),
    walk: a.walk === b.walk ? a.walk : undefined,
    at: joinAt(a, b),
    subset: a.subset || b.subset || undefined,
    ...joinObjects(a, b),
    lent: joinLent(a, b),
    classes: joinClasses(a, b),
    literals: unionOptional(literalsOf(a), literalsOf(b)),
    unknown: a.unknown && b.unknown ? [...new Set([...a.unknown, ...b.unknown])] : (a.unknown ?? b.unknown),
    is: joinShape(a, b),
    anyOf: joinAnyOf(a, b),
    text: knownNonEmpty(a) && knownNonEmpty(b) ? NON_EMPTY : undefined,
  };
}

const NON_EMPTY = { nonEmpty: true };

/** A record of the context an object copies, and the keys the object sets itself (`{ ...post.files, [path]: text }`). */
export interface Lent {
  readonly record: Value;
  readonly sets: ReadonlySet<string>;
}

const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * The record a value lends the keys it does not set from: the one it copied, or itself where it is
 * a keyed collection of a snapshot taken whole (not filtered, not rebuilt), setting no key.
 */
export function lentOf(v: Value): Lent | undefined {
  if (v.lent) return v.lent;
  const whole = v.element === undefined && v.elems === undefined && v.items === undefined && !v.subset && !v.fields && !v.objects && !v.fns && !v.partial;
  return whole && isKeyedCollection(v) ? { record: v, sets: NO_KEYS } : undefined;
}

/**
 * Objects that copy the same record of the context (one of them may be that record itself, a
 * branch that set nothing): a key none of them sets reads that record whichever was taken. Records
 * of different paths give none: which one a key reads depends on the branch.
 */
export function joinLents(lents: readonly (Lent | undefined)[]): Lent | undefined {
  const first = lents[0];
  if (!first || lents.some((l) => l === undefined || !samePaths(l.record.paths, first.record.paths))) return undefined;
  const all = lents as Lent[];
  return { record: join(...all.map((l) => l.record)), sets: new Set(all.flatMap((l) => [...l.sets])) };
}

function joinLent(a: Value, b: Value): Lent | undefined {
  return a.lent || b.lent ? joinLents([lentOf(a), lentOf(b)]) : undefined;
}

/** A text known to hold at least one character (a non-empty literal, a template with text of its own, a join of such). */
export function knownNonEmpty(v: Value): boolean {
  const c = v.constant?.value;
  if (v.constant !== undefined) return typeof c === 'string' && c !== '';
  return v.text?.nonEmpty === true || (v.text?.holds?.texts.some((t) => t !== '') ?? false);
}

/**
 * The element at a walking position both sides are, or that one side is where the other is a constant
 * of the code's own (a fallback such as `Infinity` where the element does not parse).
 */
function joinAt(a: Value, b: Value): Value['at'] {
  if (!a.at && !b.at) return undefined;
  if (a.at && b.at) return a.at.list === b.at.list && a.at.walk === b.at.walk ? a.at : undefined;
  const [other, at] = a.at ? [b, a.at] : [a, b.at];
  return other.constant !== undefined && other.paths.size === 0 ? at : undefined;
}

/**
 * What each element of either list is. A side whose elements are known only as its items (a list
 * literal that was then pushed to) adds them; a side whose elements are known only by where they
 * were read from leaves it to those paths (`elems`), which one side's element alone would hide.
 */
function joinElement(a: Value, b: Value): Value | undefined {
  if (a.element === undefined && b.element === undefined) return undefined;
  const ea = elementOf(a);
  const eb = elementOf(b);
  if (ea === null || eb === null) return undefined;
  if (ea === undefined || eb === undefined) return ea ?? eb;
  return join2(ea, eb);
}

/** A value's element as a value, `undefined` when it has none, `null` when its elements are known otherwise. */
function elementOf(v: Value): Value | undefined | null {
  if (v.element) return v.element;
  if (v.items) return v.items.length === 0 ? undefined : join(...v.items);
  return v.paths.size > 0 || (v.elems !== undefined && v.elems.size > 0) ? null : undefined;
}

/**
 * The same number of elements on both sides; or the size of one side where the other is `null` or
 * `undefined` (a fallback when nothing was found), whose length a use never reads: it throws.
 */
function joinSize(a: Size | undefined, b: Size | undefined, va: Value, vb: Value): Size | undefined {
  if (a && b) return a.n === b.n ? a : undefined;
  return isNullish(va) ? b : isNullish(vb) ? a : undefined;
}

/** The smaller of two least sizes (an exact size is a least one); the other side's where one is `null` or `undefined`. */
function joinLeast(a: Size | undefined, b: Size | undefined, va: Value, vb: Value): Size | undefined {
  if (a && b) return a.n <= b.n ? a : b;
  return isNullish(va) ? b : isNullish(vb) ? a : undefined;
}

/** What a value is, from what it was made as or from its constant. */
function shapeOf(v: Value): Shape | undefined {
  if (v.is) return v.is;
  const c = v.constant?.value;
  if (typeof c === 'string') return 'string';
  if (typeof c === 'number') return 'number';
  return v.paths.size === 0 && (v.items !== undefined || v.constantList !== undefined) ? 'list' : undefined;
}

/** Both sides the same shape, or one of them `undefined`/`null` (a fallback when nothing was found). */
function joinShape(a: Value, b: Value): Shape | undefined {
  const sa = shapeOf(a);
  const sb = shapeOf(b);
  if (sa === sb) return sa;
  return isNullish(a) ? sb : isNullish(b) ? sa : undefined;
}

/** A value statically known to be `undefined` or `null`. */
export function isNullish(v: Value): boolean {
  return v.constant !== undefined && (v.constant.value === undefined || v.constant.value === null) && v.paths.size === 0;
}

/** The objects a value may be: one of a known class, or one of several classes a factory may return. */
export function objectsOf(v: Value): readonly Value[] | undefined {
  return v.objects ?? (v.instanceOf && v.fields ? [v] : undefined);
}

/**
 * Objects joined: of one class, field by field; of several classes, the list of them (a method
 * called on it calls each class's member). A side that is no object (`undefined` before the object
 * is made) adds none: calling a method on it would throw.
 */
function joinObjects(a: Value, b: Value): Pick<Value, 'instanceOf' | 'fields' | 'objects' | 'partial' | 'keysVary'> | undefined {
  const as = objectsOf(a);
  const bs = objectsOf(b);
  if (!as && !bs) {
    // A record written under keys not known, and the empty record it was on another path: the former.
    if ((a.keysVary || b.keysVary) && [a, b].every((v) => isAnyKeyRecord(v) || (isBuiltObject(v) && v.fields!.size === 0)))
      return { fields: undefined, keysVary: true };
    // Two objects the judge built with the same properties (one pushed per element): property by property.
    if (isBuiltObject(a) && isBuiltObject(b) && sameKeys(a.fields!, b.fields!)) {
      const joined = joinFields(a, b);
      return { fields: joined.fields, keysVary: joined.keysVary };
    }
    return a.instanceOf && a.instanceOf === b.instanceOf ? { instanceOf: a.instanceOf } : undefined;
  }
  // The other side may be an object of a class the analysis does not know: which member runs is not known.
  if (!as || !bs) {
    const other = as ? b : a;
    if (!(other.constant !== undefined && (other.constant.value === undefined || other.constant.value === null))) {
      return { instanceOf: undefined, fields: undefined, partial: undefined, objects: undefined };
    }
  }
  const out: Value[] = [];
  for (const o of [...(as ?? []), ...(bs ?? [])]) {
    const i = out.findIndex((x) => x.instanceOf === o.instanceOf);
    if (i < 0) out.push(o);
    else out[i] = joinFields(out[i], o);
  }
  // Objects of more classes than a value follows: which one it is, and so its methods, are not known.
  if (out.length > MAX_CLASSES) return { instanceOf: undefined, fields: undefined, partial: undefined, objects: undefined };
  if (out.length === 1) return { instanceOf: out[0].instanceOf, fields: out[0].fields, partial: out[0].partial, objects: undefined };
  return { instanceOf: undefined, fields: undefined, partial: undefined, objects: out };
}

/**
 * Classes joined: either side's (`undefined`, where a registry has no class under the key, adds none:
 * `new` of it would throw); none where the other side is something else or they are too many.
 */
function joinClasses(a: Value, b: Value): Value['classes'] {
  if (a.classes === b.classes) return a.classes;
  if ((!a.classes && !isNullish(a)) || (!b.classes && !isNullish(b))) return undefined;
  const out = [...new Set([...(a.classes ?? []), ...(b.classes ?? [])])];
  return out.length > MAX_CLASSES ? undefined : out;
}

function sameKeys(a: ReadonlyMap<string, Value>, b: ReadonlyMap<string, Value>): boolean {
  return a.size === b.size && [...a.keys()].every((k) => b.has(k));
}

function joinFields(a: Value, b: Value): Value {
  if (a === b || a.fields === b.fields) return a;
  const fields = new Map(a.fields);
  for (const [k, v] of b.fields ?? []) {
    const prior = fields.get(k);
    fields.set(k, prior ? join2(prior, v) : v);
  }
  return { ...a, fields, deps: union(a.deps, b.deps), partial: a.partial || b.partial || undefined, keysVary: a.keysVary || b.keysVary || undefined };
}

function joinClosures(a: readonly Closure[] | undefined, b: readonly Closure[] | undefined): readonly Closure[] | undefined {
  if (!a || !b || a === b) return a ?? b;
  const out = [...a];
  for (const c of b)
    if (out.length < MAX_CLOSURES && !out.some((o) => o.fn === c.fn && o.scope === c.scope && o.self === c.self && o.receiver === c.receiver)) out.push(c);
  return out.length === a.length ? a : out;
}

/**
 * An empty literal list adds no element: `Array.isArray(x) ? x : []` and `text.match(re) ?? []`
 * have x's (the matches') elements, which are its paths' elements.
 */
function joinElems(a: Value, b: Value): ReadonlySet<string> | undefined {
  if (a.elems === undefined && a.paths.size > 0 && isEmptyList(b)) return elementPaths(a.paths);
  if (b.elems === undefined && b.paths.size > 0 && isEmptyList(a)) return elementPaths(b.paths);
  return unionOptional(a.elems, b.elems);
}

function elementPaths(paths: ReadonlySet<string>): ReadonlySet<string> {
  return new Set([...paths].map((p) => `${p}[]`));
}

/**
 * Case normalisation survives a join with nothing (`undefined` when a lookup fails, a value that
 * carries nothing at all), with an empty list (a list filled with normalised strings) and with a
 * string constant already in that case (`'request' in args ? args.request.toLowerCase() : ''`).
 */
/** A value that is only string literals, each already in that case. */
function literalsInCase(v: Value, normal: Value['caseNormal']): boolean {
  const literals = literalsOf(v);
  return normal !== undefined && literals !== undefined && literals.size > 0 && [...literals].every((l) => l === inCase(l, normal));
}

function joinCase(a: Value, b: Value): Value['caseNormal'] {
  if (a.caseNormal === b.caseNormal) return a.caseNormal;
  const neutralSide = (v: Value, normal: Value['caseNormal']) =>
    (v.constant !== undefined && (v.constant.value === undefined || v.constant.value === null)) ||
    v.items?.length === 0 ||
    isBare(v) ||
    (typeof v.constant?.value === 'string' && v.constant.value === inCase(v.constant.value, normal)) ||
    // A literal added to a list of normalised strings (`seen.add(to.toLowerCase()).add('marker')`), already in that case.
    (v.paths.size === 0 && v.element !== undefined && v.element.paths.size === 0 && literalsInCase(v.element, normal));
  if (neutralSide(a, b.caseNormal)) return b.caseNormal;
  if (neutralSide(b, a.caseNormal)) return a.caseNormal;
  return undefined;
}

/** The number 0, as a constant. */
function isZero(v: Value): boolean {
  return v.constant?.value === 0 && v.paths.size === 0;
}

/**
 * A search's result survives a join with what stands for "nothing found": a found element (or a
 * text or list computed from it) with `undefined`, `null`, `''` or `[]` (`if (row === undefined)
 * return ''; return row.role`, a list of its words filled from `[]`), an index with
 * -1 (`let idx = -1; ... idx = i`). A loop's index variable stays one.
 */
function joinSearch(a: Value, b: Value): Pick<Value, 'found' | 'absent' | 'position' | 'loopIndex'> {
  const none = (v: Value, markers: readonly Constant[]) =>
    isBare(v) ||
    (v.constant !== undefined && v.paths.size === 0 && markers.includes(v.constant.value)) ||
    (markers.includes('') && (isEmptyList(v) || sentinel(v) !== undefined));
  // Two results of the search at the same place (a variable's value from the pass before and from
  // this one) are that search: the later one, whose record this pass holds.
  const pick = <K extends 'found' | 'position'>(key: K, markers: readonly Constant[]): Value[K] =>
    b[key] !== undefined && (a[key] !== undefined || none(a, markers)) ? b[key] : a[key] !== undefined && none(b, markers) ? a[key] : undefined;
  const found = pick('found', [undefined, null, '']);
  return {
    found,
    absent: found === undefined ? undefined : joinAbsent(a.found === found ? a.absent : sentinel(a), b.found === found ? b.absent : sentinel(b)),
    position: pick('position', [-1]),
    loopIndex: a.loopIndex && b.loopIndex ? union(a.loopIndex, b.loopIndex) : undefined,
  };
}

/** A text of the code's own that stands for "nothing found" (`'null'`, `'none'`): not the empty text, which comparisons already know. */
function sentinel(v: Value): Value['absent'] {
  const c = v.constant?.value;
  return typeof c === 'string' && c !== '' && v.paths.size === 0 && v.deps.size === 0 ? { value: c } : undefined;
}

/** Two stand-ins for "nothing found": one where the other is the usual `undefined` or `''`, the same text, or one no longer known. */
function joinAbsent(a: Value['absent'], b: Value['absent']): Value['absent'] {
  if (a === undefined || b === undefined) return a ?? b;
  return Object.is(a.value, b.value) ? a : {};
}

/**
 * `{}` or `[]` on both sides (a literal declared again on a later pass over a loop) stays empty. A
 * literal joined with `undefined` (`let targets;` assigned one in a branch) keeps its elements and
 * properties: reading them from `undefined` would throw, so wherever they are read it is that literal.
 */
function joinEmpty(a: Value, b: Value): Pick<Value, 'items' | 'constantList' | 'fields' | 'keysVary'> {
  if (isEmptyList(a) && isEmptyList(b)) return { items: [], constantList: [] };
  // The same literal on both sides (a variable's value from two passes over a loop) is that literal.
  if (a.paths.size === 0 && b.paths.size === 0 && (a.items ?? a.fields) !== undefined && a.items === b.items && a.fields === b.fields) {
    return { items: a.items, constantList: a.constantList === b.constantList ? a.constantList : undefined, fields: a.fields };
  }
  if (a.fields?.size === 0 && b.fields?.size === 0 && a.paths.size === 0 && b.paths.size === 0) return { fields: a.fields };
  // Two literal lists of one length (`a.length <= b.length ? [a, b] : [b, a]`): element by element.
  if (a.items && b.items && a.items !== b.items && a.items.length === b.items.length && a.items.length > 0 && a.paths.size === 0 && b.paths.size === 0) {
    const bItems = b.items;
    return { items: a.items.map((item, i) => join2(item, bItems[i])) };
  }
  if (isBuiltObject(a) && isBuiltObject(b)) {
    const keysVary = a.keysVary || b.keysVary || !sameKeys(a.fields!, b.fields!) || undefined;
    return { fields: recordJoin(a.fields!, b.fields!), keysVary };
  }
  const literal = isPlainUndefined(a) ? b : isPlainUndefined(b) ? a : undefined;
  if (literal && literal.paths.size === 0 && (literal.items !== undefined || literal.fields !== undefined)) {
    return { items: literal.items, constantList: literal.constantList, fields: literal.fields };
  }
  return {};
}

/**
 * Two records written in the code (the items of a literal list, a record built in two branches):
 * property by property, a property only one of them sets joined with `undefined`.
 */
function recordJoin(a: ReadonlyMap<string, Value>, b: ReadonlyMap<string, Value>): ReadonlyMap<string, Value> {
  const fields = new Map<string, Value>();
  for (const [k, v] of a) fields.set(k, join2(v, b.get(k) ?? UNDEFINED));
  for (const [k, v] of b) if (!a.has(k)) fields.set(k, join2(UNDEFINED, v));
  return fields;
}

/** Either of two values a property may hold, with the ways each was set where both are known (a status written in branches, readings 13 and 40). */
export function joinWithWays(a: Value, b: Value): Value {
  return withOutcomes(join2(a, b), joinOutcomes([a, b]));
}

function isPlainUndefined(v: Value): boolean {
  return v.constant !== undefined && v.constant.value === undefined && v.paths.size === 0;
}

export function inCase(text: string, normal: Value['caseNormal']): string | undefined {
  return normal === 'lower' ? text.toLowerCase() : normal === 'upper' ? text.toUpperCase() : undefined;
}

/**
 * Two levels survive a join with the same levels or with a constant that is one of them (a variable
 * assigned in branches); constants alone never make levels, only a conditional or a helper's returns do.
 */
function joinLevels(a: Value, b: Value): Levels | undefined {
  const within = (levels: Levels, v: Value) =>
    v.levels ? v.levels[0] === levels[0] && v.levels[1] === levels[1] : v.constant !== undefined && (levels as readonly Constant[]).includes(v.constant.value);
  if (a.levels) return within(a.levels, b) ? a.levels : undefined;
  if (b.levels) return within(b.levels, a) ? b.levels : undefined;
  return undefined;
}

/**
 * The checks of one side of a join. A side of two levels (`ok ? 'passed' : 'failed'`, two truthy
 * texts) holds its checks with the direction of the level they choose; joined with a value outside
 * its levels (`undefined` where it was never written), the join has no levels and those checks no
 * direction its truth could carry: they only chose data.
 */
function levelRecs(v: Value, kept: Levels | undefined): ReadonlyMap<number, Sign> {
  return v.levels && !kept ? neutral(v).recs : v.recs;
}

/** A 0/1 number standing for the truth of its checks, or the constant 0 or 1. */
export function isIndicator(v: Value): boolean {
  return v.indicator === true || v.constant?.value === 0 || v.constant?.value === 1;
}

/** Two counts join as a count only when they are the same size expression (`i` and `i - 1` are not). */
function joinCounts(a: Value, b: Value): Pick<Value, 'countOf' | 'countBase' | 'countOffset' | 'fraction'> {
  if (!a.countOf || !b.countOf) {
    const count = a.countOf ? a : b.countOf ? b : undefined;
    return count ? { countOf: count.countOf, countBase: count.countBase, countOffset: count.countOffset, fraction: count.fraction } : {};
  }
  if ((a.countOffset ?? 0) !== (b.countOffset ?? 0) || Boolean(a.countBase) !== Boolean(b.countBase) || a.fraction !== b.fraction) return {};
  return { countOf: union(a.countOf, b.countOf), countBase: unionOptional(a.countBase, b.countBase), countOffset: a.countOffset, fraction: a.fraction };
}

/**
 * The same value, its literal contents no longer known (a list or object something may change,
 * mutation.ts): what it reads stays, its items, properties and constant elements go.
 */
export function contentsUnknown(v: Value): Value {
  if (v.items === undefined && v.fields === undefined && v.constantList === undefined) return v;
  return { ...v, constantList: undefined, items: undefined, subset: undefined, fields: undefined };
}

/** Adds dependencies (e.g. control conditions) to a value without changing what it is. */
export function withDeps(v: Value, extra: Value): Value {
  if (extra.deps.size === 0 && extra.vars.size === 0 && extra.recs.size === 0 && !extra.unknown) return v;
  return {
    ...v,
    deps: union(v.deps, extra.deps),
    vars: union(v.vars, extra.vars),
    recs: unionRecs(v.recs, extra.recs),
    unknown: extra.unknown ? [...new Set([...(v.unknown ?? []), ...extra.unknown])] : v.unknown,
    anyOf: joinAnyOf(v, extra),
    lent: v.lent && { ...v.lent, record: withDeps(v.lent.record, extra) },
  };
}

/**
 * A value chosen under a condition (returned, or written to a variable) depends on it, and so does
 * each part of it: `return [true, 'why']` inside `if (...)` gives a tuple whose first element, taken
 * apart at the call (`const [ok] = check()`), still depends on the condition that chose that return;
 * `state = { stage: 'sent' }` under a test gives a `stage` that depends on the test.
 */
export function withDepsInParts(value: Value, control: Value): Value {
  const whole = withDeps(value, control);
  if (whole === value) return value;
  const items = value.items?.map((item) => withDeps(item, control));
  const fields = value.fields ? new Map([...value.fields].map(([key, field]) => [key, withDeps(field, control)])) : undefined;
  return { ...whole, ...(items && { items }), ...(fields && { fields }) };
}

/**
 * The last read of a value as a variable: the same variable read again (at each mention, on each
 * pass) gives the same value, made once, not a copy per read.
 */
const READS = new WeakMap<Value, { readonly symbol: ts.Symbol; readonly read: Value }>();

export function withVar(v: Value, symbol: ts.Symbol): Value {
  if (v.vars.has(symbol)) return v;
  const last = READS.get(v);
  let read = last?.symbol === symbol ? last.read : undefined;
  if (!read) {
    const vars = new Set(v.vars);
    vars.add(symbol);
    read = { ...v, vars };
    READS.set(v, { symbol, read });
  }
  // Read from a variable, the value is the same: still the extreme it held.
  const extreme = EXTREMES.get(v);
  if (extreme) EXTREMES.set(read, extreme);
  return read;
}

/** The largest or smallest element of a context collection (`Math.max(...xs)`): which, and of what paths. */
export interface Extreme {
  readonly name: 'min' | 'max';
  readonly of: ReadonlySet<string>;
  /** An element of the list, compared in its place as content. */
  readonly element: Value;
}

/**
 * Kept by identity, not as a field: any change to the value (negated, added to, joined with `null`
 * on an empty list's branch) makes a new object, which is no longer the extreme itself.
 */
const EXTREMES = new WeakMap<Value, Extreme>();

/** `v` marked as the extreme `name` of the elements of `of`. */
export function markExtreme(v: Value, name: 'min' | 'max', of: ReadonlySet<string>, element: Value): Value {
  EXTREMES.set(v, { name, of, element });
  return v;
}

/** What `v` is the extreme of, when it is one unchanged. */
export function extremeOf(v: Value): Extreme | undefined {
  return EXTREMES.get(v);
}

export function withRecord(v: Value, id: number, sign: Sign = 1): Value {
  const recs = new Map(v.recs);
  recs.set(id, sign);
  return { ...v, recs };
}

export function negate(v: Value): Value {
  const recs = new Map<number, Sign>();
  for (const [id, sign] of v.recs) recs.set(id, sign === 1 ? -1 : sign === -1 ? 1 : sign);
  const t = truthiness(v);
  // `!x` tests x's presence: x is read (a found element's presence is its search, carried by its record).
  return {
    ...dependencies(v.found === undefined ? consumed(v) : v),
    recs,
    // Its checks still reach it only through their disjunction (negated: all of them fail).
    anyOf: v.anyOf,
    constant: t === undefined ? undefined : { value: !t },
    explained: v.explained,
    bound: v.bound,
  };
}

/**
 * The signs of a condition's checks once the condition decides a branch: `if (c) return false`
 * flips them (sign -1); a branch whose outcome is not a literal verdict makes them undecidable
 * (sign 0 -> 2). Data dependencies stay data.
 */
export function resign(v: Value, sign: Sign): Value {
  if (v.recs.size === 0) return v;
  const recs = new Map<number, Sign>();
  for (const [id, s] of v.recs) {
    if (s === 0 || s === 2) recs.set(id, s);
    else if (sign === 0 || sign === 2) recs.set(id, 2);
    else if (s === 3 || sign === 3) recs.set(id, 3);
    else recs.set(id, (s * sign) as Sign);
  }
  return { ...v, recs };
}

/** The value is used as data (an operand, an object whose field is read): its checks become data. */
export function neutral(v: Value): Value {
  if (v.recs.size === 0) return v;
  let changed = false;
  const recs = new Map<number, Sign>();
  for (const [id, s] of v.recs) {
    const t: Sign = s === 2 ? 2 : 0;
    if (t !== s) changed = true;
    recs.set(id, t);
  }
  return changed ? { ...v, recs } : v;
}

export function truthiness(v: Value): boolean | undefined {
  if (v.constant) {
    const c = v.constant.value;
    return typeof c === 'object' && c !== null ? true : Boolean(c);
  }
  return v.alwaysTruthy ? true : undefined;
}

/**
 * Appends a path segment (`.emails`, `["/a.txt"]`) to each path: `post` + `.emails` ->
 * `post.emails`. The judge context itself is the root `ctx`.
 */
export function member(v: Value, segment: string): Value {
  const paths = new Set<string>();
  for (const p of v.paths) paths.add(p === WHOLE_CONTEXT ? segment.replace(/^\./, '') : `${p}${segment}`);
  return {
    ...NOTHING,
    paths,
    deps: v.deps,
    vars: v.vars,
    recs: neutral(v).recs,
    unknown: v.unknown,
    found: v.found,
    absent: v.absent && {},
    literals: v.literals,
  };
}

/**
 * A collection taken from the judge context (state, trace, messages, steps), as opposed to a literal list of
 * conditions or expected values, or a list derived from the output text: only these are counted.
 */
export function isContextCollection(v: Value): boolean {
  if (v.items !== undefined) return false;
  for (const p of v.paths) if (isCountable(p)) return true;
  // A list of lists, each a whole context collection mapped (per-row costs, one list per column of
  // a target row the judge holds), built from a list of the judge's own: that list's elements, not the context's.
  if (v.element?.element !== undefined && isContextCollection(v.element)) return false;
  if (v.elems) for (const p of v.elems) if (isCountable(p)) return true;
  return false;
}

/**
 * A path whose value is a collection of the context: not the parts of a split text, not the keys
 * or values of one record (a call's arguments, a row) — only of the files and tables.
 */
function isCountable(path: string): boolean {
  if (!CONTEXT_COLLECTION.test(path) || isTextPart(path)) return false;
  return !/(\{keys\}|\[\*\])/.test(path) || SNAPSHOT_KEYS.test(path);
}

/** The path of the whole judge context (the judge's parameter): a value read from it whole may have read any part. */
export const WHOLE_CONTEXT = 'ctx';

/**
 * The step before a call the judge reads (`steps[i - 1]` where `i` is that call's index): its state is
 * the one the call was proposed in, before it ran (`pre` for the first call).
 */
export const STEP_BEFORE_CALL = 'steps[-1]';

/** A snapshot of the context: `pre`, `post`, or the state after one call (`steps[].state`, `steps[-1].state` the one before a call). */
export const SNAPSHOT_ROOT = String.raw`(?:pre|post|steps\[(?:-1)?\]\.state)`;

const KEYED_COLLECTION = new RegExp(String.raw`^${SNAPSHOT_ROOT}\.(files|tables)$`);

/** The snapshot's collections addressed by key: files by path, tables by name. */
export function isKeyedCollection(v: Value): boolean {
  return v.paths.size > 0 && [...v.paths].every((p) => KEYED_COLLECTION.test(p));
}

const SNAPSHOT_KEYS = new RegExp(String.raw`^${SNAPSHOT_ROOT}\.(files|tables)(\{keys\}|\[\*\])$`);

/** The context's collections: the snapshots, the trace, the conversation and the states after each call. */
const CONTEXT_COLLECTION = /^(pre|post|trace|messages|steps)\b/;

/** A list statically known to be empty (`[]`, the entries of `{}`): nothing iterating it ever runs. */
export function isEmptyList(v: Value): boolean {
  return v.paths.size === 0 && (v.items?.length ?? v.constantList?.length) === 0;
}

/**
 * A property of an object literal whose properties are all known: its value, and `undefined` for a
 * property the literal does not set (`policy.eval.selector` on a configuration without one), not a
 * member of every object (`toString`).
 */
export function fieldOf(target: Value, name: string): Value | undefined {
  if (!target.fields) return undefined;
  return target.fields.get(name) ?? (target.paths.size === 0 && !target.instanceOf && !(name in Object.prototype) ? UNDEFINED : undefined);
}

const UNDEFINED = constantValue(undefined);

/** A part of a known value still comes from the variables the whole came from. */
export function from(whole: Value, part: Value): Value {
  if (whole.vars.size === 0 || whole.vars === part.vars) return part;
  return { ...part, vars: new Set([...part.vars, ...whole.vars]) };
}

/** The elements of a collection value: what the judge computed for each, or the paths they are. */
export function elementsOf(v: Value): Value {
  const element = v.element;
  // A tuple the judge built stands for the paths its parts are.
  const tuple = element !== undefined && isBuiltTuple(element);
  const paths = tuple ? element.elems! : element ? element.paths : (v.elems ?? elementPaths(v.paths));
  const pair = v.entries ? entryParts(paths, v) : tuple ? tupleParts(element, v) : undefined;
  // A list of 0/1 indicators the judge built (`scores.push(ok ? 1 : 0)`): an element is 1 as its checks hold, in their directions.
  const indicator = element !== undefined && element.constant === undefined && (element.indicator === true || element.levels !== undefined);
  return {
    ...NOTHING,
    items: pair ?? element?.items,
    size: v.elementSize,
    paths,
    elems: element ? element.elems : v.tuples ? paths : undefined,
    tuples: element?.tuples,
    // A tuple taken whole reads all its parts.
    deps: tuple ? union(v.deps, element.deps) : v.deps,
    vars: v.vars,
    recs: indicator ? unionRecs(neutral(v).recs, element.recs) : tuple ? unionRecs(neutral(v).recs, neutral(element).recs) : neutral(v).recs,
    anyOf: indicator ? joinAnyOf(v, element) : v.anyOf,
    indicator: indicator && element.indicator ? true : undefined,
    levels: indicator ? element.levels : undefined,
    unknown: v.unknown,
    literals: literalsOf(v),
    caseNormal: element ? element.caseNormal : v.caseNormal,
    found: v.found,
    absent: v.absent && {},
    matched: v.matched,
    fields: element?.fields,
    fns: element?.fns,
    element: element?.element,
  };
}

/** The parts of a tuple built for each element of a list, each with what the list itself depends on (the checks that chose the element). */
function tupleParts(tuple: Value, list: Value): readonly Value[] {
  const carried = { ...NOTHING, deps: list.deps, vars: list.vars, recs: neutral(list).recs, unknown: list.unknown };
  return tuple.items!.map((part) => join(part, carried));
}

/** The key and the value of an entry of `Object.entries(record)` (`record[*]`): `record{keys}` and `record[*]`. */
function entryParts(paths: ReadonlySet<string>, v: Value): readonly Value[] {
  const keys = new Set([...paths].map((p) => p.replace(/\[\*\]$/, '{keys}')));
  const carried = { deps: v.deps, vars: v.vars, recs: neutral(v).recs, unknown: v.unknown };
  // The files' paths and the tables' names are what the snapshot holds; any other record's keys are its field names.
  const snapshotKeys = [...keys].some((p) => SNAPSHOT_KEYS.test(p) && p.endsWith('{keys}'));
  return [
    { ...NOTHING, ...carried, paths: keys, recordKey: snapshotKeys ? undefined : true },
    { ...NOTHING, ...carried, paths },
  ];
}

/** Whether a value read an element of a collection (or a part of one): `c.args.to` of `trace`'s `c`. */
export function readsElementOf(v: Value, collection: Value): boolean {
  const element = elementsOf(collection).paths;
  return [...v.deps].some((d) => [...element].some((e) => isWithinPath(d, e)));
}

/** A part of a list (filtered, sorted) has the list's elements: their paths, what each is, their case. */
export function sameElements(
  list: Value,
): Pick<Value, 'paths' | 'elems' | 'entries' | 'tuples' | 'element' | 'elementSize' | 'caseNormal' | 'changes' | 'elementsPass' | 'subset'> {
  return {
    elementSize: list.elementSize,
    subset: list.subset,
    elementsPass: list.elementsPass,
    paths: list.paths,
    elems: list.elems,
    entries: list.entries,
    tuples: list.tuples,
    element: list.element,
    caseNormal: list.caseNormal,
    changes: list.changes,
  };
}

/** What a regular expression matched in `subject` (the match and its groups: parts of the text), found when record `check` holds. */
/** What a regular expression matched, whole (`m` of `const m = re.exec(t)`), not a group or index of it. */
export function isMatch(v: Value): boolean {
  return v.matched !== undefined && v.paths.size > 0 && [...v.paths].every((p) => p.endsWith(MATCH));
}

/**
 * A value tested only for its truth (`if (m)`, `Boolean(m)`, `!!m`): a match is there when its
 * pattern matched, so its truth is the regex check, as `m !== null` is; any other value is itself.
 */
export function truthOf(v: Value): Value {
  return isMatch(v) ? withRecord(neutral(dependencies(v)), v.matched!, 1) : v;
}

export function matchOf(subject: Value, compared: Value, check: number): Value {
  const paths = new Set([...subject.paths].map(matchPath));
  return { ...compared, constant: undefined, paths, elems: paths, caseNormal: subject.caseNormal, matched: check };
}

/** No value of the context in it: no path, no part of one, no element read from one (what it depends on may have chosen it). */
export function holdsNoContextValue(v: Value): boolean {
  return v.paths.size === 0 && (v.elems?.size ?? 0) === 0 && (v.element?.paths.size ?? 0) === 0;
}

/** A record a method wrote under keys not known (`this.cache[name] = v`): what any key gives is its element. */
export function isAnyKeyRecord(v: Value): boolean {
  return isWrittenUnderAnyKey(v) && v.paths.size === 0;
}

/**
 * A record written under keys not known statically (`low[k] = v` in a loop, `this.cache[name] = v`,
 * `Object.fromEntries` of pairs built per element): what any of its keys gives is its element.
 */
export function isWrittenUnderAnyKey(v: Value): boolean {
  return v.keysVary === true && v.fields === undefined && v.element !== undefined;
}

/** An object literal the judge built, every property known: what it reads is what its properties read. */
export function isBuiltObject(v: Value): boolean {
  return v.fields !== undefined && v.paths.size === 0 && v.instanceOf === undefined && v.objects === undefined && !v.partial;
}

/** A list literal the judge built, without spreads (`[c.tool, c.args]`): what it reads is what its parts read, each at its position. */
function isBuiltTuple(v: Value): boolean {
  return v.items !== undefined && v.elems !== undefined && !v.subset && v.paths.size === 0 && v.fields === undefined && v.constantList === undefined;
}

/** A collection of `source`'s identity whose elements are `elements` (map results). */
/** A list literal without spreads built for each element (`(r) => [r.time]`): each element has its number of items. */
function builtSize(element: Value): Size | undefined {
  if (element.items === undefined || element.subset || element.paths.size > 0) return element.size;
  const n = element.items.length;
  return { n, why: `every element was built as a list of ${n}, so it has ${n}` };
}

export function collectionOf(source: Value, elements: Value): Value {
  // Mapped to tuples (`rows.map((r) => [r.id, r])`, entries of a Map): an element is what its parts are.
  const tuples = elements.items !== undefined && elements.elems !== undefined;
  // Mapped to values computed from each element (`calls.map((c) => c.args.to === X)`): still one per
  // element of the context collection, so still counted as it.
  const computed = !tuples && elements.paths.size === 0 && isContextCollection(source);
  const elems = tuples ? elements.elems : computed ? (source.elems ?? elementPaths(source.paths)) : elements.paths;
  // Objects built per element (`calls.map((c) => ({ name: c.tool, ok: c.status === 'ok' }))`): the list
  // reads a property where it is read (`s.name`), all of them where the list is consumed whole.
  // Tuples built per element (`calls.map((c) => [c.tool, c.args])`): read part by part where destructured or indexed.
  const builtTuple = tuples && isBuiltTuple(elements);
  const carried = isBuiltObject(elements) || builtTuple ? { ...NOTHING, vars: elements.vars } : dependencies(elements);
  return {
    ...join(dependencies(source), carried),
    paths: source.paths,
    elems,
    tuples: tuples || undefined,
    // What each element now is: its reads, case and properties (a tuple's parts are its elems).
    element: builtTuple || !tuples ? elements : undefined,
    caseNormal: elements.caseNormal,
    changes: source.changes,
    size: source.size,
    elementSize: builtSize(elements),
  };
}

/**
 * The element of a literal list of constants longer than `limit`, walked once for all its items:
 * one of its constants (Value.oneOf), so that a search made with it has every needle.
 */
export function withNeedles(element: Value, list: Value, limit: number): Value {
  const constants = list.constantList;
  if (!constants || !list.items || list.items.length <= limit || list.paths.size > 0 || list.subset) return element;
  // Texts all in one case (a list lower-cased first) give an element in that case, whichever item it is.
  const inOneCase = (normal: 'lower' | 'upper') => constants.every((c) => typeof c === 'string' && c === inCase(c, normal));
  const caseNormal = element.caseNormal ?? (inOneCase('lower') ? 'lower' : inOneCase('upper') ? 'upper' : undefined);
  return { ...element, oneOf: constants, caseNormal };
}
