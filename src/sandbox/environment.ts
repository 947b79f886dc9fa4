import { deepFreeze, type Snapshot, type TraceCall, type VerdictRecord } from '../contract/index.ts';
import type { EnvironmentFixture, Injection, LocateResult, ToolOutcome } from '../environment/index.ts';
import { withChanges } from './changes.ts';
import { errorOf, isTimeout, OpeningFailed, SandboxTimeout } from './errors.ts';
import {
  OPENING_SNAPSHOT,
  type ContextWire,
  type JudgeParts,
  type JudgeTarget,
  type OpenedRequest,
  type OpenWire,
  type Replies,
  type ToolCallWire,
} from './protocol.ts';
import { poolOf, stoppedAt, type PublicSandbox, type Sandbox } from './sandbox.ts';
import type { Bounds, SandboxThread } from './thread.ts';

/** A state the environment's worker kept (see `keepStates`): the opening state, or the state after the environment's call number `after` (from 0). */
export interface KeptState {
  readonly kept: 'opening' | number;
}

/**
 * What judges of an open environment are given besides its states: the run, and the states after
 * each call when a judge reads them (as host data, or as states the environment's worker kept).
 */
export type RunParts = Omit<JudgeParts<Snapshot>, 'pre' | 'post' | 'steps'> & { readonly steps?: readonly (Snapshot | KeptState)[] };

/** A tool call that ran past its limit: its worker, and the environment with it, were discarded. */
export interface TimedOutOutcome {
  readonly ok: false;
  readonly error: string;
  readonly timedOut: true;
}

export type ExecuteOutcome = ToolOutcome | TimedOutOutcome;

/** What a stop or a crash while opening an environment names (the opening is one activity, OPENING_SNAPSHOT). */
const OPENING = "the environment's opening";

/**
 * One scenario environment living in a sandbox worker (mailbox, file tree, sql.js database). It
 * holds its worker for its lifetime. A tool call past its limit loses the environment; judging
 * afterwards rebuilds it on a fresh worker by replaying the calls that completed (environments are
 * deterministic), so the judges still see the state those calls left.
 */
export class SandboxEnvironment {
  private thread: SandboxThread | undefined;
  private id = 0;
  /** Every call that completed, in order: the recipe of the current state. */
  private readonly completed: ToolCallWire[] = [];
  private lostBecause: string | undefined;
  /** The opening state, when `open` was asked for it. */
  private openingState: Snapshot | undefined;
  /** An opening that goes with the environment's first request (`deferred`): whether it brings back the opening snapshot. */
  private unopened: { readonly opening: boolean } | undefined;
  /** Whether `open` was asked for the opening snapshot: an environment rebuilt before its opening came back asks for it again. */
  private wantsOpening = false;
  /** Whether the worker keeps the state after each call (`keepStates`), and whether the environment was ever lost (the states kept may then not be its calls'). */
  private keepStates = false;
  private everLost = false;

  private constructor(
    private readonly sandbox: Sandbox,
    private readonly fixture: EnvironmentFixture,
    private readonly injections: readonly Injection[],
  ) {}

  /**
   * A fresh environment; throws ChokepointError('locator') when an injection does not resolve.
   * With `opening`, its opening snapshot comes back with it (`opening`), in the same message.
   *
   * With `keepStates`, its worker keeps the state after each call, for judges that read them
   * (`keptSteps`): no environment is replayed to rebuild them.
   *
   * With `deferred`, an environment the sandbox opened before with injections at the same locators
   * (which then cannot fail but by a stop or a crash) is opened by its first `execute` or `finish`,
   * in the same message: one round trip less per scenario. That request then throws OpeningFailed
   * when the opening fails, and `opening` is known only after it.
   */
  static async open(
    sandbox: PublicSandbox,
    fixture: EnvironmentFixture,
    injections: readonly Injection[],
    options: { readonly opening?: boolean; readonly deferred?: boolean; readonly keepStates?: boolean } = {},
  ): Promise<SandboxEnvironment> {
    const pool = poolOf(sandbox);
    const environment = new SandboxEnvironment(pool, fixture, injections);
    environment.wantsOpening = options.opening ?? false;
    environment.keepStates = options.keepStates ?? false;
    if (options.deferred && pool.opensCleanly(fixture, injections)) await environment.defer(options.opening ?? false);
    else await environment.start(options.opening ?? false);
    return environment;
  }

