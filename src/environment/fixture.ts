import { readInputText } from '../io.ts';
import { z } from 'zod';
import { ChokepointError, ChokepointErrors } from '../errors.ts';
import { findDuplicateKeys, findJsonSyntaxError, formatJsonPath, locateJsonPath } from './json-location.ts';
import { SQL_IDENTIFIER } from './locator.ts';
import { ancestorDirectories, isNormalisedPath } from './paths.ts';
import { createDatabase } from './sqlite.ts';

/**
 * The environment fixture of a suite (`judges/<suite>/environment.json`): the owner, the clock,
 * the mailbox, the file tree and the SQL tables every scenario starts from.
 */

const isoDateTime = z.iso.datetime({
  offset: true,
  error: 'must be an ISO-8601 date-time with a time zone, e.g. 2026-03-14T09:00:00Z',
});

/** An attachment's name: a file name (no folder), so that a locator can name it (`email:3.attachment:report.txt`). */
const ATTACHMENT_NAME = /^[^/\n]+$/;

const attachmentSchema = z.strictObject({
  name: z.string().regex(ATTACHMENT_NAME, 'an attachment name is a file name: not empty, no "/" and no line break'),
  content: z.string(),
});

const emailSchema = z
  .strictObject({
    id: z.number().int().nonnegative(),
    folder: z.enum(['inbox', 'sent']),
    from: z.string().min(1),
    to: z.string().min(1),
    cc: z.array(z.string().min(1)).optional(),
    bcc: z.array(z.string().min(1)).optional(),
    subject: z.string(),
    body: z.string(),
    attachments: z.array(attachmentSchema).optional(),
    date: isoDateTime,
  })
  .superRefine((email, ctx) => {
    const seen = new Set<string>();
    (email.attachments ?? []).forEach((attachment, index) => {
      if (seen.has(attachment.name))
        ctx.addIssue({ code: 'custom', path: ['attachments', index, 'name'], message: `two attachments of this mail are named ${attachment.name}` });
      seen.add(attachment.name);
    });
  });

const cellSchema = z.union([z.string(), z.number(), z.null()], { error: 'must be a string, a number or null' });

const tableSchema = z.strictObject({
  /** Column name -> SQLite column definition (type and constraints), e.g. `INTEGER PRIMARY KEY`. */
  columns: z.record(z.string(), z.string().min(1, 'column definition must not be empty')),
  rows: z.array(z.record(z.string(), cellSchema)).default([]),
});

const RESERVED_COLUMNS = new Set(['rowid', 'oid', '_rowid_']);

/**
 * What a column definition may say: a type, then constraints. Nothing else reaches CREATE TABLE:
 * a definition is pasted into the statement, so `TEXT, smuggled TEXT DEFAULT (...)` would add a
 * column the fixture does not declare.
 */
const COLUMN_DEFINITION =
  /^(INTEGER|INT|TEXT|REAL|NUMERIC|BLOB)(\s+(PRIMARY\s+KEY(\s+AUTOINCREMENT)?|NOT\s+NULL|UNIQUE|DEFAULT\s+(-?\d+(\.\d+)?|'([^']|'')*'|NULL|TRUE|FALSE)))*$/i;

const COLUMN_DEFINITION_SYNTAX =
  "a type (INTEGER, TEXT, REAL, NUMERIC, BLOB) then constraints: PRIMARY KEY [AUTOINCREMENT], NOT NULL, UNIQUE, DEFAULT <number, 'text', NULL, TRUE or FALSE>";

export const environmentFixtureSchema = z
  .strictObject({
    owner: z.strictObject({ name: z.string().min(1), email: z.email() }),
    now: isoDateTime,
    emails: z.array(emailSchema).default([]),
    files: z.record(z.string(), z.string()).default({}),
    tables: z.record(z.string(), tableSchema).default({}),
  })
  .superRefine((fixture, ctx) => {
    const seenIds = new Map<number, number>();
    fixture.emails.forEach((email, index) => {
      const first = seenIds.get(email.id);
      if (first !== undefined) {
        ctx.addIssue({ code: 'custom', path: ['emails', index, 'id'], message: `duplicate email id ${email.id} (also emails[${first}].id)` });
      } else {
        seenIds.set(email.id, index);
      }
    });

    const paths = new Set(Object.keys(fixture.files));
    for (const path of paths) {
      if (!isNormalisedPath(path) || path === '/') {
        ctx.addIssue({ code: 'custom', path: ['files', path], message: 'file path must be absolute and normalised, e.g. /reports/q3.txt' });
        continue;
      }
      const clash = ancestorDirectories(path).find((dir) => paths.has(dir));
      if (clash) ctx.addIssue({ code: 'custom', path: ['files', path], message: `${clash} is a file, so it cannot also be a directory` });
    }

    for (const [table, definition] of Object.entries(fixture.tables)) {
      if (!SQL_IDENTIFIER.test(table) || table.toLowerCase().startsWith('sqlite_')) {
        ctx.addIssue({
          code: 'custom',
          path: ['tables', table],
          message: 'table name must be a plain SQL identifier ([A-Za-z_][A-Za-z0-9_]*) not starting with sqlite_',
        });
      }
      const columns = Object.keys(definition.columns);
      if (columns.length === 0) ctx.addIssue({ code: 'custom', path: ['tables', table, 'columns'], message: 'a table needs at least one column' });
      const lowered = new Map<string, string>();
      for (const column of columns) {
        if (!SQL_IDENTIFIER.test(column)) {
          ctx.addIssue({
            code: 'custom',
            path: ['tables', table, 'columns', column],
            message: 'column name must be a plain SQL identifier ([A-Za-z_][A-Za-z0-9_]*)',
          });
        } else if (!COLUMN_DEFINITION.test(definition.columns[column].trim())) {
          ctx.addIssue({
            code: 'custom',
            path: ['tables', table, 'columns', column],
            message: `column definition ${JSON.stringify(definition.columns[column])} is not ${COLUMN_DEFINITION_SYNTAX}`,
          });
        } else if (RESERVED_COLUMNS.has(column.toLowerCase())) {
          ctx.addIssue({
            code: 'custom',
            path: ['tables', table, 'columns', column],
            message: `column name ${column} is reserved: snapshots carry SQLite's rowid under that name`,
          });
        }
        const other = lowered.get(column.toLowerCase());
        if (other !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: ['tables', table, 'columns', column],
            message: `duplicate column (SQLite names are case-insensitive: also ${other})`,
          });
        lowered.set(column.toLowerCase(), column);
      }
      definition.rows.forEach((row, index) => {
        for (const key of Object.keys(row)) {
          if (!Object.prototype.hasOwnProperty.call(definition.columns, key)) {
            ctx.addIssue({
              code: 'custom',
              path: ['tables', table, 'rows', index, key],
              message: `column ${key} is not declared in tables.${table}.columns (declared: ${columns.join(', ') || 'none'})`,
            });
          }
        }
      });
    }
  });

