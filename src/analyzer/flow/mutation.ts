import { ts } from '../typescript.js';
import { isOrExtends, type DeclarationLookup } from './types.ts';
import {
  functionOf,
  isAssignmentOperator,
  isConstDeclaration,
  isIncrement,
  isLogical,
  returnedExpressions,
  skipParens,
  skipParensUp,
  writesTo,
} from './syntax.ts';

/**
 * Whether the object or list a binding holds may be changed in a way the evaluator does not
 * follow. The evaluator follows writes through the binding itself (`o[k] = v`, `o.list.push(v)`,
 * `xs.pop()`, `Object.assign(o, ...)`: the binding then holds what was written, its literal
 * contents no longer known) and writes a helper makes to its parameter. It does not follow:
 * in-place reordering and filling (`xs.sort()`, `reverse`, `fill`, `copyWithin`), `delete o.x`,
 * writes through another name (`const p = o; p.x = v`, a loop variable or a callback's element,
 * the result of `xs.find(...)`), the binding stored where the analysis loses it (assigned to a
 * property, pushed into a list), or given to a function it cannot read whose parameter type allows
 * changes. Such a binding's literal contents (its properties, its items) are not constants.
 *
 * Syntactic and conservative: every mention of the binding in the file that declares it is looked
 * at. A write at module level, outside any function, is never followed (the evaluator walks functions). A copy by spreading (`[...xs]`, `{ ...o }`) is not followed.
 */
export interface MutationTypes extends DeclarationLookup {
  readonly checker: ts.TypeChecker;
}

/** Methods of built-in lists, sets and maps that change their receiver. */
const MUTATING_METHODS: ReadonlySet<string> = new Set([
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
  'set',
  'add',
  'delete',
  'clear',
]);
/** Of those, the ones the evaluator follows when called on the binding or a part of it (builtins/collections.ts, calls.ts). */
const FOLLOWED_METHODS = new Set(['push', 'unshift', 'splice', 'set', 'add', 'pop', 'shift', 'delete', 'clear']);

/** Built-in functions that change an argument. */
const WRITING_FUNCTIONS = new Set([
  'Object.defineProperty',
  'Object.defineProperties',
  'Object.setPrototypeOf',
  'Reflect.set',
  'Reflect.deleteProperty',
  'Reflect.defineProperty',
  'Reflect.apply',
]);

/** `unfollowed`: only the changes the evaluator does not follow; `any`: every change (through another name, all of them count). */
type Mode = 'unfollowed' | 'any';

const MAX_DEPTH = 6;
const caches: Record<Mode, WeakMap<ts.Symbol, boolean>> = { unfollowed: new WeakMap(), any: new WeakMap() };

/** The binding's literal contents may be changed by something the evaluator does not follow. */
export function mayBeMutated(symbol: ts.Symbol, types: MutationTypes): boolean {
  return mutated(symbol, 'unfollowed', types, 0, new Set());
}

/** Anything may change what the binding holds, through it or through another name (`const p = o; p.x = v`). */
export function mayChangeAtAll(symbol: ts.Symbol, types: MutationTypes): boolean {
  return mutated(symbol, 'any', types, 0, new Set());
}

/**
 * `o.a` read through the declaration of property `a` of an object literal: exact only when
 * nothing changes the property nor the object holding it.
 */
export function propertyMayChange(node: ts.PropertyAccessExpression, property: ts.Symbol, types: MutationTypes): boolean {
  if (mayChangeAtAll(property, types)) return true;
  let e = skipParens(node.expression);
  while (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) e = skipParens(e.expression);
  const root = ts.isIdentifier(e) ? types.symbolAt(e) : undefined;
  return root !== undefined && mayChangeAtAll(root, types);
}

function mutated(symbol: ts.Symbol, mode: Mode, types: MutationTypes, depth: number, seen: Set<ts.Symbol>): boolean {
  const known = caches[mode].get(symbol);
  if (known !== undefined) return known;
  if (seen.has(symbol)) return false;
  if (depth > MAX_DEPTH) return true;
  const decl = symbol.valueDeclaration ?? symbol.declarations?.[0];
  // A text or number, a read-only list: nothing can be written through it.
  if (!decl || types.isLibrary(decl.getSourceFile()) || readOnlyType(types.checker.getTypeOfSymbolAtLocation(symbol, decl), types.checker)) return false;
  seen.add(symbol);
  const name = symbol.getName();
  // A property is changed by an assignment to it too (`o.a = v`); a variable's own assignments are followed by the evaluator.
  const property = ts.isPropertyAssignment(decl) || ts.isShorthandPropertyAssignment(decl) || ts.isPropertyDeclaration(decl);
  const own = declarationName(decl);
  let found = false;
  for (const node of identifiersNamed(decl.getSourceFile(), name)) {
    if (node !== own && types.symbolAt(node) === symbol && changedAt(node, property, mode, types, depth, seen)) {
      found = true;
      break;
    }
  }
  seen.delete(symbol);
  if (depth === 0) caches[mode].set(symbol, found);
  return found;
}

/**
 * Every identifier of a file by its text, in the order a depth-first walk of the file
 * (`forEachChild`) meets them: the mentions of a binding, found without walking the whole file
 * again for each binding asked about (several per judge).
 */
