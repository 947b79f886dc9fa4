import type { ConditionEvaluation, Snapshot, TraceCall, VerdictRecord } from '../contract/index.ts';
import type { EnvironmentFixture, Injection } from '../environment/index.ts';
import { checkReferenceRun, displayPath, type Benchmark, type LoadOptions, type TaskSpec } from '../registry/index.ts';
import type { Activity } from './activity.ts';
import { formatLimit, MissingSnapshots, SandboxCrash, SandboxTimeout } from './errors.ts';
import type {
  ContextWire,
  FixtureWire,
  JudgeParts,
  JudgeTarget,
  ModuleReference,
  RefusedModule,
  Replies,
  Request,
  SnapshotWire,
  WorkerHeap,
} from './protocol.ts';
import { DEFAULT_LIMITS, type SandboxLimits } from './limits.ts';
import { SandboxThread, type ActivityLimits, type Bounds, type Diagnostics } from './thread.ts';

/**
 * The sandbox: where judge code and scenario environments run. Judge modules are imported, judges
 * called and tool calls executed (sql.js is synchronous WASM) only inside worker threads, each
 * bounded by a wall-clock limit that the host enforces from outside: a worker past its limit is
 * stopped and replaced, and the timeout is reported naming the tool call, judge or module.
 * Workers are reused across scenarios (a pool), so a scenario costs a few messages, not a thread.
 */

export interface SandboxOptions {
  readonly limits?: Partial<SandboxLimits>;
  /**
   * Where lines about judge code go (what it printed, errors it left unhandled); default: kept until
   * `takeDiagnostics()`, so a verb shows them with its messages. The sandbox never writes to stderr.
   */
  readonly diagnostics?: Diagnostics;
}

/** A judge whose verdict the sandbox computes: a module's utility or attack judge. */
export type { JudgeTarget };

/** What judges are given, as the host holds it (the sandbox makes each judge its own frozen context of it). */
export type JudgeInput = JudgeParts<Snapshot>;

export class Sandbox {
  readonly limits: SandboxLimits;
  private readonly idle: SandboxThread[] = [];
  private readonly threads = new Set<SandboxThread>();
  private readonly snapshotIds = new WeakMap<object, number>();
  private readonly fixtureKeys = new WeakMap<object, number>();
  /** Per fixture, the injection locators an environment of it was opened with (see `opensCleanly`). */
  private readonly opened = new WeakMap<object, Set<string>>();
  private nextId = 0;
  private closed = false;

  private readonly diagnostics: Diagnostics;
  private readonly kept: string[] = [];

  constructor(options: SandboxOptions = {}) {
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.diagnostics = options.diagnostics ?? ((line) => this.kept.push(line));
  }

  /** The diagnostic lines kept since the last call (without a `diagnostics` option), oldest first. */
  takeDiagnostics(): string[] {
    return this.kept.splice(0);
  }

  get activityLimits(): ActivityLimits {
    const { toolCallMs, judgeMs, moduleLoadMs } = this.limits;
    return { tool: toolCallMs, snapshot: toolCallMs, judge: judgeMs, module: moduleLoadMs };
  }

  /** A thread for one request or one environment's lifetime: the most recently used idle one, or a new one. */
  async acquire(): Promise<SandboxThread> {
    if (this.closed) throw new Error('the sandbox is closed');
    while (this.idle.length > 0) {
      const thread = this.idle.pop()!;
      if (thread.alive) return thread;
      this.threads.delete(thread);
    }
    const thread = await SandboxThread.start(this.diagnostics);
    this.threads.add(thread);
    return thread;
  }

  release(thread: SandboxThread): void {
    if (thread.alive && !this.closed) this.idle.push(thread);
    else {
      this.threads.delete(thread);
      void thread.terminate();
    }
  }

  /**
   * Runs the garbage collector of every idle worker (when the process runs with `--expose-gc`) and
   * returns their heaps: what a memory measurement of a long run reads beside the host's own.
   */
  async collectGarbage(): Promise<WorkerHeap[]> {
    const heaps: WorkerHeap[] = [];
    for (const thread of this.idle.filter((t) => t.alive && !t.busy))
      heaps.push(await thread.request({ op: 'collect' }, { limits: this.activityLimits, describe: () => 'collecting garbage' }));
    return heaps;
  }

