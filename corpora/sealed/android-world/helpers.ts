// Source: google-research/android_world, commit d9c569f764b3a5629321858de03ff653d0f24056:
// android_world/task_evals/task_eval.py (TaskEval), android_world/utils/fuzzy_match_lib.py (fuzzy_match),
// android_world/task_evals/common_validators/sqlite_validators.py (validate_rows_removal_integrity,
// validate_rows_addition_integrity, SQLiteApp, AddMultipleRows, DeleteMultipleRows, DeleteDuplicateRows),
// android_world/task_evals/common_validators/sms_validators.py (parse_message, _decode_messages_from_response,
// was_sent, sms_are_equal, SimpleSMSSendSms, _check_if_stuck_at_sending),
// android_world/task_evals/common_validators/file_validators.py (MoveFile, DeleteFile, CreateFile),
// android_world/utils/file_utils.py (convert_to_posix_path, check_directory_exists, check_file_or_folder_exists,
// check_file_content, get_file_list_with_metadata), android_world/utils/contacts_utils.py (Contact,
// clean_phone_number, list_contacts), android_world/env/adb_utils.py (extract_package_name).
import type { Snapshot, SqlRow } from 'chokepoint';

export const MARKOR_DATA = '/storage/emulated/0/Documents/Markor';

// ---------------------------------------------------------------- adb over the snapshot

/** `adb shell cat <path>`: the file's text, or cat's error text when there is none. */
export function cat(env: Snapshot, path: string): string {
  const text = env.files[path];
  if (text === undefined) return `cat: ${path}: No such file or directory`;
  return text;
}

/** `adb shell content query --uri <uri>`: the provider's rows as adb prints them. */
export function contentQuery(env: Snapshot, uri: string): string {
  return env.files[uri] ?? 'No result found.';
}

/** `adb shell settings get <namespace> <name>`. */
export function settingsGet(env: Snapshot, namespace: string, name: string): string {
  const row = env.tables.settings?.find((r) => r.namespace === namespace && r.name === name);
  return row === undefined ? 'null' : String(row.value);
}

/** `adb_utils.get_current_activity(env)[0]`. */
export function getCurrentActivity(env: Snapshot): string {
  return env.files['activity:top'] ?? '';
}

/** adb_utils.extract_package_name. */
export function extractPackageName(activity: string): string {
  return activity.split('/')[0];
}

/** `adb shell date +%s`, in ms (get_android_time). */
export function getAndroidTime(env: Snapshot): number {
  return Number.parseInt((env.files['clock:now'] ?? '0').trim(), 10) * 1000;
}

// ---------------------------------------------------------------- fuzzy_match_lib

/** difflib.SequenceMatcher(None, a, b).ratio() (no junk; autojunk only matters from 200 characters). */
function sequenceRatio(a: string, b: string): number {
  const b2j = new Map<string, number[]>();
  for (let j = 0; j < b.length; j++) {
    const list = b2j.get(b[j]) ?? [];
    list.push(j);
    b2j.set(b[j], list);
  }
  const findLongestMatch = (alo: number, ahi: number, blo: number, bhi: number): [number, number, number] => {
    let besti = alo;
    let bestj = blo;
    let bestsize = 0;
    let j2len = new Map<number, number>();
    for (let i = alo; i < ahi; i++) {
      const newj2len = new Map<number, number>();
      for (const j of b2j.get(a[i]) ?? []) {
        if (j < blo) continue;
        if (j >= bhi) break;
        const k = (j2len.get(j - 1) ?? 0) + 1;
        newj2len.set(j, k);
        if (k > bestsize) {
          besti = i - k + 1;
          bestj = j - k + 1;
          bestsize = k;
        }
      }
      j2len = newj2len;
    }
    return [besti, bestj, bestsize];
  };
  let matches = 0;
  const queue: [number, number, number, number][] = [[0, a.length, 0, b.length]];
  while (queue.length > 0) {
    const [alo, ahi, blo, bhi] = queue.pop()!;
    const [i, j, k] = findLongestMatch(alo, ahi, blo, bhi);
    if (k > 0) {
      matches += k;
      if (alo < i && blo < j) queue.push([alo, i, blo, j]);
      if (i + k < ahi && j + k < bhi) queue.push([i + k, ahi, j + k, bhi]);
    }
  }
  const total = a.length + b.length;
  return total === 0 ? 1.0 : (2.0 * matches) / total;
}

