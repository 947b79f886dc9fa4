/**
 * Harness overhead per scenario: a deterministic agent (`reference`, or `compliant` with
 * `--agent compliant`) on the bundled `core` scenarios, behind each defense, with no model in the
 * loop, so what is timed is the harness itself: a fresh environment (sql.js database, mailbox, file
 * tree, injection) in a sandbox worker, every call through the gate and the mediators, execution in
 * the worker, pre/post snapshots, judges (in the worker, each on its own frozen context), the suite's
 * side-effect checks and the record object. The llm-judge mediator runs with an in-process model
 * that answers at once, so only its own overhead counts. Record files are not written in the timed
 * loop (their cost is fsync, measured once at the end).
 *
 *   npx tsx bench/harness.ts [--baseline REF] [--current REF] [--per-defense 1000] [--rounds 5] [--scenarios 20000]
 *                            [--agent reference|compliant] [--workers own|tsx] [--profile DIR] [--json] [--check-records]
 *
 * Each side runs in a child process of its own (`bench/harness-side.ts`). With `--baseline REF`
 * the commit REF is extracted into a temporary folder (kept for the next run; `--current REF` measures
 * another commit so extracted in place of this checkout; its node_modules links each package, so its
 * worker bundles are its own) and each tree's worker bundles are built from its own sources before it
 * starts (a tree older than bundles runs its workers through tsx; `--workers tsx` runs both so); the
 * bench prints per side how its workers started. Both trees run
 * the same scenarios alternately: per defense, `--rounds` batches on each side in turn, so the
 * machine's load falls on both alike. Prints, per defense and side, the median wall and CPU
 * milliseconds per scenario, the harness's own CPU (the median CPU minus the environment build,
 * the floor no harness avoids), the main thread's share, and the ratio of this tree to the
 * baseline. Then memory: `--scenarios` scenarios behind the heaviest chain on each side (in
 * alternating chunks), RSS sampled after each chunk with garbage collection forced, and the growth
 * per 1,000 scenarios after warm-up (least squares over the samples after the first quarter).
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { baselineTree, git, HERE } from './baseline-tree.ts';
import type { MemorySample, SideRequest, TimedBatch } from './harness-side.ts';

const argv = process.argv.slice(2);
const flag = (name: string, fallback: string): string => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const BASELINE = flag('baseline', '');
/** The tree measured against the baseline: this checkout, or REF's tree extracted as the baseline's is (to compare two commits). */
const CURRENT = flag('current', '');
const PER_DEFENSE = Number(flag('per-defense', '1000'));
const ROUNDS = Math.max(1, Number(flag('rounds', '5')));
const LONG_RUN = Number(flag('scenarios', '20000'));
const AGENT = flag('agent', 'reference');
const PROFILE = flag('profile', '');
/** `own`: each tree starts its workers as it would (from a bundle of its sources, where it has bundles); `tsx`: both from their sources through tsx, to compare with a tree older than bundles like for like. */
const WORKERS = flag('workers', 'own');
const JSON_OUTPUT = argv.includes('--json');
/** Only compare the two trees' records (every core scenario, both deterministic agents, every defense, twice), times taken out; exit 1 on a difference. */
const CHECK_RECORDS = argv.includes('--check-records');
const DEFENSES = ['none', 'typechecker', 'router', 'router-multi', 'llm-judge', 'typechecker,router-multi,llm-judge'];
const CHUNK = 500;

const log = (line: string) => process.stderr.write(`${line}\n`);

/**
 * Builds the worker bundles of `root` from its own sources (its scripts/worker-bundles.ts, as its
 * `npm test` and bin/dev.js do), so that its workers start as they would there; false for a tree
 * older than worker bundles (its workers run through tsx).
 */
function buildOwnWorkerBundles(root: string): boolean {
  const script = join(root, 'scripts', 'worker-bundles.ts');
  if (!existsSync(script)) return false;
  execFileSync(process.execPath, ['--import', import.meta.resolve('tsx'), script], { cwd: root, stdio: 'inherit' });
  return true;
}

interface Side {
  readonly name: string;
  readonly root: string;
  readonly child: ChildProcess;
  /** Whether the tree has worker bundles (built from its sources before it starts), or is older and runs its workers through tsx. */
  readonly bundles: boolean;
  ask<T>(request: SideRequest): Promise<T>;
}

