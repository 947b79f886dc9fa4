/** Which standard-library methods and globals the evaluator models, by what they do to values. */

/** Methods without side effects: calling one and dropping the result is a discarded value. */
export const PURE_METHODS = new Set([
  'filter',
  'map',
  'some',
  'every',
  'find',
  'findIndex',
  'findLast',
  'includes',
  'has',
  'startsWith',
  'endsWith',
  'toLowerCase',
  'toUpperCase',
  'trim',
  'slice',
  'concat',
  'join',
  'split',
  'indexOf',
  'test',
  'match',
  'get',
]);
/** Methods that add to the collection they are called on. */
export const MUTATORS = new Set(['push', 'unshift', 'add', 'set', 'splice']);
/** Collection methods that call a callback on the elements. */
export const CALLBACK_METHODS = new Set([
  'filter',
  'map',
  'flatMap',
  'some',
  'every',
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
  'forEach',
  'reduce',
  'reduceRight',
  'sort',
  'toSorted',
]);
/** Methods whose result carries what their receiver carries (same paths, no new check). */
export const PASS_THROUGH_METHODS = new Set([
  'slice',
  'concat',
  'flat',
  'reverse',
  'toReversed',
  'at',
  'values',
  'keys',
  'entries',
  'trim',
  'trimStart',
  'trimEnd',
  'normalize',
  'replace',
  'replaceAll',
  'substring',
  'substr',
  'charAt',
  'padStart',
  'padEnd',
  'toString',
  'toFixed',
  'valueOf',
  'join',
  'split',
  'getTime',
  'toISOString',
  'get',
]);
export const GLOBAL_NAMESPACES = new Set(['Math', 'JSON', 'Object', 'Array', 'Number', 'String']);
export const GLOBAL_FUNCTIONS = new Set(['Number', 'String', 'Boolean', 'parseInt', 'parseFloat']);
