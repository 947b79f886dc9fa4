import { ts } from '../typescript.js';
import type { TypeFacts } from './types.ts';

/**
 * A string: by its type, or as the variable of a loop over a value declared a string or a list of
 * strings (`actions: string | readonly string[]`), whose elements are strings whichever it is, even
 * where `Array.isArray` narrowed the list to elements of type any.
 */
export function isText(types: TypeFacts, e: ts.Expression): boolean {
  if (types.kindOf(e) === 'string') return true;
  const decl = ts.isIdentifier(e) ? types.symbolAt(e)?.valueDeclaration : undefined;
  if (!decl || !ts.isVariableDeclaration(decl) || !ts.isVariableDeclarationList(decl.parent) || !ts.isForOfStatement(decl.parent.parent)) return false;
  const source = decl.parent.parent.expression;
  const symbol = ts.isIdentifier(source) ? types.symbolAt(source) : undefined;
  if (!symbol) return false;
  const declared = types.checker.getTypeOfSymbol(symbol);
  const members = declared.isUnion() ? declared.types : [declared];
  return members.every((t) => {
    const kind = types.kindOfType(t);
    const element = kind === 'array' ? types.elementType(t) : undefined;
    return kind === 'string' || (element !== undefined && types.kindOfType(element) === 'string');
  });
}
