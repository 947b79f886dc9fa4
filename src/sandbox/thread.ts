import { performance } from 'node:perf_hooks';
import type { Worker } from 'node:worker_threads';
import { ActivitySlot, createActivityBuffer, type Activity, type ActivityKind } from './activity.ts';
import { compiledCode, type CompiledCode, displayPath } from '../registry/index.ts';
import { startPackageWorker } from '../registry/package-resolution.ts';
import { errorOf, SandboxCrash, SandboxTimeout } from './errors.ts';
import type { Snapshot } from '../contract/index.ts';
import type { HostMessage, Replies, Request, WorkerMessage } from './protocol.ts';

/**
 * The host's handle on one sandbox worker thread. One request at a time; while it runs, a watchdog
 * on the host's own thread reads the worker's activity slot and stops the worker when a tool call,
 * judge, module import or snapshot runs past its limit. Time is the host's: an activity's clock
 * starts when the watchdog first sees it, read on the host's monotonic clock; nothing the worker
 * writes is a time. A stopped or crashed worker is dead for good: the pool starts a fresh one for
 * the next request.
 */

/** Modules the workers of this process compiled, by file: every worker started later gets them. */
const compiledByWorkers = new Map<string, CompiledCode>();
const MAX_SHARED_MODULES = 5000;

/** How long the worker may take to start (tsx, sql.js) and how long it may work outside any activity. */
const START_LIMIT_MS = 120_000;
const STALL_LIMIT_MS = 120_000;
/**
 * How often the watchdog looks while a request runs: a quarter of the smallest limit, at most
 * 250 ms. An activity is first seen at most one interval after it began, so it is stopped within
 * its limit plus that interval (plus the host's own lateness on a busy machine).
 */
const MAX_POLL_MS = 250;

/** Where the worker's diagnostics go: what judge code printed or left unhandled, one line each. */
export type Diagnostics = (line: string) => void;

export type ActivityLimits = Readonly<Record<ActivityKind, number>>;

export interface Bounds {
  readonly limits: ActivityLimits;
  /** Names an activity of this request; `importing` is the module a load was importing. */
  describe(activity: Activity, importing: string | undefined): string;
}

interface Pending {
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: Error) => void;
  readonly bounds: Bounds;
  importing?: string;
  timer?: NodeJS.Timeout;
  /** The activity being timed: its sequence number and when the host first saw it. */
  seen?: { readonly sequence: number; readonly since: number };
  idleSince: number;
}

/**
 * The heap of one worker. Node's default for a thread is a share of the machine (4.3 GB on a
 * 24 GB machine, for each worker), so a judge that allocates without end took the memory of every
 * other process first. A worker past this heap is ended by Node alone, and what it was running
 * records the error. The bundled core run needs under 64 MB (it fails at 32); environments' databases
 * live outside this heap (sql.js memory).
 */
const WORKER_HEAP_MB = 512;

