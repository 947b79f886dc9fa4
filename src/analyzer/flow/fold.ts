import { ts } from '../typescript.js';
import { CONSOLE_METHODS, PER_ELEMENT_METHODS } from './builtins/names.ts';
import { linearRegex, regexStringMethod } from './linear-regex.ts';
import { mayChangeAtAll, type MutationTypes } from './mutation.ts';
import { applyOperator, operatorOf } from './operators.ts';
import { isAssignmentOperator, stringRawText } from './syntax.ts';
import { extendedExpression, ownClassNamed } from './types.ts';

/**
 * Constant folding of pure helpers: a helper called with literal arguments (a reference answer
 * cleaned and tokenised, a URL parsed) is evaluated over its syntax tree by this small
 * interpreter — strings, numbers, lists, maps and plain objects, the standard string, list and map methods,
 * no I/O, no access to anything but its arguments and module constants, and a fuel limit. It
 * never runs the judge's code; anything it does not model gives up (undefined).
 */
export type Folded =
  | string
  | number
  | boolean
  | null
  | undefined
  | RegExp
  | readonly Folded[]
  | FoldedMap
  | FoldedSet
  | { readonly [key: string]: Folded }
  | FoldedFunction
  | FoldedClass
  | Unknown;

/**
 * A value of the run the fold is not given (the starting state, the user's prompt text): it can be
 * kept, passed on and taken apart (its parts are unknown too), and any use of it — a test, an
 * operator, a method, a conversion — gives up, so a folded result never depends on it.
 */
class Unknown {
  // A private member makes the type nominal: no other object is an Unknown.
  private readonly unknown = true;
}
export const UNKNOWN: Folded = Object.freeze(new Unknown());

/** A class used as a value (objects mode only). */
export function isFoldedClass(v: Folded): v is FoldedClass {
  return v instanceof FoldedClass;
}

export function isUnknown(v: Folded): v is Unknown {
  return v instanceof Unknown;
}

/**
 * A class of the judge's code used as a value (objects mode): kept in a record and picked by name
 * for `new`, or asked for a static member. One per declaration, so that two reads are `===`.
 */
class FoldedClass {
  constructor(readonly decl: ts.ClassLikeDeclaration) {}
}

/** What a fold may enter beyond pure helpers given literals. */
export interface FoldOptions {
  /**
   * A judge entered whole on a run it is given (`passes-when-nothing-done`): objects of the module's
   * classes (`new`, fields, parameter properties, methods, getters, `this`, `super`), functions kept
   * in objects called as methods, `reduce`, spread arguments, `in` and `instanceof`; classes as values
   * (kept in records and picked for `new`, their static fields and methods). Off for the folding of helpers
   * inside the evaluator, whose results the other rules read as they are.
   */
  readonly objects?: boolean;
}

/** A `Map` a helper builds (the query parameters of a URL parsed): keys and values as it set them. */
type FoldedMap = Map<Folded, Folded>;

/** A `Set` the judge builds: its members in the order added. */
type FoldedSet = Set<Folded>;

/** A call folded to its end: the value it returns, or the exception it raises (nothing caught it). */
export type FoldOutcome = { readonly value: Folded } | { readonly raised: Folded };

export interface FoldedFunction {
  readonly fn: ts.FunctionLikeDeclaration;
  readonly scope: Scope;
}

/** What a name a folded function closes over held when the fold ended (a closure sees its variables' last values). */
export function closedOver(f: FoldedFunction, name: string): { readonly value: Folded } | undefined {
  for (let s: Scope | undefined = f.scope; s; s = s.parent) {
    const slot = s.vars.get(name);
    if (slot) return slot;
  }
  return undefined;
}

class GiveUp extends Error {}
/** Thrown wherever the fold cannot follow the code, often per judge: made once, since an error's stack (never read here) costs its capture each time. */
const GIVE_UP = new GiveUp('the fold gives up');

/**
 * An exception the judge's code raises: a value it throws, or the error JavaScript raises where the
 * fold knows it does (a property of `undefined` read, a method a string or a list does not have
 * called, `JSON.parse` of text that is not JSON). A `try` catches it with that value; uncaught, the
 * function raises.
 */
class Raised extends Error {
  constructor(readonly value: Folded) {
    super('raised');
  }
}

const nativeError = (name: string, message: string): Raised => new Raised({ name, message });

const FUEL = 20_000;
const MAX_DEPTH = 12;
const MAX_STRING = 100_000;

interface Scope {
  readonly vars: Map<string, { value: Folded }>;
  readonly parent?: Scope;
  /** In a method or a constructor: the class that declares it (where `super` starts). */
  readonly home?: ts.ClassLikeDeclaration;
}

type Completion =
  { readonly kind: 'normal' } | { readonly kind: 'return'; readonly value: Folded } | { readonly kind: 'break' } | { readonly kind: 'continue' };
const NORMAL: Completion = { kind: 'normal' };

const STRING_METHODS = new Set([
  'toLowerCase',
  'toUpperCase',
  'toLocaleLowerCase',
  'toLocaleUpperCase',
  'trim',
  'trimStart',
  'trimEnd',
  'slice',
  'substring',
  'substr',
  'replace',
  'replaceAll',
  'split',
  'startsWith',
  'endsWith',
  'includes',
  'indexOf',
  'lastIndexOf',
  'charAt',
  'padStart',
  'padEnd',
  'repeat',
  'concat',
  'at',
  'normalize',
  'match',
  'search',
  'localeCompare',
]);
const ARRAY_METHODS = new Set(['includes', 'indexOf', 'lastIndexOf', 'join', 'slice', 'concat', 'at', 'flat', 'reverse']);

export class Folder {
  private fuel = FUEL;
  private depth = 0;
  /** The class each object made by `new` is an instance of (its methods are looked up there). */
  private readonly classOf = new WeakMap<object, ts.ClassLikeDeclaration>();
  private readonly classValues = new Map<ts.ClassLikeDeclaration, FoldedClass>();

  constructor(
    private readonly types: MutationTypes,
    private readonly options: FoldOptions = {},
  ) {}

  /** The helper's return value for these arguments, or undefined when it cannot be folded. */
  call(fn: ts.SignatureDeclaration, args: readonly Folded[]): { value: Folded } | undefined {
    const outcome = this.folded(() => this.invoke(fn as ts.FunctionLikeDeclaration, args, { vars: new Map() }));
    return outcome && 'value' in outcome ? outcome : undefined;
  }

  /**
   * A function given as code (a function, or an expression the module evaluates to one: a judge a
   * call builds) called with these arguments; undefined when it cannot be folded.
   */
  callEntry(entry: ts.Node, args: readonly Folded[]): { value: Folded } | undefined {
    const outcome = this.callEntryOutcome(entry, args);
    return outcome && 'value' in outcome ? outcome : undefined;
  }

