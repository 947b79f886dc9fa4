import { renderJson, type OutputFormat } from './table.ts';

/**
 * A reporter turns one result into the text of one output format, `(result) => string` as knip's
 * reporters do. Each result has a map of them, `table`, `markdown` and `json` at least (a verb may
 * add its own, e.g. `sarif`); the CLI prints `reporters[format](result)`, committed reports call
 * the markdown one.
 */
export type Reporter<R> = (result: R) => string;
export type Reporters<R, F extends string = OutputFormat> = { readonly [K in F]: Reporter<R> };

/** The output formats that are text rather than data. */
export type TextFormat = Exclude<OutputFormat, 'json'>;

/** `table` and `markdown` from one renderer that knows both; `json` prints the result as is unless told otherwise. */
export function textReporters<R>(render: (result: R, format: TextFormat) => string, json: Reporter<R> = renderJson): Reporters<R> {
  return { table: (result) => render(result, 'table'), markdown: (result) => render(result, 'markdown'), json };
}

/** A section title: `## title` in markdown, the bare title in a terminal; then a blank line. */
export function heading(title: string, format: TextFormat): string {
  return format === 'markdown' ? `## ${title}\n\n` : `${title}\n\n`;
}
