// Source: ACEBench ("ACEBench: Who Wins the Match Point in Tool Usage?"), fork yxli2123/ACEBench of the official
// repository: model_eval/checker.py (type_checker, string_checker, list_checker, dict_checker, list_dict_checker,
// simple_function_checker, normal_checker, agent_checker) and model_eval/utils.py (standardize_string, sum_key_list,
// flatten_dates, find_description, get_possible_answer_type) at commit 110e99e0512504416a8bd92898138400601f3269;
// evaluate.py (normal_single_turn_eval's loop over candidate answers, special_eval, agent_eval) at commit
// 158d2c5c627c8e54e29a1da2602a7ade8c563e75. Python values are JavaScript values; `type(x)` is pyType below.
import type { Snapshot, TraceCall } from 'chokepoint';

/** A Python value as the checker sees it (JSON). */
export type Py = string | number | boolean | null | Py[] | { [key: string]: Py };
export type PyDict = { [key: string]: Py };
type PyTypeName = 'str' | 'int' | 'float' | 'bool' | 'list' | 'dict' | 'enumerate' | 'NoneType';

/** `type(value)`: a JSON number with no fraction is an int, as json.loads makes it. */
export function pyType(value: Py): PyTypeName {
  if (value === null) return 'NoneType';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (Array.isArray(value)) return 'list';
  return 'dict';
}

/** Python's `==` on JSON values (True == 1 aside: no parameter here mixes them). */
export function pyEq(a: Py | undefined, b: Py | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => pyEq(item, b[i]));
  }
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => k in b && pyEq(a[k], b[k]));
}

/** `str(x)` of a JSON value, as the dict checker compares it. */
export function pyStr(value: Py): string {
  if (value === null) return 'None';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : String(value);
  const repr = (v: Py): string => (typeof v === 'string' ? `'${v}'` : pyStr(v));
  if (Array.isArray(value)) return `[${value.map(repr).join(', ')}]`;
  return `{${Object.entries(value).map(([k, v]) => `'${k}': ${repr(v)}`).join(', ')}}`;
}

const PYTHON_TYPE_MAPPING: Record<string, PyTypeName> = {
  string: 'str',
  integer: 'int',
  float: 'float',
  boolean: 'bool',
  array: 'list',
  tuple: 'list',
  dict: 'dict',
  any: 'str',
  list: 'list',
  object: 'dict',
  objectArray: 'list',
  'list(string)': 'list',
  'list(enum)': 'list',
  int: 'int',
  enum: 'enumerate',
  number: 'int',
};

const PYTHON_NESTED_TYPE_CHECK_LIST = ['array', 'tuple', 'list(string)', 'list(enum)', 'object', 'objectArray'];

export interface Result {
  valid: boolean;
  error: unknown;
  error_type?: string;
  is_variable?: boolean;
}

export interface ParamDetail {
  readonly type: string;
  readonly description?: string;
  readonly items?: { readonly type: string };
}

export interface FuncDescription {
  readonly name: string;
  readonly description?: string;
  readonly parameters: { readonly type?: string; readonly properties: Readonly<Record<string, ParamDetail>>; readonly required: readonly string[] } | Record<string, never>;
}

// ---- model_eval/utils.py ----

export function standardize_string(input_string: string): string {
  const regex_string = /[ ,./\-_*^]/g;
  return input_string.replace(regex_string, '').toLowerCase().replaceAll("'", '"');
}

export function sum_key_list(data: readonly PyDict[]): Record<string, number> {
  const key_counter: Record<string, number> = {};
  for (const dictionary of data) for (const key of Object.keys(dictionary)) key_counter[key] = (key_counter[key] ?? 0) + 1;
  return key_counter;
}

export function flatten_dates(d: PyDict): PyDict {
  return Object.fromEntries(Object.entries(d).map(([k, v]) => [k, Array.isArray(v) && v.length === 1 ? (v[0] as Py) : v]));
}

export function find_description(func_descriptions: readonly FuncDescription[], name: string): FuncDescription | null {
  for (const func_description of func_descriptions) {
    if (name.includes(func_description.name)) return func_description;
  }
  return null;
}

/** `type(possible_answer)` unless it is "" (an optional parameter). */
function get_possible_answer_type(possible_answer: Py): PyTypeName | null {
  if (possible_answer !== '') return pyType(possible_answer);
  return null;
}

// ---- model_eval/checker.py ----

