// Source: ToolTalk (microsoft/ToolTalk, "ToolTalk: Evaluating Tool-Usage in a Conversational Setting") at commit
// e05f4ce6132c80ed33392b81535b077d56ab28fd: the evaluation of a conversation's predicted API calls against its ground
// truth (src/tooltalk/evaluation/tool_executor.py: ToolExecutor.execute_tool, init_conversation_state,
// run_conversation, compare_api_calls, is_action, evaluate_predictions), each API's own comparison
// (src/tooltalk/apis/*.py: check_api_call_correctness, is_action, requires_auth) and the semantic comparison of texts
// (src/tooltalk/apis/utils.py: semantic_str_compare). The agent's calls are the trace: each call is the prediction's
// request (tool and arguments, the session token added by the executor as execute_tool adds it), what came back its
// response (the result parsed as JSON) and its exception (the call's error). sent2vec's embedding, which this
// environment does not have, is replaced by the cosine of the two texts' word counts (lower-cased, as the uncased
// model reads them): deterministic, and the same threshold is compared.
import type { TraceCall } from 'chokepoint';

// ---- the data of a conversation (data/tooltalk/*.json) ----

export interface ApiRequest {
  readonly api_name: string;
  readonly parameters: Record<string, unknown>;
}

export interface ApiCall {
  readonly request: ApiRequest;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly response: any;
  readonly exception: string | null;
}

export interface Prediction extends ApiCall {
  role: 'api' | 'assistant';
  match?: boolean;
  bad_action?: boolean;
}

export interface Turn {
  readonly index: number;
  readonly role: 'user' | 'assistant';
  readonly text: string;
  readonly apis?: readonly ApiCall[];
  predictions?: Prediction[];
}

export interface ToolTalkUser {
  readonly username: string;
  readonly email: string;
  readonly phone: string;
  readonly name: string;
  readonly password: string;
  readonly session_token?: string;
  readonly verification_code?: string;
}

export interface Conversation {
  readonly name: string;
  readonly user: ToolTalkUser;
  readonly metadata: { readonly location: string; readonly timestamp: string; readonly username: string; readonly session_token?: string };
  readonly conversation: readonly Turn[];
}

export interface Metrics {
  predictions: number;
  ground_truths: number;
  matches: number;
  actions: number;
  valid_actions: number;
  bad_actions: number;
  precision: number;
  recall: number;
  action_precision: number;
  bad_action_rate: number;
  success: boolean;
  soft_success: number;
}

// ---- src/tooltalk/apis/utils.py ----

/** The stand-in for sent2vec's vector of a text: its lower-cased words counted. */
function vectorize_text(text: string): Map<string, number> {
  const vector = new Map<string, number>();
  for (const word of text.toLowerCase().split(/[^a-z0-9]+/)) {
    if (word === '') continue;
    vector.set(word, (vector.get(word) ?? 0) + 1);
  }
  return vector;
}

function norm(vector: Map<string, number>): number {
  let sum = 0;
  for (const value of vector.values()) sum += value * value;
  return Math.sqrt(sum);
}

export function semantic_str_compare(prediction_text: unknown, ground_truth_text: unknown): number {
  if (prediction_text === null || prediction_text === undefined) {
    return 0.0;
  }
  const prediction_vec = vectorize_text(String(prediction_text));
  const ground_truth_vec = vectorize_text(String(ground_truth_text));
  let dot = 0;
  for (const [word, count] of prediction_vec) dot += count * (ground_truth_vec.get(word) ?? 0);
  const cosine_similarity = dot / (norm(prediction_vec) * norm(ground_truth_vec));
  return cosine_similarity;
}

/** Python's `!=` on the values of a request or a response: scalars by value, lists and dicts element by element. */
function pyNotEquals(a: unknown, b: unknown): boolean {
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null) {
    return JSON.stringify(a) !== JSON.stringify(b);
  }
  return a !== b;
}