export type EnvironmentFixture = z.infer<typeof environmentFixtureSchema>;
export type FixtureEmail = EnvironmentFixture['emails'][number];
export type FixtureTable = EnvironmentFixture['tables'][string];

interface FixtureSource {
  readonly file?: string;
  /** The JSON text the data came from, to give each problem a line number. */
  readonly text?: string;
}

function fixtureError(message: string, path: readonly PropertyKey[], source: FixtureSource): ChokepointError {
  const location = source.text !== undefined ? locateJsonPath(source.text, path) : undefined;
  return new ChokepointError('fixture', message, {
    file: source.file,
    line: location?.line,
    column: location?.column,
    field: path.length > 0 ? formatJsonPath(path) : undefined,
  });
}

function throwAll(errors: ChokepointError[]): never {
  if (errors.length === 1) throw errors[0];
  throw new ChokepointErrors(errors);
}

/**
 * Validates fixture data (shape, cross-field consistency, and a trial build of the SQL tables so
 * that bad column definitions or rows violating their constraints are reported at load time).
 * Throws ChokepointError('fixture'), or ChokepointErrors when there are several problems.
 */
export async function validateFixture(data: unknown, source: FixtureSource = {}): Promise<EnvironmentFixture> {
  const parsed = environmentFixtureSchema.safeParse(data);
  if (!parsed.success) {
    throwAll(
      parsed.error.issues.map((issue) => {
        if (issue.code === 'unrecognized_keys') {
          const keys = issue.keys;
          return fixtureError(`unknown field${keys.length > 1 ? 's' : ''} ${keys.join(', ')}`, [...issue.path, keys[0]], source);
        }
        return fixtureError(issue.message, issue.path, source);
      }),
    );
  }
  try {
    (await createDatabase(parsed.data.tables)).close();
  } catch (error) {
    if (error instanceof ChokepointError) {
      throw fixtureError(error.message, error.location.field ? fieldToPath(error.location.field) : [], source);
    }
    throw error;
  }
  return parsed.data;
}

/** Inverse of formatJsonPath for the simple paths createDatabase reports (`tables.t.rows[3]`). */
function fieldToPath(field: string): (string | number)[] {
  const path: (string | number)[] = [];
  for (const match of field.matchAll(/([A-Za-z_$][\w$]*)|\[(\d+)\]/g)) path.push(match[1] ?? Number(match[2]));
  return path;
}

/** Parses and validates fixture JSON text; `file` is used in error locations only. */
export async function parseFixture(text: string, file?: string): Promise<EnvironmentFixture> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch (error) {
    const problem = findJsonSyntaxError(body);
    const detail = problem?.message ?? (error as Error).message;
    throw new ChokepointError('fixture', `invalid JSON: ${detail}`, { file, line: problem?.line, column: problem?.column });
  }
  const duplicates = findDuplicateKeys(body);
  if (duplicates.length > 0) {
    throwAll(
      duplicates.map(
        ({ path, line, column }) =>
          new ChokepointError('fixture', 'duplicate key (JSON keeps only the last one)', { file, line, column, field: formatJsonPath(path) }),
      ),
    );
  }
  return validateFixture(data, { file, text: body });
}

export async function loadFixture(file: string): Promise<EnvironmentFixture> {
  let text: string;
  try {
    text = await readInputText(file);
  } catch (error) {
    if (!(error instanceof ChokepointError)) throw error;
    throw new ChokepointError('fixture', `cannot read environment fixture: ${error.message.replace(/^cannot (open|read): /, '')}`, error.location);
  }
  return parseFixture(text, file);
}
