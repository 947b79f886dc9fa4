// Source: AlibabaResearch/DAMO-ConvAI, API-Bank (api-bank/): evaluator.py (Evaluator.evaluate, get_api_call, the level-1
// driver's handling of AssertionError; commit 5c38bb7d1d78c7a7f12aa415d620d6305dbe2078), api_call_extraction.py
// (parse_api_call; a12362816d7bc80f5b64f7a3246705f1f3369acd), tool_manager.py (ToolManager: init_tool, api_call;
// 8d447e26e7cdb1974b3a698f3bea94d29d51308a) and the APIs' call / check_api_call_correctness: apis/add_agenda.py,
// add_meeting.py, send_email.py (8d447e26e7cdb1974b3a698f3bea94d29d51308a), add_alarm.py, delete_reminder.py,
// modify_password.py, query_stock.py, record_health_data.py, register_user.py
// (a12362816d7bc80f5b64f7a3246705f1f3369acd), open_bank_account.py (8d447e26e7cdb1974b3a698f3bea94d29d51308a).
// CheckToken (apis/check_token.py) is not in the stored snapshot: check_token is written from how the APIs use it (the
// user whose token it is, or an exception). The init databases are ours, in the shape of init_database/*.json.
// Python's dict/list equality is pyEquals; datetime.strptime/strftime for the two formats used are written out.
import type { TraceCall } from 'chokepoint';

type Value = string | number | boolean | null | undefined | readonly Value[] | { readonly [k: string]: Value };
type Row = { [k: string]: Value };

/** One API call's response, as an API's `call` builds it. */
export interface ApiResponse {
  api_name?: string;
  input: Row;
  output: Value;
  exception: string | null;
}

/** A ground-truth turn of the dialogue (role API). */
export interface GroundTruth {
  readonly role: 'API';
  readonly api_name: string;
  readonly param_dict: Readonly<Record<string, Value>>;
  readonly result: ApiResponse;
}

class AssertionError extends Error {}
class KeyError extends Error {}
class ValueError extends Error {}

function assert(condition: boolean, message: string): void {
  if (!condition) throw new AssertionError(message);
}

/** Python's `==` on dicts, lists and scalars. */
function pyEquals(a: Value, b: Value): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!pyEquals(a[i], b[i])) return false;
    return true;
  }
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    if (ka.length !== kb.length) return false;
    for (const k of ka) {
      if (!(k in b)) return false;
      if (!pyEquals((a as Row)[k], (b as Row)[k])) return false;
    }
    return true;
  }
  return (a ?? null) === (b ?? null);
}

/** `d[key]` on a dict: KeyError when absent. */
function item(d: Row, key: string): Value {
  if (!(key in d)) throw new KeyError(key);
  return d[key];
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** datetime.datetime.strptime(text, '%Y-%m-%d %H:%M:%S') (or '%Y-%m-%d'), reformatted with strftime. */
function strptime(text: string, withTime: boolean): string {
  const m = withTime
    ? /^(\d{4})-(\d{1,2})-(\d{1,2}) (\d{1,2}):(\d{1,2}):(\d{1,2})$/.exec(text)
    : /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const format = withTime ? '%Y-%m-%d %H:%M:%S' : '%Y-%m-%d';
  if (m === null) throw new ValueError(`time data '${text}' does not match format '${format}'`);
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number);
  if (mo! < 1 || mo! > 12 || d! < 1 || d! > 31 || (withTime && (h! > 23 || mi! > 59 || s! > 61))) {
    throw new ValueError(`time data '${text}' does not match format '${format}'`);
  }
  const date = `${pad(y!, 4)}-${pad(mo!, 2)}-${pad(d!, 2)}`;
  return withTime ? `${date} ${pad(h!, 2)}:${pad(mi!, 2)}:${pad(s!, 2)}` : date;
}

// ---------------------------------------------------------------- the init databases (ours)

