import { ts } from '../typescript.js';
import type { Frame } from './frame.ts';
import type { Interpreter } from './interpreter.ts';
import { from, type Value } from './value.ts';

/**
 * Whether a value depends on a parameter of a function other than the judge: a helper or a
 * callback entered with particular arguments. A condition that is constant only because of them
 * (a replayed tool's guard on the reference's own arguments, a helper called with a literal) is
 * constant at this call, not in the code, and is not reported as a constant condition.
 * `carries`: whether a parameter, loop variable or `this` can be what makes the value constant (all
 * of them unless the caller knows better).
 */
export function boundByArguments(it: Pick<Interpreter, 'root'>, value: Value, carries: (parameter: ts.Symbol) => boolean = () => true): boolean {
  for (const symbol of value.vars) {
    const decl = symbol.valueDeclaration;
    // A destructured parameter (`([column, value]) => ...`) is bound as its parameter is.
    const parameter = decl && outermostBinding(decl);
    if (parameter && ts.isParameter(parameter) && parameter.parent !== it.root && carries(symbol)) return true;
    // Read through `this`: bound to the object the method runs on, as a parameter is to its argument.
    if (decl && ts.isClassLike(decl) && carries(symbol)) return true;
    // The variable of a loop over a literal list takes each element in turn, like a parameter
    // (destructured too: `for (const [name, [min, max]] of Object.entries(RANGES))`); so does a `for...in` key.
    if (decl && isLoopVariable(decl) && carries(symbol)) return true;
  }
  return false;
}

/** The declaration a binding element destructures from (`[a, { b }]` in a parameter or variable); the declaration itself otherwise. */
export function outermostBinding(decl: ts.Declaration): ts.Node {
  let d: ts.Node = decl;
  while (ts.isBindingElement(d)) d = d.parent.parent;
  return d;
}

function isLoopVariable(decl: ts.Declaration): boolean {
  const d = outermostBinding(decl);
  return (
    ts.isVariableDeclaration(d) && ts.isVariableDeclarationList(d.parent) && (ts.isForOfStatement(d.parent.parent) || ts.isForInStatement(d.parent.parent))
  );
}

/**
 * The arguments of a call, a spread of a list whose elements are known one by one (a rest
 * parameter passed on: `fn(...args)`) in their places.
 */
export function argumentValues(it: Interpreter, nodes: readonly ts.Expression[], frame: Frame, exact?: { all: boolean }): Value[] {
  const out: Value[] = [];
  for (const node of nodes) {
    if (ts.isSpreadElement(node)) {
      const list = it.ev(node.expression, frame);
      if (list.items && list.paths.size === 0) {
        if (list.subset && exact) exact.all = false;
        out.push(...list.items.map((item) => from(list, item)));
        continue;
      }
      // A list spread whose elements are not known one by one: the arguments are not either.
      if (exact) exact.all = false;
    }
    out.push(it.ev(node, frame));
  }
  return out;
}