const identifierIndex = new WeakMap<ts.SourceFile, Map<string, ts.Identifier[]>>();

export function identifiersNamed(sf: ts.SourceFile, name: string): readonly ts.Identifier[] {
  let index = identifierIndex.get(sf);
  if (!index) {
    const built = new Map<string, ts.Identifier[]>();
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node)) {
        const known = built.get(node.text);
        if (known) known.push(node);
        else built.set(node.text, [node]);
      } else ts.forEachChild(node, visit);
    };
    visit(sf);
    identifierIndex.set(sf, (index = built));
  }
  return index.get(name) ?? [];
}

function declarationName(decl: ts.Declaration): ts.Node | undefined {
  return ts.isVariableDeclaration(decl) ||
    ts.isParameter(decl) ||
    ts.isBindingElement(decl) ||
    ts.isPropertyAssignment(decl) ||
    ts.isShorthandPropertyAssignment(decl) ||
    ts.isPropertyDeclaration(decl)
    ? decl.name
    : undefined;
}

/** One mention of the binding: whether what it holds may be changed through it. */
function changedAt(mention: ts.Identifier, property: boolean, mode: Mode, types: MutationTypes, depth: number, seen: Set<ts.Symbol>): boolean {
  // The value, a part of it (`o.list`, `xs[0]`) or something derived from it (`xs.find(...)`, a literal holding it): what
  // is changed through any of them changes it. Through the binding's own member chain the evaluator follows the change.
  let e: ts.Expression = ts.isPropertyAccessExpression(mention.parent) && mention.parent.name === mention ? mention.parent : mention;
  let part = false;
  // Statements at module level (a registry filled by a loop at the top of the file) are not walked by the evaluator.
  let derived = mode === 'any' || ts.findAncestor(mention, ts.isFunctionLike) === undefined;
  for (;;) {
    const p = e.parent;
    if (ts.isParenthesizedExpression(p) || ts.isAsExpression(p) || ts.isNonNullExpression(p) || ts.isSatisfiesExpression(p) || ts.isTypeAssertionExpression(p))
      e = p;
    else if ((ts.isPropertyAccessExpression(p) || ts.isElementAccessExpression(p)) && p.expression === e) {
      if (ts.isCallExpression(p.parent) && p.parent.expression === p) {
        const method = ts.isPropertyAccessExpression(p) ? p.name.text : undefined;
        if (method !== undefined && MUTATING_METHODS.has(method) && (derived || !FOLLOWED_METHODS.has(method))) return true;
        // `xs.forEach((x) => { x.done = true; })`: a callback's first parameter is a part of the receiver.
        if (p.parent.arguments.some((a) => elementParameterChanged(a, types, depth, seen))) return true;
        e = p.parent;
        derived = true;
        // A text, number or truth value returned (`fns[k](x)`, `xs.indexOf(x)`) is no part of the receiver.
        if (readOnlyType(types.checker.getTypeAtLocation(e), types.checker)) return false;
        // Nor is a value a method of the judge's classes builds afresh (`tools.run(args)` returning a new response).
        if (builtResult(p.parent, mention, types)) return false;
      } else e = p;
      part = true;
    } else if (ts.isArrayLiteralExpression(p) || (ts.isPropertyAssignment(p) && p.initializer === e) || ts.isShorthandPropertyAssignment(p)) {
      e = ts.isArrayLiteralExpression(p) ? p : p.parent;
      part = true;
      derived = true;
    } else break;
  }
  const p = e.parent;
  if (ts.isBinaryExpression(p) && isAssignmentOperator(p.operatorToken.kind)) {
    if (p.left === e) return (part && derived) || property;
    // A text, number or truth value taken from it (`rec.params = first.fn.arguments`) is a copy: nothing changes it through the copy.
    if (part && primitiveType(types.checker.getTypeAtLocation(e))) return false;
    // Stored in another place: a variable (or each variable a destructuring assigns), a field of `this` is followed, anything else is lost.
    return assignedChanged(skipParens(p.left), types, depth, seen);
  }
  if ((ts.isPrefixUnaryExpression(p) || ts.isPostfixUnaryExpression(p)) && isIncrement(p.operator)) return (part && derived) || property;
  if (ts.isDeleteExpression(p)) return true;
  if (ts.isVariableDeclaration(p) && p.initializer === e) return boundChanged(p.name, types, depth, seen);
  // `for (const x of xs) x.done = true`: the loop variable is a part of the list.
  if (ts.isForOfStatement(p) && p.expression === e && ts.isVariableDeclarationList(p.initializer))
    return p.initializer.declarations.some((d) => boundChanged(d.name, types, depth, seen));
  if (ts.isCallExpression(p) || ts.isNewExpression(p)) return p.expression !== e && argumentChanged(p, e, derived ? 'any' : mode, types, depth, seen);
  return false;
}

function aliasChanged(id: ts.Identifier, types: MutationTypes, depth: number, seen: Set<ts.Symbol>): boolean {
  const symbol = types.symbolAt(id);
  return !symbol || mutated(symbol, 'any', types, depth + 1, seen);
}

