/**
 * The literals of one SQL text, with their positions, so a mutation can replace exactly one of
 * them. A small lexer in SQLite's terms: comments, quoted identifiers ("x", `x`, [x]) and words
 * are skipped; '...' with '' escapes is a string; a digit run not glued to a word is a number.
 */

export interface SqlLiteral {
  readonly kind: 'string' | 'number';
  /** The value: a string literal unescaped, a number as written. */
  readonly value: string;
  readonly start: number;
  /** Exclusive. */
  readonly end: number;
}

const WORD = /[A-Za-z0-9_$]/;

export function sqlLiterals(sql: string): SqlLiteral[] {
  const literals: SqlLiteral[] = [];
  let i = 0;
  const closing = (open: string) => (open === '[' ? ']' : open);
  while (i < sql.length) {
    const ch = sql[i];
    if (ch === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (ch === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else if (ch === "'") {
      let j = i + 1;
      let value = '';
      while (j < sql.length) {
        if (sql[j] === "'" && sql[j + 1] === "'") {
          value += "'";
          j += 2;
        } else if (sql[j] === "'") break;
        else value += sql[j++];
      }
      literals.push({ kind: 'string', value, start: i, end: Math.min(j + 1, sql.length) });
      i = j + 1;
    } else if (ch === '"' || ch === '`' || ch === '[') {
      const end = sql.indexOf(closing(ch), i + 1);
      i = end === -1 ? sql.length : end + 1;
    } else if (/\d/.test(ch) || (ch === '.' && /\d/.test(sql[i + 1] ?? ''))) {
      const match = /^(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/.exec(sql.slice(i))!;
      literals.push({ kind: 'number', value: match[0], start: i, end: i + match[0].length });
      i += match[0].length;
    } else if (WORD.test(ch)) {
      while (i < sql.length && WORD.test(sql[i])) i++;
    } else {
      i++;
    }
  }
  return literals;
}

/** `sql` with one literal replaced by a string (quoted and escaped) or a number (as written). */
export function replaceLiteral(sql: string, literal: SqlLiteral, value: string): string {
  const text = literal.kind === 'string' ? `'${value.replaceAll("'", "''")}'` : value;
  return sql.slice(0, literal.start) + text + sql.slice(literal.end);
}