const MIN_DIFF_SIMILARITY = 0.9;

/** fuzzy_match_lib.fuzzy_match. */
export function fuzzyMatch(text1: unknown, text2: unknown, ignoreCase = true): boolean {
  if (text1 === null || text1 === undefined || text2 === null || text2 === undefined) return false;
  let t1 = String(text1);
  let t2 = String(text2);
  const textSimilarity = (x: string, y: string, ignore: boolean): number => {
    if (ignore) {
      x = x.toLowerCase();
      y = y.toLowerCase();
    }
    return sequenceRatio(x, y);
  };
  return textSimilarity(t1, t2, ignoreCase) >= MIN_DIFF_SIMILARITY;
}

// ---------------------------------------------------------------- file_utils

/** convert_to_posix_path(*args): pathlib.Path(*args).as_posix(). */
export function convertToPosixPath(...parts: string[]): string {
  return parts
    .join('/')
    .replace(/\/+/g, '/')
    .replace(/(.)\/$/, '$1');
}

/** check_directory_exists: `test -d`. A directory is a key ending in '/' or the parent of a file. */
export function checkDirectoryExists(path: string, env: Snapshot): boolean {
  return Object.keys(env.files).some((k) => k.startsWith(path + '/'));
}

/** `adb shell find <base> -type f -o -type d`: every file and folder under base, base included. */
function findUnder(base: string, env: Snapshot): string {
  const out: string[] = [base];
  for (const key of Object.keys(env.files)) {
    if (!key.startsWith(base + '/')) continue;
    const rest = key.slice(base.length + 1).replace(/\/$/, '');
    const parts = rest.split('/');
    for (let i = 1; i <= parts.length; i++) out.push(base + '/' + parts.slice(0, i).join('/'));
  }
  return out.join('\n');
}

/** file_utils.check_file_or_folder_exists. */
export function checkFileOrFolderExists(target: string, basePath: string, env: Snapshot): boolean {
  if (!checkDirectoryExists(basePath, env)) return false;
  const allPaths = new Set(findUnder(basePath, env).replace(/\r/g, '').split('\n'));
  const fullTargetPath = convertToPosixPath(basePath, target);
  return allPaths.has(fullTargetPath);
}

/** file_utils.check_file_content (exact_match False: fuzzy). */
export function checkFileContent(fileFullPath: string, content: string, env: Snapshot, exactMatch = false): boolean {
  const resContent = cat(env, fileFullPath).replace(/\r/g, '');
  if (exactMatch) return resContent === content;
  return fuzzyMatch(resContent.trim(), content);
}

/** file_utils.FileWithMetadata. */
export interface FileWithMetadata {
  readonly file_name: string;
  readonly full_path: string;
  readonly file_size: number;
  readonly change_time: number;
}

/** file_utils.get_file_list_with_metadata: the regular files `ls -ll -au` lists in the directory. */
export function getFileListWithMetadata(directoryPath: string, env: Snapshot): FileWithMetadata[] {
  if (!checkDirectoryExists(directoryPath, env)) throw new Error(`${directoryPath} is not a valid directory.`);
  return (env.tables.file_metadata ?? [])
    .filter((r) => r.directory === directoryPath)
    .map((r) => ({ file_name: String(r.file_name), full_path: String(r.full_path), file_size: Number(r.file_size), change_time: Number(r.change_time) }));
}

// ---------------------------------------------------------------- contacts_utils

export interface Contact {
  readonly name: string;
  readonly number: string;
}

/** contacts_utils.clean_phone_number. */
export function cleanPhoneNumber(phoneNumber: string): string {
  return phoneNumber.replace(/\D/g, '');
}

/** contacts_utils.list_contacts: `content query --uri content://contacts/phones/ --projection display_name:number`. */
export function listContacts(env: Snapshot): Contact[] {
  const output = contentQuery(env, 'content://contacts/phones/');
  const out: Contact[] = [];
  for (const match of output.matchAll(/display_name=(.*), number=(.*)/g)) out.push({ name: match[1], number: cleanPhoneNumber(match[2]) });
  return out;
}