/** The worker's entry, `worker-entry.ts` (compiled or, in a checkout, through tsx). */
function spawn(workerData: unknown): Worker {
  return startPackageWorker(new URL('./worker-entry', import.meta.url), {
    workerData,
    stdout: true,
    stderr: true,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
}

export class SandboxThread {
  /** What the host has sent this worker and may refer to by key. */
  readonly fixtures = new Set<number>();
  readonly snapshots = new Set<number>();
  /** The state of a fresh environment of each fixture (by key) as this worker sent it: openings come as changes from it. */
  readonly pristine = new Map<number, Snapshot>();
  private pending: Pending | undefined;
  private nextId = 0;
  private dead: Error | undefined;

  private constructor(
    private readonly worker: Worker,
    private readonly slot: ActivitySlot,
    private readonly diagnostics: Diagnostics,
  ) {
    worker.on('message', (message: WorkerMessage) => this.receive(message));
    worker.on('error', (error) =>
      this.die(
        this.crash(
          (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `the sandbox worker ran out of memory (its heap is limited to ${WORKER_HEAP_MB} MB)`
            : `the sandbox worker failed: ${error.message}`,
        ),
      ),
    );
    worker.on('exit', (code) => this.die(this.crash(`the sandbox worker ended (exit code ${code})`)));
    // Whatever the worker itself prints must not corrupt the host's own output (e.g. --format json).
    worker.stdout.on('data', (chunk: Buffer) => diagnostics(chunk.toString('utf8').trimEnd()));
    worker.stderr.on('data', (chunk: Buffer) => diagnostics(chunk.toString('utf8').trimEnd()));
    worker.unref();
  }

  static start(diagnostics: Diagnostics): Promise<SandboxThread> {
    const buffer = createActivityBuffer();
    // What this process compiled so far (here, or in any worker): a benchmark is compiled once per process.
    const worker = spawn({ activity: buffer, compiled: [...compiledCode(), ...compiledByWorkers.values()] });
    const thread = new SandboxThread(worker, new ActivitySlot(buffer), diagnostics);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        void worker.terminate();
        reject(new SandboxCrash(`the sandbox worker did not start within ${START_LIMIT_MS / 1000} s`, undefined));
      }, START_LIMIT_MS);
      thread.onReady = (error) => {
        clearTimeout(timer);
        if (error) reject(error);
        else resolve(thread);
      };
    });
  }

  private onReady: ((error?: Error) => void) | undefined;

  get alive(): boolean {
    return this.dead === undefined;
  }

  get busy(): boolean {
    return this.pending !== undefined;
  }

  request<K extends Request['op']>(request: Extract<Request, { op: K }>, bounds: Bounds): Promise<Replies[K]> {
    if (this.dead) return Promise.reject(this.dead);
    if (this.pending) return Promise.reject(new Error('sandbox thread: a request is already running'));
    const id = ++this.nextId;
    return new Promise<Replies[K]>((resolve, reject) => {
      this.pending = { resolve: resolve as (value: unknown) => void, reject, bounds, idleSince: performance.now() };
      this.arm(pollInterval(bounds.limits));
      this.worker.postMessage({ id, request } satisfies HostMessage);
    });
  }

  terminate(): Promise<void> {
    this.die(new Error('the sandbox was closed'));
    return this.worker.terminate().then(() => undefined);
  }

  private receive(message: WorkerMessage): void {
    switch (message.type) {
      case 'ready':
        this.onReady?.();
        this.onReady = undefined;
        return;
      case 'importing':
        if (this.pending) this.pending.importing = message.file;
        return;
      case 'stray':
        this.diagnostics(`chokepoint: warning: judge code of ${message.owner} misbehaved outside a judge call: ${message.message}`);
        return;
      case 'log':
        this.diagnostics(`chokepoint: ${displayPath(message.owner)} printed: ${message.text}`);
        return;
      case 'compiled':
        compiledByWorkers.delete(message.module.file);
        compiledByWorkers.set(message.module.file, message.module);
        if (compiledByWorkers.size > MAX_SHARED_MODULES) compiledByWorkers.delete(compiledByWorkers.keys().next().value!);
        return;
      case 'reply': {
        const pending = this.pending;
        if (!pending) return;
        this.settle();
        if (message.ok) pending.resolve(message.value);
        else pending.reject(errorOf(message.failure));
      }
    }
  }

  private settle(): void {
    if (this.pending?.timer) clearTimeout(this.pending.timer);
    this.pending = undefined;
  }

  private arm(ms: number): void {
    const pending = this.pending;
    if (!pending) return;
    pending.timer = setTimeout(() => this.watch(), Math.max(1, Math.ceil(ms)));
  }

  /** The watchdog: runs on the host thread, whatever the worker is doing. */
  private watch(): void {
    const pending = this.pending;
    if (!pending) return;
    const { limits } = pending.bounds;
    const activity = this.slot.current();
    const now = performance.now();
    if (activity) {
      pending.idleSince = now;
      if (pending.seen?.sequence !== activity.sequence) pending.seen = { sequence: activity.sequence, since: now };
      const limit = limits[activity.kind];
      const elapsed = now - pending.seen.since;
      if (elapsed < limit) return this.arm(Math.min(limit - elapsed, pollInterval(limits)));
      const what = pending.bounds.describe(activity, pending.importing);
      this.settle();
      this.die(new SandboxTimeout(activity.kind, activity.index, limit, what, activity.kind === 'module' ? pending.importing : undefined));
      pending.reject(this.dead!);
      void this.worker.terminate();
      return;
    }
    if (now - pending.idleSince >= STALL_LIMIT_MS) {
      this.settle();
      this.die(new SandboxCrash(`the sandbox worker stopped responding for ${STALL_LIMIT_MS / 1000} s`, undefined));
      pending.reject(this.dead!);
      void this.worker.terminate();
      return;
    }
    this.arm(pollInterval(limits));
  }

  private crash(message: string): SandboxCrash {
    const pending = this.pending;
    const activity = this.slot.current();
    const what = pending && activity ? pending.bounds.describe(activity, pending.importing) : undefined;
    return new SandboxCrash(message, what, activity, activity?.kind === 'module' ? pending?.importing : undefined);
  }

  private die(error: Error): void {
    if (this.dead) return;
    this.dead = error;
    const pending = this.pending;
    this.settle();
    pending?.reject(error);
    this.onReady?.(error);
    this.onReady = undefined;
  }
}

function pollInterval(limits: ActivityLimits): number {
  return Math.min(MAX_POLL_MS, Math.min(...Object.values(limits)) / 4);
}
