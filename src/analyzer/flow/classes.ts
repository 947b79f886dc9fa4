import { ts } from '../typescript.js';
import { Frame } from './frame.ts';
import type { Interpreter } from './interpreter.ts';
import { partReceiver, short, skipParens } from './syntax.ts';
import { extendedExpression, ownClassNamed } from './types.ts';
import { unknownValue, unresolvedCall } from './unknown.ts';
import { NOTHING, classValue, consumed, constantValue, isAnyKeyRecord, isBuiltObject, join, objectsOf, withVar, type Closure, type Value } from './value.ts';

/**
 * Objects of classes written in analysable code. `new C(...)` runs C's constructor chain (field
 * initialisers, parameter properties, `super(...)`) on a fresh object whose fields are values;
 * `this` inside a method or constructor is the object the call was made on, and what the method
 * writes into its fields is handed back to the caller's object. A field the analysis did not see
 * written is unknown, never "nothing" or `undefined`.
 */

/**
 * `Object.getPrototypeOf(obj)` of objects of known classes: each class's prototype, an object of
 * that class whose own fields are not known (its `constructor` is the class, its methods the
 * class's). Undefined where the object's class is not known.
 */
export function prototypeOf(obj: Value): Value | undefined {
  const objects = objectsOf(obj);
  return objects && join(...objects.map((o) => ({ ...emptyObject(o.instanceOf!), partial: true })));
}

/** An object of `klass` with no field set yet. */
function emptyObject(klass: ts.ClassLikeDeclaration): Value {
  return { ...NOTHING, alwaysTruthy: true, instanceOf: klass, fields: new Map() };
}

/** The object `new klass(...args)` makes. */
export function construct(it: Interpreter, klass: ts.ClassLikeDeclaration, args: readonly Value[], caller: Frame): Value {
  return runConstructor(it, klass, klass, args, caller, emptyObject(klass));
}

/**
 * The constructor chain of `klass` on `self` (an object of `runtime`, `klass` or one of its
 * subclasses): its own constructor, or the implicit one that passes its arguments to the base's.
 */
function runConstructor(
  it: Interpreter,
  klass: ts.ClassLikeDeclaration,
  runtime: ts.ClassLikeDeclaration,
  args: readonly Value[],
  caller: Frame,
  self: Value,
): Value {
  const ctor = klass.members.find((m): m is ts.ConstructorDeclaration => ts.isConstructorDeclaration(m) && m.body !== undefined);
  if (ctor) return it.invoke({ fn: ctor, self: runtime, receiver: self }, args, caller, false).receiver ?? self;
  const base = baseClass(it, klass);
  const built = base ? runConstructor(it, base, runtime, args, caller, self) : self;
  const frame = new Frame(caller, false, false);
  frame.self = runtime;
  frame.thisValue = built;
  initialiseFields(it, klass, undefined, frame);
  return frame.thisValue;
}

/**
 * Field initialisers and parameter properties (`constructor(private ctx: Ctx)`) of `klass`, run
 * where the language runs them: at the start of a constructor without a base class, right after
 * `super(...)` in one with.
 */
function initialiseFields(it: Interpreter, klass: ts.ClassLikeDeclaration, ctor: ts.ConstructorDeclaration | undefined, frame: Frame): void {
  for (const param of ctor?.parameters ?? []) {
    if (!ts.isIdentifier(param.name) || !isParameterProperty(param)) continue;
    const symbol = it.types.symbolAt(param.name);
    const value = symbol ? frame.env.get(symbol) : undefined;
    setField(frame, param.name.text, value ?? NOTHING, true);
  }
  for (const member of klass.members) {
    if (!ts.isPropertyDeclaration(member) || isStatic(member) || !fieldName(member.name)) continue;
    const value = member.initializer ? it.ev(member.initializer, frame) : constantValue(undefined);
    setField(frame, fieldName(member.name)!, value, true);
  }
}

/** `constructor(private readonly check: Check)`: a parameter that also declares a field of the class. */
function isParameterProperty(decl: ts.Declaration): decl is ts.ParameterDeclaration {
  return ts.isParameter(decl) && ts.isConstructorDeclaration(decl.parent) && (ts.getModifiers(decl)?.some(isPropertyModifier) ?? false);
}

function isPropertyModifier(m: ts.ModifierLike): boolean {
  return (
    m.kind === ts.SyntaxKind.PublicKeyword ||
    m.kind === ts.SyntaxKind.PrivateKeyword ||
    m.kind === ts.SyntaxKind.ProtectedKeyword ||
    m.kind === ts.SyntaxKind.ReadonlyKeyword
  );
}