  /** As `callEntry`, with a call that raises an exception nothing catches told apart from one the fold cannot follow. */
  callEntryOutcome(entry: ts.Node, args: readonly Folded[]): FoldOutcome | undefined {
    if (ts.isFunctionLike(entry)) return this.folded(() => this.invoke(entry as ts.FunctionLikeDeclaration, args, { vars: new Map() }));
    if (!ts.isExpression(entry)) return undefined;
    return this.folded(() => {
      const fn = this.expr(entry, { vars: new Map() });
      if (!isFoldedFunction(fn)) throw GIVE_UP;
      return this.invoke(fn.fn, args, fn.scope);
    });
  }

  private folded(run: () => Folded): FoldOutcome | undefined {
    this.fuel = FUEL;
    this.depth = 0;
    try {
      return { value: run() };
    } catch (error) {
      if (error instanceof Raised) return { raised: error.value };
      // A native error (`decodeURIComponent('%')` outside a try): the helper throws, nothing to fold.
      if (error instanceof GiveUp || error instanceof RangeError || error instanceof URIError || error instanceof TypeError || error instanceof SyntaxError)
        return undefined;
      throw error;
    }
  }

  private tick(): void {
    if (--this.fuel < 0) throw GIVE_UP;
  }

  private invoke(fn: ts.FunctionLikeDeclaration, args: readonly Folded[], closure: Scope): Folded {
    if (!fn.body || this.types.isLibrary(fn.getSourceFile()) || this.depth >= MAX_DEPTH) throw GIVE_UP;
    if (fn.modifiers?.some((m) => m.kind === ts.SyntaxKind.AsyncKeyword) || fn.asteriskToken) throw GIVE_UP;
    this.depth++;
    try {
      const scope: Scope = { vars: new Map(), parent: closure };
      // Only arrows see the `this` of where they were made; a function called plainly has none.
      if (ts.isFunctionDeclaration(fn) || ts.isFunctionExpression(fn)) scope.vars.set(THIS, { value: undefined });
      fn.parameters.forEach((p, i) => {
        if (p.dotDotDotToken) return this.bindPattern(p.name, args.slice(i), scope);
        let value = args[i];
        if (value === undefined && p.initializer) value = this.expr(p.initializer, scope);
        this.bindPattern(p.name, value, scope);
      });
      if (!ts.isBlock(fn.body)) return this.expr(fn.body, scope);
      const done = this.block(fn.body.statements, scope);
      return done.kind === 'return' ? done.value : undefined;
    } finally {
      this.depth--;
    }
  }

  private bindPattern(name: ts.BindingName, value: Folded, scope: Scope): void {
    if (ts.isIdentifier(name)) {
      scope.vars.set(name.text, { value });
      return;
    }
    if (value === UNKNOWN) {
      // Parts of an unknown value are unknown: the names are bound, their uses give up.
      for (const el of name.elements) if (!ts.isOmittedExpression(el)) this.bindPattern(el.name, UNKNOWN, scope);
      return;
    }
    if (ts.isArrayBindingPattern(name)) {
      if (!isList(value)) throw GIVE_UP;
      name.elements.forEach((el, i) => {
        if (ts.isOmittedExpression(el)) return;
        let v: Folded = el.dotDotDotToken ? value.slice(i) : value[i];
        if (v === undefined && el.initializer) v = this.expr(el.initializer, scope);
        this.bindPattern(el.name, v, scope);
      });
      return;
    }
    if (!isRecord(value)) throw GIVE_UP;
    for (const el of name.elements) {
      if (el.dotDotDotToken) throw GIVE_UP;
      const prop = el.propertyName ?? el.name;
      if (!ts.isIdentifier(prop) && !ts.isStringLiteral(prop)) throw GIVE_UP;
      let v = value[prop.text];
      if (v === undefined && el.initializer) v = this.expr(el.initializer, scope);
      this.bindPattern(el.name, v, scope);
    }
  }

  private block(statements: readonly ts.Statement[], outer: Scope): Completion {
    const scope: Scope = { vars: new Map(), parent: outer };
    for (const s of statements) {
      const done = this.statement(s, scope);
      if (done.kind !== 'normal') return done;
    }
    return NORMAL;
  }

  private statement(node: ts.Statement, scope: Scope): Completion {
    this.tick();
    if (ts.isVariableStatement(node)) {
      for (const d of node.declarationList.declarations) this.bindPattern(d.name, d.initializer ? this.expr(d.initializer, scope) : undefined, scope);
      return NORMAL;
    }
    if (ts.isExpressionStatement(node)) {
      this.expr(node.expression, scope);
      return NORMAL;
    }
    if (ts.isReturnStatement(node)) return { kind: 'return', value: node.expression ? this.expr(node.expression, scope) : undefined };
    if (ts.isIfStatement(node)) {
      if (truth(this.expr(node.expression, scope))) return this.statement(node.thenStatement, scope);
      return node.elseStatement ? this.statement(node.elseStatement, scope) : NORMAL;
    }
    if (ts.isBlock(node)) return this.block(node.statements, scope);
    if (ts.isContinueStatement(node) && !node.label) return { kind: 'continue' };
    if (ts.isBreakStatement(node) && !node.label) return { kind: 'break' };
    if (ts.isForOfStatement(node)) {
      const iterable = this.expr(node.expression, scope);
      const items =
        typeof iterable === 'string'
          ? [...iterable]
          : isList(iterable)
            ? iterable
            : isMap(iterable)
              ? entriesOf(iterable)
              : isSet(iterable)
                ? [...iterable]
                : undefined;
      if (!items || !ts.isVariableDeclarationList(node.initializer)) throw GIVE_UP;
      const decl = node.initializer.declarations[0];
      for (const item of items) {
        const inner: Scope = { vars: new Map(), parent: scope };
        this.bindPattern(decl.name, item, inner);
        const done = this.statement(node.statement, inner);
        if (done.kind === 'break') break;
        if (done.kind === 'return') return done;
      }
      return NORMAL;
    }
    if (ts.isForStatement(node)) {
      const inner: Scope = { vars: new Map(), parent: scope };
      if (node.initializer) {
        if (ts.isVariableDeclarationList(node.initializer)) {
          for (const d of node.initializer.declarations) this.bindPattern(d.name, d.initializer ? this.expr(d.initializer, inner) : undefined, inner);
        } else this.expr(node.initializer, inner);
      }
      // `let` and `const` loop variables are bound afresh for each pass (a closure made in the body keeps that pass's value).
      const fresh =
        node.initializer !== undefined && ts.isVariableDeclarationList(node.initializer) && (node.initializer.flags & ts.NodeFlags.BlockScoped) !== 0;
      let pass = fresh ? copyScope(inner) : inner;
      while (node.condition ? truth(this.expr(node.condition, pass)) : true) {
        this.tick();
        const done = this.statement(node.statement, pass);
        if (done.kind === 'break') break;
        if (done.kind === 'return') return done;
        if (fresh) pass = copyScope(pass);
        if (node.incrementor) this.expr(node.incrementor, pass);
      }
      return NORMAL;
    }
    if (ts.isWhileStatement(node)) {
      while (truth(this.expr(node.expression, scope))) {
        this.tick();
        const done = this.statement(node.statement, scope);
        if (done.kind === 'break') break;
        if (done.kind === 'return') return done;
      }
      return NORMAL;
    }
    if (ts.isTryStatement(node)) return this.tryStatement(node, scope);
    if (ts.isThrowStatement(node)) throw new Raised(this.expr(node.expression, scope));
    if (ts.isFunctionDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isEmptyStatement(node)) return NORMAL;
    throw GIVE_UP;
  }

