import { ts } from '../typescript.js';
import { scoreBounds, union, type CallBounds, type ScoreBounds } from './bounds.ts';
import { functionOf, returnedExpressions, skipParens } from './syntax.ts';
import type { Closure, Value } from './value.ts';
import type { TypeFacts } from './types.ts';

/**
 * A similarity (docs/taxonomy.md, "Similarity scores"): the number — or the tuple of numbers, a
 * score with side values — that a helper of the program computes from two values of one declared
 * type, at least one of them read from the context (the answer and what it is compared with, two
 * texts, two numbers, two records), where some return gives a number the checkpoint reading cannot
 * bound (a ratio of two counts, a logarithm, an element of a table, what another such helper
 * gives): an algorithm, not a sum of checkpoints. The checks it makes are how it computes.
 */
export function isSimilarity(types: TypeFacts, node: ts.CallExpression, callees: readonly Closure[], args: readonly Value[]): boolean {
  if (callees.length === 0 || node.arguments.some(ts.isSpreadElement)) return false;
  const signature = types.checker.getResolvedSignature(node);
  if (!signature || !isNumeric(types, types.checker.getReturnTypeOfSignature(signature))) return false;
  return comparesTwoValues(types, signature, node, args) && callees.every((c) => computesUnbounded(types, c.fn));
}

/** A number, or a tuple whose every element is one. */
function isNumeric(types: TypeFacts, type: ts.Type): boolean {
  if (types.kindOfType(type) === 'number') return true;
  if (!types.checker.isTupleType(type)) return false;
  const elements = types.checker.getTypeArguments(type as ts.TypeReference);
  return elements.length > 0 && elements.every((t) => types.kindOfType(t) === 'number');
}

/** Two parameters of one declared type (not `any`), given arguments at least one of which reads the context. */
function comparesTwoValues(types: TypeFacts, signature: ts.Signature, node: ts.CallExpression, args: readonly Value[]): boolean {
  const typed = signature.parameters.slice(0, node.arguments.length).map((p, i) => ({ type: types.checker.getTypeOfSymbolAtLocation(p, node), arg: args[i] }));
  return typed.some((a, i) =>
    typed.some(
      (b, j) =>
        i < j &&
        a.type === b.type &&
        comparable(types, a.type) &&
        a.arg !== undefined &&
        b.arg !== undefined &&
        !a.arg.fns &&
        !b.arg.fns &&
        reads(a.arg) + reads(b.arg) > 0,
    ),
  );
}

/** A type two compared values can share: not `any` or `unknown` (which any two values share), not a flag. */
function comparable(types: TypeFacts, type: ts.Type): boolean {
  return !(type.flags & ts.TypeFlags.Unknown) && types.kindOfType(type) !== 'any' && types.kindOfType(type) !== 'boolean';
}

const reads = (v: Value): number => v.paths.size + v.deps.size;

const MAX_DEPTH = 4;

/** Some return of the function gives a number the checkpoint reading cannot bound, looking through the helpers whose results it returns. */
function computesUnbounded(types: TypeFacts, fn: ts.SignatureDeclaration): boolean {
  // Asked at every call of the helper: its body is walked once per program (the nodes are the program's own).
  let unbounded = unboundedFunctions.get(fn);
  if (unbounded === undefined) unboundedFunctions.set(fn, (unbounded = returnBounds(types, fn, 0) === undefined));
  return unbounded;
}

const unboundedFunctions = new WeakMap<ts.SignatureDeclaration, boolean>();

/** The bounds of every number the function returns, undefined where one cannot be bounded. */
function returnBounds(types: TypeFacts, fn: ts.SignatureDeclaration, depth: number): ScoreBounds | undefined {
  const calls: CallBounds = (call) => {
    const callee = programFunction(types, call.expression);
    return callee && depth < MAX_DEPTH ? returnBounds(types, callee, depth + 1) : undefined;
  };
  let all: ScoreBounds | undefined;
  for (const e of returnedNumbers(types, fn)) {
    const bounds = scoreBounds(e, types, 0, calls);
    if (!bounds) return undefined;
    all = all ? union(all, bounds) : bounds;
  }
  return all;
}

/** The numbers a function returns: each returned number, or the numbers of a returned list literal. */
function returnedNumbers(types: TypeFacts, fn: ts.SignatureDeclaration): ts.Expression[] {
  return returnedExpressions(fn).flatMap((e) => {
    const inner = skipParens(e);
    const parts = ts.isArrayLiteralExpression(inner) ? inner.elements.filter((x) => !ts.isSpreadElement(x)) : [inner];
    // `return undefined` and a tuple's other parts give no number.
    return parts.filter((x) => types.kindOf(x) === 'number').map(skipParens);
  });
}

/** A function declared in the program (not a library's) that the callee names. */
function programFunction(types: TypeFacts, callee: ts.Expression): ts.SignatureDeclaration | undefined {
  const decl = types.symbolAt(callee)?.valueDeclaration;
  return decl && !types.isLibrary(decl.getSourceFile()) ? functionOf(decl) : undefined;
}
