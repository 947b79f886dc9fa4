// Source: AssistantBench's official scorer as vendored in ServiceNow/BrowserGym (Apache-2.0), commit
// 9e779f087de9a65668b6974d11f9ce9816026e96: browsergym/assistantbench/src/browsergym/assistantbench/
// evaluation/evaluator.py (find_isnan, fix_ans, parse_answer, fix_number, fix_prediction, question_scorer),
// evaluation/evaluate_utils/evaluate_factory.py (EvaluatorFactory, EvaluatorFactoryFromType),
// evaluate_numbers.py (distance_function_log, evaluate_numbers), evaluate_strings.py (the DROP F1: _normalize_answer,
// _answer_to_bags, _align_bags, _compute_f1, _match_numbers_if_present, evaluate_strings), evaluate_dicts.py
// (calc_recall, its own fix_number, evaluate_pair_of_dicts, evaluate_dicts), utils.py (_align_bags with a method),
// and task.py AssistantBenchTask.validate, which scores the agent's last chat message with question_scorer.
// Python values are JavaScript values: str a string, int and float a number (fix_number turns every int into a float
// before it is compared), bool a boolean, None null, list an array, dict a plain object, tuple a PyTuple.

/** Python's exceptions the scorer raises or catches. */
class ValueError extends Error {}
class PyTypeError extends Error {}
class AttributeError extends Error {}
class KeyError extends Error {}
class ZeroDivisionError extends Error {}

/** A Python tuple (fix_number returns one, and fix_prediction keeps it by mistake). */
export class PyTuple {
  constructor(readonly items: readonly Py[]) {}
}

export type Py = number | string | boolean | null | PyTuple | Py[] | { [key: string]: Py };

function isDict(x: Py): x is { [key: string]: Py } {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && !(x instanceof PyTuple);
}

/** type(x).__name__ (ints are told from floats by their value: an integral number parsed from JSON is an int). */
function pyType(x: Py): string {
  if (typeof x === 'number') return 'float';
  if (typeof x === 'string') return 'str';
  if (typeof x === 'boolean') return 'bool';
  if (x === null) return 'NoneType';
  if (x instanceof PyTuple) return 'tuple';
  if (Array.isArray(x)) return 'list';
  return 'dict';
}

/** len(x): TypeError for values without a length. */
function pyLen(x: Py): number {
  if (typeof x === 'string' || Array.isArray(x)) return x.length;
  if (x instanceof PyTuple) return x.items.length;
  if (isDict(x)) return Object.keys(x).length;
  throw new PyTypeError(`object of type '${pyType(x)}' has no len()`);
}

/** hasattr(type(x), "__len__") */
function hasLen(x: Py): boolean {
  return typeof x === 'string' || Array.isArray(x) || x instanceof PyTuple || isDict(x);
}

/** str(float): Python's shortest repr, with ".0" on integral values. */
function floatStr(f: number): string {
  if (Number.isNaN(f)) return 'nan';
  if (!Number.isFinite(f)) return f > 0 ? 'inf' : '-inf';
  if (Number.isInteger(f) && Math.abs(f) < 1e16) return `${f}.0`;
  return String(f);
}

/** str(x) / repr(x) for the values the scorer may turn into text. */
function pyStr(x: Py, quoted = false): string {
  if (typeof x === 'number') return floatStr(x);
  if (typeof x === 'string') return quoted ? `'${x}'` : x;
  if (typeof x === 'boolean') return x ? 'True' : 'False';
  if (x === null) return 'None';
  if (x instanceof PyTuple) return `(${x.items.map((i) => pyStr(i, true)).join(', ')})`;
  if (Array.isArray(x)) return `[${x.map((i) => pyStr(i, true)).join(', ')}]`;
  return `{${Object.entries(x).map(([k, v]) => `'${k}': ${pyStr(v, true)}`).join(', ')}}`;
}

/** float(x): a number, or ValueError for a text that spells none (JavaScript's Number() decides what spells one). */
function pyFloat(x: Py): number {
  if (typeof x === 'number') return x;
  if (typeof x === 'boolean') return x ? 1 : 0;
  if (typeof x === 'string') {
    const n = Number(x);
    if (x.trim() === '' || Number.isNaN(n)) throw new ValueError(`could not convert string to float: '${x}'`);
    return n;
  }
  throw new PyTypeError(`float() argument must be a string or a real number, not '${pyType(x)}'`);
}

