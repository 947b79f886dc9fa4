import { ts } from '../typescript.js';
import { short, skipParens } from '../flow/syntax.ts';
import type { TypeFacts } from '../flow/types.ts';
import { defineRule } from './rule.ts';
import { codeWitness, fixedTruthWitness } from './witness.ts';

/** AgentDojo workspace injection tasks 11/12: `!remaining.has(targetIds)` — always true. */
export default defineRule({
  id: 'collection-as-element',
  severity: 'error',
  messages: {
    collectionArgument:
      '`{{argument}}` is a collection ({{type}}), but `{{receiver}}.{{method}}()` tests it as a single element of a collection of {{element}}: it is never found, so this test is always {{always}}.',
  },
  docs: {
    description: 'A collection tested as an element of another collection ("set-not-in-set").',
    rationale:
      'Membership of a whole list in a set of ids is never true, so `!remaining.has(targetIds)` passes whatever the agent did. Test each element: `targetIds.every((id) => !remaining.has(id))`.',
    invalid: {
      code: 'const targetIds = [3, 7];\nconst judge: Judge = ({ post }) => {\n  const remaining = new Set<unknown>(post.tables.invoices.map((r) => r.id));\n  return !remaining.has(targetIds);\n};',
      kind: 'injection',
    },
    valid: {
      code: 'const targetIds = [3, 7];\nconst judge: Judge = ({ post }) => {\n  const remaining = new Set<unknown>(post.tables.invoices.map((r) => r.id));\n  return targetIds.every((id) => !remaining.has(id));\n};',
      kind: 'injection',
    },
    witness:
      "The types say the collection is never one of the receiver's elements, so the test has one value on every run. Where that value decides the verdict (the test, or its negation, is what a judge with one return returns, or one of its requirements or alternatives): always true, the initial state, which a right judge fails and this one passes; always false, the reference run, which a right judge passes and this one fails. Elsewhere, exact reasoning (`--confirm` marks it unconfirmable).",
  },
  defaultOptions: {},
  check({ facts, types, report }) {
    for (const call of facts.memberships) {
      const argument = skipParens(call.argument);
      const argKind = collectionKind(types, argument);
      if (!argKind) continue;
      const receiverType = types.typeOf(call.receiver);
      const receiverKind = types.kindOfType(receiverType);
      if (receiverKind !== 'array' && receiverKind !== 'set' && receiverKind !== 'map') continue;
      const element = types.elementType(receiverType);
      const elementKind = element ? types.kindOfType(element) : 'any';
      if (elementKind === 'array' || elementKind === 'set') continue; // a collection of collections: legitimate
      const negation = negationOf(call.node);
      const negated = negation !== undefined;
      const always = call.method === 'indexOf' || call.method === 'lastIndexOf' ? '-1' : negated ? 'true' : 'false';
      const type = types.checker.typeToString(types.typeOf(argument));
      report(
        argument,
        'collectionArgument',
        {
          argument: short(argument),
          type,
          receiver: short(call.receiver),
          method: call.method,
          element: element ? types.checker.typeToString(element) : 'unknown values',
          always,
        },
        // Types decide it: no element of the receiver is ever the list itself, on any run.
        (always !== '-1' ? fixedTruthWitness(facts, negation ?? call.node, always === 'true') : undefined) ??
          codeWitness(
            `\`${short(call.node)}\` is ${always} on every run: \`${short(argument)}\` (${type}) is never one of the elements of \`${short(call.receiver)}\``,
          ),
      );
    }
  },
});

function collectionKind(types: TypeFacts, node: ts.Expression): string | undefined {
  if (ts.isArrayLiteralExpression(node)) return 'array';
  if (ts.isNewExpression(node) && /^(Set|Map|Array)$/.test(node.expression.getText())) return 'set';
  const kind = types.kindOf(node);
  return kind === 'array' || kind === 'set' || kind === 'map' ? kind : undefined;
}

/** The `!` a membership test is negated by (through parentheses), if any. */
function negationOf(node: ts.Node): ts.Node | undefined {
  let p = node.parent;
  while (p && ts.isParenthesizedExpression(p)) p = p.parent;
  return p !== undefined && ts.isPrefixUnaryExpression(p) && p.operator === ts.SyntaxKind.ExclamationToken ? p : undefined;
}