const INIT_DATABASES: Readonly<Record<string, Row>> = {
  Account: {
    JohnDoe: { password: 'pass123', token: 'a9s8d7f6g5h4j3k2l1', email: 'john.doe@example.com' },
    JaneSmith: { password: 'qwerty', token: 'p0o9i8u7y6t5r4e3w2', email: 'jane.smith@example.com' },
  },
  Agenda: {},
  Meeting: {},
  Alarm: {},
  Reminder: {
    '1': { username: 'JohnDoe', content: 'Call the dentist', time: '2023-03-22 10:00:00' },
    '2': { username: 'JohnDoe', content: 'Pay the rent', time: '2023-03-25 09:00:00' },
    '3': { username: 'JaneSmith', content: 'Water the plants', time: '2023-03-22 10:00:00' },
  },
  Stock: {
    AAPL: { '2023-02-01': 145.43, '2023-02-02': 150.82 },
    MSFT: { '2023-02-01': 252.75, '2023-02-02': 264.6 },
  },
  HealthData: {},
};

// ---------------------------------------------------------------- the APIs

interface ParameterSpec {
  readonly type: string;
  readonly description: string;
}

abstract class API {
  static readonly input_parameters: Readonly<Record<string, ParameterSpec>> = {};
  static readonly database_name: string | undefined = undefined;
  abstract call(kwargs: Row): ApiResponse;
  abstract check_api_call_correctness(response: ApiResponse, groundtruth: ApiResponse): boolean;
}

class CheckToken extends API {
  static override readonly database_name = 'Account';
  constructor(readonly database: Row = {}) {
    super();
  }
  check_token(token: string): string {
    for (const username of Object.keys(this.database)) {
      if ((this.database[username] as Row)['token'] === token) return username;
    }
    throw new Error('The token is invalid.');
  }
  call(kwargs: Row): ApiResponse {
    const input = { token: kwargs['token'] };
    try {
      return { api_name: 'CheckToken', input, output: { username: this.check_token(String(kwargs['token'])) }, exception: null };
    } catch (e) {
      return { api_name: 'CheckToken', input, output: null, exception: String((e as Error).message) };
    }
  }
  check_api_call_correctness(response: ApiResponse, groundtruth: ApiResponse): boolean {
    return pyEquals(response.input, groundtruth.input) && pyEquals(response.output, groundtruth.output);
  }
}

/** The response an API's `call` returns: success with its output, or the exception's text. */
function respond(api_name: string, input: Row, run: () => Value): ApiResponse {
  try {
    const output = run();
    return { api_name, input, output, exception: null };
  } catch (e) {
    const exception = String((e as Error).message);
    return { api_name, input, output: null, exception };
  }
}

/** len(set(a).intersection(set(b))) / len(set(a).union(set(b))) of two texts split at spaces. */
function wordJaccard(a: string, b: string): number {
  const sa = new Set(a.split(' '));
  const sb = new Set(b.split(' '));
  let common = 0;
  for (const w of sa) if (sb.has(w)) common += 1;
  const union = new Set([...sa, ...sb]);
  return common / union.size;
}

class AddAgenda extends API {
  static override readonly input_parameters = {
    token: { type: 'str', description: "User's token." },
    content: { type: 'str', description: 'The content of the agenda.' },
    time: { type: 'str', description: 'The time for agenda. Format: %Y-%m-%d %H:%M:%S' },
    location: { type: 'str', description: 'The location of the agenda.' },
  };
  static override readonly database_name = 'Agenda';
  constructor(readonly database: Row = {}, readonly token_checker?: CheckToken) {
    super();
  }
  check_api_call_correctness(response: ApiResponse, groundtruth: ApiResponse): boolean {
    assert(response.api_name === groundtruth.api_name, 'The API name is not correct.');
    const response_content = String(item(response.input, 'content')).split(' ');
    const groundtruth_content = String(item(groundtruth.input, 'content')).split(' ');
    let content_satisfied = false;
    if (wordJaccard(response_content.join(' '), groundtruth_content.join(' ')) > 0.5) {
      content_satisfied = true;
    }
    if (
      content_satisfied &&
      item(response.input, 'time') === item(groundtruth.input, 'time') &&
      item(response.input, 'location') === item(groundtruth.input, 'location') &&
      pyEquals(response.output, groundtruth.output) &&
      response.exception === groundtruth.exception
    ) {
      return true;
    } else {
      return false;
    }
  }
  call(kwargs: Row): ApiResponse {
    const { token, content, time, location } = kwargs as Record<string, string>;
    const input_parameters = { token, content, time, location };
    return respond('AddAgenda', input_parameters, () => this.add_agenda(token!, content!, time!, location!));
  }
  add_agenda(token: string, content: string, time: string, location: string): string {
    // Check the format of the input parameters.
    strptime(time, true);
    if (content.trim() === '') throw new Error('Content should not be null');
    const id_now = Object.keys(this.database).length + 1;
    const username = this.token_checker!.check_token(token);
    this.database[id_now] = { username, content, time, location };
    return 'success';
  }
}