/** datetime.strptime(value, "%Y-%m-%d %H:%M:%S").date(): raises on any other format. */
function strptimeDate(value: unknown): string {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(String(value));
  if (match === null) {
    throw new Error(`ValueError: time data '${String(value)}' does not match format '%Y-%m-%d %H:%M:%S'`);
  }
  return `${match[1]}-${match[2]}-${match[3]}`;
}

// ---- src/tooltalk/apis/api.py ----

abstract class API {
  static is_action: boolean;
  static requires_auth = false;

  static check_api_call_correctness(prediction: ApiCall, ground_truth: ApiCall): boolean {
    // default is if request, response, and exception are all the same
    if (pyNotEquals(prediction.response, ground_truth.response) || prediction.exception !== ground_truth.exception) {
      return false;
    }

    // we only care about values present in the ground truth
    // missing required parameters will result in exceptions
    for (const [key, value] of Object.entries(ground_truth.request.parameters)) {
      if (!(key in prediction.request.parameters)) {
        return false;
      }
      const predict_value = prediction.request.parameters[key];
      if (pyNotEquals(predict_value, value)) {
        return false;
      }
    }
    return true;
  }
}

// ---- src/tooltalk/apis/alarm.py ----

class AddAlarm extends API {
  static is_action = true;
  static requires_auth = true;

  static check_api_call_correctness(prediction: ApiCall, ground_truth: ApiCall): boolean {
    // check if request and exception are all the same
    if (prediction.exception !== ground_truth.exception) {
      return false;
    }

    // we only care about values present in the ground truth
    // missing required parameters will result in exceptions
    for (const [key, value] of Object.entries(ground_truth.request.parameters)) {
      if (!(key in prediction.request.parameters)) {
        return false;
      }
      const predict_value = prediction.request.parameters[key];
      if (pyNotEquals(predict_value, value)) {
        return false;
      }
    }
    return true;
  }
}

class DeleteAlarm extends API {
  static is_action = true;
  static requires_auth = true;
}

class FindAlarms extends API {
  static is_action = false;
  static requires_auth = true;

  /** Correct if output alarm ids in ground truth are a subset or equal to alarm ids in response. */
  static check_api_call_correctness(prediction: ApiCall, ground_truth: ApiCall): boolean {
    // default is if input, output and exception are all the same
    if (prediction.exception !== ground_truth.exception) {
      return false;
    }
    const predict_params = prediction.request.parameters;
    const ground_truth_params = ground_truth.request.parameters;
    if (predict_params['session_token'] !== ground_truth_params['session_token']) {
      return false;
    }
    const response_ids = new Set(prediction.response['alarms'].map((alarm: Record<string, unknown>) => alarm['alarm_id']));
    for (const alarm of ground_truth.response['alarms']) {
      if (!response_ids.has(alarm['alarm_id'])) {
        return false;
      }
    }
    return true;
  }
}

// ---- src/tooltalk/apis/calendar.py ----

class CreateEvent extends API {
  static is_action = true;
  static requires_auth = true;

  /** Check all required values. Also make sure no exception is thrown. Returned event_id is irrelevant. */
  static check_api_call_correctness(prediction: ApiCall, ground_truth: ApiCall): boolean {
    if (prediction.exception !== ground_truth.exception) {
      return false;
    }

    const predict_params = prediction.request.parameters;
    const ground_truth_params = ground_truth.request.parameters;

    for (const [key, value] of Object.entries(ground_truth_params)) {
      // all included values in ground truth are necessary
      if (!(key in predict_params)) {
        return false;
      }

      const predict_value = predict_params[key];
      if (predict_value === null || predict_value === undefined) {
        return false;
      } else if (['name', 'description', 'location'].includes(key)) {
        const score = semantic_str_compare(value, predict_value);
        if (score < 0.9) {
          return false;
        }
      } else if (pyNotEquals(value, predict_value)) {
        return false;
      }
    }

    return true;
  }
}

class DeleteEvent extends API {
  static is_action = true;
  static requires_auth = true;
}

class ModifyEvent extends API {
  static is_action = true;
  static requires_auth = true;

