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
