/**
 * Item 11 of the adversarial pass, the smaller findings: a fixture column definition that smuggles
 * an undeclared column; invalid UTF-8 in a fixture silently replaced; I/O failures (a path through
 * a file, a device as input, a FIFO) printed as "internal error" or read for ever; tool results and
 * answers without a cap; `pragma_database_list` exposing sql.js's random per-process file name,
 * which made `rescore` report false divergences.
 */
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChokepointError } from '../../src/errors.ts';
import { createEnvironment, loadFixture, parseFixture } from '../../src/environment/index.ts';
import { readInputText } from '../../src/io.ts';
import { runInProcess } from '../cli/run-cli.ts';
import { smallFixture } from '../environment/helpers.ts';
import { compactFile, PARTIAL } from '../interop/helpers.ts';
import { scratch, type Workspace } from './helpers.ts';

const OWNER = '"owner": { "name": "Dana", "email": "dana@northwind.test" }, "now": "2026-03-14T09:00:00Z"';

let space: Workspace;
beforeAll(async () => {
  space = await scratch();
});
afterAll(() => space?.remove());

async function refusal(promise: Promise<unknown>): Promise<ChokepointError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChokepointError);
  return error as ChokepointError;
}

describe('fixtures', () => {
  it('a column definition that smuggles a second column is refused, naming the column', async () => {
    const text = `{ ${OWNER}, "tables": { "t": { "columns": { "id": "INTEGER", "name": "TEXT, smuggled TEXT DEFAULT (upper('x'))" } } } }`;
    const error = await refusal(parseFixture(text, 'environment.json'));
    expect(error.format()).toMatch(
      /^environment\.json:1:\d+: tables\.t\.columns\.name: column definition "TEXT, smuggled TEXT DEFAULT \(upper\('x'\)\)" is not a type/,
    );
  });

  it('invalid UTF-8 is an error at its byte offset, not a silent replacement character', async () => {
    const file = space.path('latin1.json');
    const text = Buffer.from(`{ ${OWNER}, "files": { "/a.txt": "caf_" } }`, 'utf8');
    const offset = text.indexOf('_');
    text[offset] = 0xe9; // é in Latin-1: not UTF-8
    await writeFile(file, text);
    const error = await refusal(loadFixture(file));
    expect(error.format()).toBe(`${file}: cannot read environment fixture: invalid UTF-8 at byte ${offset}`);
  });

  it('a FIFO or a device is refused at once instead of read for ever', async () => {
    const fifo = space.path('environment.json');
    expect(spawnSync('mkfifo', [fifo]).status).toBe(0);
    expect((await refusal(loadFixture(fifo))).message).toBe('cannot read environment fixture: a FIFO, not a regular file');
    expect((await refusal(readInputText('/dev/zero'))).message).toBe('cannot read: a character device, not a regular file');
  });
});

describe('I/O failures on the command line', () => {
  it('name the path and the operating system error, exit 2, never "internal error"', async () => {
    const blocker = space.path('a-file');
    await writeFile(blocker, '');
    const out = await runInProcess(['import', 'agentdojo', compactFile(PARTIAL), '--out', `${blocker}/sub`]);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(new RegExp(`^chokepoint: error: ${blocker}/sub: \\w+ failed: not a directory \\(ENOTDIR\\)\\n$`));
    const device = await runInProcess(['import', 'agentdojo', '/dev/zero', '--out', space.path('x')]);
    expect(device.code).toBe(2);
    expect(device.stderr).toBe('chokepoint: error: /dev/zero: not a file or a folder (a device, FIFO or socket): expected AgentDojo runs\n');
  });
});

describe('the environment', () => {
  it('does not show the database list, whose file name differs from process to process', async () => {
    const env = await createEnvironment(await smallFixture());
    try {
      for (const query of ['SELECT * FROM pragma_database_list', 'PRAGMA database_list']) {
        expect(env.execute({ tool: 'execute_sql_query', args: { query } })).toEqual({
          ok: false,
          error: 'SQL error: database_list is not available: the environment has exactly one database, named main',
        });
      }
    } finally {
      env.close();
    }
  });
});
