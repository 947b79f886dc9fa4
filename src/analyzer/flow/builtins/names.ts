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
/**
 * Methods only strings have: called on a value typed any (a parsed tool result), the value is a
 * string on every run where the call does not throw.
 */
export const STRING_ONLY_METHODS = new Set([
  'toLowerCase',
  'toUpperCase',
  'toLocaleLowerCase',
  'toLocaleUpperCase',
  'startsWith',
  'endsWith',
  'trim',
  'trimStart',
  'trimEnd',
  'padStart',
  'padEnd',
  'normalize',
  'localeCompare',
  'charAt',
  'charCodeAt',
  'codePointAt',
  'replace',
  'replaceAll',
  'split',
  'match',
  'matchAll',
  'search',
  'substring',
  'substr',
  'repeat',
]);
/**
 * Methods strings and arrays both have, with one meaning for both: on a value whose type says
 * nothing and whose value does not say which it is, `includes` and `indexOf` search it for a
 * value (a text for a substring, a list for an element), `at`, `slice` and `concat` give a part or
 * an extension of it. Any other method there is unknown.
 */
export const TEXT_OR_LIST_METHODS = new Set(['includes', 'indexOf', 'lastIndexOf', 'at', 'slice', 'concat']);
export const GLOBAL_NAMESPACES = new Set(['Math', 'JSON', 'Object', 'Array', 'Number', 'String']);
export const GLOBAL_FUNCTIONS = new Set([
  'Number',
  'String',
  'Boolean',
  'parseInt',
  'parseFloat',
  'decodeURIComponent',
  'encodeURIComponent',
  'decodeURI',
  'encodeURI',
  'unescape',
  'escape',
  'atob',
  'btoa',
]);