class AddMeeting extends API {
  static override readonly input_parameters = {
    token: { type: 'str', description: "User's token." },
    meeting_topic: { type: 'str', description: 'The title of the meeting, no more than 50 characters.' },
    start_time: { type: 'str', description: 'The start time of the meeting, in the pattern of %Y-%m-%d %H:%M:%S' },
    end_time: { type: 'str', description: 'The end time of the meeting, in the pattern of %Y-%m-%d %H:%M:%S' },
    location: { type: 'str', description: 'The location where the meeting to be held, no more than 100 characters.' },
    attendees: { type: 'list(str)', description: 'The attendees of the meeting, including names, positions and other information.' },
  };
  static override readonly database_name = 'Meeting';
  constructor(readonly database: Row = {}, readonly token_checker?: CheckToken) {
    super();
  }
  check_api_call_correctness(response: ApiResponse, groundtruth: ApiResponse): boolean {
    const response_content = String(item(response.input, 'meeting_topic')).split(' ');
    const groundtruth_content = String(item(groundtruth.input, 'meeting_topic')).split(' ');
    let content_satisfied = false;
    if (wordJaccard(response_content.join(' '), groundtruth_content.join(' ')) > 0.5) {
      content_satisfied = true;
    }
    delete response.input['meeting_topic'];
    delete groundtruth.input['meeting_topic'];
    if (
      content_satisfied &&
      pyEquals(response.input, groundtruth.input) &&
      pyEquals(response.output, groundtruth.output) &&
      response.exception === groundtruth.exception
    ) {
      return true;
    } else {
      return false;
    }
  }
  call(kwargs: Row): ApiResponse {
    const { token, meeting_topic, start_time, end_time, location, attendees } = kwargs;
    const input_parameters = { token, meeting_topic, start_time, end_time, location, attendees };
    return respond('AddMeeting', input_parameters, () =>
      this.add_meeting(String(token), String(meeting_topic), String(start_time), String(end_time), String(location), attendees ?? []),
    );
  }
  add_meeting(token: string, meeting_topic: string, start_time: string, end_time: string, location: string, attendees: Value): string {
    // Check the format of the input parameters.
    strptime(start_time, true);
    strptime(end_time, true);
    if (meeting_topic.trim() === '') throw new Error('Meeting Topic should not be null');
    const keys = Object.keys(this.database);
    const id_now = keys.length === 0 ? 0 : Math.max(...keys.map((i) => parseInt(i, 10))) + 1;
    const username = this.token_checker!.check_token(token);
    this.database[String(id_now)] = { username, meeting_topic, start_time, end_time, location, attendees };
    return 'success';
  }
}

class AddAlarm extends API {
  static override readonly input_parameters = {
    token: { type: 'str', description: "User's token." },
    time: { type: 'str', description: 'The time for alarm. Format: %Y-%m-%d %H:%M:%S' },
  };
  static override readonly database_name = 'Alarm';
  constructor(readonly database: Row = {}, readonly token_checker?: CheckToken) {
    super();
  }
  check_api_call_correctness(response: ApiResponse, groundtruth: ApiResponse): boolean {
    if (pyEquals(response.input, groundtruth.input) && pyEquals(response.output, groundtruth.output) && response.exception === groundtruth.exception) {
      return true;
    } else {
      return false;
    }
  }
  call(kwargs: Row): ApiResponse {
    const { token, time } = kwargs as Record<string, string>;
    return respond('AddAlarm', { token, time }, () => this.add_alarm_clock(token!, time!));
  }
  add_alarm_clock(token: string, time: string): string {
    // Check the format of the input parameters.
    strptime(time, true);
    const id_now = Object.keys(this.database).length + 1;
    const username = this.token_checker!.check_token(token);
    this.database[id_now] = { username, time };
    return 'success';
  }
}

