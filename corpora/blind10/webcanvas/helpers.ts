// Source: WebCanvas (iMeanAI/WebCanvas), the key-node evaluation of a batch task: evaluate/evaluate_utils.py
// (read_file's key nodes, get_netloc, step_evaluate, parse_current_trace, run_task's batch_tasks scoring) at commit
// 057eda48c0e06ca36cf5c7e0f169f1dafe59b112, with the matchers of WebCanvas/evaluate/step_score.py (URLEvaluator,
// ElementEvaluator, TextEvaluator, MatchFunction) at commit 78787fdb1a12b5de408acc5fca314e4ae02b41c3 and
// evaluate/task_score.py (FinishTaskEvaluator) at commit 9ce9b4c8f0cf2faeeb372b3c1b67058f71275fd3.
// The semantic matchers (an LLM) and the event-based evaluation (DOM events; none are recorded here, so
// step_event_evaluate returns no match and step_evaluate runs, as run_task falls back) are not kept.
import type { TraceCall } from 'chokepoint';

/** One key node of a task, as read_file builds it from the task's `evaluation` list. */
export interface KeyNode {
  match_function: string;
  reference_answer: string;
  key?: string | false;
  method?: string;
  netloc?: string;
  path?: string;
  score: number;
}

/** A page as step_evaluate uses it: its URL and its content. */
interface Page {
  readonly url: string;
  locator(selector: string): { element_handle(): string };
  content(): string;
}

// ---- urllib.parse, as far as the matchers use it ----

