import { basename, isAbsolute, relative } from 'node:path';

/** A word as a POSIX shell reads it back: bare when it is plain, else single-quoted. */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9_./:=@%+,-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;
}

/**
 * How the user can type this program again: `npx chokepoint` for a chokepoint installed in the
 * project of the working folder (a node_modules above it; `npx chokepoint` and npm scripts run it
 * from there, and a shell has no `chokepoint` command for it) or in npx's cache; `chokepoint` for a
 * global install (or the in-process CLI); `node <script>` for any other entry such as a checkout's
 * bin/dev.js (relative to the working folder when it lies below it).
 */
function programWords(argv: readonly string[], cwd: string = process.cwd()): string[] {
  const script = argv[1] ?? 'chokepoint';
  const name = basename(script);
  if (name === 'chokepoint' || name === 'chokepoint.js') return npxFinds(script, cwd) ? ['npx', 'chokepoint'] : ['chokepoint'];
  const near = relative(cwd, script);
  return ['node', near === '' || near.startsWith('..') || isAbsolute(near) ? script : near];
}

function npxFinds(script: string, cwd: string): boolean {
  if (/[\\/]_npx[\\/]/.test(script)) return true;
  const project = /^(.*?)[\\/]node_modules[\\/]/.exec(script)?.[1];
  if (project === undefined) return false;
  const rel = relative(project, cwd);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

/**
 * The command line that continues a run: the words the user typed, with `--out DIR` when the run
 * directory was a default, and `--resume` (and `--retry-errors` when asked) when they are missing.
 */
export function resumeCommand(argv: readonly string[], out: string, options: { readonly retryErrors?: boolean; readonly cwd?: string } = {}): string {
  const words = argv.slice(2);
  const has = (flag: string) => words.some((w) => w === flag || w.startsWith(`${flag}=`));
  const extra = [
    ...(has('--out') ? [] : ['--out', out]),
    ...(has('--resume') ? [] : ['--resume']),
    ...(options.retryErrors && !has('--retry-errors') ? ['--retry-errors'] : []),
  ];
  return [...programWords(argv, options.cwd), ...words, ...extra].map(shellWord).join(' ');
}

let invoked: readonly string[] = process.argv;

/** Records the command line being run (main does, before parsing), for messages that repeat it. */
export function useInvocation(argv: readonly string[]): void {
  invoked = [...argv];
}

/** The command line being run: `node <program> <words...>`. */
export function invocation(): readonly string[] {
  return invoked;
}