class DeleteReminder extends API {
  static override readonly input_parameters = {
    token: { type: 'str', description: "User's token." },
    content: { type: 'str', description: 'The content of the conference.' },
    time: { type: 'str', description: 'The time for conference. Format: %Y-%m-%d %H:%M:%S' },
  };
  static override readonly database_name = 'Reminder';
  constructor(readonly database: Row = {}, readonly token_checker?: CheckToken) {
    super();
  }
  check_api_call_correctness(response: ApiResponse, groundtruth: ApiResponse): boolean {
    if (groundtruth.output === 'success' && response.output === 'success') {
      if (item(response.input, 'time') === item(groundtruth.input, 'time')) {
        return true;
      } else {
        return false;
      }
    }
    if (pyEquals(response.output, groundtruth.output) && response.exception === groundtruth.exception) {
      return true;
    } else {
      return false;
    }
  }
  call(kwargs: Row): ApiResponse {
    const { token, content, time } = kwargs as Record<string, string>;
    return respond('DeleteReminder', { token, content, time }, () => this.delete_remind(token!, content!, time!));
  }
  delete_remind(token: string, content: string, time: string): string {
    // Check the format of the input parameters.
    strptime(time, true);
    if (content.trim() === '') throw new Error('Content should not be null');
    let deleted = false;
    const username = this.token_checker!.check_token(token);
    for (const key of Object.keys(this.database)) {
      const row = this.database[key] as Row;
      if (row['username'] === username) {
        if (row['content'] === content || row['time'] === time) {
          delete this.database[key];
          deleted = true;
          break;
        }
      }
    }
    if (!deleted) throw new Error(`You have no reminder about ${content} or at time : ${time}`);
    return 'success';
  }
}

class SendEmail extends API {
  static override readonly input_parameters = {
    receiver: { type: 'str', description: 'The receiver address of the email.' },
    subject: { type: 'str', description: 'The subject address of the email.' },
    content: { type: 'str', description: 'The content of the email.' },
  };
  constructor(readonly database: Row = {}) {
    super();
  }
  call(kwargs: Row): ApiResponse {
    const { receiver, subject, content } = kwargs as Record<string, string>;
    return respond('SendEmail', { receiver, subject, content }, () => this.send_email(receiver!, subject!, content!));
  }
  send_email(receiver: string, subject: string, content: string): string {
    receiver = receiver.trim();
    subject = subject.trim();
    content = content.trim();
    const check_email = (email: string): boolean => {
      // email regex
      const regex = /^[a-z0-9]+[._]?[a-z0-9]+[@]\w+[.]\w{2,3}$/;
      if (regex.test(email)) {
        return true;
      } else {
        return false;
      }
    };
    if (check_email(receiver)) {
      // pass
    } else {
      throw new Error('Email address of the receiver is invalid.');
    }
    if (subject === '') throw new Error('Subject cannot be empty.');
    if (content === '') throw new Error('Content cannot be empty.');
    return 'success';
  }
  check_api_call_correctness(response: ApiResponse, groundtruth: ApiResponse): boolean {
    const response_receiver = String(item(response.input, 'receiver')).trim().toLowerCase();
    const groundtruth_receiver = String(item(groundtruth.input, 'receiver')).trim().toLowerCase();
    const response_subject = String(item(response.input, 'subject')).trim();
    const groundtruth_subject = String(item(groundtruth.input, 'subject')).trim();
    const response_content = String(item(response.input, 'content')).trim();
    const groundtruth_content = String(item(groundtruth.input, 'content')).trim();
    if (
      response_receiver === groundtruth_receiver &&
      response_subject === groundtruth_subject &&
      response_content === groundtruth_content &&
      pyEquals(response.output, groundtruth.output) &&
      response.exception === groundtruth.exception
    ) {
      return true;
    } else {
      return false;
    }
  }
}

