// Source: AgentBoard (hkust-nlp/AgentBoard, "AgentBoard: An Analytical Evaluation Board of Multi-turn LLM Agents") at
// commit bb7255e2daf1989069a186dad9e53f70680961db: the tool tasks' progress rate and success (agentboard/tasks/tool.py: EvalTool.evaluate_env,
// get_todo_status, get_todo_score, clean_answer; agentboard/environment/{movie,academia,weather,todo,sheet}_env.py:
// step, update, check_equality, get_match_score; agentboard/utils/*/*_tools.py: log_path, clean_observation, finish,
// _clean_task, _clean_project, _get_all_projects, _get_all_tasks; agentboard/utils/tool/helpers.py: is_same_location).
// Each action of the agent is one call of the trace (the tool is the action name, its arguments the action input); the
// API a tool calls answered with the call's result (JSON text), a failed call is the toolkit's `(False, ...)`. The
// todo projects and tasks and the spreadsheet are tables of the snapshots. The LLM agent, the prompts and the network
// retries are not kept.
import type { Snapshot, Step, TraceCall } from 'chokepoint';

// ---- Python values: a dict equals a dict with the same items, whatever their order ----

/** The text of a Python value that two equal values share (keys sorted, as `==` ignores their order). */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v)).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value as Record<string, unknown>).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}: ${canonical((value as Record<string, unknown>)[k])}`).join(', ')}}`;
  }
  return JSON.stringify(value);
}

/** Python's `str(kwargs)`, close enough for the failure text of `log_path`. */
function pyStr(kwargs: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(kwargs);
}

/** What the API answered a call: the toolkit's `(success, result)`. */
function apiResult(call: TraceCall): [boolean, unknown] {
  if (call.status !== 'ok') return [false, call.error ?? 'blocked'];
  const text = call.result ?? '';
  try {
    return [true, JSON.parse(text) as unknown];
  } catch {
    return [true, text];
  }
}

export interface ActionPathItem {
  readonly Action: string;
  readonly 'Action Input': string;
  readonly Observation: unknown;
  readonly Subgoal: unknown;
}

// ---- agentboard/utils/*/*_tools.py: clean_observation (one per toolkit) ----

type Clean = (observation: unknown) => unknown;

/** movie_tools.clean_observation: drops the fields that change over time. */
const cleanMovie: Clean = (observation) => {
  const ignore_keys = ['overview', 'biography', 'vote_average', 'genres', 'revenue', 'budget', 'release_date'];
  const new_observation = JSON.parse(JSON.stringify(observation)) as unknown;
  if (Array.isArray(new_observation)) {
    for (const item of new_observation) {
      if (item !== null && typeof item === 'object') {
        for (const key of ignore_keys) {
          if (key in item) delete (item as Record<string, unknown>)[key];
        }
      }
    }
  } else if (new_observation !== null && typeof new_observation === 'object') {
    for (const key of ignore_keys) {
      if (key in new_observation) delete (new_observation as Record<string, unknown>)[key];
    }
  }
  return new_observation;
};

/** todo_tools.clean_observation: drops the ids. */
const cleanTodo: Clean = (observation) => {
  const new_observation = JSON.parse(JSON.stringify(observation)) as unknown;
  if (Array.isArray(new_observation)) {
    for (const item of new_observation) {
      if (item !== null && typeof item === 'object') delete (item as Record<string, unknown>)['id'];
    }
  } else if (new_observation !== null && typeof new_observation === 'object') {
    const o = new_observation as Record<string, Record<string, unknown>>;
    if ('id' in o) delete o['id'];
    if ('task' in o) delete o['task']['id'];
    if ('project' in o) delete o['project']['id'];
  }
  return new_observation;
};

/** weather_tools.clean_observation: drops the daily temperatures. */
const cleanWeather: Clean = (observation) => {
  const new_observation = JSON.parse(JSON.stringify(observation)) as unknown;
  if (new_observation !== null && typeof new_observation === 'object' && !Array.isArray(new_observation)) {
    const o = new_observation as Record<string, Record<string, unknown>>;
    if ('daily' in o && 'temperature_2m_max' in o['daily']) {
      delete o['daily']['temperature_2m_max'];
      delete o['daily']['temperature_2m_min'];
      delete o['daily']['temperature_2m_mean'];
    }
  }
  return new_observation;
};