/** json.loads(s) */
function jsonLoads(s: Py): Py {
  if (typeof s !== 'string') throw new PyTypeError(`the JSON object must be str, not ${pyType(s)}`);
  return JSON.parse(s) as Py;
}

/** s.split(sep): AttributeError on anything but a text. */
function pySplit(s: Py, sep: string): string[] {
  if (typeof s !== 'string') throw new AttributeError(`'${pyType(s)}' object has no attribute 'split'`);
  return s.split(sep);
}

/** max(a, b): the first of equal values, and a NaN second argument loses (NaN > a is false). */
function pyMax(a: number, b: number): number {
  return b > a ? b : a;
}

/** np.mean / np.average of a list (an empty list: NaN for mean, ZeroDivisionError for average). */
function npMean(xs: readonly number[]): number {
  let total = 0;
  for (const x of xs) total += x;
  return total / xs.length;
}
function npAverage(xs: readonly number[]): number {
  if (xs.length === 0) throw new ZeroDivisionError('Weights sum to zero, can\'t be normalized');
  return npMean(xs);
}

/**
 * scipy.optimize.linear_sum_assignment(-scores): the pairs (row, column), one per row or per column, whichever is
 * fewer, with the largest total score. Written as an exhaustive search (the lists here have at most five items);
 * among assignments of equal total it keeps the first found, which may not be scipy's, but the scorer only sums them.
 */
function linearSumAssignmentMax(scores: readonly (readonly number[])[], rows: number, cols: number): [number[], number[]] {
  let bestTotal = -Infinity;
  let best: [number[], number[]] = [[], []];
  const used = new Set<number>();
  const rowInd: number[] = [];
  const colInd: number[] = [];
  const byRow = rows <= cols;
  const outer = byRow ? rows : cols;
  const inner = byRow ? cols : rows;
  const search = (i: number, total: number): void => {
    if (i === outer) {
      if (total > bestTotal) {
        bestTotal = total;
        best = [[...rowInd], [...colInd]];
      }
      return;
    }
    for (let j = 0; j < inner; j++) {
      if (used.has(j)) continue;
      used.add(j);
      const [r, c] = byRow ? [i, j] : [j, i];
      rowInd.push(r);
      colInd.push(c);
      search(i + 1, total + scores[r]![c]!);
      rowInd.pop();
      colInd.pop();
      used.delete(j);
    }
  };
  search(0, 0);
  const order = best[0].map((r, k) => [r, best[1][k]!] as const).sort((a, b) => a[0] - b[0]);
  return [order.map((p) => p[0]), order.map((p) => p[1])];
}

// ---------------------------------------------------------------- evaluate_numbers.py

// Renamed calc_z function to distance_function_log
function distance_function_log(pred: number, gold: number): number {
  if (pred === gold && gold === 0) return 1;
  if (pred === 0) pred = 1e-4;
  if (gold === 0) gold = 1e-4;
  if (pred > gold) return pyMax(0, 1 - Math.log(pred / gold));
  else return pyMax(0, 1 - Math.log(gold / pred));
}

function evaluate_numbers(pred: Py, gold: Py): number {
  let res: number | null = null;
  if (typeof pred !== 'number') {
    try {
      pred = pyFloat(pred);
    } catch (e) {
      if (!(e instanceof ValueError)) throw e;
      res = 0;
    }
  }
  if (typeof gold !== 'number') {
    try {
      gold = pyFloat(gold);
    } catch (e) {
      if (!(e instanceof ValueError)) throw e;
      res = 0;
    }
  }
  if (res === null) res = distance_function_log(pred as number, gold as number);
  return res;
}

// ---------------------------------------------------------------- evaluate_strings.py (DROP's F1)

function _remove_articles(text: string): string {
  return text.replace(/\b(a|an|the)\b/gu, ' ');
}

function _white_space_fix(text: string): string {
  return text.split(/\s+/u).filter((t) => t !== '').join(' ');
}

const EXCLUDE = new Set('!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~');

function _remove_punc(text: string): string {
  if (!_is_number(text)) {
    let out = '';
    for (const ch of text) if (!EXCLUDE.has(ch)) out += ch;
    return out;
  } else {
    return text;
  }
}

function _lower(text: Py): string {
  if (typeof text !== 'string') throw new AttributeError(`'${pyType(text)}' object has no attribute 'lower'`);
  return text.toLowerCase();
}