/** `p = o`, `[ok, result] = o.check()`, `({ list } = o)`: each variable assigned it (or a part of it) may change it. */
function assignedChanged(target: ts.Expression, types: MutationTypes, depth: number, seen: Set<ts.Symbol>): boolean {
  if (ts.isIdentifier(target)) return aliasChanged(target, types, depth, seen);
  const field = storingField(target, types);
  if (field) return fieldContentsChanged(field, types, depth, seen);
  if (ts.isArrayLiteralExpression(target))
    return target.elements.some((el) => !ts.isOmittedExpression(el) && assignedChanged(assignedPlace(el), types, depth, seen));
  if (ts.isObjectLiteralExpression(target)) {
    return target.properties.some((prop) =>
      ts.isShorthandPropertyAssignment(prop)
        ? aliasChanged(prop.name, types, depth, seen)
        : !ts.isPropertyAssignment(prop) || assignedChanged(assignedPlace(prop.initializer), types, depth, seen),
    );
  }
  return true;
}

/**
 * `this.current = o`, `this.cache[key] = o`: the field of the object a method runs on that the place
 * is, or holds the record of (a field the judge's classes declare), and whether the place is an entry
 * of it; undefined for any other place.
 */
function storingField(target: ts.Expression, types: MutationTypes): { field: ts.Symbol; entry: boolean } | undefined {
  const holder = ts.isElementAccessExpression(target) || ts.isPropertyAccessExpression(target) ? skipParens(target.expression) : undefined;
  const entry = holder?.kind !== ts.SyntaxKind.ThisKeyword;
  const place = entry ? holder : target;
  if (!place || !ts.isPropertyAccessExpression(place) || skipParens(place.expression).kind !== ts.SyntaxKind.ThisKeyword) return undefined;
  const field = types.symbolAt(place.name);
  const decl = field?.valueDeclaration;
  if (!decl || types.isLibrary(decl.getSourceFile()) || !(ts.isPropertyDeclaration(decl) || ts.isParameter(decl))) return undefined;
  return { field, entry };
}

/**
 * An object stored whole in a field (or under a key of the record a field holds) is followed there as
 * in the binding it came from (the evaluator keeps it in the field): it changes only where a mention
 * of the field writes into what it holds (`this.cache[k].x = v`, `this.cache[k].push(v)`) or hands it
 * where changes are not followed. Storing another whole value in its place changes nothing it held.
 */
function fieldContentsChanged({ field, entry }: { field: ts.Symbol; entry: boolean }, types: MutationTypes, depth: number, seen: Set<ts.Symbol>): boolean {
  if (seen.has(field)) return false;
  if (depth > MAX_DEPTH) return true;
  const decl = field.valueDeclaration!;
  seen.add(field);
  const own = declarationName(decl);
  const changed = identifiersNamed(decl.getSourceFile(), field.getName()).some(
    (node) => node !== own && types.symbolAt(node) === field && !replacesWhole(node, entry) && changedAt(node, false, 'any', types, depth + 1, seen),
  );
  seen.delete(field);
  return changed;
}

/** `this.f = v` (or `this.f[k] = v`, for a value stored as an entry of `f`): a mention of field `f` that stores another whole value in its place. */
function replacesWhole(mention: ts.Identifier, entry: boolean): boolean {
  const field = mention.parent;
  if (!ts.isPropertyAccessExpression(field) || field.name !== mention) return false;
  const access = field.parent;
  const place = entry && (ts.isElementAccessExpression(access) || ts.isPropertyAccessExpression(access)) && access.expression === field ? access : field;
  const assignment = place.parent;
  return ts.isBinaryExpression(assignment) && assignment.operatorToken.kind === ts.SyntaxKind.EqualsToken && assignment.left === place;
}

/** The place an element of a destructuring assignment writes: `...rest` and `x = fallback` write `rest` and `x`. */
function assignedPlace(el: ts.Expression): ts.Expression {
  if (ts.isSpreadElement(el)) return skipParens(el.expression);
  if (ts.isBinaryExpression(el) && el.operatorToken.kind === ts.SyntaxKind.EqualsToken) return skipParens(el.left);
  return skipParens(el);
}

/** `const p = o`, `const { list } = o`: each name bound to it (or a part of it) may change it. */
function boundChanged(name: ts.BindingName, types: MutationTypes, depth: number, seen: Set<ts.Symbol>): boolean {
  if (ts.isIdentifier(name)) return aliasChanged(name, types, depth, seen);
  return name.elements.some((el) => !ts.isOmittedExpression(el) && boundChanged(el.name, types, depth, seen));
}