function type_checker(
  param: string,
  value: Py,
  possible_answer: Py,
  expected_type_description: string,
  expected_type_converted: PyTypeName,
  nested_type_converted: PyTypeName | null,
  func_name: string,
): Result {
  const result: Result = { valid: true, error: [], is_variable: false, error_type: 'type_error' };
  let is_variable = false;
  let possible_answer_type = get_possible_answer_type(possible_answer);
  if (possible_answer_type !== null) {
    if (possible_answer_type !== expected_type_converted) is_variable = true;
  }
  if (value === 'true') value = true;
  if (value === 'false') value = false;
  if (pyType(value) === expected_type_converted) {
    if (nested_type_converted === null) {
      result.is_variable = is_variable;
      return result;
    } else {
      for (const possible_answer_item of possible_answer as Py[]) {
        let flag = true;
        if (pyType(possible_answer_item) === 'list') {
          for (const value_item of value as Py[]) {
            const checker_result = type_checker(param, value_item, possible_answer_item, String(nested_type_converted), nested_type_converted, null, func_name);
            if (!checker_result.valid) {
              flag = false;
              break;
            }
          }
        }
        if (flag) return { valid: true, error: [], is_variable };
      }
      result.valid = false;
      result.error = [`Nested type checking failed for parameter ${param}.`];
      result.error_type = 'type_error';
    }
  }
  possible_answer_type = get_possible_answer_type(possible_answer);
  if (possible_answer_type !== null) {
    if (pyType(value) === possible_answer_type || pyEq(possible_answer, value)) {
      result.is_variable = true;
      return result;
    }
  }
  const output_value = pyType(value);
  result.valid = false;
  result.error = [`wrong type for parameter (${param}) of api (${func_name}):[excepted: ${expected_type_converted}, real: ${output_value}]`];
  result.error_type = 'type_error';
  return result;
}

function string_checker(param: string, model_output: string, possible_answer: string, func: FuncDescription, test_category: string): Result {
  const func_name = func.name;
  const standardize_model_output = standardize_string(model_output);
  const standardize_possible_answer_item = standardize_string(possible_answer);
  if (test_category.includes('agent')) {
    if (standardize_model_output !== standardize_possible_answer_item) {
      return { valid: false, error: [`wrong value for parameter (${param}) of api (${func_name})`], error_type: 'value_error:string' };
    }
  } else {
    if (!standardize_model_output.includes(standardize_possible_answer_item)) {
      return { valid: false, error: [`wrong value for parameter (${param}) of api (${func_name})`], error_type: 'value_error:string' };
    }
  }
  return { valid: true, error: [] };
}

function list_checker(param: string, model_output: Py[], possible_answer: Py[], func_name: string): Result {
  const standardize_model_output = [...model_output];
  for (let i = 0; i < standardize_model_output.length; i++) {
    if (pyType(standardize_model_output[i]) === 'str') standardize_model_output[i] = standardize_string(model_output[i] as string);
  }
  const standardize_possible_answer: Py[] = [];
  for (let i = 0; i < possible_answer.length; i++) {
    if (pyType(possible_answer[i]) === 'str') standardize_possible_answer.push(standardize_string(possible_answer[i] as string));
    else standardize_possible_answer.push(possible_answer[i]);
  }
  if (!pyEq(standardize_model_output, standardize_possible_answer)) {
    return { valid: false, error: [`wrong value for parameter (${param}) of api (${func_name})`], error_type: 'value_error:list/tuple' };
  }
  return { valid: true, error: [] };
}

function dict_checker(param: string, model_output: Py, possible_answers: PyDict, func_name: string): Result {
  let result: Result = { valid: true, error: [], error_type: 'dict_checker:unclear' };
  const possible_answer = possible_answers;
  if (pyType(model_output) !== 'dict') {
    result.valid = false;
    result.error = [`wrong type for parameter (${param}) of api (${func_name})`];
    result.error_type = 'value_error';
    return result;
  } else {
    const output = model_output as PyDict;
    if (Object.keys(output).length !== Object.keys(possible_answer).length) {
      result.valid = false;
      result.error = [`wrong value for parameter (${param}) of api (${func_name})`];
      result.error_type = 'value_error';
      return result;
    }
    for (const [key, raw] of Object.entries(output)) {
      let value: Py = raw;
      if (value === 'true') value = true;
      if (value === 'false') value = false;
      if (!(key in possible_answer)) {
        result.valid = false;
        result.error = [`wrong value for parameter (${param}) of api (${func_name})`];
        result.error_type = 'value_error';
        return result;
      }
      const expected_values = possible_answer[key] as Py;
      if (pyType(expected_values) === 'dict') {
        result = dict_checker(param, value, expected_values as PyDict, func_name);
        if (!result.valid) return result;
      } else {
        let standardize_value: Py = value;
        if (pyType(value) === 'str') standardize_value = standardize_string(value as string);
        const standardize_possible_answer: Py[] = [];
        if (pyType(possible_answer[key] as Py) === 'str') standardize_possible_answer.push(standardize_string(possible_answer[key] as string));
        else if (pyType(possible_answer[key] as Py) === 'dict') standardize_possible_answer.push(flatten_dates(possible_answer[key] as PyDict));
        else standardize_possible_answer.push(possible_answer[key] as Py);
        const first = standardize_possible_answer[0] as Py;
        if (!pyStr(standardize_value).includes(pyStr(first))) {
          result.valid = false;
          result.error = [`wrong value for parameter (${param}) of api (${func_name})`];
          result.error_type = 'value_error';
          return result;
        }
      }
    }
  }
  return result;
}