function _tokenize(text: Py): Py[] {
  if (typeof text !== 'string') throw new PyTypeError('expected string or bytes-like object');
  return text.split(/ |-/u);
}

/** Lower text and remove punctuation, articles and extra whitespace. */
function _normalize_answer(text: Py): string {
  let parts = _tokenize(text).map((token) =>
    _white_space_fix(_remove_articles(_normalize_number(_remove_punc(_lower(token))))),
  );
  parts = parts.filter((part) => part.trim() !== '');
  const normalized = parts.join(' ').trim();
  return normalized;
}

function _is_number(text: Py): boolean {
  try {
    pyFloat(text);
    return true;
  } catch (e) {
    if (!(e instanceof ValueError)) throw e;
    return false;
  }
}

function _normalize_number(text: string): string {
  if (_is_number(text)) return floatStr(pyFloat(text));
  else return text;
}

function _answer_to_bags(answer: Py): [string[], Set<string>[]] {
  let raw_spans: readonly Py[];
  if (Array.isArray(answer)) raw_spans = answer;
  else if (answer instanceof PyTuple) raw_spans = answer.items;
  else raw_spans = [answer];
  const normalized_spans: string[] = [];
  const token_bags: Set<string>[] = [];
  for (const raw_span of raw_spans) {
    const normalized_span = _normalize_answer(raw_span);
    normalized_spans.push(normalized_span);
    token_bags.push(new Set(normalized_span.split(/\s+/u).filter((t) => t !== '')));
  }
  return [normalized_spans, token_bags];
}

/**
 * Takes gold and predicted answer sets and first finds the optimal 1-1 alignment
 * between them and gets maximum metric values over all the answers.
 */
function _align_bags(predicted: readonly Set<string>[], gold: readonly Set<string>[]): number[] {
  const scores = gold.map(() => predicted.map(() => 0));
  gold.forEach((gold_item, gold_index) => {
    predicted.forEach((pred_item, pred_index) => {
      if (_match_numbers_if_present(gold_item, pred_item)) {
        scores[gold_index]![pred_index] = _compute_f1(pred_item, gold_item);
      }
    });
  });
  const [row_ind, col_ind] = linearSumAssignmentMax(scores, gold.length, predicted.length);
  const max_scores = new Array<number>(Math.max(gold.length, predicted.length)).fill(0);
  row_ind.forEach((row, k) => {
    const column = col_ind[k]!;
    max_scores[row] = pyMax(max_scores[row]!, scores[row]![column]!);
  });
  return max_scores;
}

function _compute_f1(predicted_bag: Set<string>, gold_bag: Set<string>): number {
  let intersection = 0;
  for (const t of gold_bag) if (predicted_bag.has(t)) intersection += 1;
  let precision: number;
  if (predicted_bag.size === 0) precision = 1.0;
  else precision = intersection / predicted_bag.size;
  let recall: number;
  if (gold_bag.size === 0) recall = 1.0;
  else recall = intersection / gold_bag.size;
  const f1 = !(precision === 0.0 && recall === 0.0) ? (2 * precision * recall) / (precision + recall) : 0.0;
  return f1;
}

function _match_numbers_if_present(gold_bag: Set<string>, predicted_bag: Set<string>): boolean {
  const gold_numbers = new Set<string>();
  const predicted_numbers = new Set<string>();
  for (const word of gold_bag) if (_is_number(word)) gold_numbers.add(word);
  for (const word of predicted_bag) if (_is_number(word)) predicted_numbers.add(word);
  if (gold_numbers.size === 0 || [...gold_numbers].some((n) => predicted_numbers.has(n))) return true;
  return false;
}

function evaluate_strings(prediction: Py, gold: Py): number {
  if (!Array.isArray(prediction) && typeof prediction !== 'string') prediction = pyStr(prediction);
  if (!Array.isArray(gold) && typeof gold !== 'string') gold = pyStr(gold);
  let f1: number;
  try {
    const predicted_bags = _answer_to_bags(prediction);
    const gold_bags = _answer_to_bags(gold);
    const f1_per_bag = _align_bags(predicted_bags[1], gold_bags[1]);
    f1 = npMean(f1_per_bag);
  } catch {
    f1 = 0.0;
  }
  return f1;
}

// ---------------------------------------------------------------- evaluate_dicts.py and utils.py

function calculate_f1_score(precision: number, recall: number): number {
  if (precision + recall === 0) return 0; // Handle the case to avoid division by zero
  return (2 * (precision * recall)) / (precision + recall);
}

