// Source: THUDM/AgentBench src/server/tasks/dbbench/result_processor.py (DBResultProcessor.compare_results, _clean_answer,
// _clean_mysql_result, _normalize_special_values, _is_float, _float_equal) and src/server/tasks/dbbench/task.py
// (DBBench.start_sample: the answer is the first argument of the first `commit_final_answer` call, compared with the
// entry's `label` for a SELECT-like task), commit 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528. Python's `eval` of an answer
// is `pyEval` below: Python literals only (lists, tuples, strings, numbers, None, True, False); anything else raises, as
// `eval` of a non-literal text does in practice (a name is undefined).
import type { TraceCall } from 'chokepoint';

/** A Python tuple (told apart from a list by `isinstance(item, tuple)`). */
export class PyTuple {
  constructor(readonly items: readonly unknown[]) {}
}

/** A Python int or float, kept as Python prints it (`293.0`, not `293`). */
export class PyNumber {
  constructor(readonly repr: string) {}
}

/** Python's `str()` of a literal value. */
function pyStr(v: unknown): string {
  if (v === null) return 'None';
  if (v === true) return 'True';
  if (v === false) return 'False';
  if (v instanceof PyNumber) return v.repr;
  if (typeof v === 'number') return String(v);
  if (typeof v === 'string') return v;
  if (v instanceof PyTuple) return v.items.length === 1 ? `(${pyRepr(v.items[0])},)` : `(${v.items.map(pyRepr).join(', ')})`;
  if (Array.isArray(v)) return `[${v.map(pyRepr).join(', ')}]`;
  return String(v);
}

function pyRepr(v: unknown): string {
  return typeof v === 'string' ? `'${v}'` : pyStr(v);
}