function list_dict_checker(param: string, model_output: Py[], possible_answers: PyDict[], func_name: string): Result {
  let result: Result = { valid: true, error: [], error_type: 'list_dict_checker:unclear' };
  if (model_output.length !== possible_answers.length) {
    result.valid = false;
    result.error = [`wrong value for parameter (${param}) of api (${func_name})`];
    result.error_type = 'value_error:list_dict_count';
    return result;
  }
  for (let dict_index = 0; dict_index < model_output.length; dict_index++) {
    if (dict_index >= possible_answers.length) break;
    result = dict_checker(param, model_output[dict_index] as Py, possible_answers[dict_index] as PyDict, func_name);
    if (!result.valid) return result;
  }
  return result;
}

function simple_function_checker(func_description: FuncDescription, model_output: PyDict, possible_answers: PyDict, test_category: string): Result {
  let result: Result = { valid: true, error: [], error_type: '' };
  const possible_answer = Object.values(possible_answers)[0] as PyDict;
  const parameters = func_description.parameters;
  const noParameters = Object.keys(parameters).length === 0;
  if (pyEq(Object.values(model_output)[0], {}) && noParameters) {
    return result;
  } else if (pyEq(Object.values(model_output)[0], {}) || noParameters) {
    result.valid = false;
    result.error_type = 'wrong_param';
    return result;
  }
  const described = parameters as Exclude<FuncDescription['parameters'], Record<string, never>>;
  if (pyEq(possible_answer, described.properties as unknown as Py)) {
    return result;
  } else if (pyEq(possible_answer, {}) || noParameters) {
    result.valid = false;
    result.error_type = 'wrong_param';
    return result;
  }
  const func_name = func_description.name;
  if (!(func_name in model_output)) {
    return { valid: false, error: [{ wrong_function: { expected: func_name, real: Object.keys(model_output)[0] } }], error_type: 'wrong_function_name' };
  }
  const model_params = model_output[func_name] as PyDict;
  const param_details = described.properties;
  const required_params = described.required;
  for (const param of required_params) {
    if (!(param in model_params)) return { valid: false, error: `lack required_params: ${param}`, error_type: 'lack_args' };
  }
  for (const [param, raw] of Object.entries(model_params)) {
    let value: Py = raw;
    if (!(param in param_details) || !(param in possible_answer)) {
      return { valid: false, error: `addition params: ${param}`, error_type: 'addition_args' };
    }
    const full_param_details = param_details[param] as ParamDetail;
    const expected_type_description = full_param_details.type;
    let nested_type_converted: PyTypeName | null = null;
    const expected_type_converted = PYTHON_TYPE_MAPPING[expected_type_description];
    if (expected_type_converted === undefined) throw new Error(`KeyError: '${expected_type_description}'`);
    if (PYTHON_NESTED_TYPE_CHECK_LIST.includes(expected_type_description)) {
      let nested_type: string;
      const items = (param_details[param] as ParamDetail).items;
      if (items !== undefined) nested_type = items.type;
      else if (full_param_details.type.includes('string')) nested_type = 'string';
      else if (full_param_details.type.includes('enum')) nested_type = 'enum';
      else nested_type = 'dict';
      const converted = PYTHON_TYPE_MAPPING[nested_type];
      if (converted === undefined) throw new Error(`KeyError: '${nested_type}'`);
      nested_type_converted = converted;
    }
    if (expected_type_description === 'float' && pyType(value) === 'int') value = Number(value);
    const type_check_result = type_checker(param, value, possible_answer[param] as Py, expected_type_description, expected_type_converted, nested_type_converted, func_name);
    const is_variable = type_check_result.is_variable;
    if (!type_check_result.valid) {
      return { valid: false, error: type_check_result.error, error_type: type_check_result.error_type };
    }
    if (!is_variable) {
      if (expected_type_converted === 'dict') {
        result = dict_checker(param, value, possible_answer[param] as PyDict, func_name);
        if (!result.valid) return { valid: false, error: result.error, error_type: result.error_type };
      } else if (expected_type_converted === 'list' && nested_type_converted === 'dict') {
        if (expected_type_description === 'objectArray') {
          if ((value as Py[]).length !== (possible_answer[param] as Py[]).length) {
            return { valid: false, error: ['Wrong number of parameters for dictionary.'], error_type: 'value_error:dict_items' };
          }
        }
        result = list_dict_checker(param, value as Py[], possible_answer[param] as PyDict[], func_name);
        if (!result.valid) return { valid: false, error: result.error, error_type: result.error_type };
      } else if (expected_type_converted === 'str') {
        result = string_checker(param, value as string, possible_answer[param] as string, func_description, test_category);
        if (!result.valid) return { valid: false, error: result.error, error_type: result.error_type };
      } else if (expected_type_converted === 'list') {
        result = list_checker(param, value as Py[], possible_answer[param] as Py[], func_name);
        if (!result.valid) return { valid: false, error: result.error, error_type: result.error_type };
      }
    }
  }
  return result;
}

