import { markdownTable } from 'markdown-table';
import { collapseWhitespace, displayWidth, paragraph, wrapText, type RenderOptions } from './layout.ts';
import { paint, type Style } from './style.ts';

/**
 * Tables rendered as aligned text or GitHub markdown, and JSON. Callers build plain data; these
 * only render it. A leaf: imports nothing of the library.
 */

export const OUTPUT_FORMATS = ['table', 'json', 'markdown'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** A cell with emphasis on a colour terminal (a failing status in red, say); plain text everywhere else. */
export interface StyledCell {
  readonly text: string;
  readonly style: Style;
}

export type Cell = string | number | boolean | null | undefined | StyledCell;
export type Align = 'left' | 'right' | 'center';

export interface Table {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly Cell[])[];
  /** Per column; default left. */
  readonly align?: readonly Align[];
  /** One line under the table saying what it counts, e.g. "95 scenarios: 52 benign, 43 attack; 3 excluded". */
  readonly summary?: string;
}

export const styled = (text: string, style: Style): StyledCell => ({ text, style });

const isStyled = (cell: Cell): cell is StyledCell => typeof cell === 'object' && cell !== null;

/** The text of a cell, whatever its style. */
export const cellText = (cell: Cell): string => (cell === null || cell === undefined ? '' : isStyled(cell) ? cell.text : String(cell));

const cellStyle = (cell: Cell): Style | undefined => (isStyled(cell) ? cell.style : undefined);

const GAP = '  ';

/** Below this a column is not narrowed (unless its content is narrower): past it, rows read better as records. */
const MIN_COLUMN = 8;
/** Nor below its longest word up to this: identifiers and paths are broken only when longer. */
const MIN_UNBROKEN = 16;

/**
 * Aligned text: columns padded to their widest cell, a dashed rule under the header, no trailing
 * spaces, the summary under it. With `options.width` a table wider than that is fitted: the
 * widest columns are narrowed and their cells wrap, at spaces or else after a separator (`/`,
 * `_`, `,` ...); a column keeps at least its longest word up to 16 characters. When even that
 * cannot fit, each row is printed as a record, one `column  value` line per non-empty cell.
 * Nothing is cut off in any layout.
 */
export function renderTextTable(table: Table, options: RenderOptions = {}): string {
  // Cells carry text from traces: control characters are shown as escapes, never sent to the terminal.
  const header = table.columns.map((column) => printable(collapseWhitespace(column)));
  const body = table.rows.map((row) => table.columns.map((_, i) => printable(collapseWhitespace(cellText(row[i])))));
  const natural = table.columns.map((_, i) => body.reduce((n, cells) => Math.max(n, displayWidth(cells[i])), displayWidth(header[i])));
  const words = table.columns.map((_, i) => body.reduce((n, cells) => Math.max(n, longestWord(cells[i])), longestWord(header[i])));
  const minimum = natural.map((n, i) => Math.min(n, Math.max(MIN_COLUMN, longestWord(header[i]), Math.min(words[i], MIN_UNBROKEN))));
  const widths = options.width === undefined ? natural : fitColumns(natural, minimum, options.width);
  // Under records, a blank line keeps the summary from reading as part of the last one.
  const layout =
    widths === undefined ? renderRecords(table, header, body, options) + (table.summary ? '\n' : '') : renderColumns(table, header, body, widths, options);
  return layout + (table.summary ? paragraph(table.summary, options) : '');
}

// Folded, never spread into Math.max: a table of two million rows, or a cell of a million words, would overflow the stack.
const longestWord = (text: string): number => text.split(' ').reduce((n, word) => Math.max(n, displayWidth(word)), 0);

/**
 * Column widths that fit `width`: columns that fit are kept, the widest are narrowed to a common
 * cap (never below their `minimum`); undefined when the minimums alone do not fit.
 */