async function startSide(name: string, root: string): Promise<Side> {
  const bundles = buildOwnWorkerBundles(root);
  const execArgv = ['--expose-gc', '--import', import.meta.resolve('tsx')];
  if (PROFILE) execArgv.push('--cpu-prof', `--cpu-prof-dir=${join(PROFILE, name)}`);
  const child = fork(fileURLToPath(new URL('./harness-side.ts', import.meta.url)), ['--root', root, '--agent', AGENT, '--workers', WORKERS], {
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let waiting: { resolve: (value: unknown) => void; reject: (error: Error) => void } | undefined;
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`the ${name} side exited (code ${code})`))));
  exited.catch(() => undefined);
  child.on('message', (message: { ok: boolean; value?: unknown; error?: string }) => {
    const current = waiting;
    waiting = undefined;
    if (message.ok) current?.resolve(message.value);
    else current?.reject(new Error(`${name} side: ${message.error}`));
  });
  const reply = <T>(): Promise<T> =>
    Promise.race([new Promise<T>((resolve, reject) => (waiting = { resolve: resolve as (v: unknown) => void, reject })), exited]);
  const ready = await reply<{ core: number; sideEffects: boolean }>();
  const side: Side = {
    name,
    root,
    child,
    bundles,
    ask<T>(request: SideRequest) {
      const answer = reply<T>();
      child.send(request);
      return answer;
    },
  };
  log(
    `${name}: ${root} (core: ${ready.core} scenarios, side-effect checks: ${ready.sideEffects ? 'yes' : 'no'}; ${workersRun(await side.ask({ op: 'workers' }), bundles)})`,
  );
  return side;
}

/** How a side's worker threads started (harness-side's `workers`): `bundle <file>` or `tsx <entry>`, with how many. */
const workersRun = (starts: Record<string, number>, bundles = true): string =>
  `${bundles ? '' : 'a tree older than worker bundles, '}workers: ${
    Object.entries(starts)
      .map(([kind, n]) => `${kind} x${n}`)
      .join(', ') || 'none started'
  }`;

const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Least-squares slope in MB per 1,000 scenarios over the samples after the first quarter (warm-up). */
function slope(samples: readonly { scenarios: number; mb: number }[]): number {
  const points = samples.filter((s) => s.scenarios >= LONG_RUN / 4);
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((a, p) => a + p.scenarios, 0) / n;
  const my = points.reduce((a, p) => a + p.mb, 0) / n;
  const sxy = points.reduce((a, p) => a + (p.scenarios - mx) * (p.mb - my), 0);
  const sxx = points.reduce((a, p) => a + (p.scenarios - mx) ** 2, 0);
  return sxx === 0 ? 0 : round((sxy / sxx) * 1000, 2);
}

const loadBefore = load();
const currentTree = CURRENT ? baselineTree(CURRENT) : undefined;
const sides: Side[] = [await startSide(CURRENT ? `current ${CURRENT}` : 'current', currentTree?.root ?? HERE)];
let baselineCommit: string | undefined;
if (BASELINE) {
  const tree = baselineTree(BASELINE);
  baselineCommit = tree.commit;
  sides.push(await startSide(`baseline ${BASELINE}`, tree.root));
}

if (CHECK_RECORDS) {
  if (sides.length < 2) throw new Error('--check-records compares with --baseline REF');
  let differing = 0;
  let total = 0;
  for (const agent of ['reference', 'compliant'])
    for (const defense of DEFENSES) {
      const request: SideRequest = { op: 'records', defense, agent, repeats: 2 };
      const [ours, theirs] = [await sides[0].ask<string[]>(request), await sides[1].ask<string[]>(request)];
      total += ours.length;
      const first = ours.findIndex((text, i) => text !== theirs[i]);
      const count = ours.filter((text, i) => text !== theirs[i]).length + Math.abs(ours.length - theirs.length);
      differing += count;
      log(
        `records, ${agent} agent, ${defense}: ${count === 0 ? 'identical' : `${count} of ${ours.length} differ, first ${first}:\n  ${ours[first]}\n  ${theirs[first]}`}`,
      );
    }
  log(`records: ${total - differing} of ${total} byte-identical to ${sides[1].name} (times taken out)`);
  for (const side of sides) await side.ask({ op: 'close' });
  process.exit(differing === 0 ? 0 : 1);
}

// Warm-up on every side: JIT, sql.js, the module caches, the side-effect baselines.
for (const side of sides) await side.ask<TimedBatch>({ op: 'time', defense: 'typechecker,router-multi,llm-judge', count: 200 });

/** Runs `request` on every side in turn, the first side alternating from round to round. */
async function alternate<T>(round: number, request: SideRequest, each: (side: Side, answer: T) => void): Promise<void> {
  const order = round % 2 === 0 ? sides : [...sides].reverse();
  for (const side of order) each(side, await side.ask<T>(request));
}

