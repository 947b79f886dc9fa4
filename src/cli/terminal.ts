import { paint, type RenderOptions } from '../rendering/index.ts';

/**
 * What the CLI knows about where its output goes, turned into plain render options for the
 * library's reporters (which never look at process.stdout themselves).
 */

/** The parts of a `tty.WriteStream` that matter here; a pipe or a file has neither. */
export interface OutputStream {
  readonly isTTY?: boolean;
  readonly columns?: number;
}

export type Environment = Readonly<Record<string, string | undefined>>;

/** What the user asked for on the command line. */
export interface OutputSettings {
  /** `--wide`: tables at their full width even on a terminal. */
  readonly wide?: boolean;
}

/** Width when a terminal does not report one. */
const DEFAULT_COLUMNS = 80;

/**
 * Colour when the stream is a terminal, unless `NO_COLOR` is set (https://no-color.org) or the
 * terminal is `dumb`. `FORCE_COLOR` decides over both and over a pipe, as it does for Node itself:
 * `0` or `false` never, anything else always.
 */
export function colorFor(stream: OutputStream, env: Environment): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  if (env.NO_COLOR) return false;
  if (env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}

/** The terminal's width on a terminal (unless `--wide`); no limit on a pipe or a file, so saved output is never narrowed. */
export function renderOptionsFor(stream: OutputStream, env: Environment, settings: OutputSettings = {}): RenderOptions {
  const width = stream.isTTY && !settings.wide ? (stream.columns !== undefined && stream.columns > 0 ? stream.columns : DEFAULT_COLUMNS) : undefined;
  return { width, color: colorFor(stream, env) };
}

let settings: OutputSettings = {};

/** Set once the command line is parsed (main's hook), before the verb runs. */
export function useOutputSettings(next: OutputSettings): void {
  settings = next;
}

/** Render options for what goes to stdout now. */
export function stdoutOptions(): RenderOptions {
  return renderOptionsFor(process.stdout, process.env, settings);
}

/** `chokepoint: error: ...` and `chokepoint: warning: ...` with their label in colour when stderr is a colour terminal. */
export function stderrLine(line: string): string {
  const options = { color: colorFor(process.stderr, process.env) };
  return line.replace(/^chokepoint: (error|warning):/, (label, kind: string) => paint(label, kind === 'error' ? 'red' : 'yellow', options));
}
