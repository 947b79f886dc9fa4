// Source: T-Eval (open-compass/T-Eval, "T-Eval: Evaluating the Tool Utilization Capability of Large Language Models
// Step by Step") at commit 58f22406404d7e2a4f36856a19c7f4dc28a0a5f0: the "instruct" step's evaluation of a JSON
// response (teval/evaluators/instruct_evaluator.py: InstructEvaluator._evaluate, json_format_parse,
// compute_args_em_metric) and its parser (teval/utils/format_load.py: format_load). The agent's final answer is the
// response; the task's ground truth is the tool call it must name. Python's ast.literal_eval is not kept: the JSON
// parse and its single-quote fallback stand for it (they accept the same dictionaries of strings and numbers).

/** The ground truth of one instruct sample: the action and its arguments. */
export interface InstructGroundTruth {
  readonly action: string;
  readonly args: Readonly<Record<string, unknown>>;
}

/** The keys of the JSON response format (datum['template']). */
export interface JsonTemplate {
  readonly thought: string;
  readonly action: string;
  readonly args: string;
}

interface ResponseDataSample {
  readonly template: JsonTemplate;
  readonly pred: string;
  readonly gt: InstructGroundTruth;
  readonly meta_data: { readonly response_format: 'json' | 'str' };
}

// ---- teval/utils/format_load.py ----

export function format_load(raw: unknown, start_character = '', end_character = ''): unknown {
  if (typeof raw !== 'string') {
    // the data has been evaluated
    return raw;
  }
  let raw_data = raw;
  if (raw_data.includes('```json')) {
    raw_data = raw_data.slice(raw_data.indexOf('```json') + '```json'.length);
    raw_data = raw_data.replace(/^`+|`+$/g, '');
  }
  if (start_character !== '') {
    raw_data = raw_data.slice(raw_data.indexOf(start_character));
  }
  if (end_character !== '') {
    raw_data = raw_data.slice(0, raw_data.lastIndexOf(end_character) + end_character.length);
  }
  let successful_parse = false;
  let data: unknown;
  try {
    data = JSON.parse(raw_data);
    successful_parse = true;
  } catch {
    // fall through
  }
  try {
    if (!successful_parse) {
      data = JSON.parse(raw_data.replaceAll("'", '"'));
    }
    successful_parse = true;
  } catch {
    // fall through
  }
  if (!successful_parse) {
    throw new Error('Cannot parse raw data');
  }
  return data;
}

// ---- teval/evaluators/instruct_evaluator.py ----

/** Python's `==` on the values a JSON response holds: scalars by value, lists and dicts element by element. */
function pyEquals(a: unknown, b: unknown): boolean {
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return a === b;
}

function isDict(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface ParsedResponse {
  thought: unknown;
  action: unknown;
  args: Record<string, unknown>;
}

class InstructEvaluator {
  evaluateSample(data_sample: ResponseDataSample): Record<string, number> {
    const metrics_result: Record<string, number> = {};
    const response_format = data_sample.meta_data.response_format;
    const pred_data = this.json_format_parse(data_sample);

    if (pred_data === null) {
      // directly set to 0 for all metrics
      metrics_result[`${response_format}_format_metric`] = 0;
      metrics_result[`${response_format}_args_em_metric`] = 0;
      return metrics_result;
    }

    // Exact matching
    metrics_result[`${response_format}_format_metric`] = 1;
    metrics_result[`${response_format}_args_em_metric`] = this.compute_args_em_metric(
      data_sample.gt.action,
      pred_data.action,
      data_sample.gt.args,
      pred_data.args,
    );
    return metrics_result;
  }

  compute_args_em_metric(
    gt_action: string,
    pred_action: unknown,
    gt_args: Readonly<Record<string, unknown>>,
    pred_args: Record<string, unknown>,
  ): number {
    let cnt = 0;
    if (gt_action === pred_action) {
      cnt += 1;
    }
    const num_args = Object.keys(gt_args).length + 1; // 1 means action name match
    for (const gt_key of Object.keys(gt_args)) {
      const pred_val = gt_key in pred_args ? pred_args[gt_key] : '';
      if (pyEquals(pred_val, gt_args[gt_key])) {
        cnt += 1;
      }
    }
    return cnt / num_args;
  }

  json_format_parse(data_sample: ResponseDataSample): ParsedResponse | null {
    try {
      const pred_data = format_load(data_sample.pred);
      const template = data_sample.template;
      const get = (key: string): unknown => {
        if (!isDict(pred_data) || !(key in pred_data)) throw new Error(`KeyError: '${key}'`);
        return pred_data[key];
      };
      const thought = get(template.thought);
      const action = get(template.action);
      const args = get(template.args);
      return { thought, action, args: isDict(args) ? args : {} };
    } catch {
      return null;
    }
  }
}

/** The instruct step's score of one response in the JSON format: json_args_em_metric. */
export function instructArgsEm(output: string, template: JsonTemplate, gt: InstructGroundTruth): number {
  const sample: ResponseDataSample = { template, pred: output, gt, meta_data: { response_format: 'json' } };
  return new InstructEvaluator().evaluateSample(sample)['json_args_em_metric'] ?? 0;
}
