import { getHeapStatistics } from 'node:v8';
import type { MessagePort } from 'node:worker_threads';
import { deepFreeze, isPredicate } from '../../contract/index.ts';
import type { Snapshot, TaskDefinition, TraceCall, VerdictRecord } from '../../contract/index.ts';
import { createEnvironment, loadSqlJs, sealFixture, type Environment, type EnvironmentFixture, type ToolOutcome } from '../../environment/index.ts';
import { ChokepointError, ChokepointErrors } from '../../errors.ts';
import {
  displayPath,
  loadBenchmarkInProcess,
  specBenchmark,
  importDefinition,
  ImportRefused,
  setImportHooks,
  thrownText,
  checkTask,
  shareCompiledCode,
  type CompiledCode,
} from '../../registry/index.ts';
import type { ActivityKind, ActivitySlot } from '../activity.ts';
import { changesFrom } from '../changes.ts';
import {
  OPENING_SNAPSHOT,
  type ContextWire,
  type FailureWire,
  type HostMessage,
  type OpenedRequest,
  type OpenWire,
  type Replies,
  type Request,
  type SnapshotWire,
  type WorkerMessage,
} from '../protocol.ts';
import { compartmentRealm, lockDownWorker } from './compartments.ts';
import { describeFaults, runAs, settle } from './containment.ts';
import { frozenParts, judgeErrorVerdict, plainEvaluation, runJudge, type ContextParts } from './judging.ts';

/**
 * The worker's side of the sandbox: environments, snapshots and judge modules held for the host,
 * one request at a time. Every piece of bounded work announces itself in the activity slot first.
 * Judge code runs only in compartments (`compartments.ts`); this scope, which holds the message
 * port, the activity slot and the environments, is out of its reach.
 */

const SNAPSHOT_CACHE = 512;

class MissingSnapshots extends Error {
  constructor(readonly refs: number[]) {
    super(`snapshots not held: ${refs.join(', ')}`);
  }
}

