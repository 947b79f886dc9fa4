import { writeFileSync } from 'node:fs';
import type { Command } from 'commander';
import { ChokepointError } from '../errors.ts';
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

const sandboxLines: string[] = [];

/** Lines the sandbox kept while the verb ran (what judge code printed or left unhandled): printed after the outcome's messages. */
export function keepSandboxDiagnostics(lines: readonly string[]): void {
  sandboxLines.push(...lines);
}

/**
 * Writes the result through the reporter of `format` to stdout, laid out for it (the terminal's
 * width and colour, or full width and plain text into a pipe or file), the messages to stderr,
 * and sets the exit code.
 */
export function printOutcome<R, F extends string>(outcome: VerbOutcome<R>, reporters: Reporters<R, F>, format: F, outputFile?: string): void {
  if (outputFile === undefined) process.stdout.write(reporters[format](outcome.result, stdoutOptions()));
  else writeOutput(outputFile, reporters[format](outcome.result));
  for (const line of [...(outcome.messages ?? []), ...sandboxLines.splice(0)]) process.stderr.write(`${stderrLine(line)}\n`);
  process.exitCode = outcome.exitCode;
}

/** `-o FILE`: the report into a file, full width and plain, as into a pipe; a failure to write is one error naming the file. */
function writeOutput(file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch (cause) {
    throw new ChokepointError('io', `cannot write the report: ${(cause as NodeJS.ErrnoException).code ?? (cause as Error).message}`, {
      file,
      field: '--output-file',
    });
  }
}
