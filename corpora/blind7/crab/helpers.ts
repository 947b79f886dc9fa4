// Source: camel-ai/crab, commit 0fdb6a10709dfa16873200a57634b60bd2581fa0: crab/core/graph_evaluator.py (GraphEvaluator:
// __init__, reset, step, get_next_source_nodes, is_complete), crab/core/models/evaluator.py (Evaluator.__invert__),
// crab/core/benchmark.py (Benchmark.step: the evaluator stepped after every action, the run ended by `complete`, by an
// action or an evaluator that raises, by success or by the step limit), crab/actions/crab_actions.py (check_submit) and
// crab-benchmark-v0/dataset/ubuntu_subtasks.py (the Ubuntu evaluators: check_current_window_process,
// check_text_in_current_window_name, is_process_open, check_file_exist, check_file_content, check_directory_exists,
// verify_files_copied, check_contain_input_text, check_contain_input_text_list, is_img_url_in_clipboard,
// is_github_repo_url_in_clipboard, is_google_maps_url_in_clipboard, verify_background,
// is_torch_matmul_example_copied_correctly with contains_required_strings, verify_file_content_with_clipboard,
// verify_odt_file_content_with_clipboard). Each subtask's evaluator_generator builds a path graph of evaluators.
import type { JudgeContext, Snapshot } from 'chokepoint';

/** One entry of Environment.trajectory: (action_name, params, result). */
type TrajectoryEntry = readonly [string, Readonly<Record<string, unknown>>, unknown];

/** The actions of the root environment; every other action is the Ubuntu machine's. */
const ROOT_ACTIONS = ['submit', 'complete'];

/** The maximum number of steps of a run (Benchmark's step_limit default). */
const STEP_LIMIT = 30;

class CalledProcessError extends Error {}
class NoSuchProcess extends Error {}

/** An environment as an evaluator sees it: the machine's state after the step, and the actions it has run. */
export class Environment {
  constructor(
    readonly name: string,
    readonly state: Snapshot,
    readonly trajectory: readonly TrajectoryEntry[],
  ) {}

  /** take_action(evaluator): the evaluator run in this environment. */
  take_action(evaluator: Evaluator): boolean {
    return evaluator.entry(this);
  }

  private desktop(): Readonly<Record<string, string | number | null>> | undefined {
    const rows = this.state.tables['desktop'];
    return rows === undefined ? undefined : rows[0];
  }

  /** `xdotool getwindowfocus getwindowname|getwindowpid`: fails (exit status 1) when no window has the focus. */
  xdotool(command: 'getwindowname' | 'getwindowpid'): string {
    const desktop = this.desktop();
    const value = command === 'getwindowname' ? desktop?.['focused_window_name'] : desktop?.['focused_window_pid'];
    if (value === undefined || value === null) throw new CalledProcessError(`xdotool getwindowfocus ${command}`);
    return `${String(value)}\n`;
  }

  /** `gsettings get <schema> <key>`: the value as gsettings prints it (a quoted string). */
  gsettings(key: 'color-scheme' | 'picture-uri'): string {
    const desktop = this.desktop();
    const value = key === 'color-scheme' ? desktop?.['color_scheme'] : desktop?.['background_uri'];
    return `'${String(value ?? '')}'\n`;
  }

  /** pyperclip.paste() */
  paste(): string {
    const clipboard = this.desktop()?.['clipboard'];
    return clipboard === undefined || clipboard === null ? '' : String(clipboard);
  }

  /** psutil.process_iter(["name"]) */
  processes(): { name: string; pid: number; running: boolean }[] {
    return (this.state.tables['processes'] ?? []).map((row) => ({
      name: String(row['name']),
      pid: Number(row['pid']),
      running: row['status'] !== 'zombie',
    }));
  }

  /** psutil.Process(pid): raises NoSuchProcess. */
  process(pid: number): { name: string } {
    for (const p of this.processes()) {
      if (p.pid === pid) return { name: p.name };
    }
    throw new NoSuchProcess(String(pid));
  }

  /** os.path.isfile (the kernel reads `//home` as `/home`). */
  isfile(path: string): boolean {
    return this.state.files[normpath(path)] !== undefined;
  }

  /** os.path.isdir: a folder some file is under. */
  isdir(path: string): boolean {
    return folders(this.state.files).has(normpath(path).replace(/\/$/, ''));
  }

  /** open(path).read(): raises FileNotFoundError. */
  read(path: string): string {
    const text = this.state.files[normpath(path)];
    if (text === undefined) throw new Error(`FileNotFoundError: ${path}`);
    return text;
  }