  /** A native call that threw (`decodeURIComponent('%')`) goes to the catch clause, with the error's name and message. */
  private tryStatement(node: ts.TryStatement, scope: Scope): Completion {
    let done: Completion;
    try {
      done = this.block(node.tryBlock.statements, scope);
    } catch (error) {
      if (error instanceof GiveUp || !(error instanceof Error) || error instanceof RangeError || !node.catchClause) throw error;
      const inner: Scope = { vars: new Map(), parent: scope };
      const variable = node.catchClause.variableDeclaration;
      if (variable) this.bindPattern(variable.name, error instanceof Raised ? error.value : { name: error.name, message: error.message }, inner);
      done = this.block(node.catchClause.block.statements, inner);
    }
    if (!node.finallyBlock) return done;
    const final = this.block(node.finallyBlock.statements, scope);
    return final.kind === 'normal' ? done : final;
  }

  private lookup(name: string, scope: Scope | undefined): { value: Folded } | undefined {
    for (let s = scope; s; s = s.parent) {
      const slot = s.vars.get(name);
      if (slot) return slot;
    }
    return undefined;
  }

  private identifier(node: ts.Identifier, scope: Scope): Folded {
    if (node.text === 'undefined') return undefined;
    const local = this.lookup(node.text, scope);
    if (local) return local.value;
    const symbol = this.types.symbolAt(node);
    const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
    if (!decl || this.types.isLibrary(decl.getSourceFile())) throw GIVE_UP;
    if (ts.isFunctionDeclaration(decl)) return { fn: decl, scope: { vars: new Map() } };
    if (ts.isClassDeclaration(decl) && this.options.objects) return this.classValue(decl);
    if (ts.isVariableDeclaration(decl) && decl.initializer && ts.isIdentifier(decl.name) && isModuleConst(decl)) {
      // Evaluated afresh at each read: exact only for a value nothing changes (a list a helper pushes to is not its literal).
      const value = this.expr(decl.initializer, { vars: new Map() });
      if (typeof value === 'object' && value !== null && !(value instanceof RegExp) && !isFoldedFunction(value) && mayChangeAtAll(symbol!, this.types))
        throw GIVE_UP;
      return value;
    }
    throw GIVE_UP;
  }

