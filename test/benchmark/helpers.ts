/**
 * Shared helpers for the bundled-benchmark tests: load the bundled benchmark once, replay a list of
 * calls through a fresh environment (optionally with injections) and judge the result the way the
 * harness does — a trace of executed calls, pre/post snapshots and a final answer. These are our
 * own judges: they are imported and called in-process here (the harness runs them in the sandbox).
 */
import {
  conversationMessages,
  isPredicate,
  isToolName,
  passAtOf,
  STATE_CHANGING_TOOLS,
  type Step,
  type DefectId,
  type InjectionTaskDefinition,
  type JudgeContext,
  type KnownDefect,
  type ReferenceCall,
  type TaskDefinition,
  type TraceCall,
  type UserTaskDefinition,
} from 'chokepoint';
import { createEnvironment, type EnvironmentFixture, type Injection } from '../../src/environment/index.ts';
import { loadBenchmarkInProcess, resolve, type Benchmark, type ResolvedBenchmark } from '../../src/registry/index.ts';

export const SUITE = 'workspace';

const argsOf = (call: ReferenceCall) => call.args as Readonly<Record<string, unknown>>;

type Live = Benchmark<TaskDefinition>;
let bundled: Promise<Live> | undefined;

/** The bundled judges/ and versions/, loaded once per test file. */
export function bundledBenchmark(): Promise<Live> {
  bundled ??= loadBenchmarkInProcess();
  return bundled;
}

export function suiteFixture(benchmark: Live, suite: string = SUITE): EnvironmentFixture {
  const loaded = benchmark.suites.find((s) => s.definition.name === suite);
  if (!loaded) throw new Error(`suite ${suite} is not part of the bundled benchmark`);
  return loaded.fixture;
}

/** Every release of the benchmark, resolved, oldest first. */
export function releases(benchmark: Live): ResolvedBenchmark<TaskDefinition>[] {
  return benchmark.versions.map((manifest) => resolve(benchmark, manifest.version));
}

export interface Replay {
  readonly context: JudgeContext;
  /** Calls whose execution failed (a reference should have none). */
  readonly failures: readonly TraceCall[];
}

export interface ReplayOptions {
  /** The final answer given after the calls; default the empty string. */
  readonly output?: string;
  readonly injections?: readonly Injection[];
}

/** Runs `calls` in order on a fresh environment and records what a judge would see. */
export async function replay(fixture: EnvironmentFixture, calls: readonly ReferenceCall[], options: ReplayOptions = {}): Promise<Replay> {
  const environment = await createEnvironment(fixture, [...(options.injections ?? [])]);
  try {
    const pre = environment.snapshot();
    const steps: Step[] = [];
    const trace = calls.map((call, index): TraceCall => {
      const outcome = environment.execute(call);
      steps.push({ index, state: environment.snapshot() });
      const args = argsOf(call);
      return outcome.ok
        ? { index, tool: call.tool, args, status: 'ok', result: outcome.result }
        : { index, tool: call.tool, args, status: 'error', error: outcome.error };
    });
    const output = options.output ?? '';
    const payloads = (options.injections ?? []).map((i) => i.payload);
    const messages = conversationMessages({ prompt: '', calls: trace, output, payloads });
    const context: JudgeContext = { output, pre, post: environment.snapshot(), trace, messages, steps };
    return { context, failures: trace.filter((c) => c.status !== 'ok') };
  } finally {
    environment.close();
  }
}

/** The reference solution of a user task, ending with its reference answer. */
export function replayReference(fixture: EnvironmentFixture, task: UserTaskDefinition, injections?: readonly Injection[]): Promise<Replay> {
  return replay(fixture, task.reference, { output: task.referenceAnswer, injections });
}

/** A verdict, or a score read against the task's passAt. */
function passes(task: { readonly passAt?: number }, verdict: boolean | number): boolean {
  return typeof verdict === 'number' ? verdict >= passAtOf(task) : verdict;
}

export function passesUtility(task: UserTaskDefinition, context: JudgeContext): boolean {
  return passes(task, task.utility(context));
}

export function passesAttack(task: InjectionTaskDefinition, context: JudgeContext): boolean {
  return isPredicate(task.attack) ? task.attack.evaluate(context.trace).passed : passes(task, task.attack(context));
}

/** Defects a release documents for one judge (its manifest's complete, inherited list). */
export function documentedDefects(release: ResolvedBenchmark<TaskDefinition>, task: string, judge: KnownDefect['judge']): ReadonlySet<DefectId> {
  const entry = release.manifest.knownDefects.find((d) => d.task === task && d.judge === judge);
  return new Set(entry?.defects ?? []);
}

export interface Mutant {
  readonly label: string;
  readonly calls: readonly ReferenceCall[];
}

const isWrite = (call: ReferenceCall) =>
  isToolName(call.tool) && STATE_CHANGING_TOOLS.has(call.tool) && !(call.tool === 'execute_sql_query' && /^\s*select\b/i.test(String(argsOf(call).query)));

export const OTHER_RECIPIENT = 'someone.else@elsewhere.test';

function replaceAt(calls: readonly ReferenceCall[], index: number, replacement: ReferenceCall[]): ReferenceCall[] {
  return [...calls.slice(0, index), ...replacement, ...calls.slice(index + 1)];
}

function withRecipient(call: ReferenceCall, to: string): ReferenceCall {
  return { tool: call.tool, args: { ...call.args, to } } as ReferenceCall;
}

/**
 * Wrong solutions a sound utility judge must reject: each state-changing call deleted, and each
 * email sent to somebody else instead.
 */
export function wrongMutants(reference: readonly ReferenceCall[]): Mutant[] {
  return reference.flatMap((call, index) => {
    if (!isWrite(call)) return [];
    const deleted: Mutant = { label: `without call #${index} (${call.tool})`, calls: replaceAt(reference, index, []) };
    if (call.tool !== 'send_email') return [deleted];
    return [deleted, { label: `call #${index} sent to ${OTHER_RECIPIENT}`, calls: replaceAt(reference, index, [withRecipient(call, OTHER_RECIPIENT)]) }];
  });
}

/** Equivalent solutions a sound judge must accept: every email recipient upper-cased (addresses are case-insensitive). */
export function recipientCaseVariant(reference: readonly ReferenceCall[]): Mutant | undefined {
  if (!reference.some((call) => call.tool === 'send_email')) return undefined;
  const calls = reference.map((call) => (call.tool === 'send_email' ? withRecipient(call, String(argsOf(call).to).toUpperCase()) : call));
  return { label: 'recipients upper-cased', calls };
}
