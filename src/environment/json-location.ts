/**
 * Source locations inside JSON text. `JSON.parse` on Node 20 reports neither line nor column, so
 * a small scanner walks the text to find where the first syntax error is and where each value
 * starts (to point a schema error at the line of the offending field).
 */

export type JsonPath = readonly (string | number)[];

export interface TextLocation {
  /** 1-based. */
  readonly line: number;
  /** 1-based, counted in UTF-16 code units like editors that follow the LSP. */
  readonly column: number;
}

export interface JsonSyntaxProblem extends TextLocation {
  readonly message: string;
}

export function locationOf(text: string, offset: number): TextLocation {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

/** `tables.customers.rows[3].email`; keys that are not identifiers are quoted: `files["/a.txt"]`. */
export function formatJsonPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out === '' ? key : `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/**
 * Recursive-descent walk of RFC 8259 JSON that reports the offset of each value it enters.
 * It builds no values: `JSON.parse` stays the source of truth for content.
 */
interface ScanVisitor {
  value?(path: JsonPath, offset: number): void;
  duplicateKey?(path: JsonPath, offset: number): void;
}

class JsonScanner {
  private pos = 0;

  constructor(
    private readonly text: string,
    private readonly visitor: ScanVisitor,
  ) {}

  scan(): void {
    this.skipWhitespace();
    this.value([]);
    this.skipWhitespace();
    if (this.pos < this.text.length) this.fail(`unexpected ${this.describe()} after the end of the document`);
  }

  private value(path: JsonPath): void {
    this.skipWhitespace();
    this.visitor.value?.(path, this.pos);
    const ch = this.text[this.pos];
    if (ch === '{') this.object(path);
    else if (ch === '[') this.array(path);
    else if (ch === '"') this.string();
    else if (ch === '-' || (ch !== undefined && ch >= '0' && ch <= '9')) this.number();
    else if (this.text.startsWith('true', this.pos)) this.pos += 4;
    else if (this.text.startsWith('false', this.pos)) this.pos += 5;
    else if (this.text.startsWith('null', this.pos)) this.pos += 4;
    else this.fail(`unexpected ${this.describe()}, expected a value`);
  }

  private object(path: JsonPath): void {
    this.pos++;
    this.skipWhitespace();
    if (this.text[this.pos] === '}') {
      this.pos++;
      return;
    }
    const keys = new Set<string>();
    for (;;) {
      this.skipWhitespace();
      if (this.text[this.pos] !== '"') this.fail(`unexpected ${this.describe()}, expected a double-quoted property name`);
      const keyStart = this.pos;
      this.string();
      const key = JSON.parse(this.text.slice(keyStart, this.pos)) as string;
      if (keys.has(key)) this.visitor.duplicateKey?.([...path, key], keyStart);
      keys.add(key);
      this.skipWhitespace();
      this.expect(':', 'after a property name');
      this.value([...path, key]);
      this.skipWhitespace();
      if (this.text[this.pos] === ',') {
        this.pos++;
        continue;
      }
      this.expect('}', 'after a property value (missing comma?)', ',');
      return;
    }
  }

  private array(path: JsonPath): void {
    this.pos++;
    this.skipWhitespace();
    if (this.text[this.pos] === ']') {
      this.pos++;
      return;
    }
    for (let index = 0; ; index++) {
      this.value([...path, index]);
      this.skipWhitespace();
      if (this.text[this.pos] === ',') {
        this.pos++;
        continue;
      }
      this.expect(']', 'after an array element (missing comma?)', ',');
      return;
    }
  }

  private string(): void {
    const start = this.pos;
    this.pos++;
    while (this.pos < this.text.length) {
      const code = this.text.charCodeAt(this.pos);
      if (code === 0x22) {
        this.pos++;
        return;
      }
      if (code === 0x5c) {
        const escape = this.text[this.pos + 1];
        if (escape === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(this.text.slice(this.pos + 2, this.pos + 6))) this.fail('invalid \\u escape in string');
          this.pos += 6;
        } else if (escape !== undefined && '"\\/bfnrt'.includes(escape)) {
          this.pos += 2;
        } else {
          this.fail('invalid escape sequence in string');
        }
        continue;
      }
      if (code < 0x20) this.fail('unescaped control character (e.g. a raw newline) in string');
      this.pos++;
    }
    this.pos = start;
    this.fail('unterminated string');
  }

  private number(): void {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.pos, this.pos + 400));
    if (!match) this.fail(`invalid number`);
    this.pos += match[0].length;
  }

  private expect(ch: string, context: string, alternative?: string): void {
    if (this.text[this.pos] !== ch) {
      const wanted = alternative ? `'${alternative}' or '${ch}'` : `'${ch}'`;
      this.fail(`expected ${wanted} ${context}, found ${this.describe()}`);
    }
    this.pos++;
  }

  private skipWhitespace(): void {
    while (this.pos < this.text.length && ' \t\n\r'.includes(this.text[this.pos])) this.pos++;
  }

  private describe(): string {
    return this.pos >= this.text.length ? 'end of input' : `'${this.text[this.pos]}'`;
  }

  private fail(message: string): never {
    throw new JsonSyntaxError(message, this.pos);
  }
}

/** The first syntax error of `text`, or undefined when the scanner accepts it. */
export function findJsonSyntaxError(text: string): JsonSyntaxProblem | undefined {
  try {
    new JsonScanner(text, {}).scan();
    return undefined;
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    return { message: error.message, ...locationOf(text, error.offset) };
  }
}

/** Where the value at `path` starts; for a missing field, where its closest existing parent starts. */
export function locateJsonPath(text: string, path: readonly PropertyKey[]): TextLocation | undefined {
  const target = formatJsonPath(path);
  let best: { depth: number; offset: number } | undefined;
  try {
    new JsonScanner(text, {
      value(valuePath, offset) {
        const candidate = formatJsonPath(valuePath);
        const isPrefix = candidate === '' || candidate === target || target.startsWith(`${candidate}.`) || target.startsWith(`${candidate}[`);
        if (isPrefix && (!best || valuePath.length > best.depth)) best = { depth: valuePath.length, offset };
      },
    }).scan();
  } catch {
    return undefined;
  }
  return best ? locationOf(text, best.offset) : undefined;
}

export interface DuplicateKey extends TextLocation {
  readonly path: JsonPath;
}

/** Keys repeated within one object: `JSON.parse` silently keeps the last, hiding the others. */
export function findDuplicateKeys(text: string): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  try {
    new JsonScanner(text, { duplicateKey: (path, offset) => found.push({ path, ...locationOf(text, offset) }) }).scan();
  } catch {
    return found;
  }
  return found;
}
