// Source: zlwang-cs/OfficeBench evaluation.py (evaluate_output, and main's try/except around it) and utils/evaluate.py
// (_is_number, _evaluate_contain_text, evaluate_contain, evaluate_not_contain, evaluate_file_exist,
// evaluate_file_not_exist, _helper_diff_contain_text, evaluate_diff_contain_text, evaluate_excel_cell_value,
// evaluate_excel_cell_comparator, evaluate_exact_match), with the readers they call: apps/excel_app/excel_read_file.py
// (excel_read_file), apps/word_app/word_read_file.py (word_read_file_into_string), apps/email_app/email_list_emails.py
// (list_emails), commit 4434746ed44f03373031c89eb7677ffedd1ee6e4. The evaluator runs on the host, over the copy of the
// agent's testbed (`./tasks/<task>/outputs/<subtask>/<model>_<tag>/testbed`), the task's initial testbed cached beside
// it (`cache/0/testbed`) and the task's reference files (`reference/`).
import type { JudgeContext } from 'chokepoint';

export type Files = Readonly<Record<string, string>>;
type Args = Readonly<Record<string, unknown>>;

export interface EvalItem {
  readonly function: string;
  readonly args: Args;
  /** Set beside `args` by mistake in some task files; evaluate_output never reads it. */
  readonly file?: string;
}

/** The host's file system as the evaluator sees it: paths relative to the repository root. */
export class HostFs {
  readonly testbedDir: string;
  constructor(
    readonly task: string,
    subtask: string,
    private readonly post: Files,
    private readonly pre: Files,
    private readonly reference: Files,
  ) {
    this.testbedDir = `./tasks/${task}/outputs/${subtask}/gpt-4o-2024-05-13_test/testbed`;
  }

  /** Which file a host path names: the agent's testbed after the run, the cached initial testbed, a reference file. */
  private locate(path: string): { readonly files: Files; readonly key: string } | undefined {
    const p = normpath(path);
    const result = normpath(this.testbedDir);
    const cache = normpath(`./tasks/${this.task}/cache/0/testbed`);
    const reference = normpath(`./tasks/${this.task}/reference`);
    if (p === result || p.startsWith(result + '/')) return { files: this.post, key: '/testbed' + p.slice(result.length) };
    if (p === cache || p.startsWith(cache + '/')) return { files: this.pre, key: '/testbed' + p.slice(cache.length) };
    if (p.startsWith(reference + '/')) return { files: this.reference, key: p.slice(reference.length + 1) };
    // Anything else (an absolute `/testbed/...` of the container) is the host's own disk, where nothing is.
    return undefined;
  }

  /** os.path.isfile */
  isfile(path: string): boolean {
    const at = this.locate(path);
    if (at === undefined) return false;
    return at.files[at.key] !== undefined;
  }

  /** os.path.exists: a file, or a folder (the parent of some file). */
  exists(path: string): boolean {
    const at = this.locate(path);
    if (at === undefined) return false;
    if (at.files[at.key] !== undefined) return true;
    return folders(at.files).has(at.key);
  }

  /** open(path).read(); raises FileNotFoundError. */
  read(path: string): string {
    const at = this.locate(path);
    const content = at === undefined ? undefined : at.files[at.key];
    if (content === undefined) throw new Error(`FileNotFoundError: ${path}`);
    return content;
  }

  /** glob(`${folder}/*.eml`), in the order of the folder's listing. */
  glob(folder: string, suffix: string): string[] {
    const at = this.locate(folder);
    if (at === undefined) return [];
    return Object.keys(at.files)
      .filter((k) => k.startsWith(at.key + '/') && !k.slice(at.key.length + 1).includes('/') && k.endsWith(suffix))
      .map((k) => folder + k.slice(at.key.length));
  }
}

function folders(files: Files): Set<string> {
  const out = new Set<string>();
  for (const key of Object.keys(files)) {
    const parts = key.split('/');
    for (let i = 1; i < parts.length; i++) out.add(parts.slice(0, i).join('/'));
  }
  return out;
}

/** os.path.join: a part that is no str raises TypeError; an absolute part starts over. */
export function join(...parts: unknown[]): string {
  let out = '';
  for (const part of parts) {
    if (typeof part !== 'string') throw new TypeError(`join() argument must be str, not ${typeof part}`);
    if (part.startsWith('/')) out = part;
    else if (out === '' || out.endsWith('/')) out += part;
    else out += '/' + part;
  }
  return out;
}

