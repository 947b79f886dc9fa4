import { ChokepointError, ChokepointErrors } from '../errors.ts';
import type { Activity, ActivityKind } from './activity.ts';
import type { FailureWire } from './protocol.ts';

/** How every timeout message begins, in records and verdicts: `timed out: <what> did not finish within <limit>`. */
export const TIMEOUT_PREFIX = 'timed out: ';

export function isTimeout(message: string | null | undefined): boolean {
  return message?.startsWith(TIMEOUT_PREFIX) ?? false;
}

/** A bounded activity ran past its limit: the worker running it was stopped and discarded. */
export class SandboxTimeout extends Error {
  constructor(
    readonly kind: ActivityKind,
    readonly index: number,
    readonly limitMs: number,
    /** What ran, in words: `tool call #2 (execute_sql_query)`, `utility judge of user_task_3 (judges/...)`. */
    readonly what: string,
    /** The module being imported, for a module activity. */
    readonly module?: string,
  ) {
    super(`${TIMEOUT_PREFIX}${what} did not finish within ${formatLimit(limitMs)}`);
    this.name = 'SandboxTimeout';
  }
}

/** The worker ended on its own (it crashed, ran out of memory, or judge code escaped containment). */
export class SandboxCrash extends Error {
  constructor(
    message: string,
    /** What was running, when known. */
    readonly what: string | undefined,
    readonly activity?: Activity,
    /** The module being imported, when the worker ended during an import. */
    readonly module?: string,
  ) {
    super(what === undefined ? message : `${message} while running ${what}`);
    this.name = 'SandboxCrash';
  }
}

/**
 * An environment whose opening travelled with its first request (see `SandboxEnvironment.open`,
 * `deferred`) could not be opened: a locator that does not resolve, or a stop while opening. The
 * environment never existed; its message is the opening's own.
 */
export class OpeningFailed extends Error {
  constructor(readonly reason: Error) {
    super(reason.message);
    this.name = 'OpeningFailed';
  }
}

/** The worker no longer holds these snapshots; the request must be sent again with their data. */
export class MissingSnapshots extends Error {
  constructor(readonly refs: readonly number[]) {
    super(`the sandbox worker no longer holds snapshots ${refs.join(', ')}`);
    this.name = 'MissingSnapshots';
  }
}

export function formatLimit(ms: number): string {
  return ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`;
}

export function errorOf(failure: FailureWire): Error {
  switch (failure.type) {
    case 'input': {
      const errors = failure.errors.map((e) => new ChokepointError(e.code, e.message, e.location));
      return failure.several ? new ChokepointErrors(errors) : errors[0];
    }
    case 'missing':
      return new MissingSnapshots(failure.refs);
    case 'internal': {
      const error = new Error(`sandbox worker: ${failure.message}`);
      if (failure.stack) error.stack = failure.stack;
      return error;
    }
  }
}