  /** Stops every worker. The sandbox cannot be used afterwards. */
  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.threads];
    this.threads.clear();
    this.idle.length = 0;
    await Promise.all(all.map((t) => t.terminate()));
  }

  newId(): number {
    return ++this.nextId;
  }

  fixtureWire(thread: SandboxThread, fixture: EnvironmentFixture): FixtureWire {
    const key = this.idOf(this.fixtureKeys, fixture);
    return firstSend(thread.fixtures, key) ? { key, data: fixture } : { key };
  }

  /**
   * Whether an environment of `fixture` with injections at these locators was opened before: then
   * opening another cannot fail but by a timeout or a crash (what a locator resolves to is read from
   * the fixture alone, whatever the payloads), so its opening can travel with its first request.
   */
  opensCleanly(fixture: EnvironmentFixture, injections: readonly Injection[]): boolean {
    return this.opened.get(fixture)?.has(locatorsKey(injections)) ?? false;
  }

  noteOpened(fixture: EnvironmentFixture, injections: readonly Injection[]): void {
    let locators = this.opened.get(fixture);
    if (!locators) this.opened.set(fixture, (locators = new Set()));
    locators.add(locatorsKey(injections));
  }

  /** Remembers that `snapshot` (host data) is held by `thread` under `ref`. */
  registerSnapshot(thread: SandboxThread, snapshot: Snapshot, ref: number): void {
    this.snapshotIds.set(snapshot, ref);
    thread.snapshots.add(ref);
  }

  snapshotWire(thread: SandboxThread, snapshot: Snapshot): SnapshotWire {
    const ref = this.idOf(this.snapshotIds, snapshot);
    return firstSend(thread.snapshots, ref) ? { ref, data: snapshot } : { ref };
  }

  /** The id `value` goes by in every worker, given on its first use. */
  private idOf(ids: WeakMap<object, number>, value: object): number {
    const known = ids.get(value);
    if (known !== undefined) return known;
    const id = this.newId();
    ids.set(value, id);
    return id;
  }

  private contextWire(thread: SandboxThread, context: JudgeInput): ContextWire {
    return {
      output: context.output,
      trace: context.trace,
      messages: context.messages,
      pre: this.snapshotWire(thread, context.pre),
      post: this.snapshotWire(thread, context.post),
      ...(context.steps ? { steps: context.steps.map((s) => this.snapshotWire(thread, s)) } : {}),
    };
  }

  /** Sends `request` on `thread`; snapshots the worker dropped are sent again once with their data. */
  async send<K extends Request['op']>(thread: SandboxThread, build: () => Extract<Request, { op: K }>, bounds: Bounds): Promise<Replies[K]> {
    try {
      return await thread.request(build(), bounds);
    } catch (error) {
      if (!(error instanceof MissingSnapshots)) throw error;
      for (const ref of error.refs) thread.snapshots.delete(ref);
      return thread.request(build(), bounds);
    }
  }

  judgeBounds(targets: readonly JudgeTarget[], snapshot = 'the snapshot the judges read'): Bounds {
    return {
      limits: this.activityLimits,
      describe: (activity, importing) => describeJudgeActivity(activity, targets, importing, snapshot),
    };
  }

  /**
   * Every target's verdict on `context`, in order. A judge that runs past its limit or ends its
   * worker gets a verdict saying so (failed, with the error); the others are judged on a fresh worker.
   */
  judge(targets: readonly JudgeTarget[], context: JudgeInput): Promise<VerdictRecord[]> {
    return eachInFreshWorkers(
      this,
      targets,
      (thread, subset) => this.send(thread, () => ({ op: 'judge', targets: subset, context: this.contextWire(thread, context) }), this.judgeBounds(subset)),
      (target, error) => ({ passed: false, judgeVersion: target.version, error: error.message }),
      (error, subset) => stoppedJudges(error, subset),
    );
  }

  /** A declarative attack predicate of `target` evaluated on each trace (judge calibration). */
  async evaluate(target: JudgeTarget, traces: readonly (readonly TraceCall[])[]): Promise<(ConditionEvaluation | { readonly error: string })[]> {
    const items = traces.map((trace, index) => ({ trace, index }));
    return eachInFreshWorkers(
      this,
      items,
      (thread, subset) =>
        this.send(thread, () => ({ op: 'evaluate', target, traces: subset.map((i) => i.trace) }), {
          limits: this.activityLimits,
          describe: (activity, importing) =>
            activity.kind === 'module'
              ? `loading ${displayPath(importing ?? target.file)}`
              : `the attack predicate of ${target.task} (${displayPath(target.file)}) on trace #${subset[activity.index]?.index ?? activity.index}`,
        }),
      (_item, error) => ({ error: error.message }),
      // One module: if importing it stopped the worker, no trace can be evaluated.
      (error, subset) =>
        stoppedAt(error)?.kind === 'module' ? subset.map((_, k) => k) : stoppedAt(error)?.kind === 'judge' ? [stoppedAt(error)!.index] : undefined,
    );
  }

  /**
   * A task module's reference calls and answer, as its own code computes them (the module is imported in a worker, within its load limit).
   * The worker's reply is checked here: module code ran where it was made (a getter can answer the load's shape check one
   * thing and the copy another), so a reply that is no reference run is the module's error, never a plan.
   */
  async reference(file: string): Promise<ModuleReference> {
    const thread = await this.acquire();
    try {
      const reply = await thread.request({ op: 'reference', file }, { limits: this.activityLimits, describe: () => `loading ${displayPath(file)}` });
      return 'error' in reply ? reply : referenceRunOf(reply, file);
    } catch (error) {
      return { error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
    } finally {
      this.release(thread);
    }
  }

  /**
   * Imports a benchmark's judge, suite and version modules in a worker and returns it as plain
   * data. A module that does not finish loading in time, or ends its worker, is reported as a
   * module-load error of its file, and the load is repeated without it so every other problem is
   * reported too.
   */
  async loadBenchmark(options: LoadOptions = {}): Promise<Benchmark<TaskSpec>> {
    const refused: RefusedModule[] = [];
    const bounds: Bounds = { limits: this.activityLimits, describe: (_activity, importing) => `loading ${importing ? displayPath(importing) : 'a module'}` };
    for (;;) {
      const thread = await this.acquire();
      try {
        const benchmark = await thread.request({ op: 'load', judgesDir: options.judgesDir, versionsDir: options.versionsDir, refused }, bounds);
        this.release(thread);
        return benchmark;
      } catch (error) {
        this.release(thread);
        const module = error instanceof SandboxTimeout || error instanceof SandboxCrash ? error.module : undefined;
        if (module === undefined || refused.some((r) => r.file === module)) throw error;
        const stopped = error as SandboxTimeout | SandboxCrash;
        refused.push({
          file: module,
          message:
            stopped instanceof SandboxTimeout
              ? `the module did not finish loading within ${formatLimit(stopped.limitMs)} (a top-level await that never settles, or an endless loop); the sandbox stopped it`
              : `the module ended its sandbox worker while loading (${stopped.message})`,
        });
      }
    }
  }
}