/** os.path.normpath for relative and absolute paths (`.` and `..` resolved textually). */
function normpath(path: string): string {
  const absolute = path.startsWith('/');
  const out: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
    else out.push(part);
  }
  return (absolute ? '/' : '') + out.join('/');
}

// ---- the readers ----------------------------------------------------------------------------------------------

/** A workbook file here is the JSON of its active sheet: rows of cell values (`null` for an empty cell). */
type Cell = string | number | null;
function sheetOf(content: string): Cell[][] {
  return JSON.parse(content) as Cell[][];
}

/** Python's str() of a cell value. */
function pyStr(value: Cell): string {
  return value === null ? 'None' : String(value);
}

/** apps/excel_app/excel_read_file.py excel_read_file */
function excel_read_file(fs: HostFs, file_path: string): string {
  const sheet = sheetOf(fs.read(file_path));
  let content_string = '';
  sheet.forEach((row, r) => {
    row.forEach((cell, c) => {
      const value = cell === null ? '[Empty Cell]' : pyStr(cell);
      content_string += `(${r + 1}, ${c + 1}): ${value}\t`;
    });
    content_string += '\n';
  });
  return content_string;
}

/** apps/word_app/word_read_file.py word_read_file_into_string: a document file here is its paragraphs, one a line. */
function word_read_file_into_string(fs: HostFs, file_path: string): string {
  return fs.read(file_path).split('\n').join('\n');
}

/** apps/pdf_app/pdf_read_file.py read_pdf_to_string: a PDF file here is its extracted text. */
function read_pdf_to_string(fs: HostFs, file_path: string): string {
  return fs.read(file_path);
}

/** An .eml file here is `From: ...\nTo: ...\nSubject: ...\n\nbody`. */
function parseEml(text: string): { readonly from: string; readonly to: string; readonly subject: string; readonly body: string } {
  const [head = '', ...rest] = text.split('\n\n');
  const header = (name: string) => head.split('\n').find((l) => l.startsWith(name + ': '))?.slice(name.length + 2) ?? 'None';
  return { from: header('From'), to: header('To'), subject: header('Subject'), body: rest.join('\n\n') };
}

/** apps/email_app/email_list_emails.py list_emails: note the folder it lists is `/testbed/emails/...`, not testbed_dir. */
function list_emails(fs: HostFs, username: string, _testbed_dir: string, first_n_letters = 20): string {
  // os.makedirs(f'{testbed_dir}/emails/{username}', exist_ok=True): creating a folder changes nothing read here
  try {
    const email_folder = `/testbed/emails/${username}`;
    const email_files = fs.glob(email_folder, '.eml');
    const emails = email_files.map((f) => parseEml(fs.read(f)));
    let message = '';
    emails.forEach((email, i) => {
      const email_name = email_files[i]!.split('/').at(-1)!;
      message += `Email ID: ${email_name}\n`;
      message += `From: ${email.from}\n`;
      message += `To: ${email.to}\n`;
      message += `Subject: ${email.subject}\n`;
      if (first_n_letters !== -1) message += `Content: ${email.body.slice(0, first_n_letters) + '...'}\n`;
      else message += `Content: ${email.body}\n`;
      message += '-'.repeat(50) + '\n';
    });
    if (!message) message = 'No emails found.';
    return message;
  } catch {
    return 'Error: Failed to list emails.';
  }
}

// ---- utils/evaluate.py ------------------------------------------------------------------------------------------

function _is_number(string: string): boolean {
  // float(string): Python accepts surrounding whitespace, signs, decimals, exponents, inf and nan
  return /^\s*[+-]?(\d+\.?\d*(e[+-]?\d+)?|\.\d+(e[+-]?\d+)?|inf(inity)?|nan)\s*$/i.test(string);
}

function _evaluate_contain_text(content: string, args: Args): boolean {
  content = content.toLowerCase();
  for (let keyword of args['keywords'] as string[]) {
    keyword = keyword.toLowerCase();
    if (_is_number(keyword)) content = content.replaceAll(',', '');
    if (content.includes(keyword)) continue;
    else return false;
  }
  return true;
}

