// Source: THUDM/AgentBench src/server/tasks/os_interaction/task.py (JudgeConfig, OSInteraction._load_configs' match/check
// normalisation, _evaluate_answer, _evaluate_by_match, _evaluate_by_check_scripts) and the check scripts
// data/os_interaction/scripts/{1..7}/check/{integer-match,string-match,size-match,containing,in}.py, commit
// 578c5e9f706fc2dd96188ca6c8cf9095ca0c6528. A check script is run with the answer and the standard outputs of the
// scripts before it as arguments; it passes with exit code 0. The example scripts (shell pipelines run in the
// container when the answer is judged) are transcribed beside each task over the file system after the run.

export type Files = Readonly<Record<string, string>>;

export interface ScriptResult {
  readonly exitCode: number;
  readonly stdout: string;
}

/** A script run in the container: the files it sees and its command-line parameters. */
export type Script = (files: Files, ...params: string[]) => ScriptResult;

export interface JudgeConfig {
  readonly match?: { readonly answer?: string; readonly regex?: string; readonly strip: boolean };
  readonly check?: readonly (Script | null)[];
  readonly example_script?: Script;
}

/** `_load_configs`: a string match becomes `{answer, strip: True}`; a check that is no list becomes a list of one. */
export function loadConfig(evaluation: {
  readonly match?: string | { readonly answer?: string; readonly regex?: string; readonly strip: boolean };
  readonly check?: Script | readonly (Script | null)[];
  readonly example?: Script;
}): JudgeConfig {
  if (evaluation.match !== undefined) {
    if (typeof evaluation.match === 'string') return { match: { answer: evaluation.match, strip: true } };
    return { match: evaluation.match };
  } else if (evaluation.check !== undefined) {
    const check = Array.isArray(evaluation.check) ? (evaluation.check as readonly (Script | null)[]) : [evaluation.check as Script];
    return { check, example_script: evaluation.example };
  }
  throw new Error('check or match must exist.');
}

class PythonExit extends Error {
  constructor(readonly code: number) {
    super(`exit(${code})`);
  }
}

/** Runs a Python check script body: `exit(n)` ends it with code n, an uncaught error with code 1. */
function runPython(body: () => void): ScriptResult {
  try {
    body();
    return { exitCode: 0, stdout: '' };
  } catch (e) {
    if (e instanceof PythonExit) return { exitCode: e.code, stdout: '' };
    return { exitCode: 1, stdout: '' };
  }
}

function exit(code: number): never {
  throw new PythonExit(code);
}

/** Python's `int(str)`: surrounding whitespace allowed, an optional sign, decimal digits (and `_` between them); anything else raises. */
export function pyInt(s: string): number {
  const t = s.trim();
  if (!/^[+-]?\d+(_\d+)*$/.test(t)) throw new Error(`invalid literal for int() with base 10: '${s}'`);
  return Number(t.replace(/_/g, ''));
}

function norm_newline(s: string): string {
  return s.replace(/\r\n/g, '\n').replace(/\r/g, '\n');
}

/** Python's `str.strip()` with no argument. */
function strip(s: string): string {
  return s.replace(/^\s+|\s+$/g, '');
}

// check/integer-match.py
export const integerMatch: Script = (_files, ...argv) =>
  runPython(() => {
    if (pyInt(argv[0]!) === pyInt(argv[1]!)) exit(0);
    exit(1);
  });

// check/string-match.py
export const stringMatch: Script = (_files, ...argv) =>
  runPython(() => {
    if (strip(norm_newline(argv[0]!)) === strip(norm_newline(argv[1]!))) exit(0);
    exit(1);
  });

// check/size-match.py
function analysis_size(size_str: string): number {
  size_str = strip(size_str);
  const availables: Record<string, number> = {
    B: 1,
    Byte: 1,
    K: 1024,
    KB: 1024,
    M: 1024 * 1024,
    MB: 1024 * 1024,
    G: 1024 * 1024 * 1024,
    GB: 1024 * 1024 * 1024,
    T: 1024 * 1024 * 1024 * 1024,
    TB: 1024 * 1024 * 1024 * 1024,
    P: 1024 * 1024 * 1024 * 1024 * 1024,
    PB: 1024 * 1024 * 1024 * 1024 * 1024,
  };
  for (const size_unit of Object.keys(availables)) {
    if (size_str.endsWith(size_unit)) return pyInt(size_str.slice(0, -size_unit.length)) * availables[size_unit]!;
  }
  return pyInt(size_str);
}

