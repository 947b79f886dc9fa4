// ShishirPatil/gorilla berkeley-function-call-leaderboard/bfcl_eval/eval_checker/ast_eval/ast_checker.py @ 6ea57973c7a6097fd7c5915698c54c17c5b1b6c8: ast_checker's Python-language checkers (simple_function_checker, type_checker, string_checker, list_checker, dict_checker, list_dict_checker, parallel_function_checker_no_order, multiple_function_checker)
import type { TraceCall } from 'chokepoint';

/** A parameter type of BFCL's function documentation. */
type DocType = 'string' | 'integer' | 'float' | 'boolean' | 'array' | 'tuple' | 'dict' | 'any';
/** The Python type of a value, as `type(value)` names it. */
type PyType = 'str' | 'int' | 'float' | 'bool' | 'list' | 'dict' | 'NoneType';

export interface FunctionDescription {
  readonly name: string;
  readonly parameters: {
    readonly properties: Readonly<Record<string, { readonly type: DocType; readonly items?: { readonly type: DocType } }>>;
    readonly required: readonly string[];
  };
}

/** One expected call: the function's name to, per parameter, the list of accepted values (`''` marks an optional parameter). */
export type PossibleAnswer = Readonly<Record<string, Readonly<Record<string, readonly unknown[]>>>>;

const PYTHON_TYPE_MAPPING: Readonly<Record<DocType, PyType>> = {
  string: 'str',
  integer: 'int',
  float: 'float',
  boolean: 'bool',
  array: 'list',
  tuple: 'list',
  dict: 'dict',
  any: 'str',
};

const PYTHON_NESTED_TYPE_CHECK_LIST: readonly DocType[] = ['array', 'tuple'];

function pyType(value: unknown): PyType {
  if (typeof value === 'string') return 'str';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (Array.isArray(value)) return 'list';
  if (value === null || value === undefined) return 'NoneType';
  return 'dict';
}

/** Python's `==`: lists element by element, dicts key by key, scalars by value. */
function pyEquals(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => pyEquals(x, b[i]));
  if (pyType(a) === 'dict' && pyType(b) === 'dict') {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    return Object.keys(x).length === Object.keys(y).length && Object.keys(x).every((k) => k in y && pyEquals(x[k], y[k]));
  }
  return a === b;
}

/** Python's `value in values`. */
const pyIn = (value: unknown, values: readonly unknown[]): boolean => values.some((v) => pyEquals(v, value));

function getPossibleAnswerType(possibleAnswer: readonly unknown[]): PyType | undefined {
  for (const answer of possibleAnswer) {
    if (answer !== '') return pyType(answer);
  }
  return undefined;
}

interface TypeCheck {
  valid: boolean;
  isVariable: boolean;
}

function typeChecker(valueType: PyType, value: unknown, possibleAnswer: readonly unknown[], expectedType: PyType, nestedType: PyType | undefined): TypeCheck {
  const result: TypeCheck = { valid: true, isVariable: false };
  let isVariable = false;
  const possibleAnswerType = getPossibleAnswerType(possibleAnswer);
  if (possibleAnswerType !== undefined && possibleAnswerType !== expectedType) isVariable = true;

  if (valueType === expectedType) {
    if (nestedType === undefined) {
      result.isVariable = isVariable;
      return result;
    }
    for (const possibleItem of possibleAnswer) {
      let flag = true;
      if (Array.isArray(possibleItem)) {
        for (const item of value as unknown[]) {
          if (!typeChecker(pyType(item), item, possibleItem, nestedType, undefined).valid) {
            flag = false;
            break;
          }
        }
      }
      if (flag) return { valid: true, isVariable };
    }
    result.valid = false;
  }

  if (possibleAnswerType !== undefined && valueType === possibleAnswerType) {
    result.isVariable = true;
    return result;
  }
  result.valid = false;
  return result;
}

/** Drops spaces and `,./-_*^`, lower-cases, and turns single quotes into double quotes. */
function standardizeString(input: string): string {
  return input.replace(/[ ,./\-_*^]/g, '').toLowerCase().replaceAll("'", '"');
}

function stringChecker(modelOutput: string, possibleAnswer: readonly unknown[]): boolean {
  const standardized: string[] = [];
  for (const answer of possibleAnswer) {
    if (typeof answer === 'string') standardized.push(standardizeString(answer));
  }
  return standardized.includes(standardizeString(modelOutput));
}

function listChecker(modelOutput: readonly unknown[], possibleAnswer: readonly unknown[]): boolean {
  const output = modelOutput.map((item) => (typeof item === 'string' ? standardizeString(item) : item));
  const standardized = possibleAnswer.map((answer) => (answer as unknown[]).map((item) => (typeof item === 'string' ? standardizeString(item) : item)));
  return pyIn(output, standardized);
}

