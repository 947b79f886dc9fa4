import { identifiersNamed, mayChangeAtAll } from '../flow/mutation.ts';
import { functionOf, short, skipParens, skipParensUp } from '../flow/syntax.ts';
import type { Binding } from '../flow/facts.ts';
import type { TypeFacts } from '../flow/types.ts';
import { ts } from '../typescript.js';
import { droppedWithItsFunction, printedBy } from './dropped-locals.ts';
import { defineRule, optionPattern } from './rule.ts';
import { codeWitness } from './witness.ts';

const IGNORE_PATTERN = '^_';

/** A value read or computed and then dropped: the check it was meant for was never written. */
export interface UnusedValueOptions {
  /** Bindings whose name matches are ignored (source of a regular expression). */
  readonly ignorePattern: string;
}

export default defineRule<'unusedBinding' | 'unusedContext' | 'discarded', UnusedValueOptions>({
  id: 'unused-value',
  severity: 'warning',
  messages: {
    unusedBinding: '`{{name}}` is computed but never reaches the verdict.',
    unusedContext: '`{{name}}` is taken from the judge context but never reaches the verdict.',
    discarded: 'The value of `{{text}}` is computed and thrown away.',
  },
  docs: {
    description: 'A parameter or computed value that never reaches the verdict.',
    rationale:
      'A judge that computes `added = post.rows - pre.rows` and then returns only an output check was meant to check the state and does not. Use the value in the verdict or delete it. ' +
      "In a helper the judge calls, whether a value reaches the verdict can depend on what the judge passes it, so there only a value the code never reads, or reads only to log it (`console.log('source:', page)`), is reported; an element of an array pattern that a later, read element needs to get past (`for (const [i, line] of lines.entries())`) holds a place, and a property named to leave it out of a read rest (`const { args, ...rest } = c`) is left out, and neither is reported. A helper's value that goes nowhere but into itself and values like it (`total += 1` in a scorer that never returns `total`, a counter nothing reads, a value only logged) is seen by no caller whatever it is passed, and is reported; one written into an object, a field or an outer variable, pushed, passed to a call, thrown, returned or tested by a condition is not.",
    invalid: {
      code: "const judge: Judge = ({ output, pre, post }) => {\n  const added = post.tables.payments.length - pre.tables.payments.length;\n  return output.includes('recorded');\n};",
    },
    valid: {
      code: "const judge: Judge = ({ output, pre, post }) => {\n  const added = post.tables.payments.length - pre.tables.payments.length;\n  return added === 1 && output.includes('recorded');\n};",
    },
    witness:
      'Exact reasoning about the code, no run: the binding or expression and that no path from it reaches a returned verdict, so any value it takes gives the same verdict. `--confirm` marks it unconfirmable.',
  },
  defaultOptions: { ignorePattern: IGNORE_PATTERN },
  patternOptions: ['ignorePattern'],
  check({ facts, options, report, types }) {
    const ignore = optionPattern(options.ignorePattern, IGNORE_PATTERN);
    const feedsOther = new Set<unknown>();
    for (const [symbol, value] of facts.bindingValues) {
      for (const v of value.vars) if (v !== symbol) feedsOther.add(v);
    }
    // Where something the analysis cannot follow may read values (a callback given to an unknown
    // function), which bindings reach the verdict is not known exactly: none is reported.
    const readsKnown = !facts.unknowns.some((u) => u.axes.includes('read'));
    for (const binding of facts.bindings) {
      if (!readsKnown || ignore.test(binding.name)) continue;
      // In a helper, whether a value reaches the verdict may depend on what this judge passes it: only
      // a value the code itself never reads, or reads only to log it, is reported there.
      // So is a local of a helper that returns no value, whose value goes only into its own kind (reading 39).
      if (!binding.own && !(binding.live && (helperUnread(binding, types) || droppedWithItsFunction(binding.node, binding.symbol, types)))) continue;
      if (facts.verdict.vars.has(binding.symbol) || feedsOther.has(binding.symbol)) continue;
      if (writes(binding.node, binding.symbol, types).some((e) => mayThrow(e, types, 0))) continue;
      // Another name for an object (`const p = o; p.x = v`): what is written through it reaches the object.
      if (isAlias(binding.node) && mayChangeAtAll(binding.symbol, types)) continue;
      report(
        binding.node,
        binding.fromContext ? 'unusedContext' : 'unusedBinding',
        { name: binding.name },
        codeWitness(`no path from \`${binding.name}\` reaches a returned verdict: any value it takes gives the same verdict`),
      );
    }
    for (const node of facts.discarded) {
      if (ts.isExpression(node) && (mayThrow(node, types, 0) || calledForEffect(node, types))) continue;
      report(
        node,
        'discarded',
        { text: short(node) },
        codeWitness(`the value of \`${short(node)}\` is used by nothing: any value it takes gives the same verdict`),
      );
    }
  },
});