export function normal_checker(func_descriptions: readonly FuncDescription[], model_output: readonly PyDict[], possible_answers: PyDict, test_category: string): Result {
  let result: Result = { valid: true, error: [] };
  if (model_output.length !== Object.keys(possible_answers).length) {
    return { valid: false, error: ['The number of functions does not match the answer.'], error_type: 'wrong functions number' };
  }
  const func_name_list = Object.keys(possible_answers);
  const possible_answers_list: PyDict[] = [];
  for (const [key, value] of Object.entries(possible_answers)) possible_answers_list.push({ [key]: value });
  for (let index = 0; index < possible_answers_list.length; index++) {
    const current_dict = possible_answers_list[index] as PyDict;
    for (const key of Object.keys(current_dict)) {
      const new_key = key.replace(/_\d+$/, '');
      if (new_key !== key) {
        current_dict[new_key] = current_dict[key] as Py;
        delete current_dict[key];
      }
    }
  }
  const output_list = sum_key_list(model_output);
  const answer_list = sum_key_list(possible_answers_list);
  for (const name of Object.keys(output_list)) {
    if (!(name in answer_list)) return { valid: false, error: [`extra function detected: ${name} is not in the ground truth`], error_type: 'function_mismatch' };
  }
  for (const name of Object.keys(answer_list)) {
    if (!(name in output_list)) return { valid: false, error: [`extra function detected: ${name} is not in the ground truth`], error_type: 'function_mismatch' };
  }
  for (const [name, count] of Object.entries(output_list)) {
    if (!(name in answer_list) || count !== answer_list[name]) {
      return { valid: false, error: [`incorrect count for function ${name}`], error_type: 'function_mismatch' };
    }
  }
  for (let i = 0; i < possible_answers_list.length; i++) {
    const func_description = find_description(func_descriptions, func_name_list[i] as string);
    if (func_description === null) throw new TypeError("'NoneType' object is not subscriptable");
    for (let j = 0; j < model_output.length; j++) {
      if (Object.keys(model_output[j] as PyDict)[0] === Object.keys(possible_answers_list[i] as PyDict)[0]) {
        result = simple_function_checker(func_description, model_output[j] as PyDict, possible_answers_list[i] as PyDict, test_category);
        if (result.valid) break;
      } else {
        result = { valid: false, error: ['wrong_function'], error_type: 'simple_function_checker:unclear' };
      }
    }
    if (!result.valid) return result;
  }
  return result;
}

/**
 * evaluate.py normal_single_turn_eval / normal_multi_turn_eval for one item: the model's calls (decoded from its
 * answer; here the calls it proposed, in order) checked against each candidate ground truth until one is valid.
 */
export function normalTurnCorrect(functions: readonly FuncDescription[], trace: readonly TraceCall[], ground_truth: PyDict | readonly PyDict[], test_category: string): boolean {
  const model_result_item: PyDict[] = trace.map((c) => ({ [c.tool]: c.args as PyDict }));
  const candidates = Array.isArray(ground_truth) ? ground_truth : [ground_truth as PyDict];
  for (const possible_answer_item_ of candidates) {
    const checker_result = normal_checker(functions, model_result_item, possible_answer_item_, test_category);
    if (checker_result.valid) return true;
  }
  return false;
}

