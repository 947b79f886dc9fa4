import { readdir, readFile, stat } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import { Parser, type ReadEntry } from 'tar';
import { ChokepointError } from '../../errors.ts';
import { isCompact, visitCompact } from './compact.ts';
import { decompressed, MAX_RUN_FILE_BYTES } from './decoding.ts';
import { isoTime, pipelineNameProblem, type FileVisitor, type PipelineOrigin, type PipelineSource, type SourceFile } from './source-file.ts';

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
  if (!info.isFile() && !info.isDirectory())
    throw new ChokepointError('usage', 'not a file or a folder (a device, FIFO or socket): expected AgentDojo runs', { file: source });
  if (info.isFile()) {
    if (isCompact(source)) await visitCompact(source, record);
    else if (isArchive(source)) await visitArchive(source, record);
    else throw new ChokepointError('usage', 'expected an AgentDojo runs directory, a .tar.gz archive or a compact .jsonl.br file', { file: source });
  } else if (await isPipelineDirectory(source)) {
    await visitTree(source, folderPipeline(source), record);
  } else {
    for (const entry of (await readdir(source, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(source, entry.name);
      if (entry.isFile() && isCompact(entry.name)) await visitCompact(path, record);
      else if (entry.isFile() && isArchive(entry.name)) await visitArchive(path, record);
      else if (entry.isDirectory() && (await isPipelineDirectory(path))) await visitTree(path, folderPipeline(path), record);
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

/** A pipeline folder's name, checked (it becomes a folder under `--out`). */
function folderPipeline(dir: string): string {
  const name = basename(dir);
  const problem = pipelineNameProblem(name);
  if (problem) throw new ChokepointError('usage', problem, { file: dir });
  return name;
}

const tooLarge = (bytes: number) => `a file of ${bytes} bytes, more than the ${MAX_RUN_FILE_BYTES} a run file may have: skipped`;

/** Every regular file below `root`, in a stable order; anything else (a link, a FIFO) is reported, never followed or read. */
async function visitTree(root: string, pipeline: string, visit: FileVisitor): Promise<void> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const listed = entries
    .filter((e) => !e.isDirectory())
    .map((e) => ({ path: join(e.parentPath, e.name), file: e.isFile(), link: e.isSymbolicLink() }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const origin = { pipeline, source: root, derivedFrom: null };
  for (const { path, file, link } of listed) {
    const relativePath = relative(root, path).split(sep).join('/');
    if (!file) {
      const refused = link ? 'a symbolic link: skipped, links are never followed' : 'not a regular file: skipped';
      visit(origin, { relativePath, origin: path, text: '', modifiedAt: isoTime(undefined), refused });
      continue;
    }
    const info = await stat(path);
    if (info.size > MAX_RUN_FILE_BYTES) {
      visit(origin, { relativePath, origin: path, text: '', modifiedAt: isoTime(info.mtime), refused: tooLarge(info.size) });
      continue;
    }
    visit(origin, { relativePath, origin: path, text: await readFile(path, 'utf8'), modifiedAt: isoTime(info.mtime) });
  }
}

/**
 * Streams the archive; each regular file goes to the pipeline named by its top-level folder. An
 * entry whose top folder is no pipeline name (`..`, a hidden folder), a link or any other special
 * entry is reported under the archive's own pipeline, never read.
 */
async function visitArchive(file: string, visit: FileVisitor): Promise<void> {
  // Files at the archive root (no folder) belong to a pipeline named after the archive.
  const fallback = basename(file).replace(/\.(tar\.gz|tgz)$/, '');
  const fallbackProblem = pipelineNameProblem(fallback);
  if (fallbackProblem) throw new ChokepointError('usage', `the archive's name: ${fallbackProblem}`, { file });
  const refuse = (path: string, refused: string) =>
    visit(
      { pipeline: fallback, source: file, derivedFrom: null },
      { relativePath: path, origin: `${file}:${path}`, text: '', modifiedAt: isoTime(undefined), refused },
    );
  await new Promise<void>((resolve, reject) => {
    const parser = new Parser({
      onReadEntry: (entry: ReadEntry) => {
        const path = entry.path.replace(/^\.\//, '');
        const slash = path.indexOf('/');
        const folder = slash > 0 ? path.slice(0, slash) : fallback;
        if (entry.type === 'Directory') {
          entry.resume();
          return;
        }
        const problem =
          entry.type === 'SymbolicLink' || entry.type === 'Link'
            ? `a ${entry.type === 'Link' ? 'hard' : 'symbolic'} link: skipped, links are never followed`
            : entry.type !== 'File' && entry.type !== 'OldFile'
              ? `not a regular file (${entry.type}): skipped`
              : entry.size > MAX_RUN_FILE_BYTES
                ? tooLarge(entry.size)
                : pipelineNameProblem(folder);
        if (problem !== undefined) {
          entry.resume();
          refuse(path, problem);
          return;
        }
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => {
          visit(
            { pipeline: folder, source: file, derivedFrom: null },
            {
              relativePath: slash > 0 ? path.slice(slash + 1) : path,
              origin: `${file}:${path}`,
              text: Buffer.concat(chunks).toString('utf8'),
              modifiedAt: isoTime(entry.mtime),
            },
          );
        });
      },
    });
    parser.on('end', resolve);
    parser.on('error', (error: Error) => reject(new ChokepointError('io', `unreadable archive: ${error.message}`, { file })));
    // Decompressed here, not by the parser, so the guards of every container apply (decoding.ts).
    decompressed(file, 'gzip').then(
      (tar) =>
        tar
          .on('error', (error) =>
            reject(error instanceof ChokepointError ? error : new ChokepointError('io', `unreadable archive: ${error.message}`, { file })),
          )
          .pipe(parser),
      (error: Error) => reject(new ChokepointError('io', `cannot read: ${error.message}`, { file })),
    );
  });
}