function describeJudgeActivity(activity: Activity, targets: readonly JudgeTarget[], importing: string | undefined, snapshot: string): string {
  const target = targets[activity.index];
  switch (activity.kind) {
    case 'judge':
      return target ? `the ${target.judge} judge of ${target.task} (${displayPath(target.file)})` : 'a judge';
    case 'module':
      return `loading ${displayPath(importing ?? target?.file ?? 'a judge module')}`;
    case 'snapshot':
      return snapshot;
    case 'tool':
      return `tool call #${activity.index}`;
  }
}

/** The activity during which a worker was stopped or ended, if that is what `error` says. */
export function stoppedAt(error: unknown): Activity | undefined {
  if (error instanceof SandboxTimeout) return { kind: error.kind, index: error.index };
  if (error instanceof SandboxCrash) return error.activity;
  return undefined;
}

/** Judges a stop concerns: the one that ran, or every judge of the module that was loading. */
function stoppedJudges(error: unknown, targets: readonly JudgeTarget[]): number[] | undefined {
  const activity = stoppedAt(error);
  if (!activity || activity.index >= targets.length) return undefined;
  if (activity.kind === 'judge') return [activity.index];
  if (activity.kind !== 'module') return undefined;
  const file = targets[activity.index].file;
  return targets.flatMap((t, k) => (t.file === file ? [k] : []));
}