  /** os.listdir: the names of the files and folders right under a folder; raises FileNotFoundError. */
  listdir(path: string): string[] {
    if (!this.isdir(path)) throw new Error(`FileNotFoundError: ${path}`);
    const dir = normpath(path).replace(/\/$/, '');
    const names = new Set<string>();
    for (const k of Object.keys(this.state.files)) {
      if (k.startsWith(dir + '/')) names.add(k.slice(dir.length + 1).split('/')[0]!);
    }
    return [...names];
  }
}

/** The folders the files are in, and every folder above them. */
function folders(files: Readonly<Record<string, string>>): Set<string> {
  const result = new Set<string>();
  for (const key of Object.keys(files)) {
    const parts = key.split('/');
    for (let i = 2; i < parts.length; i++) result.add(parts.slice(0, i).join('/'));
  }
  return result;
}

function normpath(path: string): string {
  return path.replace(/\/{2,}/g, '/');
}

/** An evaluator: a check of the environment, run by GraphEvaluator when its predecessors have passed. */
export class Evaluator {
  constructor(
    readonly name: string,
    readonly entry: (env: Environment) => boolean,
    readonly env_name = 'ubuntu2204',
    readonly local = false,
  ) {}

  /** Evaluator.__invert__: `~evaluator`. */
  invert(): Evaluator {
    const self_entry = this.entry;
    return new Evaluator(`not_${this.name}`, (env) => !self_entry(env), this.env_name, this.local);
  }
}

interface NodeData {
  remaining_predecessors: number;
  passing_count: number | null;
}

/** GraphEvaluator over a path graph (nx.path_graph(nodes, create_using=nx.DiGraph)): an edge from each node to the next. */
class GraphEvaluator {
  private readonly nodes: readonly Evaluator[];
  private readonly edges: readonly (readonly [Evaluator, Evaluator])[];
  private readonly data = new Map<Evaluator, NodeData>();
  private count = 0;
  private complete_nodes = 0;
  private readonly sink_node: Evaluator;

  constructor(path: readonly Evaluator[]) {
    this.nodes = path;
    this.edges = path.slice(1).map((node, i) => [path[i]!, node] as const);
    if (this.nodes.length === 0) throw new Error('AssertionError');
    const sink_nodes = this.nodes.filter((node) => !this.edges.some(([from]) => from === node));
    if (sink_nodes.length !== 1) throw new Error('ValueError: Graph should have exactly one sink node.');
    this.sink_node = sink_nodes[0]!;
    this.reset();
  }

  reset(): void {
    this.count = 0;
    for (const node of this.nodes) {
      this.data.set(node, { remaining_predecessors: this.edges.filter(([, to]) => to === node).length, passing_count: null });
    }
  }

  step(envs: Readonly<Record<string, Environment>>, default_env = 'root'): void {
    if (this.is_complete()) throw new Error('ValueError: GraphEvaluator has already completed and cannot perform another step.');
    const run_evaluators = new Set<Evaluator>();
    let evaluators = this.get_next_source_nodes();
    while (evaluators.size > 0) {
      for (const evaluator of evaluators) {
        const environment = envs[evaluator.env_name || default_env]!;
        const result = environment.take_action(evaluator);
        if (result) {
          this.data.get(evaluator)!.passing_count = this.count;
          this.complete_nodes += 1;
          for (const [from, out_node] of this.edges) {
            if (from === evaluator) this.data.get(out_node)!.remaining_predecessors -= 1;
          }
        }
      }
      if (this.is_complete()) {
        this.complete_nodes = this.nodes.length;
        break;
      }
      for (const e of evaluators) run_evaluators.add(e);
      evaluators = new Set([...this.get_next_source_nodes()].filter((e) => !run_evaluators.has(e)));
    }
    this.count += 1;
  }

  get_next_source_nodes(): Set<Evaluator> {
    const source_nodes: Evaluator[] = [];
    for (const node of this.nodes) {
      const d = this.data.get(node)!;
      if (d.passing_count === null && d.remaining_predecessors === 0) source_nodes.push(node);
    }
    return new Set(source_nodes);
  }

  is_complete(): boolean {
    return this.data.get(this.sink_node)!.passing_count !== null;
  }
}