function elementParameterChanged(arg: ts.Expression, types: MutationTypes, depth: number, seen: Set<ts.Symbol>): boolean {
  const fn = skipParens(arg);
  const first = (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && fn.parameters[0];
  return first ? boundChanged(first.name, types, depth, seen) : false;
}

/**
 * The value given to a call: changed by a built-in that writes (`Object.assign` on the binding
 * itself is followed), a function whose parameter changes, or a function the analysis cannot read
 * whose parameter type allows changes (not read-only, not a primitive, not `unknown`).
 */
function argumentChanged(
  call: ts.CallExpression | ts.NewExpression,
  arg: ts.Expression,
  mode: Mode,
  types: MutationTypes,
  depth: number,
  seen: Set<ts.Symbol>,
): boolean {
  // A helper's writes to its parameter are handed back to the caller only in part (not its literal contents): any counts.
  const index = call.arguments?.indexOf(arg) ?? -1;
  const callee = skipParens(call.expression);
  const text = ts.isIdentifier(callee) || ts.isPropertyAccessExpression(callee) ? callee.getText() : '';
  if (text === 'Object.assign') return index === 0 && mode === 'any';
  if (WRITING_FUNCTIONS.has(text)) return true;
  const decl = types.symbolAt(ts.isPropertyAccessExpression(callee) ? callee.name : callee)?.declarations?.[0];
  // Library code (the standard library, the judge contract): a method that keeps its arguments (`xs.push(o)`) loses them; any other only reads them.
  if (decl && types.isLibrary(decl.getSourceFile())) {
    if (!ts.isPropertyAccessExpression(callee) || !MUTATING_METHODS.has(callee.name.text)) return false;
    // Kept by the collection, an object can still be changed only as its type lets: not one of read-only fields whose methods write none.
    return !readOnlyType(types.checker.getTypeAtLocation(arg), types.checker, false, true);
  }
  if (index < 0) return true;
  // A method of the judge's classes: each override it may run.
  const fns = calledFunctions(callee, decl, types) ?? (ts.isCallExpression(call) ? calledMethods(call, types) : undefined);
  if (fns) return fns.some((fn) => parameterChanged(fn, index, types, depth, seen));
  // A function looked up in a table of the module's own functions (`METRICS[name](x)`): what any of them does to it.
  const table =
    tableFunctions(callee, types) ?? (decl && ts.isVariableDeclaration(decl) && decl.initializer ? tableFunctions(decl.initializer, types) : undefined);
  if (table) return table.some((f) => parameterChanged(f, index, types, depth, seen));
  return !readOnlyParameter(call, index, types);
}

/**
 * The functions of the judge's own code a call may run: a function written where it is called, the
 * function a name is declared as, or every function a variable is ever given (its initialiser and
 * each `name = f` of its file, when each is one); otherwise undefined.
 */
function calledFunctions(callee: ts.Expression, decl: ts.Declaration | undefined, types: MutationTypes): ts.FunctionLikeDeclaration[] | undefined {
  if (ts.isArrowFunction(callee) || ts.isFunctionExpression(callee)) return [callee];
  if (!decl) return undefined;
  const fn = functionOf(decl);
  if (fn) return fn.body ? [fn] : undefined;
  if (!ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name) || isConstDeclaration(decl)) return undefined;
  const symbol = types.symbolAt(decl.name);
  const given: ts.Expression[] = decl.initializer ? [decl.initializer] : [];
  for (const mention of identifiersNamed(decl.getSourceFile(), decl.name.text)) {
    if (mention === decl.name || types.symbolAt(mention) !== symbol) continue;
    const parent = skipParens(mention).parent;
    if (ts.isBinaryExpression(parent) && parent.left === mention) {
      if (parent.operatorToken.kind !== ts.SyntaxKind.EqualsToken) return undefined;
      given.push(parent.right);
    } else if (mayAssign(mention, parent)) return undefined;
  }
  const fns: ts.FunctionLikeDeclaration[] = [];
  for (const value of given) {
    const found = ownFunction(skipParens(value), types);
    if (!found) return undefined;
    fns.push(found);
  }
  return fns.length > 0 ? fns : undefined;
}

/** A mention that may give the variable a value other than by `name = value`: `++`, a destructuring, a loop's binding (a literal holding it is taken as one). */
function mayAssign(mention: ts.Node, parent: ts.Node): boolean {
  if (ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent)) return true;
  if ((ts.isForOfStatement(parent) || ts.isForInStatement(parent)) && parent.initializer === mention) return true;
  return ts.isArrayLiteralExpression(parent) || ts.isShorthandPropertyAssignment(parent) || ts.isSpreadElement(parent) || ts.isPropertyAssignment(parent);
}

function parameterChanged(fn: ts.FunctionLikeDeclaration, index: number, types: MutationTypes, depth: number, seen: Set<ts.Symbol>): boolean {
  const param = fn.parameters[Math.min(index, fn.parameters.length - 1)];
  if (!param) return false;
  if (param.dotDotDotToken) return true;
  return boundChanged(param.name, types, depth, seen);
}

/**
 * The functions an element of a constant object literal may be (`TABLE[k]`, `TABLE.name`), when
 * every property of the literal is a function of the judge's own code; otherwise undefined.
 */