class ModifyPassword extends API {
  static override readonly input_parameters = {
    token: { type: 'str', description: 'The token of the user.' },
    old_password: { type: 'str', description: 'The old password of the user.' },
    new_password: { type: 'str', description: 'The new password of the user.' },
  };
  static override readonly database_name = 'Account';
  constructor(readonly database: Row = {}, readonly token_checker?: CheckToken) {
    super();
  }
  modify_password(token: string, old_password: string, new_password: string): string {
    const username = this.token_checker!.check_token(token);
    const account = item(this.database, username) as Row;
    if (account['password'] !== old_password) throw new Error('The old password is incorrect.');
    account['password'] = new_password;
    return 'success';
  }
  call(kwargs: Row): ApiResponse {
    const { token, old_password, new_password } = kwargs as Record<string, string>;
    return respond('ModifyPassword', { token, old_password, new_password }, () => ({
      status: this.modify_password(token!, old_password!, new_password!),
    }));
  }
  check_api_call_correctness(response: ApiResponse, groundtruth: ApiResponse): boolean {
    if (!pyEquals(response.input, groundtruth.input)) return false;
    if (response.exception !== groundtruth.exception) return false;
    if (!pyEquals(response.output, groundtruth.output)) return false;
    return true;
  }
}

class QueryStock extends API {
  static override readonly input_parameters = {
    stock_code: { type: 'str', description: 'The stock code of the given stock.' },
    date: { type: 'str', description: 'The date of the stock price. Format: %Y-%m-%d' },
  };
  static override readonly database_name = 'Stock';
  constructor(readonly database: Row = {}) {
    super();
  }
  call(kwargs: Row): ApiResponse {
    const { stock_code, date } = kwargs as Record<string, string>;
    return respond('QueryStock', { stock_code, date }, () => this.query_stock(stock_code!, date!));
  }
  format_check(stock_code: string, date: string): [string | null, string | Error] {
    // Check the format of the input parameters.
    let code: string | null = stock_code.toUpperCase().trim();
    if (code === '') code = null;
    date = date.trim();
    const split_date = date.split('-');
    if (split_date.length !== 3) {
      // pass
    } else {
      if (split_date[0]!.length === 4) {
        // pass
      } else {
        split_date[0] = split_date[0]!.padStart(4, '0');
      }
      date = split_date.join('-');
    }
    let checked: string | Error;
    try {
      checked = strptime(date, false);
    } catch (e) {
      checked = e as Error;
    }
    return [code, checked];
  }
  query_stock(stock_code: string, date: string): Value {
    // Check the format of the input parameters.
    const [code, checked] = this.format_check(stock_code, date);
    if (code === null) throw new Error('The stock code cannot be empty.');
    if (checked instanceof Error) throw checked;
    // Check if the query is valid.
    if (!(code in this.database)) throw new Error('The stock code does not exist.');
    const prices = this.database[code] as Row;
    if (!(checked in prices)) throw new Error('The stock price of this date is not maintained.');
    // Return the stock price.
    return prices[checked];
  }
  check_api_call_correctness(response: ApiResponse, groundtruth: ApiResponse): boolean {
    const [response_stock_code, response_date] = this.format_check(String(item(response.input, 'stock_code')), String(item(response.input, 'date')));
    const [groundtruth_stock_code, groundtruth_date] = this.format_check(String(item(groundtruth.input, 'stock_code')), String(item(groundtruth.input, 'date')));
    if (
      response_stock_code === groundtruth_stock_code &&
      response_date === groundtruth_date &&
      pyEquals(response.output, groundtruth.output) &&
      response.exception === groundtruth.exception
    ) {
      return true;
    } else {
      return false;
    }
  }
}

class OpenBankAccount extends API {
  static override readonly input_parameters = {
    account: { type: 'str', description: 'The account for the user.' },
    password: { type: 'str', description: 'The password.' },
    name: { type: 'str', description: 'account holder name.' },
  };
  readonly database: Row = { 0: { account: 'test', password: 'test', name: 'yifei' } };
  check_api_call_correctness(response: ApiResponse, groundtruth: ApiResponse): boolean {
    if (pyEquals(response.input, groundtruth.input) && pyEquals(response.output, groundtruth.output) && response.exception === groundtruth.exception) {
      return true;
    } else {
      return false;
    }
  }
  call(kwargs: Row): ApiResponse {
    const { account, password, name } = kwargs as Record<string, string>;
    return respond('OpenBankAccount', { account, password, name }, () => this.open_bank_account(account!, password!, name!));
  }
  open_bank_account(account: string, password: string, name: string): string {
    // Check the format of the input parameters.
    for (const key of Object.keys(this.database)) {
      if ((this.database[key] as Row)['account'] === account) return 'failed';
    }
    // write to database
    const id_now = Object.keys(this.database).length + 1;
    this.database[id_now] = { account, password, name };
    return 'success';
  }
}