function isStatic(member: ts.ClassElement): boolean {
  return ts.getModifiers(member as ts.HasModifiers)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword) ?? false;
}

/** A static field of a class with its initialiser (`static readonly NEEDLES = ['a', 'b']`), read as `C.NEEDLES`: a module-level constant. */
export function isStaticField(decl: ts.Declaration): decl is ts.PropertyDeclaration {
  return ts.isPropertyDeclaration(decl) && decl.initializer !== undefined && isStatic(decl);
}

/**
 * `C.name` on a class value that may be any of `classes` (one picked from a registry): the static
 * field of that name each class has (its own or inherited, with its initialiser), or undefined where
 * one of them has none.
 */
export function staticFields(it: Interpreter, classes: readonly ts.ClassLikeDeclaration[], name: string): ts.Symbol[] | undefined {
  const fields: ts.Symbol[] = [];
  for (const klass of classes) {
    const symbol = klass.name ? it.types.checker.getSymbolAtLocation(klass.name) : undefined;
    const field = symbol && it.types.checker.getTypeOfSymbolAtLocation(symbol, klass).getProperty(name);
    const decl = field?.valueDeclaration;
    if (!field || !decl || !isStaticField(decl) || it.types.isLibrary(decl.getSourceFile())) return undefined;
    fields.push(field);
  }
  return fields;
}

/**
 * `C.name` on a class value that may be any of `classes` (`this.constructor.name`, a class picked
 * from a registry): each class's own name, as the language gives it to a named class declaration.
 * Undefined where one of them is anonymous or declares (or inherits) a static member `name`.
 */
export function classNames(it: Interpreter, classes: readonly ts.ClassLikeDeclaration[], name: string): Value | undefined {
  if (name !== 'name') return undefined;
  const names: Value[] = [];
  for (const klass of classes) {
    const symbol = klass.name ? it.types.checker.getSymbolAtLocation(klass.name) : undefined;
    const own = symbol && it.types.checker.getTypeOfSymbolAtLocation(symbol, klass).getProperty(name)?.valueDeclaration;
    if (!klass.name || !symbol || (own && !it.types.isLibrary(own.getSourceFile()))) return undefined;
    names.push(constantValue(klass.name.text));
  }
  return join(...names);
}

function fieldName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name) ? name.text : undefined;
}

/** The class `klass` extends, when it is written in analysable code. */
function baseClass(it: Interpreter, klass: ts.ClassLikeDeclaration): ts.ClassLikeDeclaration | undefined {
  const extended = extendedExpression(klass);
  return extended && ownClassNamed(it.types, extended);
}

/** Whether `klass` extends a class at all (known or not): its fields are set after `super(...)`. */
function extendsSomething(klass: ts.ClassLikeDeclaration): boolean {
  return extendedExpression(klass) !== undefined;
}

/** Field initialisers a constructor runs before its body: those of a class that extends nothing. */
export function fieldsBeforeBody(it: Interpreter, fn: ts.SignatureDeclaration, frame: Frame): void {
  if (ts.isConstructorDeclaration(fn) && !extendsSomething(fn.parent) && frame.thisValue) initialiseFields(it, fn.parent, fn, frame);
}

/** `super(...)` in a constructor: the base's constructor chain on this object, then this class's fields. */
export function superCall(it: Interpreter, node: ts.CallExpression, args: readonly Value[], frame: Frame): Value {
  const holder = frame.thisFrame();
  const ctor = ts.findAncestor(node, ts.isConstructorDeclaration);
  if (!holder?.thisValue || !ctor)
    return unknownValue(it.collected, node, '`super(...)` outside a constructor the analyzer follows', ['read', 'count', 'content', 'case'], args);
  const base = baseClass(it, ctor.parent);
  if (base) holder.thisValue = runConstructor(it, base, holder.self ?? ctor.parent, args, holder, holder.thisValue);
  else holder.thisValue = { ...holder.thisValue, partial: true, ...withInputs(holder.thisValue, args) };
  initialiseFields(it, ctor.parent, ctor, holder);
  return constantValue(undefined);
}

/** An object whose base class is not analysable still depends on what it was given. */
function withInputs(self: Value, inputs: readonly Value[]): Pick<Value, 'deps' | 'unknown'> {
  const joined = join(self, ...inputs.map(consumed));
  return { deps: joined.deps, unknown: joined.unknown };
}

/**
 * `this.name = value`. Straight-line code of the function body replaces the field; a write under a
 * condition or in a loop joins with what the field held (`undefined` where it was not set yet).
 */
