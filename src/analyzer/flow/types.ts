import { ts } from '../typescript.js';
import type { Value } from './value.ts';

/**
 * Type-checker lookups the analysis needs, cached for the whole run (a program's nodes and types
 * are shared by every judge, so one cache serves all of them).
 */
export type TypeKind = 'string' | 'number' | 'boolean' | 'array' | 'set' | 'map' | 'regexp' | 'any' | 'enum-like' | 'other';

/** Members of a union that are no value a method can be called on. */
const NULLISH = ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void;

export class TypeFacts {
  private readonly types = new Map<ts.Node, ts.Type>();
  private readonly kinds = new Map<ts.Type, TypeKind>();
  private readonly symbols = new Map<ts.Node, ts.Symbol | undefined>();

  /**
   * `isLibrary`: library code (declarations, modules reached through a package name), whose bodies
   * are never entered; `isContract`: the judge contract, whose builders are recognised by name.
   */
  constructor(
    readonly checker: ts.TypeChecker,
    readonly isLibrary: (sf: ts.SourceFile) => boolean,
    readonly isContract: (sf: ts.SourceFile) => boolean,
  ) {}

  typeOf(node: ts.Node): ts.Type {
    let type = this.types.get(node);
    if (!type) {
      type = this.checker.getTypeAtLocation(node);
      this.types.set(node, type);
    }
    return type;
  }

  kindOf(node: ts.Node): TypeKind {
    return syntacticKind(node) ?? this.kindOfType(this.typeOf(node));
  }

  kindOfType(type: ts.Type): TypeKind {
    let kind = this.kinds.get(type);
    if (!kind) {
      kind = this.computeKind(type);
      this.kinds.set(type, kind);
    }
    return kind;
  }

  /**
   * The kinds of the members of a union type (`string | readonly string[]`: string and array), without
   * `undefined` and `null`; the type's own kind for any other type.
   */
  memberKinds(node: ts.Node): ReadonlySet<TypeKind> {
    const type = this.typeOf(node);
    if (!type.isUnion()) return new Set([this.kindOf(node)]);
    return new Set(type.types.filter((t) => !(t.flags & NULLISH)).map((t) => this.kindOfType(t)));
  }

  /**
   * Whether a node's declared type is an object that is no text, list, collection, pattern or
   * function (a class instance, a record), `null` and `undefined` aside: `===` on two of them
   * compares which object each is, never text.
   */
  isPlainObject(node: ts.Node): boolean {
    const type = this.typeOf(node);
    const members = type.isUnion() ? type.types.filter((t) => !(t.flags & NULLISH)) : [type];
    return (
      members.length > 0 && members.every((t) => (t.flags & ts.TypeFlags.Object) !== 0 && this.kindOfType(t) === 'other' && t.getCallSignatures().length === 0)
    );
  }

  /** Element type of an array/set/map type (the value type for maps), if it is one. */
  elementType(type: ts.Type): ts.Type | undefined {
    const kind = this.kindOfType(type);
    if (kind === 'array') {
      // A match of a regular expression is an array of strings without being Array<string> itself.
      if (!this.checker.isArrayType(type) && !this.checker.isTupleType(type)) return this.checker.getStringType();
      const args = this.checker.getTypeArguments(type as ts.TypeReference);
      return args[0];
    }
    if (kind === 'set' || kind === 'map') {
      const args = (type as ts.TypeReference).typeArguments ?? this.checker.getTypeArguments(type as ts.TypeReference);
      return args[0];
    }
    return undefined;
  }

  /**
   * The symbol at a node, through import aliases. The name of a parameter property
   * (`constructor(private ctx: Ctx)`) is the parameter, which the constructor's body reads, not
   * the property the compiler also declares with it.
   */
  symbolAt(node: ts.Node): ts.Symbol | undefined {
    if (this.symbols.has(node)) return this.symbols.get(node);
    const parent = node.parent as ts.Node | undefined;
    let symbol =
      parent && ts.isShorthandPropertyAssignment(parent) && parent.name === node
        ? this.checker.getShorthandAssignmentValueSymbol(parent)
        : parent && ts.isIdentifier(node) && ts.isParameterPropertyDeclaration(parent, parent.parent) && parent.name === node
          ? this.checker.getSymbolsOfParameterPropertyDeclaration(parent, node.text)[0]
          : this.checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) {
      try {
        symbol = this.checker.getAliasedSymbol(symbol);
      } catch {
        // unresolved import: keep the alias
      }
    }
    this.symbols.set(node, symbol);
    return symbol;
  }

  private computeKind(type: ts.Type): TypeKind {
    const flags = type.flags;
    if (flags & ts.TypeFlags.Any) return 'any';
    if (flags & ts.TypeFlags.Unknown) return 'other';
    if (type.isUnion()) {
      const members = type.types.filter((t) => !(t.flags & NULLISH));
      if (members.length > 0 && members.every((t) => t.flags & ts.TypeFlags.StringLiteral)) return 'enum-like';
      if (members.length > 0 && members.every((t) => t.flags & ts.TypeFlags.BooleanLike)) return 'boolean';
      const kinds = new Set(members.map((t) => this.kindOfType(t)));
      if (kinds.size === 1) return [...kinds][0];
      return kinds.has('any') ? 'any' : 'other';
    }
    if (flags & ts.TypeFlags.StringLike) return 'string';
    if (flags & (ts.TypeFlags.NumberLike | ts.TypeFlags.BigIntLike)) return 'number';
    if (flags & ts.TypeFlags.BooleanLike) return 'boolean';
    if (this.checker.isArrayType(type) || this.checker.isTupleType(type)) return 'array';
    const name = (type.getSymbol() ?? type.aliasSymbol)?.getName();
    if (name === 'Set' || name === 'ReadonlySet') return 'set';
    if (name === 'Map' || name === 'ReadonlyMap') return 'map';
    if (name === 'ReadonlyArray' || name === 'Array' || name === 'RegExpMatchArray' || name === 'RegExpExecArray') return 'array';
    if (name === 'RegExp') return 'regexp';
    return 'other';
  }
}

