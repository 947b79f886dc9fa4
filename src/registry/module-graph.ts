import { statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, extname, isAbsolute, resolve as resolvePath } from 'node:path';
import { ChokepointError } from '../errors.ts';
import { readInputText } from '../io.ts';
import { compileModule, type CompiledModule, type SourcePosition } from './compile-module.ts';
import { displayPath } from './paths.ts';

/**
 * A judge, suite or version module and every module it imports, compiled, resolved and checked
 * before any of its code runs. Module loading does not go through Node's: a module imports the
 * judge contract (`'chokepoint'`) and other modules by relative path, nothing else. A Node
 * built-in or a package is a registration error naming the import, so judge code gets no
 * authority from its imports; what it may reach at run time is what the evaluator gives it.
 */

/** The one package name a module may import: the judge contract, given by the evaluator. */
const CONTRACT = 'chokepoint';

const ONLY = "judge modules import only 'chokepoint' and modules by relative path";

export interface ModuleGraph {
  readonly entry: string;
  /** Every module of the graph by absolute path, each with its resolved imports. */
  readonly modules: ReadonlyMap<string, GraphModule>;
}

export interface GraphModule {
  readonly compiled: CompiledModule;
  /** Specifier as written -> absolute file, or CONTRACT. */
  readonly imports: ReadonlyMap<string, string>;
}

/**
 * Runs one module's compiled code: `require` hands out what the module imports, and the
 * module's exports go on `module.exports`. It resolves when the module's top-level code (its
 * top-level `await`s included) is done.
 */
export type ModuleEvaluator = (module: CompiledModule, require: (specifier: string) => unknown, record: { exports: unknown }) => Promise<void>;

/** Extensions tried for an import without one, and the TypeScript file a `.js` import names. */
const TYPESCRIPT_FOR: Readonly<Record<string, string>> = { '.js': '.ts', '.mjs': '.mts', '.cjs': '.cts' };
const LOADABLE = new Set(['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json']);

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file a relative (or absolute) specifier names, as TypeScript resolves module imports. */
function resolveFile(specifier: string, importer: string): string | undefined {
  const base = resolvePath(dirname(importer), specifier);
  const ext = extname(base);
  const candidates = LOADABLE.has(ext)
    ? [...(TYPESCRIPT_FOR[ext] ? [base.slice(0, -ext.length) + TYPESCRIPT_FOR[ext]] : []), base]
    : [`${base}.ts`, `${base}.mts`, `${base}.cts`, `${base}/index.ts`];
  return candidates.find(isFile);
}

/** What a specifier is, or why it is refused. */
function resolveImport(specifier: string, importer: string): { readonly file: string } | { readonly refused: string } {
  if (specifier === CONTRACT) return { file: CONTRACT };
  if (specifier.startsWith('.') || isAbsolute(specifier)) {
    const file = resolveFile(specifier, importer);
    return file ? { file } : { refused: `imports ${specifier}, which does not exist` };
  }
  if (isBuiltin(specifier)) return { refused: `imports ${specifier}, a Node built-in: ${ONLY}` };
  return { refused: `imports ${specifier}, a package: ${ONLY}` };
}

class GraphError extends Error {
  constructor(
    readonly reason: string,
    readonly at: SourcePosition | undefined,
  ) {
    super(reason);
  }
}

async function compiled(file: string): Promise<CompiledModule> {
  const source = await readInputText(file, { display: displayPath(file) });
  if (extname(file) === '.json') {
    // Data: a module whose default export is the parsed file.
    let data: unknown;
    try {
      data = JSON.parse(source);
    } catch {
      throw new GraphError('is not valid JSON', undefined);
    }
    return compiledText(file, `export default ${JSON.stringify(data)};\n`);
  }
  return compiledText(file, source);
}

function compiledText(file: string, source: string): CompiledModule {
  const result = compileModule(file, source);
  if (!result.ok) throw new GraphError(`syntax error: ${result.syntax.message}`, result.syntax);
  return result.module;
}

/**
 * Reads, compiles and resolves `entry` and everything it imports. A problem anywhere is one error
 * of the entry module: at the import when the entry's own import is refused, otherwise naming
 * the imported module that has it.
 */
export async function moduleGraph(entry: string): Promise<ModuleGraph> {
  const modules = new Map<string, GraphModule>();
  const problem = (file: string, error: GraphError): ChokepointError => {
    const where = { file: displayPath(entry) };
    const code = error.reason.includes(ONLY) ? 'registration' : 'module-load';
    if (file === entry) return new ChokepointError(code, error.reason, { ...where, ...(error.at ?? {}) });
    const at = error.at ? ` at ${error.at.line}:${error.at.column}` : '';
    const what = error.reason.startsWith('syntax error: ') ? `has a syntax error${at}: ${error.reason.slice('syntax error: '.length)}` : error.reason;
    return new ChokepointError(code, `imports ${displayPath(file)}, which ${what}`, where);
  };
  const visit = async (file: string): Promise<void> => {
    if (modules.has(file)) return;
    let module: CompiledModule;
    try {
      module = await compiled(file);
    } catch (error) {
      if (error instanceof GraphError) throw problem(file, error);
      if (error instanceof ChokepointError && file !== entry)
        throw new ChokepointError(error.code, `imports ${displayPath(file)}: ${error.message}`, { file: displayPath(entry) });
      throw error;
    }
    const imports = new Map<string, string>();
    modules.set(file, { compiled: module, imports });
    for (const { specifier, at } of module.requires) {
      const resolved = resolveImport(specifier, file);
      if ('refused' in resolved) throw problem(file, new GraphError(resolved.refused, at));
      imports.set(specifier, resolved.file);
    }
    for (const target of imports.values()) if (target !== CONTRACT) await visit(target);
  };
  await visit(entry);
  return { entry, modules };
}

/**
 * Evaluates a graph: each module once, the modules it imports first (a cycle sees the exports
 * filled so far, as in CommonJS). Returns the entry's exports.
 */
export async function evaluateGraph(graph: ModuleGraph, evaluate: ModuleEvaluator, contract: unknown): Promise<Record<string, unknown>> {
  const records = new Map<string, { exports: unknown }>();
  const run = async (file: string): Promise<void> => {
    if (records.has(file)) return;
    const { compiled: module, imports } = graph.modules.get(file)!;
    const record: { exports: unknown } = { exports: {} };
    records.set(file, record);
    for (const target of imports.values()) if (target !== CONTRACT) await run(target);
    const require = (specifier: string): unknown => {
      const target = imports.get(specifier);
      if (target === CONTRACT) return contract;
      if (target !== undefined) return records.get(target)!.exports;
      throw new Error(`cannot import ${JSON.stringify(specifier)}: ${ONLY}, named literally`);
    };
    await evaluate(module, require, record);
  };
  await run(graph.entry);
  return records.get(graph.entry)!.exports as Record<string, unknown>;
}
