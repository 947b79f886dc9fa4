import { deepFreeze, type Snapshot, type TraceCall, type VerdictRecord } from '../contract/index.ts';
import type { EnvironmentFixture, Injection, LocateResult, ToolOutcome } from '../environment/index.ts';
import { withChanges } from './changes.ts';
import { isTimeout, SandboxTimeout } from './errors.ts';
import type { ContextWire, JudgeParts, JudgeTarget, ToolCallWire } from './protocol.ts';
import { poolOf, stoppedAt, type PublicSandbox, type Sandbox } from './sandbox.ts';
import type { Bounds, SandboxThread } from './thread.ts';

/** What judges of an open environment are given besides its states: the run, and the states after each call when a judge reads them. */
export type RunParts = Omit<JudgeParts<Snapshot>, 'pre' | 'post'>;

/** A tool call that ran past its limit: its worker, and the environment with it, were discarded. */
export interface TimedOutOutcome {
  readonly ok: false;
  readonly error: string;
  readonly timedOut: true;
}

export type ExecuteOutcome = ToolOutcome | TimedOutOutcome;

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

  private constructor(
    private readonly sandbox: Sandbox,
    private readonly fixture: EnvironmentFixture,
    private readonly injections: readonly Injection[],
  ) {}

  /**
   * A fresh environment; throws ChokepointError('locator') when an injection does not resolve.
   * With `opening`, its opening snapshot comes back with it (`opening`), in the same message.
   */
  static async open(
    sandbox: PublicSandbox,
    fixture: EnvironmentFixture,
    injections: readonly Injection[],
    options: { readonly opening?: boolean } = {},
  ): Promise<SandboxEnvironment> {
    const environment = new SandboxEnvironment(poolOf(sandbox), fixture, injections);
    await environment.start(options.opening ?? false);
    return environment;
  }

  private async start(withOpening = false): Promise<void> {
    const thread = await this.sandbox.acquire();
    const id = this.sandbox.newId();
    const fixture = this.sandbox.fixtureWire(thread, this.fixture);
    const held = thread.pristine.get(fixture.key);
    let opening;
    try {
      opening = await thread.request(
        { op: 'open', env: id, fixture, injections: this.injections, snapshot: withOpening, pristine: withOpening && held === undefined },
        this.bounds('the opening snapshot'),
      );
    } catch (error) {
      this.sandbox.release(thread);
      throw error;
    }
    const pristine = opening?.pristine ? deepFreeze(opening.pristine) : held;
    if (opening?.pristine) thread.pristine.set(fixture.key, pristine!);
    if (opening && pristine) this.openingState = withChanges(pristine, opening.changes);
    this.thread = thread;
    this.id = id;
  }

  /** The opening snapshot, deep-frozen, if `open` was asked for it. */
  get opening(): Snapshot | undefined {
    return this.openingState;
  }

  /** Why the environment is gone (a call timed out, or its worker ended), if it is. */
  get lost(): string | undefined {
    return this.lostBecause;
  }

  private bounds(snapshot: string, calls: readonly ToolCallWire[] = [], firstIndex = 0): Bounds {
    return {
      limits: this.sandbox.activityLimits,
      describe: (activity) =>
        activity.kind === 'tool'
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
    this.lostBecause = error instanceof Error ? error.message : String(error);
    if (this.thread) this.sandbox.release(this.thread);
    this.thread = undefined;
  }

  /** Runs one call; `index` names it in a timeout (its position in the trace). */
  async execute(call: ToolCallWire, index = this.completed.length): Promise<ExecuteOutcome> {
    const thread = this.live();
    try {
      const [outcome] = await thread.request({ op: 'execute', env: this.id, calls: [call] }, this.bounds('a snapshot', [call], index));
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

  /** The state now, as deep-frozen plain data; the worker keeps it too, so judging it costs no copy. */
  async snapshot(): Promise<Snapshot> {
    const ref = this.sandbox.newId();
    const thread = this.live();
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
    return this.live().request({ op: 'locate', env: this.id, locators }, this.bounds('locating'));
  }

  /**
   * The targets' verdicts on this environment: its opening state as `pre`, its state now as `post`.
   * A judge past its limit gets a verdict saying so; the others are judged on the environment
   * rebuilt in a fresh worker.
   */
  judge(targets: readonly JudgeTarget[], parts: RunParts): Promise<VerdictRecord[]> {
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
    const opening = options.snapshot ? this.openingState : undefined;
    let post: Snapshot | undefined;
    const verdicts = await this.judgeEach(targets, async (thread, subset) => {
      const reply = await thread.request(
        { op: 'finish', env: this.id, targets: subset, ...this.partsWire(thread, parts), snapshot: opening !== undefined },
        this.sandbox.judgeBounds(subset, 'the snapshot the judges read'),
      );
      // The worker closed the environment.
      this.thread = undefined;
      this.lostBecause = 'closed';
      this.sandbox.release(thread);
      if (opening && reply.post) post = withChanges(opening, reply.post);
      return reply.verdicts;
    });
    return post ? { verdicts, post } : { verdicts };
  }

  /** The run's parts as `thread` is sent them: the states after each call by reference where it holds them. */
  private partsWire(thread: SandboxThread, { steps, ...rest }: RunParts): Omit<ContextWire, 'pre' | 'post'> {
    return { ...rest, ...(steps ? { steps: steps.map((s) => this.sandbox.snapshotWire(thread, s)) } : {}) };
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
      await this.start();
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
    try {
      await thread.request({ op: 'close', env: this.id }, this.bounds('closing'));
    } finally {
      this.sandbox.release(thread);
    }
  }
}
