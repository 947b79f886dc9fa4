/**
 * A commit's tree to time against this checkout's (`bench/harness.ts --baseline`,
 * `bench/analyzer.ts --baseline`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This checkout's root. */
export const HERE = fileURLToPath(new URL('..', import.meta.url));

export const git = (...args: string[]) => execFileSync('git', args, { cwd: HERE, encoding: 'utf8' }).trim();

/**
 * REF's tree in a temporary folder, extracted with `git archive` (no worktree, no checkout of
 * this repository changes). Its node_modules is its own folder: when every dependency REF pins is
 * pinned the same here, a link to each of this checkout's packages (not to the whole folder, so
 * that `node_modules/.cache`, where a checkout keeps its worker bundles, is the tree's own and each
 * tree runs its workers from a bundle of its own sources); else its own `npm ci`. (Until 3 December
 * the folder was one link to this checkout's node_modules, so both trees shared one bundle manifest:
 * the `-own-cache` suffix keeps such trees, perhaps in use by another run, apart.)
 */
export function baselineTree(ref: string): { root: string; commit: string } {
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const root = join(tmpdir(), `chokepoint-bench-baseline-${commit.slice(0, 12)}-own-cache`);
  // Ready, unless a package link points into a checkout since removed (a worktree merged and deleted).
  if (existsSync(join(root, '.bench-ready')) && existsSync(join(root, 'node_modules', '.package-lock.json'))) return { root, commit };
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  process.stderr.write(`extracting ${ref} (${commit.slice(0, 12)}) into ${root}\n`);
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "${root}"`], { cwd: HERE, stdio: 'inherit' });
  const pins = (dir: string): Record<string, string> => {
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    return { ...pkg.dependencies, ...pkg.devDependencies };
  };
  const ours = pins(HERE);
  const theirs = pins(root);
  if (Object.entries(theirs).every(([name, version]) => ours[name] === version)) {
    mkdirSync(join(root, 'node_modules'));
    for (const entry of readdirSync(join(HERE, 'node_modules')))
      if (entry !== '.cache') symlinkSync(join(HERE, 'node_modules', entry), join(root, 'node_modules', entry));
  } else execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  writeFileSync(join(root, '.bench-ready'), `${commit}\n`);
  return { root, commit };
}