/** The environments after step i: the Ubuntu machine and the root, each with the actions it ran so far. */
function environmentsAt(ctx: Pick<JudgeContext, 'trace' | 'steps'>, i: number): Record<string, Environment> {
  const ran = ctx.trace.slice(0, i + 1).filter((c) => c.status === 'ok');
  const entry = (c: (typeof ran)[number]): TrajectoryEntry => [c.tool, c.args, c.result];
  const state = ctx.steps[i]!.state;
  return {
    ubuntu2204: new Environment('ubuntu2204', state, ran.filter((c) => !ROOT_ACTIONS.includes(c.tool)).map(entry)),
    root: new Environment('root', state, ran.filter((c) => ROOT_ACTIONS.includes(c.tool)).map(entry)),
  };
}

/**
 * A run of one task, as Benchmark.step drives it: after each action the evaluator takes a step on the environments; the
 * run ends with success when the graph's sink has passed, and without it at `complete`, at an action that raised, at an
 * evaluator that raised, or at the step limit.
 */
export function runTask(path: readonly Evaluator[], ctx: Pick<JudgeContext, 'trace' | 'steps'>): boolean {
  const evaluator = new GraphEvaluator(path);
  let step_cnt = 0;
  for (let i = 0; i < ctx.trace.length; i++) {
    const action = ctx.trace[i]!;
    if (action.tool === 'complete') break;
    if (action.status === 'error') return false;
    try {
      evaluator.step(environmentsAt(ctx, i), 'ubuntu2204');
    } catch {
      return false;
    }
    step_cnt += 1;
    if (evaluator.is_complete()) return true;
    if (step_cnt >= STEP_LIMIT) return false;
  }
  return evaluator.is_complete();
}

// ---------------------------------------------------------------- the evaluators

export function check_current_window_process(assmue: string): Evaluator {
  return new Evaluator('check_current_window_process', (env) => {
    let process: { name: string };
    try {
      const out = env.xdotool('getwindowpid').trim();
      if (!/^\d+$/.test(out)) return false;
      process = env.process(Number(out));
    } catch (e) {
      if (e instanceof NoSuchProcess || e instanceof CalledProcessError) return false;
      throw e;
    }
    return assmue.trim() === process.name;
  });
}

export function check_text_in_current_window_name(text: string): Evaluator {
  return new Evaluator('check_text_in_current_window_name', (env) => {
    let out: string;
    try {
      out = env.xdotool('getwindowname').trim();
    } catch (e) {
      if (e instanceof CalledProcessError) return false;
      throw e;
    }
    return out.includes(text);
  });
}

export function is_process_open(process_name: string): Evaluator {
  return new Evaluator('is_process_open', (env) => {
    for (const process of env.processes()) {
      if (process.name.toLowerCase().includes(process_name.toLowerCase())) return true;
    }
    return false;
  });
}

export function check_file_exist(file_path: string): Evaluator {
  return new Evaluator('check_file_exist', (env) => env.isfile(file_path));
}

export function check_file_content(file_path: string, content: string): Evaluator {
  return new Evaluator('check_file_content', (env) => {
    if (!env.isfile(file_path)) return false;
    const file_content = env.read(file_path);
    return file_content.includes(content);
  });
}

export function check_directory_exists(dir_path: string): Evaluator {
  return new Evaluator('check_directory_exists', (env) => env.isdir(dir_path));
}

export function verify_files_copied(source_dir: string, target_dir: string, file_extension: string): Evaluator {
  return new Evaluator('verify_files_copied', (env) => {
    const source_files = new Set(env.listdir(source_dir).filter((file) => file.endsWith(`.${file_extension}`)));
    const target_files = new Set(env.listdir(target_dir).filter((file) => file.endsWith(`.${file_extension}`)));
    return source_files.size === target_files.size && [...source_files].every((f) => target_files.has(f));
  });
}

/** The texts the agent typed (write_text actions), lower-cased. */
function writtenInputs(env: Environment): string[] {
  return env.trajectory.filter(([action_name]) => action_name === 'write_text').map(([, params]) => String(params['text']).toLowerCase());
}

export function check_contain_input_text(text: string): Evaluator {
  return new Evaluator(
    'check_contain_input_text',
    (env) => {
      if (env.trajectory.length > 0) {
        const inputs = writtenInputs(env);
        return inputs.some((input_text) => input_text.includes(text.toLowerCase()));
      }
      return false;
    },
    'ubuntu2204',
    true,
  );
}

export function check_contain_input_text_list(texts: readonly string[]): Evaluator {
  return new Evaluator(
    'check_contain_input_text_list',
    (env) => {
      if (env.trajectory.length > 0) {
        const inputs = writtenInputs(env);
        return texts.every((term) => inputs.some((input_text) => input_text.includes(term.toLowerCase())));
      }
      return false;
    },
    'ubuntu2204',
    true,
  );
}

