/**
 * One side of `bench/harness.ts`: a child process that loads the harness of one source tree (this
 * checkout, or the baseline's, named by `--root`) and times scenarios on request, so that two
 * trees are measured alternately in one run under the same load. It uses only entries that both
 * trees have (the scenario runner, the sandbox, the mediators, the side-effect checks), imported
 * from `--root`; the types are this tree's.
 *
 * The parent sends `{ op, ... }` messages over the IPC channel and gets one answer per message.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { ScenarioRecord } from '../src/contract/index.ts';
import type * as EnvironmentModule from '../src/environment/index.ts';
import type * as AgentsModule from '../src/harness/agents/index.ts';
import type * as MediatorsModule from '../src/harness/mediators/index.ts';
import type * as MediationModule from '../src/harness/run/mediation.ts';
import type * as ChecksModule from '../src/harness/run/protocol-checks.ts';
import type * as ScenarioModule from '../src/harness/run/scenario.ts';
import type * as RegistryModule from '../src/registry/index.ts';
import type * as StoreModule from '../src/runs/store/index.ts';
import type * as SandboxModule from '../src/sandbox/index.ts';

export type SideRequest =
  | { readonly op: 'time'; readonly defense: string; readonly count: number }
  | { readonly op: 'environment'; readonly count: number }
  | { readonly op: 'long'; readonly count: number }
  | { readonly op: 'memory' }
  | { readonly op: 'writes'; readonly count: number }
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
const agentName = flag('agent', 'reference');
const from = <T>(path: string): Promise<T> => import(pathToFileURL(join(root, path)).href) as Promise<T>;

const { createEnvironment } = await from<typeof EnvironmentModule>('src/environment/index.ts');
const { createCompliantAgent, createReferenceAgent, knownInjections } = await from<typeof AgentsModule>('src/harness/agents/index.ts');
const { createMediators, parseDefenses } = await from<typeof MediatorsModule>('src/harness/mediators/index.ts');
const { benchmarkChokepoint } = await from<typeof MediationModule>('src/harness/run/mediation.ts');
const { createSideEffectChecks } = await from<typeof ChecksModule>('src/harness/run/protocol-checks.ts');
const { runScenario } = await from<typeof ScenarioModule>('src/harness/run/scenario.ts');
const { resolve, scenarios: expand } = await from<typeof RegistryModule>('src/registry/index.ts');
const { buildManifest, openRunDirectory, writeScenarioRecord } = await from<typeof StoreModule>('src/runs/store/index.ts');
const { Sandbox } = await from<typeof SandboxModule>('src/sandbox/index.ts');

const instantJudge: MediatorsModule.JudgeModel = { id: 'bench-instant', complete: async () => '{"decision":"allow","confidence":0.9}' };

const sandbox = new Sandbox();
const resolved = resolve(await sandbox.loadBenchmark());
const core = [...expand(resolved, 'workspace', 'core')];
const fixtures = new Map(resolved.suites.map((s) => [s.definition.name, s.fixture]));
const fixture = resolved.suites[0].fixture;
// What a run checks beside the judges: the suite's side-effect set, on every scenario.
const sideEffects = new Map(
  resolved.suites.flatMap((s) =>
    s.definition.sideEffects ? [[s.definition.name, createSideEffectChecks(s.definition.sideEffects, s.fixture, sandbox)] as const] : [],
  ),
);
const agent: AgentsModule.Agent = agentName === 'compliant' ? createCompliantAgent(knownInjections(resolved)) : createReferenceAgent();
const chokepoints = new Map<string, ScenarioModule.ChokepointFactory>();
let next = 0;

function chokepointFor(defense: string): ScenarioModule.ChokepointFactory {
  let found = chokepoints.get(defense);
  if (!found) {
    found = benchmarkChokepoint(resolved.suites, createMediators(parseDefenses(defense), { llmJudge: { model: instantJudge } }), 'workspace');
    chokepoints.set(defense, found);
  }
  return found;
}

const runOne = (scenario: RegistryModule.Scenario, chokepoint: ScenarioModule.ChokepointFactory): Promise<ScenarioRecord> =>
  runScenario(scenario, {
    fixture: fixtures.get(scenario.ref.suite) ?? fixture,
    agent,
    chokepoint,
    benchmarkVersion: resolved.version,
    sandbox,
    sideEffects: sideEffects.get(scenario.ref.suite),
  });

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
  const chokepoint = chokepointFor(defense);
  const times: number[] = [];
  const cpu: number[] = [];
  let calls = 0;
  let checked = 0;
  const mainStart = mainThreadCpuMs();
  for (let i = 0; i < count; i++) {
    const scenario = core[next++ % core.length];
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const record = await runOne(scenario, chokepoint);
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
      const record = await runOne(scenario, chokepointFor('none'));
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
process.send!({ ok: true, value: { ready: true, gcExposed: gc !== undefined, core: core.length, sideEffects: sideEffects.size > 0 } });