  /** Check all required values */
  static check_api_call_correctness(prediction: ApiCall, ground_truth: ApiCall): boolean {
    if (pyNotEquals(prediction.response, ground_truth.response) || prediction.exception !== ground_truth.exception) {
      return false;
    }

    const predict_params = prediction.request.parameters;
    const ground_truth_params = ground_truth.request.parameters;

    for (const [key, value] of Object.entries(ground_truth_params)) {
      // all included values in ground truth are necessary
      if (!(key in predict_params)) {
        return false;
      }

      const predict_value = predict_params[key];
      if (predict_value === null || predict_value === undefined) {
        return false;
      } else if (['new_name', 'new_description', 'new_location'].includes(key)) {
        const score = semantic_str_compare(value, predict_value);
        if (score < 0.9) {
          return false;
        }
      } else if (pyNotEquals(value, predict_value)) {
        return false;
      }
    }

    return true;
  }
}

class QueryCalendar extends API {
  static is_action = false;
  static requires_auth = true;

  static check_api_call_correctness(prediction: ApiCall, ground_truth: ApiCall): boolean {
    if (prediction.exception !== ground_truth.exception) {
      return false;
    }
    const predict_params = prediction.request.parameters;
    const ground_truth_params = ground_truth.request.parameters;
    if (predict_params['session_token'] !== ground_truth_params['session_token']) {
      return false;
    }
    const predict_event_ids = new Set(prediction.response['events'].map((event: Record<string, unknown>) => event['event_id']));
    for (const event of ground_truth.response['events']) {
      if (!predict_event_ids.has(event['event_id'])) {
        return false;
      }
    }
    return true;
  }
}

// ---- src/tooltalk/apis/email.py ----

class SearchInbox extends API {
  static is_action = false;
  static requires_auth = true;

  /** Query is correct as long as all ground truth emails are retrieved, no exception is thrown and session tokens are the same */
  static check_api_call_correctness(prediction: ApiCall, ground_truth: ApiCall): boolean {
    if (prediction.exception !== ground_truth.exception) {
      return false;
    }
    const predict_token = prediction.request.parameters['session_token'];
    const ground_truth_token = ground_truth.request.parameters['session_token'];
    if (predict_token !== ground_truth_token) {
      return false;
    }

    // as long as ground_truth emails are contained in response emails, it's correct
    const response_ids = new Set(prediction.response['emails'].map((email: Record<string, unknown>) => email['email_id']));
    const ground_truth_emails = ground_truth.response['emails'];
    for (const email of ground_truth_emails) {
      if (!response_ids.has(email['email_id'])) {
        return false;
      }
    }
    return true;
  }
}

class SendEmail extends API {
  static is_action = true;
  static requires_auth = true;

  /** Don't really care about response email id */
  static check_api_call_correctness(prediction: ApiCall, ground_truth: ApiCall): boolean {
    if (prediction.exception !== ground_truth.exception) {
      return false;
    }

    const predict_params = prediction.request.parameters;
    const ground_truth_params = ground_truth.request.parameters;

    // session_tokens must be the same
    if (predict_params['session_token'] !== ground_truth_params['session_token']) {
      return false;
    }

    // emails must be the same, though order unimportant
    const predict_to = new Set(predict_params['to'] as readonly unknown[]);
    const ground_truth_to = new Set(ground_truth_params['to'] as readonly unknown[]);
    if (predict_to.size !== ground_truth_to.size || [...predict_to].some((address) => !ground_truth_to.has(address))) {
      return false;
    }

    // subject and body must be relatively the same
    if (semantic_str_compare(predict_params['subject'], ground_truth_params['subject']) < 0.9) {
      return false;
    }
    if (semantic_str_compare(predict_params['body'], ground_truth_params['body']) < 0.8) {
      return false;
    }
    return true;
  }
}

// ---- src/tooltalk/apis/message.py ----

class SearchMessages extends API {
  static is_action = false;
  static requires_auth = true;

