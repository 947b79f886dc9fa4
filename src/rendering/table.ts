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
  const lines = [table.columns, ...table.rows].map((row) => table.columns.map((_, i) => cellText(row[i]).replace(/\s*\n\s*/g, ' ')));
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

/** GitHub markdown; pipes are escaped and line breaks become spaces so a cell never breaks the table. */
export function renderMarkdownTable(table: Table): string {
  const escape = (cell: Cell) =>
    cellText(cell)
      .replace(/\|/g, '\\|')
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