  private async start(withOpening = false): Promise<void> {
    const thread = await this.sandbox.acquire();
    const id = this.sandbox.newId();
    const open = this.openWire(thread, id, withOpening);
    let opening;
    try {
      opening = await thread.request({ op: 'open', ...open }, this.bounds(OPENING));
    } catch (error) {
      this.sandbox.release(thread);
      throw error;
    }
    this.opened(thread, open, opening);
    this.thread = thread;
    this.id = id;
  }

  /** Holds a worker for the environment, whose opening goes with its first request. */
  private async defer(withOpening: boolean): Promise<void> {
    this.thread = await this.sandbox.acquire();
    this.id = this.sandbox.newId();
    this.unopened = { opening: withOpening };
  }

  private openWire(thread: SandboxThread, env: number, withOpening: boolean): OpenWire {
    const fixture = this.sandbox.fixtureWire(thread, this.fixture);
    const pristine = withOpening && !thread.pristine.has(fixture.key);
    return { env, fixture, injections: this.injections, snapshot: withOpening, pristine };
  }

  /** Takes in what opening the environment answered: the fixture's own state (kept per worker) and the opening snapshot. */
  private opened(thread: SandboxThread, open: OpenWire, opening: Replies['open']): void {
    this.sandbox.noteOpened(this.fixture, this.injections);
    const { key } = open.fixture;
    const pristine = opening?.pristine ? deepFreeze(opening.pristine) : thread.pristine.get(key);
    if (opening?.pristine) thread.pristine.set(key, pristine!);
    if (opening && pristine) this.openingState = withChanges(pristine, opening.changes);
  }

  /**
   * `request` on the environment's worker, carrying the environment's opening when it has not gone
   * yet. A failed opening, or a stop while opening, throws OpeningFailed.
   */
  private async send<K extends OpenedRequest['op']>(thread: SandboxThread, request: Extract<OpenedRequest, { op: K }>, bounds: Bounds): Promise<Replies[K]> {
    const unopened = this.unopened;
    if (!unopened) return thread.request(request, bounds);
    this.unopened = undefined;
    const open = this.openWire(thread, this.id, unopened.opening);
    let reply;
    try {
      reply = await thread.request({ op: 'open-then', open, then: request }, this.bounds(OPENING, [], 0, bounds));
    } catch (error) {
      const at = stoppedAt(error);
      throw at?.kind === 'snapshot' && at.index === OPENING_SNAPSHOT ? new OpeningFailed(error as Error) : error;
    }
    if ('openFailed' in reply) throw new OpeningFailed(errorOf(reply.openFailed));
    this.opened(thread, open, reply.opened);
    return reply.value as Replies[K];
  }

  /** The opening snapshot, deep-frozen, if `open` was asked for it (and, deferred, once the environment's first request opened it). */
  get opening(): Snapshot | undefined {
    return this.openingState;
  }

  /** Why the environment is gone (a call timed out, or its worker ended), if it is. */
  get lost(): string | undefined {
    return this.lostBecause;
  }

  /** Limits and names of a request's activities; with `then`, of an `open-then` whose opening is `snapshot` and the rest `then`'s. */
  private bounds(snapshot: string, calls: readonly ToolCallWire[] = [], firstIndex = 0, then?: Bounds): Bounds {
    return {
      limits: this.sandbox.activityLimits,
      describe: (activity, importing) =>
        then && !(activity.kind === 'snapshot' && activity.index === OPENING_SNAPSHOT)
          ? then.describe(activity, importing)
          : activity.kind === 'tool'
            ? `tool call #${firstIndex + activity.index} (${calls[activity.index]?.tool ?? 'unknown tool'})`
            : activity.kind === 'snapshot'
              ? snapshot
              : activity.kind,
    };
  }

  private live(): SandboxThread {
    if (!this.thread) throw new Error(`the environment is gone: ${this.lostBecause ?? 'closed'}`);
    return this.thread;
  }

  private lose(error: unknown): void {
    this.everLost = true;
    this.lostBecause = error instanceof Error ? error.message : String(error);
    if (this.thread) this.sandbox.release(this.thread);
    this.thread = undefined;
  }

