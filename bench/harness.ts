/**
 * Harness overhead per scenario: a deterministic agent (`reference`, or `compliant` with
 * `--agent compliant`) on the bundled `core` scenarios, behind each defense, with no model in the
 * loop, so what is timed is the harness itself: a fresh environment (sql.js database, mailbox, file
 * tree, injection) in a sandbox worker, every call through the gate and the mediators, execution in
 * the worker (one message each way per call), pre/post snapshots, judges (in the worker, each on its
 * own frozen context), the suite's side-effect checks and the record object; the plan of each defense is
 * assembled by `prepareRun`, as a `run` assembles it. The llm-judge mediator runs with an in-process model that answers
 * at once, so only its own overhead counts. Record files are not written here (their cost is fsync,
 * measured once at the end).
 *
 *   npx tsx --expose-gc bench/harness.ts [--scenarios 10000] [--per-defense 1000] [--agent reference|compliant] [--json]
 *
 * Reports the median and p95 ms per scenario per defense, and RSS / heap sampled every 500
 * scenarios over a long run behind the heaviest chain, with the slope after warm-up.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ScenarioRecord } from '../src/contract/index.ts';
import { createEnvironment } from '../src/environment/index.ts';
import { parseDefenses, prepareRun, runScenario, scenarioOptions, type JudgeModel, type RunPlan } from '../src/harness/index.ts';
import { openRunDirectory, writeScenarioRecord, buildManifest } from '../src/runs/index.ts';
import { resolve, scenarios as expand, type Scenario } from '../src/registry/index.ts';
import { Sandbox } from '../src/sandbox/index.ts';

const argv = process.argv.slice(2);
const flag = (name: string, fallback: string): string => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const LONG_RUN = Number(flag('scenarios', '10000'));
const PER_DEFENSE = Number(flag('per-defense', '1000'));
const AGENT = flag('agent', 'reference');
const JSON_OUTPUT = argv.includes('--json');
const DEFENSES = ['none', 'typechecker', 'router', 'router-multi', 'llm-judge', 'typechecker,router-multi,llm-judge'];
const SAMPLE_EVERY = 500;

const instantJudge: JudgeModel = { id: 'bench-instant', complete: async () => '{"decision":"allow","confidence":0.9}' };

const sandbox = new Sandbox();
const resolved = resolve(await sandbox.loadBenchmark());
const core: Scenario[] = [...expand(resolved, 'workspace', 'core')];
const fixture = resolved.suites[0].fixture;

/** The plan a `run` of `core` behind `defense` executes: assembled as every run is (feasibility checks, side-effect checks). */
async function planFor(defense: string): Promise<RunPlan> {
  const prepared = await prepareRun({
    selection: { resolved, label: 'core', scenarios: core },
    agent: { name: AGENT === 'compliant' ? 'compliant' : 'reference' },
    defenses: parseDefenses(defense),
    ...(defense.includes('llm-judge') ? { llmJudge: { model: instantJudge } } : {}),
    sandbox,
  });
  if (!prepared.ready) throw new Error(`core is not feasible: ${prepared.feasibilityFailures.map((f) => f.message).join('; ')}`);
  return prepared.plan;
}
const plans = new Map<string, RunPlan>();
const planOf = async (defense: string) => plans.get(defense) ?? plans.set(defense, await planFor(defense)).get(defense)!;
const agent = (await planOf('none')).agent;

/** Wall-clock and CPU (user + system) milliseconds per scenario; CPU time is what the harness costs on a shared machine. */
async function timeScenarios(defense: string, count: number, onEach?: (i: number) => void): Promise<{ times: number[]; cpu: number[]; calls: number }> {
  const plan = await planOf(defense);
  const times: number[] = [];
  const cpu: number[] = [];
  let calls = 0;
  for (let i = 0; i < count; i++) {
    const scenario = core[i % core.length];
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    const record: ScenarioRecord = await runScenario(scenario, scenarioOptions(plan, scenario));
    JSON.stringify(record);
    const used = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
    calls += record.calls.length;
    onEach?.(i + 1);
  }
  return { times, cpu, calls };
}

/** The environment runtime's share: building a fresh environment (with the scenario's injection) and two snapshots. */
async function environmentCost(count: number): Promise<{ buildMs: number; snapshotMs: number; buildCpuMs: number; snapshotCpuMs: number }> {
  const build: number[] = [];
  const snap: number[] = [];
  const buildCpu: number[] = [];
  const snapCpu: number[] = [];
  for (let i = 0; i < count; i++) {
    const { ref } = core[i % core.length];
    const injections = ref.locator && ref.payload ? [{ locator: ref.locator, payload: ref.payload }] : [];
    let t = performance.now();
    let c = process.cpuUsage();
    const env = await createEnvironment(fixture, injections);
    let u = process.cpuUsage(c);
    build.push(performance.now() - t);
    buildCpu.push((u.user + u.system) / 1000);
    t = performance.now();
    c = process.cpuUsage();
    env.snapshot();
    u = process.cpuUsage(c);
    snap.push(performance.now() - t);
    snapCpu.push((u.user + u.system) / 1000);
    env.close();
  }
  return {
    buildMs: round(quantile(build, 0.5)),
    snapshotMs: round(quantile(snap, 0.5)),
    buildCpuMs: round(quantile(buildCpu, 0.5)),
    snapshotCpuMs: round(quantile(snapCpu, 0.5)),
  };
}

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;
const mb = (bytes: number) => round(bytes / 1024 / 1024, 1);
const gc = (globalThis as { gc?: () => void }).gc;

