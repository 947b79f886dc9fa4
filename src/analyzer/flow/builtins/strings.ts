import type { ts } from '../../typescript.js';
import { boundByArguments } from '../arguments.ts';
import { foldedStringMethod } from '../constant-calls.ts';
import { describeShort } from '../comparisons.ts';
import { caseConstant } from '../constants.ts';
import type { ContentMatch } from '../../types.ts';
import type { Frame } from '../frame.ts';
import type { Interpreter } from '../interpreter.ts';
import { NORMALISERS } from '../normalised.ts';
import { isWithinPath, splitPartPath } from '../paths.ts';
import { NOTHING, consumed, dependencies, join, literalsOf, matchOf, withDeps, withoutChecks, type Value } from '../value.ts';

/** Searches for a needle in a string: the verb a finding says and the kind of content match it is. */
const NEEDLE_SEARCHES = {
  includes: { label: 'contains', match: 'substring' },
  startsWith: { label: 'starts with', match: 'prefix' },
  endsWith: { label: 'ends with', match: 'suffix' },
} as const satisfies Record<string, { label: string; match: ContentMatch }>;

/** Every string contains, starts and ends with the empty string: the check is always true. */
function emptyNeedle(it: Interpreter, node: ts.CallExpression, needle: Value, frame: Frame, verb: string, check: Value): Value {
  if (needle.constant?.value !== '' || check.constant !== undefined) return check;
  const bound = boundByArguments(it, needle);
  if (frame.dead === 0 && !bound) it.collected.constants.push({ node, truthy: true, why: `every string ${verb} the empty string` });
  return { ...check, constant: { value: true }, explained: true, bound: bound || undefined };
}

/** A needle longer than the text can be (a character of a string iterated): never found. */
function tooLongNeedle(it: Interpreter, node: ts.CallExpression, receiver: Value, needle: Value, frame: Frame, verb: string, check: Value): Value {
  const max = receiver.text?.maxLength;
  const text = needle.constant?.value;
  if (max === undefined || typeof text !== 'string' || text.length <= max || check.constant !== undefined) return check;
  if (frame.dead === 0) it.collected.constants.push({ node, truthy: false, why: `${describeShort(max)} never ${verb} the longer ${JSON.stringify(text)}` });
  return { ...check, constant: { value: false }, explained: true };
}

/** Methods whose result is a part of their text, with no letter of its own. */
const PARTS = new Set(['slice', 'substring', 'substr', 'charAt', 'at', 'trim', 'trimStart', 'trimEnd']);

/**
 * A text the judge lower-cases (upper-cases) is normalised though its value is known, and a part of a
 * normalised text is too (an n-gram of the lower-cased expected text): folding keeps the mark.
 */
function withFoldedCase(name: string, receiver: Value, folded: Value): Value {
  const caseNormal = NORMALISERS[name] ?? (PARTS.has(name) ? receiver.caseNormal : undefined);
  return caseNormal ? { ...folded, caseNormal } : folded;
}

/** String methods whose result is a number (a character's code), not a text. */
const NUMBER_RESULTS = new Set(['charCodeAt', 'codePointAt']);

