import type { ConditionEvaluation, Message, ReferenceCall, Snapshot, TraceCall, VerdictRecord } from '../contract/index.ts';
import type { EnvironmentFixture, Injection, LocateResult, ToolOutcome } from '../environment/index.ts';
import type { ErrorLocation, ErrorCode } from '../errors.ts';
import type { CompiledCode, Benchmark, TaskSpec } from '../registry/index.ts';
import type { SnapshotChanges } from './changes.ts';

/**
 * Messages between the host and a sandbox worker. Everything here is plain data (structured
 * clone); the worker never receives a function and the host never receives a judge.
 */

export type JudgeKind = 'utility' | 'attack';

/** One judge to run: the module that defines it and which of its judges. */
export interface JudgeTarget {
  /** Absolute path of the task module. */
  readonly file: string;
  readonly judge: JudgeKind;
  /** Task id and version, for messages and the verdict's `judgeVersion`. */
  readonly task: string;
  readonly version: string;
}

/**
 * A snapshot in a judge context: one the worker holds by id (with its data when the host is not
 * sure the worker still has it), or one of an open environment: its opening state, its state now,
 * or its state after its call number `at` (from 0), kept when the environment's calls asked for it
 * (`execute`'s `keep`).
 */
export type SnapshotWire = { readonly ref: number; readonly data?: Snapshot } | { readonly env: number; readonly at: 'opening' | 'now' | number };

/** What judges are given, with each state as `S`: a snapshot (host, worker) or its wire form. */
export interface JudgeParts<S> {
  readonly output: string;
  readonly trace: readonly TraceCall[];
  readonly messages: readonly Message[];
  readonly pre: S;
  readonly post: S;
  /** The state after each call of the trace (`steps[i]` after `trace[i]`), when a judge reads `steps`. */
  readonly steps?: readonly S[];
}

export type ContextWire = JudgeParts<SnapshotWire>;

export interface FixtureWire {
  readonly key: number;
  /** Sent the first time this worker sees the fixture. */
  readonly data?: EnvironmentFixture;
}

export interface ToolCallWire {
  readonly tool: string;
  readonly args: unknown;
}

/**
 * What opens an environment. With `snapshot`, the reply is the opening snapshot as its changes from
 * the fixture's own state (else null); with `pristine` too, the fixture's own state comes with it
 * (the host keeps it per worker and fixture).
 */
export interface OpenWire {
  readonly env: number;
  readonly fixture: FixtureWire;
  readonly injections: readonly Injection[];
  readonly snapshot: boolean;
  readonly pristine: boolean;
}

/**
 * The activity index of an environment's opening (a `snapshot` activity: the fixture sealed, the
 * environment built and injected, its opening snapshot): the host tells a stop or a crash while
 * opening an environment from one while using it, when the two travel in one message (`open-then`).
 */
export const OPENING_SNAPSHOT = -1;

/** The requests on an open environment that can carry its opening (`open-then`). */
export type OpenedRequest = Extract<Request, { op: 'execute' | 'finish' }>;

export type Request =
  | { readonly op: 'load'; readonly judgesDir?: string; readonly versionsDir?: string; readonly refused: readonly RefusedModule[] }
  | ({ readonly op: 'open' } & OpenWire)
  /**
   * Opens an environment, then answers `then` on it: one message where there were two. An opening
   * that fails is answered alone (`openFailed`), and `then` is not run.
   */
  | { readonly op: 'open-then'; readonly open: OpenWire; readonly then: OpenedRequest }
  /** Runs calls on an environment; with `keep`, the worker keeps the state after each (see SnapshotWire). */
  | { readonly op: 'execute'; readonly env: number; readonly calls: readonly ToolCallWire[]; readonly keep?: boolean }
  | { readonly op: 'snapshot'; readonly env: number; readonly ref: number }
  | { readonly op: 'locate'; readonly env: number; readonly locators: readonly string[] }
  | { readonly op: 'close'; readonly env: number }
  | { readonly op: 'judge'; readonly targets: readonly JudgeTarget[]; readonly context: ContextWire }
  /** Judges an open environment (its opening state as pre, its state now as post), then closes it; with `snapshot`, the reply carries the state now too. */
  | ({
      readonly op: 'finish';
      readonly env: number;
      readonly targets: readonly JudgeTarget[];
      readonly snapshot: boolean;
    } & Omit<ContextWire, 'pre' | 'post'>)
  | { readonly op: 'evaluate'; readonly target: JudgeTarget; readonly traces: readonly (readonly TraceCall[])[] }
  /** A task module's reference run as the module defines it: its reference calls and answer, computed by its own code. */
  | { readonly op: 'reference'; readonly file: string }
  /** Runs the worker's garbage collector where the process exposes it (`--expose-gc`), and reports its heap: for memory measurements. */
  | { readonly op: 'collect' };

/** What each request answers. */
export interface Replies {
  readonly load: Benchmark<TaskSpec>;
  readonly open: { readonly pristine?: Snapshot; readonly changes: SnapshotChanges } | null;
  readonly 'open-then': { readonly opened: Replies['open']; readonly value: Replies[OpenedRequest['op']] } | { readonly openFailed: FailureWire };
  readonly execute: readonly ToolOutcome[];
  readonly snapshot: Snapshot;
  readonly locate: readonly LocateResult[];
  readonly close: null;
  readonly judge: readonly VerdictRecord[];
  readonly finish: { readonly verdicts: readonly VerdictRecord[]; readonly post?: SnapshotChanges };
  readonly evaluate: readonly (ConditionEvaluation | { readonly error: string })[];
  readonly collect: WorkerHeap;
  readonly reference: ModuleReference;
}

/** A task module's reference calls and final answer (an injection task's is empty), or why the module gives none. */
export type ModuleReference = { readonly calls: readonly ReferenceCall[]; readonly answer: string } | { readonly error: string };

export interface WorkerHeap {
  /** Bytes of the worker's JavaScript heap in use, and of memory outside it that its objects hold (sql.js's WebAssembly memory included). */
  readonly heapUsed: number;
  readonly external: number;
}

/** A module that already stopped a worker while loading: later loads report it without importing it. */
export interface RefusedModule {
  readonly file: string;
  readonly message: string;
}

export interface ErrorWire {
  readonly code: ErrorCode;
  readonly message: string;
  readonly location: ErrorLocation;
}

export type FailureWire =
  /** Bad input, reported to the user (one or several ChokepointErrors). */
  | { readonly type: 'input'; readonly errors: readonly ErrorWire[]; readonly several: boolean }
  /** Snapshots the worker no longer holds: send them again with their data. */
  | { readonly type: 'missing'; readonly refs: readonly number[] }
  /** A bug of the sandbox itself. */
  | { readonly type: 'internal'; readonly message: string; readonly stack?: string };

export type WorkerMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'reply'; readonly id: number; readonly ok: true; readonly value: unknown }
  | { readonly type: 'reply'; readonly id: number; readonly ok: false; readonly failure: FailureWire }
  /** Names the module a `load` is about to import (the activity slot only carries numbers). */
  | { readonly type: 'importing'; readonly id: number; readonly file: string }
  /** Something judge code did outside any judge call (an error nobody handled), for the log. */
  | { readonly type: 'stray'; readonly owner: string; readonly message: string }
  /** A line a judge module printed with `console` (a few per module, each cut to a few hundred characters). */
  | { readonly type: 'log'; readonly owner: string; readonly text: string }
  /** A module the worker compiled: the host hands it to the workers it starts later. */
  | { readonly type: 'compiled'; readonly module: CompiledCode };

export interface HostMessage {
  readonly id: number;
  readonly request: Request;
}
