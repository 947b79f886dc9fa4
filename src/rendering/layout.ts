/**
 * Where rendered text goes and how it should look there. The CLI decides these from the terminal
 * (its width, whether it is one, NO_COLOR); committed reports and library callers pass nothing
 * and get full-width plain text.
 */
export interface RenderOptions {
  /** Columns to fit text and tables into; undefined: no limit (a file, a pipe, `--wide`). */
  readonly width?: number;
  /** ANSI colour and emphasis. */
  readonly color?: boolean;
}

/** Columns a string takes on a terminal: code points, not UTF-16 units (`…`, `→`, `✖` are one each). */
export function displayWidth(text: string): number {
  return [...text].length;
}

/** Runs of whitespace, line breaks included, become one space: a cell or a paragraph is one run of words. */
export const collapseWhitespace = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Where a long word breaks, best first: after a list or path separator, before an `@`, then after a word joiner. */
const STRONG_AFTER = new Set(['/', ',', ';', '+', '|', '&', '=']);
const STRONG_BEFORE = new Set(['@']);
const WEAK_AFTER = new Set(['_', '-', '.', ':', '#']);

/** The length of the first piece of `chars` (longer than `width`): at the last good break in range, else at the width. */
function cutAt(chars: readonly string[], width: number): number {
  const earliest = Math.floor(width / 3);
  const last = (breaksAt: (i: number) => boolean) => {
    for (let i = width; i > earliest; i--) if (breaksAt(i)) return i;
    return undefined;
  };
  return last((i) => STRONG_AFTER.has(chars[i - 1]) || STRONG_BEFORE.has(chars[i])) ?? last((i) => WEAK_AFTER.has(chars[i - 1])) ?? width;
}

/** Splits one word longer than `width` into pieces no longer than it. */
function breakWord(word: string, width: number): string[] {
  const pieces: string[] = [];
  let rest = [...word];
  while (rest.length > width) {
    const cut = cutAt(rest, width);
    pieces.push(rest.slice(0, cut).join(''));
    rest = rest.slice(cut);
  }
  pieces.push(rest.join(''));
  return pieces;
}

/**
 * Greedy word wrap into lines of at most `width` columns; words longer than a line break after a
 * separator (`/`, `,`, `+`, then `_`, `.`, `:` ...) or before `@`, failing that at the width. Nothing is dropped: joining the
 * lines gives the words back.
 */
export function wrapText(text: string, width: number): string[] {
  const words = collapseWhitespace(text).split(' ');
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const pieces = displayWidth(word) > width ? breakWord(word, width) : [word];
    for (const [i, piece] of pieces.entries()) {
      const joinsCurrent = i === 0 && current !== '' && displayWidth(current) + 1 + displayWidth(piece) <= width;
      if (joinsCurrent) current += ` ${piece}`;
      else {
        if (current !== '') lines.push(current);
        current = piece;
      }
    }
  }
  lines.push(current);
  return lines;
}

/**
 * Text laid out for `options`: each line longer than the width is wrapped, continuation lines
 * indented like the line (and under the text of a `- ` list item). Unchanged without a width.
 * Ends with a newline.
 */
export function paragraph(text: string, options: RenderOptions = {}): string {
  const lines = text.replace(/\n$/, '').split('\n');
  const width = options.width;
  if (width === undefined) return `${lines.join('\n')}\n`;
  const wrapped = lines.flatMap((line) => {
    if (displayWidth(line) <= width) return [line];
    const [, indent, bullet] = /^(\s*)((?:[-*] )?)/.exec(line)!;
    const hang = indent + ' '.repeat(bullet.length);
    return wrapText(line.slice(hang.length), Math.max(10, width - hang.length)).map((l, i) => (i === 0 ? indent + bullet : hang) + l);
  });
  return `${wrapped.join('\n')}\n`;
}
