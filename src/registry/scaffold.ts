import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ChokepointError, ChokepointErrors } from '../errors.ts';
import { makeFolder, writeFileAtomic, writeFolder, writeNewFile } from '../output.ts';
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
 * Writes the starter project into `dir`. A new or empty folder is written whole (built beside it
 * and renamed into place). In a folder that holds a project (a package.json), the project keeps its
 * own package.json, tsconfig.json and .gitignore: the suite, versions and config are added and the
 * package.json gains the scripts and dev dependencies it lacks (`joinPackageJson`), replaced last
 * and atomically. In a folder with other things in it, each file is created where none is; a file
 * that is already there with the starter's content is left (an init stopped part-way is completed
 * by running it again), and any other file there is never overwritten: every one is listed and
 * nothing is written.
 */
export async function writeStarterProject(dir: string): Promise<ScaffoldResult> {
  const root = resolve(dir);
  const files = starterFiles(root);
  const entries = await readdir(root).catch(() => undefined);
  if (entries === undefined || entries.length === 0) {
    await writeFolder(root, (staging) => writeFiles(staging, files), { field: 'DIR' });
    return { dir: root, files: [...files.keys()].sort() };
  }
  const project = join(root, 'package.json');
  let joined: PackageJsonJoin | undefined;
  let kept: string[] = [];
  if (existsSync(project)) {
    joined = joinPackageJson(readFileSync(project, 'utf8'), project, JSON.parse(files.get('package.json')!) as Record<string, never>);
    kept = PROJECT_FILES.filter((file) => file !== 'package.json' && existsSync(join(root, file)));
    for (const file of [...kept, 'package.json']) files.delete(file);
    const tsconfig = files.get('tsconfig.json');
    if (tsconfig !== undefined && !joined.esm) files.set('tsconfig.json', commonJsProjectTsconfig(tsconfig));
  }
  const present = [...files].filter(([file]) => existsSync(join(root, file)));
  const conflicts = [
    ...present.filter(([file, content]) => !holds(join(root, file), content)).map(([file]) => [file, 'already exists']),
    ...[...files.keys()].flatMap((file) => blockedBy(root, file).map((folder) => [folder, 'exists and is not a folder'])),
  ];
  // Every file there already: this is a project, not one to complete.
  const refused = conflicts.length > 0 ? conflicts : present.length === files.size ? present.map(([file]) => [file, 'already exists']) : [];
  if (refused.length > 0) {
    throw new ChokepointErrors(
      [...new Map(refused.map(([file, why]) => [file, why])).entries()].map(
        ([file, why]) => new ChokepointError('usage', `${why}: init writes a new project and never overwrites a file`, { file: displayPath(join(root, file)) }),
      ),
    );
  }
  const written = [...files.keys()].sort();
  await writeFiles(root, new Map([...files].filter(([file]) => !present.some(([p]) => p === file))));
  if (!joined) return { dir: root, files: written };
  // The project's own file: replaced whole (a sibling renamed over it), never left half-written.
  await writeFileAtomic(project, joined.text);
  return { dir: root, files: written, joined: { scripts: joined.scripts, devDependencies: joined.devDependencies, kept } };
}

async function writeFiles(root: string, files: ReadonlyMap<string, string>): Promise<void> {
  for (const [file, content] of files) {
    const target = join(root, file);
    await makeFolder(dirname(target));
    await writeNewFile(target, content);
  }
}

function holds(file: string, content: string): boolean {
  try {
    return readFileSync(file, 'utf8') === content;
  } catch {
    return false;
  }
}

/** The first folder on the way to `file` (below `root`) that exists as something other than a folder, if any. */
function blockedBy(root: string, file: string): string[] {
  const parts = file.split('/').slice(0, -1);
  for (let i = 1; i <= parts.length; i++) {
    const folder = parts.slice(0, i).join('/');
    const info = statSync(join(root, folder), { throwIfNoEntry: false });
    if (info === undefined) return [];
    if (!info.isDirectory()) return [folder];
  }
  return [];
}
