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
/** `console`'s printing methods: what they are given is printed, never returned. */
export const CONSOLE_METHODS: ReadonlySet<string> = new Set(['log', 'info', 'warn', 'error', 'debug', 'trace']);

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
/** Callback methods that call their callback once per element, the element as its first parameter (no accumulator, no pair). */
/**
 * Methods whose result shares objects with their receiver: an element (`find`, `at`, a map's `get`)
 * or a list of its elements (`filter`, `slice`). A write through the result writes the receiver's.
 */
export const PART_METHODS = new Set(['find', 'findLast', 'filter', 'at', 'get', 'slice']);

export const PER_ELEMENT_METHODS = new Set(['forEach', 'map', 'filter', 'some', 'every', 'find', 'findIndex', 'flatMap']);
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
/**
 * Static functions of the standard library's namespaces modelled by what their result is made of
 * (those of Math, JSON, Object, Number and String have their own models in globals.ts):
 * - `number`: a number computed from the arguments (a date parsed): it reads them, its value unknown;
 * - `clock`: a number that depends on when the judge runs (`Date.now()`): unknown, reads nothing;
 * - `from`: a list of the first argument's elements, mapped by the callback given second;
 * - `bytes`: the same text as bytes (`Buffer.from(text, 'base64')`), turned back by `toString`.
 */
export type StaticModel = 'number' | 'clock' | 'from' | 'bytes';

const TYPED_ARRAYS = ['Int8Array', 'Uint8Array', 'Uint8ClampedArray', 'Int16Array', 'Uint16Array', 'Int32Array', 'Uint32Array', 'Float32Array', 'Float64Array'];

export const STATIC_MODELS: ReadonlyMap<string, ReadonlyMap<string, StaticModel>> = new Map([
  [
    'Date',
    new Map<string, StaticModel>([
      ['parse', 'number'],
      ['UTC', 'number'],
      ['now', 'clock'],
    ]),
  ],
  ['Array', new Map<string, StaticModel>([['from', 'from']])],
  ['Buffer', new Map<string, StaticModel>([['from', 'bytes']])],
  ...TYPED_ARRAYS.map((name) => [name, new Map<string, StaticModel>([['from', 'from']])] as const),
]);

export const GLOBAL_NAMESPACES = new Set(['Math', 'JSON', 'Object', 'Array', 'Number', 'String', ...STATIC_MODELS.keys()]);

/**
 * What a pure global function gives for its first argument: converted to a text, a number (a
 * `bigint`: an integer of any size, its value never known to the analysis) or a boolean
 * (`Boolean(x)` is x's truth), or `copy`, the same value (`structuredClone`).
 */
export const GLOBAL_FUNCTIONS: ReadonlyMap<string, 'string' | 'number' | 'bigint' | 'boolean' | 'copy'> = new Map([
  ['Number', 'number'],
  ['BigInt', 'bigint'],
  ['String', 'string'],
  ['Boolean', 'boolean'],
  ['parseInt', 'number'],
  ['parseFloat', 'number'],
  ['decodeURIComponent', 'string'],
  ['encodeURIComponent', 'string'],
  ['decodeURI', 'string'],
  ['encodeURI', 'string'],
  ['unescape', 'string'],
  ['escape', 'string'],
  ['atob', 'string'],
  ['btoa', 'string'],
  ['structuredClone', 'copy'],
]);

/**
 * Pure methods of the standard library's classes (receivers whose type is that class), by what
 * their result is: a number or a text computed from the object, reading what it was made from.
 */
/** Date getters that have a UTC twin (`getUTCFullYear`...). */
const DATE_FIELDS = ['getFullYear', 'getMonth', 'getDate', 'getDay', 'getHours', 'getMinutes', 'getSeconds', 'getMilliseconds'];
const DATE_NUMBERS = ['getTime', 'valueOf', 'getTimezoneOffset', ...DATE_FIELDS, ...DATE_FIELDS.map((m) => m.replace(/^get/, 'getUTC'))];
const DATE_TEXTS = [
  'toISOString',
  'toJSON',
  'toString',
  'toDateString',
  'toTimeString',
  'toUTCString',
  'toLocaleDateString',
  'toLocaleTimeString',
  'toLocaleString',
];
export const LIBRARY_METHODS: ReadonlyMap<string, ReadonlyMap<string, 'number' | 'string'>> = new Map([
  ['Date', new Map<string, 'number' | 'string'>([...DATE_NUMBERS.map((m) => [m, 'number'] as const), ...DATE_TEXTS.map((m) => [m, 'string'] as const)])],
  ['Buffer', new Map<string, 'number' | 'string'>([['toString', 'string']])],
]);
