import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** What a command printed and how it ended. */
export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Plain Node: no loader flags inherited from the test runner. */
export const CONSUMER_ENV = { ...process.env, NODE_OPTIONS: '', CHOKEPOINT_DEBUG: '' };

/** A command in another project, as its user runs it; never throws. */
export async function run(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = CONSUMER_ENV): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(command, [...args], { cwd, env, maxBuffer: 256 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: unknown; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stdout: e.stdout ?? '', stderr: e.stderr ?? String(error) };
  }
}

/** What `npm pack --json` says of the tarball. */
export interface PackResult {
  readonly filename: string;
  readonly size: number;
  readonly unpackedSize: number;
  readonly entryCount: number;
  readonly files: readonly { readonly path: string }[];
}

/** `npm pack` of the repository (its prepack builds dist/) into `destination`. */
export async function packRepository(root: string, destination: string): Promise<PackResult> {
  const pack = await run('npm', ['pack', '--json', '--pack-destination', destination], root);
  if (pack.code !== 0) throw new Error(`npm pack failed: ${pack.stderr}`);
  return (JSON.parse(pack.stdout) as PackResult[])[0];
}
