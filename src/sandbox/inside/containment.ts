/**
 * What judge code may do to the worker that runs it, contained. A sandbox worker runs one request
 * at a time, and each piece of judge code (importing a module, calling a judge) runs with an owner:
 * the module's file. Inside a worker:
 * - `process.exit`, `process.abort`, `process.reallyExit` and `process.kill` throw instead of
 *   ending anything, so the judge or the import that called them fails with that message;
 * - timers (`setTimeout`, `setInterval`, `setImmediate`) remember their owner; a callback that
 *   throws is caught and counted against its owner, and when the owner's code is done (the import
 *   resolved, the judge returned) its pending timers are cleared and reported: judge code must not
 *   leave work behind;
 * - an uncaught exception or unhandled rejection is counted against the owner running at the time
 *   (or reported as stray), never ends the worker.
 */

export interface OwnerFaults {
  /** Timers still pending when the owner's code was done (now cleared), by kind. */
  readonly pendingTimers: readonly string[];
  /** Errors thrown by the owner's callbacks, or uncaught while it ran. */
  readonly errors: readonly string[];
}

class ContainedExit extends Error {
  constructor(what: string) {
    super(`called ${what}, which judge code must not do (the sandbox refused it)`);
    this.name = 'ContainedExit';
  }
}

interface OwnedTimer {
  readonly kind: string;
  readonly clear: () => void;
}

const timers = new Map<string, Set<OwnedTimer>>();
const errors = new Map<string, string[]>();
let current: string | undefined;
let stray: (owner: string, message: string) => void = () => {};

const messageOf = (error: unknown): string => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

function fault(owner: string | undefined, error: unknown): void {
  if (owner === undefined) {
    stray('(no judge code running)', messageOf(error));
    return;
  }
  const list = errors.get(owner) ?? [];
  list.push(messageOf(error));
  errors.set(owner, list);
  if (owner !== current) stray(owner, messageOf(error));
}

/** Runs `fn` as `owner`'s code; what it leaves behind is collected by `settle(owner)`. */
export async function runAs<T>(owner: string, fn: () => T | Promise<T>): Promise<T> {
  const previous = current;
  current = owner;
  try {
    return await fn();
  } finally {
    current = previous;
  }
}

/** Synchronous variant for judge calls: nothing else can run in between. */
export function runAsSync<T>(owner: string, fn: () => T): T {
  const previous = current;
  current = owner;
  try {
    return fn();
  } finally {
    current = previous;
  }
}

/** Clears what `owner` left pending and returns it with the errors counted against it. */
export function settle(owner: string): OwnerFaults {
  const pending = [...(timers.get(owner) ?? [])];
  for (const timer of pending) timer.clear();
  timers.delete(owner);
  const thrown = errors.get(owner) ?? [];
  errors.delete(owner);
  return { pendingTimers: pending.map((t) => t.kind), errors: thrown };
}

export function describeFaults(faults: OwnerFaults): string | undefined {
  const parts: string[] = [];
  if (faults.errors.length > 0)
    parts.push(`code it scheduled threw: ${faults.errors[0]}${faults.errors.length > 1 ? ` (and ${faults.errors.length - 1} more)` : ''}`);
  if (faults.pendingTimers.length > 0) {
    const kinds = [...new Set(faults.pendingTimers)].join(', ');
    parts.push(`left ${faults.pendingTimers.length} timer(s) pending (${kinds}); judge code must not schedule work (cleared)`);
  }
  return parts.length > 0 ? parts.join('; ') : undefined;
}

type TimerFunction = (callback: unknown, ...rest: unknown[]) => unknown;
type ClearFunction = (handle: unknown) => void;

/** Forgets a timer when it is cleared by whoever holds it. */
const forgetters = new WeakMap<object, () => void>();

/**
 * Where the module loader's own code lives (tsx): it schedules work of its own (cache writes) while
 * a module loads. Timers asked for from there, or from Node's internals, are not the module's.
 */
const LOADER_DIR = (() => {
  try {
    return new URL('.', import.meta.resolve('tsx')).pathname.replace(/dist\/$/, '');
  } catch {
    return undefined;
  }
})();

/** Whether the timer being created was asked for by Node or the module loader, not by judge code. */
function scheduledByInfrastructure(): boolean {
  // [0] "Error", [1] this function, [2] the timer wrapper, [3] whoever called it.
  const caller = (new Error().stack ?? '').split('\n')[3] ?? '';
  return /\(node:|at node:/.test(caller) || (LOADER_DIR !== undefined && caller.includes(LOADER_DIR));
}

function ownTimers(name: 'setTimeout' | 'setInterval' | 'setImmediate', clearName: 'clearTimeout' | 'clearInterval' | 'clearImmediate'): void {
  const g = globalThis as unknown as Record<string, unknown>;
  const original = (g[name] as TimerFunction).bind(globalThis);
  const originalClear = (g[clearName] as ClearFunction).bind(globalThis);
  g[name] = (callback: unknown, ...rest: unknown[]) => {
    const owner = current;
    if (typeof callback !== 'function' || owner === undefined || scheduledByInfrastructure()) return original(callback, ...rest);
    const entry: OwnedTimer = { kind: name, clear: () => originalClear(handle) };
    const forget = () => timers.get(owner)?.delete(entry);
    const handle = original(
      (...args: unknown[]) => {
        if (name !== 'setInterval') forget();
        const previous = current;
        current = owner;
        try {
          (callback as (...a: unknown[]) => void)(...args);
        } catch (error) {
          fault(owner, error);
        } finally {
          current = previous;
        }
      },
      ...rest,
    );
    const set = timers.get(owner) ?? new Set();
    set.add(entry);
    timers.set(owner, set);
    if (typeof handle === 'object' && handle !== null) forgetters.set(handle, forget);
    return handle;
  };
  g[clearName] = (handle: unknown) => {
    if (typeof handle === 'object' && handle !== null) forgetters.get(handle)?.();
    originalClear(handle);
  };
}

/** Installs the containment in this (worker) thread; `onStray` hears about faults outside any owner's run. */
export function installContainment(onStray: (owner: string, message: string) => void): void {
  stray = onStray;
  const refuse = (what: string) => () => {
    throw new ContainedExit(what);
  };
  const proc = process as unknown as Record<string, unknown>;
  proc.exit = (code?: number) => {
    throw new ContainedExit(`process.exit(${code ?? ''})`);
  };
  proc.reallyExit = refuse('process.reallyExit()');
  proc.abort = refuse('process.abort()');
  proc.kill = refuse('process.kill()');
  ownTimers('setTimeout', 'clearTimeout');
  ownTimers('setInterval', 'clearInterval');
  ownTimers('setImmediate', 'clearImmediate');
  process.on('uncaughtException', (error) => fault(current, error));
  process.on('unhandledRejection', (reason) => fault(current, reason));
}
