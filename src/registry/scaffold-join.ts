import { readFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { ChokepointError } from '../errors.ts';
import { displayPath, PACKAGE_ROOT, packageVersion } from './paths.ts';

/**
 * `chokepoint init` in a folder that already holds a project (a package.json): the starter's suite,
 * versions and config are added, and the project's package.json gains the scripts and dev
 * dependencies it lacks. Nothing else of the project is changed: its tsconfig.json, .gitignore,
 * `type`, name and every existing script and dependency stay as they are.
 */

/** Starter files a project keeps its own of: left out when the project has them. */
export const PROJECT_FILES: readonly string[] = ['package.json', 'tsconfig.json', '.gitignore'];

export interface PackageJsonJoin {
  /** The new package.json text, in the project's own indentation. */
  readonly text: string;
  /** Scripts added, name -> command (a starter script whose name the project uses runs as `chokepoint:<name>`). */
  readonly scripts: Readonly<Record<string, string>>;
  readonly devDependencies: Readonly<Record<string, string>>;
  /** Whether the project's `.ts` files are ES modules to TypeScript (`"type": "module"`). */
  readonly esm: boolean;
}

type Manifest = Record<string, unknown> & {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/** A package.json as an object, or one error naming it. */
function readManifest(text: string, file: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw new ChokepointError('usage', `not valid JSON, so init cannot add its scripts: ${(cause as Error).message}`, { file: displayPath(file) });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ChokepointError('usage', 'not a JSON object, so init cannot add its scripts', { file: displayPath(file) });
  }
  return value as Manifest;
}

const dependencyFields = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'] as const;

/**
 * The project's package.json with the starter's scripts and dev dependencies it lacks. A script
 * name the project already uses for another command gets the starter's under `chokepoint:<name>`;
 * a dependency the project lists in any field is left as it is.
 */
export function joinPackageJson(projectText: string, file: string, starter: Manifest): PackageJsonJoin {
  const project = readManifest(projectText, file);
  const scripts: Record<string, string> = {};
  const own = project.scripts ?? {};
  for (const [name, command] of Object.entries(starter.scripts ?? {})) {
    if (Object.values(own).includes(command)) continue;
    const free = [name, `chokepoint:${name}`].find((candidate) => !(candidate in own));
    if (free !== undefined) scripts[free] = command;
  }
  const devDependencies: Record<string, string> = {};
  for (const [name, range] of Object.entries(starter.devDependencies ?? {})) {
    if (!dependencyFields.some((field) => project[field]?.[name] !== undefined)) devDependencies[name] = range;
  }
  const joined: Manifest = { ...project };
  if (Object.keys(scripts).length > 0) joined.scripts = { ...own, ...scripts };
  if (Object.keys(devDependencies).length > 0) joined.devDependencies = { ...project.devDependencies, ...devDependencies };
  const indent = /^[ \t]+(?=")/m.exec(projectText)?.[0] ?? '  ';
  const text = `${JSON.stringify(joined, null, indent)}${projectText.endsWith('\n') ? '\n' : ''}`;
  return { text, scripts, devDependencies, esm: project.type === 'module' };
}

/**
 * The starter's tsconfig.json for a project whose `.ts` files TypeScript reads as CommonJS (no
 * `"type": "module"`): under NodeNext the judges' imports would be errors there (TS1286), so the
 * modules are type-checked as written (`Preserve`, resolved as a bundler does). chokepoint loads
 * them as ES modules in either project.
 */
export function commonJsProjectTsconfig(tsconfig: string): string {
  return tsconfig.replace('"module": "NodeNext"', '"module": "Preserve"').replace('"moduleResolution": "NodeNext"', '"moduleResolution": "Bundler"');
}

/**
 * The `chokepoint` dependency a new project can install: what the project that installed the
 * running chokepoint depends on (a `file:` tarball or folder re-aimed from `dir`), else the running
 * version's range, which the registry has once it is released.
 */
export function installableChokepointSpec(dir: string): string {
  const fallback = `^${packageVersion()}`;
  if (basename(dirname(PACKAGE_ROOT)) !== 'node_modules') return fallback;
  const installer = dirname(dirname(PACKAGE_ROOT));
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(join(installer, 'package.json'), 'utf8')) as Manifest;
  } catch {
    return fallback;
  }
  const spec = dependencyFields.map((field) => manifest[field]?.chokepoint).find((s) => typeof s === 'string');
  if (spec === undefined) return fallback;
  if (!spec.startsWith('file:')) return spec;
  const target = spec.slice('file:'.length);
  const absolute = isAbsolute(target) ? target : resolve(installer, target);
  const rel = relative(resolve(dir), absolute).split(sep).join('/');
  return `file:${rel.startsWith('.') ? rel : `./${rel}`}`;
}
