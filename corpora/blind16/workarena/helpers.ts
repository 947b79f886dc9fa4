// Source: WorkArena (ServiceNow/WorkArena, "WorkArena: How Capable Are Web Agents at Solving Common Knowledge Work
// Tasks?") at commit 41345271ce5ae7301840752266d3bd26866003c8: the atomic tasks' validation (src/browsergym/workarena/tasks/form.py:
// GenericNewRecordTask.validate, _page_on_right_url, EditRecordTask.validate; knowledge.py:
// KnowledgeBaseSearchTask.validate; service_catalog.py: OrderHardwareTask.validate, option_match_heuristic;
// list.py: SortListTask.validate, FilterListTask.validate, ExtractListInfoTask.validate; tasks/utils/utils.py:
// check_url_suffix_match; api/requests.py: get_request_by_id, get_request_items). The ServiceNow instance's tables are
// the snapshot's tables (display values in the cells); what the page holds is written as files of the snapshot: its
// address (`window.location.href`), its `localStorage`, the form's `WORKARENA_BAD_FIELD_CHANGED` flag and the visible
// list's GlideList state (query, order, direction). The chat is the conversation. Playwright's waits, the teardown and
// the `cheat` functions are not kept.
import type { Message, Snapshot, SqlRow } from 'chokepoint';

export const PAGE_URL = '/browser/location.href';
export const LOCAL_STORAGE = '/browser/localStorage.json';
export const GSFT_MAIN = '/browser/gsft_main.json';

export type Validation = [number, boolean, string, { message: string }];

// ---- urllib.parse: unquote, urlparse, parse_qs ----