  private expr(node: ts.Expression, scope: Scope): Folded {
    this.tick();
    switch (node.kind) {
      case ts.SyntaxKind.StringLiteral:
      case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
        return (node as ts.StringLiteral).text;
      case ts.SyntaxKind.NumericLiteral:
        return Number((node as ts.NumericLiteral).text);
      case ts.SyntaxKind.TrueKeyword:
        return true;
      case ts.SyntaxKind.FalseKeyword:
        return false;
      case ts.SyntaxKind.NullKeyword:
        return null;
      case ts.SyntaxKind.RegularExpressionLiteral: {
        const text = (node as ts.RegularExpressionLiteral).text;
        const slash = text.lastIndexOf('/');
        return new RegExp(text.slice(1, slash), text.slice(slash + 1));
      }
      case ts.SyntaxKind.Identifier:
        return this.identifier(node as ts.Identifier, scope);
      case ts.SyntaxKind.ThisKeyword: {
        const self = this.options.objects ? this.lookup(THIS, scope) : undefined;
        if (!self) throw GIVE_UP;
        return self.value;
      }
      case ts.SyntaxKind.ParenthesizedExpression:
      case ts.SyntaxKind.AsExpression:
      case ts.SyntaxKind.NonNullExpression:
      case ts.SyntaxKind.SatisfiesExpression:
      case ts.SyntaxKind.TypeAssertionExpression:
        return this.expr((node as ts.ParenthesizedExpression).expression, scope);
      case ts.SyntaxKind.TemplateExpression: {
        const t = node as ts.TemplateExpression;
        let text = t.head.text;
        for (const span of t.templateSpans) text += jsString(this.expr(span.expression, scope)) + span.literal.text;
        return checkedString(text);
      }
      case ts.SyntaxKind.ArrayLiteralExpression: {
        const out: Folded[] = [];
        for (const el of (node as ts.ArrayLiteralExpression).elements) {
          if (ts.isSpreadElement(el)) {
            const spread = this.expr(el.expression, scope);
            if (isMap(spread)) out.push(...entriesOf(spread));
            else if (isList(spread) || isSet(spread)) out.push(...spread);
            else throw GIVE_UP;
          } else out.push(this.expr(el, scope));
        }
        return out;
      }
      case ts.SyntaxKind.ObjectLiteralExpression: {
        const out: Record<string, Folded> = {};
        for (const p of (node as ts.ObjectLiteralExpression).properties) {
          if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) || ts.isNumericLiteral(p.name)))
            out[p.name.text] = this.expr(p.initializer, scope);
          else if (ts.isPropertyAssignment(p) && ts.isComputedPropertyName(p.name)) {
            const key = this.expr(p.name.expression, scope);
            if (typeof key !== 'string' && typeof key !== 'number') throw GIVE_UP;
            out[key] = this.expr(p.initializer, scope);
          } else if (ts.isShorthandPropertyAssignment(p)) out[p.name.text] = this.expr(p.name, scope);
          else if (ts.isSpreadAssignment(p)) {
            const spread = this.expr(p.expression, scope);
            if (!isRecord(spread)) throw GIVE_UP;
            Object.assign(out, spread);
          } else throw GIVE_UP;
        }
        return out;
      }
      case ts.SyntaxKind.ArrowFunction:
      case ts.SyntaxKind.FunctionExpression:
        return { fn: node as ts.ArrowFunction, scope };
      case ts.SyntaxKind.PropertyAccessExpression: {
        const e = node as ts.PropertyAccessExpression;
        return this.member(this.expr(e.expression, scope), e.name.text, e.questionDotToken !== undefined);
      }
      case ts.SyntaxKind.ElementAccessExpression: {
        const e = node as ts.ElementAccessExpression;
        const target = this.expr(e.expression, scope);
        const key = this.expr(e.argumentExpression, scope);
        if (typeof key !== 'string' && typeof key !== 'number') throw GIVE_UP;
        return this.member(target, key, e.questionDotToken !== undefined);
      }
      case ts.SyntaxKind.CallExpression:
        return this.callExpression(node as ts.CallExpression, scope);
      case ts.SyntaxKind.NewExpression: {
        const e = node as ts.NewExpression;
        const args = (e.arguments ?? []).map((a) => this.expr(a, scope));
        if (ts.isIdentifier(e.expression) && e.expression.text === 'Map' && isGlobalName(this.types, e.expression)) {
          const [entries] = args;
          if (entries === undefined) return new Map();
          if (!isList(entries) || !entries.every((pair) => isList(pair) && pair.length === 2)) throw GIVE_UP;
          return new Map(entries.map((pair) => [(pair as Folded[])[0], (pair as Folded[])[1]]));
        }
        if (ts.isIdentifier(e.expression) && e.expression.text === 'Set' && isGlobalName(this.types, e.expression)) {
          const [members] = args;
          if (members === undefined) return new Set();
          if (typeof members === 'string' || isList(members)) return new Set(members);
          throw GIVE_UP;
        }
        if (ts.isIdentifier(e.expression) && ERROR_CLASSES.has(e.expression.text) && isGlobalName(this.types, e.expression) && args.length <= 1) {
          const [message] = args;
          return { name: e.expression.text, message: message === undefined ? '' : jsString(message) };
        }
        if (ts.isIdentifier(e.expression) && e.expression.text === 'RegExp' && isGlobalName(this.types, e.expression)) {
          const [source, flags] = args;
          if (typeof source !== 'string' && !(source instanceof RegExp)) throw GIVE_UP;
          return new RegExp(source, typeof flags === 'string' ? flags : undefined);
        }
        const made = this.options.objects ? this.classMade(e.expression, scope) : undefined;
        if (!made) throw GIVE_UP;
        const self: Record<string, Folded> = {};
        this.classOf.set(self, made);
        this.construct(made, self, args);
        return self;
      }
      case ts.SyntaxKind.PrefixUnaryExpression: {
        const e = node as ts.PrefixUnaryExpression;
        if (e.operator === ts.SyntaxKind.PlusPlusToken || e.operator === ts.SyntaxKind.MinusMinusToken) {
          const v = Number(this.expr(e.operand, scope)) + (e.operator === ts.SyntaxKind.PlusPlusToken ? 1 : -1);
          this.assign(e.operand, v, scope);
          return v;
        }
        const v = this.expr(e.operand, scope);
        if (e.operator === ts.SyntaxKind.ExclamationToken) return !truth(v);
        if (e.operator === ts.SyntaxKind.MinusToken) return -Number(v);
        if (e.operator === ts.SyntaxKind.PlusToken) return Number(v);
        throw GIVE_UP;
      }
      case ts.SyntaxKind.PostfixUnaryExpression: {
        const e = node as ts.PostfixUnaryExpression;
        const v = Number(this.expr(e.operand, scope));
        this.assign(e.operand, v + (e.operator === ts.SyntaxKind.PlusPlusToken ? 1 : -1), scope);
        return v;
      }
      case ts.SyntaxKind.ConditionalExpression: {
        const e = node as ts.ConditionalExpression;
        return truth(this.expr(e.condition, scope)) ? this.expr(e.whenTrue, scope) : this.expr(e.whenFalse, scope);
      }
      case ts.SyntaxKind.BinaryExpression:
        return this.binary(node as ts.BinaryExpression, scope);
      case ts.SyntaxKind.TypeOfExpression: {
        const v = known(this.expr((node as ts.TypeOfExpression).expression, scope));
        return isList(v) || v === null ? 'object' : v instanceof RegExp ? 'object' : isFoldedFunction(v) || v instanceof FoldedClass ? 'function' : typeof v;
      }
      case ts.SyntaxKind.TaggedTemplateExpression: {
        const raw = stringRawText(node);
        if (raw === undefined) throw GIVE_UP;
        return raw;
      }
      default:
        throw GIVE_UP;
    }
  }

  private binary(node: ts.BinaryExpression, scope: Scope): Folded {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.EqualsToken) {
      const v = this.expr(node.right, scope);
      this.assign(node.left, v, scope);
      return v;
    }
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) {
      const left = this.expr(node.left, scope);
      return truth(left) ? this.expr(node.right, scope) : left;
    }
    if (op === ts.SyntaxKind.BarBarToken) {
      const left = this.expr(node.left, scope);
      return truth(left) ? left : this.expr(node.right, scope);
    }
    if (op === ts.SyntaxKind.QuestionQuestionToken) return known(this.expr(node.left, scope)) ?? this.expr(node.right, scope);
    if (this.options.objects && op === ts.SyntaxKind.InKeyword) return this.has(this.expr(node.right, scope), this.expr(node.left, scope));
    if (this.options.objects && op === ts.SyntaxKind.InstanceOfKeyword) return this.isInstance(this.expr(node.left, scope), this.expr(node.right, scope));
    if (op === ts.SyntaxKind.QuestionQuestionEqualsToken) {
      const current = known(this.expr(node.left, scope));
      if (current !== undefined && current !== null) return current;
      const v = this.expr(node.right, scope);
      this.assign(node.left, v, scope);
      return v;
    }
    if (isAssignmentOperator(op)) {
      const v = operate(op, this.expr(node.left, scope), this.expr(node.right, scope));
      this.assign(node.left, v, scope);
      return v;
    }
    return operate(op, this.expr(node.left, scope), this.expr(node.right, scope));
  }

  private assign(target: ts.Expression, value: Folded, scope: Scope): void {
    const t = skip(target);
    if (ts.isIdentifier(t)) {
      const slot = this.lookup(t.text, scope);
      if (!slot) throw GIVE_UP;
      slot.value = value;
      return;
    }
    if (ts.isElementAccessExpression(t) || ts.isPropertyAccessExpression(t)) {
      const object = this.expr(t.expression, scope);
      const key = ts.isPropertyAccessExpression(t) ? t.name.text : this.expr(t.argumentExpression, scope);
      if (
        (typeof key !== 'string' && typeof key !== 'number') ||
        object === null ||
        typeof object !== 'object' ||
        object === UNKNOWN ||
        object instanceof RegExp ||
        isMap(object) ||
        isSet(object)
      )
        throw GIVE_UP;
      (object as Record<string, Folded>)[key] = value;
      return;
    }
    if (ts.isArrayLiteralExpression(t)) {
      // `[a, b] = pair`: each element assigned its part, left to right.
      if (!isList(value)) throw GIVE_UP;
      t.elements.forEach((el, i) => {
        if (ts.isOmittedExpression(el)) return;
        if (ts.isSpreadElement(el) || (ts.isBinaryExpression(el) && el.operatorToken.kind === ts.SyntaxKind.EqualsToken)) throw GIVE_UP;
        this.assign(el, value[i], scope);
      });
      return;
    }
    throw GIVE_UP;
  }

  private member(target: Folded, key: string | number, optional: boolean): Folded {
    if (target === UNKNOWN) return UNKNOWN;
    if (target === undefined || target === null) {
      if (optional) return undefined;
      throw nativeError('TypeError', `Cannot read properties of ${String(target)} (reading '${key}')`);
    }
    if (key === 'length' && (typeof target === 'string' || isList(target))) return target.length;
    if (isMap(target) || isSet(target)) {
      if (key === 'size') return target.size;
      throw GIVE_UP;
    }
    if (typeof target === 'string' && typeof key === 'number') return target[key];
    if (isList(target) && typeof key === 'number') return target[key];
    if (target instanceof FoldedClass) return this.staticMember(target, String(key));
    if (!isRecord(target)) throw GIVE_UP;
    if (Object.hasOwn(target, key)) return target[key];
    const made = this.classOf.get(target);
    if (!made) return undefined;
    const member = this.memberOf(made, target, String(key));
    const root = member === undefined ? this.errorRoot(made) : undefined;
    if (!root) return member;
    // What an error inherits from its standard class: its name and an empty message; the rest (`stack`) is not modelled.
    if (key === 'name') return root;
    if (key === 'message') return '';
    throw GIVE_UP;
  }

  /** `target instanceof of`: an object made by `new` of that class or of one extending it; other values are none. */
  private isInstance(target: Folded, of: Folded): boolean {
    if (!(of instanceof FoldedClass) || target === UNKNOWN) throw GIVE_UP;
    if (!isRecord(target) && !isList(target) && !isMap(target)) return false;
    for (let k = this.classOf.get(target); k; k = this.baseOf(k)) if (k === of.decl) return true;
    return false;
  }

  private classValue(decl: ts.ClassLikeDeclaration): FoldedClass {
    let value = this.classValues.get(decl);
    if (!value) this.classValues.set(decl, (value = new FoldedClass(decl)));
    return value;
  }

  /** The class a `new` makes: one the judge's code declares, named or held in a value (a record of classes picked by name). */
  private classMade(node: ts.Expression, scope: Scope): ts.ClassLikeDeclaration | undefined {
    const named = this.classNamed(node);
    if (named) return named;
    const value = this.expr(node, scope);
    return value instanceof FoldedClass ? value.decl : undefined;
  }

  /**
   * A static member of a class or of a class it extends: a field's initialiser (exact only for a
   * field nothing writes, nor anything holding its object), a static method bound to the class, a
   * static getter's value. Undefined where no class in the chain declares it.
   */
  private staticMember(of: FoldedClass, name: string): Folded {
    for (let k: ts.ClassLikeDeclaration | undefined = of.decl; k; k = this.baseOf(k)) {
      for (const m of k.members) {
        if (!m.name || !ts.isIdentifier(m.name) || m.name.text !== name || !isStatic(m)) continue;
        const scope: Scope = { vars: new Map<string, { value: Folded }>([[THIS, { value: of }]]), home: k };
        if (ts.isPropertyDeclaration(m)) {
          const symbol = this.types.symbolAt(m.name);
          if (!m.initializer || !symbol || mayChangeAtAll(symbol, this.types)) throw GIVE_UP;
          return this.expr(m.initializer, scope);
        }
        if (!ts.isMethodDeclaration(m) && !ts.isGetAccessorDeclaration(m)) throw GIVE_UP;
        if (!m.body) continue;
        if (ts.isGetAccessorDeclaration(m)) return this.invoke(m, [], scope);
        return { fn: m, scope };
      }
    }
    return undefined;
  }

  /** `key in target`: an own property, or a member of its class. */
  private has(target: Folded, key: Folded): boolean {
    if (!isRecord(target) || (typeof key !== 'string' && typeof key !== 'number')) throw GIVE_UP;
    if (Object.hasOwn(target, key)) return true;
    const made = this.classOf.get(target);
    return made !== undefined && this.memberOf(made, target, String(key)) !== undefined;
  }

  /** The class a `new` names: one declared in the judge's code (not a library's). */
  private classNamed(node: ts.Expression): ts.ClassLikeDeclaration | undefined {
    if (!ts.isIdentifier(node)) return undefined;
    const named = ownClassNamed(this.types, node);
    return named && ts.isClassDeclaration(named) ? named : undefined;
  }

  /** The class a class extends; undefined for none, giving up where it is not one the fold can enter. */
  private baseOf(c: ts.ClassLikeDeclaration): ts.ClassLikeDeclaration | undefined {
    const extended = extendedExpression(c);
    if (!extended || this.errorBase(c)) return undefined;
    const base = this.classNamed(extended);
    if (!base) throw GIVE_UP;
    return base;
  }

  /** The standard error class a class extends directly (`class ValueError extends Error {}`), the root of its chain. */
  private errorBase(c: ts.ClassLikeDeclaration): string | undefined {
    const extended = extendedExpression(c);
    return extended && ts.isIdentifier(extended) && ERROR_CLASSES.has(extended.text) && isGlobalName(this.types, extended) ? extended.text : undefined;
  }

  /** The standard error class at the root of a class's chain, if any. */
  private errorRoot(c: ts.ClassLikeDeclaration): string | undefined {
    for (let k: ts.ClassLikeDeclaration | undefined = c; k; k = this.baseOf(k)) {
      const root = this.errorBase(k);
      if (root) return root;
    }
    return undefined;
  }

  /**
   * A method (bound to `self`) or a getter's value, looked up from class `c` up its bases: the first
   * with a body is the one JavaScript calls. Undefined where no class in the chain declares it.
   */
  private memberOf(c: ts.ClassLikeDeclaration, self: Record<string, Folded>, name: string): Folded {
    for (let k: ts.ClassLikeDeclaration | undefined = c; k; k = this.baseOf(k)) {
      for (const m of k.members) {
        if (!m.name || !ts.isIdentifier(m.name) || m.name.text !== name || isStatic(m)) continue;
        if (ts.isPropertyDeclaration(m)) return undefined;
        if (!ts.isMethodDeclaration(m) && !ts.isGetAccessorDeclaration(m)) throw GIVE_UP;
        if (!m.body) continue; // abstract, or an overload's signature
        const scope: Scope = { vars: new Map<string, { value: Folded }>([[THIS, { value: self }]]), home: k };
        if (ts.isGetAccessorDeclaration(m)) return this.invoke(m, [], scope);
        return { fn: m, scope };
      }
    }
    return undefined;
  }

  /**
   * `new c(...args)` on the object `self`: a constructor that calls `super(...)` gets its own fields
   * there; one without a constructor passes its arguments to the base, then sets its fields.
   */
  private construct(c: ts.ClassLikeDeclaration, self: Record<string, Folded>, args: readonly Folded[]): void {
    this.tick();
    if (++this.depth > MAX_DEPTH) throw GIVE_UP;
    try {
      const ctor = c.members.find((m): m is ts.ConstructorDeclaration => ts.isConstructorDeclaration(m) && m.body !== undefined);
      const base = this.baseOf(c);
      const scope: Scope = { vars: new Map<string, { value: Folded }>([[THIS, { value: self }]]), home: c };
      if (!ctor) {
        if (base) this.construct(base, self, args);
        else if (this.errorBase(c)) errorFields(self, args);
        this.ownFields(c, self, scope);
        return;
      }
      ctor.parameters.forEach((p, i) => {
        if (p.dotDotDotToken) return this.bindPattern(p.name, args.slice(i), scope);
        let value = args[i];
        if (value === undefined && p.initializer) value = this.expr(p.initializer, scope);
        this.bindPattern(p.name, value, scope);
      });
      if (!base) this.ownFields(c, self, scope);
      this.block(ctor.body!.statements, scope);
    } finally {
      this.depth--;
    }
  }

  /** A class's parameter properties (from the constructor's parameters in `scope`), then its field initialisers, on `self`. */
  private ownFields(c: ts.ClassLikeDeclaration, self: Record<string, Folded>, scope: Scope): void {
    const ctor = c.members.find((m): m is ts.ConstructorDeclaration => ts.isConstructorDeclaration(m) && m.body !== undefined);
    for (const p of ctor?.parameters ?? []) {
      if (!ts.isParameterPropertyDeclaration(p, ctor!)) continue;
      if (!ts.isIdentifier(p.name)) throw GIVE_UP;
      self[p.name.text] = this.lookup(p.name.text, scope)!.value;
    }
    for (const m of c.members) {
      if (!ts.isPropertyDeclaration(m) || isStatic(m) || !m.initializer) continue;
      if (!ts.isIdentifier(m.name) && !ts.isStringLiteral(m.name)) throw GIVE_UP;
      self[m.name.text] = this.expr(m.initializer, scope);
    }
  }

  private callExpression(node: ts.CallExpression, scope: Scope): Folded {
    const callee = skip(node.expression);
    const args = () =>
      node.arguments.flatMap((a) => {
        if (!ts.isSpreadElement(a)) return [this.expr(a, scope)];
        const spread = this.options.objects ? this.expr(a.expression, scope) : undefined;
        if (!isList(spread)) throw GIVE_UP;
        return spread;
      });
    if (this.options.objects && callee.kind === ts.SyntaxKind.SuperKeyword) {
      // `super(...)` in a constructor: the base class builds the same object, then this class's own fields.
      const home = homeOf(scope);
      const self = this.lookup(THIS, scope)?.value;
      const base = home && this.baseOf(home);
      if (home && !base && this.errorBase(home) && isRecord(self)) {
        errorFields(self, args());
        this.ownFields(home, self, scope);
        return undefined;
      }
      if (!base || !isRecord(self)) throw GIVE_UP;
      this.construct(base, self, args());
      this.ownFields(home, self, scope);
      return undefined;
    }
    if (ts.isPropertyAccessExpression(callee)) {
      const name = callee.name.text;
      if (this.options.objects && callee.expression.kind === ts.SyntaxKind.SuperKeyword) {
        const home = homeOf(scope);
        const self = this.lookup(THIS, scope)?.value;
        const base = home && this.baseOf(home);
        const method = base && isRecord(self) ? this.memberOf(base, self, name) : undefined;
        if (!method || !isFoldedFunction(method)) throw GIVE_UP;
        return this.invoke(method.fn, args(), method.scope);
      }
      if (ts.isIdentifier(callee.expression) && isGlobalName(this.types, callee.expression)) {
        const ns = callee.expression.text;
        if (ns === 'Math' && typeof (Math as unknown as Record<string, unknown>)[name] === 'function' && name !== 'random') {
          const values = args();
          if (!values.every((v) => typeof v === 'number')) throw GIVE_UP;
          return (Math as unknown as Record<string, (...n: number[]) => number>)[name](...values);
        }
        if (ns === 'Object' && (name === 'keys' || name === 'values' || name === 'entries')) {
          const [o] = args();
          if (!isRecord(o)) throw GIVE_UP;
          return name === 'keys' ? Object.keys(o) : name === 'values' ? Object.values(o) : Object.entries(o);
        }
        if (ns === 'JSON' && name === 'stringify') return checkedString(JSON.stringify(plain(args()[0])));
        if (ns === 'JSON' && name === 'parse') return parsedJson(args());
        if (ns === 'Number' && (name === 'isInteger' || name === 'isFinite' || name === 'isNaN' || name === 'parseFloat' || name === 'parseInt')) {
          return (Number as unknown as Record<string, (v: unknown) => Folded>)[name](args()[0]);
        }
        if (ns === 'Array' && name === 'isArray') return isList(args()[0]);
        if (ns === 'console' && CONSOLE_METHODS.has(name)) {
          // What a helper logs is no part of what it returns; its arguments are evaluated for what they change.
          args();
          return undefined;
        }
      }
      const receiver = this.expr(callee.expression, scope);
      if (receiver === undefined || receiver === null) {
        if (callee.questionDotToken) return undefined;
        throw nativeError('TypeError', `Cannot read properties of ${String(receiver)} (reading '${name}')`);
      }
      // A method neither strings nor lists have (`text.items()`): JavaScript raises before it looks at the arguments.
      if ((typeof receiver === 'string' && !(name in String.prototype)) || (isList(receiver) && !(name in Array.prototype)))
        throw nativeError('TypeError', `${name} is not a function`);
      if (typeof receiver === 'string' && STRING_METHODS.has(name)) {
        const values = args().map((v) => (v instanceof RegExp || typeof v !== 'object' ? v : plain(v)));
        if (values[0] instanceof RegExp) {
          // See NO_BACKTRACKING: on RE2, where it means the same, else unknown.
          const folded = regexStringMethod(name, receiver, values[0], values.slice(1));
          if (!folded) throw GIVE_UP;
          return fromNative(folded.value);
        }
        if (values.some((v) => v instanceof RegExp)) throw GIVE_UP;
        const result = (String.prototype as unknown as Record<string, (...a: unknown[]) => unknown>)[name].apply(receiver, values);
        return fromNative(result);
      }
      if (receiver instanceof RegExp && (name === 'test' || name === 'exec')) {
        const [s] = args();
        // A global or sticky regex carries state from call to call: not folded.
        if (typeof s !== 'string' || (name === 'exec' && (receiver.global || receiver.sticky))) throw GIVE_UP;
        const regex = linearRegex(receiver);
        const result = name === 'test' ? regex?.test(s) : regex?.exec(s);
        if (result === undefined) throw GIVE_UP;
        return fromNative(result);
      }
      if (isMap(receiver)) return this.mapMethod(receiver, name, args());
      if (isSet(receiver)) return setMethod(receiver, name, args());
      if (isList(receiver)) {
        if (name === 'push') {
          const values = args();
          (receiver as Folded[]).push(...values);
          return receiver.length;
        }
        if (ARRAY_METHODS.has(name)) {
          const result = (Array.prototype as unknown as Record<string, (...a: unknown[]) => unknown>)[name].apply(receiver, args());
          return fromNative(result);
        }
        if (PER_ELEMENT_METHODS.has(name) || name === 'reduce') return this.callbackMethod(receiver, name, args());
        if (name === 'sort' && node.arguments.length === 0) return [...receiver].sort();
      }
      if (this.options.objects && (isRecord(receiver) || receiver instanceof FoldedClass)) {
        // A method of an object of a class, a function an object holds, a static method of a class.
        const method = this.member(receiver, name, false);
        if (isFoldedFunction(method)) return this.invoke(method.fn, args(), method.scope);
      }
      throw GIVE_UP;
    }
    if (ts.isIdentifier(callee) && isGlobalName(this.types, callee)) {
      const values = args();
      switch (callee.text) {
        case 'String':
          return jsString(values[0]);
        case 'Number':
          return Number(known(values[0]));
        case 'Boolean':
          return truth(values[0]);
        case 'parseInt':
          return parseInt(jsString(values[0]), typeof values[1] === 'number' ? values[1] : undefined);
        case 'parseFloat':
          return parseFloat(jsString(values[0]));
        case 'encodeURIComponent':
        case 'decodeURIComponent':
        case 'encodeURI':
        case 'decodeURI':
          return (globalThis as unknown as Record<string, (s: string) => string>)[callee.text](jsString(values[0]));
        default:
          throw GIVE_UP;
      }
    }
    const target = this.expr(callee, scope);
    if (!isFoldedFunction(target)) throw GIVE_UP;
    return this.invoke(target.fn, args(), target.scope);
  }

  private mapMethod(map: FoldedMap, name: string, args: readonly Folded[]): Folded {
    const [key, value] = args;
    switch (name) {
      case 'get':
        return map.get(key);
      case 'has':
        return map.has(key);
      case 'set':
        map.set(key, value);
        return map;
      case 'keys':
        return [...map.keys()];
      case 'values':
        return [...map.values()];
      case 'entries':
        return entriesOf(map);
      default:
        throw GIVE_UP;
    }
  }

  private callbackMethod(receiver: readonly Folded[], name: string, args: readonly Folded[]): Folded {
    const callback = args[0];
    if (!isFoldedFunction(callback)) throw GIVE_UP;
    const call = (item: Folded, i: number) => this.invoke(callback.fn, [item, i, receiver], callback.scope);
    switch (name) {
      case 'map':
        return receiver.map(call);
      case 'flatMap':
        return receiver.flatMap((item, i) => {
          const r = call(item, i);
          return isList(r) ? r : [r];
        });
      case 'filter':
        return receiver.filter((item, i) => truth(call(item, i)));
      case 'some':
        return receiver.some((item, i) => truth(call(item, i)));
      case 'every':
        return receiver.every((item, i) => truth(call(item, i)));
      case 'find':
        return receiver.find((item, i) => truth(call(item, i)));
      case 'findIndex':
        return receiver.findIndex((item, i) => truth(call(item, i)));
      case 'reduce': {
        if (!this.options.objects || args.length > 2) throw GIVE_UP;
        if (args.length === 1 && receiver.length === 0) throw GIVE_UP; // a TypeError at run time: the judge fails
        let acc = args.length === 2 ? args[1] : receiver[0];
        for (let i = args.length === 2 ? 0 : 1; i < receiver.length; i++) acc = this.invoke(callback.fn, [acc, receiver[i], i, receiver], callback.scope);
        return acc;
      }
      case 'forEach':
        receiver.forEach(call);
        return undefined;
      default:
        throw GIVE_UP;
    }
  }
}