/**
 * Built-ins that throw on bad input: a parse computed only for that (`JSON.parse(text)` in a `try`
 * whose catch returns false) decides the verdict through the exception, so it is not unused.
 */
const THROWING_CALLS = new Set(['JSON.parse', 'BigInt', 'decodeURIComponent', 'decodeURI', 'atob', 'structuredClone']);
const THROWING_CLASSES = new Set(['URL']);
const MAX_THROW_DEPTH = 3;

/** A helper's binding the code never reads, or reads only to log it, and that holds no place in a pattern. */
function helperUnread(binding: Binding, types: TypeFacts): boolean {
  return onlyLogged(binding.node, binding.symbol, types) && !positional(binding.node, types);
}

/**
 * Whether every read of the binding in its source file is printed and nothing else: the name
 * appears only where it is declared, written with `=`, or inside the arguments of a logging call,
 * through nothing but parentheses, templates, `+` and property reads.
 */
function onlyLogged(name: ts.Node, symbol: ts.Symbol, types: TypeFacts): boolean {
  const printedOrOther = (id: ts.Identifier) => id === name || types.symbolAt(id) !== symbol || isPlainWrite(id) || isLogged(id);
  if (ts.isIdentifier(name) && declaredInFunction(name)) return identifiersNamed(name.getSourceFile(), name.text).every(printedOrOther);
  let ok = true;
  const visit = (node: ts.Node): void => {
    if (!ok) return;
    if (ts.isIdentifier(node) && !printedOrOther(node)) ok = false;
    ts.forEachChild(node, visit);
  };
  visit(name.getSourceFile());
  return ok;
}

/**
 * A binding declared inside a function (a function's own name where that function is declared) is
 * named by its own name alone: only a module's bindings can be exported and imported under another.
 */
function declaredInFunction(name: ts.Identifier): boolean {
  const decl = name.parent;
  const scope = ts.isFunctionLike(decl) && decl.name === name ? decl.parent : decl;
  return ts.findAncestor(scope, ts.isFunctionLike) !== undefined;
}

/**
 * An element of an array pattern that a later, read element needs to get past (`for (const [i, line]
 * of lines.entries())`): it holds a place, the way a hole would. A property of an object pattern
 * with a read rest element (`const { args, ...rest } = c`): it is named to be left out of the rest.
 */
function positional(name: ts.Node, types: TypeFacts): boolean {
  const element = name.parent;
  if (!ts.isBindingElement(element)) return false;
  // `const { args, ...rest } = c`: the property is named to leave it out of the rest.
  if (ts.isObjectBindingPattern(element.parent))
    return element.parent.elements.some((e) => e.dotDotDotToken !== undefined && e !== element && bindsRead(e.name, types));
  if (!ts.isArrayBindingPattern(element.parent)) return false;
  const later = element.parent.elements.slice(element.parent.elements.indexOf(element) + 1);
  return later.some((e) => ts.isBindingElement(e) && bindsRead(e.name, types));
}