export function setField(frame: Frame, name: string, value: Value, replace: boolean): void {
  const holder = frame.thisFrame();
  const self = holder?.thisValue;
  if (!holder || !self?.fields) return;
  const prior = self.fields.get(name);
  const next = replace || !prior ? value : join(prior, value);
  const fields = new Map(self.fields);
  fields.set(name, next);
  const whole = consumed(next);
  holder.thisValue = {
    ...self,
    fields,
    deps: whole.deps.size === 0 ? self.deps : new Set([...self.deps, ...whole.deps]),
    unknown: whole.unknown ? [...new Set([...(self.unknown ?? []), ...whole.unknown])] : self.unknown,
  };
}

/** `this.a.b = v`, `this.list.push(v)`: what is written joins field `a` (or the whole object, for `this[k] = v`). */
export function mutateField(frame: Frame, target: ts.Expression, value: Value): boolean {
  let e = skipParens(target);
  let first: string | undefined;
  for (;;) {
    // `this.data.get(k)!.count = v`: a part of field `data` an accessor returns is written.
    const receiver = partReceiver(e);
    if (receiver) e = receiver;
    else if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) {
      first = ts.isPropertyAccessExpression(e) ? e.name.text : ts.isStringLiteral(e.argumentExpression) ? e.argumentExpression.text : undefined;
      e = skipParens(e.expression);
    } else break;
  }
  if (e.kind !== ts.SyntaxKind.ThisKeyword) return false;
  const self = frame.thisFrame()?.thisValue;
  if (!self?.fields) return true;
  if (first !== undefined) setField(frame, first, value, false);
  else {
    const holder = frame.thisFrame()!;
    holder.thisValue = { ...self, partial: true, ...withInputs(self, [value]) };
  }
  return true;
}

/**
 * `this.cache[key] = v` under a key not known, into a field holding a record the code built (`{}`,
 * or one written so before): the record then holds v, or what it held, under keys not known
 * (Value.keysVary with no fields; what any key gives is its element). Read under any key, it is
 * one of them (an object cached per name is one of the objects made).
 */
export function writtenUnderAnyKey(frame: Frame, target: ts.Expression, value: Value, key: Value): boolean {
  const e = skipParens(target);
  if (!ts.isElementAccessExpression(e)) return false;
  const holder = skipParens(e.expression);
  if (!ts.isPropertyAccessExpression(holder) || skipParens(holder.expression).kind !== ts.SyntaxKind.ThisKeyword) return false;
  const record = frame.thisFrame()?.thisValue?.fields?.get(holder.name.text);
  if (!record || !(isBuiltObject(record) || isAnyKeyRecord(record))) return false;
  const held = [...(record.fields?.values() ?? []), ...(record.element ? [record.element] : []), value];
  // Which keys it has is computed from the key.
  const deps = join(...held.map(consumed), consumed(key));
  setField(frame, holder.name.text, { ...NOTHING, deps: deps.deps, vars: deps.vars, alwaysTruthy: true, keysVary: true, element: join(...held) }, true);
  return true;
}

/**
 * `this.steps[i].done = v`, `this.steps.find(p)!.done = v`: a property of one element of a list
 * field whose elements are objects the code built, which one not known: each element's property
 * may now be v (joined with what it held), and a later read of the list sees it.
 */
export function writtenIntoElement(frame: Frame, target: ts.Expression, value: Value): boolean {
  const t = skipParens(target);
  if (!ts.isPropertyAccessExpression(t)) return false;
  const part = skipParens(t.expression);
  const list = ts.isElementAccessExpression(part) ? skipParens(part.expression) : partReceiver(part);
  if (!list || !ts.isPropertyAccessExpression(list) || skipParens(list.expression).kind !== ts.SyntaxKind.ThisKeyword) return false;
  const held = frame.thisFrame()?.thisValue?.fields?.get(list.name.text);
  const updated = held && withElementProperty(held, t.name.text, value);
  if (!updated) return false;
  setField(frame, list.name.text, updated, true);
  return true;
}

/** A list whose every element (each literal item, what stands for any element) may have property `name` set to `value`. */
function withElementProperty(list: Value, name: string, value: Value): Value | undefined {
  if (!list.items && !list.element) return undefined;
  const write = (o: Value): Value | undefined =>
    isBuiltObject(o) ? { ...o, fields: new Map(o.fields).set(name, join(o.fields!.get(name) ?? constantValue(undefined), value)) } : undefined;
  const items = list.items?.map(write);
  const element = list.element && write(list.element);
  if (items?.some((i) => i === undefined) || (list.element && !element)) return undefined;
  const whole = join(consumed(value), NOTHING);
  return { ...list, items: items as Value[] | undefined, element, deps: new Set([...list.deps, ...whole.deps]) };
}

