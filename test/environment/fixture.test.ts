import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFixture, parseFixture } from '../../src/environment/index.ts';
import { ChokepointError, ChokepointErrors } from '../../src/errors.ts';
import { SMALL_FIXTURE } from './helpers.ts';

const OWNER = '"owner": { "name": "Dana", "email": "dana@northwind.test" }, "now": "2026-03-14T09:00:00Z"';

async function problems(text: string): Promise<ChokepointError[]> {
  try {
    await parseFixture(text, 'env.json');
  } catch (error) {
    if (error instanceof ChokepointError) return [error];
    if (error instanceof ChokepointErrors) return [...error.errors];
    throw error;
  }
  return expect.fail('fixture was accepted');
}

async function problem(text: string): Promise<ChokepointError> {
  const found = await problems(text);
  expect(found).toHaveLength(1);
  return found[0];
}

describe('loadFixture', () => {
  it('loads the small fixture with defaults for absent sections', async () => {
    const fixture = await loadFixture(SMALL_FIXTURE);
    expect(fixture.owner.email).toBe('dana.whitfield@northwind.test');
    expect(fixture.emails.map((e) => e.id)).toEqual([1, 2, 5]);
    expect(Object.keys(fixture.tables)).toEqual(['customers', 'orders']);
    const minimal = await parseFixture(`{ ${OWNER} }`);
    expect(minimal).toMatchObject({ emails: [], files: {}, tables: {} });
  });

  it('reports a missing file as a fixture error naming it', async () => {
    const error = await loadFixture('/nonexistent/dir/environment.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChokepointError);
    expect((error as ChokepointError).code).toBe('fixture');
    expect((error as ChokepointError).format()).toBe('/nonexistent/dir/environment.json: cannot read environment fixture: no such file or directory (ENOENT)');
  });

  it('gives the line and column of a JSON syntax error, read from a real file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'chokepoint-fixture-'));
    const file = join(dir, 'environment.json');
    await writeFile(file, `{\n  ${OWNER},\n  "emails": [\n    { "id": 1, }\n  ]\n}\n`);
    const error = (await loadFixture(file).catch((e: unknown) => e)) as ChokepointError;
    expect(error).toBeInstanceOf(ChokepointError);
    expect(error.location).toMatchObject({ file, line: 4, column: 16 });
    expect(error.message).toMatch(/invalid JSON: .*property name/);
  });

  it.each([
    ['an unterminated string', '{ "owner": "abc', 1, 12],
    ['a raw newline in a string', '{\n "now": "a\nb" }', 2, 11],
    ['a missing comma', '{\n "a": 1\n "b": 2\n}', 3, 2],
    ['trailing content', '{}\n]', 2, 1],
    ['an empty file', '', 1, 1],
  ])('locates %s', async (_name, text, line, column) => {
    const error = await problem(text);
    expect(error.message).toMatch(/^invalid JSON: /);
    expect(error.location).toMatchObject({ file: 'env.json', line, column });
  });

  it('names the field path and its line for a field of the wrong type', async () => {
    const text = `{ ${OWNER},\n "tables": { "customers": { "columns": { "id": "INTEGER PRIMARY KEY", "email": "TEXT" },\n "rows": [ { "id": 1, "email": "a@b.test" }, { "id": 2, "email": "b@b.test" }, { "id": 3, "email": "c@b.test" },\n { "id": 4, "email": true } ] } } }`;
    const error = await problem(text);
    expect(error.code).toBe('fixture');
    expect(error.location.field).toBe('tables.customers.rows[3].email');
    expect(error.location.line).toBe(4);
    expect(error.message).toBe('must be a string, a number or null');
  });

  it('reports every shape problem at once, each with its field', async () => {
    const found = await problems(
      `{ "owner": { "name": "", "email": "not-an-email" }, "now": "2026-03-14T09:00:00Z", "emails": [ { "id": -1, "folder": "trash", "from": "a", "to": "b", "subject": "s", "body": "b", "date": "2026-01-01T00:00:00Z" } ], "colour": "red" }`,
    );
    expect(found.map((e) => e.location.field)).toEqual(['owner.name', 'owner.email', 'emails[0].id', 'emails[0].folder', 'colour']);
    expect(found[4].message).toBe('unknown field colour');
  });

  it('rejects a clock or email date that is not ISO-8601', async () => {
    expect((await problem(`{ "owner": { "name": "D", "email": "d@n.test" }, "now": "14/03/2026 09:00" }`)).location.field).toBe('now');
    const email = `{ "id": 1, "folder": "inbox", "from": "a", "to": "b", "subject": "s", "body": "b", "date": "2026-03-14" }`;
    const error = await problem(`{ ${OWNER}, "emails": [ ${email} ] }`);
    expect(error.location.field).toBe('emails[0].date');
    expect(error.message).toMatch(/ISO-8601/);
  });

  it('rejects duplicate email ids', async () => {
    const email = (id: number) => `{ "id": ${id}, "folder": "inbox", "from": "a", "to": "b", "subject": "s", "body": "b", "date": "2026-03-14T09:00:00Z" }`;
    const error = await problem(`{ ${OWNER}, "emails": [ ${email(1)}, ${email(2)}, ${email(1)} ] }`);
    expect(error.location.field).toBe('emails[2].id');
    expect(error.message).toBe('duplicate email id 1 (also emails[0].id)');
  });

  it('rejects rows using undeclared columns', async () => {
    const error = await problem(`{ ${OWNER}, "tables": { "t": { "columns": { "id": "INTEGER", "name": "TEXT" }, "rows": [ { "id": 1, "nmae": "x" } ] } } }`);
    expect(error.location.field).toBe('tables.t.rows[0].nmae');
    expect(error.message).toBe('column nmae is not declared in tables.t.columns (declared: id, name)');
  });

  it('rejects file paths that are not absolute and normalised, and files used as directories', async () => {
    const found = await problems(`{ ${OWNER}, "files": { "notes.txt": "", "/a/../b.txt": "", "/c/": "", "/d": "", "/d/e": "" } }`);
    expect(found.map((e) => e.location.field)).toEqual(['files["notes.txt"]', 'files["/a/../b.txt"]', 'files["/c/"]', 'files["/d/e"]']);
    expect(found[3].message).toBe('/d is a file, so it cannot also be a directory');
  });

  it('rejects table and column names that are not plain identifiers or collide with rowid', async () => {
    const found = await problems(
      `{ ${OWNER}, "tables": { "my table": { "columns": { "a": "TEXT" } }, "t": { "columns": { "rowid": "INTEGER", "x-y": "TEXT" } }, "u": { "columns": { "A": "TEXT", "a": "TEXT" } }, "v": { "columns": {} } } }`,
    );
    expect(found.map((e) => e.location.field)).toEqual([
      'tables["my table"]',
      'tables.t.columns.rowid',
      'tables.t.columns["x-y"]',
      'tables.u.columns.a',
      'tables.v.columns',
    ]);
  });

  it('rejects duplicate JSON keys instead of silently keeping the last', async () => {
    const error = await problem(`{ ${OWNER},\n "files": { "/a.txt": "one",\n "/a.txt": "two" } }`);
    expect(error.location).toMatchObject({ field: 'files["/a.txt"]', line: 3 });
  });

  it('accepts only a type and constraints as a column definition, naming the column, and refuses a smuggled second statement', async () => {
    const syntax = await problem(`{ ${OWNER}, "tables": { "t": { "columns": { "id": "INTEGER", "bad": "TEXT CHECK (" } } } }`);
    expect(syntax.location.field).toBe('tables.t.columns.bad');
    expect(syntax.message).toMatch(/^column definition "TEXT CHECK \(" is not a type \(INTEGER, TEXT, REAL, NUMERIC, BLOB\) then constraints/);
    const smuggled = await problem(`{ ${OWNER}, "tables": { "t": { "columns": { "id": "INTEGER); CREATE TABLE pwned (x" } } } }`);
    expect(smuggled.location.field).toBe('tables.t.columns.id');
    expect(smuggled.message).toMatch(/^column definition .* is not a type/);
  });

  it('reports rows that violate their table constraints', async () => {
    const error = await problem(
      `{ ${OWNER}, "tables": { "t": { "columns": { "id": "INTEGER PRIMARY KEY", "name": "TEXT NOT NULL" }, "rows": [ { "id": 1, "name": "a" }, { "id": 2 } ] } } }`,
    );
    expect(error.location.field).toBe('tables.t.rows[1]');
    expect(error.message).toBe('cannot insert row: NOT NULL constraint failed: t.name');
  });
});
