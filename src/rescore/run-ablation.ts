import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import type { Benchmark } from '../registry/index.ts';
import type { Sandbox } from '../sandbox/index.ts';
import { resolve } from '../registry/index.ts';
import { runAblation, type AblationReport } from './ablation.ts';

export interface BenchmarkAblationOptions {
  /** Version of the corrected definitions (default: the latest). */
  readonly at?: string;
  /** Version whose judges are name-only (default: the first version, when it is not `at`). */
  readonly nameOnly?: string;
  /** Keep the run directories here (must be empty or missing); default: a temporary folder, removed afterwards. */
  readonly keep?: string;
  readonly progress?: (label: string, scenarios: number) => void;
  readonly sandbox?: Sandbox;
}

/** The ablation of a loaded benchmark with its default plan, traces in a scratch folder unless kept. */
export async function ablateBenchmark(benchmark: Benchmark, options: BenchmarkAblationOptions = {}): Promise<AblationReport> {
  const resolved = resolve(benchmark, options.at);
  const first = benchmark.versions[0]?.version;
  const nameOnlyVersion = options.nameOnly ?? (first !== undefined && first !== resolved.version ? first : undefined);
  const workDir = options.keep !== undefined ? resolvePath(options.keep) : await mkdtemp(join(tmpdir(), 'chokepoint-ablation-'));
  try {
    return await runAblation({
      resolved,
      ...(nameOnlyVersion !== undefined ? { nameOnly: resolve(benchmark, nameOnlyVersion) } : {}),
      workDir,
      progress: options.progress,
      sandbox: options.sandbox,
    });
  } finally {
    if (options.keep === undefined) await rm(workDir, { recursive: true, force: true });
  }
}
