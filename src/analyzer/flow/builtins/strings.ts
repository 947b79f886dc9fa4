import type { ts } from 'ts-morph';
import { caseConstant } from '../constants.ts';
import type { Frame } from '../frame.ts';
import type { Interpreter } from '../interpreter.ts';
import { NOTHING, consumed, dependencies, join, withDeps, type Value } from '../value.ts';

/** String methods: case normalisation, substring/prefix/suffix/regex checks, locale comparison, split. */
export function stringMethod(it: Interpreter, name: string, node: ts.CallExpression, receiver: Value, receiverNode: ts.Node, frame: Frame): Value {
  const argNodes = node.arguments;
  const args = argNodes.map((a) => it.ev(a, frame));
  const first = args[0] ?? NOTHING;
  const firstNode = argNodes[0] ?? node;
  switch (name) {
    case 'toLowerCase':
    case 'toLocaleLowerCase':
      return { ...receiver, caseNormal: 'lower', constant: caseConstant(receiver, 'lower') };
    case 'toUpperCase':
    case 'toLocaleUpperCase':
      return { ...receiver, caseNormal: 'upper', constant: caseConstant(receiver, 'upper') };
    case 'trim':
    case 'trimStart':
    case 'trimEnd':
    case 'normalize':
      return { ...receiver, constant: undefined };
    case 'includes':
      return it.compare(node, 'substring', receiver, first, receiverNode, firstNode);
    case 'indexOf':
    case 'lastIndexOf':
      return { ...it.compare(node, 'substring', receiver, first, receiverNode, firstNode), constant: undefined };
    case 'startsWith':
      return it.compare(node, 'prefix', receiver, first, receiverNode, firstNode);
    case 'endsWith':
      return it.compare(node, 'suffix', receiver, first, receiverNode, firstNode);
    case 'match':
    case 'matchAll':
    case 'search':
      return { ...it.compare(node, 'regex', receiver, first, receiverNode, firstNode), constant: undefined };
    case 'localeCompare': {
      const options = argNodes[2];
      const insensitive = options !== undefined && /sensitivity\s*:\s*['"](base|accent)['"]/.test(options.getText());
      const normalised = insensitive ? { caseNormal: 'lower' as const } : {};
      return { ...it.compare(node, 'equality', { ...receiver, ...normalised }, { ...first, ...normalised }, receiverNode, firstNode), constant: undefined };
    }
    case 'split':
      return { ...dependencies(receiver), paths: receiver.paths, elems: receiver.paths, caseNormal: receiver.caseNormal };
    default:
      return withDeps({ ...receiver, constant: undefined }, join(...args.map(consumed), NOTHING));
  }
}