type Batches = Map<string, { times: number[]; cpu: number[]; mainMs: number; calls: number; checked: number }>;
const perSide = new Map<string, Batches>(sides.map((s) => [s.name, new Map()]));
const batch = Math.max(1, Math.ceil(PER_DEFENSE / ROUNDS));
for (let r = 0; r < ROUNDS; r++) {
  for (const defense of DEFENSES) {
    await alternate<TimedBatch>(r, { op: 'time', defense, count: batch }, (side, answer) => {
      const batches = perSide.get(side.name)!;
      const into = batches.get(defense) ?? { times: [], cpu: [], mainMs: 0, calls: 0, checked: 0 };
      into.times.push(...answer.times);
      into.cpu.push(...answer.cpu);
      into.mainMs += answer.mainThreadCpuMs ?? NaN;
      into.calls += answer.calls;
      into.checked += answer.sideEffects;
      batches.set(defense, into);
    });
  }
}

const environment = new Map<string, { buildCpuMs: number; snapshotCpuMs: number }>();
await alternate<{ buildCpu: number[]; snapshotCpu: number[] }>(0, { op: 'environment', count: Math.min(PER_DEFENSE, 500) }, (side, answer) =>
  environment.set(side.name, { buildCpuMs: round(quantile(answer.buildCpu, 0.5)), snapshotCpuMs: round(quantile(answer.snapshotCpu, 0.5)) }),
);

const rows = DEFENSES.map((defense) => {
  const bySide = sides.map((side) => {
    const b = perSide.get(side.name)!.get(defense)!;
    const medianCpuMs = round(quantile(b.cpu, 0.5));
    return {
      side: side.name,
      scenarios: b.times.length,
      callsPerScenario: round(b.calls / b.times.length, 2),
      sideEffectsChecked: b.checked,
      medianMs: round(quantile(b.times, 0.5)),
      medianCpuMs,
      p95Ms: round(quantile(b.times, 0.95)),
      ownCpuMs: round(medianCpuMs - environment.get(side.name)!.buildCpuMs),
      mainThreadCpuMs: round(b.mainMs / b.times.length),
    };
  });
  const [current, baseline] = bySide;
  return {
    defense,
    sides: bySide,
    ...(baseline ? { ratioWall: round(current.medianMs / baseline.medianMs, 2), ratioCpu: round(current.medianCpuMs / baseline.medianCpuMs, 2) } : {}),
  };
});
const loadAfterTiming = load();

// Memory: the long run behind the heaviest chain, in alternating chunks; RSS after each chunk.
const memorySamples = new Map<string, ({ scenarios: number } & MemorySample)[]>(sides.map((s) => [s.name, []]));
const longMedian = new Map<string, number[]>(sides.map((s) => [s.name, []]));
if (LONG_RUN > 0) {
  for (const side of sides) memorySamples.get(side.name)!.push({ scenarios: 0, ...(await side.ask<MemorySample>({ op: 'memory' })) });
  for (let done = 0, r = 0; done < LONG_RUN; r++) {
    const count = Math.min(CHUNK, LONG_RUN - done);
    done += count;
    await alternate<{ times: number[] }>(r, { op: 'long', count }, (side, answer) => longMedian.get(side.name)!.push(...answer.times));
    for (const side of sides) memorySamples.get(side.name)!.push({ scenarios: done, ...(await side.ask<MemorySample>({ op: 'memory' })) });
  }
}
const memory = sides.map((side) => {
  const samples = memorySamples.get(side.name)!;
  return {
    side: side.name,
    scenarios: LONG_RUN,
    medianMs: longMedian.get(side.name)!.length > 0 ? round(quantile(longMedian.get(side.name)!, 0.5)) : null,
    rssFirstMb: round(samples[0]?.rssMb ?? 0, 1),
    rssLastMb: round(samples.at(-1)?.rssMb ?? 0, 1),
    rssMaxMb: round(Math.max(0, ...samples.map((s) => s.rssMb)), 1),
    rssSlopeMbPer1000: slope(samples.map((s) => ({ scenarios: s.scenarios, mb: s.rssMb }))),
    heapSlopeMbPer1000: slope(samples.map((s) => ({ scenarios: s.scenarios, mb: s.heapMb }))),
    workersSlopeMbPer1000: samples.every((s) => s.workersMb !== null) ? slope(samples.map((s) => ({ scenarios: s.scenarios, mb: s.workersMb! }))) : null,
    samples: samples.map((s) => ({
      scenarios: s.scenarios,
      rssMb: round(s.rssMb, 1),
      heapMb: round(s.heapMb, 1),
      workersMb: s.workersMb === null ? null : round(s.workersMb, 1),
    })),
  };
});

