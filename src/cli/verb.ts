import type { Command } from 'commander';
import type { Reporters } from '../rendering/index.ts';
import type { ExitCode } from './exit.ts';
import { stderrLine, stdoutOptions } from './terminal.ts';

/**
 * The one shape of a verb. Its file under `commands/` exports a function from parsed options to
 * a `VerbOutcome` (callable in-process, as the tests do) and a `RegisterCommand` that declares the
 * options with the shared builders of `options.ts` and prints the outcome through the result's
 * reporter map: `printOutcome(await verb(options), reporters, options.format)`.
 */
export type RegisterCommand = (program: Command) => void;

export interface VerbOutcome<R> {
  readonly result: R;
  readonly exitCode: ExitCode;
  /** Lines for stderr that belong to the result (warnings, per-item errors), each complete with its prefix. */
  readonly messages?: readonly string[];
}

/**
 * Writes the result through the reporter of `format` to stdout, laid out for it (the terminal's
 * width and colour, or full width and plain text into a pipe or file), the messages to stderr,
 * and sets the exit code.
 */
export function printOutcome<R, F extends string>(outcome: VerbOutcome<R>, reporters: Reporters<R, F>, format: F): void {
  process.stdout.write(reporters[format](outcome.result, stdoutOptions()));
  for (const line of outcome.messages ?? []) process.stderr.write(`${stderrLine(line)}\n`);
  process.exitCode = outcome.exitCode;
}