function tableFunctions(node: ts.Expression, types: MutationTypes): ts.FunctionLikeDeclaration[] | undefined {
  const access = skipParens(node);
  if (!ts.isElementAccessExpression(access) && !ts.isPropertyAccessExpression(access)) return undefined;
  const holder = skipParens(access.expression);
  const decl = ts.isIdentifier(holder) ? types.symbolAt(holder)?.valueDeclaration : undefined;
  if (!decl || !ts.isVariableDeclaration(decl) || !isConstDeclaration(decl) || !decl.initializer) return undefined;
  let literal = skipParens(decl.initializer);
  while (ts.isAsExpression(literal) || ts.isSatisfiesExpression(literal)) literal = skipParens(literal.expression);
  if (!ts.isObjectLiteralExpression(literal)) return undefined;
  const fns: ts.FunctionLikeDeclaration[] = [];
  for (const property of literal.properties) {
    const value = ts.isPropertyAssignment(property) ? skipParens(property.initializer) : ts.isShorthandPropertyAssignment(property) ? property.name : undefined;
    if (!value) return undefined;
    const fn = ownFunction(value, types);
    if (!fn) return undefined;
    fns.push(fn);
  }
  return fns;
}

/** The parameter's declared type cannot be written through: read-only lists and maps, primitives, `unknown`. */
function readOnlyParameter(call: ts.CallExpression | ts.NewExpression, index: number, types: MutationTypes): boolean {
  const signature = types.checker.getResolvedSignature(call);
  const params = signature?.getParameters() ?? [];
  const param = params[Math.min(index, params.length - 1)];
  if (!param) return false;
  const type = types.checker.getTypeOfSymbolAtLocation(param, call);
  // A function the analysis cannot read is taken at its parameter's type: methods cannot write read-only fields.
  return readOnlyType(type, types.checker, true);
}

/** A type whose values are copied wherever they are stored: texts, numbers, truth values, `null`, `undefined`. */
function primitiveType(type: ts.Type): boolean {
  if (type.isUnion()) return type.types.every(primitiveType);
  const flags =
    ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BigIntLike | ts.TypeFlags.BooleanLike | ts.TypeFlags.Null | ts.TypeFlags.Undefined;
  return (type.flags & flags) !== 0;
}

/**
 * `methods`: whether methods may stand beside the read-only fields. Only for a function the analysis
 * cannot read: code it reads may write through a cast (`(o as { dir: string }).dir = '/'`), which it sees.
 * `unwritingMethods`: methods whose bodies write nothing through `this` may (an object kept by a list).
 */
function readOnlyType(type: ts.Type, checker: ts.TypeChecker, methods = false, unwritingMethods = false): boolean {
  if (type.isUnion()) return type.types.every((t) => readOnlyType(t, checker, methods, unwritingMethods));
  if (
    type.flags &
    (ts.TypeFlags.Unknown | ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike | ts.TypeFlags.Null | ts.TypeFlags.Undefined)
  )
    return true;
  const name = type.getSymbol()?.getName();
  if (name === 'ReadonlyArray' || name === 'ReadonlyMap' || name === 'ReadonlySet') return true;
  if (checker.isTupleType(type)) return (type as ts.TupleTypeReference).target.readonly;
  return readOnlyObject(type, checker, methods, unwritingMethods);
}

/**
 * An object type nothing can be written through (at its first level, as a read-only list): `Readonly<T>`,
 * or every property declared `readonly` (and, with `methods`, methods beside them) and every index
 * signature read-only; a function.
 */
function readOnlyObject(type: ts.Type, checker: ts.TypeChecker, methods: boolean, unwritingMethods: boolean): boolean {
  if (type.aliasSymbol?.getName() === 'Readonly') return true;
  if (!(type.flags & ts.TypeFlags.Object)) return false;
  const properties = checker.getPropertiesOfType(type);
  const indexes = checker.getIndexInfosOfType(type);
  if (properties.length === 0 && indexes.length === 0) return checker.getSignaturesOfType(type, ts.SignatureKind.Call).length > 0;
  return indexes.every((i) => i.isReadonly) && properties.every((p) => readOnlyProperty(p, methods, unwritingMethods));
}

/**
 * A property declared `readonly`, or, with `methods`, a method: a method can write only the fields the
 * type lets it write (none, when they are all read-only), and replacing a method on an object is not followed.
 */
function readOnlyProperty(property: ts.Symbol, methods: boolean, unwritingMethods: boolean): boolean {
  const decl = property.valueDeclaration;
  if (unwritingMethods && decl && ts.isMethodDeclaration(decl) && decl.body && !writesThrough(decl.body, isThis)) return true;
  if (decl && (ts.isMethodDeclaration(decl) || ts.isMethodSignature(decl))) return methods;
  if (!decl || !(ts.isPropertySignature(decl) || ts.isPropertyDeclaration(decl) || ts.isParameter(decl))) return false;
  return (ts.getCombinedModifierFlags(decl) & ts.ModifierFlags.Readonly) !== 0;
}

/**
 * Whether code writes through what `isRoot` accepts (`this.x = v`, `(this as T).x++`, `delete this.x`),
 * in nested functions too: a method that writes none of its object's fields leaves an object of
 * read-only fields read-only, whoever calls it.
 */
