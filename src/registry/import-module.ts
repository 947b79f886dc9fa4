import { runInThisContext } from 'node:vm';
import * as bundledContract from '../index.ts';
import { escapeRegExp } from '../contract/index.ts';
import { ChokepointError } from '../errors.ts';
import { compiledModule, type CompiledModule } from './compile-module.ts';
import { evaluateGraph, moduleGraph, type ModuleEvaluator, type ModuleGraph } from './module-graph.ts';
import { messageOf } from './error-message.ts';
import { displayPath } from './paths.ts';
import { plainDefinition } from './plain-definition.ts';
import type { ShapeCheck, ShapeIssue } from './shapes.ts';
import { lineOfLiteral, lineOfProperty } from './source-location.ts';

/**
 * How module code is run. By default here, in this realm, with this library's contract: for
 * trusted judges. A sandbox worker installs its own: each module graph in a compartment of its
 * own holding nothing but a frozen contract (`realm`, `contract`), and each evaluation bounded
 * in time and attributed to its module (`run`, which rejects with ImportRefused to report its own
 * error for the module as it is).
 */
export interface ImportHooks {
  readonly run: (file: string, evaluate: () => Promise<Record<string, unknown>>) => Promise<Record<string, unknown>>;
  /** Where one module graph (a module and what it imports) is evaluated: a fresh realm for each `entry`, or this one. */
  readonly realm: (entry: string) => ModuleEvaluator;
  readonly contract: unknown;
}

export class ImportRefused extends Error {
  readonly error: ChokepointError;

  constructor(error: ChokepointError) {
    super(error.message);
    this.name = 'ImportRefused';
    this.error = error;
  }
}

/** The line before a module's code in the script that evaluates it (its lines are the compiled code's, one down). */
const WRAPPER_LINES = 1;

/** The script that evaluates to a module's function: one line of wrapper, then its code as compiled. */
export function moduleScript(module: CompiledModule): string {
  return `(async function (require, exports, module) {\n${module.code}\n})`;
}

const evaluateHere: ModuleEvaluator = async (module, require, record) => {
  const run = runInThisContext(moduleScript(module), { filename: module.file }) as (r: unknown, e: unknown, m: unknown) => Promise<void>;
  await run(require, record.exports, record);
};

let hooks: ImportHooks = { run: (_file, evaluate) => evaluate(), realm: () => evaluateHere, contract: bundledContract };

export function setImportHooks(installed: ImportHooks): void {
  hooks = installed;
}

export type ImportResult =
  { readonly ok: true; readonly exports: Record<string, unknown>; readonly source: string } | { readonly ok: false; readonly error: ChokepointError };

/** What the module's code threw, as text, read where the module's code may run (a getter, a Proxy). */
class ModuleThrew extends Error {
  constructor(
    readonly text: string,
    readonly stack: string | undefined,
  ) {
    super(text);
  }
}

/**
 * Imports a judge, suite or version module: compiled and resolved first (`module-graph.ts`: nothing
 * runs, and an import of anything but the contract or a module by path is refused), then evaluated
 * through the hooks. The module's default export is copied to plain data (functions kept) inside
 * the same evaluation, so nothing of the module's is read afterwards. This is the one place judge,
 * suite and version modules are imported.
 */
async function importModule(file: string): Promise<ImportResult> {
  let graph: ModuleGraph;
  try {
    graph = await moduleGraph(file);
  } catch (cause) {
    if (!(cause instanceof ChokepointError)) throw cause;
    return { ok: false, error: cause };
  }
  const entry = graph.modules.get(file)!.compiled;
  try {
    const exports = await hooks.run(file, async () => {
      try {
        const exported = await evaluateGraph(graph, hooks.realm(file), hooks.contract);
        return { default: plainDefinition(exported.default) };
      } catch (thrown) {
        if (thrown instanceof ChokepointError) throw thrown;
        throw new ModuleThrew(thrownText(thrown), thrown instanceof Error ? stackOf(thrown) : undefined);
      }
    });
    return { ok: true, exports, source: entry.source };
  } catch (cause) {
    if (cause instanceof ImportRefused) return { ok: false, error: cause.error };
    if (cause instanceof ChokepointError)
      return { ok: false, error: new ChokepointError(cause.code, cause.message, { file: displayPath(file), ...cause.location }) };
    const where = { file: displayPath(file), ...(cause instanceof ModuleThrew ? stackLocation(entry, cause.stack) : {}) };
    return {
      ok: false,
      error: new ChokepointError('module-load', `module failed to load: ${cause instanceof ModuleThrew ? cause.text : messageOf(cause)}`, where, { cause }),
    };
  }
}