function dictChecker(modelOutput: Readonly<Record<string, unknown>>, possibleAnswers: readonly unknown[]): boolean {
  for (const candidate of possibleAnswers) {
    if (candidate === '') continue;
    const possibleAnswer = candidate as Readonly<Record<string, readonly unknown[]>>;
    let flag = true;
    for (const [key, value] of Object.entries(modelOutput)) {
      if (!(key in possibleAnswer)) {
        flag = false;
        break;
      }
      const standardizedValue = typeof value === 'string' ? standardizeString(value) : value;
      const standardized = possibleAnswer[key].map((item) => (typeof item === 'string' ? standardizeString(item) : item));
      if (!pyIn(standardizedValue, standardized)) {
        flag = false;
        break;
      }
    }
    for (const [key, value] of Object.entries(possibleAnswer)) {
      if (!(key in modelOutput) && !value.includes('')) {
        flag = false;
        break;
      }
    }
    if (flag) return true;
  }
  return false;
}

function listDictChecker(modelOutput: readonly Readonly<Record<string, unknown>>[], possibleAnswers: readonly unknown[]): boolean {
  for (const candidate of possibleAnswers) {
    const answer = candidate as readonly unknown[];
    if (modelOutput.length !== answer.length) continue;
    let flag = true;
    for (let i = 0; i < modelOutput.length; i++) {
      if (!dictChecker(modelOutput[i], [answer[i]])) {
        flag = false;
        break;
      }
    }
    if (flag) return true;
  }
  return false;
}

/** Whether one call is the expected one: its name, its required parameters, each value's type and value, and no missing parameter that is not optional. */
export function simpleFunctionChecker(description: FunctionDescription, call: TraceCall, expected: PossibleAnswer): boolean {
  const possibleAnswer = Object.values(expected)[0];
  const paramDetails = description.parameters.properties;
  if (call.tool !== description.name) return false;
  const modelParams = call.args;

  for (const param of description.parameters.required) {
    if (!(param in modelParams)) return false;
  }

  for (const [param, value] of Object.entries(modelParams)) {
    if (!(param in paramDetails) || !(param in possibleAnswer)) return false;
    const expectedTypeDescription = paramDetails[param].type;
    const expectedType = PYTHON_TYPE_MAPPING[expectedTypeDescription];
    const nestedItems = paramDetails[param].items;
    const nestedType = PYTHON_NESTED_TYPE_CHECK_LIST.includes(expectedTypeDescription) && nestedItems ? PYTHON_TYPE_MAPPING[nestedItems.type] : undefined;
    const valueType = expectedTypeDescription === 'float' && pyType(value) === 'int' ? 'float' : pyType(value);

    const typeCheck = typeChecker(valueType, value, possibleAnswer[param], expectedType, nestedType);
    if (!typeCheck.valid) return false;

    if (!typeCheck.isVariable) {
      if (expectedType === 'dict') {
        if (!dictChecker(value as Record<string, unknown>, possibleAnswer[param])) return false;
        continue;
      } else if (expectedType === 'list' && nestedType === 'dict') {
        if (!listDictChecker(value as Record<string, unknown>[], possibleAnswer[param])) return false;
        continue;
      } else if (expectedType === 'str') {
        if (!stringChecker(value as string, possibleAnswer[param])) return false;
        continue;
      } else if (expectedType === 'list') {
        if (!listChecker(value as unknown[], possibleAnswer[param])) return false;
        continue;
      }
    }

    if (!pyIn(value, possibleAnswer[param])) return false;
  }

  for (const param of Object.keys(possibleAnswer)) {
    if (!(param in modelParams) && !possibleAnswer[param].includes('')) return false;
  }
  return true;
}

function findDescription(descriptions: readonly FunctionDescription[], name: string): FunctionDescription | undefined {
  for (const description of descriptions) {
    if (description.name === name) return description;
  }
  return undefined;
}

/** The `parallel` categories: as many calls as expected answers, each answer matched by a call not matched before, in any order. */
export function parallelFunctionCheckerNoOrder(descriptions: readonly FunctionDescription[], calls: readonly TraceCall[], possibleAnswers: readonly PossibleAnswer[]): boolean {
  if (calls.length !== possibleAnswers.length) return false;
  const matchedIndices: number[] = [];
  for (const answer of possibleAnswers) {
    const description = findDescription(descriptions, Object.keys(answer)[0]) as FunctionDescription;
    let valid = false;
    for (let index = 0; index < calls.length; index++) {
      if (matchedIndices.includes(index)) continue;
      valid = simpleFunctionChecker(description, calls[index], answer);
      if (valid) {
        matchedIndices.push(index);
        break;
      }
    }
    if (!valid) return false;
  }
  return true;
}

/** The `multiple` categories: as many calls as expected answers; only the first call is checked, against the first answer. */
export function multipleFunctionChecker(descriptions: readonly FunctionDescription[], calls: readonly TraceCall[], possibleAnswers: readonly PossibleAnswer[]): boolean {
  if (calls.length !== possibleAnswers.length) return false;
  const description = findDescription(descriptions, Object.keys(possibleAnswers[0])[0]) as FunctionDescription;
  return simpleFunctionChecker(description, calls[0], possibleAnswers[0]);
}