const writes = await sides[0].ask<number[]>({ op: 'writes', count: 100 });
const workers = new Map<string, Record<string, number>>();
for (const side of sides) workers.set(side.name, await side.ask<Record<string, number>>({ op: 'workers' }));
for (const side of sides) await side.ask<null>({ op: 'close' });

const result = {
  agent: AGENT,
  node: process.version,
  baseline: BASELINE ? { ref: BASELINE, commit: baselineCommit } : null,
  current: currentTree?.commit ?? git('rev-parse', 'HEAD') + (git('status', '--porcelain', '--untracked-files=no') ? ' (with uncommitted changes)' : ''),
  perDefenseScenarios: batch * ROUNDS,
  rounds: ROUNDS,
  workers: Object.fromEntries(workers),
  load: { before: loadBefore, afterTiming: loadAfterTiming, after: load() },
  perDefense: rows,
  environment: Object.fromEntries(environment),
  memory,
  recordWrite: { records: writes.length, medianMs: round(quantile(writes, 0.5)), p95Ms: round(quantile(writes, 0.95)) },
};

if (JSON_OUTPUT) {
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} else {
  const pad = (value: unknown, width: number) => String(value).padStart(width);
  const lines = [
    `harness overhead per scenario, agent ${AGENT}, ${result.perDefenseScenarios} scenarios per defense and side (core, cycled; ${ROUNDS} alternating rounds), node ${result.node}`,
    `current: ${result.current}${result.baseline ? `; baseline: ${BASELINE} (${baselineCommit})` : ''}`,
    ...sides.map((side) => `${side.name}: ${workersRun(workers.get(side.name)!, side.bundles)}`),
    `load average (1, 5, 15 min): ${result.load.before} before, ${result.load.afterTiming} after timing, ${result.load.after} at the end`,
    '',
    `${'defense'.padEnd(36)}  ${'side'.padEnd(18)}  calls/scn  median ms  median CPU ms  own CPU ms  main thread ms  p95 ms`,
    ...rows.flatMap((row) => [
      ...row.sides.map(
        (s, i) =>
          `${(i === 0 ? row.defense : '').padEnd(36)}  ${s.side.slice(0, 18).padEnd(18)}  ${pad(s.callsPerScenario, 9)}  ${pad(s.medianMs, 9)}  ${pad(s.medianCpuMs, 13)}  ${pad(s.ownCpuMs, 10)}  ${pad(s.mainThreadCpuMs, 14)}  ${pad(s.p95Ms, 6)}`,
      ),
      ...(row.ratioWall !== undefined
        ? [`${''.padEnd(36)}  ${'ratio'.padEnd(18)}  ${''.padEnd(9)}  ${pad(`${row.ratioWall}x`, 9)}  ${pad(`${row.ratioCpu}x`, 13)}`]
        : []),
    ]),
    '',
    `median CPU: user + system of every thread of the side's process (harness, sandbox worker, V8 helpers); own CPU: that minus the environment build; main thread: the harness thread's CPU per scenario (mean, /proc)`,
    `environment runtime (in the side's own thread, median CPU): ${sides.map((s) => `${s.name}: build ${environment.get(s.name)!.buildCpuMs} ms, one snapshot ${environment.get(s.name)!.snapshotCpuMs} ms`).join('; ')}`,
    `side-effect checks per scenario: ${rows[0].sides.map((s) => `${s.side} ${s.sideEffectsChecked > 0 ? 'yes' : 'no'}`).join(', ')}`,
    '',
    ...(LONG_RUN > 0
      ? [
          `memory over ${LONG_RUN} scenarios (typechecker,router-multi,llm-judge; chunks of ${CHUNK}, gc forced before each sample, in the workers too where the tree can; slope over the samples after the first quarter):`,
          ...memory.map(
            (m) =>
              `  ${m.side}: RSS ${m.rssFirstMb} MB at start, ${m.rssLastMb} MB at end, max ${m.rssMaxMb} MB; growth after warm-up ${m.rssSlopeMbPer1000} MB / 1,000 scenarios (main heap ${m.heapSlopeMbPer1000}, workers' heaps ${m.workersSlopeMbPer1000 ?? 'not collected'}); median ${m.medianMs} ms per scenario`,
          ),
        ]
      : []),
    `record file write (atomic, fsync), current: median ${result.recordWrite.medianMs} ms, p95 ${result.recordWrite.p95Ms} ms over ${writes.length} records`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