export class WorkerState {
  private readonly fixtures = new Map<number, EnvironmentFixture>();
  private readonly pristineStates = new Map<number, Snapshot>();
  /** Open environments: with their opening state and the states their calls kept (`execute`'s `keep`), in call order. */
  private readonly environments = new Map<number, { readonly env: Environment; readonly opening: Snapshot; readonly kept: Snapshot[] }>();
  /** Insertion order is use order: the first entry is the least recently used. */
  private readonly snapshots = new Map<number, Snapshot>();
  private readonly definitions = new Map<string, TaskDefinition | ChokepointError>();
  private requestId = 0;
  private moduleIndex = 0;
  private refused = new Map<string, string>();
  private importQueue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly port: MessagePort,
    private readonly slot: ActivitySlot,
  ) {}

  /**
   * Loads what the worker itself runs (sql.js), then locks the worker down and serves. Modules
   * other workers compiled come with it (`compiled`); the compiler is loaded only if one is new.
   */
  async start(compiled: readonly CompiledCode[]): Promise<void> {
    await loadSqlJs();
    shareCompiledCode(compiled, (module) => this.post({ type: 'compiled', module }));
    lockDownWorker();
    const { realm, contract } = compartmentRealm((owner, text) => this.post({ type: 'log', owner, text }));
    setImportHooks({ run: (file, evaluate) => this.importContained(file, evaluate), realm, contract });
    this.port.on('message', (message: HostMessage) => void this.answer(message));
    this.post({ type: 'ready' });
  }

  private post(message: WorkerMessage): void {
    this.port.postMessage(message);
  }

  private async answer({ id, request }: HostMessage): Promise<void> {
    this.requestId = id;
    let reply: WorkerMessage;
    try {
      reply = { type: 'reply', id, ok: true, value: await this.handle(request) };
    } catch (error) {
      reply = { type: 'reply', id, ok: false, failure: failureOf(error) };
    } finally {
      this.slot.end();
    }
    try {
      this.post(reply);
    } catch (error) {
      this.post({ type: 'reply', id, ok: false, failure: { type: 'internal', message: `the answer could not be sent: ${thrownText(error)}` } });
    }
  }

  private bounded<T>(kind: ActivityKind, index: number, fn: () => T): T {
    this.slot.begin(kind, index);
    try {
      return fn();
    } finally {
      this.slot.end();
    }
  }

  private async boundedAsync<T>(kind: ActivityKind, index: number, fn: () => Promise<T>): Promise<T> {
    this.slot.begin(kind, index);
    try {
      return await fn();
    } finally {
      this.slot.end();
    }
  }

  private async handle(request: Request): Promise<Replies[keyof Replies]> {
    switch (request.op) {
      case 'load':
        return this.load(request);
      case 'open':
        return this.open(request);
      case 'open-then': {
        let opened;
        try {
          opened = await this.open(request.open);
        } catch (error) {
          return { openFailed: failureOf(error) };
        }
        return { opened, value: (await this.handle(request.then)) as Replies[OpenedRequest['op']] };
      }
      case 'execute': {
        const { env, kept } = this.environment(request.env);
        return request.calls.map((call, index) => {
          const outcome = this.bounded('tool', index, () => execute(env, call));
          if (request.keep) kept.push(this.bounded('snapshot', index, () => env.snapshot()));
          return outcome;
        });
      }
      case 'snapshot': {
        const { env } = this.environment(request.env);
        const snapshot = this.bounded('snapshot', 0, () => env.snapshot());
        this.remember(request.ref, snapshot);
        return snapshot;
      }
      case 'locate': {
        const { env } = this.environment(request.env);
        return request.locators.map((locator) => env.locate(locator));
      }
      case 'close':
        this.environments.get(request.env)?.env.close();
        this.environments.delete(request.env);
        return null;
      case 'judge':
        return this.judge(request);
      case 'finish':
        return this.finish(request);
      case 'collect': {
        (globalThis as { gc?: () => void }).gc?.();
        const heap = getHeapStatistics();
        return { heapUsed: heap.used_heap_size, external: heap.external_memory };
      }
      case 'evaluate':
        return this.evaluate(request);
      case 'reference':
        return this.reference(request.file);
    }
  }

  /**
   * The whole opening (the fixture sealed, the environment built and injected, its snapshots) is
   * one bounded activity, the opening's (OPENING_SNAPSHOT): a stop or a crash anywhere in it is the
   * opening's, also when the opening travels with the environment's first request (`open-then`).
   */
  private async open(request: OpenWire): Promise<Replies['open']> {
    return this.boundedAsync('snapshot', OPENING_SNAPSHOT, async () => {
      let fixture = this.fixtures.get(request.fixture.key);
      if (!fixture) {
        if (!request.fixture.data) throw new Error(`fixture ${request.fixture.key} was never sent`);
        // The worker's own copy: sealed, so environments find what they derive from it by identity.
        fixture = sealFixture(request.fixture.data);
        this.fixtures.set(request.fixture.key, fixture);
      }
      const env = await createEnvironment(fixture, request.injections);
      const opening = env.snapshot();
      this.environments.set(request.env, { env, opening, kept: [] });
      if (!request.snapshot) return null;
      const pristine = await this.pristine(request.fixture.key, fixture);
      return { ...(request.pristine ? { pristine } : {}), changes: changesFrom(pristine, opening) };
    });
  }

  /** The state of a fresh environment of the fixture, without injections; its parts are every such environment's (copy on write). Part of an opening. */
  private async pristine(key: number, fixture: EnvironmentFixture): Promise<Snapshot> {
    let found = this.pristineStates.get(key);
    if (!found) {
      const env = await createEnvironment(fixture);
      found = env.snapshot();
      env.close();
      this.pristineStates.set(key, found);
    }
    return found;
  }

  private environment(id: number) {
    const found = this.environments.get(id);
    if (!found) throw new Error(`environment ${id} is not open in this worker`);
    return found;
  }

  private remember(ref: number, snapshot: Snapshot): void {
    this.snapshots.delete(ref);
    this.snapshots.set(ref, snapshot);
    if (this.snapshots.size > SNAPSHOT_CACHE) this.snapshots.delete(this.snapshots.keys().next().value!);
  }

  private snapshotOf(wire: SnapshotWire, missing: number[]): Snapshot | undefined {
    if ('env' in wire) {
      const { env, opening, kept } = this.environment(wire.env);
      if (typeof wire.at === 'number') {
        if (wire.at >= kept.length) throw new Error(`environment ${wire.env} kept no state after its call ${wire.at}`);
        return kept[wire.at];
      }
      return wire.at === 'opening' ? opening : this.bounded('snapshot', 0, () => env.snapshot());
    }
    if (wire.data !== undefined) {
      const snapshot = deepFreeze(wire.data);
      this.remember(wire.ref, snapshot);
      return snapshot;
    }
    const held = this.snapshots.get(wire.ref);
    if (held === undefined) missing.push(wire.ref);
    else this.remember(wire.ref, held);
    return held;
  }

  private contextOf(wire: ContextWire): ContextParts {
    const missing: number[] = [];
    const pre = this.snapshotOf(wire.pre, missing);
    const post = this.snapshotOf(wire.post, missing);
    const steps = wire.steps?.map((step) => this.snapshotOf(step, missing));
    if (missing.length > 0 || !pre || !post) throw new MissingSnapshots(missing);
    return { output: wire.output, trace: wire.trace, messages: wire.messages, pre, post, ...(steps ? { steps: steps as Snapshot[] } : {}) };
  }

  /**
   * Module evaluations one at a time, each bounded and attributed: what a module's code does while
   * it loads (promise jobs included, and reading what it exports) is its own, reported with its file.
   */
  private importContained(file: string, evaluate: () => Promise<Record<string, unknown>>): Promise<Record<string, unknown>> {
    const refusal = this.refused.get(file);
    if (refusal !== undefined) return Promise.reject(new ImportRefused(new ChokepointError('module-load', refusal, { file: displayPath(file) })));
    const run = async () => {
      this.post({ type: 'importing', id: this.requestId, file });
      return this.boundedAsync('module', this.moduleIndex, async () => {
        try {
          const exports = await runAs(file, evaluate);
          const faults = describeFaults(settle(file));
          if (faults !== undefined)
            throw new ImportRefused(new ChokepointError('module-load', `while loading, the module ${faults}`, { file: displayPath(file) }));
          return exports;
        } catch (error) {
          settle(file);
          throw error;
        }
      });
    };
    const result = this.importQueue.then(run, run);
    this.importQueue = result.catch(() => undefined);
    return result;
  }

  private async load(request: Extract<Request, { op: 'load' }>): Promise<Replies['load']> {
    this.refused = new Map(request.refused.map((r) => [r.file, r.message]));
    this.moduleIndex = 0;
    const benchmark = await loadBenchmarkInProcess({ judgesDir: request.judgesDir, versionsDir: request.versionsDir });
    for (const d of benchmark.definitions) this.definitions.set(d.file, d.definition);
    const spec = specBenchmark(benchmark);
    const notData = spec.definitions.flatMap((d) => {
      try {
        structuredClone(d.definition);
        return [];
      } catch (error) {
        return [
          new ChokepointError('registration', `the definition holds values that are not plain data (${thrownText(error)})`, { file: displayPath(d.file) }),
        ];
      }
    });
    if (notData.length > 0) throw new ChokepointErrors(notData);
    return spec;
  }

  private async definition(file: string, index: number): Promise<TaskDefinition | ChokepointError> {
    const known = this.definitions.get(file);
    if (known !== undefined) return known;
    this.moduleIndex = index;
    const errors: ChokepointError[] = [];
    const loaded = await importDefinition(file, checkTask, 'a task module must `export default defineUserTask({...})` or `defineInjectionTask({...})`', errors);
    const result = loaded?.value ?? errors[0] ?? new ChokepointError('module-load', 'the module defines no task', { file: displayPath(file) });
    this.definitions.set(file, result);
    return result;
  }

  /** The module's reference calls and answer as its own code computed them, plain data (copied: the module keeps its own). */
  private async reference(file: string): Promise<Replies['reference']> {
    const definition = await this.definition(file, 0);
    if (definition instanceof ChokepointError) return { error: definition.format() };
    const answer = definition.kind === 'user' ? definition.referenceAnswer : '';
    try {
      return structuredClone({ calls: definition.reference, answer });
    } catch (error) {
      return { error: `its reference is not plain data: ${thrownText(error)}` };
    }
  }

  /** The request's verdicts; `parts`, when given, makes the judges' context (after their modules are loaded) instead of the request's. */
  private async judge(request: Extract<Request, { op: 'judge' }>, parts?: () => ContextParts): Promise<Replies['judge']> {
    const definitions: (TaskDefinition | ChokepointError)[] = [];
    for (const [index, target] of request.targets.entries()) definitions.push(await this.definition(target.file, index));
    const frozen = frozenParts(parts ? parts() : this.contextOf(request.context));
    const verdicts: VerdictRecord[] = [];
    for (const [index, target] of request.targets.entries()) {
      const definition = definitions[index];
      const module = displayPath(target.file);
      if (definition instanceof ChokepointError)
        verdicts.push(judgeErrorVerdict(target.version, `${target.judge} judge not run: ${definition.format()}`, module));
      else if ((definition.kind === 'user') !== (target.judge === 'utility'))
        verdicts.push(judgeErrorVerdict(target.version, `${target.judge} judge not run: ${module} defines a ${definition.kind} task`, module));
      else verdicts.push(await this.boundedAsync('judge', index, () => runJudge(definition, target, frozen)));
    }
    return verdicts;
  }

  private async finish({ op: _op, env: id, targets, snapshot, ...parts }: Extract<Request, { op: 'finish' }>): Promise<Replies['finish']> {
    const context = { ...parts, pre: { env: id, at: 'opening' }, post: { env: id, at: 'now' } } as const;
    // The state the judges read is the one that comes back: judges cannot change the environment, so one snapshot serves both.
    let seen: Snapshot | undefined;
    const verdicts = await this.judge({ op: 'judge', targets, context }, () => {
      const read = this.contextOf(context);
      seen = read.post;
      return read;
    });
    const { env, opening } = this.environment(id);
    const post = snapshot ? changesFrom(opening, seen ?? this.bounded('snapshot', 0, () => env.snapshot())) : undefined;
    this.environments.delete(id);
    // Freeing the database is nothing the host waits for: it runs once the reply is sent.
    setImmediate(() => env.close());
    return { verdicts, post };
  }

  private async evaluate(request: Extract<Request, { op: 'evaluate' }>): Promise<Replies['evaluate']> {
    const { target } = request;
    const definition = await this.definition(target.file, 0);
    if (definition instanceof ChokepointError) throw definition;
    if (definition.kind !== 'injection' || !isPredicate(definition.attack)) throw new Error(`${target.task} has no declarative attack predicate`);
    const predicate = definition.attack;
    const evaluations: Replies['evaluate'][number][] = [];
    for (const [index, trace] of request.traces.entries()) {
      const frozen = deepFreeze(structuredClone<readonly TraceCall[]>(trace));
      evaluations.push(
        await this.boundedAsync('judge', index, async () => {
          const outcome = await runAs(target.file, (): { evaluation: unknown } | { thrown: unknown } => {
            try {
              return { evaluation: predicate.evaluate(frozen) };
            } catch (thrown) {
              return { thrown };
            }
          });
          const faults = describeFaults(settle(target.file));
          if ('thrown' in outcome) return { error: `attack predicate threw: ${thrownText(outcome.thrown)}` };
          if (faults !== undefined) return { error: `attack predicate ${faults}` };
          return plainEvaluation(outcome.evaluation) ?? { error: 'the attack predicate returned no valid evaluation' };
        }),
      );
    }
    return evaluations;
  }
}

function execute(env: Environment, call: { readonly tool: string; readonly args: unknown }): ToolOutcome {
  try {
    return env.execute(call);
  } catch (error) {
    return { ok: false, error: `tool crashed: ${thrownText(error)}` };
  }
}

function failureOf(error: unknown): FailureWire {
  if (error instanceof MissingSnapshots) return { type: 'missing', refs: error.refs };
  const wire = (e: ChokepointError) => ({ code: e.code, message: e.message, location: e.location });
  if (error instanceof ChokepointErrors) return { type: 'input', errors: error.errors.map(wire), several: true };
  if (error instanceof ChokepointError) return { type: 'input', errors: [wire(error)], several: false };
  return { type: 'internal', message: thrownText(error), stack: error instanceof Error ? error.stack : undefined };
}
