/**
 * The sandbox: judge modules imported, judges called and tool calls executed in worker threads,
 * each bounded by a wall-clock limit enforced from the host. The host side never imports a judge.
 */
import type { Benchmark, LoadOptions, TaskSpec } from '../registry/index.ts';
import { defaultSandbox as sharedSandbox, Sandbox as SandboxPool, type PublicSandbox, type SandboxOptions } from './sandbox.ts';

export { closeDefaultSandbox, type JudgeTarget, type SandboxOptions } from './sandbox.ts';

/** Where judge code and scenario environments run: its limits, loading a benchmark, judging, closing (the worker pool stays inside). */
export type Sandbox = PublicSandbox;
export const Sandbox: new (options?: SandboxOptions) => Sandbox = SandboxPool;
/** The process-wide sandbox with the default limits (library use without an explicit sandbox). */
export const defaultSandbox: () => Sandbox = sharedSandbox;
export { DEFAULT_LIMITS, type SandboxLimits } from './limits.ts';
export { SandboxEnvironment, type ExecuteOutcome, type KeptState, type TimedOutOutcome } from './environment.ts';
export { formatLimit, isTimeout, OpeningFailed, SandboxCrash, SandboxTimeout, TIMEOUT_PREFIX } from './errors.ts';
export { judgeTarget } from './targets.ts';

/** Loads a benchmark through the sandbox: its modules are imported in a worker, never here. */
export function loadBenchmark(options: LoadOptions = {}, sandbox: Sandbox = defaultSandbox()): Promise<Benchmark<TaskSpec>> {
  return sandbox.loadBenchmark(options);
}

let bundled: Promise<Benchmark<TaskSpec>> | undefined;

/** The bundled benchmark, loaded once per process through the default sandbox (report generators share it). */
export function loadBundledBenchmark(): Promise<Benchmark<TaskSpec>> {
  bundled ??= loadBenchmark();
  return bundled;
}
