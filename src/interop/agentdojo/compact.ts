import { brotliCompressSync, constants } from 'node:zlib';
import { ChokepointError } from '../../errors.ts';
import { boundedLines, decompressed } from './decoding.ts';
import { pipelineNameProblem, type FileVisitor, type PipelineOrigin, type PipelineSource } from './source-file.ts';

/**
 * The compact form of one AgentDojo pipeline: a brotli-compressed JSON-lines file. Line 1 is a
 * header (the pipeline, the published archive it was derived from with its SHA-256, the number of
 * run files); every further line is one run file: its path below the pipeline folder, its
 * modification time and its text, verbatim. Verbatim text keeps an import of the compact file
 * identical to an import of the archive (records, warnings, fingerprint). Brotli's 16 MB window
 * finds the redundancy between the run files of a pipeline (the same tool outputs under every
 * injection task) that gzip's 32 KB window misses: the 29 published pipelines take 5.8 MB instead
 * of 21 MB.
 */

export const COMPACT_FORMAT = 'chokepoint/agentdojo-runs@1';
export const COMPACT_SUFFIX = '.jsonl.br';

export interface CompactHeader {
  readonly format: typeof COMPACT_FORMAT;
  readonly pipeline: string;
  /** The archive or folder the file was derived from (its base name), and the archive's SHA-256. */
  readonly derivedFrom: string;
  readonly derivedFromSha256: string | null;
  /** Run files that follow, one per line. */
  readonly files: number;
}

interface CompactEntry {
  readonly path: string;
  readonly modified: string;
  readonly text: string;
}

export function isCompact(path: string): boolean {
  return path.endsWith(COMPACT_SUFFIX);
}

/**
 * The compact file of one pipeline. Files keep the order of the source (the archive's order), so
 * everything an import reports in reading order (warnings, problems) comes out the same.
 */
export function compactPipeline(source: PipelineSource, provenance: { derivedFrom: string; sha256: string | null }): Uint8Array {
  const { files } = source;
  const header: CompactHeader = {
    format: COMPACT_FORMAT,
    pipeline: source.pipeline,
    derivedFrom: provenance.derivedFrom,
    derivedFromSha256: provenance.sha256,
    files: files.length,
  };
  const lines = [
    JSON.stringify(header),
    ...files.map((f) => JSON.stringify({ path: f.relativePath, modified: f.modifiedAt, text: f.text } satisfies CompactEntry)),
  ];
  const text = Buffer.from(`${lines.join('\n')}\n`, 'utf8');
  return brotliCompressSync(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: text.length },
  });
}

type Json = Record<string, unknown>;

function parseObject(line: string, file: string, lineNumber: number): Json {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    throw new ChokepointError('io', `invalid JSON: ${(error as Error).message}`, { file, line: lineNumber });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ChokepointError('io', 'expected a JSON object', { file, line: lineNumber });
  return value as Json;
}

function requireString(data: Json, field: string, file: string, line: number): string {
  const value = data[field];
  if (typeof value !== 'string' || value === '') throw new ChokepointError('io', 'expected non-empty text', { file, line, field });
  return value;
}

function parseHeader(line: string, file: string): CompactHeader {
  const data = parseObject(line, file, 1);
  if (data.format !== COMPACT_FORMAT) {
    throw new ChokepointError('io', `not a compact AgentDojo file (expected format ${JSON.stringify(COMPACT_FORMAT)}, got ${JSON.stringify(data.format)})`, {
      file,
      line: 1,
      field: 'format',
    });
  }
  const files = data.files;
  if (typeof files !== 'number' || !Number.isInteger(files) || files < 0)
    throw new ChokepointError('io', 'expected the number of run files', { file, line: 1, field: 'files' });
  const sha256 = data.derivedFromSha256;
  if (sha256 !== null && (typeof sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(sha256))) {
    throw new ChokepointError('io', 'expected a SHA-256 in hex or null', { file, line: 1, field: 'derivedFromSha256' });
  }
  return {
    format: COMPACT_FORMAT,
    pipeline: requireString(data, 'pipeline', file, 1),
    derivedFrom: requireString(data, 'derivedFrom', file, 1),
    derivedFromSha256: sha256,
    files,
  };
}

function parseEntry(line: string, file: string, lineNumber: number): CompactEntry {
  const data = parseObject(line, file, lineNumber);
  const text = data.text;
  if (typeof text !== 'string') throw new ChokepointError('io', 'expected the run file text', { file, line: lineNumber, field: 'text' });
  return { path: requireString(data, 'path', file, lineNumber), modified: requireString(data, 'modified', file, lineNumber), text };
}

/** The decompressed lines of a compact file, numbered from 1, under the guards of every container (decoding.ts); stops reading when the caller stops. */
async function* compactLines(file: string): AsyncGenerator<{ line: string; lineNumber: number }> {
  let stream;
  try {
    stream = await decompressed(file, 'brotli');
  } catch (error) {
    throw new ChokepointError('io', `cannot read: ${(error as Error).message}`, { file });
  }
  try {
    yield* boundedLines(stream, file);
  } catch (error) {
    if (error instanceof ChokepointError) throw error;
    throw new ChokepointError('io', `unreadable compact file: ${(error as Error).message}`, { file });
  } finally {
    stream.destroy();
  }
}

/** The header line alone (the provenance of a compact file), without reading the runs. */
export async function readCompactHeader(file: string): Promise<CompactHeader> {
  for await (const { line } of compactLines(file)) return parseHeader(line, file);
  throw new ChokepointError('io', 'empty compact file (no header line)', { file });
}

/**
 * Streams a compact file: every run file goes to `visit` as it is decompressed. A broken
 * container (not brotli, a bad header or line, fewer or more lines than the header says) is an
 * input error naming the file and line; a broken run file inside is the importer's business.
 */
export async function visitCompact(file: string, visit: FileVisitor): Promise<CompactHeader> {
  let header: CompactHeader | undefined;
  let origin: PipelineOrigin | undefined;
  let last = 0;
  for await (const { line, lineNumber } of compactLines(file)) {
    last = lineNumber;
    if (!header || !origin) {
      header = parseHeader(line, file);
      const problem = pipelineNameProblem(header.pipeline);
      if (problem) throw new ChokepointError('io', problem, { file, line: lineNumber, field: 'pipeline' });
      origin = { pipeline: header.pipeline, source: file, derivedFrom: header.derivedFrom };
      continue;
    }
    const entry = parseEntry(line, file, lineNumber);
    visit(origin, { relativePath: entry.path, origin: `${file}:${header.pipeline}/${entry.path}`, text: entry.text, modifiedAt: entry.modified });
  }
  if (!header) throw new ChokepointError('io', 'empty compact file (no header line)', { file });
  if (last - 1 !== header.files) {
    throw new ChokepointError('io', `holds ${last - 1} run files but its header says ${header.files} (truncated?)`, { file, line: last, field: 'files' });
  }
  return header;
}