function writesThrough(body: ts.Node, isRoot: (e: ts.Expression) => boolean): boolean {
  const target = (e: ts.Expression): boolean => {
    let t = skipParens(e);
    for (;;) {
      if (
        ts.isPropertyAccessExpression(t) ||
        ts.isElementAccessExpression(t) ||
        ts.isNonNullExpression(t) ||
        ts.isAsExpression(t) ||
        ts.isTypeAssertionExpression(t)
      )
        t = skipParens(t.expression);
      else return isRoot(t);
    }
  };
  const visit = (node: ts.Node): boolean => {
    if (writesTo(node, target)) return true;
    if (ts.isDeleteExpression(node) && target(node.expression)) return true;
    return ts.forEachChild(node, visit) ?? false;
  };
  return visit(body);
}

function isThis(e: ts.Expression): boolean {
  return e.kind === ts.SyntaxKind.ThisKeyword;
}

/** The function of the judge's own code (with a body) an expression is: written there, or the declaration a name refers to. */
function ownFunction(value: ts.Expression, types: MutationTypes): ts.FunctionLikeDeclaration | undefined {
  const target = ts.isIdentifier(value) ? types.symbolAt(value)?.valueDeclaration : value;
  const fn = target ? functionOf(target as ts.Declaration) : undefined;
  return fn?.body && !types.isLibrary(fn.getSourceFile()) ? fn : undefined;
}

/** builtByPushes of each binding, worked out once (it reads every mention of the name in the file). */
const builtCache = new WeakMap<ts.Symbol, boolean>();

/**
 * A list built by pushes in order before it is read: `const xs = [];` (a `const` list literal in a
 * block), then `xs.push(a)` / `xs.push(...list)` as statements of that block or of `for...of` loops
 * in it (with no `break` or `continue`), and every other mention of it after the last of those
 * statements. The evaluator keeps its items one by one (builtins/collections.ts) where each push
 * runs for certain (a loop walked once per element), and each walk of the block builds it afresh.
 */
export function builtByPushes(symbol: ts.Symbol, types: MutationTypes): boolean {
  const known = builtCache.get(symbol);
  if (known !== undefined) return known;
  const result = buildsInOrder(symbol, types);
  builtCache.set(symbol, result);
  return result;
}

function buildsInOrder(symbol: ts.Symbol, types: MutationTypes): boolean {
  const decl = symbol.valueDeclaration;
  if (!decl || !ts.isVariableDeclaration(decl) || !isConstDeclaration(decl) || !ts.isIdentifier(decl.name)) return false;
  if (!decl.initializer || !ts.isArrayLiteralExpression(skipParens(decl.initializer))) return false;
  const statement = decl.parent.parent;
  const block = statement.parent;
  if (!ts.isVariableStatement(statement) || !ts.isBlock(block)) return false;
  const pushes: ts.Statement[] = [];
  const reads: ts.Identifier[] = [];
  for (const node of identifiersNamed(decl.getSourceFile(), decl.name.text)) {
    if (node === decl.name || types.symbolAt(node) !== symbol) continue;
    const access = node.parent;
    const call = access.parent;
    if (ts.isPropertyAccessExpression(access) && access.expression === node && ts.isCallExpression(call) && call.expression === access) {
      if (access.name.text === 'push' && ts.isExpressionStatement(call.parent) && inOrder(call.parent, block)) {
        pushes.push(call.parent);
        continue;
      }
      if (MUTATING_METHODS.has(access.name.text)) return false;
    }
    reads.push(node);
  }
  if (pushes.length === 0) return false;
  // Every read after the statement of the block holding the last push.
  let last: ts.Node = pushes.reduce((a, b) => (a.pos > b.pos ? a : b));
  while (last.parent !== block) last = last.parent;
  return reads.every((r) => r.pos >= last.end) && !mayBeMutated(symbol, types);
}

/**
 * A statement reached in order from the start of `block`: through blocks, branches of `if` and
 * `for...of` loops with no `break` or `continue`.
 */
function inOrder(statement: ts.Statement, block: ts.Block): boolean {
  for (let p: ts.Node = statement.parent; p !== block; p = p.parent) {
    if (ts.isBlock(p) || ts.isIfStatement(p)) continue;
    if (!ts.isForOfStatement(p) || p.awaitModifier || leftPartWay(p.statement)) return false;
  }
  return true;
}

function leftPartWay(node: ts.Node): boolean {
  if (ts.isBreakStatement(node) || ts.isContinueStatement(node)) return true;
  if (ts.isFunctionLike(node)) return false;
  return ts.forEachChild(node, leftPartWay) === true;
}

/**
 * A method call whose result shares nothing with its receiver: the method (each class's own, where
 * a subclass of the module overrides it) is the judge's own code, every value it returns is built
 * in it, and the call is given nothing of the receiver's binding. Built means: a text, number, truth
 * value or read-only value; a literal object or list, `new C(...)` or a function, of built parts; a
 * parameter (what a followed call is given is checked at that call); a local whose initialiser and
 * every write into it are built; the result of a followed call (a function or method of the judge's
 * own code, a function it was given) on built arguments whose returns are built. Nothing read
 * through `this` or a property is built.
 */
function builtResult(call: ts.CallExpression, receiver: ts.Identifier, types: MutationTypes): boolean {
  const symbol = types.symbolAt(receiver);
  if (!symbol || call.arguments.some((a) => mentions(a, symbol, types))) return false;
  const methods = calledMethods(call, types);
  return methods !== undefined && methods.every((fn) => returnsBuilt(fn, types, 0, new Set()));
}

