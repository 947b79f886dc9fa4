import { vi } from 'vitest';
import { main } from '../../src/cli/main.ts';

export interface InProcessResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `chokepoint ...args` inside the test process (no new Node and loader per call), capturing its output. */
export async function runInProcess(args: readonly string[]): Promise<InProcessResult> {
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
