import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import { ChokepointError, systemReason } from '../../errors.ts';

/**
 * The guards every AgentDojo container is read under, whatever it is (a `.tar.gz` archive, a
 * compact `.jsonl.br` file, a run folder): a run file (an archive entry, a compact line, a file on
 * disk) holds at most MAX_RUN_FILE_BYTES; a compressed container decompresses to at most
 * MAX_DECOMPRESSED_BYTES and, past DECOMPRESSION_CHECKED_AFTER bytes, to at most MAX_RATIO times
 * its own size. A decompression bomb is an input error naming the file, never Node's
 * `RangeError: Invalid string length`.
 */

/** AgentDojo's run files take a few kilobytes, the largest about a megabyte. */
export const MAX_RUN_FILE_BYTES = 64 * 1024 * 1024;
/** Every published pipeline together takes about 280 MB of JSON text. */
const MAX_DECOMPRESSED_BYTES = 8 * 1024 * 1024 * 1024;
/** The published runs compress about 13:1 with gzip, 50:1 with brotli; a bomb, a thousand and more. */
export const MAX_RATIO = 200;
const DECOMPRESSION_CHECKED_AFTER = 32 * 1024 * 1024;

const MiB = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MiB`;

/** Counts what passes and fails the stream once the total or the ratio to `compressedBytes` is past its bound. */
function inflationGuard(file: string, compressedBytes: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      total += chunk.length;
      if (total > MAX_DECOMPRESSED_BYTES) {
        done(new ChokepointError('io', `decompresses to more than ${MiB(MAX_DECOMPRESSED_BYTES)}: not AgentDojo runs`, { file }));
      } else if (total > DECOMPRESSION_CHECKED_AFTER && total > MAX_RATIO * compressedBytes) {
        done(
          new ChokepointError(
            'io',
            `decompresses to more than ${MAX_RATIO} times its ${compressedBytes} bytes (${MiB(total)} so far): a decompression bomb, not AgentDojo runs`,
            { file },
          ),
        );
      } else done(null, chunk);
    },
  });
}

/**
 * The decompressed content of `file` (gzip or brotli) as a stream, under the guards above. A file
 * that cannot be read or passes a guard ends it with a ChokepointError; data that is not gzip or
 * brotli, with the decompressor's own error (the caller says what the file should have been).
 */
export async function decompressed(file: string, format: 'gzip' | 'brotli'): Promise<Readable> {
  const { size } = await stat(file);
  const input = createReadStream(file);
  const inflate = format === 'gzip' ? createGunzip() : createBrotliDecompress();
  const guard = inflationGuard(file, size);
  input.on('error', (error) => guard.destroy(new ChokepointError('io', `cannot read: ${systemReason(error)}`, { file })));
  inflate.on('error', (error) => guard.destroy(error));
  guard.on('close', () => {
    input.destroy();
    inflate.destroy();
  });
  return input.pipe(inflate).pipe(guard);
}

/**
 * The lines of a stream (split at `\n`, decoded as UTF-8), numbered from 1, each at most
 * MAX_RUN_FILE_BYTES: a longer one is an input error at its line, never a string past what V8 holds.
 */
export async function* boundedLines(stream: Readable, file: string): AsyncGenerator<{ line: string; lineNumber: number }> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let lineNumber = 0;
  const take = (tail: Buffer) => {
    const line = Buffer.concat([...pending, tail]).toString('utf8');
    pending = [];
    pendingBytes = 0;
    return { line, lineNumber: ++lineNumber };
  };
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
      if (pendingBytes + end - start > MAX_RUN_FILE_BYTES) break;
      yield take(chunk.subarray(start, end));
      start = end + 1;
    }
    pendingBytes += chunk.length - start;
    if (pendingBytes > MAX_RUN_FILE_BYTES) {
      throw new ChokepointError('io', `line longer than ${MiB(MAX_RUN_FILE_BYTES)}, more than a run file may have`, { file, line: lineNumber + 1 });
    }
    pending.push(chunk.subarray(start));
  }
  if (pendingBytes > 0) yield take(Buffer.alloc(0));
}