/** Whether `this.name = ...` is a statement of the function body itself (no branch or loop around it). */
export function isStraightFieldWrite(node: ts.Expression): boolean {
  const assignment = node.parent;
  const statement = assignment?.parent;
  return (
    statement !== undefined &&
    ts.isExpressionStatement(statement) &&
    ts.isBlock(statement.parent) &&
    statement.parent.parent !== undefined &&
    ts.isFunctionLike(statement.parent.parent)
  );
}

/** `this`: the object the method or constructor runs on, or unknown where the analysis does not know it. */
export function thisObject(it: Interpreter, frame: Frame): Value {
  const holder = frame.thisFrame();
  if (!holder?.thisValue) return UNKNOWN_OBJECT;
  // What is read through `this` is bound to the object the method was called on, as a parameter is to its argument.
  const klass = holder.self?.name ? it.types.symbolAt(holder.self.name) : undefined;
  return klass ? withVar(holder.thisValue, klass) : holder.thisValue;
}

/** An object the analysis does not know (`this` in a method called on one): what is read from it is unknown. */
const UNKNOWN_OBJECT: Value = { ...NOTHING, partial: true };

/** `obj.name` on an object the analysis does not know. */
export function unknownMember(it: Interpreter, node: ts.PropertyAccessExpression): Value {
  const why = `\`${short(node)}\` is read from an object the analyzer does not know here`;
  return unknownValue(it.collected, node, why, ['read', 'count', 'content', 'case'], [], isText(it, node));
}

/**
 * `obj.name` on an object of a known class: the field, the getter's result, or the method bound to
 * the object; unknown for a field the analysis never saw set.
 */
export function objectMember(it: Interpreter, node: ts.PropertyAccessExpression, objects: readonly Value[], frame: Frame): Value {
  const name = node.name.text;
  return join(
    ...objects.map((obj) => {
      const field = obj.fields?.get(name);
      if (field) return field;
      const klass = obj.instanceOf!;
      // The prototype's `constructor`: the class the object was made from (a subclass's, when made by one).
      if (name === 'constructor') return classValue(klass);
      const member = memberOf(it, klass, name);
      if (member && ts.isGetAccessorDeclaration(member) && member.body) {
        return it.invoke({ fn: member, self: klass, receiver: obj }, [], frame, false).value;
      }
      if (member && ts.isMethodDeclaration(member) && member.body) return methodValue(member, klass, obj);
      if (!obj.partial && member && ts.isPropertyDeclaration(member) && !member.initializer) return constantValue(undefined);
      const why = `the field \`${name}\` of \`${klass.name?.text ?? 'a class'}\` is not known here`;
      return unknownValue(it.collected, node, why, ['read', 'count', 'content', 'case'], [obj], isText(it, node));
    }),
  );
}

function methodValue(fn: ts.SignatureDeclaration, self: ts.ClassLikeDeclaration, receiver: Value): Value {
  return { ...NOTHING, fns: [{ fn, self, receiver }], alwaysTruthy: true };
}

/**
 * `'name' in obj` on an object of the judge's classes, decided where every object it may be agrees:
 * true where a field initialiser, parameter property, constructor or method wrote the field (a
 * declared field without initialiser is written `undefined`, as class fields are defined) or the
 * class declares a method or accessor of that name (on its prototype); false where the class and its
 * bases (all analysable: the object is not partial) declare no member of that name nor an index
 * signature, and nothing wrote one. Undecided for names every object has (`toString`).
 */
export function instancePresence(it: Interpreter, key: Value, container: Value): boolean | undefined {
  const name = key.constant?.value;
  const objects = objectsOf(container);
  if (typeof name !== 'string' || key.paths.size > 0 || !objects || name in Object.prototype) return undefined;
  const answers = new Set(objects.map((obj) => ownPresence(it, obj, name)));
  return answers.size === 1 ? [...answers][0] : undefined;
}

function ownPresence(it: Interpreter, obj: Value, name: string): boolean | undefined {
  if (obj.fields?.has(name)) return true;
  if (obj.partial || !obj.instanceOf?.name) return undefined;
  const symbol = it.types.checker.getSymbolAtLocation(obj.instanceOf.name);
  if (!symbol) return undefined;
  const type = it.types.checker.getDeclaredTypeOfSymbol(symbol);
  if (type.getStringIndexType() || type.getNumberIndexType()) return undefined;
  const member = type.getProperty(name)?.valueDeclaration;
  if (!member) return false;
  return ts.isMethodDeclaration(member) || ts.isGetAccessorDeclaration(member) || ts.isSetAccessorDeclaration(member) ? true : undefined;
}

