import { Command, CommanderError } from 'commander';
import { isUserInputError, systemReason } from '../errors.ts';
import { packageVersion } from '../registry/paths.ts';
import { commandLoaders } from './commands/index.ts';
import { useInvocation } from './command-line.ts';
import { EXIT } from './exit.ts';
import { stderrLine, useOutputSettings } from './terminal.ts';

/** The verb of a command line: its first word that is not an option (`chokepoint --wide list`). */
function verbOf(argv: readonly string[]): string | undefined {
  return argv.slice(2).find((word) => !word.startsWith('-'));
}

/**
 * Verbs with nothing left to run once `main` returns (their output written, no worker, server or
 * child process of theirs to wait for): the entry ends the process then, as `tsc` does, instead of
 * letting Node tear down a heap of hundreds of MiB (0.1-0.2 s of CPU after a lint of 1,000 judges).
 */
const ENDS_WHEN_DONE: ReadonlySet<string> = new Set(['lint']);

export function endsWhenDone(argv: readonly string[]): boolean {
  return ENDS_WHEN_DONE.has(verbOf(argv) ?? '');
}

const VERSION_FLAGS = ['-V', '--version'];

/** The program with the verb named in `argv` registered, none for `--version`, or every verb when none is named (help, typos). */
export async function buildProgram(argv: readonly string[]): Promise<Command> {
  const program = new Command('chokepoint')
    .description('Measurement-valid security evaluations of tool-using LLM agents')
    .version(packageVersion(), VERSION_FLAGS.join(', '), 'print the version of chokepoint')
    .option('--wide', 'print tables at their full width instead of fitting them to the terminal (output into a pipe or a file is never narrowed)')
    .configureHelp({ showGlobalOptions: true })
    .exitOverride()
    .showHelpAfterError(false)
    // Usage errors are printed by reportError, in the one error format; help still goes to stdout.
    .configureOutput({ outputError: () => {} })
    .hook('preAction', async (_, action) => {
      useOutputSettings({ wide: action.optsWithGlobals<{ wide?: boolean }>().wide === true });
      await noteConfig(action);
    });
  const verb = verbOf(argv);
  const loaders =
    argv[2] !== undefined && VERSION_FLAGS.includes(argv[2])
      ? []
      : verb !== undefined && Object.hasOwn(commandLoaders, verb)
        ? [commandLoaders[verb]]
        : Object.values(commandLoaders);
  for (const register of await Promise.all(loaders.map((load) => load()))) register(program);
  return program;
}

/** Verbs that default to the project's judges and versions (lint: and take its rules): they say which config decides. */
const PROJECT_VERBS = new Set(['list', 'new-version', 'check', 'stats', 'run', 'report', 'diff', 'lint', 'validate', 'rescore', 'ablation', 'view']);

/**
 * `chokepoint: config: <file>` on stderr when a project's config decides what the verb reads (not
 * when `--judges` or `--no-judges` names the judges instead, except for lint's rules). A config that
 * cannot be read is the verb's own error to report.
 */
async function noteConfig(action: Command): Promise<void> {
  if (!PROJECT_VERBS.has(action.name())) return;
  const { judges } = action.opts<{ judges?: string | boolean }>();
  if (action.name() !== 'lint' && judges !== undefined) return;
  const { findConfigFile } = await import('../registry/project.ts');
  let file: string | undefined;
  try {
    file = findConfigFile(process.cwd());
  } catch {
    return;
  }
  if (file !== undefined) process.stderr.write(`${stderrLine(`chokepoint: config: ${file}`)}\n`);
}

/** Runs the CLI and returns its exit code: 0 ok, 1 findings or failed checks, 2 usage or internal error. */
export async function main(argv: readonly string[]): Promise<number> {
  useInvocation(argv);
  useOutputSettings({});
  try {
    const program = await buildProgram(argv);
    await program.parseAsync([...argv]);
    return typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok;
  } catch (error) {
    return reportError(error, verbOf(argv));
  }
}

function reportError(error: unknown, verb: string | undefined): number {
  if (error instanceof CommanderError) {
    // Help and version requests are not errors.
    if (error.exitCode === 0) return EXIT.ok;
    process.stderr.write(`${stderrLine(`chokepoint: error: ${usageLine(error, verb)}`)}\n`);
    return EXIT.usage;
  }
  if (isUserInputError(error)) {
    const errors = 'errors' in error ? error.errors : [error];
    for (const e of errors) process.stderr.write(`${stderrLine(`chokepoint: error: ${e.format()}`)}\n`);
    return EXIT.usage;
  }
  const io = systemErrorLine(error);
  if (io !== undefined) {
    process.stderr.write(`${stderrLine(`chokepoint: error: ${io}`)}\n`);
    return EXIT.usage;
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${stderrLine(`chokepoint: error: internal error: ${message}`)}\n`);
  if (process.env.CHOKEPOINT_DEBUG && error instanceof Error) process.stderr.write(`${error.stack}\n`);
  return EXIT.usage;
}

/**
 * A commander usage error as one line `<where>: <what>`: the option it is about when it names one
 * (`error: option '--sides <k>' argument '3' is invalid. must be 1 or 2`), else the verb; an
 * unknown verb names itself. A suggestion ("Did you mean list?") joins the line.
 */
function usageLine(error: CommanderError, verb: string | undefined): string {
  const text = error.message
    .trim()
    .replace(/^error: /, '')
    .replace(/\s*\n\s*\(Did you mean/, ' (did you mean')
    .replace(/\s*\n\s*/g, ' ');
  if (error.code === 'commander.unknownCommand') return text;
  const option = /'(--?[\w-]+)(?: <[^>]*>| \[[^\]]*\])?'/.exec(text);
  if (option) return `${option[1]}: ${text.replace(` ${option[0]}`, '').replace('is invalid. ', 'is invalid: ')}`;
  return `${verb ?? 'chokepoint'}: ${text}`;
}

/**
 * A failure of the operating system (a read-only file system, a path that is a file, a FIFO) as
 * `<path>: <what failed>: <why> (<code>)`: the user's environment, not a bug.
 */
function systemErrorLine(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code, syscall, path } = error as NodeJS.ErrnoException;
  if (typeof code !== 'string' || typeof syscall !== 'string' || !/^E[A-Z]+$/.test(code)) return undefined;
  return `${path ?? 'file system'}: ${syscall} failed: ${systemReason(error)}`;
}