/** academia_tools.log_path keeps the observation as it is. */
const keepAcademia: Clean = (observation) => observation;

// ---- log_path: every call the toolkit makes is written to the action path ----

function log_path(action_path: ActionPathItem[], name: string, kwargs: Readonly<Record<string, unknown>>, outcome: [boolean, unknown], clean: Clean): unknown {
  const [success, result] = outcome;
  if (success) {
    action_path.push({ Action: name, 'Action Input': pyStr(kwargs), Observation: result, Subgoal: clean(result) });
    return result;
  } else {
    action_path.push({ Action: name, 'Action Input': pyStr(kwargs), Observation: result, Subgoal: `Calling ${name} with ${pyStr(kwargs)} failed` });
    return result;
  }
}

/** *_tools.finish: the answer, sorted when it is a list. */
function finish(answer: unknown): [boolean, unknown] {
  if (Array.isArray(answer)) {
    answer = [...(answer as unknown[])].sort();
  }
  return [true, answer];
}

// ---- the environments ----

export interface ToolDataset {
  readonly goal: string;
  readonly ground_truth: unknown;
  readonly ground_truth_subgoals: readonly unknown[];
}

const TOOLKITS = {
  movie: {
    clean: cleanMovie,
    actions: [
      'get_search_movie',
      'get_movie_details',
      'get_movie_production_companies',
      'get_movie_production_countries',
      'get_movie_keywords',
      'get_search_person',
      'get_person_details',
      'get_movie_cast',
      'get_movie_crew',
      'get_person_cast',
      'get_person_crew',
      'get_person_external_ids',
      'get_movie_alternative_titles',
      'get_movie_translation',
    ],
  },
  academia: {
    clean: keepAcademia,
    actions: ['loadPaperNet', 'loadAuthorNet', 'neighbourCheck', 'paperNodeCheck', 'authorNodeCheck', 'authorEdgeCheck', 'paperEdgeCheck'],
  },
  todo: {
    clean: cleanTodo,
    actions: [
      'get_user_current_date',
      'get_user_current_location',
      'get_projects',
      'update_project',
      'get_tasks',
      'get_task_description',
      'get_task_duration',
      'complete_task',
      'update_task',
      'delete_task',
      'add_project',
      'add_task',
      'delete_project',
    ],
  },
  weather: {
    clean: cleanWeather,
    actions: [
      'get_user_current_date',
      'get_user_current_location',
      'get_historical_temp',
      'get_historical_rain',
      'get_historical_snow',
      'get_snow_forecast',
      'get_current_snow',
      'get_current_temp',
      'get_latitude_longitude',
      'get_air_quality',
      'get_elevation',
      'get_temp_forecast',
      'get_rain_forecast',
      'get_current_rain',
      'get_distance',
    ],
  },
} as const;

export type ToolName = keyof typeof TOOLKITS;

/** helpers.py is_same_location: the haversine distance of two points under `threshold` km. */
function is_same_location(coord1: [number, number], coord2: [number, number], threshold = 50): boolean {
  const [lat1, lon1] = coord1.map((d) => (d * Math.PI) / 180) as [number, number];
  const [lat2, lon2] = coord2.map((d) => (d * Math.PI) / 180) as [number, number];
  const dlat = lat2 - lat1;
  const dlon = lon2 - lon1;
  const a = Math.sin(dlat / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin(dlon / 2) ** 2;
  const c = 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
  const radius = 6371;
  const distance = radius * c;
  return distance < threshold;
}

const isDict = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);

/** movie_env.py, academia_env.py, todo_env.py, weather_env.py: MovieEnv and its siblings. */
export class ToolEnv {
  reward = 0;
  done = false;
  action_path: ActionPathItem[] = [];
  private readonly ground_truth_subgoals: readonly unknown[];
  private readonly num_subgoals: number;

