import { paragraph, type RenderOptions } from './layout.ts';
import { paint } from './style.ts';
import { renderJson, type OutputFormat } from './table.ts';

/**
 * A reporter turns one result into the text of one output format, `(result) => string` as knip's
 * reporters do. Each result has a map of them, `table`, `markdown` and `json` at least (a verb may
 * add its own, e.g. `sarif`); the CLI prints `reporters[format](result, options)` with the
 * terminal's width and colour, committed reports call the markdown one with none.
 */
export type Reporter<R> = (result: R, options?: RenderOptions) => string;
export type Reporters<R, F extends string = OutputFormat> = { readonly [K in F]: Reporter<R> };

/** The output formats that are text rather than data. */
export type TextFormat = Exclude<OutputFormat, 'json'>;

/** `table` and `markdown` from one renderer that knows both (the options reach the table one only); `json` prints the result as is unless told otherwise. */
export function textReporters<R>(render: (result: R, format: TextFormat, options: RenderOptions) => string, json: Reporter<R> = renderJson): Reporters<R> {
  return { table: (result, options = {}) => render(result, 'table', options), markdown: (result) => render(result, 'markdown', {}), json };
}

/** A section title: `## title` in markdown, the bare title in a terminal (wrapped to its width, bold in colour); then a blank line. */
export function heading(title: string, format: TextFormat, options: RenderOptions = {}): string {
  if (format === 'markdown') return `## ${title}\n\n`;
  const lines = paragraph(title, options).trimEnd().split('\n');
  return `${lines.map((line) => paint(line, 'bold', options)).join('\n')}\n\n`;
}