function evaluate_contain(fs: HostFs, testbed_dir: string, args: Args): boolean {
  const type = args['doc_type'];
  if (type === 'email') {
    const username = args['username'] as string;
    let email_contents = '';
    if (fs.exists(join(testbed_dir, 'emails', username))) {
      email_contents = list_emails(fs, username, testbed_dir, -1);
    } else if (fs.exists(join(testbed_dir, 'emails', username.toLowerCase()))) {
      email_contents = list_emails(fs, username.toLowerCase(), testbed_dir, -1);
    } else {
      // `for email_account in os.path.basename(email_account)`: email_account is not bound yet (UnboundLocalError)
      throw new Error("UnboundLocalError: local variable 'email_account' referenced before assignment");
    }
    return _evaluate_contain_text(email_contents, args);
  }
  const file_path = join(testbed_dir, args['file']);
  if (!fs.exists(file_path) || !fs.isfile(file_path)) return false;
  let helper: (fs: HostFs, path: string) => string;
  if (type === 'xlsx') helper = excel_read_file;
  else if (type === 'txt' || type === 'ics') helper = (f, x) => f.read(x);
  else if (type === 'doc' || type === 'docx') helper = word_read_file_into_string;
  else if (type === 'pdf') helper = read_pdf_to_string;
  else throw new Error(`AssertionError: Not implemented doc type: ${String(type)}`);
  const content = helper(fs, file_path);
  return _evaluate_contain_text(content, args);
}

function evaluate_not_contain(fs: HostFs, testbed_dir: string, args: Args): boolean {
  return !evaluate_contain(fs, testbed_dir, args);
}

function evaluate_file_exist(fs: HostFs, testbed_dir: string, args: Args): boolean {
  const file_path = args['file'];
  if (fs.exists(join(testbed_dir, file_path))) return true;
  else return false;
}

function evaluate_file_not_exist(fs: HostFs, testbed_dir: string, args: Args): boolean {
  const file_path = args['file'];
  if (!fs.exists(join(testbed_dir, file_path))) return true;
  else return false;
}