class RecordHealthData extends API {
  static override readonly input_parameters = {
    user_id: { type: 'str', description: 'The ID of user.' },
    time: { type: 'str', description: 'The time of health data. Format: %Y-%m-%d %H:%M:%S' },
    health_data: { type: 'list', description: "The health data, with the format like [{'name': 'blood_pressure', 'value': '120/80'}, {'name': 'heart_rate', 'value': '80'}]" },
  };
  static override readonly database_name = 'HealthData';
  constructor(readonly database: Row = {}) {
    super();
  }
  call(kwargs: Row): ApiResponse {
    const { user_id, time, health_data } = kwargs;
    return respond('RecordHealthData', { user_id, time, health_data }, () => this.record_health_data(String(user_id), String(time), health_data));
  }
  format_check(time: string): string | Error {
    time = time.trim();
    const split_time = time.split('-');
    if (split_time.length === 3) {
      if (split_time[0]!.length === 4) {
        // pass
      } else {
        split_time[0] = split_time[0]!.padStart(4, '0');
      }
      time = split_time.join('-');
    }
    try {
      return strptime(time, true);
    } catch (e) {
      return e as Error;
    }
  }
  record_health_data(user_id: string, time: string, health_data: Value): string {
    let id: string | null = user_id.toUpperCase().trim();
    if (id === '') id = null;
    if (id === null) throw new Error('The user id cannot be empty.');
    const checked = this.format_check(time);
    if (checked instanceof Error) throw checked;
    if (health_data === null || health_data === undefined) throw new Error('The health data cannot be empty.');
    const data = health_data as readonly Row[];
    if (data.length === 0) throw new Error('The health data cannot be empty.');
    const health_data_set = new Set<Value>();
    for (const d of data) {
      if (!('name' in d)) throw new Error('The health data has invalid format.');
      if (!health_data_set.has(d['name'])) {
        health_data_set.add(d['name']);
      } else {
        throw new Error('The health data cannot contain duplicate items.');
      }
    }
    if (!(id in this.database)) this.database[id] = [];
    const records = this.database[id] as Row[];
    let to_be_updated: Row | undefined = undefined;
    for (const record of records) {
      if (record['time'] === checked) to_be_updated = record;
    }
    if (to_be_updated !== undefined) {
      for (const d of data) to_be_updated[String(d['name'])] = d['value'];
    } else {
      const new_record: Row = { time: checked };
      for (const d of data) new_record[String(d['name'])] = d['value'];
      records.push(new_record);
    }
    return 'success';
  }
  check_api_call_correctness(response: ApiResponse, groundtruth: ApiResponse): boolean {
    let response_user_id = String(item(response.input, 'user_id'));
    let groundtruth_user_id = String(item(groundtruth.input, 'user_id'));
    const response_time = this.format_check(String(item(response.input, 'time')));
    const groundtruth_time = this.format_check(String(item(groundtruth.input, 'time')));
    const response_health_data = (item(response.input, 'health_data') as readonly Row[]).map((i) => ({ name: String(i['name']), value: String(i['value']) }));
    const groundtruth_health_data = (item(groundtruth.input, 'health_data') as readonly Row[]).map((i) => ({ name: String(i['name']), value: String(i['value']) }));
    response_user_id = response_user_id.toUpperCase().trim();
    groundtruth_user_id = groundtruth_user_id.toUpperCase().trim();
    const pyStr = (x: { name: string; value: string }) => `{'name': '${x.name}', 'value': '${x.value}'}`;
    response_health_data.sort((a, b) => (pyStr(a) < pyStr(b) ? -1 : pyStr(a) > pyStr(b) ? 1 : 0));
    groundtruth_health_data.sort((a, b) => (pyStr(a) < pyStr(b) ? -1 : pyStr(a) > pyStr(b) ? 1 : 0));

    if (response_user_id !== groundtruth_user_id) return false;
    if (String(response_time) !== String(groundtruth_time)) return false;
    if (!pyEquals(response_health_data, groundtruth_health_data)) return false;
    if (!pyEquals(response.output, groundtruth.output)) return false;
    if (response.exception !== groundtruth.exception) return false;
    return true;
  }
}