  constructor(
    private readonly tool: ToolName,
    dataset: ToolDataset,
  ) {
    this.ground_truth_subgoals = dataset.ground_truth_subgoals;
    this.num_subgoals = dataset.ground_truth_subgoals.length;
  }

  /** MovieEnv.update (academia, todo: the same): the share of ground-truth subgoals among the predicted ones, each used once. */
  update(action_path: readonly ActionPathItem[], done: boolean): void {
    if (this.tool === 'weather') {
      this.updateWeather(action_path, done);
      return;
    }
    const predicted_subgoals = action_path.map((item) => canonical(item.Subgoal));
    let count = 0;
    for (const subgoal of this.ground_truth_subgoals) {
      const at = predicted_subgoals.indexOf(canonical(subgoal));
      if (at !== -1) {
        predicted_subgoals.splice(at, 1);
        count += 1;
      }
    }
    const reward = count / this.num_subgoals;
    this.reward = Math.max(this.reward, reward);
    this.done = done;
  }

  /** WeatherEnv.check_equality: the same place within 50 km, and every other item equal. */
  private check_equality(subgoal: Record<string, unknown>, predicted_subgoal: Record<string, unknown>): boolean {
    const s = { ...subgoal };
    const p = { ...predicted_subgoal };
    const coord1: [number, number] = [Number(s['latitude']), Number(s['longitude'])];
    const coord2: [number, number] = [Number(p['latitude']), Number(p['longitude'])];
    delete s['latitude'];
    delete s['longitude'];
    delete p['latitude'];
    delete p['longitude'];
    if (is_same_location(coord1, coord2) && canonical(s) === canonical(p)) {
      return true;
    } else {
      return false;
    }
  }

  /** WeatherEnv.update: coordinates matched by distance, the rest as MovieEnv.update. */
  private updateWeather(action_path: readonly ActionPathItem[], done: boolean): void {
    const predicted_subgoals = action_path.map((item) => item.Subgoal);
    let count = 0;
    for (const subgoal of this.ground_truth_subgoals) {
      if (isDict(subgoal) && 'latitude' in subgoal && 'longitude' in subgoal) {
        for (const predicted_subgoal of predicted_subgoals) {
          if (isDict(predicted_subgoal) && 'latitude' in predicted_subgoal && 'longitude' in predicted_subgoal) {
            if (this.check_equality(subgoal, predicted_subgoal)) {
              predicted_subgoals.splice(predicted_subgoals.indexOf(predicted_subgoal), 1);
              count += 1;
              break;
            }
          }
        }
      } else {
        const at = predicted_subgoals.map((p) => canonical(p)).indexOf(canonical(subgoal));
        if (at !== -1) {
          predicted_subgoals.splice(at, 1);
          count += 1;
        }
      }
    }
    const reward = count / this.num_subgoals;
    this.reward = Math.max(this.reward, reward);
    this.done = done;
  }

  /** MovieEnv.step: runs the action through the toolkit (logged to the action path), then updates the progress. */
  step(call: TraceCall, action: string): string {
    const toolkit = TOOLKITS[this.tool];
    let observation: unknown;
    if ((toolkit.actions as readonly string[]).includes(call.tool)) {
      observation = log_path(this.action_path, call.tool, call.args, apiResult(call), toolkit.clean);
    } else if (call.tool === 'finish') {
      observation = log_path(this.action_path, 'finish', call.args, finish(call.args['answer']), toolkit.clean);
    } else if (call.tool === 'check_valid_actions') {
      observation = `You can use following valid actions: ${toolkit.actions.join(', ')}`;
    } else {
      observation = `ERROR | Invalid action: ${call.tool}.`;
    }

    const done = action.includes('Finish') || action.includes('finish');
    this.done = done;

    const observationText = typeof observation === 'string' ? observation : JSON.stringify(observation);
    if (!observationText.includes('Invalid')) {
      this.update(this.action_path, done);
    }
    return observationText;
  }
}