function calc_recall(pred: Py, gold: Py, use_gold_for_eval: boolean): number {
  if (!isDict(gold)) throw new AttributeError(`'${pyType(gold)}' object has no attribute 'items'`);
  if (!isDict(pred)) throw new AttributeError(`'${pyType(pred)}' object has no attribute 'get'`);
  const recall: number[] = [];
  for (const [gold_key, gold_value_raw] of Object.entries(gold)) {
    let pred_value: Py = gold_key in pred ? pred[gold_key]! : null;
    const gold_value = dict_fix_number(gold_value_raw);
    pred_value = dict_fix_number(pred_value);
    if (!(gold_key in pred)) {
      recall.push(0);
    } else {
      const evaluator = use_gold_for_eval
        ? get_evaluator_from_gold_answer(pyType(gold_value))
        : get_evaluator_from_gold_answer(pyType(pred_value));
      if (pyType(pred_value) !== pyType(gold_value)) {
        recall.push(0);
        continue;
      }
      recall.push(evaluator(pred_value, gold_value));
    }
  }
  const avg_recall = npAverage(recall);
  return avg_recall;
}

/** evaluate_dicts.py's own fix_number: the value only. */
function dict_fix_number(number: Py): Py {
  if (typeof number === 'string') {
    let copy_ans = number;
    copy_ans = copy_ans.split('$').join(' ').split('%').join(' ').split('sqft').join(' ').trim();
    copy_ans = copy_ans.trim();
    copy_ans = copy_ans.replaceAll(',', '.');
    try {
      return pyFloat(copy_ans);
    } catch {
      return number;
    }
  } else if (typeof number === 'number') {
    return number;
  } else {
    return number;
  }
}

function evaluate_pair_of_dicts(pred: Py, gold: Py): number {
  const recall = calc_recall(pred, gold, true);
  const precision = calc_recall(gold, pred, false);
  const f1 = calculate_f1_score(precision, recall);
  return f1;
}

/** utils.py _align_bags: the same alignment, scored by `method`. */
function align_bags_with(predicted: readonly Py[], gold: readonly Py[], method: (p: Py, g: Py) => number): number[] {
  const scores = gold.map(() => predicted.map(() => 0));
  gold.forEach((gold_item, gold_index) => {
    predicted.forEach((pred_item, pred_index) => {
      scores[gold_index]![pred_index] = method(pred_item, gold_item);
    });
  });
  const [row_ind, col_ind] = linearSumAssignmentMax(scores, gold.length, predicted.length);
  const max_scores = new Array<number>(Math.max(gold.length, predicted.length)).fill(0);
  row_ind.forEach((row, k) => {
    max_scores[row] = pyMax(max_scores[row]!, scores[row]![col_ind[k]!]!);
  });
  return max_scores;
}

function evaluate_dicts(pred: Py, gold: Py): number {
  if (!(isDict(pred) || pyLen(pred) === 0 || (Array.isArray(pred) && isDict(pred[0]!)))) return 0;
  const predicted = isDict(pred) ? Object.keys(pred) : (pred as Py[]);
  const max_alignment_scores = align_bags_with(predicted, gold as Py[], evaluate_pair_of_dicts);
  return npAverage(max_alignment_scores);
}

// ---------------------------------------------------------------- evaluate_factory.py

type Evaluator = (prediction: Py, gold: Py) => number;

const EvaluatorFactory: Record<string, Evaluator> = {
  string: evaluate_strings,
  number: evaluate_numbers,
  json: evaluate_dicts,
  'string list': evaluate_strings,
};

const EvaluatorFactoryFromType: Record<string, Evaluator> = {
  str: evaluate_strings,
  int: evaluate_numbers,
  float: evaluate_numbers,
  bool: evaluate_strings,
  list: evaluate_strings,
};

function get_evaluator(evaluator: string): Evaluator {
  const found = EvaluatorFactory[evaluator];
  if (found === undefined) throw new KeyError(evaluator);
  return found;
}

function get_evaluator_from_gold_answer(gold_answer: string): Evaluator {
  const found = EvaluatorFactoryFromType[gold_answer];
  if (found === undefined) throw new KeyError(gold_answer);
  return found;
}

// ---------------------------------------------------------------- evaluator.py

function find_isnan(samp: Py): boolean {
  try {
    if (typeof samp !== 'number') throw new PyTypeError("ufunc 'isnan' not supported for the input types");
    if (Number.isNaN(samp)) return true;
    else return false;
  } catch {
    return false;
  }
}