class RegisterUser extends API {
  static override readonly input_parameters = {
    username: { type: 'str', description: 'The username of the user.' },
    password: { type: 'str', description: 'The password of the user.' },
    email: { type: 'str', description: 'The email of the user.' },
  };
  static override readonly database_name = 'Account';
  private issued = 0;
  constructor(readonly database: Row = {}) {
    super();
  }
  register_user(username: string, password: string, email: string): string {
    if (username in this.database) throw new Error('The username already exists.');
    const token = this.generate_token();
    this.database[username] = { password, token, email };
    return token;
  }
  /** random.choices(ascii_letters + digits, k=18).lower(); a fixed sequence here, so that the judge is deterministic. */
  generate_token(length = 18): string {
    this.issued += 1;
    return `tok${this.issued}`.padEnd(length, '0').toLowerCase();
  }
  call(kwargs: Row): ApiResponse {
    const { username, password, email } = kwargs as Record<string, string>;
    const input_parameters = { username, password, email };
    try {
      const token = this.register_user(username!, password!, email!);
      const output_parameters = { token };
      return { input: input_parameters, output: output_parameters, exception: null };
    } catch (e) {
      return { input: input_parameters, output: null, exception: String((e as Error).message) };
    }
  }
  check_api_call_correctness(response: ApiResponse, groundtruth: ApiResponse): boolean {
    if (groundtruth.output === null && response.output !== null) return false;
    if (pyEquals(response.input, groundtruth.input) && response.exception === groundtruth.exception) {
      return true;
    } else {
      return false;
    }
  }
}

type ApiClass = (abstract new (...args: never[]) => API) & {
  readonly input_parameters: Readonly<Record<string, ParameterSpec>>;
  readonly database_name: string | undefined;
};

const ALL_APIS: Readonly<Record<string, ApiClass>> = {
  CheckToken, AddAgenda, AddMeeting, AddAlarm, DeleteReminder, SendEmail, ModifyPassword, QueryStock, OpenBankAccount, RecordHealthData, RegisterUser,
};

/** tool_manager.py ToolManager: the APIs, each initialised once with its database (a fresh copy) and the token checker. */
class ToolManager {
  private readonly init_databases: Record<string, Row> = structuredClone(INIT_DATABASES) as Record<string, Row>;
  private readonly inited_tools: Record<string, API> = {};
  readonly token_checker: CheckToken;

  constructor() {
    this.token_checker = this.init_tool('CheckToken') as CheckToken;
  }

  get_api_by_name(name: string): ApiClass {
    const api = ALL_APIS[name];
    if (api === undefined) throw new Error('invalid tool name.');
    return api;
  }

  init_tool(tool_name: string): API {
    if (tool_name in this.inited_tools) return this.inited_tools[tool_name]!;
    const api_class = this.get_api_by_name(tool_name);
    const temp_args: unknown[] = [];
    if (api_class.database_name !== undefined && api_class.database_name in this.init_databases) {
      // Initialize the tool with the init database
      temp_args.push(this.init_databases[api_class.database_name]);
    }
    if (tool_name !== 'CheckToken' && 'token' in api_class.input_parameters) {
      temp_args.push(this.token_checker);
    }
    const tool = new (api_class as unknown as new (...args: unknown[]) => API)(...temp_args);
    this.inited_tools[tool_name] = tool;
    return tool;
  }

  api_call(tool_name: string, kwargs: Readonly<Record<string, string>>): ApiResponse {
    const input_parameters = this.get_api_by_name(tool_name).input_parameters;
    const processed_parameters: Row = {};
    for (const input_key of Object.keys(kwargs)) {
      let input_value = kwargs[input_key]!;
      assert(input_key in input_parameters, `invalid parameter name. parameter: ${input_key}`);
      const required_type = input_parameters[input_key]!.type;
      if (required_type === 'int') {
        assert(/^\d+$/.test(input_value), `invalid parameter type. parameter: ${input_value}`);
        processed_parameters[input_key] = parseInt(input_value, 10);
      } else if (required_type === 'float') {
        assert(/^\d+$/.test(input_value.replace('.', '')), 'invalid parameter type.');
        processed_parameters[input_key] = parseFloat(input_value);
      } else if (required_type === 'str') {
        processed_parameters[input_key] = input_value;
      } else if (required_type === 'list(str)' || required_type === 'list') {
        input_value = input_value.replaceAll("'", '"');
        processed_parameters[input_key] = JSON.parse(input_value) as Value;
      } else if (required_type === 'bool') {
        processed_parameters[input_key] = input_value === 'True';
      } else {
        throw new Error('invalid parameter type.');
      }
    }
    const tool = this.init_tool(tool_name);
    return tool.call(processed_parameters);
  }
}

