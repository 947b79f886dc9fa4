/**
 * What the AgentDojo readers hand the importer, whatever the container (run folder, `.tar.gz`
 * archive, compact `.jsonl.br` file): one run file at a time, with its path below the pipeline
 * folder, so problems can name it exactly.
 */

/** One file of a pipeline: `relativePath` is below the pipeline folder, `origin` names where it was read. */
export interface SourceFile {
  readonly relativePath: string;
  /** `archive.tar.gz:gpt-4o/banking/...json` or the absolute path on disk. */
  readonly origin: string;
  readonly text: string;
  /** Modification time (ISO-8601) of the file on disk or in the archive. */
  readonly modifiedAt: string;
  /**
   * Why the reader did not take this entry (a symbolic link, a path that names no pipeline folder):
   * it is reported as a malformed file and never converted.
   */
  readonly refused?: string;
}

/**
 * A pipeline name becomes a folder name under `--out`, so it must be one plain folder name:
 * letters, digits and `._+@-`, not starting with a dot (no `..`, no `/`, no hidden folder).
 */
export function pipelineNameProblem(name: string): string | undefined {
  return /^[A-Za-z0-9][A-Za-z0-9._+@-]{0,199}$/.test(name)
    ? undefined
    : `${JSON.stringify(name)} is not a pipeline folder name (letters, digits and ._+@-, not starting with a dot)`;
}

/** An ISO-8601 time, or the epoch when the container recorded none that is valid (a PAX mtime of 1e30). */
export function isoTime(date: Date | undefined): string {
  return date !== undefined && Number.isFinite(date.getTime()) ? date.toISOString() : new Date(0).toISOString();
}

/** Where a pipeline's files come from. */
export interface PipelineOrigin {
  readonly pipeline: string;
  /** The archive, folder or compact file the pipeline was read from. */
  readonly source: string;
  /** For a compact file: the published archive it was derived from (`gpt-4o-2024-05-13.tar.gz`); else null. */
  readonly derivedFrom: string | null;
}

export interface PipelineSource extends PipelineOrigin {
  readonly files: readonly SourceFile[];
}

/** Receives each file as soon as it is read, with the pipeline it belongs to. */
export type FileVisitor = (origin: PipelineOrigin, file: SourceFile) => void;