// ---------------------------------------------------------------- TaskEval

export type Params = Record<string, unknown>;

/** task_eval.TaskEval: initialize_task records the starting state; is_successful returns 1.0 once initialized. */
export abstract class TaskEval {
  initialized = false;
  constructor(public params: Params) {}

  initializeTask(env: Snapshot): void {
    void env;
    this.initialized = true;
  }

  isSuccessful(env: Snapshot): number {
    void env;
    if (!this.initialized) throw new Error('Task is not initialized.');
    return 1.0;
  }
}

// ---------------------------------------------------------------- sqlite_validators

export type Row = SqlRow;

/** Python dataclass equality: every field equal. */
export function rowEquals(a: Row, b: Row, fields: readonly string[]): boolean {
  return fields.every((f) => a[f] === b[f]);
}

/** sqlite_validators.validate_rows_removal_integrity. */
export function validateRowsRemovalIntegrity(before: readonly Row[], after: readonly Row[], ids: readonly unknown[], idName: string, fields: readonly string[]): boolean {
  for (const rowId of ids) {
    if (!before.some((row) => row[idName] === rowId)) throw new Error(`row ID ${String(rowId)} not present in before.`);
  }
  const inAfter = (row: Row): boolean => after.some((r) => rowEquals(r, row, fields));
  for (const row of before) {
    if (ids.includes(row[idName])) {
      if (inAfter(row)) return false;
    } else if (!inAfter(row)) {
      return false;
    }
  }
  for (const row of after) {
    if (!before.some((r) => rowEquals(r, row, fields))) return false;
  }
  return true;
}

/** sqlite_validators.validate_rows_addition_integrity. */
export function validateRowsAdditionIntegrity(
  before: readonly Row[],
  after: readonly Row[],
  referenceRows: readonly Params[],
  compareFields: readonly string[],
  allFields: readonly string[],
  freeFormFields: readonly string[] | null = null,
): boolean {
  if (compareFields.length === 0) throw new Error('compare_fields must not be empty.');
  const freeForm = freeFormFields ?? [];
  const dbRowMatchesReference = (referenceRow: Params, row: Row): boolean => {
    for (const field of compareFields) {
      const referenceValue = referenceRow[field];
      const candidateValue = row[field];
      if (freeForm.includes(field)) {
        if (!fuzzyMatch(referenceValue, candidateValue)) return false;
      } else if (referenceValue !== candidateValue) {
        return false;
      }
    }
    return true;
  };
  for (const referenceRow of referenceRows) {
    if (!after.some((row) => dbRowMatchesReference(referenceRow, row))) return false;
  }
  if (after.length !== before.length + referenceRows.length) return false;
  for (const row of before) {
    if (!after.some((r) => rowEquals(r, row, allFields))) return false;
  }
  return true;
}

export const ROW_OBJECTS = 'row_objects';
export const NOISE_ROW_OBJECTS = 'noise_row_objects';

/** sqlite_validators.SQLiteApp: list_rows reads the app's table. */
export abstract class SQLiteApp extends TaskEval {
  abstract tableName: string;
  abstract dbKey: string;
  abstract fields: readonly string[];

  listRows(env: Snapshot): Row[] {
    return [...(env.tables[this.tableName] ?? [])];
  }
}

/** sqlite_validators.AddMultipleRows. */
export abstract class AddMultipleRows extends SQLiteApp {
  before: Row[] = [];

  override initializeTask(env: Snapshot): void {
    super.initializeTask(env);
    this.before = this.listRows(env);
  }

  abstract validateAdditionIntegrity(before: Row[], after: Row[], referenceRows: Params[]): boolean;

  override isSuccessful(env: Snapshot): number {
    const after = this.listRows(env);
    const rowAdditionSuccessful = this.validateAdditionIntegrity(this.before, after, this.params[ROW_OBJECTS] as Params[]);
    return rowAdditionSuccessful ? 1.0 : 0.0;
  }
}

