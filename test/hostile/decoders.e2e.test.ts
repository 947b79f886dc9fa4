/**
 * Item 11 (decoders) of the second adversarial round: a brotli bomb in the compact `.jsonl.br`
 * path printed Node's stack (`RangeError: Invalid string length`), and a compact file of 2 million
 * tiny run files ended in "internal error: Maximum call stack size exceeded" (the report's table
 * spread every row into Math.max). Every container is read under the same guards (decoding.ts:
 * bytes per run file, total and ratio of decompression) and wide data is folded, never spread.
 * The 2-million-file import itself takes a minute: decoders.e2e.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import { brotliCompressSync, constants, createBrotliCompress, createGzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTable as renderSqlTable } from '../../src/environment/tools/execute-sql-query.ts';
import { COMPACT_FORMAT } from '../../src/interop/agentdojo/compact.ts';
import { MAX_RATIO, MAX_RUN_FILE_BYTES } from '../../src/interop/agentdojo/decoding.ts';
import { renderTable } from '../../src/rendering/index.ts';
import { runInProcess } from '../cli/run-cli.ts';
import { scratch, type Workspace } from './helpers.ts';

let space: Workspace;
beforeAll(async () => {
  space = await scratch();
});
afterAll(() => space?.remove());

const header = (files: number) =>
  `${JSON.stringify({ format: COMPACT_FORMAT, pipeline: 'bomb', derivedFrom: 'bomb.tar.gz', derivedFromSha256: null, files })}\n`;
const RUN_PATH = 'workspace/user_task_0/none/none.json';

/** `megabytes` of the letter a, framed by `before` and `after`, compressed as it streams. */
async function compressedRepeat(file: string, format: 'brotli' | 'gzip', before: string, megabytes: number, after: string): Promise<void> {
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  async function* content() {
    yield Buffer.from(before);
    for (let i = 0; i < megabytes; i++) yield chunk;
    yield Buffer.from(after);
  }
  const compress = format === 'brotli' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }) : createGzip();
  await pipeline(Readable.from(content()), compress, createWriteStream(file));
}

const importing = (source: string, out: string) => runInProcess(['import', 'agentdojo', source, '--out', out]);

function expectOneErrorLine(result: { code: number; stderr: string }, pattern: RegExp): void {
  expect(result.code).toBe(2);
  const lines = result.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
}

describe('every container is read under the same guards', () => {
  it('a brotli bomb in a compact file (1.2 GB of one line) is an input error naming the file', async () => {
    const file = space.path('bomb.jsonl.br');
    await compressedRepeat(file, 'brotli', `${header(1)}{"path":"${RUN_PATH}","modified":"2024-01-01T00:00:00.000Z","text":"`, 1200, '"}\n');
    const result = await importing(file, space.path('out-bomb'));
    expectOneErrorLine(result, new RegExp(`^chokepoint: error: ${file}: decompresses to more than ${MAX_RATIO} times its \\d+ bytes .*: a decompression bomb`));
  });

  it('a gzip bomb in a .tar.gz archive gets the same error', async () => {
    const file = space.path('bomb.tar.gz');
    // Not even a tar header: the guard is on the decompressed bytes, before anything parses them.
    await compressedRepeat(file, 'gzip', '', 64, '');
    const result = await importing(file, space.path('out-tar-bomb'));
    expectOneErrorLine(result, new RegExp(`^chokepoint: error: ${file}: decompresses to more than ${MAX_RATIO} times its \\d+ bytes .*: a decompression bomb`));
  });

  it('a compact line longer than a run file may be, but compressing no better than text, is an error at its line', async () => {
    const file = space.path('long.jsonl.br');
    const random = Buffer.from(randomBytes((MAX_RUN_FILE_BYTES * 3) / 4 + 1024).toString('base64'));
    const text = Buffer.concat([Buffer.from(`${header(1)}{"path":"${RUN_PATH}","modified":"x","text":"`), random, Buffer.from('"}\n')]);
    await writeFile(file, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }));
    const result = await importing(file, space.path('out-long'));
    expectOneErrorLine(result, new RegExp(`^chokepoint: error: ${file}:2: line longer than 64 MiB, more than a run file may have$`));
  });
});

describe('wide data is folded, not spread onto the stack', () => {
  it('a compact file of 200,000 tiny run files is imported: each reported as malformed, no internal error', async () => {
    const files = 200_000;
    const lines = [header(files)];
    for (let i = 0; i < files; i++)
      lines.push(`${JSON.stringify({ path: `workspace/user_task_${i}/none/none.json`, modified: '2024-01-01T00:00:00.000Z', text: '{}' })}\n`);
    const file = space.path('tiny.jsonl.br');
    await writeFile(file, brotliCompressSync(Buffer.from(lines.join('')), { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }));
    const result = await importing(file, space.path('out-tiny'));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(`1 pipeline(s), 0 of ${files} file(s) imported: 0 benign, 0 attack, 0 probe; ${files} malformed, 0 warning(s)`);
  });

  // Spreading more than about 120,000 values into one call overflowed the stack; each case has 300,000.
  const WIDE = 300_000;

  it('a table of 300,000 rows renders', () => {
    const rows = Array.from({ length: WIDE }, (_, i) => [`file-${i}`, 'reason']);
    const text = renderTable({ columns: ['file', 'reason'], rows }, 'table');
    expect(text.split('\n')).toHaveLength(WIDE + 3);
  });

  it('a query result of 300,000 rows renders', () => {
    const rows = Array.from({ length: WIDE }, (_, i) => [i]);
    expect(renderSqlTable(['n'], rows).endsWith(`(${WIDE} rows)`)).toBe(true);
  });
});
