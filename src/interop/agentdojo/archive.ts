import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import { Parser, type ReadEntry } from 'tar';
import { ChokepointError } from '../../errors.ts';
import { isCompact, visitCompact } from './compact.ts';
import type { FileVisitor, PipelineOrigin, PipelineSource, SourceFile } from './source-file.ts';

/**
 * Reading AgentDojo runs where they are: a `.tar.gz` archive (streamed through `tar`'s parser,
 * never extracted to disk), a compact `.jsonl.br` file (see `compact.ts`), a pipeline directory
 * (`<suite>/<user_task>/<attack>/<task>.json`), or a directory holding several pipelines
 * (sub-directories, archives and/or compact files). Every file comes back with its path relative
 * to the pipeline root, so problems can name it exactly.
 */

/** Suites of AgentDojo's default benchmark: a directory holding one of them is a pipeline folder. */
export const AGENTDOJO_SUITES = ['banking', 'slack', 'travel', 'workspace'] as const;

export const ARCHIVE_SUFFIX = '.tar.gz';

export function isArchive(path: string): boolean {
  return path.endsWith(ARCHIVE_SUFFIX) || path.endsWith('.tgz');
}

/**
 * Visits every file of every pipeline in `source` without keeping them (a full import holds
 * about 280 MB of JSON text; keeping it all makes the garbage collector the bottleneck). An archive
 * may hold several top-level folders (one pipeline each). Returns the pipeline names seen, sorted.
 * Refuses a source that is missing or holds no pipeline.
 */
export async function visitPipelines(source: string, visit: FileVisitor): Promise<string[]> {
  const info = await stat(source).catch(() => undefined);
  if (!info) throw new ChokepointError('io', 'no such file or directory', { file: source });
  const seen = new Set<string>();
  const record: FileVisitor = (origin, file) => {
    seen.add(origin.pipeline);
    visit(origin, file);
  };
  if (info.isFile()) {
    if (isCompact(source)) await visitCompact(source, record);
    else if (isArchive(source)) await visitArchive(source, record);
    else throw new ChokepointError('usage', 'expected an AgentDojo runs directory, a .tar.gz archive or a compact .jsonl.br file', { file: source });
  } else if (await isPipelineDirectory(source)) {
    await visitTree(source, basename(source), record);
  } else {
    for (const entry of (await readdir(source, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(source, entry.name);
      if (entry.isFile() && isCompact(entry.name)) await visitCompact(path, record);
      else if (entry.isFile() && isArchive(entry.name)) await visitArchive(path, record);
      else if (entry.isDirectory() && (await isPipelineDirectory(path))) await visitTree(path, entry.name, record);
    }
  }
  if (seen.size === 0) {
    throw new ChokepointError('usage', `no AgentDojo pipeline found (expected ${AGENTDOJO_SUITES.join('/')} folders, .tar.gz archives or .jsonl.br files)`, {
      file: source,
    });
  }
  return [...seen].sort();
}

/** Every pipeline of `source` with its files in memory (small sources and tests). */
export async function readPipelines(source: string): Promise<PipelineSource[]> {
  const byKey = new Map<string, PipelineOrigin & { files: SourceFile[] }>();
  await visitPipelines(source, (origin, file) => {
    const key = `${origin.pipeline}\0${origin.source}`;
    if (!byKey.has(key)) byKey.set(key, { ...origin, files: [] });
    byKey.get(key)!.files.push(file);
  });
  return [...byKey.values()].sort((a, b) => a.pipeline.localeCompare(b.pipeline));
}

async function isPipelineDirectory(dir: string): Promise<boolean> {
  const entries = await readdir(dir, { withFileTypes: true });
  return entries.some((e) => e.isDirectory() && (AGENTDOJO_SUITES as readonly string[]).includes(e.name));
}

/** All regular files below `root`, in a stable order. */
async function visitTree(root: string, pipeline: string, visit: FileVisitor): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
  for (const path of paths) {
    const [text, info] = await Promise.all([readFile(path, 'utf8'), stat(path)]);
    visit(
      { pipeline, source: root, derivedFrom: null },
      { relativePath: relative(root, path).split(sep).join('/'), origin: path, text, modifiedAt: info.mtime.toISOString() },
    );
  }
}

/** Streams the archive; each regular file goes to the pipeline named by its top-level folder. */
async function visitArchive(file: string, visit: FileVisitor): Promise<void> {
  // Files at the archive root (no folder) belong to a pipeline named after the archive.
  const fallback = basename(file).replace(/\.(tar\.gz|tgz)$/, '');
  await new Promise<void>((resolve, reject) => {
    const parser = new Parser({
      onReadEntry: (entry: ReadEntry) => {
        if (entry.type !== 'File' && entry.type !== 'OldFile') {
          entry.resume();
          return;
        }
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => {
          const path = entry.path.replace(/^\.\//, '');
          const slash = path.indexOf('/');
          visit(
            { pipeline: slash > 0 ? path.slice(0, slash) : fallback, source: file, derivedFrom: null },
            {
              relativePath: slash > 0 ? path.slice(slash + 1) : path,
              origin: `${file}:${path}`,
              text: Buffer.concat(chunks).toString('utf8'),
              modifiedAt: (entry.mtime ?? new Date(0)).toISOString(),
            },
          );
        });
      },
    });
    parser.on('end', resolve);
    parser.on('error', (error: Error) => reject(new ChokepointError('io', `unreadable archive: ${error.message}`, { file })));
    createReadStream(file)
      .on('error', (error) => reject(new ChokepointError('io', `cannot read: ${error.message}`, { file })))
      .pipe(parser);
  });
}