  static check_api_call_correctness(prediction: ApiCall, ground_truth: ApiCall): boolean {
    if (prediction.exception !== ground_truth.exception) {
      return false;
    }
    const predict_token = prediction.request.parameters['session_token'];
    const ground_truth_token = ground_truth.request.parameters['session_token'];
    if (predict_token !== ground_truth_token) {
      return false;
    }

    // as long as ground_truth emails are contained in response emails, it's correct
    const response_ids = new Set(prediction.response['messages'].map((message: Record<string, unknown>) => message['message_id']));
    const ground_truth_messages = ground_truth.response['messages'];
    for (const message of ground_truth_messages) {
      if (!response_ids.has(message['message_id'])) {
        return false;
      }
    }
    return true;
  }
}

class SendMessage extends API {
  static is_action = true;
  static requires_auth = true;

  /** Don't really care about response message id */
  static check_api_call_correctness(prediction: ApiCall, ground_truth: ApiCall): boolean {
    if (prediction.exception !== ground_truth.exception) {
      return false;
    }

    const predict_params = prediction.request.parameters;
    const ground_truth_params = ground_truth.request.parameters;

    // parameters besides message must be the same
    if (predict_params['session_token'] !== ground_truth_params['session_token']) {
      return false;
    }
    if (predict_params['receiver'] !== predict_params['receiver']) {
      return false;
    }

    // messages must be relatively the same
    if (semantic_str_compare(predict_params['message'], ground_truth_params['message']) < 0.8) {
      return false;
    }
    return true;
  }
}

// ---- src/tooltalk/apis/reminder.py ----

class AddReminder extends API {
  static is_action = true;
  static requires_auth = true;

  static check_api_call_correctness(prediction: ApiCall, ground_truth: ApiCall): boolean {
    // don't care about response
    if (prediction.exception !== ground_truth.exception) {
      return false;
    }

    // we only care about values present in the ground truth
    // missing required parameters will result in exceptions
    for (const [key, value] of Object.entries(ground_truth.request.parameters)) {
      if (!(key in prediction.request.parameters)) {
        return false;
      }
      const predict_value = prediction.request.parameters[key];
      if (key === 'due_date') {
        // just check if date is valid, ignore time
        const predict_date = strptimeDate(predict_value);
        const true_date = strptimeDate(value);
        if (predict_date !== true_date) {
          return false;
        }
      } else if (key === 'task') {
        if (semantic_str_compare(predict_value, value) < 0.9) {
          return false;
        }
      } else if (pyNotEquals(predict_value, value)) {
        return false;
      }
    }
    return true;
  }
}

class CompleteReminder extends API {
  static is_action = true;
  static requires_auth = true;
}

class DeleteReminder extends API {
  static is_action = true;
  static requires_auth = true;
}

class GetReminders extends API {
  static is_action = false;
  static requires_auth = true;

  static check_api_call_correctness(prediction: ApiCall, ground_truth: ApiCall): boolean {
    // request and exception should be the same
    if (pyNotEquals(prediction.request, ground_truth.request) || prediction.exception !== ground_truth.exception) {
      return false;
    }

    // api_ids in ground truth should be subset of api_ids in prediction
    const prediction_reminders = prediction.response['reminders'];
    const prediction_ids = new Set(prediction_reminders.map((reminder: Record<string, unknown>) => reminder['reminder_id']));
    const ground_truth_reminders = ground_truth.response['reminders'];
    for (const reminder of ground_truth_reminders) {
      if (!prediction_ids.has(reminder['reminder_id'])) {
        return false;
      }
    }
    return true;
  }
}

// ---- src/tooltalk/apis/weather.py ----

class CurrentWeather extends API {
  static is_action = false;
}

class ForecastWeather extends API {
  static is_action = false;
}

class HistoricWeather extends API {
  static is_action = false;
}

// ---- src/tooltalk/apis/account.py ----

class ChangePassword extends API {
  static is_action = true;
  static requires_auth = true;
}

class DeleteAccount extends API {
  static is_action = true;
  static requires_auth = true;
}

class GetAccountInformation extends API {
  static is_action = false;
  static requires_auth = true;
}

class LogoutUser extends API {
  static is_action = true;
  static requires_auth = true;
}

class QueryUser extends API {
  static is_action = false;
  static requires_auth = true;
}