// ---------------------------------------------------------------- api_call_extraction.py and evaluator.py

export function get_api_call(model_output: string): string | null {
  const api_call_pattern = /\[(\w+)\((.*)\)\]/;
  const match = api_call_pattern.exec(model_output);
  if (match) {
    return match[0];
  } else {
    return null;
  }
}

function parse_api_call(text: string): [string, Record<string, string>] {
  const pattern = /\[(\w+)\((.*)\)\]/m;
  const match = pattern.exec(text)!;
  const api_name = match[1]!;
  const params = match[2]!;
  const param_pattern = /(\w+)\s*=\s*['"](.+?)['"]|(\w+)\s*=\s*(\[.*\])|(\w+)\s*=\s*(\w+)/g;
  const param_dict: Record<string, string> = {};
  for (const m of params.matchAll(param_pattern)) {
    if (m[1]) {
      param_dict[m[1]] = m[2]!;
    } else if (m[3]) {
      param_dict[m[3]] = m[4]!;
    } else if (m[5]) {
      param_dict[m[5]] = m[6]!;
    }
  }
  return [api_name, param_dict];
}

class Evaluator {
  constructor(private readonly dataset: readonly GroundTruth[]) {}

  evaluate(sample_id: number, model_output: string): [boolean, unknown] {
    // model_output [ApiName(param1=value1, param2=value2), ...)]
    const tool_manager = new ToolManager();
    const ground_truth = structuredClone(this.dataset[sample_id]!) as GroundTruth;
    const [api_name, param_dict] = parse_api_call(model_output);
    if (api_name !== ground_truth.api_name) {
      return [false, `API Name Mismatch: ${api_name} vs ${ground_truth.api_name}`];
    }
    let result: ApiResponse;
    try {
      result = tool_manager.api_call(api_name, param_dict);
    } catch (e) {
      return [false, String((e as Error).message)];
    }
    const api = tool_manager.init_tool(api_name);
    let correct: boolean;
    try {
      correct = api.check_api_call_correctness(result, ground_truth.result);
    } catch (e) {
      if (!(e instanceof KeyError)) throw e;
      correct = false;
    }
    return [correct, result];
  }
}

/** Python's str() of an argument value, as the evaluator renders an API call (`{}='{}'`; a list as its repr). */
function pyRepr(v: unknown): string {
  if (typeof v === 'string') return `'${v}'`;
  if (Array.isArray(v)) return `[${v.map(pyRepr).join(', ')}]`;
  if (v !== null && typeof v === 'object') {
    return `{${Object.entries(v).map(([k, x]) => `'${k}': ${pyRepr(x)}`).join(', ')}}`;
  }
  return String(v);
}

/** One proposed call as the model writes it: `[ApiName(key1='value1', key2=[...])]`. */
function asApiCallText(c: TraceCall): string {
  const params = Object.entries(c.args).map(([k, v]) => (Array.isArray(v) ? `${k}=${pyRepr(v)}` : `${k}='${String(v)}'`));
  return `[${c.tool}(${params.join(', ')})]`;
}

/**
 * The level-1 driver for one API turn: the model's output (here the calls the agent proposed, one per line), the
 * first API call found in it evaluated against the turn's ground truth. An AssertionError naming the API is an
 * incorrect call; any other error is raised.
 */
export function apiCallCorrect(ground_truth: GroundTruth, trace: readonly TraceCall[]): boolean {
  const model_output = trace.map(asApiCallText).join('\n');
  const evaluator = new Evaluator([ground_truth]);
  const api_call = get_api_call(model_output);
  let correct = false;
  if (api_call) {
    try {
      [correct] = evaluator.evaluate(0, api_call);
    } catch (e) {
      if (!(e instanceof AssertionError) || !e.message.includes('The API name is not correct.')) throw e;
      correct = false;
    }
  } else {
    correct = false;
  }
  return correct;
}