/** difflib.unified_diff(a, b, n=0) joined with '\n' (lineterm '\n' kept on the header lines, as Python does). */
function unifiedDiff(a: readonly string[], b: readonly string[]): string {
  // longest common subsequence, then the changed hunks without context
  const m = a.length;
  const n = b.length;
  const lcs: number[][] = Array.from({ length: m + 1 }, () => new Array<number>(n + 1).fill(0));
  for (let i = m - 1; i >= 0; i--) for (let j = n - 1; j >= 0; j--) lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const lines: string[] = [];
  let i = 0;
  let j = 0;
  while (i < m || j < n) {
    if (i < m && j < n && a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    const i0 = i;
    const j0 = j;
    while ((i < m || j < n) && !(i < m && j < n && a[i] === b[j])) {
      if (j >= n || (i < m && lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) i++;
      else j++;
    }
    lines.push(`@@ -${i0 + 1},${i - i0} +${j0 + 1},${j - j0} @@`);
    for (let k = i0; k < i; k++) lines.push('-' + a[k]!);
    for (let k = j0; k < j; k++) lines.push('+' + b[k]!);
  }
  if (lines.length === 0) return '';
  return ['--- \n', '+++ \n', ...lines].join('\n');
}

function _helper_diff_contain_text(input_content: string, output_content: string, args: Args): boolean {
  if (input_content === output_content) return false;
  const diff = unifiedDiff(input_content.split('\n'), output_content.split('\n'));
  for (const matches of args['keywords'] as string[]) if (!diff.includes(matches)) return false;
  return true;
}

function evaluate_diff_contain_text(fs: HostFs, testbed_dir: string, args: Args): boolean {
  const type = args['doc_type'];
  const input_file = join(testbed_dir, args['input_file']);
  const output_file = join(testbed_dir, args['output_file']);
  let helper: (fs: HostFs, path: string) => string;
  if (type === 'xlsx') helper = excel_read_file;
  else throw new Error(`AssertionError: Not implemented doc type: ${String(type)}`);
  const input_content = helper(fs, input_file);
  const output_content = helper(fs, output_file);
  return _helper_diff_contain_text(input_content, output_content, args);
}

interface CellMatch {
  readonly row: string;
  readonly col: string;
  readonly value?: string;
  readonly comparator?: (x: string) => boolean;
}

function evaluate_excel_cell_value(fs: HostFs, testbed_dir: string, args: Args): boolean {
  const file_path = join(testbed_dir, args['file']);
  if (!fs.exists(file_path)) return false;
  const content = excel_read_file(fs, file_path);
  for (const match of args['matches'] as CellMatch[]) {
    const pattern = `(${match.row}, ${match.col}): ${String(match.value)}`;
    if (content.includes(pattern)) continue;
    else return false;
  }
  return true;
}

function evaluate_excel_cell_comparator(fs: HostFs, testbed_dir: string, args: Args): boolean {
  const file_path = join(testbed_dir, args['file']);
  const content = excel_read_file(fs, file_path);
  for (const match of args['matches'] as CellMatch[]) {
    const pattern = new RegExp(`\\(${match.row}, ${match.col}\\): (\\w+)\\t`, 'u');
    const x = pattern.exec(content);
    if (x) {
      const value = x[1]!;
      // eval(match['comparator'])(value)
      if (match.comparator!(value)) continue;
      else return false;
    } else return false;
  }
  return true;
}

/** Python's == on cell values (1 == 1.0; None only equals None). */
function cellEquals(a: Cell | undefined, b: Cell | undefined): boolean {
  return (a ?? null) === (b ?? null);
}

function evaluate_exact_match(fs: HostFs, testbed_dir: string, args: Args): boolean {
  const result_path = join(testbed_dir, args['result_file']);
  if (!fs.exists(result_path)) return false;
  const expected_path = join(testbed_dir, args['expected_file']);
  const type = args['doc_type'];
  if (type !== 'xlsx') {
    let helper: (fs: HostFs, path: string) => string;
    if (type === 'txt' || type === 'ics') helper = (f, x) => f.read(x);
    else if (type === 'pdf') helper = read_pdf_to_string;
    else throw new Error(`AssertionError: Not implemented doc type: ${String(type)}`);
    const result_content = helper(fs, result_path);
    const expected_content = helper(fs, expected_path);
    if (result_content !== expected_content) return false;
    return true;
  }
  const result_sheet = sheetOf(fs.read(result_path));
  const expected_sheet = sheetOf(fs.read(expected_path));
  for (let r = 0; r < result_sheet.length; r++) {
    const row = result_sheet[r]!;
    for (let c = 0; c < row.length; c++) {
      if (!cellEquals(row[c], expected_sheet[r]?.[c])) return false;
    }
  }
  for (let r = 0; r < expected_sheet.length; r++) {
    const row = expected_sheet[r]!;
    for (let c = 0; c < row.length; c++) {
      if (!cellEquals(result_sheet[r]?.[c], row[c])) return false;
    }
  }
  return true;
}

const FUNCTIONS: Readonly<Record<string, (fs: HostFs, testbed_dir: string, args: Args) => boolean>> = {
  evaluate_contain,
  evaluate_not_contain,
  evaluate_file_exist,
  evaluate_file_not_exist,
  evaluate_diff_contain_text,
  evaluate_excel_cell_value,
  evaluate_excel_cell_comparator,
  evaluate_exact_match,
};

/**
 * utils/env.py, `finish_task`: the agent's answer, quotes removed, is echoed into /testbed/data/answer.txt (over any
 * file the agent wrote there). A run that ends without finish_task (got stuck, out of steps: an empty answer here)
 * writes nothing.
 */
function afterFinish(output: string, post: Files): Files {
  if (output === '') return post;
  const answer = output.replaceAll('"', '').replaceAll("'", '');
  return { ...post, '/testbed/data/answer.txt': answer + '\n' };
}

/** evaluation.py evaluate_output, inside main's `try: ... except Exception: is_pass = False`. */
export function evaluateOutput(
  task: string,
  subtask: string,
  evaluation: readonly EvalItem[],
  ctx: Pick<JudgeContext, 'output' | 'pre' | 'post'>,
  reference: Files = {},
): boolean {
  const fs = new HostFs(task, subtask, afterFinish(ctx.output, ctx.post.files), ctx.pre.files, reference);
  try {
    for (const eval_item of evaluation) {
      const fn = FUNCTIONS[eval_item.function];
      if (fn === undefined) throw new Error(`NameError: ${eval_item.function}`);
      if (!fn(fs, fs.testbedDir, eval_item.args)) return false;
    }
    return true;
  } catch {
    return false;
  }
}
