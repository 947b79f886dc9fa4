import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ChokepointError, ChokepointErrors } from '../errors.ts';
import { displayPath, PACKAGE_ROOT } from './paths.ts';
import { commonJsProjectTsconfig, installableChokepointSpec, joinPackageJson, PROJECT_FILES, type PackageJsonJoin } from './scaffold-join.ts';

/**
 * `chokepoint init`: a project of one's own, written from the complete small example that
 * docs/authoring.md walks through (docs/example in the package): package.json, tsconfig.json,
 * chokepoint.config.ts, a suite with its environment fixture, one user task, one injection task
 * and the 1.0.0 manifest. It passes `check`, `validate` and `lint` as written.
 */
export const STARTER_PROJECT_DIR = join(PACKAGE_ROOT, 'docs', 'example');

/** Files kept without their leading dot in the package (npm leaves `.gitignore` files out of packages). */
const DOTTED: Readonly<Record<string, string>> = { gitignore: '.gitignore' };

export interface ScaffoldResult {
  /** Absolute path of the project folder. */
  readonly dir: string;
  /** Files written, relative to the project folder, sorted. */
  readonly files: readonly string[];
  /** When the folder held a project (a package.json): what its package.json gained, and the starter files it keeps its own of. */
  readonly joined?: {
    readonly scripts: Readonly<Record<string, string>>;
    readonly devDependencies: Readonly<Record<string, string>>;
    readonly kept: readonly string[];
  };
}

/** The starter project's files: path in the new project -> content; its `chokepoint` dependency one that `dir` can install. */
export function starterFiles(projectDir = '.'): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'runs') walk(path);
        continue;
      }
      if (!entry.isFile() || entry.name.startsWith('.')) continue;
      const rel = relative(STARTER_PROJECT_DIR, path).split(sep).join('/');
      const target = rel.replace(/[^/]+$/, (name) => DOTTED[name] ?? name);
      files.set(target, target === 'package.json' ? withInstallableChokepoint(readFileSync(path, 'utf8'), projectDir) : readFileSync(path, 'utf8'));
    }
  };
  walk(STARTER_PROJECT_DIR);
  return files;
}

/** The project depends on the chokepoint that wrote it, as `dir` can install it. */
function withInstallableChokepoint(packageJson: string, dir: string): string {
  return packageJson.replace(/("chokepoint":\s*")[^"]*(")/, `$1${installableChokepointSpec(dir)}$2`);
}

/**
 * Writes the starter project into `dir` (created if needed). In a folder that holds a project (a
 * package.json), the project keeps its own package.json, tsconfig.json and .gitignore: the suite,
 * versions and config are added and the package.json gains the scripts and dev dependencies it
 * lacks (`joinPackageJson`), written last. Refuses, listing every one, files that exist already.
 */
export async function writeStarterProject(dir: string): Promise<ScaffoldResult> {
  const root = resolve(dir);
  const files = starterFiles(root);
  const project = join(root, 'package.json');
  let join_: PackageJsonJoin | undefined;
  let kept: string[] = [];
  if (existsSync(project)) {
    join_ = joinPackageJson(readFileSync(project, 'utf8'), project, JSON.parse(files.get('package.json')!) as Record<string, never>);
    kept = PROJECT_FILES.filter((file) => file !== 'package.json' && existsSync(join(root, file)));
    for (const file of [...kept, 'package.json']) files.delete(file);
    const tsconfig = files.get('tsconfig.json');
    if (tsconfig !== undefined && !join_.esm) files.set('tsconfig.json', commonJsProjectTsconfig(tsconfig));
  }
  const existing = [...files.keys()].filter((file) => existsSync(join(root, file)));
  if (existing.length > 0) {
    throw new ChokepointErrors(
      existing.map(
        (file) =>
          new ChokepointError('usage', 'already exists: init writes a new project and never overwrites a file', { file: displayPath(join(root, file)) }),
      ),
    );
  }
  for (const [file, content] of files) {
    const target = join(root, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, content, { flag: 'wx' });
  }
  if (!join_) return { dir: root, files: [...files.keys()].sort() };
  // The project's own file: replaced whole (a sibling renamed over it), never left half-written.
  const temporary = `${project}.chokepoint-init-${process.pid}`;
  await writeFile(temporary, join_.text, { flag: 'wx' });
  await rename(temporary, project);
  return { dir: root, files: [...files.keys()].sort(), joined: { scripts: join_.scripts, devDependencies: join_.devDependencies, kept } };
}
