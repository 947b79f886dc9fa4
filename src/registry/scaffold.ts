import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ChokepointError, ChokepointErrors } from '../errors.ts';
import { makeFolder, writeFolder, writeNewFile } from '../output.ts';
import { displayPath, PACKAGE_ROOT } from './paths.ts';

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
}

/** The starter project's files: path in the new project -> content. */
export function starterFiles(): Map<string, string> {
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
      files.set(target, target === 'package.json' ? withOwnVersion(readFileSync(path, 'utf8')) : readFileSync(path, 'utf8'));
    }
  };
  walk(STARTER_PROJECT_DIR);
  return files;
}

/** The project depends on the chokepoint that wrote it. */
function withOwnVersion(packageJson: string): string {
  const { version } = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };
  return packageJson.replace(/("chokepoint":\s*")[^"]*(")/, `$1^${version}$2`);
}

/**
 * Writes the starter project into `dir`. A new or empty folder is written whole (built beside it
 * and renamed into place). In a folder with other things in it, each file is created where none
 * is; a file that is already there with the starter's content is left (an init stopped part-way
 * is completed by running it again), and any other file there is never overwritten: every one is
 * listed and nothing is written.
 */
export async function writeStarterProject(dir: string): Promise<ScaffoldResult> {
  const root = resolve(dir);
  const files = starterFiles();
  const result = { dir: root, files: [...files.keys()].sort() };
  const entries = await readdir(root).catch(() => undefined);
  if (entries === undefined || entries.length === 0) {
    await writeFolder(root, (staging) => writeFiles(staging, files), { field: 'DIR' });
    return result;
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
  await writeFiles(root, new Map([...files].filter(([file]) => !present.some(([p]) => p === file))));
  return result;
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