/**
 * Runs `items` on a worker; when the worker is stopped or crashes, the items `concerned` names
 * (positions in the subset that ran) get `failed(item, error)` and the items not yet answered run
 * again on a fresh worker. A stop that concerns no item (bad input, a sandbox bug) is thrown.
 */
async function eachInFreshWorkers<T, R>(
  sandbox: Sandbox,
  items: readonly T[],
  run: (thread: SandboxThread, subset: readonly T[]) => Promise<readonly R[]>,
  failed: (item: T, error: Error) => R,
  concerned: (error: unknown, subset: readonly T[]) => number[] | undefined,
): Promise<R[]> {
  const results = new Map<number, R>();
  let todo = items.map((_, i) => i);
  while (todo.length > 0) {
    const thread = await sandbox.acquire();
    try {
      const answers = await run(
        thread,
        todo.map((i) => items[i]),
      );
      answers.forEach((answer, k) => results.set(todo[k], answer));
      todo = [];
    } catch (error) {
      const hit = concerned(
        error,
        todo.map((i) => items[i]),
      );
      if (hit === undefined || hit.length === 0) throw error;
      for (const k of hit) results.set(todo[k], failed(items[todo[k]], error as Error));
      todo = todo.filter((_, k) => !hit.includes(k));
    } finally {
      sandbox.release(thread);
    }
  }
  return items.map((_, i) => results.get(i)!);
}

let shared: Sandbox | undefined;

/** The process-wide sandbox with the default limits (library use without an explicit sandbox). */
export function defaultSandbox(): Sandbox {
  shared ??= new Sandbox();
  return shared;
}

/**
 * Stops the process-wide sandbox's workers, if it was started; the next use starts a new one. A
 * verb that used it calls this at its end: a worker's message port keeps the process alive even
 * when the worker itself is unreferenced (`npm start` never exited).
 */
export async function closeDefaultSandbox(): Promise<void> {
  const sandbox = shared;
  shared = undefined;
  await sandbox?.close();
}

const locatorsKey = (injections: readonly Injection[]): string => JSON.stringify(injections.map((i) => i.locator));

/** True the first time a worker is sent `id` (its data then travels with it), false once the worker holds it. */
function firstSend(held: Set<number>, id: number): boolean {
  if (held.has(id)) return false;
  held.add(id);
  return true;
}

/**
 * The sandbox as callers outside this folder use it: limits, loading a benchmark, judging, closing.
 * The pool (threads, ids, what each worker holds) is reached only by the sandbox's own files.
 */
export type PublicSandbox = Pick<Sandbox, 'limits' | 'loadBenchmark' | 'judge' | 'evaluate' | 'reference' | 'close' | 'takeDiagnostics' | 'collectGarbage'>;

/** The pool behind a sandbox handed in from outside this folder. */
export function poolOf(sandbox: PublicSandbox): Sandbox {
  if (!(sandbox instanceof Sandbox)) throw new TypeError('not a sandbox made by chokepoint/sandbox');
  return sandbox;
}

/** The reply as a reference run, or the first places where it is not one, naming the module. */
function referenceRunOf(reply: unknown, file: string): ModuleReference {
  const checked = checkReferenceRun(reply);
  if (checked.ok) return checked.value;
  const where = checked.issues.slice(0, 3).map((issue) => `${issue.field === '' ? 'the reply' : issue.field}: ${issue.message}`);
  return { error: `${displayPath(file)} gave a reference that is not a list of tool calls and an answer (${where.join('; ')})` };
}