function operate(token: ts.SyntaxKind, a: Folded, b: Folded): Folded {
  const op = operatorOf(token);
  if (op === undefined || a === UNKNOWN || b === UNKNOWN) throw GIVE_UP;
  if (isFoldedFunction(a) || isFoldedFunction(b)) return functionCompared(op, a, b);
  // `+` turns a list or record into its text (a function's gives up), as JavaScript's ToPrimitive does.
  const text = (v: Folded) => (op === '+' && typeof v === 'object' && v !== null ? jsString(v) : v);
  const value = applyOperator(op, text(a), text(b)) as Folded;
  return typeof value === 'string' ? checkedString(value) : value;
}

/**
 * A function compared with a value that is none: `===` and `==` with `undefined` or `null` (a callback
 * given or not) are false, `!==` and `!=` true. Two functions, and other operators, give up (a folded
 * function is made afresh at each read, so its identity is not the program's).
 */
function functionCompared(op: string, a: Folded, b: Folded): boolean {
  const other = isFoldedFunction(a) ? b : a;
  if (isFoldedFunction(other) || (other !== undefined && other !== null)) throw GIVE_UP;
  if (op === '===' || op === '==') return false;
  if (op === '!==' || op === '!=') return true;
  throw GIVE_UP;
}

function fromNative(value: unknown): Folded {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return typeof value === 'string' ? checkedString(value) : value;
  }
  if (Array.isArray(value)) return (value as unknown[]).map(fromNative);
  throw GIVE_UP;
}

