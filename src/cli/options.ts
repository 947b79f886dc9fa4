import { Option, type Command } from 'commander';
import { OUTPUT_FORMATS } from '../rendering/index.ts';

/** Options every verb shares, declared once so they read the same everywhere. */

/** `--format <format>` restricted to `formats` (a verb may add its own, e.g. `sarif`, `html`). */
export function formatOption(formats: readonly string[] = OUTPUT_FORMATS, fallback: string = formats[0]): Option {
  return new Option('--format <format>', 'output format').choices(formats).default(fallback);
}

/** `--at <version>`; verbs where the version means something more specific say so. */
export function atOption(description = 'benchmark version to resolve (default: the latest)'): Option {
  return new Option('--at <version>', description);
}

export function judgesOption(description = 'judges folder (default: the bundled benchmark)'): Option {
  return new Option('--judges <dir>', description);
}

export function versionsOption(): Option {
  return new Option('--versions <dir>', 'versions folder (default: next to the judges folder)');
}

/** Where the benchmark comes from: `--at` (unless `at` is null, or the verb's own `--at`), `--judges`, `--versions`. */
export function addBenchmarkOptions(command: Command, at: Option | null = atOption()): Command {
  if (at) command.addOption(at);
  return command.addOption(judgesOption()).addOption(versionsOption());
}

export interface BenchmarkOptions {
  readonly at?: string;
  readonly judges?: string;
  readonly versions?: string;
}