/** Whether `node` names `symbol` anywhere in it. */
function mentions(node: ts.Node, symbol: ts.Symbol, types: MutationTypes): boolean {
  if (ts.isIdentifier(node)) return types.symbolAt(node) === symbol;
  return ts.forEachChild(node, (child) => mentions(child, symbol, types) || undefined) ?? false;
}

/**
 * The method bodies `recv.m(...)` may run: the declared method of a class of the judge's own code
 * and every override of it in the classes of that module deriving from it, when the class is not
 * exported (no subclass elsewhere); undefined otherwise.
 */
function calledMethods(call: ts.CallExpression, types: MutationTypes): ts.MethodDeclaration[] | undefined {
  const callee = skipParens(call.expression);
  if (!ts.isPropertyAccessExpression(callee)) return undefined;
  const decl = types.symbolAt(callee.name)?.valueDeclaration;
  if (!decl || !ts.isMethodDeclaration(decl) || !ts.isClassDeclaration(decl.parent) || types.isLibrary(decl.getSourceFile())) return undefined;
  const klass = decl.parent;
  if (isExported(klass)) return undefined;
  const name = callee.name.text;
  const methods: ts.MethodDeclaration[] = [];
  for (const c of classesOf(decl.getSourceFile())) {
    if (!isOrExtends(types, c, klass)) continue;
    const own = c.members.find((m) => m.name?.getText() === name);
    if (own && ts.isMethodDeclaration(own) && own.body) methods.push(own);
    // Another kind of member of that name (a field holding a function, an overload): not followed.
    else if (own && !(ts.isMethodDeclaration(own) && isAbstract(own))) return undefined;
  }
  return methods.length > 0 ? methods : undefined;
}