function plain(value: Folded): unknown {
  if (isFoldedFunction(value) || value instanceof FoldedClass || value instanceof RegExp || holdsUnknown(value)) throw GIVE_UP;
  return value;
}

/** Whether a value is unknown or holds an unknown part (a record or list built around one). */
function holdsUnknown(value: Folded, depth = 0): boolean {
  // Too deep to tell (a cyclic object): taken as holding one, so the fold gives up.
  if (value === UNKNOWN || depth > 32) return true;
  if (typeof value !== 'object' || value === null || value instanceof RegExp || value instanceof FoldedClass || isFoldedFunction(value)) return false;
  const parts: readonly Folded[] = isMap(value)
    ? [...value.keys(), ...value.values()]
    : isSet(value)
      ? [...value]
      : isList(value)
        ? value
        : Object.values(value as Record<string, Folded>);
  return parts.some((p) => holdsUnknown(p, depth + 1));
}

/** JavaScript's truthiness of a value the fold knows. */
function truth(v: Folded): boolean {
  if (v === UNKNOWN) throw GIVE_UP;
  return Boolean(v);
}

/** The value itself where the fold knows it (a test for `null` or `undefined` needs it). */
function known(v: Folded): Folded {
  if (v === UNKNOWN) throw GIVE_UP;
  return v;
}

