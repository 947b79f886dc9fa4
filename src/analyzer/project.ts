import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, resolve, sep } from 'node:path';
import { ts } from './typescript.js';
import { PACKAGE_ROOT } from './registry-parts.ts';
import type { FileProblem } from './types.ts';

/**
 * One TypeScript program for a whole analysis run: every judge module is a root up front, so N
 * files cost one program and one type checker, never N. `chokepoint` resolves to this package's
 * own sources wherever the judges live (a user's folder, a temporary corpus).
 *
 * The compiler is the `typescript` package's API, used directly: the program is created over all
 * roots at once, and the analysis walks compiler nodes and asks the type checker. (ts-morph's
 * per-file wrappers, `Project.addSourceFileAtPath`, cost as much again as parsing: 3.4 s of
 * wrapping for 5,000 judge files against 2.6 s for the whole program; the analyzer no longer
 * depends on it.)
 */
export interface AnalyzerProject {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  sourceFile(file: string): ts.SourceFile | undefined;
  /**
   * Whether a file is library code, whose bodies the analysis never enters: a declaration file,
   * or a module the judges reach only through a package name (`lodash`, `@acme/helpers`). The
   * judge modules themselves, every module they import by a relative or absolute path, and the
   * judge contract (`chokepoint`, read from its source) are analysed, wherever the judges live
   * (under node_modules, behind a symlink, in a monorepo package): the decision never looks at
   * the path.
   */
  readonly isLibrary: (sf: ts.SourceFile) => boolean;
  /** Whether a file is part of the judge contract (the builders, matchers and predicates judges call). */
  readonly isContract: (sf: ts.SourceFile) => boolean;
  /** Syntax and type errors of one file, in source order. */
  problems(file: string): FileProblem[];
}

/**
 * The judge contract, analysed from its TypeScript source (the package ships it beside dist/), so
 * its helpers (`executedCalls`) read the same in a checkout and in an installed package.
 */
const CHOKEPOINT_ENTRY = join(PACKAGE_ROOT, 'src', 'index.ts');

const require = createRequire(import.meta.url);
/** The standard library declarations, from the TypeScript package this one depends on. */
const LIB_DIR = dirname(require.resolve('typescript/lib/lib.d.ts'));
/** The `@types` folder holding Node's types, wherever the package manager placed it (nested or hoisted). */
const NODE_TYPE_ROOT = dirname(dirname(require.resolve('@types/node/package.json')));

/**
 * `nodeTypes`: whether Node's type declarations are in the program. They are most of what a small
 * program parses (2 MiB against 0.5 MiB of the ES2023 library), and judges rarely need them.
 */
export function analyzerCompilerOptions({ nodeTypes = true }: { readonly nodeTypes?: boolean } = {}): ts.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2022,
    // Judges run in Node (worker threads), never in a browser: the ES2023 library (Node 20 has its array methods: findLast, toSorted) and Node's types, no DOM.
    lib: ['lib.es2023.d.ts'],
    // Every judge module is read as ESM whatever package.json (if any) sits above a user's folder.
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    esModuleInterop: true,
    skipLibCheck: true,
    types: nodeTypes ? ['node'] : [],
    typeRoots: [NODE_TYPE_ROOT],
    isolatedModules: true,
    verbatimModuleSyntax: true,
    paths: { chokepoint: [CHOKEPOINT_ENTRY] },
  };
}

/**
 * Files every program of the analyzer reads, parsed once per process and shared by every program
 * after (as TypeScript's language service shares them between its programs): the standard
 * library's declarations, those of installed packages (Node's, zod's), and the judge contract's
 * own sources. They are most of what a program over a few judges parses and binds, and the lint
 * server, the editor integrations and the tests create many programs. A shared file is reused only
 * while its text is the one it was parsed from, so an edited contract source or an upgraded
 * package is parsed again; a judge's own modules are always parsed afresh.
 */
const sharedFiles = new Map<string, { readonly text: string; readonly sf: ts.SourceFile }>();

