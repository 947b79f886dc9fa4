import type { RenderOptions } from './layout.ts';

/**
 * Emphasis a reporter may ask for. It is applied only when the options say colour (a terminal
 * that has not set NO_COLOR); everywhere else the text is left as is, so a style never changes
 * what is said.
 */
export type Style = 'bold' | 'dim' | 'red' | 'green' | 'yellow' | 'cyan' | 'underline';

const SGR: Readonly<Record<Style, readonly [open: number, close: number]>> = {
  bold: [1, 22],
  dim: [2, 22],
  underline: [4, 24],
  red: [31, 39],
  green: [32, 39],
  yellow: [33, 39],
  cyan: [36, 39],
};

/** `text` in `style` when `options.color`, else `text` unchanged. */
export function paint(text: string, style: Style | undefined, options: RenderOptions = {}): string {
  if (!options.color || style === undefined || text === '') return text;
  const [open, close] = SGR[style];
  return `\u001b[${open}m${text}\u001b[${close}m`;
}
