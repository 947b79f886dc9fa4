// eval-sys/mcpmark @ 89d7967ce5aa67dca6b6674c8adb0a7bf272a69a: the environment every tasks/<service>/**/verify.py reaches (get_test_directory and pathlib for the filesystem tasks), kept here as the glue of the mapping in README.md
import type { Snapshot, SqlRow, SqlValue } from 'chokepoint';

// ---------------------------------------------------------------------------------------------
// Filesystem tasks: FILESYSTEM_TEST_DIR and pathlib.Path on the snapshot's files.
// ---------------------------------------------------------------------------------------------

/** FILESYSTEM_TEST_DIR: the copy of the task's test environment the agent works in. */
export const TEST_DIR = '/test_environment';

/** get_test_directory (repeated in every filesystem verify.py). */
export function getTestDirectory(): string {
  return TEST_DIR;
}

/** `path / name` */
export function joinPath(dir: string, name: string): string {
  return `${dir}/${name}`;
}

/** Path.name */
export function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Path.is_file(): a file is a key of `files`. */
export function isFile(post: Snapshot, path: string): boolean {
  return post.files[path] !== undefined;
}

/** Path.is_dir(): a directory is listed as a key ending in `/` (README). */
export function isDir(post: Snapshot, path: string): boolean {
  return post.files[`${path}/`] !== undefined;
}

/** Path.exists() */
export function exists(post: Snapshot, path: string): boolean {
  return isFile(post, path) || isDir(post, path);
}

/** Path.read_text(): raises like Python when the file is missing. */
export function readText(post: Snapshot, path: string): string {
  const text = post.files[path];
  if (text === undefined) throw new Error(`[Errno 2] No such file or directory: '${path}'`);
  return text;
}

/** Path.stat().st_size: the file's size in bytes (its text, UTF-8 encoded). */
export function fileSize(post: Snapshot, path: string): number {
  return new TextEncoder().encode(readText(post, path)).length;
}

/** Path.iterdir(): the entries directly inside a directory (files and directories), raising when it does not exist. */
export function iterdir(post: Snapshot, dir: string): string[] {
  if (!isDir(post, dir)) throw new Error(`[Errno 2] No such file or directory: '${dir}'`);
  const prefix = `${dir}/`;
  const entries: string[] = [];
  for (const key of Object.keys(post.files).sort()) {
    if (!key.startsWith(prefix)) continue;
    const rest = key.slice(prefix.length);
    if (rest === '') continue;
    const entry = rest.endsWith('/') ? rest.slice(0, -1) : rest;
    if (entry.includes('/')) continue;
    entries.push(prefix + entry);
  }
  return entries;
}