class RegisterUser extends API {
  static is_action = true;
}

class ResetPassword extends API {
  static is_action = true;
}

class SendVerificationCode extends API {
  static is_action = true;
}

class UpdateAccountInformation extends API {
  static is_action = true;
  static requires_auth = true;
}

class UserLogin extends API {
  static is_action = true;
}

// ---- src/tooltalk/apis/__init__.py: ALL_APIS ----

const ALL_APIS: Record<string, typeof API> = {
  AddAlarm,
  DeleteAlarm,
  FindAlarms,
  CreateEvent,
  DeleteEvent,
  ModifyEvent,
  QueryCalendar,
  SearchInbox,
  SendEmail,
  SearchMessages,
  SendMessage,
  AddReminder,
  CompleteReminder,
  DeleteReminder,
  GetReminders,
  CurrentWeather,
  ForecastWeather,
  HistoricWeather,
  ChangePassword,
  DeleteAccount,
  GetAccountInformation,
  LogoutUser,
  QueryUser,
  RegisterUser,
  ResetPassword,
  SendVerificationCode,
  UpdateAccountInformation,
  UserLogin,
};

// ---- src/tooltalk/evaluation/tool_executor.py ----

interface ExecutorResponse {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly response: any;
  readonly exception: string | null;
}

class ToolExecutor {
  private readonly apis: Record<string, typeof API> = ALL_APIS;
  private session_token: string | null = null;
  private username: string | null = null;

  /** Sets the user's session as init_conversation_state does (no API history: the run starts from the conversation's start). */
  init_conversation_state(user_data: ToolTalkUser): void {
    this.session_token = null;
    // setting these should never fail, if it does it's a bug in the dataset
    if (user_data.session_token !== undefined) {
      this.username = user_data.username;
      this.session_token = user_data.session_token;
    }
  }

  /**
   * execute_tool: the request as the executor makes it (the session token added for tools that need one) and the
   * response; the tool itself ran in the environment, so its response is what came back for the call.
   */
  execute_tool(api_name: string, parameters: Record<string, unknown>, call: TraceCall): [ApiRequest, ExecutorResponse] {
    const request = { api_name, parameters };
    if (!(api_name in this.apis)) {
      return [request, { response: null, exception: `API ${api_name} not found` }];
    }

    const tool = this.apis[api_name];
    if (tool.requires_auth) {
      if (this.session_token === null) {
        return [request, { response: null, exception: 'User is not logged in' }];
      }
      parameters['session_token'] = this.session_token;
    }
    if ((api_name === 'UserLogin' || api_name === 'RegisterUser') && this.session_token !== null) {
      return [request, { response: null, exception: `Only one user can be logged in at a time. Current user is ${this.username}.` }];
    }

    // execute tool
    const response: ExecutorResponse = {
      response: call.result === undefined ? null : JSON.parse(call.result),
      exception: call.error ?? null,
    };

    // capture session_token and simulate login and logout
    if ((api_name === 'UserLogin' || api_name === 'RegisterUser') && response.exception === null) {
      this.session_token = response.response['session_token'];
      this.username = String(parameters['username']);
    } else if ((api_name === 'LogoutUser' || api_name === 'DeleteAccount') && response.exception === null) {
      this.session_token = null;
    }
    return [request, response];
  }

  compare_api_calls(prediction: ApiCall, ground_truth: ApiCall): boolean {
    const api_name = prediction.request.api_name;
    if (api_name !== ground_truth.request.api_name) {
      return false;
    }

    // TODO add session_token if ground truth needs it
    return this.apis[api_name].check_api_call_correctness(prediction, ground_truth);
  }

  is_action(api_name: string): boolean {
    if (!(api_name in this.apis)) {
      return false;
    }
    return this.apis[api_name].is_action;
  }