function fix_ans(answer: string): string {
  try {
    answer = answer.replaceAll("{'", '{"').replaceAll("', '", '", "').replaceAll("': '", '": "').replaceAll("'}", '"}');
    answer = answer.replaceAll("': ", '": ');
    return answer;
  } catch {
    return answer;
  }
}

function parse_answer(answer: readonly string[]): [Py, string] {
  if (answer.length === 1) {
    let [ans, is_num] = fix_number(answer[0]!);
    if (is_num) return [ans, 'number'];
    try {
      ans = jsonLoads(fix_ans(answer[0]!));
      return [[ans], 'json'];
    } catch {
      [ans, is_num] = fix_number(answer[0]!);
      if (is_num) return [ans, 'number'];
      else return [answer[0]!, 'string'];
    }
  } else {
    try {
      const ans = answer.map((ex) => jsonLoads(fix_ans(ex)));
      return [ans, 'json'];
    } catch {
      return [[...answer], 'string list'];
    }
  }
}

function fix_number(number: Py): [Py, boolean] {
  if (typeof number === 'string') {
    let copy_ans = number;
    copy_ans = copy_ans.split('$').join(' ').split('%').join(' ').split('sqft').join(' ').trim();
    copy_ans = copy_ans.trim();
    copy_ans = copy_ans.replaceAll(',', '.').replaceAll(' square kilometers', '');
    try {
      return [pyFloat(copy_ans), true];
    } catch {
      return [number, false];
    }
  } else if (typeof number === 'number') {
    return [number, true];
  } else {
    return [number, true];
  }
}

/** str.isnumeric(): at least one character, every one a numeric character. */
function isnumeric(s: string): boolean {
  return /^\p{N}+$/u.test(s);
}

function fix_prediction(prediction: Py, gold_answer: Py, evaluator: string): [Py, boolean] {
  if (
    Array.isArray(prediction) &&
    prediction.length === 1 &&
    ((typeof prediction[0] === 'number' && Number.isInteger(prediction[0])) ||
      (typeof prediction[0] === 'string' && isnumeric(prediction[0])))
  ) {
    prediction = new PyTuple(fix_number(prediction[0]));
  }

  if (!Array.isArray(prediction)) {
    [prediction] = fix_number(prediction);
    if (evaluator === 'json') {
      try {
        prediction = pySplit(prediction, '\n').map((pred) => jsonLoads(pred));
      } catch {
        prediction = [prediction];
      }
    }
  }

  if (hasLen(prediction) && pyLen(prediction) === 0) return [prediction, false];

  if (Array.isArray(prediction) && prediction.length > 1 && typeof gold_answer === 'number') return [prediction, false];

  return [prediction, true];
}

export function question_scorer(prediction_text: string, gold_answer: string): [number, number] {
  let prediction: Py;
  try {
    prediction = jsonLoads(prediction_text);
  } catch {
    prediction = prediction_text;
  }

  const answer_list = gold_answer.split('\n').filter((x) => x.trim().length > 0);
  const [gold, evaluator] = parse_answer(answer_list);
  const [fixed, run_eval] = fix_prediction(prediction, gold, evaluator);
  prediction = fixed;

  let has_ans = 1.0;
  if ((typeof prediction !== 'number' && pyLen(prediction) === 0) || find_isnan(prediction)) has_ans = 0.0;

  if (Array.isArray(prediction)) {
    if (prediction.every((pred) => (typeof pred !== 'number' && pyLen(pred) === 0) || find_isnan(pred))) has_ans = 0;
  }

  if (!run_eval) return [0.0, has_ans];

  const metric_eval = get_evaluator(evaluator);
  const accuracy = metric_eval(prediction, gold);
  return [accuracy, has_ans];
}

// ---------------------------------------------------------------- task.py

/** AssistantBenchTask: the gold answer of one task, and validate() on the agent's final chat message. */
export class AssistantBenchTask {
  constructor(private readonly gold: string) {}

  /** validate(page, chat_messages) once the agent has answered: (accuracy, done, msg, info). */
  validate(prediction: string): [number, boolean, string, Record<string, never>] {
    let accuracy = 0.0;
    let done = false;
    const msg = '';
    const info = {};
    done = true;
    const [scored, has_ans] = question_scorer(prediction, this.gold);
    accuracy = scored;
    return [accuracy, done, msg, info];
  }
}
