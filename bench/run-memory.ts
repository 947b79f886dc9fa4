/**
 * Memory of a whole run as `chokepoint run` makes it (prepareRun, then executeRun writing every
 * record to its file), against the number of records: a shard of a very large plan against a run of
 * about the shard's size, and a larger shard of the same plan. The reference agent on the bundled
 * `core` scenarios, no defense, repeated to the plan's size. Each run is a child process of its own
 * (`--expose-gc`), which reports its peak resident memory (`maxRSS`), its resident memory and heap
 * after garbage collection at the end, and its wall time.
 *
 *   npx tsx bench/run-memory.ts [--plan 100000] [--shards 100] [--larger-shards 25] [--json]
 *
 * Runs, in this order: the plan's first shard (`--shard 1/<shards>` of `--plan` records), a plain run
 * of about that many records (no shard), the same run resumed once it is finished (it keeps every
 * record and runs none), and the first shard of `--larger-shards` (more records per shard). The
 * plan is `core` times the repeats that reach `--plan` records.
 */
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const argv = process.argv.slice(2);
const flag = (name: string, fallback: string): string => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};

interface Measured {
  readonly label: string;
  readonly records: number;
  readonly planned: number;
  readonly seconds: number;
  readonly maxRssMb: number;
  readonly rssEndMb: number;
  readonly heapEndMb: number;
}

interface Job {
  readonly label: string;
  readonly repeats: number;
  readonly shard?: string;
  /** The run directory, when another job reads it after this one (else a temporary one). */
  readonly dir?: string;
  readonly resume?: boolean;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** In the child: one run, then its memory figures to the parent. */
async function child(job: Job): Promise<Measured> {
  const { agentSpec, executeRun, prepareRun, selectRunScenarios } = await import('../src/harness/index.ts');
  const { parseShard } = await import('../src/runs/index.ts');
  const { Sandbox } = await import('../src/sandbox/index.ts');
  const sandbox = new Sandbox();
  const dir = job.dir ?? (await mkdtemp(join(tmpdir(), 'chokepoint-run-memory-')));
  try {
    const selection = selectRunScenarios(await sandbox.loadBenchmark(), { subset: 'core' });
    const start = performance.now();
    const prepared = await prepareRun({
      selection,
      agent: agentSpec('reference', {}),
      repeats: job.repeats,
      ...(job.shard ? { shard: parseShard(job.shard) } : {}),
      sandbox,
    });
    if (!prepared.ready) throw new Error(`core is not feasible: ${prepared.feasibilityFailures.map((f) => f.message).join('; ')}`);
    const run = await executeRun(prepared.plan, { dir, manifest: prepared.manifest, resume: job.resume ?? false });
    const seconds = (performance.now() - start) / 1000;
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    return {
      label: job.label,
      // A tree from before runs kept their records returns them all.
      records: 'recorded' in run ? run.recorded : (run as unknown as { records: readonly unknown[] }).records.length,
      planned: prepared.planned,
      seconds: Math.round(seconds * 10) / 10,
      maxRssMb: mb(process.resourceUsage().maxRSS * 1024),
      rssEndMb: mb(rss),
      heapEndMb: mb(heapUsed),
    };
  } finally {
    await sandbox.close();
    if (!job.dir) await rm(dir, { recursive: true, force: true });
  }
}

function measure(job: Job): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const worker = fork(fileURLToPath(import.meta.url), ['--child', JSON.stringify(job)], {
      execArgv: ['--expose-gc', '--import', import.meta.resolve('tsx')],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    worker.once('message', (message: { ok: boolean; value?: Measured; error?: string }) =>
      message.ok ? resolve(message.value!) : reject(new Error(message.error)),
    );
    worker.once('exit', (code) => code !== 0 && reject(new Error(`the ${job.label} run exited with code ${code}`)));
  });
}

const childJob = flag('child', '');
if (childJob) {
  child(JSON.parse(childJob) as Job).then(
    (value) => process.send!({ ok: true, value }, () => process.exit(0)),
    (error: unknown) => process.send!({ ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }, () => process.exit(1)),
  );
} else {
  const CORE = 95;
  const plan = Number(flag('plan', '100000'));
  const shards = Number(flag('shards', '100'));
  const larger = Number(flag('larger-shards', '25'));
  const repeats = Math.ceil(plan / CORE);
  const plainRepeats = Math.ceil((repeats * CORE) / shards / CORE);
  const plainDir = await mkdtemp(join(tmpdir(), 'chokepoint-run-memory-'));
  const jobs: Job[] = [
    { label: `shard 1/${shards} of ${repeats * CORE}`, repeats, shard: `1/${shards}` },
    { label: `plain run of ${plainRepeats * CORE}`, repeats: plainRepeats, dir: plainDir },
    { label: `that run resumed, finished`, repeats: plainRepeats, dir: plainDir, resume: true },
    { label: `shard 1/${larger} of ${repeats * CORE}`, repeats, shard: `1/${larger}` },
  ];
  const load = () =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const loadBefore = load();
  const results: Measured[] = [];
  try {
    for (const job of jobs) {
      process.stderr.write(`${job.label} ...\n`);
      results.push(await measure(job));
    }
  } finally {
    await rm(plainDir, { recursive: true, force: true });
  }
  if (argv.includes('--json')) process.stdout.write(`${JSON.stringify({ load: { before: loadBefore, after: load() }, results }, null, 2)}\n`);
  else {
    const pad = (v: unknown, w: number) => String(v).padStart(w);
    process.stdout.write(
      [
        `memory of a whole run (reference agent, core, no defense; records written to their files), node ${process.version}`,
        `load average (1, 5, 15 min): ${loadBefore} before, ${load()} after`,
        '',
        `${'run'.padEnd(28)}  records  planned  seconds  peak RSS MB  RSS at end MB  heap at end MB`,
        ...results.map(
          (r) =>
            `${r.label.padEnd(28)}  ${pad(r.records, 7)}  ${pad(r.planned, 7)}  ${pad(r.seconds, 7)}  ${pad(r.maxRssMb, 11)}  ${pad(r.rssEndMb, 13)}  ${pad(r.heapEndMb, 14)}`,
        ),
        '',
      ].join('\n'),
    );
  }
}