/** String methods: case normalisation, substring/prefix/suffix/regex checks, locale comparison, split. */
export function stringMethod(it: Interpreter, name: string, node: ts.CallExpression, receiver: Value, receiverNode: ts.Node, frame: Frame): Value {
  const argNodes = node.arguments;
  const args = argNodes.map((a) => it.ev(a, frame));
  const first = args[0] ?? NOTHING;
  const firstNode = argNodes[0] ?? node;
  const folded = foldedStringMethod(name, receiver, args);
  if (folded) return withFoldedCase(name, receiver, folded);
  switch (name) {
    case 'toLowerCase':
    case 'toLocaleLowerCase':
      return {
        ...receiver,
        caseNormal: 'lower',
        constant: caseConstant(receiver, 'lower'),
        text: mapped(receiver),
        absent: absentAs(receiver, (t) => t.toLowerCase()),
        is: 'string',
      };
    case 'toUpperCase':
    case 'toLocaleUpperCase':
      return {
        ...receiver,
        caseNormal: 'upper',
        constant: caseConstant(receiver, 'upper'),
        text: mapped(receiver),
        absent: absentAs(receiver, (t) => t.toUpperCase()),
        is: 'string',
      };
    case 'normalize':
      return { ...receiver, constant: undefined, literals: literalsOf(receiver), text: mapped(receiver), is: 'string' };
    case 'trim':
    case 'trimStart':
    case 'trimEnd':
      return {
        ...computedFrom(receiver, args),
        absent: absentAs(receiver, (t) => (name === 'trimStart' ? t.trimStart() : name === 'trimEnd' ? t.trimEnd() : t.trim())),
        is: 'string',
      };
    case 'slice':
    case 'substring':
    case 'substr':
    case 'charAt':
    case 'at':
      // A part of the text: no longer, and no character it did not hold. Where a bound is what a search
      // of a text returned (`s.slice(0, s.indexOf('</s>'))`), the search only takes the text apart.
      return {
        ...computedFrom(
          receiver,
          args.map((a) => asCutPosition(a, receiver)),
        ),
        is: 'string',
      };
    case 'includes':
    case 'startsWith':
    case 'endsWith': {
      const { label, match } = NEEDLE_SEARCHES[name];
      const compared = it.compare(node, match, receiver, first, receiverNode, firstNode);
      return tooLongNeedle(it, node, receiver, first, frame, label, emptyNeedle(it, node, first, frame, label, compared));
    }
    case 'indexOf':
    case 'lastIndexOf':
      return { ...it.compare(node, 'substring', receiver, first, receiverNode, firstNode), constant: undefined, position: { check: it.collected.lastId } };
    case 'match':
      return matchOf(receiver, it.compare(node, 'regex', receiver, first, receiverNode, firstNode), it.collected.lastId);
    case 'matchAll': {
      // Every match, one after another: none exactly when the pattern does not match.
      const matches = matchOf(receiver, it.compare(node, 'regex', receiver, first, receiverNode, firstNode), it.collected.lastId);
      return { ...matches, matchList: matches.matched };
    }
    case 'search':
      return { ...it.compare(node, 'regex', receiver, first, receiverNode, firstNode), constant: undefined, position: { check: it.collected.lastId } };
    case 'localeCompare':
      return collatedComparison(it, node, [receiver, first], [receiverNode, firstNode], collationOf(argNodes[2]));
    case 'split': {
      // The parts of a text: a list, but not a collection of the context (strings are not counted).
      const parts = new Set([...receiver.paths].map(splitPartPath));
      const separator = first.constant?.value;
      // Split at a separator the text never holds: one part, the whole text.
      const size =
        typeof separator === 'string' && separator !== '' && [...separator].some((c) => receiver.text?.lacks?.includes(c))
          ? { n: 1, why: 'the text is split at a separator it never holds, so it has one part' }
          : undefined;
      // Split, without a limit, at a separator the text is known to hold: a part before it and one after.
      const held = receiver.text?.holds;
      const minSize =
        size === undefined &&
        typeof separator === 'string' &&
        separator !== '' &&
        node.arguments.length === 1 &&
        held !== undefined &&
        held.texts.some((t) => t.includes(separator))
          ? { n: 2, why: `${held.why}, so split at ${JSON.stringify(separator)} it has at least two parts` }
          : undefined;
      // Split into characters: each is one character long.
      const element = separator === '' ? { ...NOTHING, paths: parts, text: { maxLength: 1 } } : undefined;
      return {
        ...dependencies(receiver),
        paths: parts,
        elems: parts,
        caseNormal: receiver.caseNormal,
        // A stand-in text split is a list of its own parts: no longer what a search gave.
        found: receiver.absent ? undefined : receiver.found,
        size,
        minSize,
        element,
        is: 'list',
      };
    }
    default:
      // Replaced, padded, repeated, concatenated: what is known of its length and characters no longer holds.
      return { ...computedFrom(receiver, args), text: undefined, is: NUMBER_RESULTS.has(name) ? 'number' : 'string' };
  }
}

