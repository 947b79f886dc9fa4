import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { ChokepointError, ChokepointErrors } from '../errors.ts';
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

/** Writes the starter project into `dir` (created if needed). Refuses, listing every one, files that exist already. */
export async function writeStarterProject(dir: string): Promise<ScaffoldResult> {
  const root = resolve(dir);
  const files = starterFiles();
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
  return { dir: root, files: [...files.keys()].sort() };
}