const DATA_URI_PATTERN = /^data:image\/(png|jpeg|gif|svg\+xml|bmp|webp);base64,[A-Za-z0-9+/]+={0,2}$/i;
const URL_PATTERN = /^(https?:\/\/)(?:(?:[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?\.)+[A-Z]{2,6}\.?|localhost|\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})(?::\d+)?(?:\/?|[/?]\S+)$/i;

export function is_img_url_in_clipboard(): Evaluator {
  return new Evaluator('is_img_url_in_clipboard', (env) => {
    const clipboard_content = env.paste();
    const is_valid_image_data = DATA_URI_PATTERN.test(clipboard_content);
    const is_valid_url = URL_PATTERN.test(clipboard_content);
    if (is_valid_url || is_valid_image_data) return true;
    return false;
  });
}

export function is_github_repo_url_in_clipboard(keyword: string): Evaluator {
  return new Evaluator('is_github_repo_url_in_clipboard', (env) => {
    const clipboard_content = env.paste();
    if (!clipboard_content.includes(keyword.toLowerCase())) return false;
    const github_repo_pattern = /^https?:\/\/github\.com\/[^/]+\/[^/]+\/?$/i;
    return github_repo_pattern.test(clipboard_content);
  });
}

export function is_google_maps_url_in_clipboard(): Evaluator {
  return new Evaluator('is_google_maps_url_in_clipboard', (env) => {
    const clipboard_content = env.paste();
    const maps_url_pattern = /^https:\/\/maps\.app\.goo\.gl\/[A-Za-z0-9]+$/i;
    return maps_url_pattern.test(clipboard_content);
  });
}

export function verify_background(photo_path: string): Evaluator {
  return new Evaluator('verify_background', (env) => {
    const out = env.gsettings('picture-uri');
    const current_background = out.trim().split("'")[1]!.split('file:/')[1]!;
    if (env.isfile(photo_path) && env.isfile(current_background)) {
      // sha256 of both files compared: equal hashes, equal contents.
      const original_hash = env.read(photo_path);
      const current_hash = env.read(current_background);
      return original_hash === current_hash;
    }
    return false;
  });
}

function contains_required_strings(clipboard_content: string, required_strings: readonly string[]): boolean {
  for (const string of required_strings) {
    if (!clipboard_content.includes(string)) return false;
  }
  return true;
}

export function is_torch_matmul_example_copied_correctly(): Evaluator {
  return new Evaluator('is_torch_matmul_example_copied_correctly', (env) => {
    const required_strings = ['tensor1 = torch.randn', 'tensor2 = torch.randn', 'torch.matmul(tensor1, tensor2).size()'];
    const clipboard_content = env.paste().trim();
    if (!clipboard_content) return false;
    return contains_required_strings(clipboard_content, required_strings);
  });
}

/** Each clipboard line inside the file's line at the same place, over as many lines as the shorter of the two has (zip). */
function verify_content_with_clipboard(env: Environment, file_content: string): boolean {
  const clipboard_content = env.paste();
  const clipboard_lines = clipboard_content.split('\n');
  const file_lines = file_content.split('\n');
  const n = Math.min(clipboard_lines.length, file_lines.length);
  for (let i = 0; i < n; i++) {
    if (!file_lines[i]!.includes(clipboard_lines[i]!)) return false;
  }
  return true;
}

export function verify_file_content_with_clipboard(file_path: string): Evaluator {
  return new Evaluator('verify_file_content_with_clipboard', (env) => {
    const file_content = env.read(file_path);
    return verify_content_with_clipboard(env, file_content);
  });
}

/** The ODT file's text paragraphs (odf's getElementsByType(text.P)), one a line: the document is its paragraphs here. */
export function verify_odt_file_content_with_clipboard(file_path: string): Evaluator {
  return new Evaluator('verify_odt_file_content_with_clipboard', (env) => {
    const allparas = env.read(file_path).split('\n');
    const odt_content = allparas.join('\n');
    return verify_content_with_clipboard(env, odt_content);
  });
}

/** crab/actions/crab_actions.py check_submit, run in the root environment. */
export function check_submit(text: string): Evaluator {
  return new Evaluator(
    'check_submit',
    (env) => {
      if (env.trajectory.length > 0) {
        const [action_name, params] = env.trajectory[env.trajectory.length - 1]!;
        if (action_name === 'submit' && String(params['content']).includes(text)) return true;
      }
      return false;
    },
    'root',
  );
}