/** Operators whose result the checker types `boolean` whatever their operands. */
const BOOLEAN_OPERATORS: ReadonlySet<ts.SyntaxKind> = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
  ts.SyntaxKind.LessThanToken,
  ts.SyntaxKind.LessThanEqualsToken,
  ts.SyntaxKind.GreaterThanToken,
  ts.SyntaxKind.GreaterThanEqualsToken,
  ts.SyntaxKind.InstanceOfKeyword,
  ts.SyntaxKind.InKeyword,
]);

/**
 * The kind of an expression whose type its syntax decides (a literal, a comparison, a negation, and
 * `&&`/`||` of those), as the type checker would give it; undefined for every other node. The checker
 * answers such a question by checking the expression again, a cost a judge pays per return and per
 * compared literal.
 */
function syntacticKind(node: ts.Node): TypeKind | undefined {
  switch (node.kind) {
    case ts.SyntaxKind.StringLiteral:
    case ts.SyntaxKind.NoSubstitutionTemplateLiteral:
      return isLiteralValue(node) ? 'string' : undefined;
    case ts.SyntaxKind.NumericLiteral:
    case ts.SyntaxKind.BigIntLiteral:
      return isLiteralValue(node) ? 'number' : undefined;
    case ts.SyntaxKind.TrueKeyword:
    case ts.SyntaxKind.FalseKeyword:
      return 'boolean';
    case ts.SyntaxKind.ParenthesizedExpression:
      return syntacticKind((node as ts.ParenthesizedExpression).expression);
    case ts.SyntaxKind.PrefixUnaryExpression:
      return (node as ts.PrefixUnaryExpression).operator === ts.SyntaxKind.ExclamationToken ? 'boolean' : undefined;
    case ts.SyntaxKind.BinaryExpression: {
      const { left, operatorToken, right } = node as ts.BinaryExpression;
      if (BOOLEAN_OPERATORS.has(operatorToken.kind)) return 'boolean';
      // `a && b` is a's falsy part or b, `a || b` a's truthy part or b: booleans when both are.
      const logical = operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken || operatorToken.kind === ts.SyntaxKind.BarBarToken;
      return logical && syntacticKind(left) === 'boolean' && syntacticKind(right) === 'boolean' ? 'boolean' : undefined;
    }
    default:
      return undefined;
  }
}

/** A literal that is a value, not a name (`{ 'key': v }`, `export { x as 'y' }`) or a module specifier, which the checker types otherwise. */
function isLiteralValue(node: ts.Node): boolean {
  const parent = node.parent as ts.Node & { readonly name?: ts.Node; readonly propertyName?: ts.Node };
  if (!parent || parent.name === node || parent.propertyName === node) return false;
  return !(ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent) || ts.isImportAttribute(parent));
}

/**
 * The kind of a value whose declared type says nothing (`any`, `unknown`, an object type) from
 * what the value is (Value.is): a template literal kept in an `any[]` is a string. `text-or-list`
 * (only `includes` called on it) stays `any`: its searches are modelled as either.
 */
export function refinedKind(declared: TypeKind, value: Pick<Value, 'is'>): TypeKind {
  if (declared !== 'any' && declared !== 'other') return declared;
  switch (value.is) {
    case 'string':
      return 'string';
    case 'list':
      return 'array';
    case 'number':
      return 'number';
    default:
      return declared;
  }
}

/** The lookups a class-hierarchy walk needs (TypeFacts has them; so do the narrower views of it). */
export interface DeclarationLookup {
  symbolAt(node: ts.Node): ts.Symbol | undefined;
  readonly isLibrary: (sf: ts.SourceFile) => boolean;
}

/** The class written in the judge's own code (not a library's) that `expression` names. */
export function ownClassNamed(types: DeclarationLookup, expression: ts.Expression): ts.ClassLikeDeclaration | undefined {
  const decl = types.symbolAt(expression)?.valueDeclaration;
  return decl && ts.isClassLike(decl) && !types.isLibrary(decl.getSourceFile()) ? decl : undefined;
}

/** How far up an `extends` chain of the judge's own classes a walk goes. */
const CLASS_CHAIN_LIMIT = 8;

/** `klass` is `base` or extends it, through classes of the judge's own code. */
export function isOrExtends(types: DeclarationLookup, klass: ts.ClassLikeDeclaration | undefined, base: ts.ClassLikeDeclaration): boolean {
  for (let c = klass, depth = 0; c && depth <= CLASS_CHAIN_LIMIT; depth++) {
    if (c === base) return true;
    const extended = extendedExpression(c);
    c = extended && ownClassNamed(types, extended);
  }
  return false;
}

/** The expression after a class's `extends`, when it has one. */
export function extendedExpression(klass: ts.ClassLikeDeclaration): ts.Expression | undefined {
  return klass.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
}