/** The name a method's and a constructor's scope binds its object to: a keyword, so no code can shadow it. */
const THIS = 'this';

function homeOf(scope: Scope | undefined): ts.ClassLikeDeclaration | undefined {
  for (let s = scope; s; s = s.parent) if (s.home) return s.home;
  return undefined;
}

function isStatic(m: ts.ClassElement): boolean {
  return (ts.getCombinedModifierFlags(m) & ts.ModifierFlags.Static) !== 0;
}

/** JavaScript's ToString of a folded value: lists joined with commas, plain objects `[object Object]`; a function gives up. */
function jsString(v: Folded): string {
  if (v === UNKNOWN) throw GIVE_UP;
  if (v === null || v === undefined || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v instanceof RegExp) return v.toString();
  if (isMap(v)) return '[object Map]';
  if (isSet(v)) return '[object Set]';
  if (Array.isArray(v)) return (v as readonly Folded[]).map((x) => (x === null || x === undefined ? '' : jsString(x))).join(',');
  if (('fn' in v && 'scope' in v) || v instanceof FoldedClass) throw GIVE_UP;
  return '[object Object]';
}

function checkedString(s: string): string {
  if (s.length > MAX_STRING) throw GIVE_UP;
  return s;
}

function isList(v: unknown): v is readonly Folded[] {
  return Array.isArray(v);
}