function fitColumns(natural: readonly number[], minimum: readonly number[], width: number): number[] | undefined {
  const gaps = GAP.length * (natural.length - 1);
  const total = (widths: readonly number[]) => widths.reduce((a, b) => a + b, 0) + gaps;
  if (total(natural) <= width) return [...natural];
  if (total(minimum) > width) return undefined;
  // The largest cap every column can be cut down to (never below its minimum) that still fits.
  let cap = Math.max(...natural);
  const capped = (c: number) => natural.map((n, i) => Math.max(minimum[i], Math.min(n, c)));
  while (total(capped(cap)) > width) cap--;
  const widths = capped(cap);
  // Columns still narrower than their content share what the cap left over, widest content first.
  const order = natural.map((n, i) => [n, i]).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let spare = width - total(widths); spare > 0;) {
    const before = spare;
    for (const [n, i] of order) {
      if (spare > 0 && widths[i] < n) {
        widths[i]++;
        spare--;
      }
    }
    if (spare === before) break;
  }
  return widths;
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
  const longest = [...flat.matchAll(/`+/g)].reduce((n, m) => Math.max(n, m[0].length), 0);
  const fence = '`'.repeat(longest + 1);
  const pad = flat.startsWith('`') || flat.endsWith('`') || flat.trim() === '' ? ' ' : '';
  return `${fence}${pad}${flat}${pad}${fence}`;
}

/** Untrusted text in a line of `format`'s output: a code span in markdown, printable text elsewhere. */
export function untrusted(format: 'table' | 'markdown'): (text: string) => string {
  return format === 'markdown' ? markdownCode : printable;
}

function pad(text: string, width: number, align: Align | undefined, style: Style | undefined, options: RenderOptions): string {
  const gap = Math.max(0, width - displayWidth(text));
  const painted = paint(text, style, options);
  switch (align) {
    case 'right':
      return ' '.repeat(gap) + painted;
    case 'center':
      return ' '.repeat(Math.floor(gap / 2)) + painted + ' '.repeat(Math.ceil(gap / 2));
    default:
      return painted + ' '.repeat(gap);
  }
}

function renderColumns(table: Table, header: string[], body: string[][], widths: readonly number[], options: RenderOptions): string {
  const align = (i: number) => table.align?.[i];
  /** One row as lines: each cell wrapped to its column, shorter cells padded with blank lines. */
  const rowLines = (cells: readonly string[], styleOf: (i: number) => Style | undefined): string[] => {
    const wrapped = cells.map((text, i) => (displayWidth(text) <= widths[i] ? [text] : wrapText(text, widths[i])));
    const height = Math.max(...wrapped.map((lines) => lines.length));
    return Array.from({ length: height }, (_, line) =>
      wrapped
        .map((lines, i) => pad(lines[line] ?? '', widths[i], align(i), styleOf(i), options))
        .join(GAP)
        .trimEnd(),
    );
  };
  const rows = body.map((cells, r) => rowLines(cells, (i) => cellStyle(table.rows[r][i])));
  // A row's continuation lines are told apart by an empty first column; when that column wraps too, a blank line sets a wrapped row apart.
  const firstWraps = body.some((cells) => displayWidth(cells[0]) > widths[0]);
  const separate = (r: number) => firstWraps && r > 0 && (rows[r - 1].length > 1 || rows[r].length > 1);
  const rule = paint(widths.map((w) => '-'.repeat(w)).join(GAP), 'dim', options);
  const lines = [...rowLines(header, () => 'bold'), rule, ...rows.flatMap((row, r) => (separate(r) ? ['', ...row] : row))];
  return `${lines.join('\n')}\n`;
}

/** Each row as a record: its first cell as a title, then one `column  value` line per other non-empty cell, values wrapped. */
function renderRecords(table: Table, header: string[], body: string[][], options: RenderOptions): string {
  const width = options.width ?? Infinity;
  const indent = '  ';
  const keyWidth = Math.min(Math.max(0, ...header.slice(1).map(displayWidth)), Math.floor(width / 3));
  const valueWidth = Math.max(MIN_COLUMN, width - indent.length - keyWidth - GAP.length);
  const records = body.map((cells, r) => {
    const style = (i: number) => cellStyle(table.rows[r][i]);
    const lines = wrapText(cells[0], width).map((l) => paint(l, style(0) ?? 'bold', options));
    for (let i = 1; i < cells.length; i++) {
      if (cells[i] === '') continue;
      const keys = wrapText(header[i], keyWidth);
      const values = wrapText(cells[i], valueWidth);
      for (let line = 0; line < Math.max(keys.length, values.length); line++) {
        const key = pad(keys[line] ?? '', keyWidth, 'left', 'dim', options);
        lines.push(
          `${indent}${key}${GAP}${pad(values[line] ?? '', valueWidth, table.align?.[i] === 'right' ? 'left' : table.align?.[i], style(i), options)}`.trimEnd(),
        );
      }
    }
    return lines.join('\n');
  });
  return `${records.join('\n\n')}\n`;
}

/**
 * GitHub markdown; pipes are escaped, line breaks become spaces so a cell never breaks the table,
 * and `<` is written as `&lt;` so no cell can hold HTML (cells carry text from traces). The summary
 * follows as a paragraph.
 */
export function renderMarkdownTable(table: Table): string {
  const escape = (cell: Cell) =>
    printable(cellText(cell))
      .replace(/\|/g, '\\|')
      .replace(/</g, '&lt;')
      .replace(/\s*\n\s*/g, ' ');
  const align = table.align?.map((a) => (a === 'right' ? 'r' : a === 'center' ? 'c' : 'l'));
  const rendered = markdownTable([table.columns.map(escape), ...table.rows.map((row) => table.columns.map((_, i) => escape(row[i])))], { align }) + '\n';
  return table.summary ? `${rendered}\n${table.summary}\n` : rendered;
}

export function renderTable(table: Table, format: Exclude<OutputFormat, 'json'>, options: RenderOptions = {}): string {
  return format === 'markdown' ? renderMarkdownTable(table) : renderTextTable(table, options);
}

/** Stable, indented JSON with a final newline. */
export function renderJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
