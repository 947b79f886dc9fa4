import { InvalidArgumentError, Option, type Command } from 'commander';
import { OUTPUT_FORMATS } from '../rendering/index.ts';
import { DEFAULT_LIMITS } from '../sandbox/limits.ts';
import type { Sandbox } from '../sandbox/index.ts';
import { keepSandboxDiagnostics } from './verb.ts';

/** Options every verb shares, declared once so they read the same everywhere. */

/** `--format <format>` restricted to `formats` (a verb may add its own, e.g. `sarif`, `html`). */
export function formatOption(formats: readonly string[] = OUTPUT_FORMATS, fallback: string = formats[0]): Option {
  return new Option('--format <format>', 'output format').choices(formats).default(fallback);
}

/** `--at <version>`; verbs where the version means something more specific say so. */
export function atOption(description = 'benchmark version to resolve (default: the latest)'): Option {
  return new Option('--at <version>', description);
}

export function judgesOption(description = 'judges folder (default: the bundled benchmark)'): Option {
  return new Option('--judges <dir>', description);
}

export function versionsOption(): Option {
  return new Option('--versions <dir>', 'versions folder (default: next to the judges folder)');
}

/** Where the benchmark comes from: `--at` (unless `at` is null, or the verb's own `--at`), `--judges`, `--versions`. */
export function addBenchmarkOptions(command: Command, at: Option | null = atOption()): Command {
  if (at) command.addOption(at);
  return command.addOption(judgesOption()).addOption(versionsOption());
}

export interface BenchmarkOptions {
  readonly at?: string;
  readonly judges?: string;
  readonly versions?: string;
}

const seconds = (text: string): number => {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0 || n > 86_400) throw new InvalidArgumentError('expected a number of seconds, greater than 0 and at most 86400');
  return n;
};

/**
 * `--tool-timeout` and `--judge-timeout`, for the verbs that run judge code: judge modules are
 * imported, judges called and tool calls executed in sandbox workers, each stopped at its limit.
 */
export function addSandboxOptions(command: Command): Command {
  return command
    .addOption(new Option('--tool-timeout <seconds>', `wall-clock limit of one tool call (default ${DEFAULT_LIMITS.toolCallMs / 1000})`).argParser(seconds))
    .addOption(
      new Option(
        '--judge-timeout <seconds>',
        `wall-clock limit of one judge call (default ${DEFAULT_LIMITS.judgeMs / 1000}; importing a module: ${DEFAULT_LIMITS.moduleLoadMs / 1000})`,
      ).argParser(seconds),
    );
}

export interface SandboxCliOptions {
  readonly toolTimeout?: number;
  readonly judgeTimeout?: number;
}

/** A sandbox with the limits the options give, closed (its workers stopped) when `fn` is done. */
export async function withSandbox<T>(options: SandboxCliOptions, fn: (sandbox: Sandbox) => Promise<T>): Promise<T> {
  const limits = {
    ...(options.toolTimeout !== undefined ? { toolCallMs: Math.round(options.toolTimeout * 1000) } : {}),
    ...(options.judgeTimeout !== undefined ? { judgeMs: Math.round(options.judgeTimeout * 1000) } : {}),
  };
  // Loaded here, not at startup: verbs that run no judge code (power, lint) never load the sandbox.
  const { Sandbox } = await import('../sandbox/index.ts');
  const sandbox = new Sandbox({ limits });
  try {
    return await fn(sandbox);
  } finally {
    keepSandboxDiagnostics(sandbox.takeDiagnostics());
    await sandbox.close();
  }
}

/** Said in the help of every verb that runs judge code. */
export const RUNS_JUDGES = 'runs judge code in sandboxed worker threads, each tool call and judge stopped at its time limit';
/** Said in the help of the static verbs. */
export const STATIC_VERB = 'static: judge modules are parsed, never imported or run';
