import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';
import { main } from '../../src/cli/main.ts';

export const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** The CLI from the sources (the tests test the sources; the built package has its own test). */
export const DEV_CLI = fileURLToPath(new URL('../../bin/dev.js', import.meta.url));

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Where in-process output goes: a pipe (the default), or a terminal of some width; and the colour variables. */
export interface InProcessOptions {
  /** stdout (and stderr) as a terminal of this many columns. */
  readonly terminal?: { readonly columns: number };
  /** NO_COLOR, FORCE_COLOR, TERM as the run sees them; unset unless given, whatever the test runner's environment says. */
  readonly env?: { readonly NO_COLOR?: string; readonly FORCE_COLOR?: string; readonly TERM?: string };
}

const COLOUR_VARIABLES = ['NO_COLOR', 'FORCE_COLOR', 'TERM'] as const;

/** Sets `values` on `target` for the duration of `body`, then puts the previous own properties back. */
async function withProperties<T>(target: object, values: Record<string, unknown>, body: () => Promise<T>): Promise<T> {
  const previous = Object.keys(values).map((key) => [key, Object.getOwnPropertyDescriptor(target, key)] as const);
  for (const [key, value] of Object.entries(values)) Object.defineProperty(target, key, { value, configurable: true, writable: true, enumerable: true });
  try {
    return await body();
  } finally {
    for (const [key, descriptor] of previous) {
      if (descriptor) Object.defineProperty(target, key, descriptor);
      else delete (target as Record<string, unknown>)[key];
    }
  }
}

/**
 * Runs `chokepoint ...args` inside the test process, as `main` does for the real program, and
 * captures what it prints: milliseconds where a new Node with its TypeScript loader takes seconds.
 * The default tests use this; `runProcess` is for the end-to-end tests (test/e2e/).
 */
export async function runInProcess(args: readonly string[], options: InProcessOptions = {}): Promise<CliResult> {
  const out: string[] = [];
  const err: string[] = [];
  const capture = (sink: string[]) => (chunk: string | Uint8Array) => {
    sink.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  };
  const stream = { isTTY: options.terminal ? true : undefined, columns: options.terminal?.columns };
  const env = Object.fromEntries(COLOUR_VARIABLES.map((name) => [name, options.env?.[name]]));
  const previousEnv = Object.fromEntries(COLOUR_VARIABLES.map((name) => [name, process.env[name]]));
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(capture(out));
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(capture(err));
  const previous = process.exitCode;
  process.exitCode = undefined;
  for (const [name, value] of Object.entries(env)) setVariable(name, value);
  try {
    const code = await withProperties(process.stdout, stream, () => withProperties(process.stderr, stream, () => main(['node', 'chokepoint', ...args])));
    return { code, stdout: out.join(''), stderr: err.join('') };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
    process.exitCode = previous;
    for (const [name, value] of Object.entries(previousEnv)) setVariable(name, value);
  }
}

function setVariable(name: string, value: string | undefined): void {
  if (value === undefined) delete process.env[name];
  else process.env[name] = value;
}

/**
 * Runs `node bin/dev.js ...args` (the sources) from the repository root in a new process, as a user of a checkout would.
 * With `timeoutMs`, a process still running then is killed (`killed` says so): a hostile case that hangs fails instead of hanging the test.
 */
export function runProcess(args: readonly string[], options: { cwd?: string; timeoutMs?: number } = {}): Promise<CliResult & { readonly killed: boolean }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [DEV_CLI, ...args],
      {
        cwd: options.cwd ?? REPO,
        env: { ...process.env, CHOKEPOINT_DEBUG: '' },
        timeout: options.timeoutMs ?? 0,
        killSignal: 'SIGKILL',
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr, killed: error?.killed === true });
      },
    );
  });
}