export function isFoldedFunction(v: Folded): v is FoldedFunction {
  return (
    typeof v === 'object' && v !== null && !isList(v) && !(v instanceof RegExp) && 'fn' in v && 'scope' in v && typeof (v as FoldedFunction).fn === 'object'
  );
}

function isRecord(v: Folded): v is Record<string, Folded> {
  return (
    typeof v === 'object' &&
    v !== null &&
    v !== UNKNOWN &&
    !isList(v) &&
    !(v instanceof RegExp) &&
    !(v instanceof FoldedClass) &&
    !isMap(v) &&
    !isSet(v) &&
    !isFoldedFunction(v)
  );
}

export function isMap(v: unknown): v is FoldedMap {
  return v instanceof Map;
}

export function isSet(v: unknown): v is FoldedSet {
  return v instanceof Set;
}

/** What a standard error's constructor sets on the object: its message, when one is given. */
function errorFields(self: Record<string, Folded>, args: readonly Folded[]): void {
  if (args.length > 1) throw GIVE_UP;
  if (args[0] !== undefined) self.message = jsString(args[0]);
}

/** The error classes `new` builds as a record of their name and message (what a `catch` reads of them). */
const ERROR_CLASSES = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError']);

function setMethod(set: FoldedSet, name: string, args: readonly Folded[]): Folded {
  const [member] = args;
  switch (name) {
    case 'has':
      return set.has(member);
    case 'add':
      set.add(member);
      return set;
    case 'delete':
      return set.delete(member);
    case 'values':
    case 'keys':
      return [...set];
    default:
      throw GIVE_UP;
  }
}

/** `JSON.parse` of a text: its objects as records, its arrays as lists; text that is not JSON raises the `SyntaxError` JavaScript raises. */
function parsedJson(args: readonly Folded[]): Folded {
  const [text] = args;
  if (typeof text !== 'string' || args.length !== 1) throw GIVE_UP;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw nativeError('SyntaxError', (error as Error).message);
  }
  return fromJson(parsed);
}

function fromJson(value: unknown): Folded {
  if (Array.isArray(value)) return value.map(fromJson);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromJson(v)]));
  return value as Folded;
}

function entriesOf(map: FoldedMap): Folded[] {
  return [...map.entries()].map(([k, v]) => [k, v]);
}

/** A scope with the same names holding the same values in slots of their own. */
function copyScope(scope: Scope): Scope {
  return { vars: new Map([...scope.vars].map(([name, slot]) => [name, { value: slot.value }])), parent: scope.parent };
}

function skip(node: ts.Expression): ts.Expression {
  let e = node;
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isNonNullExpression(e) || ts.isSatisfiesExpression(e)) e = e.expression;
  return e;
}

function isModuleConst(decl: ts.VariableDeclaration): boolean {
  const list = decl.parent;
  return (
    ts.isVariableDeclarationList(list) && (list.flags & ts.NodeFlags.Const) !== 0 && ts.isVariableStatement(list.parent) && ts.isSourceFile(list.parent.parent)
  );
}

function isGlobalName(types: { symbolAt(node: ts.Node): ts.Symbol | undefined }, id: ts.Identifier): boolean {
  const decl = types.symbolAt(id)?.declarations?.[0];
  return !decl || decl.getSourceFile().isDeclarationFile;
}

/**
 * NO_BACKTRACKING: a regular expression from judge code is never matched by JavaScript's engine
 * while folding. Static verbs run on untrusted pull requests, and a backtracking engine can take
 * exponential time on a pattern and a literal that a pull request chooses (`/^(a+)+$/` against
 * forty a's and a `!`). `test`, `exec` and the string methods given a regular expression
 * (`replace`, `split`, `search`, `match`) run on RE2 where it means the same (`linear-regex.ts`);
 * elsewhere they are not folded (unknown), as any value the analyzer cannot compute exactly.
 */

/** A string method applied to a literal receiver and literal arguments (none of them a regular expression). */
export function foldStringMethod(name: string, receiver: string, args: readonly Folded[]): { value: Folded } | undefined {
  if (!STRING_METHODS.has(name) || args.some((a) => isFoldedFunction(a) || (typeof a === 'object' && a !== null))) return undefined;
  try {
    return { value: fromNative((String.prototype as unknown as Record<string, (...a: unknown[]) => unknown>)[name].apply(receiver, args as unknown[])) };
  } catch (error) {
    if (error instanceof GiveUp || error instanceof RangeError || error instanceof TypeError) return undefined;
    throw error;
  }
}