/** The action text the agent's message is parsed into: `Action: name with Action Input: {...}`. */
export function actionText(call: TraceCall): string {
  return `Action: ${call.tool} with Action Input: ${JSON.stringify(call.args)}`;
}

export const MAX_NUM_STEPS = 30;

// ---- agentboard/tasks/tool.py: the todo state (get_todo_status, get_todo_score, clean_answer) ----

/** todo_tools._clean_project and _get_all_projects: every project but the Inbox, without the API's bookkeeping. */
function _get_all_projects(state: Snapshot): Record<string, unknown>[] {
  const response = (state.tables['projects'] ?? []).map((row) => ({
    id: row['id'],
    name: row['name'],
    order: row['order'],
    color: row['color'],
    is_favorite: row['is_favorite'],
  }));
  return response.filter((project) => project.name !== 'Inbox');
}

/** todo_tools.get_tasks and _clean_task: the active tasks of a project. */
function get_tasks(state: Snapshot, project_id: unknown): Record<string, unknown>[] {
  return (state.tables['tasks'] ?? [])
    .filter((row) => row['project_id'] === project_id && row['is_completed'] === 0)
    .map((row) => ({ id: row['id'], content: row['content'], priority: row['priority'], due_date: row['due_date'] }));
}

/** todo_tools._get_all_tasks: the tasks of every project, project by project. */
function _get_all_tasks(state: Snapshot): Record<string, unknown>[] {
  const tasks: Record<string, unknown>[] = [];
  const projects = _get_all_projects(state);
  for (const project of projects) {
    tasks.push(...get_tasks(state, project['id']));
  }
  return tasks;
}

/** tool.py clean_answer: removes every "id". */
function clean_answer(answer: Record<string, unknown>[]): Record<string, unknown>[] {
  const new_answer = answer.map((item) => ({ ...item }));
  for (const item of new_answer) {
    delete item['id'];
  }
  return new_answer;
}

/** tool.py get_todo_status. */
function get_todo_status(state: Snapshot): { projects: unknown; tasks: unknown } {
  const projects = clean_answer(_get_all_projects(state));
  const tasks = clean_answer(_get_all_tasks(state));
  return { projects, tasks };
}

/** tool.py get_todo_score: the status equals the ground truth. */
function get_todo_score(output: unknown, ground_truth: unknown): boolean {
  const current_status = output;
  const ground_truth_status = ground_truth;
  return canonical(current_status) === canonical(ground_truth_status);
}

// ---- agentboard/tasks/tool.py: EvalTool.evaluate_env ----

/**
 * The episode: one step per call of the agent, up to the step limit, until an action says "finish"; success is a
 * finished episode whose progress rate reached 1 (and, for a todo task of goal type 1, whose todo state is the ground
 * truth).
 */
export function evaluate_env(tool: ToolName, dataset: ToolDataset, goal_type: number, trace: readonly TraceCall[], post: Snapshot): boolean {
  const env = new ToolEnv(tool, dataset);
  let done = false;
  let output: unknown = null;
  for (let step_id = 0; step_id < MAX_NUM_STEPS; step_id++) {
    const call = trace[step_id];
    if (call === undefined) break; // the agent proposed nothing more
    const action = actionText(call);
    const observation = env.step(call, action);
    done = env.done;
    if (done) {
      if (goal_type === 1 && tool === 'todo') {
        output = get_todo_status(post);
      } else {
        output = observation;
      }
      break;
    }
  }

  const reward = env.reward;
  let success: boolean;
  if (done) {
    if (goal_type === 1 && tool === 'todo') {
      success = get_todo_score(output, dataset.ground_truth) && reward === 1.0;
    } else {
      success = reward === 1.0;
    }
  } else {
    success = false;
  }
  return success;
}

// ---- agentboard/environment/sheet_env.py: SheetEnv ----

const NOT_OPEN = 'Please open a sheet before operating it';