function bindsRead(name: ts.BindingName, types: TypeFacts): boolean {
  if (ts.isIdentifier(name)) {
    const symbol = types.symbolAt(name);
    return symbol === undefined || !onlyLogged(name, symbol, types);
  }
  return name.elements.some((e) => ts.isBindingElement(e) && bindsRead(e.name, types));
}

function isPlainWrite(id: ts.Identifier): boolean {
  const parent = skipParensUp(id);
  return ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken && skipParens(parent.left) === id;
}

function isLogged(id: ts.Identifier): boolean {
  let node: ts.Node = id;
  for (;;) {
    const parent = node.parent;
    if (ts.isCallExpression(parent)) return printedBy(parent, node);
    const passes =
      ts.isParenthesizedExpression(parent) ||
      ts.isTemplateSpan(parent) ||
      ts.isTemplateExpression(parent) ||
      (ts.isPropertyAccessExpression(parent) && parent.expression === node) ||
      (ts.isBinaryExpression(parent) && parent.operatorToken.kind === ts.SyntaxKind.PlusToken);
    if (!passes) return false;
    node = parent;
  }
}

/** The expressions written to a binding: its initialiser and the assignments to it in its function. */
function writes(name: ts.Node, symbol: ts.Symbol, types: TypeFacts): ts.Expression[] {
  const decl = name.parent;
  const out: ts.Expression[] = [];
  if (decl && ts.isVariableDeclaration(decl) && decl.initializer) out.push(decl.initializer);
  const scope = ts.findAncestor(name, ts.isFunctionLike);
  const visit = (node: ts.Node): void => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(node.left) &&
      types.symbolAt(node.left) === symbol
    ) {
      out.push(node.right);
    }
    ts.forEachChild(node, visit);
  };
  if (scope) ts.forEachChild(scope, visit);
  return out;
}

/**
 * Whether evaluating the expression may throw: it calls a built-in that throws on bad input, or a
 * function written in analysable code with a `throw` in it (or in what it calls, a few levels deep).
 */
function mayThrow(expr: ts.Node, types: TypeFacts, depth: number): boolean {
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found || ts.isFunctionLike(node)) return;
    if (ts.isThrowStatement(node)) found = true;
    else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && THROWING_CLASSES.has(node.expression.text)) found = true;
    else if (ts.isCallExpression(node)) {
      const callee = skipParens(node.expression);
      const text = ts.isIdentifier(callee) || ts.isPropertyAccessExpression(callee) ? callee.getText() : '';
      if (THROWING_CALLS.has(text)) found = true;
      else if (depth < MAX_THROW_DEPTH) {
        const decl = types.symbolAt(ts.isPropertyAccessExpression(callee) ? callee.name : callee)?.valueDeclaration;
        const body = decl && !types.isLibrary(decl.getSourceFile()) ? functionOf(decl)?.body : undefined;
        if (body && mayThrow(body, types, depth + 1)) found = true;
      }
    }
    if (!found) ts.forEachChild(node, visit);
  };
  visit(expr);
  return found;
}

/**
 * A method of the judge's own code (a client, a session) called as a statement for an object it
 * returns (`session.get(loginUrl)` before the login post): called for what it does, the way an HTTP
 * session's request sets its cookies, not a check computed and dropped.
 */
function calledForEffect(node: ts.Expression, types: TypeFacts): boolean {
  const call = skipParens(node);
  if (!ts.isCallExpression(call)) return false;
  const callee = skipParens(call.expression);
  if (!ts.isPropertyAccessExpression(callee)) return false;
  const symbol = types.symbolAt(callee.name);
  const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  if (!decl || types.isLibrary(decl.getSourceFile()) || types.isContract(decl.getSourceFile())) return false;
  return types.kindOf(call) === 'other';
}

function isAlias(name: ts.Node): boolean {
  const decl = name.parent;
  if (!decl || !ts.isVariableDeclaration(decl) || !decl.initializer) return false;
  let e = skipParens(decl.initializer);
  while (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) e = skipParens(e.expression);
  return ts.isIdentifier(e) || e.kind === ts.SyntaxKind.ThisKeyword;
}