function stackOf(error: Error): string | undefined {
  try {
    return typeof error.stack === 'string' ? error.stack : undefined;
  } catch {
    return undefined;
  }
}

/** The first stack frame inside the module's own code (a top-level `throw`), at its line and column in the source. */
function stackLocation(module: CompiledModule, stack: string | undefined): { line?: number; column?: number } {
  const frame = stack === undefined ? null : new RegExp(`${escapeRegExp(module.file)}:(\\d+):(\\d+)`).exec(stack);
  if (!frame) return {};
  return module.sourcePosition(Number(frame[1]) - WRAPPER_LINES, Number(frame[2])) ?? {};
}

/**
 * Where a judge's exception was thrown (`judges/s/t/1.0.0.ts:12:9`), from its stack: the innermost
 * frame in judge code, that is in a module chokepoint compiled (the task module or a helper it
 * imports), at its line and column in the source; undefined when the stack names none (it was
 * thrown by the contract's own code, or is no Error). Reading the stack may run the thrower's code:
 * call it where that code is bounded.
 */
export function judgeCodeAt(thrown: unknown): string | undefined {
  let stack: string | undefined;
  try {
    stack = thrown instanceof Error ? stackOf(thrown) : undefined;
  } catch {
    return undefined;
  }
  for (const line of (stack ?? '').split('\n')) {
    const frame = /\(?([^\s()]+):(\d+):(\d+)\)?\s*$/.exec(line.trim());
    const module = frame ? compiledModule(frame[1]) : undefined;
    if (!frame || !module) continue;
    const at = module.sourcePosition(Number(frame[2]) - WRAPPER_LINES, Number(frame[3]));
    return at ? `${displayPath(module.file)}:${at.line}:${at.column}` : displayPath(module.file);
  }
  return undefined;
}

/**
 * A thrown value as text, whatever it is: an error's message, a value's text, or what it is when
 * it has none (`Object.create(null)`, an object whose `toString` throws). Reading it may run the
 * thrower's code (a getter, a Proxy): call it where that code is bounded.
 */
export function thrownText(value: unknown): string {
  try {
    return value instanceof Error ? String(value.message) : String(value);
  } catch {
    try {
      if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === null) return 'an object with no text (it has no prototype)';
    } catch {
      // a Proxy that refuses even this: it has no text either
    }
    return 'an object whose text could not be built';
  }
}

/**
 * Imports `file` and checks its default export against `check`. Every problem is pushed to
 * `errors`; `usage` says what the module should export (`export default defineVersion({...})`).
 */
export async function importDefinition<T>(
  file: string,
  check: (value: unknown) => ShapeCheck<T>,
  usage: string,
  errors: ChokepointError[],
): Promise<{ value: T; source: string } | undefined> {
  const imported = await importModule(file);
  if (!imported.ok) {
    errors.push(imported.error);
    return undefined;
  }
  const where = { file: displayPath(file) };
  if (imported.exports.default === undefined) {
    errors.push(new ChokepointError('registration', `no default export: ${usage}`, where));
    return undefined;
  }
  const shape = check(imported.exports.default);
  if (!shape.ok) {
    errors.push(...shapeErrors(shape.issues, imported.source, file));
    return undefined;
  }
  return { value: shape.value, source: imported.source };
}

/** One error per shape issue, each at the line of its field (or of its offending literal) in `source`. */
function shapeErrors(issues: readonly ShapeIssue[], source: string, file: string): ChokepointError[] {
  return issues.map((issue) => {
    const top = topField(issue.field);
    const line = !issue.field
      ? undefined
      : typeof issue.input === 'string' && issue.input !== ''
        ? (lineOfLiteral(source, issue.input, { after: top }) ?? lineOfProperty(source, top))
        : lineOfProperty(source, top);
    return new ChokepointError('registration', issue.message, { file: displayPath(file), line, field: issue.field || undefined });
  });
}

/** The property a field path starts with (`changes` of `changes[2].why`), whose line locates the problem. */
function topField(field: string): string {
  return /^[^.[]+/.exec(field)?.[0] ?? field;
}