/** sheets_tools.get_all_values: the sheet's cells, row by row (the header row first), as text. */
function get_all_values(state: Snapshot, sheet: string, columns: readonly string[]): string[][] | string {
  const rows = state.tables[sheet];
  if (rows === undefined) return NOT_OPEN;
  return [columns.map((c) => c), ...rows.map((row) => columns.map((c) => (row[c] === null || row[c] === undefined ? '' : String(row[c]))))];
}

/** SheetEnv.get_match_score: the share of equal cells over the rows and columns both sheets have. */
function get_match_score(sheet1: string[][] | string, sheet2: string[][]): number {
  if (sheet1 === NOT_OPEN) return 0.0;
  const s1 = sheet1 as string[][];

  const min_rows = Math.min(s1.length, sheet2.length);
  const min_cols = Math.min(s1.length > 0 ? s1[0]!.length : 0, sheet2.length > 0 ? sheet2[0]!.length : 0);

  let matching_count = 0;
  let total_cells = 0;

  for (let i = 0; i < min_rows; i++) {
    for (let j = 0; j < min_cols; j++) {
      total_cells += 1;
      if (s1[i]![j] === sheet2[i]![j]) {
        matching_count += 1;
      }
    }
  }

  const matching_degree = total_cells ? matching_count / total_cells : 0;
  return matching_degree;
}

const SHEET_ACTIONS = [
  'open_sheet',
  'del_sheet',
  'freeze_data',
  'get_A1_annotation',
  'insert_cols',
  'insert_rows',
  'delete_batch_data',
  'update_cell',
  'update_cell_by_formula',
  'update_range',
  'sort_sheet_by_col',
  'merge_cells',
  'update_note',
  'get_all_values',
  'get_range_values',
  'get_cell_value',
  'get_value_by_formula',
  'filter_cells',
  'get_note',
  'finish',
];

export interface SheetDataset {
  readonly goal: string;
  /** The sheet the task leaves, as JSON text (rows of cells, the header first). */
  readonly ground_truth: string;
  readonly sheet: string;
  readonly columns: readonly string[];
}

class SheetEnv {
  reward = 0;
  done = false;

  constructor(private readonly dataset: SheetDataset) {}

  update(observation_space: string[][] | string, done: boolean): void {
    const reward = get_match_score(observation_space, JSON.parse(this.dataset.ground_truth) as string[][]);
    this.reward = Math.max(this.reward, reward);
    this.done = done;
  }

  /** SheetEnv.step: the action runs, then the whole sheet is read and scored against the ground truth. */
  step(call: TraceCall, action: string, state: Snapshot): string {
    let observation: string;
    if (!SHEET_ACTIONS.includes(call.tool)) {
      observation = `ERROR | Invalid action: ${call.tool}. Please choose another valid action from ${SHEET_ACTIONS.join(', ')}`;
    } else if (call.status !== 'ok') {
      const observation_space = get_all_values(state, this.dataset.sheet, this.dataset.columns);
      observation = `ERROR | Exception(${call.error ?? 'blocked'})`;
      this.done = false;
      if (!observation.includes('Invalid')) {
        this.update(observation_space, this.done);
      }
      return observation;
    } else {
      observation = call.result ?? '';
    }

    const done = action.toLowerCase().includes('finish');
    this.done = done;

    const observation_space = get_all_values(state, this.dataset.sheet, this.dataset.columns);

    if (!observation.includes('Invalid')) {
      this.update(observation_space, done);
    }
    return observation;
  }
}

/** tool.py evaluate_env for the sheet tasks: the sheet after each step is scored; success needs the best score at 1. */
export function evaluate_sheet(dataset: SheetDataset, trace: readonly TraceCall[], steps: readonly Step[]): boolean {
  const env = new SheetEnv(dataset);
  let done = false;
  for (let step_id = 0; step_id < MAX_NUM_STEPS; step_id++) {
    const call = trace[step_id];
    if (call === undefined) break;
    const state = steps[step_id]!.state;
    env.step(call, actionText(call), state);
    done = env.done;
    if (done) break;
  }
  const reward = env.reward;
  return done ? reward === 1.0 : false;
}
