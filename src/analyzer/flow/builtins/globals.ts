import { ts } from 'ts-morph';
import type { Frame } from '../frame.ts';
import type { Interpreter } from '../interpreter.ts';
import { NOTHING, collectionOf, constantValue, consumed, dependencies, elementsOf, join, type Value } from '../value.ts';

/** Global objects and functions: JSON, Math, Object, Array, Number, String, Boolean, `new Set/Map/RegExp`. */

/** The identifier names the standard library's global, not a local of the same name. */
export function isGlobal(it: Interpreter, id: ts.Identifier): boolean {
  const symbol = it.types.symbolAt(id);
  const decl = symbol?.declarations?.[0];
  return !decl || decl.getSourceFile().isDeclarationFile;
}

/** `Number(x)`, `String(x)`, `Boolean(x)`, `parseInt(x)`: the argument's reads, no longer a known constant. */
export function globalFunction(name: string, args: readonly Value[]): Value {
  const first = args[0] ?? NOTHING;
  return name === 'Boolean' ? first : { ...first, caseNormal: undefined, constant: undefined };
}

/** `JSON.stringify(x)`, `Math.abs(x)`, `Object.keys(x)`, `Array.from(x, f)`... */
export function staticCall(it: Interpreter, ns: string, name: string, node: ts.CallExpression, frame: Frame): Value {
  const args = node.arguments.map((a) => it.ev(a, frame));
  const first = args[0] ?? NOTHING;
  if (ns === 'JSON' && name === 'stringify') {
    return { ...consumed(first), paths: first.paths, serialised: first.sorted ? 'sorted' : 'plain', constant: undefined };
  }
  if (ns === 'JSON' && name === 'parse') return { ...first, constant: undefined };
  if (ns === 'Math') {
    const value = { ...join(...args.map((a) => ({ ...dependencies(a), deps: new Set([...a.deps, ...a.paths]) })), NOTHING), constant: undefined };
    return name === 'abs' ? { ...value, absolute: true, countOf: undefined } : value;
  }
  if (ns === 'Object' && (name === 'values' || name === 'entries'))
    return { ...dependencies(first), paths: first.paths, elems: new Set([...first.paths].map((p) => `${p}[*]`)) };
  if (ns === 'Object' && name === 'keys') return { ...dependencies(first), paths: first.paths, elems: new Set([...first.paths].map((p) => `${p}{keys}`)) };
  if (ns === 'Array' && name === 'from') {
    const mapper = args[1];
    if (mapper?.fn) return collectionOf(first, it.invoke(mapper.fn, [elementsOf(first)], frame, false).value);
    return first;
  }
  if (ns === 'Array' && name === 'isArray') return dependencies(first);
  if (ns === 'Number' || ns === 'String') return { ...first, constant: undefined };
  return { ...join(...args.map(consumed), NOTHING), constant: undefined };
}

export function newExpression(it: Interpreter, node: ts.NewExpression, frame: Frame): Value {
  const args = (node.arguments ?? []).map((a) => it.ev(a, frame));
  const ctor = node.expression.getText();
  if (ctor === 'Set' || ctor === 'Map' || ctor === 'Array') {
    const source = args[0] ?? NOTHING;
    return {
      ...dependencies(source),
      paths: source.paths,
      elems: source.elems ?? elementsOf(source).paths,
      constantList: source.constantList,
      alwaysTruthy: true,
    };
  }
  if (ctor === 'RegExp') {
    const [pattern, flags] = args;
    const flagText = typeof flags?.constant?.value === 'string' ? flags.constant.value : flags ? undefined : '';
    if (pattern?.constant && typeof pattern.constant.value === 'string' && flagText !== undefined) {
      return constantValue({ regex: pattern.constant.value, flags: flagText });
    }
    if (flagText !== undefined) {
      // The pattern is computed, the flags are known: enough for the case rule.
      return { ...join(...args.map(consumed), NOTHING), constant: { value: { regex: '', flags: flagText, unknownSource: true } } };
    }
    return { ...join(...args.map(consumed), NOTHING), alwaysTruthy: true };
  }
  return { ...join(...args.map(consumed), NOTHING), constant: undefined, alwaysTruthy: true };
}
