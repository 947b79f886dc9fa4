import { markdownTable } from 'markdown-table';

/**
 * Tables rendered as aligned text or GitHub markdown, and JSON. Callers build plain data; these
 * only render it. A leaf: imports nothing of the library.
 */

export const OUTPUT_FORMATS = ['table', 'json', 'markdown'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export type Cell = string | number | boolean | null | undefined;
export type Align = 'left' | 'right' | 'center';

export interface Table {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
  /** Per column; default left. */
  readonly align?: readonly Align[];
}

const cellText = (cell: Cell): string => (cell === null || cell === undefined ? '' : String(cell));

/** Columns padded to their widest cell, a dashed rule under the header; no trailing spaces. */
export function renderTextTable(table: Table): string {
  const lines = [table.columns, ...table.rows].map((row) => table.columns.map((_, i) => printable(cellText(row[i]).replace(/\s*\n\s*/g, ' '))));
  const widths = table.columns.map((_, i) => Math.max(...lines.map((cells) => cells[i].length)));
  const pad = (text: string, i: number) => {
    const gap = widths[i] - text.length;
    switch (table.align?.[i]) {
      case 'right':
        return ' '.repeat(gap) + text;
      case 'center':
        return ' '.repeat(Math.floor(gap / 2)) + text + ' '.repeat(Math.ceil(gap / 2));
      default:
        return text + ' '.repeat(gap);
    }
  };
  const render = (cells: string[]) => cells.map(pad).join('  ').trimEnd();
  const [header, ...body] = lines;
  return [render(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(render)].join('\n') + '\n';
}

/**
 * Control characters (a terminal's escape sequences among them) written as visible `\u001b`
 * escapes, so text from a trace can neither drive the terminal nor hide itself.
 */
function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Untrusted text (tool results, answers, ids from a trace) inline in markdown: one code span, in
 * which nothing is markup (no heading, table, link or HTML), on one line.
 */
function markdownCode(text: string): string {
  const flat = printable(text.replace(/\s*[\r\n]+\s*/g, ' '));
  const longest = Math.max(0, ...[...flat.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat.trim() === '' ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** Untrusted text in a line of `format`'s output: a code span in markdown, printable text elsewhere. */
export function untrusted(format: 'table' | 'markdown'): (text: string) => string {
  return format === 'markdown' ? markdownCode : printable;
}

/**
 * GitHub markdown; pipes are escaped, line breaks become spaces so a cell never breaks the table,
 * and `<` is written as `&lt;` so no cell can hold HTML (cells carry text from traces).
 */
export function renderMarkdownTable(table: Table): string {
  const escape = (cell: Cell) =>
    printable(cellText(cell))
      .replace(/\|/g, '\\|')
      .replace(/</g, '&lt;')
      .replace(/\s*\n\s*/g, ' ');
  const align = table.align?.map((a) => (a === 'right' ? 'r' : a === 'center' ? 'c' : 'l'));
  return markdownTable([table.columns.map(escape), ...table.rows.map((row) => table.columns.map((_, i) => escape(row[i])))], { align }) + '\n';
}

export function renderTable(table: Table, format: Exclude<OutputFormat, 'json'>): string {
  return format === 'markdown' ? renderMarkdownTable(table) : renderTextTable(table);
}

/** Stable, indented JSON with a final newline. */
export function renderJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