function unquote(s: string): string {
  return s.replace(/%([0-9A-Fa-f]{2})/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function urlparse(url: string): { path: string; query: string } {
  const parts = /^(?:[A-Za-z][A-Za-z0-9+.-]*:)?(?:\/\/[^/?#]*)?([^?#]*)(?:\?([^#]*))?/.exec(url)!;
  return { path: parts[1] ?? '', query: parts[2] ?? '' };
}

function parse_qs(query: string): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    if (at === -1) continue; // keep_blank_values=False
    const name = unquote(pair.slice(0, at).replaceAll('+', ' '));
    const value = unquote(pair.slice(at + 1).replaceAll('+', ' '));
    if (value === '') continue;
    (result[name] ??= []).push(value);
  }
  return result;
}

// ---- what the page shows ----

/** `page.evaluate("window.location.href")`. */
function location_href(post: Snapshot): string {
  return post.files[PAGE_URL] ?? '';
}

/** `page.evaluate("() => window.gsft_main....")`: the main frame's state. */
function gsft_main(post: Snapshot): { WORKARENA_BAD_FIELD_CHANGED?: boolean; list?: { query: string; orderBy: string; sortDir: string } } {
  return JSON.parse(post.files[GSFT_MAIN] ?? '{}') as { WORKARENA_BAD_FIELD_CHANGED?: boolean; list?: { query: string; orderBy: string; sortDir: string } };
}

/** tasks/utils/utils.py check_url_suffix_match: the page's path holds the expected path. */
function check_url_suffix_match(post: Snapshot, expected_url: string): boolean {
  expected_url = unquote(expected_url);
  const expected_url_suffix = urlparse(expected_url).path;

  let page_url = location_href(post);
  page_url = unquote(page_url);
  const page_suffix = urlparse(page_url).path;
  if (!page_suffix.includes(expected_url_suffix)) {
    return false;
  }
  return true;
}

/** api/utils.py table_api_call with `sysparm_query: field=value` (and `sysparm_display_value`: the cells hold display values). */
function table_api_call(post: Snapshot, table: string, field: string, value: string): SqlRow[] {
  return (post.tables[table] ?? []).filter((row) => String(row[field]) === value);
}

// ---- form.py ----

export interface NewRecordConfig {
  readonly table_name: string;
  readonly start_url: string;
  readonly session_sys_id_field: string;
  readonly template_record: Readonly<Record<string, string>>;
  readonly task_fields: readonly string[];
}

/** form.py GenericNewRecordTask: a record made through the form, its task fields equal to the template's. */
export class GenericNewRecordTask {
  page_is_form_view = false;

  constructor(private readonly config: NewRecordConfig) {}

  validate(post: Snapshot): Validation {
    const right_url = this._page_on_right_url(post);
    if (!right_url) {
      return [0, false, '', { message: `The page is not in the right URL to validate task ${this.constructor.name}.` }];
    }
    const protected_field_changed = gsft_main(post).WORKARENA_BAD_FIELD_CHANGED;
    if (protected_field_changed) {
      return [0, true, '', { message: 'Some fields outside of the task scope have been changed.' }];
    }

    // Retrieve the created record's sys_id from the session storage
    const localStorage = JSON.parse(post.files[LOCAL_STORAGE] ?? '{}') as Record<string, string>;
    const sys_id = localStorage[this.config.session_sys_id_field] ?? null;

    // Check that a record has actually been created
    if (sys_id === null) {
      return [0, false, '', { message: 'The form has not been submitted.' }];
    }

    // Pull the record from the database
    const records = table_api_call(post, this.config.table_name, 'sys_id', sys_id);

    if (records.length === 0) {
      return [0, false, '', { message: 'The record was not found in the database. Perhaps the form was not submitted correctly.' }];
    }

    const record = records[0]!;

    // Check that the record matches the expected values
    for (const f of this.config.task_fields) {
      if (record[f] !== this.config.template_record[f]) {
        const error_msg = `The field "${f}" has the wrong value.`;
        return [0, true, error_msg, { message: error_msg }];
      }
    }

    return [1, true, 'Nice work, thank you!', { message: 'The record was successfully created.' }];
  }

  /** Checks if the page is on the right URL for validation + sets the page_on_form_view attribute. */
  _page_on_right_url(post: Snapshot): boolean {
    const list_url = this.config.start_url.replace('.do', '_list.do');
    this.page_is_form_view = check_url_suffix_match(post, this.config.start_url);
    const page_is_list_view = check_url_suffix_match(post, list_url);
    const right_url = this.page_is_form_view || page_is_list_view;
    return right_url;
  }
}

export interface EditRecordConfig {
  readonly table_name: string;
  readonly start_url: string;
  readonly record_sys_id: string;
  /** The record as it was, with the new values written over it. */
  readonly template_record: Readonly<Record<string, string>>;
  readonly new_values: Readonly<Record<string, string>>;
}

/** form.py EditRecordTask: the record of the task, its edited fields equal to the new values. */
export class EditRecordTask {
  constructor(private readonly config: EditRecordConfig) {}

  validate(post: Snapshot): Validation {
    const list_url = this.config.start_url.replace('.do', '_list.do');
    const page_is_form_view = check_url_suffix_match(post, this.config.start_url);
    const page_is_list_view = check_url_suffix_match(post, list_url);
    const right_url = page_is_form_view || page_is_list_view;
    if (!right_url) {
      return [0, false, '', { message: `The page is not in the right URL to validate task ${this.constructor.name}.` }];
    }
    const protected_field_changed = gsft_main(post).WORKARENA_BAD_FIELD_CHANGED;
    if (protected_field_changed) {
      return [0, true, '', { message: 'Some fields outside of the task scope have been changed.' }];
    }

    const records = table_api_call(post, this.config.table_name, 'sys_id', this.config.record_sys_id);

    if (records.length === 0) {
      return [0, true, '', { message: 'The record was not found in the database. Perhaps it was deleted.' }];
    }

    const record = records[0]!;

    for (const f of Object.keys(this.config.new_values)) {
      if (f.includes('sys_')) {
        continue;
      }
      if (record[f] !== this.config.template_record[f]) {
        const error_msg = `The field "${f}" has the wrong value.`;
        return [0, false, error_msg, { message: error_msg }];
      }
    }

    return [1, true, 'Nice work, thank you!', { message: 'The record was successfully edited.' }];
  }
}

// ---- knowledge.py ----

/** knowledge.py KnowledgeBaseSearchTask.validate: the assistant's last message holds the answer or an alternative. */
export function validateKnowledgeBaseSearch(chat_messages: readonly Message[], answer_: string, alternative_answers: readonly string[]): Validation {
  let answer: string;
  if (chat_messages.length > 0 && chat_messages[chat_messages.length - 1]!.role === 'assistant') {
    answer = chat_messages[chat_messages.length - 1]!.text;
  } else {
    return [0, false, '', { message: 'The assistant did not provide an answer.' }];
  }

  const accepted_answers = [answer_, ...alternative_answers].map((a) => a.toLowerCase());
  answer = answer.toLowerCase();
  if (accepted_answers.some((a) => answer.includes(a))) {
    return [1, true, 'That is correct, thank you!', { message: 'Correct answer.' }];
  } else {
    return [0, false, '', { message: 'Incorrect answer provided by the assistant.' }];
  }
}

// ---- service_catalog.py ----

interface RequestItem {
  readonly sys_id: string;
  readonly short_description: string;
  readonly quantity: string;
  readonly options: Record<string, string>;
}

/** api/requests.py get_request_by_id and get_request_items. */
function get_request_by_id(post: Snapshot, sysid: string): { sys_id: string; items: RequestItem[] } | null {
  const request = table_api_call(post, 'sc_request', 'sys_id', sysid);
  if (request.length === 0) {
    return null;
  }
  const first = request[0]!;
  const items = table_api_call(post, 'sc_req_item', 'request', String(first['sys_id'])).map((row) => ({
    sys_id: String(row['sys_id']),
    short_description: String(row['short_description']),
    quantity: String(row['quantity']),
    options: JSON.parse(String(row['options'] ?? '{}')) as Record<string, string>,
  }));
  return { sys_id: String(first['sys_id']), items };
}

function option_match_heuristic(value: string, option: string): boolean {
  const _process = (x: string): string => {
    x = String(x).toLowerCase();
    x = x.replaceAll('_', '');
    x = x.replaceAll(' ', '');
    return x;
  };
  return _process(value) === _process(option);
}

export interface OrderConfig {
  readonly short_description: string;
  readonly quantity: number;
  readonly requested_configuration: Readonly<Record<string, readonly [string, string]>>;
}

/** service_catalog.py OrderHardwareTask.validate: the request the page shows orders one kind of item, in the quantity and configuration asked. */
export class OrderHardwareTask {
  request_sysid: string | null = null;

  constructor(private readonly config: OrderConfig) {}

  validate(post: Snapshot): Validation {
    // Retrieve the request sysid from the URL
    const current_url = urlparse(unquote(location_href(post)));
    [this.request_sysid] = parse_qs(current_url.query)['sysparm_sys_id'] ?? [null];
    if (this.request_sysid === null) {
      return [0, false, '', { message: 'The request was not created, the sysid is not in the URL.' }];
    }

    const r = get_request_by_id(post, this.request_sysid);
    if (r === null) {
      return [0, false, '', { message: 'The request is not in the database.' }];
    }

    if (r.items.length === 0) {
      return [0, false, '', { message: 'No items were requested.' }];
    }

    let first_item: RequestItem;
    if (r.items.length > 1) {
      const error_msg = 'Multiple kinds of items were requested, but only a single one was expected.';
      return [0, true, error_msg, { message: error_msg }];
    } else {
      first_item = r.items[0]!;
    }

    if (first_item.short_description.toLowerCase() !== this.config.short_description.toLowerCase()) {
      const error_msg = 'The requested item is incorrect.';
      return [0, true, error_msg, { message: error_msg }];
    }

    if (first_item.quantity !== String(this.config.quantity)) {
      const error_msg = 'The requested quantity is incorrect.';
      return [0, true, error_msg, { message: error_msg }];
    }

    const options = first_item.options;
    for (const [k, [element_type, value]] of Object.entries(this.config.requested_configuration)) {
      if (element_type === 'checkbox' || element_type === 'radio') {
        if (!option_match_heuristic(value, options[k]!)) {
          const error_msg = `The requested ${k} is incorrect, expected ${value} but got ${options[k]}.`;
          return [0, true, error_msg, { message: error_msg }];
        }
      } else if (element_type === 'textarea') {
        if (!options[k]!.toLowerCase().includes(value.toLowerCase())) {
          const error_msg = `The requested ${k} is incorrect, expected ${value} but got ${options[k]}.`;
          return [0, true, error_msg, { message: error_msg }];
        }
      }
    }

    return [1, true, 'Nice work, thank you!', { message: 'Task completed successfully.' }];
  }
}

// ---- list.py ----

/** The list's metadata the task read at its setup (`self.list_info["columns"]`: table_column_info). */
export interface ColumnInfo {
  readonly type: 'string' | 'choice' | 'reference';
  readonly choices?: Readonly<Record<string, string>>;
  readonly reference?: string;
  readonly display_field?: string;
}

export interface FilterConfig {
  readonly start_url: string;
  readonly filter_kind: 'AND' | 'OR';
  readonly filter_len: number;
  readonly filter_columns: readonly string[];
  readonly filter_values: readonly string[];
  readonly columns: Readonly<Record<string, ColumnInfo>>;
}

function setEquals(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

/** list.py FilterListTask.validate: the list's query has the expected kind, length, columns and values. */
export class FilterListTask {
  static readonly OPERATOR_EQUALS = '=';
  static readonly OPERATOR_NOT_EQUALS = '!=';
  static readonly OPERATOR_STARTSWITH = 'STARTSWITH';
  static readonly OPERATOR_ISEMPTY = 'ISEMPTY';
  static readonly OPERATOR_EMPTYSTRING = 'EMPTYSTRING';

  constructor(private readonly config: FilterConfig) {}

  validate(post: Snapshot): Validation {
    const right_url = check_url_suffix_match(post, this.config.start_url);
    if (!right_url) {
      return [0, false, '', { message: `The page is not in the right URL to validate task ${this.constructor.name}.` }];
    }
    // Retrieve the current query
    const list_info = gsft_main(post).list ?? { query: '', orderBy: '', sortDir: '' };
    let current_query = list_info.query;
    if (!current_query) {
      return [0, false, '', { message: 'There are no filters yet.' }];
    }

    // Replace "new query" statements with the standard OR separator
    current_query = current_query.replaceAll('^NQ', '^OR');

    // Validate query kind is ok
    let current_kind: string;
    let current_sep: string;
    if (current_query.includes('^OR')) {
      current_kind = 'OR';
      current_sep = '^OR';
    } else {
      current_kind = 'AND';
      current_sep = '^';
    }
    if (current_kind !== this.config.filter_kind) {
      return [0, false, '', { message: `The kind of filter used is incorrect: ${current_query}.` }];
    }

    // Extract the query pieces for validation
    const pieces = current_query.split(current_sep);

    // Validate query length is ok
    if (pieces.length !== this.config.filter_len) {
      return [0, false, '', { message: `Incorrect number of filter conditions: ${pieces.join(current_sep)}.` }];
    }

    // Parse column names, operators, and values
    const current_columns: string[] = [];
    const current_operators: string[] = [];
    const current_values: string[] = [];
    for (const predicate of pieces) {
      if (predicate.includes(FilterListTask.OPERATOR_EMPTYSTRING)) {
        current_columns.push(predicate.replace(FilterListTask.OPERATOR_EMPTYSTRING, '').trim());
        current_operators.push('=');
        current_values.push('');
      } else if (predicate.includes(FilterListTask.OPERATOR_ISEMPTY)) {
        current_columns.push(predicate.replace(FilterListTask.OPERATOR_ISEMPTY, '').trim());
        current_operators.push('=');
        current_values.push('');
      } else if (
        [FilterListTask.OPERATOR_NOT_EQUALS, FilterListTask.OPERATOR_STARTSWITH].some((unsupported_operator) => predicate.includes(unsupported_operator))
      ) {
        return [0, false, '', { message: `Unexpected operator in filter condition: ${pieces.join(current_sep)}.` }];
      } else if (predicate.includes(FilterListTask.OPERATOR_EQUALS)) {
        const at = predicate.indexOf(FilterListTask.OPERATOR_EQUALS);
        current_columns.push(predicate.slice(0, at).trim());
        current_operators.push('=');
        current_values.push(predicate.slice(at + 1).trim());
      } else {
        return [0, false, '', { message: `Unexpected operator in filter condition: ${pieces.join(current_sep)}.` }];
      }
    }

    if (!setEquals(new Set(current_columns), new Set(this.config.filter_columns))) {
      return [0, false, '', { message: 'Incorrect filter columns.' }];
    }

    // Validate query values are ok: expand the values to their display values
    let is_homogenous_filter: boolean;
    if (new Set(current_columns).size < current_columns.length) {
      if (new Set(current_columns).size !== 1) {
        throw new Error('Filtering is only allowed across rows for the same column.');
      }
      is_homogenous_filter = true;
    } else {
      is_homogenous_filter = false;
    }
    current_columns.forEach((col, index) => {
      const val = current_values[index]!;
      const col_info = this.config.columns[col]!;
      if (col_info.type === 'reference' && val !== '') {
        const ref_table = col_info.reference!;
        const ref_field = col_info.display_field!;
        const display_value = String(table_api_call(post, ref_table, 'sys_id', val)[0]![ref_field]);
        if (is_homogenous_filter) {
          current_values[index] = display_value;
        } else {
          current_values[current_columns.indexOf(col)] = display_value;
        }
      } else if (col_info.type === 'choice') {
        current_values[current_columns.indexOf(col)] = col_info.choices![val] ?? '-- None --';
      }
    });

    // Validate the values
    if (!setEquals(new Set(current_values), new Set(this.config.filter_values))) {
      return [0, false, '', { message: 'Incorrect filter values.' }];
    }

    return [1, true, 'Nice work, thank you!', { message: `Correct filter: ${list_info.query}.` }];
  }
}

export interface SortConfig {
  readonly start_url: string;
  readonly sort_fields: readonly string[];
  readonly sort_dirs: readonly ('asc' | 'desc')[];
}

/** list.py SortListTask.validate: one field read from the list, several from the address's query. */
export class SortListTask {
  constructor(private readonly config: SortConfig) {}

  validate(post: Snapshot): Validation {
    const right_url = check_url_suffix_match(post, this.config.start_url.slice(0, this.config.start_url.indexOf('%3F')));
    if (!right_url) {
      return [0, false, '', { message: `The page is not in the right URL to validate task ${this.constructor.name}.` }];
    }
    if (this.config.sort_fields.length === 1) {
      // The user may have sorted by clicking on the column header: the URL then holds no ORDERBY.
      const list_info = gsft_main(post).list ?? { query: '', orderBy: '', sortDir: '' };
      const sort_by = list_info.orderBy;
      const sort_dir = list_info.sortDir;
      if (sort_by === this.config.sort_fields[0] && sort_dir.toLowerCase() === this.config.sort_dirs[0]) {
        return [1, true, 'Nice work, thank you!', { message: 'Correct sorting.' }];
      }
    } else {
      let page_url = location_href(post);
      page_url = unquote(page_url);
      const page_query = urlparse(page_url).query;
      const page_qs = parse_qs(page_query);

      if (!('sysparm_query' in page_qs)) {
        return [0, false, '', { message: 'No sysparm_query found in URL.' }];
      }

      const order_dir = { asc: '', desc: 'DESC' };
      let sysparam_query_regex = this.config.sort_fields.map((field, i) => `ORDERBY${order_dir[this.config.sort_dirs[i]!]}${field}`).join('\\^');
      sysparam_query_regex = '^((?!ORDERBY).)*' + sysparam_query_regex + '((?!ORDERBY).)*$';

      const page_sysparam_query = page_qs['sysparm_query']![0]!;
      if (page_sysparam_query && new RegExp(sysparam_query_regex).exec(page_sysparam_query) !== null) {
        return [1, true, 'Nice work, thank you!', { message: 'Correct sorting.' }];
      }
    }
    return [0, false, '', { message: 'Incorrect sorting.' }];
  }
}

export interface ExtractConfig {
  readonly unique_field_name: string;
  /** System name -> printed name, the unique field among them. */
  readonly fields: Readonly<Record<string, string>>;
  readonly expected_values: readonly Readonly<Record<string, string>>[];
}

/** list.py ExtractListInfoTask.validate: the agent's last chat message gives the list's values. */
export function validateExtractListInfo(chat_messages: readonly Message[], config: ExtractConfig): Validation {
  const last = chat_messages[chat_messages.length - 1];
  if (chat_messages.length === 0 || last!.role !== 'assistant' || !last!.text) {
    return [0, false, '', { message: 'No extracted values found.' }];
  }

  if (Object.keys(config.fields).length > 2) {
    const answer = JSON.parse(last!.text) as Record<string, Record<string, unknown>>;
    for (const expected_line of config.expected_values) {
      // Check if the line is in the visible lines
      if (!(expected_line[config.unique_field_name]! in answer)) {
        return [
          0,
          false,
          '',
          { message: `Value ${expected_line[config.unique_field_name]} for unique field ${config.unique_field_name} not found in the list.` },
        ];
      }
      // Check if the values are correct
      const unique_value = expected_line[config.unique_field_name]!;
      for (const [field, value] of Object.entries(expected_line)) {
        if (field === config.unique_field_name) continue;
        const printed_field_name = config.fields[field]!;
        if (answer[unique_value]![printed_field_name] !== value) {
          return [0, false, '', { message: 'Incorrect value.' }];
        }
      }
    }
  } else {
    // Only one field besides the unique one: its value must appear in the message
    const field = Object.keys(config.fields).filter((f) => f !== config.unique_field_name)[0]!;
    const expected_value = String(config.expected_values[0]![field]);
    if (!last!.text.includes(expected_value)) {
      return [0, false, '', { message: 'Incorrect value.' }];
    }
  }

  return [1, true, 'Nice work, thank you!', { message: 'Correct information extracted.' }];
}