/** Every class written in a module, nested ones and class expressions too. */
function classesOf(sf: ts.SourceFile): ts.ClassLikeDeclaration[] {
  const found: ts.ClassLikeDeclaration[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isClassLike(node)) found.push(node);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** A class another module may import (and extend): `export class`, `export { C }`, `export default C`. */
function isExported(klass: ts.ClassDeclaration): boolean {
  if (ts.getModifiers(klass)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) return true;
  const name = klass.name?.text;
  return klass
    .getSourceFile()
    .statements.some(
      (s) =>
        (ts.isExportDeclaration(s) &&
          (s.exportClause === undefined ||
            (ts.isNamedExports(s.exportClause) && s.exportClause.elements.some((e) => (e.propertyName ?? e.name).text === name)))) ||
        (ts.isExportAssignment(s) && ts.isIdentifier(s.expression) && s.expression.text === name),
    );
}

function isAbstract(member: ts.ClassElement): boolean {
  return ts.getModifiers(member as ts.HasModifiers)?.some((m) => m.kind === ts.SyntaxKind.AbstractKeyword) ?? false;
}

/** Every value `fn` returns is built (a function being walked stands for what its other returns give). */
function returnsBuilt(fn: ts.FunctionLikeDeclaration, types: MutationTypes, depth: number, walking: Set<ts.Node>): boolean {
  if (walking.has(fn)) return true;
  if (depth > MAX_DEPTH || !fn.body) return false;
  walking.add(fn);
  const returned = returnedExpressions(fn);
  const built = returned.every((e) => isBuilt(e, types, depth, walking));
  walking.delete(fn);
  return built;
}

function isBuilt(node: ts.Expression, types: MutationTypes, depth: number, walking: Set<ts.Node>): boolean {
  // Taken at the type it is written as (`JSON.parse(text) as Value`), as the caller's result is.
  if (readOnlyType(types.checker.getTypeAtLocation(node), types.checker)) return true;
  const e = skipParens(node);
  if (e !== node) return isBuilt(e, types, depth, walking);
  const built = (x: ts.Expression): boolean => isBuilt(x, types, depth, walking);
  if (ts.isTypeAssertionExpression(e)) return built(e.expression);
  if (ts.isArrayLiteralExpression(e)) return e.elements.every((el) => built(ts.isSpreadElement(el) ? el.expression : el));
  if (ts.isObjectLiteralExpression(e)) return e.properties.every((p) => builtProperty(p, built));
  if (ts.isNewExpression(e)) return (e.arguments ?? []).every(built);
  if (ts.isArrowFunction(e) || ts.isFunctionExpression(e)) return returnsBuilt(e, types, depth + 1, walking);
  if (ts.isConditionalExpression(e)) return built(e.whenTrue) && built(e.whenFalse);
  if (ts.isBinaryExpression(e) && isLogical(e.operatorToken.kind)) return built(e.left) && built(e.right);
  if (ts.isIdentifier(e)) return builtVariable(e, types, depth, walking);
  if (ts.isCallExpression(e)) return e.arguments.every(built) && builtCall(e, types, depth, walking);
  return false;
}

function builtProperty(p: ts.ObjectLiteralElementLike, built: (x: ts.Expression) => boolean): boolean {
  if (ts.isPropertyAssignment(p)) return built(p.initializer);
  if (ts.isShorthandPropertyAssignment(p)) return built(p.name);
  if (ts.isSpreadAssignment(p)) return built(p.expression);
  return true;
}

/** A call the analysis follows: a function of the judge's own code, a function a parameter holds (checked where it was given), a method (see calledMethods). */
function builtCall(call: ts.CallExpression, types: MutationTypes, depth: number, walking: Set<ts.Node>): boolean {
  const callee = skipParens(call.expression);
  if (ts.isIdentifier(callee)) {
    const decl = types.symbolAt(callee)?.valueDeclaration;
    if (decl && ts.isParameter(decl)) return isFollowedParameter(decl);
    const fn = decl ? ownFunction(callee, types) : undefined;
    return fn !== undefined && returnsBuilt(fn, types, depth + 1, walking);
  }
  const methods = calledMethods(call, types);
  return methods !== undefined && methods.every((fn) => returnsBuilt(fn, types, depth + 1, walking));
}

function isFollowedParameter(decl: ts.ParameterDeclaration): boolean {
  return ts.isMethodDeclaration(decl.parent) || ts.isFunctionDeclaration(decl.parent) || ts.isConstructorDeclaration(decl.parent);
}

/**
 * A parameter, or a local of a function whose initialiser and every value written into it (`x = v`,
 * `x[k] = v`, `x.push(v)`) are built; a name destructured from a built value.
 */
function builtVariable(id: ts.Identifier, types: MutationTypes, depth: number, walking: Set<ts.Node>): boolean {
  const symbol = types.symbolAt(id);
  const decl = symbol?.valueDeclaration;
  if (!symbol || !decl || types.isLibrary(decl.getSourceFile())) return false;
  // What a method or function is given is checked where a followed call gives it; a callback's element is a part of what it walks.
  if (ts.isParameter(decl)) return isFollowedParameter(decl);
  const built = (x: ts.Expression): boolean => isBuilt(x, types, depth, walking);
  if (ts.isBindingElement(decl)) {
    let root: ts.Node = decl;
    while (ts.isBindingElement(root) || ts.isObjectBindingPattern(root) || ts.isArrayBindingPattern(root)) root = root.parent;
    return (
      ts.isVariableDeclaration(root) && root.initializer !== undefined && ts.findAncestor(root, ts.isFunctionLike) !== undefined && built(root.initializer)
    );
  }
  if (!ts.isVariableDeclaration(decl) || !ts.isIdentifier(decl.name) || ts.findAncestor(decl, ts.isFunctionLike) === undefined) return false;
  if (decl.initializer && !built(decl.initializer)) return false;
  if (ts.isForOfStatement(decl.parent.parent) || ts.isForInStatement(decl.parent.parent)) return false;
  return identifiersNamed(decl.getSourceFile(), decl.name.text).every(
    (mention) => mention === decl.name || types.symbolAt(mention) !== symbol || writesBuilt(mention, built, types),
  );
}

/**
 * One mention of a local: what it writes into it (`x = v`, `x.a[k] = v`, `x.push(v)`) is built, and
 * it does not hand the value (or a literal holding it) to a place that may keep or change it: stored
 * by an assignment or a declaration, given to a call that may change its argument. Returned or read,
 * it stays the function's own.
 */
function writesBuilt(mention: ts.Identifier, built: (x: ts.Expression) => boolean, types: MutationTypes): boolean {
  let e: ts.Expression = mention;
  while ((ts.isPropertyAccessExpression(e.parent) || ts.isElementAccessExpression(e.parent)) && e.parent.expression === e) {
    const call = e.parent.parent;
    if (ts.isPropertyAccessExpression(e.parent) && ts.isCallExpression(call) && call.expression === e.parent && MUTATING_METHODS.has(e.parent.name.text))
      return call.arguments.every(built);
    e = e.parent;
  }
  const p = skipParensUp(e);
  if (ts.isBinaryExpression(p) && isAssignmentOperator(p.operatorToken.kind) && skipParens(p.left) === e) return built(p.right);
  if (e !== mention) return true;
  // The value itself, or a literal holding it.
  let whole: ts.Expression = mention;
  for (;;) {
    const up = skipParensUp(whole);
    if (ts.isAsExpression(up) || ts.isNonNullExpression(up) || ts.isSatisfiesExpression(up) || ts.isArrayLiteralExpression(up) || ts.isSpreadElement(up))
      whole = up;
    else if (ts.isShorthandPropertyAssignment(up) || ts.isPropertyAssignment(up) || ts.isSpreadAssignment(up)) whole = up.parent;
    else break;
  }
  const holder = skipParensUp(whole);
  if (ts.isBinaryExpression(holder) && holder.right === whole) return false;
  if (ts.isVariableDeclaration(holder) && holder.initializer === whole) return false;
  if ((ts.isCallExpression(holder) || ts.isNewExpression(holder)) && holder.expression !== whole)
    return !isWritingCall(holder) && !argumentChanged(holder, whole, 'any', types, 0, new Set());
  return true;
}

function isWritingCall(call: ts.CallExpression | ts.NewExpression): boolean {
  const text = call.expression.getText();
  return text === 'Object.assign' || WRITING_FUNCTIONS.has(text);
}