const CONTRACT_SOURCES = join(PACKAGE_ROOT, 'src') + sep;

function isShared(file: string): boolean {
  return file.startsWith(LIB_DIR + sep) || file.startsWith(CONTRACT_SOURCES) || (/\.d\.[cm]?ts$/.test(file) && file.includes(`${sep}node_modules${sep}`));
}

/**
 * `read`, except that a shared file (`isShared`) is parsed once per process for each text and way of
 * parsing it. A shared file not parsed yet is parsed from the text just read to look it up, as
 * `read` (the compiler host's own) would parse it after reading it again.
 */
function sharingFiles(read: ts.CompilerHost['getSourceFile'], readText: (file: string) => string | undefined): ts.CompilerHost['getSourceFile'] {
  return (name, language, onError, create) => {
    const file = resolve(name);
    if (create || !isShared(file)) return read(name, language, onError, create);
    const text = readText(file);
    if (text === undefined) return read(name, language, onError, create);
    const parsing = typeof language === 'object' ? [language.languageVersion, language.impliedNodeFormat, language.jsDocParsingMode] : [language];
    const key = `${parsing.join(':')}:${file}`;
    const known = sharedFiles.get(key);
    if (known?.text === text) return known.sf;
    const sf = ts.createSourceFile(name, text, language);
    sharedFiles.set(key, { text, sf });
    return sf;
  };
}

export interface AnalyzerProjectSettings {
  readonly nodeTypes?: boolean;
  /** Texts that stand in for files (absolute paths): an editor's unsaved buffer, a fix being tried. */
  readonly sources?: ReadonlyMap<string, string>;
  /**
   * The texts of files already read from the disk (absolute paths), exactly as the compiler reads
   * them, or undefined: the program takes them from here instead of reading the files again.
   */
  readonly readText?: (file: string) => string | undefined;
}

/**
 * As `tsc` does (`changeCompilerHostLikeToUseCache`): a program's host answers each "does this
 * file (folder) exist" once. Module resolution asks it again for every importing folder (each judge
 * in a folder of its own resolves `chokepoint` through `paths` by a stat of the contract's entry):
 * 1,000 judges cost 1,000 stats of one file, about 70 ms, without it.
 */
function rememberingLookups(host: ts.CompilerHost): void {
  const remembering = (ask: (name: string) => boolean): ((name: string) => boolean) => {
    const known = new Map<string, boolean>();
    return (name) => {
      let answer = known.get(name);
      if (answer === undefined) known.set(name, (answer = ask(name)));
      return answer;
    };
  };
  host.fileExists = remembering(host.fileExists.bind(host));
  if (host.directoryExists) host.directoryExists = remembering(host.directoryExists.bind(host));
}