function urlparse(url: string): { netloc: string; path: string; query: string; fragment: string } {
  const m = /^(?:([A-Za-z][A-Za-z0-9+.-]*):)?(?:\/\/([^/?#]*))?([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/.exec(url);
  if (m === null) throw new Error('ValueError');
  return { netloc: m[2] ?? '', path: m[3] ?? '', query: m[4] ?? '', fragment: m[5] ?? '' };
}

function unquote(s: string): string {
  return s.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** parse_qs with its defaults: blank values dropped, '+' a space, names and values unquoted. */
function parse_qs(query: string): Record<string, string[]> {
  const parsed: Record<string, string[]> = {};
  for (const name_value of query.split('&')) {
    if (name_value === '') continue;
    const eq = name_value.indexOf('=');
    if (eq === -1) continue;
    const value = name_value.slice(eq + 1);
    if (value === '') continue;
    const name = unquote(name_value.slice(0, eq).replaceAll('+', ' '));
    (parsed[name] ??= []).push(unquote(value.replaceAll('+', ' ')));
  }
  return parsed;
}

// ---- step_score.py ----

export class MatchFunction {
  static exact_match(input_answer: string, reference_answer: string): number {
    return input_answer === reference_answer ? 1 : 0;
  }

  static include_match(input_answer: string, reference_answer: string): number {
    return input_answer.includes(reference_answer) ? 1 : 0;
  }
}

export class URLEvaluator {
  static url_exact_match(input_url: string, reference_answer: string, key: string | false = false): number {
    let input_answer: string;
    if (key) {
      try {
        const parsed_url = urlparse(input_url);
        const url_params = parse_qs(parsed_url.query);
        const values = url_params[key];
        if (values === undefined) throw new Error(`KeyError: '${key}'`);
        input_answer = values[0] as string;
      } catch {
        return 0;
      }
    } else {
      input_answer = input_url;
    }
    input_answer = unquote(input_answer);
    return MatchFunction.exact_match(input_answer, reference_answer);
  }

  static url_include_match(input_url: string, reference_answer: string, key: string | false = false): number {
    let input_answer: string;
    if (key) {
      try {
        const parsed_url = urlparse(input_url);
        const url_params = parse_qs(parsed_url.query);
        const values = url_params[key];
        if (values === undefined) throw new Error(`KeyError: '${key}'`);
        input_answer = values[0] as string;
      } catch {
        return 0;
      }
    } else {
      try {
        const parsed_url = urlparse(input_url);
        input_answer = parsed_url.netloc + parsed_url.path;
        if (parsed_url.fragment) input_answer += '#' + parsed_url.fragment;
      } catch {
        input_answer = input_url;
      }
    }
    input_answer = unquote(input_answer);
    return MatchFunction.include_match(input_answer, reference_answer);
  }
}

export class ElementEvaluator {
  /**
   * The "selector" method; step_evaluate passes `await page.content()` (the page's HTML, a str) as `page`, so
   * `page.locator(...)` raises AttributeError, which the method's own `except` turns into 0. Elements are told
   * apart by their selectors (is_same_element compares element handles).
   */
  static path_exact_match(input_answer: string, reference_answer: string, method: string, page: Page | string, input_netloc: string, reference_netloc: string): number {
    let score = 0;
    if (method === 'selector') {
      if (reference_netloc !== input_netloc) return 0;
      try {
        if (typeof page === 'string') throw new TypeError("AttributeError: 'str' object has no attribute 'locator'");
        const reference_element = page.locator(reference_answer);
        score = input_answer === reference_element.element_handle() ? 1 : 0;
      } catch {
        score = 0;
      }
    }
    return score;
  }

  static element_value_exact_match(input_answer: string, reference_answer: string, input_netloc: string, reference_netloc: string | undefined): number {
    if (reference_netloc !== input_netloc) return 0;
    return MatchFunction.exact_match(input_answer, reference_answer);
  }

  static element_value_include_match(input_answer: string, reference_answer: string, input_netloc: string, reference_netloc: string | undefined): number {
    if (reference_netloc !== input_netloc) return 0;
    return MatchFunction.include_match(input_answer, reference_answer);
  }
}

export class TextEvaluator {
  static text_exact_match(input_answer: string, reference_answer: string): number {
    input_answer = input_answer.toLowerCase();
    reference_answer = reference_answer.toLowerCase();
    return MatchFunction.exact_match(input_answer, reference_answer);
  }

  static text_included_match(input_answer: string, reference_answer: string): number {
    input_answer = input_answer.toLowerCase();
    reference_answer = reference_answer.toLowerCase();
    return MatchFunction.include_match(input_answer, reference_answer);
  }
}

/** task_score.py */
export class FinishTaskEvaluator {
  static finish_task_score(reference_step_score: number, step_score: number): number {
    if (reference_step_score === step_score) return 1;
    return 0;
  }
}

// ---- evaluate_utils.py ----

/** 'united' from 'www.united.com', 'flights' from 'flights.example.com'. */
export function get_netloc(url: string): string {
  let netloc: string;
  try {
    const host = urlparse(url).netloc;
    const m = host.startsWith('www') ? /.*?\.(.*?)\..*?/.exec(host) : /(.*?)\..*?/.exec(host);
    if (m === null) throw new Error('IndexError: list index out of range');
    netloc = m[1] as string;
  } catch {
    netloc = '';
  }
  return netloc;
}

export function step_evaluate(page: Page, evaluate_steps: KeyNode[], input_path: string | null, element_value: string | null, text_content: string | null): KeyNode[] {
  for (const evaluate of evaluate_steps) {
    let score = 0;
    if (evaluate.score !== 1) {
      const match_function = evaluate.match_function;
      if (match_function === 'url_exactly_match') {
        score = URLEvaluator.url_exact_match(page.url, evaluate.reference_answer, evaluate.key ?? false);
      } else if (match_function === 'url_included_match') {
        score = URLEvaluator.url_include_match(page.url, evaluate.reference_answer, evaluate.key ?? false);
      } else if (match_function === 'element_value_exactly_match') {
        if (input_path !== null && element_value !== null) {
          const input_netloc = get_netloc(page.url);
          if (evaluate.path !== undefined) {
            const path_score = ElementEvaluator.path_exact_match(input_path, evaluate.path, 'selector', page.content(), input_netloc, evaluate.netloc ?? '');
            if (path_score === 0) score = 0;
            else score = ElementEvaluator.element_value_exact_match(element_value, evaluate.reference_answer, input_netloc, evaluate.netloc);
          } else {
            score = ElementEvaluator.element_value_exact_match(element_value, evaluate.reference_answer, input_netloc, evaluate.netloc);
          }
        } else {
          score = 0;
        }
      } else if (match_function === 'element_value_included_match') {
        if (input_path !== null && element_value !== null) {
          const input_netloc = get_netloc(page.url);
          if (evaluate.path !== undefined) {
            const path_score = ElementEvaluator.path_exact_match(input_path, evaluate.path, 'selector', page.content(), input_netloc, evaluate.netloc ?? '');
            if (path_score === 0) score = 0;
            else score = ElementEvaluator.element_value_include_match(element_value, evaluate.reference_answer, input_netloc, evaluate.netloc);
          } else {
            score = ElementEvaluator.element_value_include_match(element_value, evaluate.reference_answer, input_netloc, evaluate.netloc);
          }
        } else {
          score = 0;
        }
      } else if (match_function === 'cache_data_exact_match') {
        if (text_content !== null && text_content !== '') score = TextEvaluator.text_exact_match(text_content, evaluate.reference_answer);
      } else if (match_function === 'cache_data_included_match') {
        if (text_content !== null && text_content !== '') score = TextEvaluator.text_included_match(text_content, evaluate.reference_answer);
      } else if (match_function === 'final_answer_exact_match') {
        if (text_content !== null && text_content !== '') score = TextEvaluator.text_exact_match(text_content, evaluate.reference_answer);
      } else if (match_function === 'final_answer_included_match') {
        if (text_content !== null && text_content !== '') score = TextEvaluator.text_included_match(text_content, evaluate.reference_answer);
      }
      evaluate.score = Math.max(evaluate.score, score);
    }
  }
  return evaluate_steps;
}

/** What the browser tool reports for an action: the page after it, and the node it acted on. */
interface ActionResult {
  readonly url?: string;
  readonly selector?: string;
  readonly element_value?: string;
}

function resultOf(call: TraceCall): ActionResult {
  try {
    return JSON.parse(call.result ?? '') as ActionResult;
  } catch {
    return {};
  }
}

/** parse_current_trace: the selector, element value and text an action gives the evaluation. */
export function parse_current_trace(call: TraceCall): { selector: string | null; element_value: string; text_content: string } {
  const action_type = call.tool;
  const value = call.args['value'];
  const acton_input = typeof value === 'string' && value ? value : '';
  let element_value = '';
  let text_content = '';
  let selector: string | null = null;
  if (['fill_form', 'fill_search', 'click', 'select_option'].includes(action_type)) {
    try {
      const node = resultOf(call);
      if (node.selector === undefined) throw new Error('KeyError: element_id');
      selector = node.selector;
      element_value = node.element_value ?? '';
      if (['fill_form', 'fill_search'].includes(action_type)) element_value = acton_input;
    } catch {
      selector = null;
    }
  } else if (['get_final_answer', 'cache_data'].includes(action_type)) {
    selector = null;
    text_content = acton_input;
  } else {
    selector = null;
  }
  return { selector, element_value, text_content };
}

/**
 * run_task in batch_tasks mode: before each action is executed, the key nodes are evaluated on the page as it is
 * (the URL the previous action left) and on the element and text the action names; the task is finished when every
 * key node has scored 1, and its finish score is FinishTaskEvaluator's.
 */
export function taskFinished(trace: readonly TraceCall[], evaluation: readonly Omit<KeyNode, 'score'>[], website: string): boolean {
  const evaluate_steps: KeyNode[] = evaluation.map((node) => ({ ...node, score: 0 }));
  const reference_evaluate_steps = evaluate_steps;
  let url = website;
  let task_finished = false;
  for (const call of trace) {
    const { selector, element_value, text_content } = parse_current_trace(call);
    const page: Page = {
      url,
      locator: (s) => ({ element_handle: () => s }),
      content: () => '<html></html>',
    };
    let total_step_score = 0;
    try {
      step_evaluate(page, evaluate_steps, selector, element_value, text_content);
    } catch {
      // "Current step evaluate error" is logged and the run goes on
    }
    for (const evaluate of evaluate_steps) total_step_score += evaluate.score;
    if (total_step_score === reference_evaluate_steps.length) task_finished = true;
    const after = resultOf(call).url;
    if (after !== undefined) url = after;
    if (task_finished) break;
  }
  let total_step_score = 0;
  for (const evaluate of evaluate_steps) total_step_score += evaluate.score;
  const finish_task_score = FinishTaskEvaluator.finish_task_score(reference_evaluate_steps.length, total_step_score);
  return finish_task_score === 1;
}