/** sqlite_validators.DeleteMultipleRows: the rows to delete are the last n_rows rows listed after setup. */
export abstract class DeleteMultipleRows extends SQLiteApp {
  abstract nRows: number;
  abstract nRowsNoise: number;
  rowsToDelete: Row[] = [];
  before: Row[] = [];

  validateInitialState(before: Row[]): void {
    if (before.length !== this.nRows + this.nRowsNoise) throw new Error('Initial state validation failed.');
  }

  override initializeTask(env: Snapshot): void {
    super.initializeTask(env);
    let nRows = 0;
    if (ROW_OBJECTS in this.params) nRows = (this.params[ROW_OBJECTS] as unknown[]).length;
    this.before = this.listRows(env);
    this.rowsToDelete = this.before.slice(this.before.length - nRows);
    this.validateInitialState(this.before);
  }

  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    const after = this.listRows(env);
    const deletionSuccessful = this.validateDeletionIntegrity(this.before, after);
    return deletionSuccessful ? 1.0 : 0.0;
  }

  abstract validateDeletionIntegrity(before: Row[], after: Row[]): boolean;
}

/** sqlite_validators.DeleteDuplicateRows. */
export abstract class DeleteDuplicateRows extends DeleteMultipleRows {
  validateCandidates(candidates: Params[]): void {
    if (candidates.length % 2 !== 0) throw new Error('Initial state validation failed. Must contain exactly two rows.');
    const [val1, val2] = candidates;
    for (const field of this.fields) {
      if (field === this.dbKey) continue;
      if (val1[field] !== val2[field]) throw new Error("Initial state validation failed. Doesn't contain duplicate rows.");
    }
  }

  override initializeTask(env: Snapshot): void {
    super.initializeTask(env);
    this.validateCandidates(this.params[ROW_OBJECTS] as Params[]);
  }

  override validateInitialState(before: Row[]): void {
    if (before.length !== 2 + this.nRowsNoise) throw new Error('Initial state validation failed.');
  }
}

// ---------------------------------------------------------------- sms_validators

/** sms_validators.parse_message. */
export function parseMessage(rowText: string): Record<string, string> {
  const parsed: Record<string, string> = {};
  let row = rowText.trim();
  const bodyStart = row.indexOf('body=');
  if (bodyStart !== -1) {
    let bodyContent = row.slice(bodyStart + 5);
    const nextEqualSign = bodyContent.indexOf('=');
    if (nextEqualSign !== -1) {
      const commaBeforeNextEqualSign = bodyContent.lastIndexOf(', ', nextEqualSign - 2);
      // Python's rfind returns -1 when there is none, and body_content[:-1] drops the last character.
      bodyContent = bodyContent.slice(0, commaBeforeNextEqualSign);
    }
    parsed.body = bodyContent;
    row = row.slice(0, bodyStart) + row.slice(bodyStart + 5 + bodyContent.length);
  }
  for (const part of row.split(', ')) {
    if (part.includes('=')) {
      const at = part.indexOf('=');
      parsed[part.slice(0, at).trim()] = part.slice(at + 1).trim();
    } else if (part.includes(':')) {
      const at = part.indexOf(':');
      parsed[part.slice(0, at).trim()] = part.slice(at + 1).trim();
    }
  }
  return parsed;
}

/** sms_validators._decode_messages_from_response. */
export function decodeMessagesFromResponse(output: string): string[] {
  if (output.replace(/\r/g, '').startsWith('No result found.')) return [];
  const messages = output.split('\nRow:');
  return messages.map((m, i) => (i > 0 ? 'Row:' + m : m));
}

/** sms_validators.was_sent. */
export function wasSent(messages: readonly string[], phoneNumber: string, body: string, currentTimeMs: number, timeMins = 5): boolean {
  const nMinutesMs = timeMins * 60 * 1000;
  for (const message of messages) {
    const fields = parseMessage(message);
    if (!('address' in fields) || !('body' in fields) || !('date' in fields)) {
      throw new Error(`Could not find the address, body, and date fields for message: ${message}`);
    }
    const msgNumber = fields.address.replace(/-/g, '').replace(/ /g, '');
    const msgBody = fields.body;
    const msgDate = Number.parseInt(fields.date, 10);
    if (msgNumber === phoneNumber && fuzzyMatch(msgBody, body) && currentTimeMs - msgDate <= nMinutesMs) {
      return true;
    } else if (msgNumber === phoneNumber && fuzzyMatch(msgBody, body)) {
      // logging.info: sent, but too long ago
    }
  }
  return false;
}