export const sizeMatch: Script = (_files, ...argv) =>
  runPython(() => {
    if (analysis_size(argv[0]!) === analysis_size(argv[1]!)) exit(0);
    exit(1);
  });

// check/containing.py
export const containing: Script = (_files, ...argv) =>
  runPython(() => {
    const v1 = strip(norm_newline(argv[0]!));
    const v2 = strip(norm_newline(argv[1]!));
    if (v1.includes(v2)) exit(0);
    else exit(1);
  });

/** `_evaluate_by_match`. */
function evaluateByMatch(answer: string, config: JudgeConfig): boolean {
  const match = config.match!;
  let success: boolean;
  if ('answer' in match) {
    success = answer === match.answer;
  } else if ('regex' in match) {
    success = new RegExp(match.regex!).exec(answer) !== null;
  } else {
    success = false;
  }
  return success;
}

/** `_evaluate_by_check_scripts`: each script in turn, given the answer and the outputs of the scripts before it. */
function evaluateByCheckScripts(answer: string, config: JudgeConfig, files: Files): boolean {
  const params = [String(answer)];
  for (let script of config.check!) {
    if (script === null) script = config.example_script!;
    const { exitCode, stdout } = script(files, ...params);
    if (exitCode !== 0) return false;
    params.push(stdout);
  }
  return true;
}

/** `_evaluate_answer`: `result["success"]`. */
export function evaluateAnswer(answer: string, config: JudgeConfig, files: Files): boolean {
  let success = false;
  if (typeof answer === 'string' && config.match && config.match.strip) answer = strip(answer);
  if (config.match) {
    success = evaluateByMatch(answer, config);
  } else if (config.check) {
    success = evaluateByCheckScripts(answer, config, files);
  } else {
    success = false;
  }
  return success;
}

// ---- The shell the example scripts use, over the files of the container after the run ----

/** The folders of the file system: every parent of a file. */
export function directories(files: Files): string[] {
  const dirs = new Set<string>(['/']);
  for (const path of Object.keys(files)) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length - 1; i++) dirs.add(parts.slice(0, i + 1).join('/'));
  }
  return [...dirs].sort();
}

/** `ls -a DIR` / `ls -1 DIR`: the names directly in DIR (files and folders), `.` and `..` first with `-a`, hidden names only with `-a`. */
export function ls(files: Files, dir: string, all: boolean): string[] {
  const prefix = dir === '/' ? '/' : `${dir}/`;
  const names = new Set<string>();
  for (const path of [...Object.keys(files), ...directories(files)]) {
    if (!path.startsWith(prefix) || path === prefix) continue;
    const name = path.slice(prefix.length).split('/')[0]!;
    if (name !== '') names.add(name);
  }
  const listed = [...names].sort().filter((n) => all || !n.startsWith('.'));
  return all ? ['.', '..', ...listed] : listed;
}

/** `find DIR -type f` (paths as find prints them, DIR as given). */
export function findFiles(files: Files, dir: string, cwd: string): string[] {
  const abs = dir.startsWith('/') ? dir : dir === '.' ? cwd : `${cwd}/${dir}`;
  return Object.keys(files)
    .filter((p) => p.startsWith(`${abs}/`))
    .sort()
    .map((p) => (dir.startsWith('/') ? p : `${dir}${p.slice(abs.length)}`));
}

/** `find DIR -type d`: DIR itself and every folder under it. */
export function findDirs(files: Files, dir: string): string[] {
  return directories(files).filter((d) => d === dir || d.startsWith(`${dir}/`));
}

/** `wc -l` of a list of lines printed with a trailing newline each: the number of newlines. */
export function wcLines(text: string): string {
  return `${(text.match(/\n/g) ?? []).length}\n`;
}

/** `grep PATTERN` over lines. */
export function grep(lines: readonly string[], pattern: RegExp, invert = false): string[] {
  return lines.filter((l) => pattern.test(l) !== invert);
}

/** The size in bytes of a file as `stat -c %s` prints it (the text as UTF-8). */
export function byteSize(text: string): number {
  let n = 0;
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

/** The container's working directory, where the check and example scripts run. */
export const CWD = '/root';

/** `... | wc -l` of lines a command printed. */
export function lineCount(lines: readonly string[]): string {
  return `${lines.length}\n`;
}

/** A shell pipeline that exits 0 and prints `stdout`. */
export function printed(stdout: string): ScriptResult {
  return { exitCode: 0, stdout };
}
