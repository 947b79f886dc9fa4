import { Command, CommanderError } from 'commander';
import { isUserInputError } from '../errors.ts';
import { packageVersion } from '../registry/paths.ts';
import { commandLoaders } from './commands/index.ts';
import { EXIT } from './exit.ts';

const VERSION_FLAGS = ['-V', '--version'];

/** The program with the verb named in `argv` registered, none for `--version`, or every verb when none is named (help, typos). */
export async function buildProgram(argv: readonly string[]): Promise<Command> {
  const program = new Command('chokepoint')
    .description('Measurement-valid security evaluations of tool-using LLM agents')
    .version(packageVersion(), VERSION_FLAGS.join(', '), 'print the version of chokepoint')
    .exitOverride()
    .showHelpAfterError(false);
  const verb = argv[2];
  const loaders =
    verb !== undefined && VERSION_FLAGS.includes(verb)
      ? []
      : verb !== undefined && Object.hasOwn(commandLoaders, verb)
        ? [commandLoaders[verb]]
        : Object.values(commandLoaders);
  for (const register of await Promise.all(loaders.map((load) => load()))) register(program);
  return program;
}

/** Runs the CLI and returns its exit code: 0 ok, 1 findings or failed checks, 2 usage or internal error. */
export async function main(argv: readonly string[]): Promise<number> {
  try {
    const program = await buildProgram(argv);
    await program.parseAsync([...argv]);
    return typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok;
  } catch (error) {
    return reportError(error);
  }
}

function reportError(error: unknown): number {
  if (error instanceof CommanderError) {
    // commander already printed its message; help and version requests are not errors.
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  if (isUserInputError(error)) {
    const errors = 'errors' in error ? error.errors : [error];
    for (const e of errors) process.stderr.write(`chokepoint: error: ${e.format()}\n`);
    return EXIT.usage;
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`chokepoint: internal error: ${message}\n`);
  if (process.env.CHOKEPOINT_DEBUG && error instanceof Error) process.stderr.write(`${error.stack}\n`);
  return EXIT.usage;
}