/** sms_validators.sms_are_equal. */
export function smsAreEqual(message1: string, message2: string): boolean {
  const f1 = parseMessage(message1);
  const f2 = parseMessage(message2);
  const phoneNumber1 = f1.address.replace(/-/g, '').replace(/ /g, '');
  const phoneNumber2 = f2.address.replace(/-/g, '').replace(/ /g, '');
  return phoneNumber1 === phoneNumber2 && fuzzyMatch(f1.body, f2.body);
}

/** sms_validators._check_if_stuck_at_sending: a UI element whose text starts with "Sending". */
function checkIfStuckAtSending(env: Snapshot): boolean {
  for (const element of env.tables.ui_elements ?? []) {
    if (element.text !== null && element.text !== undefined && String(element.text).startsWith('Sending')) return true;
  }
  return false;
}

/** sms_validators.SimpleSMSSendSms. */
export class SimpleSMSSendSms extends TaskEval {
  getSentMessages(env: Snapshot): string[] {
    return decodeMessagesFromResponse(contentQuery(env, 'content://sms/sent'));
  }

  override initializeTask(env: Snapshot): void {
    super.initializeTask(env);
    const messages = this.getSentMessages(env);
    if (wasSent(messages, String(this.params.number), String(this.params.message), getAndroidTime(env))) {
      throw new Error('Message has already been sent, evaluator is not currently able to dedup.');
    }
  }

  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    const messages = this.getSentMessages(env);
    const smsWasSent = wasSent(messages, String(this.params.number), String(this.params.message), getAndroidTime(env));
    const inCorrectApp = extractPackageName(getCurrentActivity(env)) === 'com.simplemobiletools.smsmessenger';
    if (checkIfStuckAtSending(env)) throw new Error('Message could not be sent due to Android/emulator issue.');
    return smsWasSent && inCorrectApp ? 1.0 : 0.0;
  }
}

// ---------------------------------------------------------------- file_validators

/** file_validators.MoveFile. */
export class MoveFile extends TaskEval {
  sourceDirectory: string;
  destDirectory: string;
  constructor(params: Params, dataDirectory: string) {
    super(params);
    this.sourceDirectory = convertToPosixPath(dataDirectory, String(this.params.source_folder));
    this.destDirectory = convertToPosixPath(dataDirectory, String(this.params.destination_folder));
  }

  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    const srcExists = checkFileOrFolderExists(String(this.params.file_name), this.sourceDirectory, env);
    const destExists = checkFileOrFolderExists(String(this.params.file_name), this.destDirectory, env);
    const succeeded = !srcExists && destExists;
    return succeeded ? 1.0 : 0.0;
  }
}

/** file_validators.DeleteFile. */
export class DeleteFile extends TaskEval {
  dataDirectory: string;
  constructor(params: Params, dataDirectory: string) {
    super(params);
    if ('subfolder' in this.params) this.dataDirectory = convertToPosixPath(dataDirectory, String(this.params.subfolder));
    else this.dataDirectory = dataDirectory;
  }

  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    const exists = checkFileOrFolderExists(String(this.params.file_name), this.dataDirectory, env);
    return exists ? 0.0 : 1.0;
  }
}

/** file_validators.CreateFile. */
export class CreateFile extends TaskEval {
  constructor(
    params: Params,
    public dataDirectory: string,
  ) {
    super(params);
  }

  override isSuccessful(env: Snapshot): number {
    super.isSuccessful(env);
    const fileName = String(this.params.file_name);
    const exists = checkFileOrFolderExists(fileName, this.dataDirectory, env);
    if (!exists) return 0.0;
    const fileContents = cat(env, convertToPosixPath(this.dataDirectory, fileName)).replace(/\r/g, '').trim();
    const match = fuzzyMatch(fileContents, this.params.text);
    if (!match) return 0.0;
    return 1.0;
  }
}

/** markor.Markor: the Markor tasks' base (its setup clears the data folder). */
export class Markor extends TaskEval {}
