import { ts } from '../typescript.js';
import type { Frame } from './frame.ts';
import type { Interpreter } from './interpreter.ts';
import { isWithin, skipParens } from './syntax.ts';
import { NOTHING, elementsOf, type Value } from './value.ts';

/**
 * A loop over the properties of a record read from the context (`Object.entries(call.args)`,
 * `Object.keys(call.args)`) whose body looks each key up in records of the judge's own with keys
 * fixed in the code (`ANSWER[param]`, `PARAMETERS[param].type`): the elements of one walk per key of
 * those records, each key that key and its value the context record's property of that name. Each
 * property is compared with what the records hold for it, through the branch its type takes (a
 * text lower-cased, a number compared as a number), not with every expected value at once. A key
 * none of the records holds finds nothing there to be compared with. Undefined where the body
 * looks the key up in a record whose keys are not known (the walk is then the usual one), or where
 * the records hold more keys than a loop is walked once per element for.
 */
export function keyedPasses(it: Interpreter, node: ts.ForOfStatement, iterable: Value, frame: Frame, limit: number): readonly Value[] | undefined {
  const walked = walkedProperties(it, node, iterable);
  if (!walked) return undefined;
  const keys = lookedUpKeys(it, node, walked.key, frame);
  if (!keys || keys.length === 0 || keys.length > limit) return undefined;
  // The property stays any property of the record (`args[*]`), as the usual walk has it: only the key is known.
  const [, property] = walked.entries ? elementsOf(iterable).items! : [];
  return keys.map((k) => {
    const key: Value = { ...NOTHING, deps: iterable.deps, vars: iterable.vars, paths: walked.keys, recordKey: true, constant: { value: k } };
    return property ? { ...NOTHING, items: [key, property], alwaysTruthy: true } : key;
  });
}

interface WalkedProperties {
  /** The variable the loop binds each key to. */
  readonly key: ts.Symbol;
  /** Whether each element is a `[key, value]` entry (`Object.entries`) or the key alone (`Object.keys`). */
  readonly entries: boolean;
  /** The paths of the context record's keys. */
  readonly keys: ReadonlySet<string>;
}

/** The key variable of a loop over the entries or the keys of a context record, and that record's paths. */
function walkedProperties(it: Interpreter, node: ts.ForOfStatement, iterable: Value): WalkedProperties | undefined {
  if (iterable.paths.size === 0 || iterable.items) return undefined;
  const init = node.initializer;
  if (!ts.isVariableDeclarationList(init) || init.declarations.length !== 1) return undefined;
  const name = init.declarations[0].name;
  const suffix = iterable.entries ? '[*]' : '{keys}';
  if (![...iterable.paths].every((p) => p.endsWith(suffix))) return undefined;
  const keys = new Set([...iterable.paths].map((p) => `${p.slice(0, -suffix.length)}{keys}`));
  const keyName = iterable.entries ? (ts.isArrayBindingPattern(name) ? firstBound(name) : undefined) : ts.isIdentifier(name) ? name : undefined;
  const key = keyName && it.types.symbolAt(keyName);
  return key ? { key, entries: iterable.entries === true, keys } : undefined;
}

function firstBound(pattern: ts.ArrayBindingPattern): ts.Identifier | undefined {
  const first = pattern.elements[0];
  return first && ts.isBindingElement(first) && !first.dotDotDotToken && ts.isIdentifier(first.name) ? first.name : undefined;
}

/**
 * The keys of the records of the judge's own the body looks the key up in, in order of appearance;
 * undefined where one of them (declared outside the loop) has keys the analysis does not know.
 */
function lookedUpKeys(it: Interpreter, node: ts.ForOfStatement, key: ts.Symbol, frame: Frame): string[] | undefined {
  const keys = new Set<string>();
  let unknownKeys = false;
  const visit = (n: ts.Node): void => {
    if (unknownKeys) return;
    if (ts.isElementAccessExpression(n)) {
      const index = skipParens(n.argumentExpression);
      const target = skipParens(n.expression);
      if (ts.isIdentifier(index) && it.types.symbolAt(index) === key && ts.isIdentifier(target)) {
        const declaration = it.types.symbolAt(target)?.valueDeclaration;
        if (declaration && !isWithin(declaration, node)) {
          const record = it.ev(target, frame);
          if (record.paths.size === 0) {
            if (!record.fields || record.keysVary) unknownKeys = true;
            else for (const k of record.fields.keys()) keys.add(k);
          }
        }
      }
    }
    ts.forEachChild(n, visit);
  };
  visit(node.statement);
  return unknownKeys ? undefined : [...keys];
}
