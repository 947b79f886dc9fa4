import { thrownText } from '../../registry/index.ts';

/**
 * What judge code leaves behind, attributed. Judge code runs in compartments (`compartments.ts`):
 * it has no timers and no `process`, so the only work it can leave behind is promise jobs. Each
 * piece of judge code (evaluating a module graph, calling a judge) runs with an owner, its module's
 * file, and is not done until every promise job it queued has run: those run inside its time limit
 * (a job that never ends is the owner's timeout), and an error they leave unhandled is counted
 * against it, never ends the worker.
 */

export interface OwnerFaults {
  /** Errors left unhandled by the owner's promise jobs. */
  readonly errors: readonly string[];
}

const errors = new Map<string, string[]>();
let current: string | undefined;
let stray: (owner: string, message: string) => void = () => {};

function fault(owner: string | undefined, error: unknown): void {
  const message = thrownText(error);
  if (owner === undefined) {
    stray('(no judge code running)', message);
    return;
  }
  const list = errors.get(owner) ?? [];
  list.push(message);
  errors.set(owner, list);
}

/** Resolves once every promise job queued so far, and every job those queue, has run. */
const jobsDone = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `fn` as `owner`'s code, then the promise jobs it queued; what they leave is collected by `settle(owner)`. */
export async function runAs<T>(owner: string, fn: () => T | Promise<T>): Promise<T> {
  const previous = current;
  current = owner;
  try {
    const value = await fn();
    await jobsDone();
    return value;
  } finally {
    current = previous;
  }
}

/** The errors counted against `owner` since its last settlement. */
export function settle(owner: string): OwnerFaults {
  const thrown = errors.get(owner) ?? [];
  errors.delete(owner);
  return { errors: thrown };
}

export function describeFaults(faults: OwnerFaults): string | undefined {
  if (faults.errors.length === 0) return undefined;
  return `left a promise rejected and unhandled: ${faults.errors[0]}${faults.errors.length > 1 ? ` (and ${faults.errors.length - 1} more)` : ''}`;
}

/** Installs the attribution in this (worker) thread; `onStray` hears about faults outside any owner's run. */
export function installContainment(onStray: (owner: string, message: string) => void): void {
  stray = onStray;
  process.on('uncaughtException', (error) => fault(current, error));
  process.on('unhandledRejection', (reason) => fault(current, reason));
}
