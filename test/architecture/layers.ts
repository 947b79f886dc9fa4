import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * The layer rule of docs/architecture.md, as data: a module (a folder of `src/`, or a file at its
 * top) imports only modules of layers below its own; modules of one layer do not import each other.
 * Lowest first.
 */
export const LAYERS: readonly (readonly string[])[] = [
  ['errors', 'rendering'], // leaves
  ['io', 'output'], // reading input files, writing output files and folders; with errors of the leaves
  ['contract'], // core
  ['index'], // the package's root entry: the judge contract and its errors
  ['environment'],
  ['registry'],
  ['sandbox'],
  ['stats'], // engines
  ['analyzer', 'runs'],
  ['harness'],
  ['validate', 'rescore', 'interop', 'eslint'],
  ['reports', 'viewer'], // apps
  ['cli'],
];

/** Packages only some modules may import: the CLI framework stays in the CLI. */
export const PACKAGE_OWNERS: Readonly<Record<string, readonly string[]>> = {
  commander: ['cli'],
};

export interface ImportEdge {
  /** Paths relative to the scanned root's parent, with forward slashes: `src/cli/main.ts`. */
  readonly from: string;
  readonly to: string;
  /** As written: a relative path or a package name. */
  readonly specifier: string;
  /** `import type`, `export type`, or every name marked `type`: nothing of it is loaded at run time. */
  readonly typeOnly?: boolean;
}

/** Every import, re-export and dynamic `import()` of the TypeScript files under `root`. */
export function importEdges(root: string): ImportEdge[] {
  const base = dirname(root);
  const edges: ImportEdge[] = [];
  for (const file of typescriptFiles(root)) {
    const from = slash(relative(base, file));
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    const add = (fileName: string, typeOnly: boolean) => {
      const to = fileName.startsWith('.') ? slash(relative(base, normalize(join(dirname(file), fileName)))) : packageName(fileName);
      edges.push({ from, to, specifier: fileName, typeOnly });
    };
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) add(node.moduleSpecifier.text, importIsTypeOnly(node.importClause));
      else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
        add(
          node.moduleSpecifier.text,
          node.isTypeOnly || (!!node.exportClause && ts.isNamedExports(node.exportClause) && node.exportClause.elements.every((e) => e.isTypeOnly)),
        );
      else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference) && ts.isStringLiteral(node.moduleReference.expression))
        add(node.moduleReference.expression.text, node.isTypeOnly);
      else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      )
        add(node.arguments[0].text, false);
      else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal))
        add(node.argument.literal.text, true);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return edges.sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

function importIsTypeOnly(clause: ts.ImportClause | undefined): boolean {
  if (!clause) return false;
  if (clause.isTypeOnly) return true;
  const named = clause.namedBindings;
  return !clause.name && !!named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
}

function typescriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? typescriptFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []))
    .sort();
}

const slash = (path: string) => path.split(sep).join('/');

/** `node:fs` -> `node:fs`, `@scope/pkg/sub` -> `@scope/pkg`, `pkg/sub` -> `pkg`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** `src/cli/main.ts` -> `cli`; `src/errors.ts` -> `errors`; null for a package. */
export function moduleOf(path: string): string | null {
  const parts = path.split('/');
  if (parts.length < 2 || !path.endsWith('.ts')) return null;
  return parts.length === 2 ? parts[1].slice(0, -3) : parts[1];
}

/** One line per import that breaks the layer rule, e.g. `src/stats/x.ts -> src/cli/main.ts: stats (layer 5) imports cli (layer 10)`. */
export function layerViolations(edges: readonly ImportEdge[], layers: readonly (readonly string[])[] = LAYERS, owners = PACKAGE_OWNERS): string[] {
  const rank = new Map(layers.flatMap((modules, i) => modules.map((m) => [m, i] as const)));
  const out: string[] = [];
  for (const edge of edges) {
    const from = moduleOf(edge.from);
    if (from === null) continue;
    if (!rank.has(from)) {
      out.push(`${edge.from}: module ${from} is in no layer (add it to LAYERS and docs/architecture.md)`);
      continue;
    }
    const to = moduleOf(edge.to);
    if (to === null) {
      const allowed = owners[edge.to];
      if (allowed && !allowed.includes(from)) out.push(`${edge.from} -> ${edge.to}: only ${allowed.join(', ')} may import ${edge.to}`);
      continue;
    }
    if (to === from) continue;
    const a = rank.get(from)!;
    const b = rank.get(to);
    if (b === undefined) out.push(`${edge.from} -> ${edge.to}: module ${to} is in no layer`);
    else if (b >= a)
      out.push(`${edge.from} -> ${edge.to}: ${from} (layer ${a + 1}) imports ${to} (layer ${b + 1}); a module imports only layers below its own`);
  }
  return [...new Set(out)];
}

