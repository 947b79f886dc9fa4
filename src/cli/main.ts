import { Command, CommanderError } from 'commander';
import { isUserInputError } from '../errors.ts';
import { commands } from './commands/index.ts';
import { EXIT } from './exit.ts';

export function buildProgram(): Command {
  const program = new Command('chokepoint')
    .description('Measurement-valid security evaluations of tool-using LLM agents')
    .exitOverride()
    .showHelpAfterError(false);
  for (const register of commands) register(program);
  return program;
}

/** Runs the CLI and returns its exit code: 0 ok, 1 findings or failed checks, 2 usage or internal error. */
export async function main(argv: readonly string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync([...argv]);
    return typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok;
  } catch (error) {
    return reportError(error);
  }
}

export function reportError(error: unknown): number {
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