/** `eval` of a Python literal. */
export function pyEval(text: string): unknown {
  let i = 0;
  const ws = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  const value = (): unknown => {
    ws();
    const c = text[i];
    if (c === '[' || c === '(') {
      const close = c === '[' ? ']' : ')';
      i++;
      const items: unknown[] = [];
      let comma = false;
      ws();
      while (text[i] !== close) {
        items.push(value());
        ws();
        if (text[i] === ',') {
          comma = true;
          i++;
          ws();
        } else if (text[i] !== close) throw new SyntaxError('invalid syntax');
      }
      i++;
      if (c === '[') return items;
      return items.length === 1 && !comma ? items[0] : new PyTuple(items);
    }
    if (c === "'" || c === '"') {
      const end = text.indexOf(c, i + 1);
      if (end === -1) throw new SyntaxError('unterminated string literal');
      const s = text.slice(i + 1, end);
      i = end + 1;
      return s;
    }
    const m = /^(None|True|False|[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?)/.exec(text.slice(i));
    if (m === null) throw new Error(`name is not defined`);
    i += m[0].length;
    if (m[1] === 'None') return null;
    if (m[1] === 'True') return true;
    if (m[1] === 'False') return false;
    const n = Number(m[0]);
    if (/[.eE]/.test(m[0])) return new PyNumber(Number.isInteger(n) && Math.abs(n) < 1e16 ? n.toFixed(1) : String(n));
    return new PyNumber(String(BigInt(m[0].replace(/^\+/, ''))));
  };
  const v = value();
  ws();
  if (i !== text.length) throw new SyntaxError('invalid syntax');
  return v;
}

/** Python's `str.strip(chars)`. */
function stripChars(s: string, chars: string): string {
  let a = 0;
  let b = s.length;
  while (a < b && chars.includes(s[a]!)) a++;
  while (b > a && chars.includes(s[b - 1]!)) b--;
  return s.slice(a, b);
}

function strip(s: string): string {
  return s.replace(/^\s+|\s+$/g, '');
}

export const DBResultProcessor = {
  compare_results(answer: unknown, ground_truth: unknown, query_type: string): boolean {
    try {
      const processed_answer = DBResultProcessor._clean_answer(answer);
      const processed_ground_truth = DBResultProcessor._clean_answer(ground_truth);

      if (['INSERT', 'DELETE', 'UPDATE'].includes(query_type)) return pyEq(processed_answer, processed_ground_truth);

      if (processed_answer.length === 1 && processed_ground_truth.length === 1) {
        const ans_val = processed_answer[0]!;
        const gt_val = processed_ground_truth[0]!;

        if (ans_val === '0' && gt_val === '0') return true;

        if (DBResultProcessor._is_float(ans_val) && DBResultProcessor._is_float(gt_val)) return DBResultProcessor._float_equal(ans_val, gt_val);

        return ans_val === gt_val;
      } else {
        if (processed_answer.every((x) => DBResultProcessor._is_float(x)) && processed_ground_truth.every((x) => DBResultProcessor._is_float(x))) {
          if (processed_answer.length !== processed_ground_truth.length) return false;

          const matched_gt = processed_ground_truth.map(() => false);

          for (const ans of processed_answer) {
            let matched = false;
            for (const [i, gt] of processed_ground_truth.entries()) {
              if (!matched_gt[i] && DBResultProcessor._float_equal(ans, gt)) {
                matched_gt[i] = true;
                matched = true;
                break;
              }
            }
            if (!matched) return false;
          }

          return matched_gt.every(Boolean);
        }

        const a = new Set(processed_answer);
        const g = new Set(processed_ground_truth);
        return a.size === g.size && [...a].every((x) => g.has(x));
      }
    } catch {
      return false;
    }
  },

  _normalize_special_values(value: unknown): string {
    if (value === null || value === undefined) return '0';

    let str_value = strip(pyStr(value));

    if (str_value.endsWith('%')) return strip(str_value.slice(0, -1));

    if (str_value.includes(',') && !str_value.startsWith('[') && !str_value.endsWith(']')) str_value = str_value.replace(/,/g, '');

    const lower_value = str_value.toLowerCase();

    const special_values_map: Record<string, string> = {
      none: '0',
      null: '0',
      undefined: '0',
      nan: '0',
      inf: '0',
      infinity: '0',
      '-inf': '0',
      '-infinity': '0',
      '': '0',
    };

    return Object.hasOwn(special_values_map, lower_value) ? special_values_map[lower_value]! : str_value;
  },

  _clean_mysql_result(result: unknown): string[] | null {
    if (typeof result === 'string' && result.startsWith('[') && result.endsWith(']')) {
      try {
        const parsed_result = pyEval(result);

        if (Array.isArray(parsed_result) && parsed_result.every((item) => item instanceof PyTuple)) {
          const cleaned_values: string[] = [];
          for (const item of parsed_result as PyTuple[]) {
            if (item.items.length === 1) {
              const value = stripChars(strip(pyStr(item.items[0])), '\'"');
              cleaned_values.push(value);
            }
          }
          return cleaned_values;
        }
      } catch {
        // eval failed: the older method below
      }

      try {
        const result_stripped = stripChars(result, '[]');
        if ((result_stripped.match(/\(/g) ?? []).length === 1 && result_stripped.startsWith('(') && result_stripped.endsWith(',)')) {
          let value = result_stripped.slice(1, -2);
          value = stripChars(strip(value), '\'"');
          return [value];
        }
      } catch {
        // nothing
      }
    }
    return null;
  },

  _clean_answer(answer: unknown): string[] {
    if (answer === null || answer === undefined) return ['0'];

    const mysql_result = DBResultProcessor._clean_mysql_result(answer);
    if (mysql_result !== null) return mysql_result.map((x) => DBResultProcessor._normalize_special_values(x));

    if (typeof answer === 'string') {
      answer = strip(answer as string);
      const text = answer as string;
      if (text.startsWith('[') && text.endsWith(']')) {
        try {
          const cleaned = pyEval(text);
          if (Array.isArray(cleaned)) {
            const result: string[] = [];
            for (const item of cleaned) {
              if (item instanceof PyTuple && item.items.length === 1) {
                const value = stripChars(strip(pyStr(item.items[0])), '\'"');
                result.push(DBResultProcessor._normalize_special_values(value));
              } else {
                const value = stripChars(strip(pyStr(item)), '\'"');
                result.push(DBResultProcessor._normalize_special_values(value));
              }
            }
            return result;
          }
        } catch {
          const inner = text.slice(1, -1);
          const items: string[] = [];
          let current = '';
          let in_quotes = false;
          for (const char of inner) {
            if ('"\''.includes(char)) {
              in_quotes = !in_quotes;
            } else if (char === ',' && !in_quotes) {
              if (current) {
                items.push(DBResultProcessor._normalize_special_values(stripChars(strip(current), '\'"')));
                current = '';
              }
            } else {
              current += char;
            }
          }
          if (current) items.push(DBResultProcessor._normalize_special_values(stripChars(strip(current), '\'"')));
          return items;
        }
        return [DBResultProcessor._normalize_special_values(stripChars(strip(text), '\'"'))];
      } else {
        return [DBResultProcessor._normalize_special_values(stripChars(strip(text), '\'"'))];
      }
    } else if (Array.isArray(answer) || answer instanceof PyTuple) {
      const items = Array.isArray(answer) ? answer : answer.items;
      const result: string[] = [];
      for (const item of items) {
        if (item instanceof PyTuple && item.items.length === 1) {
          result.push(DBResultProcessor._normalize_special_values(stripChars(strip(pyStr(item.items[0])), '\'"')));
        } else {
          result.push(DBResultProcessor._normalize_special_values(stripChars(strip(pyStr(item)), '\'"')));
        }
      }
      return result;
    } else {
      return [DBResultProcessor._normalize_special_values(stripChars(strip(pyStr(answer)), '\'"'))];
    }
  },

  /** `float(value)` succeeds. */
  _is_float(value: string): boolean {
    return /^\s*[+-]?((\d+(_\d+)*)?\.?\d+(_\d+)*([eE][+-]?\d+)?|\d+\.|inf(inity)?|nan)\s*$/i.test(value);
  },

  _float_equal(a: string, b: string, tol = 1e-2): boolean {
    if (!DBResultProcessor._is_float(a) || !DBResultProcessor._is_float(b)) return false;
    return Math.abs(pyFloat(a) - pyFloat(b)) <= tol;
  },
};

function pyFloat(s: string): number {
  const t = s.trim().replace(/_/g, '').toLowerCase();
  if (/^[+-]?inf(inity)?$/.test(t)) return t.startsWith('-') ? -Infinity : Infinity;
  if (/^[+-]?nan$/.test(t)) return NaN;
  return Number(t);
}

/** Python's `==` on two lists of strings. */
function pyEq(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** `start_sample`: the first `commit_final_answer` ends the episode; its answer is `list(arguments.values())[0]`. */
export function committedAnswer(trace: readonly TraceCall[]): { readonly committed: boolean; readonly answer: unknown } {
  for (const call of trace) {
    if (call.tool === 'commit_final_answer') return { committed: true, answer: Object.values(call.args)[0] };
  }
  return { committed: false, answer: undefined };
}

/** The verdict of a SELECT-like entry: `is_correct` of `start_sample`. */
export function isCorrect(trace: readonly TraceCall[], label: readonly string[], type: string): boolean {
  const { committed, answer } = committedAnswer(trace);
  if (!committed) return false;
  return DBResultProcessor.compare_results(answer, label, type);
}