/** Strongly connected groups of files (Tarjan), each sorted, only those that form a cycle. */
export function fileCycles(edges: readonly ImportEdge[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (!to.endsWith('.ts')) continue;
    graph.set(from, [...(graph.get(from) ?? []), to]);
    if (!graph.has(to)) graph.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)!) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node)!.includes(node)) cycles.push(group.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * Imports between modules allowed past the entry (`from -> to`), each because the entry would load
 * what the importer must not. At most a tenth of the value imports between modules (the layer test).
 */
const LINT_STARTS_LIGHT =
  'lint loads neither the registry entry (its loaders, checks and scaffolding) nor the environment entry (its tools and SQLite engine): 271 modules at its start instead of 315';

export const DEEP_IMPORTS: Readonly<Record<string, string>> = {
  'src/cli/main.ts -> src/registry/paths.ts': 'every start of the CLI (--version) reads the version without loading the registry',
  'src/cli/main.ts -> src/registry/project.ts': 'loaded lazily, for the verbs that look for a project',
  'src/cli/options.ts -> src/sandbox/limits.ts': 'every verb declares its options without loading the sandbox (power, lint run no judge code)',
  'src/cli/commands/lint.ts -> src/validate/confirm.ts': 'loaded lazily, only by lint --confirm',
  'src/stats/any-attack.ts -> src/registry/order.ts': 'stats is pure math: power loads no registry',
  'src/stats/metrics.ts -> src/registry/order.ts': 'stats is pure math: power loads no registry',
  'src/rescore/reporters/flips.ts -> src/analyzer/reporters/diff.ts': 'rescore and ablation never load the TypeScript compiler (the analyzer entry does)',
  'src/validate/context.ts -> src/harness/feasibility/support.ts': 'validate calls no model: the harness entry loads the OpenAI client',
  'src/validate/context.ts -> src/harness/sql.ts': 'validate calls no model: the harness entry loads the OpenAI client',
  'src/validate/lab.ts -> src/harness/feasibility/support.ts': 'validate calls no model: the harness entry loads the OpenAI client',
  'src/validate/lab.ts -> src/harness/run/judging.ts': 'validate calls no model: the harness entry loads the OpenAI client',
  'src/harness/run/judging.ts -> src/analyzer/local-modules.ts':
    'whether a judge module names `steps` at all is read without loading the TypeScript compiler (the analyzer entry does)',
  'src/validate/payload.ts -> src/harness/feasibility/support.ts': 'validate calls no model: the harness entry loads the OpenAI client',
  'src/validate/reference.ts -> src/harness/feasibility/support.ts': 'validate calls no model: the harness entry loads the OpenAI client',
  'src/sandbox/thread.ts -> src/registry/package-resolution.ts':
    "the registry entry is public (chokepoint/registry): starting the package's worker threads is internal, and its Node types must not reach a library user's type check",
  'src/analyzer/registry-parts.ts -> src/environment/json-location.ts': LINT_STARTS_LIGHT,
  'src/analyzer/registry-parts.ts -> src/registry/linear-pattern.ts': LINT_STARTS_LIGHT,
  'src/analyzer/registry-parts.ts -> src/registry/order.ts': LINT_STARTS_LIGHT,
  'src/analyzer/registry-parts.ts -> src/registry/paths.ts': LINT_STARTS_LIGHT,
  'src/analyzer/registry-parts.ts -> src/registry/resolve.ts': LINT_STARTS_LIGHT,
  'src/analyzer/registry-parts.ts -> src/registry/static-manifest.ts': LINT_STARTS_LIGHT,
  'src/analyzer/registry-parts.ts -> src/registry/suggest.ts': LINT_STARTS_LIGHT,
  'src/cli/commands/lint.ts -> src/registry/paths.ts': LINT_STARTS_LIGHT,
  'src/cli/commands/lint.ts -> src/registry/project.ts': LINT_STARTS_LIGHT,
  'src/cli/commands/lint.ts -> src/registry/suggest.ts': LINT_STARTS_LIGHT,
  'src/registry/literal-module.ts -> src/environment/json-location.ts':
    'reading a config or a literal module needs the JSON locations, not the environment entry (its tools and SQLite engine), which lint never loads',
  'src/registry/project.ts -> src/environment/json-location.ts':
    'reading a config or a literal module needs the JSON locations, not the environment entry (its tools and SQLite engine), which lint never loads',
  'src/analyzer/lint-analysis.ts -> src/registry/package-resolution.ts':
    "the registry entry is public (chokepoint/registry): starting the package's worker threads is internal, and its Node types must not reach a library user's type check",
};

/** The one file through which other modules import a folder module: its `index.ts` (the AgentDojo interop's own folder for `interop`). */
export const ENTRIES: Readonly<Record<string, string>> = { interop: 'src/interop/agentdojo/index.ts' };
const entryOf = (module: string) => ENTRIES[module] ?? `src/${module}/index.ts`;

/**
 * Imports between modules that go past the entry of a folder module to a file inside it (`from ->
 * to`), except `allowed` ones. File modules (`src/errors.ts`) are their own entry.
 */
export function entryBypasses(edges: readonly ImportEdge[], allowed: Readonly<Record<string, string>> = {}): ImportEdge[] {
  return betweenFolderModules(edges).filter((e) => e.to !== entryOf(moduleOf(e.to)!) && !Object.hasOwn(allowed, `${e.from} -> ${e.to}`));
}

/** Imports from one module into a folder module (the ones that have an entry to go through). */
export function betweenFolderModules(edges: readonly ImportEdge[]): ImportEdge[] {
  return edges.filter((e) => {
    const from = moduleOf(e.from);
    const to = moduleOf(e.to);
    return from !== null && to !== null && from !== to && e.to.split('/').length > 2;
  });
}