// Warm-up: JIT, sql.js WASM instantiation, module caches.
await timeScenarios('typechecker,router-multi,llm-judge', core.length * 2);

const perDefense = [];
for (const defense of DEFENSES) {
  const { times, cpu, calls } = await timeScenarios(defense, PER_DEFENSE);
  perDefense.push({
    defense,
    scenarios: times.length,
    callsPerScenario: round(calls / times.length, 2),
    medianMs: round(quantile(times, 0.5)),
    medianCpuMs: round(quantile(cpu, 0.5)),
    p95Ms: round(quantile(times, 0.95)),
    meanMs: round(times.reduce((a, b) => a + b, 0) / times.length),
  });
}

const environment = await environmentCost(PER_DEFENSE);

const environmentCpu = environment.buildCpuMs + 2 * environment.snapshotCpuMs;

const samples: { scenarios: number; rssMb: number; heapMb: number }[] = [];
const sample = (n: number) => {
  gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  samples.push({ scenarios: n, rssMb: mb(rss), heapMb: mb(heapUsed) });
};
sample(0);
const longDefense = 'typechecker,router-multi,llm-judge';
const long = await timeScenarios(longDefense, LONG_RUN, (n) => n % SAMPLE_EVERY === 0 && sample(n));

/** Least-squares slope in MB per 1,000 scenarios over the samples after the first quarter (warm-up). */
function slope(key: 'rssMb' | 'heapMb'): number {
  const points = samples.filter((s) => s.scenarios >= LONG_RUN / 4);
  const n = points.length;
  const mx = points.reduce((a, p) => a + p.scenarios, 0) / n;
  const my = points.reduce((a, p) => a + p[key], 0) / n;
  const sxy = points.reduce((a, p) => a + (p.scenarios - mx) * (p[key] - my), 0);
  const sxx = points.reduce((a, p) => a + (p.scenarios - mx) ** 2, 0);
  return sxx === 0 ? 0 : round((sxy / sxx) * 1000, 3);
}

// Record files: atomic write (temp file, fsync, rename, directory fsync) of 100 records.
const dir = await mkdtemp(join(tmpdir(), 'chokepoint-bench-'));
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
const writes: number[] = [];
const plain = await planOf('none');
for (const scenario of core.slice(0, 100)) {
  const record = await runScenario(scenario, scenarioOptions(plain, scenario));
  const start = performance.now();
  await writeScenarioRecord(dir, record);
  writes.push(performance.now() - start);
}
await rm(dir, { recursive: true, force: true });
await sandbox.close();

const result = {
  agent: agent.name,
  node: process.version,
  gcExposed: gc !== undefined,
  perDefense: perDefense.map((d) => ({ ...d, ownCpuMs: round(d.medianCpuMs - environmentCpu, 3) })),
  environment,
  memory: {
    defense: longDefense,
    scenarios: LONG_RUN,
    medianMs: round(quantile(long.times, 0.5)),
    rssFirstMb: samples[0].rssMb,
    rssLastMb: samples.at(-1)!.rssMb,
    rssMaxMb: Math.max(...samples.map((s) => s.rssMb)),
    rssSlopeMbPer1000: slope('rssMb'),
    heapSlopeMbPer1000: slope('heapMb'),
    samples,
  },
  recordWrite: { records: writes.length, medianMs: round(quantile(writes, 0.5)), p95Ms: round(quantile(writes, 0.95)) },
};

if (JSON_OUTPUT) {
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} else {
  const lines = [
    `harness overhead per scenario, agent ${result.agent}, ${PER_DEFENSE} scenarios per defense (core, cycled), node ${result.node}`,
    '',
    'defense                               calls/scn  median ms  median CPU ms  p95 ms  mean ms',
    ...perDefense.map(
      (d) =>
        `${d.defense.padEnd(36)}  ${String(d.callsPerScenario).padStart(9)}  ${String(d.medianMs).padStart(9)}  ${String(d.medianCpuMs).padStart(13)}  ${String(d.p95Ms).padStart(6)}  ${String(d.meanMs).padStart(7)}`,
    ),
    '',
    `of which the environment runtime: build ${environment.buildMs} ms (CPU ${environment.buildCpuMs}), one snapshot ${environment.snapshotMs} ms (CPU ${environment.snapshotCpuMs}); two snapshots per scenario`,
    `harness's own CPU per scenario (median CPU minus build and two snapshots, approx.): ${perDefense.map((d) => `${d.defense} ${round(d.medianCpuMs - environmentCpu, 2)}`).join(', ')}`,
    '',
    `memory over ${LONG_RUN} scenarios (${longDefense}; gc ${gc ? 'forced before each sample' : 'not exposed: run with --expose-gc'}):`,
    `  RSS ${result.memory.rssFirstMb} MB at start, ${result.memory.rssLastMb} MB at end, max ${result.memory.rssMaxMb} MB; slope after warm-up ${result.memory.rssSlopeMbPer1000} MB / 1000 scenarios (heap ${result.memory.heapSlopeMbPer1000} MB / 1000)`,
    `  median ${result.memory.medianMs} ms per scenario over the long run`,
    `record file write (atomic, fsync): median ${result.recordWrite.medianMs} ms, p95 ${result.recordWrite.p95Ms} ms over ${writes.length} records`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