  /** Runs one call; `index` names it in a timeout (its position in the trace). */
  async execute(call: ToolCallWire, index = this.completed.length): Promise<ExecuteOutcome> {
    const thread = this.live();
    try {
      const request = { op: 'execute', env: this.id, calls: [call], ...(this.keepStates ? { keep: true } : {}) } as const;
      const [outcome] = await this.send(thread, request, this.bounds('a snapshot', [call], index));
      this.completed.push(call);
      return outcome;
    } catch (error) {
      this.lose(error);
      if (error instanceof SandboxTimeout) return { ok: false, error: error.message, timedOut: true };
      throw error;
    }
  }

  /**
   * Runs `calls` in order, unmediated, as a trace of executed calls numbered from `startIndex`. A
   * call past its limit ends the replay: it is the trace's last call (an error saying so), and the
   * environment is lost.
   */
  async replay(calls: readonly ToolCallWire[], startIndex = 0): Promise<TraceCall[]> {
    const trace: TraceCall[] = [];
    for (const [i, call] of calls.entries()) {
      const index = startIndex + i;
      const args = structuredClone(call.args) as Record<string, unknown>;
      const outcome = await this.execute({ tool: call.tool, args }, index);
      trace.push(
        outcome.ok
          ? { index, tool: call.tool, args, status: 'ok', result: outcome.result }
          : { index, tool: call.tool, args, status: 'error', error: outcome.error },
      );
      if (!outcome.ok && 'timedOut' in outcome) break;
    }
    return trace;
  }

  /**
   * The states after each call of a trace whose calls `executed` (in order) say which ran on this
   * environment, as the worker kept them (a call that did not run repeats the state before it);
   * undefined unless it kept every one: opened with `keepStates`, never lost, every call that ran
   * completed.
   */
  keptSteps(executed: readonly boolean[]): KeptState[] | undefined {
    if (!this.keepStates || this.everLost || executed.filter(Boolean).length !== this.completed.length) return undefined;
    let state: KeptState = { kept: 'opening' };
    let after = 0;
    return executed.map((ran) => (ran ? (state = { kept: after++ }) : state));
  }

  /** The state now, as deep-frozen plain data; the worker keeps it too, so judging it costs no copy. */
  async snapshot(): Promise<Snapshot> {
    const ref = this.sandbox.newId();
    const thread = await this.opensNow();
    let snapshot: Snapshot;
    try {
      snapshot = deepFreeze(await thread.request({ op: 'snapshot', env: this.id, ref }, this.bounds('taking a snapshot')));
    } catch (error) {
      this.lose(error);
      throw error;
    }
    this.sandbox.registerSnapshot(thread, snapshot, ref);
    return snapshot;
  }

  async locate(locators: readonly string[]): Promise<readonly LocateResult[]> {
    return (await this.opensNow()).request({ op: 'locate', env: this.id, locators }, this.bounds('locating'));
  }

  /** The environment's worker, once the environment is open there: an opening still to go is sent alone (requests that cannot carry it). */
  private async opensNow(): Promise<SandboxThread> {
    const thread = this.live();
    const unopened = this.unopened;
    if (!unopened) return thread;
    this.unopened = undefined;
    const open = this.openWire(thread, this.id, unopened.opening);
    try {
      this.opened(thread, open, await thread.request({ op: 'open', ...open }, this.bounds(OPENING)));
    } catch (error) {
      this.lose(error);
      throw error;
    }
    return thread;
  }

  /**
   * The targets' verdicts on this environment: its opening state as `pre`, its state now as `post`.
   * A judge past its limit gets a verdict saying so; the others are judged on the environment
   * rebuilt in a fresh worker.
   */
  async judge(targets: readonly JudgeTarget[], parts: RunParts): Promise<VerdictRecord[]> {
    if (this.thread) await this.opensNow();
    return this.judgeEach(targets, (thread, subset) =>
      thread.request(
        {
          op: 'judge',
          targets: subset,
          context: { ...this.partsWire(thread, parts), pre: { env: this.id, at: 'opening' }, post: { env: this.id, at: 'now' } },
        },
        this.sandbox.judgeBounds(subset, 'the snapshot the judges read'),
      ),
    );
  }

