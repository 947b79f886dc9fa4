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

/**
 * Runs `chokepoint ...args` inside the test process, as `main` does for the real program, and
 * captures what it prints: milliseconds where a new Node with its TypeScript loader takes seconds.
 * The default tests use this; `runProcess` is for the end-to-end tests (test/e2e/).
 */
export async function runInProcess(args: readonly string[]): Promise<CliResult> {
  const out: string[] = [];
  const err: string[] = [];
  const capture = (sink: string[]) => (chunk: string | Uint8Array) => {
    sink.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  };
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(capture(out));
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(capture(err));
  const previous = process.exitCode;
  process.exitCode = undefined;
  try {
    const code = await main(['node', 'chokepoint', ...args]);
    return { code, stdout: out.join(''), stderr: err.join('') };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
    process.exitCode = previous;
  }
}

/** Runs `node bin/dev.js ...args` (the sources) from the repository root in a new process, as a user of a checkout would. */
export function runProcess(args: readonly string[], options: { cwd?: string } = {}): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [DEV_CLI, ...args], { cwd: options.cwd ?? REPO, env: { ...process.env, CHOKEPOINT_DEBUG: '' } }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}