export function createAnalyzerProject(files: readonly string[], settings: AnalyzerProjectSettings = {}): AnalyzerProject {
  const options = analyzerCompilerOptions(settings);
  const host = ts.createCompilerHost(options);
  const readText = settings.readText;
  if (readText) {
    const readFile = host.readFile.bind(host);
    host.readFile = (name) => readText(resolve(name)) ?? readFile(name);
  }
  host.getSourceFile = sharingFiles(host.getSourceFile.bind(host), (file) => host.readFile(file));
  const sources = settings.sources;
  if (sources && sources.size > 0) {
    const fileExists = host.fileExists.bind(host);
    const readFile = host.readFile.bind(host);
    const getSourceFile = host.getSourceFile.bind(host);
    host.fileExists = (name) => sources.has(resolve(name)) || fileExists(name);
    host.readFile = (name) => sources.get(resolve(name)) ?? readFile(name);
    host.getSourceFile = (name, language, onError, create) => {
      const text = sources.get(resolve(name));
      return text === undefined ? getSourceFile(name, language, onError, create) : ts.createSourceFile(name, text, language);
    };
  }
  rememberingLookups(host);
  host.getDefaultLibLocation = () => LIB_DIR;
  host.getDefaultLibFileName = (o) => join(LIB_DIR, ts.getDefaultLibFileName(o));
  // As `tsc` does: JSDoc comments of TypeScript files are parsed only where type errors can depend
  // on them (`@see`, `@link`); the analysis never reads JSDoc, and the library declarations carry a lot.
  host.jsDocParsingMode = ts.JSDocParsingMode.ParseForTypeErrors;
  const program = ts.createProgram({ rootNames: files.filter((f) => existsSync(f) || sources?.has(resolve(f))), options, host });
  const checker = program.getTypeChecker();
  const byPath = new Map<string, ts.SourceFile>();
  for (const sf of program.getSourceFiles()) byPath.set(resolve(sf.fileName), sf);
  const reach = (names: readonly string[]) => importedByPath(program, names, options, host);
  const contract = reach([CHOKEPOINT_ENTRY]);
  const own = new Set([...reach(program.getRootFileNames()), ...contract]);
  return {
    program,
    checker,
    sourceFile: (file) => byPath.get(resolve(file)),
    isLibrary: (sf) => sf.isDeclarationFile || !own.has(sf),
    isContract: (sf) => contract.has(sf),
    problems(file) {
      const sf = byPath.get(resolve(file));
      if (!sf) return [];
      const syntactic = program.getSyntacticDiagnostics(sf);
      if (syntactic.length > 0) return syntactic.map((d) => toProblem(sf, d, 'parse-error'));
      return program.getSemanticDiagnostics(sf).map((d) => toProblem(sf, d, 'type-error'));
    },
  };
}

/** A specifier that names a file (`./helpers.ts`, `../common/x.ts`, `/abs/path.ts`) rather than a package. */
function isPathSpecifier(specifier: string): boolean {
  return /^\.\.?(\/|$)/.test(specifier) || isAbsolute(specifier);
}

/** Module specifiers of a file: static imports and re-exports, `import x = require()`, and `import('...')` with a literal. */
function moduleSpecifiers(sf: ts.SourceFile): string[] {
  const out: string[] = [];
  for (const statement of sf.statements) {
    if (
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      out.push(statement.moduleSpecifier.text);
    } else if (
      ts.isImportEqualsDeclaration(statement) &&
      ts.isExternalModuleReference(statement.moduleReference) &&
      ts.isStringLiteral(statement.moduleReference.expression)
    ) {
      out.push(statement.moduleReference.expression.text);
    }
  }
  if (sf.text.includes('import(')) {
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
        out.push(node.arguments[0].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out;
}

/** The given files and, transitively, every module they import by path (declaration files excluded). */
function importedByPath(program: ts.Program, names: readonly string[], options: ts.CompilerOptions, host: ts.CompilerHost): ReadonlySet<ts.SourceFile> {
  const own = new Set<ts.SourceFile>();
  const queue = names.flatMap((name) => program.getSourceFile(name) ?? []);
  while (queue.length > 0) {
    const sf = queue.pop()!;
    if (own.has(sf) || sf.isDeclarationFile) continue;
    own.add(sf);
    for (const specifier of moduleSpecifiers(sf)) {
      if (!isPathSpecifier(specifier)) continue;
      const resolved = ts.resolveModuleName(specifier, sf.fileName, options, host).resolvedModule;
      const target = resolved && program.getSourceFile(resolved.resolvedFileName);
      if (target) queue.push(target);
    }
  }
  return own;
}

function toProblem(sf: ts.SourceFile, d: ts.Diagnostic, kind: FileProblem['kind']): FileProblem {
  const start = d.start ?? 0;
  const end = start + (d.length ?? 0);
  const a = sf.getLineAndCharacterOfPosition(start);
  const b = sf.getLineAndCharacterOfPosition(end);
  return {
    kind,
    file: resolve(sf.fileName),
    line: a.line + 1,
    column: a.character + 1,
    endLine: b.line + 1,
    endColumn: b.character + 1,
    message: `TS${d.code}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
  };
}