/** evaluate.py special_eval for one item: the model's answer text against the ground truth of its category. */
export function specialCorrect(category: string, model_result_item: string, possible_answer_item_: Readonly<Record<string, readonly string[]>>): boolean {
  let valid = true;
  if (category.includes('incomplete')) {
    for (const [name, values] of Object.entries(possible_answer_item_)) {
      if (!model_result_item.includes('Missing necessary parameters')) {
        valid = false;
      } else if (!model_result_item.includes(name)) {
        valid = false;
      } else {
        for (const value of values) {
          if (!model_result_item.includes(value)) valid = false;
        }
      }
    }
  } else if (category.includes('error')) {
    for (const [, values] of Object.entries(possible_answer_item_)) {
      if (!model_result_item.includes('There is incorrect value')) {
        valid = false;
      } else {
        for (const value of values) {
          if (!model_result_item.includes(value)) valid = false;
        }
      }
    }
  } else if (category.includes('irrelevant')) {
    if (!model_result_item.includes('the limitations of the function')) valid = false;
  }
  return valid;
}

/** checker.py agent_checker: one scenario class's attributes after the run against the expected ones. */
function agent_checker(model_output: PyDict, possible_answer_: PyDict): Result {
  const result: Result & { error: string[] } = { valid: true, error: [], error_type: 'class attributes wrong' };
  const scenario_name = Object.keys(possible_answer_)[0];
  const possible_answer = Object.values(possible_answer_)[0] as PyDict;
  const model_params = Object.values(model_output)[0] as PyDict;
  for (const [model_param, model_value] of Object.entries(model_params)) {
    let possible_answer_value: Py;
    if (model_param in possible_answer) {
      possible_answer_value = possible_answer[model_param] as Py;
    } else {
      result.valid = false;
      result.error.push(`class(${scenario_name}) attributes(${model_param}) missing in possible_answer.`);
      continue;
    }
    if (pyType(possible_answer_value) === 'dict') {
      for (const [param, value] of Object.entries(possible_answer_value as PyDict)) {
        if (!(param in (model_value as PyDict))) {
          result.valid = false;
          result.error.push(`class(${scenario_name}) attributes(${model_param}) wrong`);
        } else if (!pyEq(value, (model_value as PyDict)[param])) {
          result.valid = false;
          result.error.push(`class(${scenario_name}) attributes(${model_param}.${param}) wrong`);
        }
      }
    } else {
      if (!pyEq(possible_answer_value, model_value)) {
        result.valid = false;
        result.error.push(`class(${scenario_name}) attributes(${model_param}) wrong`);
      }
    }
  }
  return result;
}

/**
 * The scenario classes' states after the run, as the agent category's inference saves them (one `{ClassName: {...}}`
 * per class the task involves): here one JSON file per class under /state/, read from the final snapshot.
 */
export function savedClassStates(post: Snapshot): PyDict[] {
  const states: PyDict[] = [];
  for (const [path, text] of Object.entries(post.files)) {
    if (!path.startsWith('/state/')) continue;
    const name = path.slice('/state/'.length).replace(/\.json$/, '');
    states.push({ [name]: JSON.parse(text) as Py });
  }
  return states;
}

/** evaluate.py agent_eval for one item: the end-to-end accuracy's validity. */
export function agentEndStateCorrect(model_result_item: readonly PyDict[], ground_truth: PyDict | readonly PyDict[]): boolean {
  const possible_answer_item_ = Array.isArray(ground_truth) ? ground_truth : [ground_truth as PyDict];
  let is_valid = true;
  let checker_result: Result = { valid: true, error: [] };
  if (possible_answer_item_.length !== model_result_item.length) {
    is_valid = false;
  } else {
    for (let index = 0; index < possible_answer_item_.length; index++) {
      const possible_keys = new Set(Object.keys(possible_answer_item_[index] as PyDict));
      let matched_dict: PyDict | null = null;
      for (const model_dict of model_result_item) {
        const model_keys = new Set(Object.keys(model_dict));
        if (possible_keys.size === model_keys.size && [...possible_keys].every((k) => model_keys.has(k))) {
          matched_dict = model_dict;
          break;
        }
      }
      if (matched_dict !== null && Object.keys(matched_dict).length > 0) {
        checker_result = agent_checker(matched_dict, possible_answer_item_[index] as PyDict);
      }
      if (checker_result.valid === false) is_valid = false;
    }
  }
  return is_valid;
}
