import { join } from 'node:path';
import { ChokepointError } from '../errors.ts';
import { importDefinition } from './import-module.ts';
import { listDir } from './list-dir.ts';
import { compareVersions, isSemver, sameVersion } from './order.ts';
import { displayPath } from './paths.ts';
import { checkManifest } from './shapes.ts';
import { lineOfProperty } from './source-location.ts';
import type { LoadedManifest } from './types.ts';

/** The manifest files of a versions folder (`<semver>.ts`), read without loading them; other entries are errors. */
export async function manifestFiles(versionsDir: string, errors: ChokepointError[]): Promise<{ readonly file: string; readonly version: string }[]> {
  return (await listDir(versionsDir, errors)).flatMap((entry) => {
    const file = join(versionsDir, entry.name);
    const where = { file: displayPath(file) };
    if (!entry.isFile() || !entry.name.endsWith('.ts')) {
      errors.push(new ChokepointError('registration', 'unexpected entry in the versions folder: it holds only <semver>.ts manifests', where));
      return [];
    }
    const stem = entry.name.slice(0, -'.ts'.length);
    if (!isSemver(stem)) {
      errors.push(new ChokepointError('registration', `manifest file name "${stem}" is not a semantic version (e.g. 1.2.0)`, where));
      return [];
    }
    return [{ file, version: stem }];
  });
}

/**
 * Loads `versions/<semver>.ts`; every problem goes to `errors`, good manifests are returned
 * semver-ascending. The versions of manifest files that were reported and left out go to `rejected`,
 * so that definitions at those versions are not reported again as having no manifest.
 */
export async function loadManifests(versionsDir: string, errors: ChokepointError[], rejected: string[] = []): Promise<LoadedManifest[]> {
  const files = await manifestFiles(versionsDir, errors);
  const loaded = await Promise.all(
    files.map(async ({ file, version }) => {
      const manifest = await loadManifest(file, version, errors);
      if (!manifest) rejected.push(version);
      return manifest;
    }),
  );
  return sortManifests(
    loaded.filter((m): m is LoadedManifest => m !== undefined),
    errors,
  );
}

/** Semver-ascending, one per version (a second manifest of the same version is an error). */
export function sortManifests(manifests: LoadedManifest[], errors: ChokepointError[]): LoadedManifest[] {
  manifests.sort((a, b) => compareVersions(a.manifest.version, b.manifest.version));
  return dropDuplicates(manifests, errors);
}

async function loadManifest(file: string, stem: string, errors: ChokepointError[]): Promise<LoadedManifest | undefined> {
  const loaded = await importDefinition(file, checkManifest, 'a manifest module must `export default defineVersion({...})`', errors);
  if (!loaded) return undefined;
  return versionMatchesFile(loaded.value, stem, loaded.source, file, errors) ? { manifest: loaded.value, file, source: loaded.source } : undefined;
}

export function versionMatchesFile(manifest: { readonly version: string }, stem: string, source: string, file: string, errors: ChokepointError[]): boolean {
  const where = { file: displayPath(file) };
  if (manifest.version !== stem) {
    errors.push(
      new ChokepointError('registration', `manifest version "${manifest.version}" differs from its file name "${stem}"`, {
        ...where,
        line: lineOfProperty(source, 'version'),
        field: 'version',
      }),
    );
    return false;
  }
  return true;
}

function dropDuplicates(sorted: LoadedManifest[], errors: ChokepointError[]): LoadedManifest[] {
  const kept: LoadedManifest[] = [];
  for (const entry of sorted) {
    const previous = kept.at(-1);
    if (previous && sameVersion(previous.manifest.version, entry.manifest.version)) {
      errors.push(
        new ChokepointError(
          'registration',
          `manifest ${entry.manifest.version} names the same version as ${displayPath(previous.file)} (build metadata does not make a new version)`,
          { file: displayPath(entry.file) },
        ),
      );
      continue;
    }
    kept.push(entry);
  }
  return kept;
}