/**
 * A position a search returned, or one computed from the text it cuts alone (past its leading spaces,
 * counted character by character), used to cut that text: a conversion, as a pattern that only takes
 * a value apart is (the taxonomy's "Formatting is not content"): what was searched is read, but the
 * search is no check of the verdict's, nor a string check for its case.
 */
function asCutPosition(bound: Value, text: Value): Value {
  return bound.position || readsOnly(bound, text) ? withoutChecks(bound) : bound;
}

/** A value that checks something and reads nothing but the text `of` (its characters, its length). */
function readsOnly(v: Value, of: Value): boolean {
  if (v.recs.size === 0 || v.deps.size === 0 || of.paths.size === 0 || v.unknown) return false;
  return [...v.deps].every((d) => [...of.paths].some((p) => isWithinPath(d, p)));
}

/** A value computed from the receiver and the arguments: what the receiver is, no longer a known constant. */
function computedFrom(receiver: Value, args: readonly Value[]): Value {
  return withDeps({ ...receiver, constant: undefined, literals: literalsOf(receiver), absent: receiver.absent && {} }, join(...args.map(consumed), NOTHING));
}

/** The text standing for "nothing found" mapped as the value is (lower-cased, trimmed). */
function absentAs(receiver: Value, map: (text: string) => string): Value['absent'] {
  const text = receiver.absent?.value;
  return typeof text === 'string' ? { value: map(text) } : receiver.absent && {};
}

/**
 * A text mapped character by character (case, Unicode normalisation): it may grow (`'ß'.toUpperCase()`
 * is `'SS'`), so its length bound goes; it gains no line break or tab it lacked.
 */
function mapped(v: Value): Value['text'] {
  return v.text?.lacks === undefined ? undefined : { lacks: v.text.lacks };
}

/**
 * `includes`, `indexOf`, `lastIndexOf`, `at`, `slice` or `concat` on a value that may be a text or a
 * list (typed any, or a union of both: see `mayBeTextOrList`): the join of the two models. A search
 * is a `substring` check on a text and a `membership` check on a list, recorded as the join of the
 * two (`substring-or-membership`), with the same case handling either way. A part or an extension
 * of it is a text or a list still; an element or a character (`at`) is neither known to be one.
 */
export function textOrListMethod(it: Interpreter, name: string, node: ts.CallExpression, receiver: Value, receiverNode: ts.Node, frame: Frame): Value {
  const args = node.arguments.map((a) => it.ev(a, frame));
  const needleNode = node.arguments[0] ?? node;
  switch (name) {
    case 'includes':
      return it.compare(node, 'substring-or-membership', receiver, args[0] ?? NOTHING, receiverNode, needleNode);
    case 'indexOf':
    case 'lastIndexOf':
      return {
        ...it.compare(node, 'substring-or-membership', receiver, args[0] ?? NOTHING, receiverNode, needleNode),
        constant: undefined,
        position: { check: it.collected.lastId },
      };
    default: {
      const part = computedFrom(receiver, args);
      return name === 'at' ? { ...part, is: undefined, text: undefined } : { ...part, is: 'text-or-list' };
    }
  }
}

/** How a collation's options treat letter case: `sensitivity: 'base'` or `'accent'` ignores it (reading 31). */
export function collationOf(options: ts.Node | undefined): 'ignores-case' | 'with-case' {
  return options !== undefined && /sensitivity\s*:\s*['"](base|accent)['"]/.test(options.getText()) ? 'ignores-case' : 'with-case';
}

/** Two texts compared by a collation (`a.localeCompare(b, loc, options)`, a collator's `compare(a, b)`): equality, with their case ignored or not. */
export function collatedComparison(
  it: Interpreter,
  node: ts.CallExpression,
  [a, b]: readonly [Value, Value],
  [aNode, bNode]: readonly [ts.Node, ts.Node],
  collation: 'ignores-case' | 'with-case',
): Value {
  const normalised = collation === 'ignores-case' ? { caseNormal: 'lower' as const } : {};
  return { ...it.compare(node, 'equality', { ...a, ...normalised }, { ...b, ...normalised }, aNode, bNode), constant: undefined };
}
