/**
 * One side of `bench/harness.ts`: a child process that loads the harness of one source tree (this
 * checkout, or the baseline's, named by `--root`) and times scenarios on request, so that two
 * trees are measured alternately in one run under the same load. A tree with `prepareRun` has each
 * defense's plan assembled by it, as a `run` assembles it (feasibility and side-effect checks); an
 * older tree, by the pieces it had (the mediators, the chokepoint, the side-effect checks). The
 * modules are imported from `--root`; the types are this tree's.
 *
 * The parent sends `{ op, ... }` messages over the IPC channel and gets one answer per message.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type * as WorkerThreads from 'node:worker_threads';
import type { ScenarioRecord } from '../src/contract/index.ts';
import type * as EnvironmentModule from '../src/environment/index.ts';
import type * as HarnessModule from '../src/harness/index.ts';
import type * as RegistryModule from '../src/registry/index.ts';
import type * as StoreModule from '../src/runs/store/index.ts';
import type * as SandboxModule from '../src/sandbox/index.ts';

export type SideRequest =
  | { readonly op: 'time'; readonly defense: string; readonly count: number }
  | { readonly op: 'environment'; readonly count: number }
  | { readonly op: 'long'; readonly count: number }
  | { readonly op: 'memory' }
  | { readonly op: 'writes'; readonly count: number }
  /** Every core scenario behind `defense`, `repeats` times, with `agent`: the records as JSON without their times (startedAt, durationMs, each event's at). */
  | { readonly op: 'records'; readonly defense: string; readonly agent: string; readonly repeats: number }
  /** How this side's sandbox workers started so far (see `workerStarts`). */
  | { readonly op: 'workers' }
  | { readonly op: 'close' };

export interface TimedBatch {
  /** Wall-clock and CPU (user + system, every thread of the process) milliseconds, per scenario. */
  readonly times: number[];
  readonly cpu: number[];
  /** CPU of the process's main thread (the harness: agent, gate, mediators, records) over the batch, from /proc; null where unavailable. */
  readonly mainThreadCpuMs: number | null;
  readonly calls: number;
  readonly sideEffects: number;
}

export interface MemorySample {
  readonly rssMb: number;
  readonly heapMb: number;
  /** The sandbox workers' heaps together (JavaScript heap and external memory); null where the tree cannot collect its workers' garbage. */
  readonly workersMb: number | null;
}

const argv = process.argv.slice(2);
const flag = (name: string, fallback: string): string => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const root = flag('root', new URL('..', import.meta.url).pathname);
const sideAgent = flag('agent', 'reference');

/**
 * How each worker thread of this process started, recorded before the tree's modules load (their
 * `import { Worker }` then binds this wrapper): `bundle` from a worker bundle of the tree's
 * `node_modules/.cache/chokepoint/workers` (scripts/worker-bundles.ts), `tsx` from the sources
 * through tsx, each with its entry. The bench prints it per side, so an A/B whose sides start
 * their workers differently shows it.
 */