  /**
   * `judge`, then closes the environment, in one message to the worker. With `snapshot` (and the
   * opening snapshot taken at `open`), the state the judges saw comes back as `post`; it is
   * missing when the environment was lost and could not be rebuilt.
   */
  async finish(
    targets: readonly JudgeTarget[],
    parts: RunParts,
    options: { readonly snapshot?: boolean } = {},
  ): Promise<{ readonly verdicts: VerdictRecord[]; readonly post?: Snapshot }> {
    let post: Snapshot | undefined;
    const verdicts = await this.judgeEach(targets, async (thread, subset) => {
      const withPost = options.snapshot === true && (this.openingState !== undefined || this.unopened?.opening === true);
      const reply = await this.send(
        thread,
        { op: 'finish', env: this.id, targets: subset, ...this.partsWire(thread, parts), snapshot: withPost },
        this.sandbox.judgeBounds(subset, 'the snapshot the judges read'),
      );
      // The worker closed the environment.
      this.thread = undefined;
      this.lostBecause = 'closed';
      this.sandbox.release(thread);
      if (withPost && this.openingState && reply.post) post = withChanges(this.openingState, reply.post);
      return reply.verdicts;
    });
    return post ? { verdicts, post } : { verdicts };
  }

  /** The run's parts as `thread` is sent them: the states after each call by reference where it holds them. */
  private partsWire(thread: SandboxThread, { steps, ...rest }: RunParts): Omit<ContextWire, 'pre' | 'post'> {
    const wire = (step: Snapshot | KeptState) => ('kept' in step ? { env: this.id, at: step.kept } : this.sandbox.snapshotWire(thread, step));
    return { ...rest, ...(steps ? { steps: steps.map(wire) } : {}) };
  }

  private async judgeEach(
    targets: readonly JudgeTarget[],
    ask: (thread: SandboxThread, subset: readonly JudgeTarget[]) => Promise<readonly VerdictRecord[]>,
  ): Promise<VerdictRecord[]> {
    const results = new Map<number, VerdictRecord>();
    let todo = targets.map((_, i) => i);
    while (todo.length > 0) {
      const subset = todo.map((i) => targets[i]);
      const unavailable = await this.ensureLive();
      if (unavailable !== undefined) {
        for (const i of todo) results.set(i, { passed: false, judgeVersion: targets[i].version, error: `not judged: ${unavailable}` });
        break;
      }
      try {
        const verdicts = await ask(this.live(), subset);
        verdicts.forEach((v, k) => results.set(todo[k], v));
        todo = [];
      } catch (error) {
        const activity = stoppedAt(error);
        this.lose(error);
        if (!activity || activity.kind !== 'judge' || activity.index >= subset.length) throw error;
        const stopped = todo[activity.index];
        results.set(stopped, { passed: false, judgeVersion: targets[stopped].version, error: (error as Error).message });
        todo = todo.filter((i) => i !== stopped);
      }
    }
    return targets.map((_, i) => results.get(i)!);
  }

  /** Rebuilds a lost environment from its recipe; returns why it cannot be, if it cannot. */
  private async ensureLive(): Promise<string | undefined> {
    if (this.thread) return undefined;
    const lostBecause = this.lostBecause;
    try {
      await this.start(this.wantsOpening && this.openingState === undefined);
      const replayed = await this.replay(this.completed.splice(0));
      const stopped = replayed.find((c) => isTimeout(c.error));
      return stopped ? `the environment was lost (${lostBecause}) and rebuilding it failed: ${stopped.error}` : undefined;
    } catch (error) {
      return `the environment was lost (${lostBecause}) and could not be rebuilt: ${(error as Error).message}`;
    }
  }

  async close(): Promise<void> {
    const thread = this.thread;
    if (!thread) return;
    this.thread = undefined;
    this.lostBecause = 'closed';
    if (this.unopened) {
      // Never opened in the worker: nothing there to close.
      this.unopened = undefined;
      this.sandbox.release(thread);
      return;
    }
    try {
      await thread.request({ op: 'close', env: this.id }, this.bounds('closing'));
    } finally {
      this.sandbox.release(thread);
    }
  }
}
