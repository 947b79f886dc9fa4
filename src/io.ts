import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { ChokepointError, systemReason } from './errors.ts';

/**
 * Reading input files (fixtures, judge and version modules, run records) the way hostile input
 * needs: only regular files (a FIFO would block for ever, `/dev/zero` never ends), bounded in size,
 * strict UTF-8 (a bad byte is an error at its offset, not a silent U+FFFD), and every failure one
 * error naming the file and the operating system's reason.
 */

/** Larger input files are refused: no fixture, module or record of a benchmark comes near it. */
const MAX_INPUT_BYTES = 256 * 1024 * 1024;

function kindOf(info: { isDirectory(): boolean; isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean }): string {
  if (info.isDirectory()) return 'a directory';
  if (info.isFIFO()) return 'a FIFO';
  if (info.isCharacterDevice()) return 'a character device';
  if (info.isBlockDevice()) return 'a block device';
  if (info.isSocket()) return 'a socket';
  return 'not a regular file';
}

/** The text of `file`; throws ChokepointError('io') naming the file for anything but a readable regular UTF-8 file. */
export async function readInputText(file: string, options: { readonly maxBytes?: number; readonly display?: string } = {}): Promise<string> {
  const where = { file: options.display ?? file };
  const max = options.maxBytes ?? MAX_INPUT_BYTES;
  let handle;
  try {
    // O_NONBLOCK: opening a FIFO for reading must not wait for a writer.
    handle = await open(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    throw new ChokepointError('io', `cannot open: ${systemReason(error)}`, where);
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new ChokepointError('io', `cannot read: ${kindOf(info)}, not a regular file`, where);
    if (info.size > max) throw new ChokepointError('io', `cannot read: ${info.size} bytes, more than the ${max} an input file may have`, where);
    let bytes: Buffer;
    try {
      bytes = await handle.readFile();
    } catch (error) {
      throw new ChokepointError('io', `cannot read: ${systemReason(error)}`, where);
    }
    return decodeUtf8(bytes, where.file);
  } finally {
    await handle.close();
  }
}

/** Strict UTF-8 decoding; the first invalid byte is reported with its offset. */
function decodeUtf8(bytes: Uint8Array, file?: string): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ChokepointError('io', `invalid UTF-8 at byte ${firstInvalidUtf8(bytes)}`, { file });
  }
}

/** Offset of the first byte that does not start or continue a valid UTF-8 sequence. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const length = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (length === 0) return i;
    for (let k = 1; k < length; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
    }
    // Overlong three- and four-byte forms, surrogates and code points above U+10FFFF.
    const second = bytes[i + 1];
    if ((b === 0xe0 && second < 0xa0) || (b === 0xed && second > 0x9f) || (b === 0xf0 && second < 0x90) || (b === 0xf4 && second > 0x8f)) return i;
    i += length;
  }
  return i;
}

/**
 * Nesting of arrays and objects a decoded input may have. Whatever walks a structure recursively
 * (JSON.stringify, structuredClone, a schema, a judge) exhausts the stack somewhere past ten
 * thousand levels; nothing chokepoint reads nests more than a few dozen.
 */
export const MAX_NESTING = 1_000;

/** Whether JSON text nests arrays and objects deeper than `max` (a scan, without parsing). */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Whether a value nests arrays and objects deeper than `max`, walked without recursion (a cycle counts as too deep). */
export function valueNestsDeeperThan(value: unknown, max: number): boolean {
  const shallowest = new Map<object, number>();
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== 'object' || item === null || (shallowest.get(item) ?? Infinity) <= depth) continue;
    if (depth + 1 > max) return true;
    shallowest.set(item, depth);
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}