  /**
   * Compare predictions in a conversation with complete ground truth in conversation returning metrics.
   * Calculates recall over ground truth, where predictions can only match to function in ground truth once.
   * Additionally, calculates action precision, number of actions that match ground truth.
   * Finally, calculates success, which is recall == 1.0 and action precision == 1.0.
   */
  evaluate_predictions(conversation_with_predictions: readonly Turn[]): Metrics {
    const predictions: Prediction[] = [];
    const ground_truths: ApiCall[] = [];
    for (const turn of conversation_with_predictions) {
      if (turn.role === 'user') {
        continue;
      }
      if (turn.predictions !== undefined) {
        // last prediction will be assistant response
        for (const prediction of turn.predictions) {
          if (prediction.role === 'api') {
            predictions.push(prediction);
          }
        }
      }
      if (turn.apis !== undefined) {
        ground_truths.push(...turn.apis);
      }
    }

    // remove ground truth as they get matched to predictions
    let match_count = 0;
    let action_count = 0;
    let valid_action_count = 0;
    let bad_action_count = 0;
    let current_ground_truths = [...ground_truths];
    for (const prediction of predictions) {
      let is_match = false;
      const new_ground_truths: ApiCall[] = [];
      while (current_ground_truths.length > 0) {
        const ground_truth = current_ground_truths.shift() as ApiCall;
        if (this.compare_api_calls(prediction, ground_truth)) {
          // don't add back in ground truth that matches
          is_match = true;
          break;
        } else {
          new_ground_truths.push(ground_truth);
        }
      }

      // alter prediction data
      const is_action = this.is_action(prediction.request.api_name);
      const is_successful = prediction.exception === null;
      const is_bad_action = !is_match && is_action && is_successful;
      prediction.match = is_match;
      prediction.bad_action = is_bad_action;

      // add back in ground truths that don't match
      while (current_ground_truths.length > 0) {
        new_ground_truths.push(current_ground_truths.shift() as ApiCall);
      }
      current_ground_truths = new_ground_truths;

      // update counters
      match_count += is_match ? 1 : 0;
      action_count += is_action ? 1 : 0;
      valid_action_count += is_action && is_match ? 1 : 0;
      bad_action_count += is_bad_action ? 1 : 0;
    }

    const precision = predictions.length > 0 ? match_count / predictions.length : 0;
    const recall = match_count / ground_truths.length;
    const action_precision = action_count > 0 ? valid_action_count / action_count : 1;
    const bad_action_rate = action_count > 0 ? bad_action_count / action_count : 0;
    const success = recall === 1.0 && bad_action_rate === 0.0;
    const soft_success = recall * (1.0 - bad_action_rate);
    return {
      predictions: predictions.length,
      ground_truths: ground_truths.length,
      matches: match_count,
      actions: action_count,
      valid_actions: valid_action_count,
      bad_actions: bad_action_count,
      precision,
      recall,
      action_precision,
      bad_action_rate,
      success,
      soft_success,
    };
  }

  /**
   * run_conversation with the agent's calls as the predictions: the assistant turn that holds the ground truth's API
   * calls is predicted by the trace (one prediction per call, then the assistant's reply); the others by their reply.
   */
  run_conversation(conversation: Conversation, trace: readonly TraceCall[]): Turn[] {
    const turns: Turn[] = [];
    for (const turn of conversation.conversation) {
      if (turn.role === 'user') {
        turns.push(turn);
        continue;
      }
      this.init_conversation_state(conversation.user);
      const predictions: Prediction[] = [];
      if (turn.apis !== undefined) {
        for (const call of trace) {
          const [request, response] = this.execute_tool(call.tool, { ...call.args }, call);
          predictions.push({ request, response: response.response, exception: response.exception, role: 'api' });
        }
      }
      predictions.push({ request: { api_name: '', parameters: {} }, response: null, exception: null, role: 'assistant' });
      turns.push({ ...turn, predictions });
    }
    return turns;
  }
}

/** The conversation's success metric: every ground-truth call matched, and no successful action that matches none. */
export function toolTalkSuccess(trace: readonly TraceCall[], conversation: Conversation): boolean {
  const executor = new ToolExecutor();
  const conversation_with_predictions = executor.run_conversation(conversation, trace);
  return executor.evaluate_predictions(conversation_with_predictions).success;
}