const workerStarts = new Map<string, number>();
const workerThreads = createRequire(import.meta.url)('node:worker_threads') as typeof WorkerThreads;
const BaseWorker = workerThreads.Worker;
/** `--workers tsx`: a worker the tree would start from its bundle starts from its sources through tsx instead, as a tree older than bundles does. */
const forceTsx = flag('workers', 'own') === 'tsx';
workerThreads.Worker = class extends BaseWorker {
  constructor(filename: string | URL, options?: WorkerThreads.WorkerOptions) {
    const text = String(filename);
    const bundle = /[\\/]\.cache[\\/]chokepoint[\\/]workers[\\/]([^\\/]+)$/.exec(text)?.[1];
    if (bundle && forceTsx) {
      const entry = bundle.split('.')[0].replaceAll('+', '/');
      const source = pathToFileURL(join(root, `${entry}.ts`)).href;
      const code = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
      const kind = `tsx ${entry} (its bundle set aside: --workers tsx)`;
      workerStarts.set(kind, (workerStarts.get(kind) ?? 0) + 1);
      super(code, { ...options, eval: true });
      return;
    }
    const folder = bundle ? realpathSync(dirname(fileURLToPath(text))) : '';
    const own = folder.startsWith(realpathSync(root) + sep);
    const kind = bundle
      ? `bundle ${bundle}${own ? '' : ` (in ${folder}, not this tree's own)`}`
      : `tsx ${/(src\/[\w/-]+)/.exec(text)?.[1] ?? text.slice(0, 60)}`;
    workerStarts.set(kind, (workerStarts.get(kind) ?? 0) + 1);
    super(filename, options);
  }
};
syncBuiltinESMExports();

const from = <T>(path: string): Promise<T> => import(pathToFileURL(join(root, path)).href) as Promise<T>;

const { createEnvironment } = await from<typeof EnvironmentModule>('src/environment/index.ts');
const harness = await from<typeof HarnessModule>('src/harness/index.ts');
const { resolve, scenarios: expand } = await from<typeof RegistryModule>('src/registry/index.ts');
const { buildManifest, openRunDirectory, writeScenarioRecord } = await from<typeof StoreModule>('src/runs/store/index.ts');
const { Sandbox } = await from<typeof SandboxModule>('src/sandbox/index.ts');

const instantJudge: HarnessModule.JudgeModel = { id: 'bench-instant', complete: async () => '{"decision":"allow","confidence":0.9}' };

const sandbox = new Sandbox();
const resolved = resolve(await sandbox.loadBenchmark());
const core = [...expand(resolved, 'workspace', 'core')];
const fixture = resolved.suites[0].fixture;

type RunOne = (scenario: RegistryModule.Scenario) => Promise<ScenarioRecord>;

/** Scenarios behind `defense`, as this tree's `run` assembles them. */
async function assemble(defense: string, agentName: string): Promise<{ runOne: RunOne; agent: HarnessModule.Agent; sideEffects: boolean }> {
  if ('prepareRun' in harness) {
    const prepared = await harness.prepareRun({
      selection: { resolved, label: 'core', scenarios: core },
      agent: { name: agentName === 'compliant' ? 'compliant' : 'reference' },
      defenses: harness.parseDefenses(defense),
      ...(defense.includes('llm-judge') ? { llmJudge: { model: instantJudge } } : {}),
      sandbox,
    });
    if (!prepared.ready) throw new Error(`core is not feasible: ${prepared.feasibilityFailures.map((f) => f.message).join('; ')}`);
    const { plan } = prepared;
    return {
      runOne: (scenario) => harness.runScenario(scenario, harness.scenarioOptions(plan, scenario)),
      agent: plan.agent,
      sideEffects: (plan.sideEffects?.size ?? 0) > 0,
    };
  }
  return assembleByPieces(defense, agentName);
}

/** A tree from before `prepareRun`: the mediators, the chokepoint and the suite's side-effect set, as its `run` put them together. */
async function assembleByPieces(defense: string, agentName: string): Promise<{ runOne: RunOne; agent: HarnessModule.Agent; sideEffects: boolean }> {
  interface Pieces {
    createMediators(names: readonly string[], options: object): unknown;
    parseDefenses(text: string): string[];
    benchmarkChokepoint(suites: unknown, mediators: unknown, suite: string): unknown;
    createSideEffectChecks(set: unknown, fixture: unknown, sandbox: unknown): unknown;
    runScenario(scenario: RegistryModule.Scenario, options: object): Promise<ScenarioRecord>;
    createCompliantAgent(injections: unknown): HarnessModule.Agent;
    createReferenceAgent(): HarnessModule.Agent;
    knownInjections(resolved: unknown): unknown;
  }
  const pieces = {
    ...(await from<object>('src/harness/agents/index.ts')),
    ...(await from<object>('src/harness/mediators/index.ts')),
    ...(await from<object>('src/harness/run/mediation.ts')),
    ...(await from<object>('src/harness/run/protocol-checks.ts')),
    ...(await from<object>('src/harness/run/scenario.ts')),
  } as Pieces;
  const fixtures = new Map(resolved.suites.map((s) => [s.definition.name, s.fixture]));
  const sideEffects = new Map(
    resolved.suites.flatMap((s) =>
      s.definition.sideEffects ? [[s.definition.name, pieces.createSideEffectChecks(s.definition.sideEffects, s.fixture, sandbox)] as const] : [],
    ),
  );
  const agent = agentName === 'compliant' ? pieces.createCompliantAgent(pieces.knownInjections(resolved)) : pieces.createReferenceAgent();
  const chokepoint = pieces.benchmarkChokepoint(
    resolved.suites,
    pieces.createMediators(pieces.parseDefenses(defense), { llmJudge: { model: instantJudge } }),
    'workspace',
  );
  return {
    runOne: (scenario) =>
      pieces.runScenario(scenario, {
        fixture: fixtures.get(scenario.ref.suite) ?? fixture,
        agent,
        chokepoint,
        benchmarkVersion: resolved.version,
        sandbox,
        sideEffects: sideEffects.get(scenario.ref.suite),
      }),
    agent,
    sideEffects: sideEffects.size > 0,
  };
}

const assembled = new Map<string, Awaited<ReturnType<typeof assemble>>>();
async function assembledFor(defense: string, agentName = sideAgent) {
  const key = `${defense} ${agentName}`;
  let found = assembled.get(key);
  if (!found) {
    found = await assemble(defense, agentName);
    assembled.set(key, found);
  }
  return found;
}

/** See the `records` request. */
async function records(defense: string, agentName: string, repeats: number): Promise<string[]> {
  const { runOne } = await assembledFor(defense, agentName);
  const texts: string[] = [];
  for (let r = 0; r < repeats; r++)
    for (const scenario of core) {
      const { startedAt: _startedAt, durationMs: _durationMs, events, ...rest } = await runOne(scenario);
      texts.push(JSON.stringify({ ...rest, events: events.map(({ at: _at, ...event }) => event) }));
    }
  return texts;
}
let next = 0;

/** CPU milliseconds the main thread has used so far (utime + stime of its /proc entry), or null off Linux. */
function mainThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of stat(5) (utime, stime), counted from field 3 here; clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** Runs `count` scenarios (the core suite, cycled, continuing where the last batch stopped). */
async function time(defense: string, count: number): Promise<TimedBatch> {
  const { runOne } = await assembledFor(defense);
  const times: number[] = [];
  const cpu: number[] = [];
  let calls = 0;
  let checked = 0;
  const mainStart = mainThreadCpuMs();
  for (let i = 0; i < count; i++) {
    const scenario = core[next++ % core.length];
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const record = await runOne(scenario);
    JSON.stringify(record);
    const used = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
    calls += record.calls.length;
    if (record.sideEffects) checked++;
  }
  const mainEnd = mainThreadCpuMs();
  return { times, cpu, mainThreadCpuMs: mainStart === null || mainEnd === null ? null : mainEnd - mainStart, calls, sideEffects: checked };
}

/** The environment runtime alone, in this thread: building a fresh environment (with the scenario's injection) and one snapshot. */
async function environmentCost(count: number) {
  const build: number[] = [];
  const snapshot: number[] = [];
  for (let i = 0; i < count; i++) {
    const { ref } = core[i % core.length];
    const injections = ref.locator && ref.payload ? [{ locator: ref.locator, payload: ref.payload }] : [];
    let c = process.cpuUsage();
    const env = await createEnvironment(fixture, injections);
    let u = process.cpuUsage(c);
    build.push((u.user + u.system) / 1000);
    c = process.cpuUsage();
    env.snapshot();
    u = process.cpuUsage(c);
    snapshot.push((u.user + u.system) / 1000);
    env.close();
  }
  return { buildCpu: build, snapshotCpu: snapshot };
}

const gc = (globalThis as { gc?: () => void }).gc;

/** Memory after garbage collection here and, where the tree can (`Sandbox.collectGarbage`), in the sandbox workers. */
async function memory(): Promise<MemorySample> {
  const collect = (sandbox as Partial<Pick<SandboxModule.Sandbox, 'collectGarbage'>>).collectGarbage?.bind(sandbox);
  const workers = collect ? await collect() : undefined;
  gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  const mb = (bytes: number) => bytes / 1024 / 1024;
  return { rssMb: mb(rss), heapMb: mb(heapUsed), workersMb: workers ? mb(workers.reduce((a, w) => a + w.heapUsed + w.external, 0)) : null };
}

/** Atomic record writes (temp file, fsync, rename, directory fsync) of `count` records. */
async function writes(count: number): Promise<number[]> {
  const dir = await mkdtemp(join(tmpdir(), 'chokepoint-bench-'));
  try {
    const { runOne, agent } = await assembledFor('none');
    const manifest = await buildManifest({
      agent: agent.name,
      model: null,
      baseUrl: null,
      defenses: [],
      benchmarkVersion: resolved.version,
      suite: 'core',
      content: { tasks: resolved.tasks, suites: resolved.suites, scenarios: core.map((s) => s.ref) },
      startedAt: new Date(),
    });
    await openRunDirectory(dir, manifest, { resume: false });
    const elapsed: number[] = [];
    for (const scenario of core.slice(0, count)) {
      const record = await runOne(scenario);
      const start = performance.now();
      await writeScenarioRecord(dir, record);
      elapsed.push(performance.now() - start);
    }
    return elapsed;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function answer(request: SideRequest): Promise<unknown> {
  switch (request.op) {
    case 'time':
      return time(request.defense, request.count);
    case 'long': {
      const { times } = await time('typechecker,router-multi,llm-judge', request.count);
      return { times };
    }
    case 'environment':
      return environmentCost(request.count);
    case 'memory':
      return memory();
    case 'writes':
      return writes(request.count);
    case 'records':
      return records(request.defense, request.agent, request.repeats);
    case 'workers':
      return Object.fromEntries(workerStarts);
    case 'close':
      await sandbox.close();
      return null;
  }
}

process.on('message', (request: SideRequest) => {
  answer(request).then(
    (value) => process.send!({ ok: true, value }, () => request.op === 'close' && process.disconnect()),
    (error: unknown) => process.send!({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
const { sideEffects } = await assembledFor('none');
process.send!({ ok: true, value: { ready: true, gcExposed: gc !== undefined, core: core.length, sideEffects } });