/** fnmatch's translation of a shell pattern (`*`, `?`) into a regular expression. */
function translatePattern(pattern: string): RegExp {
  const body = pattern
    .split('')
    .map((ch) => (ch === '*' ? '.*' : ch === '?' ? '.' : ch.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`);
}

/** Path.glob(pattern) for a pattern without `/`: the entries of the directory whose name matches. */
export function glob(post: Snapshot, dir: string, pattern: string): string[] {
  if (!isDir(post, dir)) return [];
  const matcher = translatePattern(pattern);
  return iterdir(post, dir).filter((path) => matcher.test(baseName(path)));
}

// ---------------------------------------------------------------------------------------------
// Python built-ins the verify scripts lean on.
// ---------------------------------------------------------------------------------------------

/** str.split(sep, maxsplit): at most `maxsplit` splits, the rest kept whole in the last part. */
export function pySplit(text: string, sep: string, maxsplit = -1): string[] {
  const parts = text.split(sep);
  if (maxsplit < 0 || parts.length <= maxsplit + 1) return parts;
  return [...parts.slice(0, maxsplit), parts.slice(maxsplit).join(sep)];
}

/** int(text): raises ValueError unless the text is an integer literal (surrounding whitespace allowed). */
export function pyInt(text: string): number {
  const trimmed = text.trim();
  if (!/^[+-]?\d+(_\d+)*$/.test(trimmed)) throw new Error(`ValueError: invalid literal for int() with base 10: '${text}'`);
  return Number.parseInt(trimmed.replace(/_/g, ''), 10);
}

/** float(text): raises ValueError unless the text is a decimal literal (surrounding whitespace allowed). */
export function pyFloat(text: string): number {
  const trimmed = text.trim();
  if (!/^[+-]?(\d+(_\d+)*(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(trimmed) && !/^[+-]?(inf|infinity|nan)$/i.test(trimmed)) {
    throw new Error(`ValueError: could not convert string to float: '${text}'`);
  }
  return Number(trimmed.replace(/_/g, '').replace(/^([+-]?)inf(inity)?$/i, '$1Infinity'));
}

/** set == set */
export function setsEqual<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): boolean {
  return a.size === b.size && [...a].every((item) => b.has(item));
}

/** collections.Counter over values keyed by `key` (tuples become their JSON text): each distinct value with its count, in first-seen order. */
export function pyCounter<T>(items: readonly T[], key: (item: T) => string = (item) => JSON.stringify(item)): Map<string, { item: T; count: number }> {
  const counts = new Map<string, { item: T; count: number }>();
  for (const item of items) {
    const k = key(item);
    const seen = counts.get(k);
    if (seen === undefined) counts.set(k, { item, count: 1 });
    else seen.count += 1;
  }
  return counts;
}

// ---------------------------------------------------------------------------------------------
// Postgres tasks: the database the verifier reaches through psycopg2.
// ---------------------------------------------------------------------------------------------

/** A table or catalog view (`schema.table`; tables of `public` and catalogs such as pg_roles by bare name); raises like psycopg2 when it does not exist. */
export function table(post: Snapshot, name: string): readonly SqlRow[] {
  const rows = post.tables[name];
  if (rows === undefined) throw new DatabaseError(`relation "${name}" does not exist`);
  return rows;
}

/** The error psycopg2 raises for a failed statement (psycopg2.Error). */
export class DatabaseError extends Error {}

/** psycopg2's Decimal for a NUMERIC value. */
export class Decimal {
  constructor(readonly value: number) {}
}

/** A value as psycopg2 hands it to Python: NUMERIC columns become Decimal, other cells stay as they are. */
export type PgValue = SqlValue | Decimal;

/** The declared type of each column (information_schema.columns), to give NUMERIC cells their Decimal type. */
function numericColumns(post: Snapshot, tableName: string): Set<string> {
  const [schema, name] = tableName.includes('.') ? tableName.split('.') : ['public', tableName];
  return new Set(
    table(post, 'information_schema.columns')
      .filter((c) => c.table_schema === schema && c.table_name === name && c.data_type === 'numeric')
      .map((c) => String(c.column_name)),
  );
}

/** `SELECT <columns> FROM <table>`: each row as a tuple of psycopg2 values, in table order. */
export function selectColumns(post: Snapshot, tableName: string, columns: readonly string[]): PgValue[][] {
  const numeric = numericColumns(post, tableName);
  return table(post, tableName).map((row) =>
    columns.map((column) => {
      const cell = row[column];
      if (cell === undefined) throw new DatabaseError(`column "${column}" does not exist`);
      return numeric.has(column) && cell !== null ? new Decimal(Number(cell)) : cell;
    }),
  );
}

/** `SELECT * FROM <table>`: each row's cells in the table's column order. */
export function selectStar(post: Snapshot, tableName: string): SqlValue[][] {
  return table(post, tableName).map((row) =>
    Object.entries(row)
      .filter(([column]) => column !== 'rowid')
      .map(([, cell]) => cell),
  );
}

/** ORDER BY the column at `index`, ascending, NULLs last (as PostgreSQL sorts). */
export function orderBy<T extends readonly PgValue[]>(rows: readonly T[], index: number): T[] {
  const key = (v: PgValue): number | string | null => (v instanceof Decimal ? v.value : v);
  return [...rows].sort((a, b) => {
    const x = key(a[index]);
    const y = key(b[index]);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

/** Python's `==` on the values psycopg2 returns: numbers and Decimals compare by value. */
export function pyEquals(a: PgValue, b: PgValue): boolean {
  const num = (v: PgValue): number | undefined => (v instanceof Decimal ? v.value : typeof v === 'number' ? v : undefined);
  const x = num(a);
  const y = num(b);
  if (x !== undefined && y !== undefined) return x === y;
  return a === b;
}

/** A timestamp as the snapshot holds it (`datetime(1962, 2, 18)` is `1962-02-18 00:00:00`). */
export function datetime(year: number, month: number, day: number): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${year}-${pad(month)}-${pad(day)} 00:00:00`;
}

/** SQL `value LIKE pattern`: `%` any run of characters, `_` any one character, case-sensitive. */
export function sqlLike(value: string, pattern: string): boolean {
  const body = pattern
    .split('')
    .map((ch) => (ch === '%' ? '.*' : ch === '_' ? '.' : ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`, 's').test(value);
}

/**
 * has_table_privilege(role, table, privilege): the environment records, in the `has_table_privilege`
 * catalog, one row (role, table_name, privilege) for every privilege the function reports true for.
 */
export function hasTablePrivilege(post: Snapshot, role: string, tableName: string, privilege: string): boolean {
  return table(post, 'has_table_privilege').some((r) => r.role === role && r.table_name === tableName && r.privilege === privilege);
}

/**
 * A psycopg2 cursor in a session whose answers depend on the role or the session settings (row-level
 * security): `SET ROLE`, `RESET ROLE` and `SET app.<name> = '<value>'` change the session; every other
 * statement's answer was recorded at evaluation time as `post.files['<session>> <statement>']`, a JSON
 * object with `rowcount` and `rows`, or `error` when the statement raised (README).
 */
export class Cursor {
  rowcount = -1;
  private rows: SqlValue[][] = [];
  private role: string;
  private readonly settings = new Map<string, string>();

  constructor(
    private readonly post: Snapshot,
    private readonly loginRole: string,
  ) {
    this.role = loginRole;
  }

  execute(sql: string): void {
    const statement = sql.replace(/\s+/g, ' ').trim();
    const setRole = /^SET ROLE (\w+);?$/i.exec(statement);
    const setting = /^SET (app\.\w+) = '([^']*)';?$/i.exec(statement);
    if (setRole !== null) this.role = setRole[1];
    else if (/^RESET ROLE;?$/i.test(statement)) this.role = this.loginRole;
    else if (setting !== null) this.settings.set(setting[1], setting[2]);
    else this.answer(statement);
  }

  private answer(statement: string): void {
    const session = [this.role, ...[...this.settings].map(([name, value]) => `${name}=${value}`)].join(' ');
    const recorded = this.post.files[`${session}> ${statement}`];
    if (recorded === undefined) throw new DatabaseError(`no answer recorded for: ${statement}`);
    const result = JSON.parse(recorded) as { rowcount?: number; rows?: SqlValue[][]; error?: string };
    if (result.error !== undefined) throw new DatabaseError(result.error);
    this.rowcount = result.rowcount ?? -1;
    this.rows = result.rows ?? [];
  }

  fetchone(): SqlValue[] | null {
    return this.rows.shift() ?? null;
  }

  fetchall(): SqlValue[][] {
    const rows = this.rows;
    this.rows = [];
    return rows;
  }
}

// ---------------------------------------------------------------------------------------------
// GitHub tasks: the REST API the verifier calls with requests.get.
// ---------------------------------------------------------------------------------------------

/** A parsed JSON body, as the verify scripts handle it (dicts and lists read with .get). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** GITHUB_EVAL_ORG: the organisation the task repositories are imported into. */
export const GITHUB_ORG = 'mcpmark-eval';

/**
 * requests.get(url) against the GitHub API after the run: `post.files[url]` is the body of a 200
 * answer; the key is absent when the request failed or answered another status (README).
 */
export function githubGet(post: Snapshot, url: string): { status: number; text: string } {
  const body = post.files[url];
  if (body === undefined) return { status: 404, text: '' };
  return { status: 200, text: body };
}

/** base64.b64decode(text).decode('utf-8') */
export function b64decodeUtf8(text: string): string {
  const bytes = Uint8Array.from(atob(text.replace(/\n/g, '')), (ch) => ch.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

// ---------------------------------------------------------------------------------------------
// Notion tasks: notion_client.Client and tasks/utils/notion_utils.py.
// ---------------------------------------------------------------------------------------------

/** The error notion_client raises (APIResponseError) for a failed request. */
export class NotionError extends Error {}

/**
 * notion_client.Client after the run: each request's JSON answer is `post.files['https://api.notion.com/v1/<path>']`;
 * the key is absent when the API answered an error (README).
 */
export class NotionClient {
  constructor(private readonly post: Snapshot) {}

  private request(path: string): Json {
    const body = this.post.files[`https://api.notion.com/v1/${path}`];
    if (body === undefined) throw new NotionError(`Could not find ${path}`);
    return JSON.parse(body) as Json;
  }

  search(query: string, objectType: string): Json {
    return this.request(`search?query=${encodeURIComponent(query)}&filter=${objectType}`);
  }

  pagesRetrieve(pageId: string): Json {
    return this.request(`pages/${pageId}`);
  }

  databasesRetrieve(databaseId: string): Json {
    return this.request(`databases/${databaseId}`);
  }

  databasesQuery(databaseId: string): Json {
    return this.request(`databases/${databaseId}/query`);
  }

  blocksChildrenList(blockId: string): Json {
    return this.request(`blocks/${blockId}/children`);
  }
}

/** sys.argv[1] of a Notion verify.py: the id of the page the state manager duplicated for the run (README); null when none. */
export function mainIdOf(post: Snapshot): string | null {
  return post.files['notion:duplicated_initial_state_id'] ?? null;
}

/** notion_utils._find_object: the id of the page or database a search for the title finds. */
function findObject(notion: NotionClient, title: string, objectType: string): string | null {
  const searchResults: Json[] = notion.search(title, objectType).results || [];
  if (searchResults.length === 0) return null;
  if (searchResults.length === 1) return searchResults[0].id;
  for (const result of searchResults) {
    const titleRichTexts: Json[] = objectType === 'page' ? (result.properties?.title?.title ?? []) : (result.title ?? []);
    for (const textObj of titleRichTexts) {
      if (String(textObj.plain_text ?? '').toLowerCase().includes(title.toLowerCase())) return result.id;
    }
  }
  return searchResults[0].id;
}

/** notion_utils.find_page */
export function findPage(notion: NotionClient, pageTitle: string): string | null {
  return findObject(notion, pageTitle, 'page');
}

/** notion_utils.find_page_or_database_by_id: the id and its kind, or [null, null]. */
export function findPageOrDatabaseById(notion: NotionClient, objectId: string): [string | null, string | null] {
  try {
    notion.pagesRetrieve(objectId);
    return [objectId, 'page'];
  } catch {
    // not a page
  }
  try {
    notion.databasesRetrieve(objectId);
    return [objectId, 'database'];
  } catch {
    // not a database either
  }
  return [null, null];
}

/** notion_utils.find_database_in_block: depth-first, the first child database with that exact title. */
export function findDatabaseInBlock(notion: NotionClient, blockId: string, dbTitle: string): string | null {
  const blocks: Json[] = notion.blocksChildrenList(blockId).results;
  for (const block of blocks) {
    if (block.type === 'child_database' && block.child_database?.title === dbTitle) return block.id;
    if (block.has_children) {
      const dbId = findDatabaseInBlock(notion, block.id, dbTitle);
      if (dbId) return dbId;
    }
  }
  return null;
}

/** notion_utils.get_all_blocks_recursively: every block under a block, depth-first, as one list. */
export function getAllBlocksRecursively(notion: NotionClient, blockId: string): Json[] {
  const allBlocks: Json[] = [];
  let directChildren: Json[];
  try {
    directChildren = notion.blocksChildrenList(blockId).results ?? [];
  } catch {
    return [];
  }
  for (const block of directChildren) {
    allBlocks.push(block);
    if (block.has_children) allBlocks.push(...getAllBlocksRecursively(notion, block.id));
  }
  return allBlocks;
}

/** notion_utils.get_block_plain_text: the block's rich text joined. */
export function getBlockPlainText(block: Json): string {
  const blockType = block.type;
  if (!blockType) return '';
  const blockContent = block[blockType];
  if (!blockContent) return '';
  const richTextList: Json[] = blockContent.rich_text ?? [];
  return richTextList.map((rt) => rt.plain_text ?? '').join('');
}

// ---------------------------------------------------------------------------------------------
// Playwright tasks: the agent's last message, and what the verifier's browser finds on a page.
// ---------------------------------------------------------------------------------------------

/**
 * get_model_response: the text of the agent's last completed assistant message (MCP_MESSAGES), which is
 * the contract's `output`; None when there is none.
 */
export function getModelResponse(output: string): string | null {
  return output ? output : null;
}

/**
 * The elements a CSS selector matches on a page the verifier's browser opens after the run, in document
 * order, recorded as `post.tables['<page> <selector>']` (columns `text`, the element's inner text, and
 * `href` for links); no key means no element (README).
 */
export function querySelectorAll(post: Snapshot, page: string, selector: string): readonly SqlRow[] {
  return post.tables[`${page} ${selector}`] ?? [];
}

/** Playwright's `:has-text("...")`: the element's text contains it, ignoring case and runs of whitespace. */
export function hasText(element: SqlRow, text: string): boolean {
  return String(element.text).replace(/\s+/g, ' ').toLowerCase().includes(text.toLowerCase());
}
