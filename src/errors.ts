/**
 * Typed errors for bad user input. The CLI prints each as one line naming where the problem is
 * (file, line, field) and exits with code 2; it never prints a stack trace for these.
 */

export type ErrorCode = 'usage' | 'module-load' | 'registration' | 'unknown-version' | 'fixture' | 'locator' | 'scenario' | 'trace' | 'config' | 'io';

export interface ErrorLocation {
  readonly file?: string;
  readonly line?: number;
  readonly column?: number;
  /** Dotted path of the offending field, e.g. `tables.customers.rows[3].email`. */
  readonly field?: string;
}

export class ChokepointError extends Error {
  readonly code: ErrorCode;
  readonly location: ErrorLocation;

  constructor(code: ErrorCode, message: string, location: ErrorLocation = {}, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChokepointError';
    this.code = code;
    this.location = location;
  }

  /** `file:line:column: field: message`, omitting the parts that are unknown. */
  format(): string {
    const { file, line, column, field } = this.location;
    const where = file ? [file, line, line !== undefined ? column : undefined].filter((p) => p !== undefined).join(':') : '';
    return [where, field, this.message].filter((p) => p !== undefined && p !== '').join(': ');
  }
}

/** Several independent input errors found in one pass (e.g. every registration mistake). */
export class ChokepointErrors extends Error {
  readonly errors: readonly ChokepointError[];

  constructor(errors: readonly ChokepointError[]) {
    super(errors.map((e) => e.format()).join('\n'));
    this.name = 'ChokepointErrors';
    this.errors = errors;
  }
}

export function isUserInputError(error: unknown): error is ChokepointError | ChokepointErrors {
  return error instanceof ChokepointError || error instanceof ChokepointErrors;
}

/** The operating system's reason of a failure, `read-only file system (EROFS)`; the message of any other error. */
export function systemReason(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const why = String(message ?? error)
    .replace(/^E[A-Z]+: /, '')
    .replace(/, \w+ '.*'$/, '');
  return typeof code === 'string' ? `${why} (${code})` : why;
}