/** The declaration of member `name` that instances of `klass` have (an override before what it overrides). */
function memberOf(it: Interpreter, klass: ts.ClassLikeDeclaration, name: string): ts.Declaration | undefined {
  const symbol = klass.name ? it.types.checker.getSymbolAtLocation(klass.name) : undefined;
  if (!symbol) return undefined;
  return it.types.checker.getDeclaredTypeOfSymbol(symbol).getProperty(name)?.valueDeclaration;
}

/**
 * The method `callee` calls on a receiver whose class is known (an object made by `new`, `this` in
 * a method called on one, `super.m()`): for each class the receiver may be, the member that class
 * has (own or inherited, so a base class's template method calls the subclass's override), bound to
 * the object. Undefined where the receiver's class is not known.
 */
export function classMethod(it: Interpreter, callee: ts.PropertyAccessExpression, decl: ts.Declaration, receiver: Value, frame: Frame): Value | undefined {
  const receiverKind = skipParens(callee.expression).kind;
  const viaThis = receiverKind === ts.SyntaxKind.ThisKeyword || receiverKind === ts.SyntaxKind.SuperKeyword;
  // A member an interface declares (`matcher: TextMatching`) is the member of the class each object the receiver holds was made from.
  const declaredByType = ts.isInterfaceDeclaration(decl.parent) || ts.isTypeLiteralNode(decl.parent);
  if (declaredByType ? viaThis || !objectsOf(receiver) : !ts.isClassLike(decl.parent) && !isParameterProperty(decl)) return undefined;
  const holder = viaThis ? frame.thisFrame() : undefined;
  const candidates: { self: ts.ClassLikeDeclaration; obj?: Value }[] = viaThis
    ? holder?.self
      ? [{ self: holder.self, obj: holder.thisValue }]
      : []
    : (objectsOf(receiver)?.map((obj) => ({ self: obj.instanceOf!, obj })) ?? (receiver.instanceOf ? [{ self: receiver.instanceOf }] : []));
  if (candidates.length === 0) return undefined;
  const fns: Closure[] = [];
  for (const { self, obj } of candidates) {
    const member = receiverKind === ts.SyntaxKind.SuperKeyword ? decl : memberOf(it, self, callee.name.text);
    if (!member || !(ts.isMethodDeclaration(member) || ts.isPropertyDeclaration(member) || isParameterProperty(member))) return undefined;
    if (it.types.isLibrary(member.getSourceFile())) return undefined;
    if (ts.isMethodDeclaration(member)) {
      if (!member.body) return undefined;
      fns.push({ fn: member, self, receiver: obj });
      continue;
    }
    // A property holding an arrow function (`check = (x) => ...`): the object's field, else its initialiser.
    const field = obj?.fields?.get(callee.name.text);
    if (field?.fns) {
      fns.push(...field.fns);
      continue;
    }
    // A parameter property (`constructor(readonly check: Check)`) holds what the constructor was given: its field only.
    const init = ts.isPropertyDeclaration(member) && member.initializer ? skipParens(member.initializer) : undefined;
    if (!init || !(ts.isArrowFunction(init) || ts.isFunctionExpression(init))) return undefined;
    fns.push({ fn: init, self, receiver: obj });
  }
  return { ...NOTHING, fns, alwaysTruthy: true };
}

/**
 * A method of a class called on an object whose class the analysis does not know (a parameter typed
 * as the base class): a subclass may override it, so what it gives is unknown, whatever the declared
 * member computes.
 */
export function unknownReceiver(it: Interpreter, node: ts.CallExpression, decl: ts.Declaration, result: Value, args: readonly Value[]): Value {
  if (!ts.isClassLike(decl.parent) || isStatic(decl as ts.ClassElement)) return result;
  // As a call that cannot be followed: what it is given may be read in any way an override reads it.
  return unresolvedCall(it.collected, node, short(node.expression), [result, ...args], isText(it, node));
}

/** Whether the code types what `node` gives a string (a message, a name): unknown, it counts only where it reaches the verdict. */
export function isText(it: Interpreter, node: ts.Node): boolean {
  return it.types.kindOf(node) === 'string';
}

/** `f.bind(obj)`, the function with `this` bound; `f.call(obj, ...args)` uses the same closures. */
export function boundTo(target: Value, receiver: Value | undefined): Value {
  if (!target.fns || !receiver || !objectsOf(receiver)) return target;
  return { ...target, fns: target.fns.map((c) => ({ ...c, receiver })) };
}
