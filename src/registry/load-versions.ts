import { basename, join } from 'node:path';
import { ChokepointError } from '../errors.ts';
import { importDefinition } from './import-module.ts';
import { listDir } from './list-dir.ts';
import { compareVersions, isSemver, sameVersion } from './order.ts';
import { displayPath } from './paths.ts';
import { checkManifest } from './shapes.ts';
import { lineOfProperty } from './source-location.ts';
import type { LoadedManifest } from './types.ts';

/**
 * Loads `versions/<semver>.ts`; every problem goes to `errors`, good manifests are returned
 * semver-ascending. The versions of manifest files that were reported and left out go to `rejected`,
 * so that definitions at those versions are not reported again as having no manifest.
 */
export async function loadManifests(versionsDir: string, errors: ChokepointError[], rejected: string[] = []): Promise<LoadedManifest[]> {
  const entries = await listDir(versionsDir, errors);
  const loaded = await Promise.all(
    entries.map(async (entry) => {
      const manifest = await loadManifest(join(versionsDir, entry.name), entry.isFile(), errors);
      const stem = entry.name.replace(/\.ts$/, '');
      if (!manifest && entry.isFile() && isSemver(stem)) rejected.push(stem);
      return manifest;
    }),
  );
  const manifests = loaded.filter((m): m is LoadedManifest => m !== undefined);
  manifests.sort((a, b) => compareVersions(a.manifest.version, b.manifest.version));
  return dropDuplicates(manifests, errors);
}

async function loadManifest(file: string, isFile: boolean, errors: ChokepointError[]): Promise<LoadedManifest | undefined> {
  const name = basename(file);
  const where = { file: displayPath(file) };
  if (!isFile || !name.endsWith('.ts')) {
    errors.push(new ChokepointError('registration', 'unexpected entry in the versions folder: it holds only <semver>.ts manifests', where));
    return undefined;
  }
  const stem = name.slice(0, -'.ts'.length);
  if (!isSemver(stem)) {
    errors.push(new ChokepointError('registration', `manifest file name "${stem}" is not a semantic version (e.g. 1.2.0)`, where));
    return undefined;
  }
  const loaded = await importDefinition(file, checkManifest, 'a manifest module must `export default defineVersion({...})`', errors);
  if (!loaded) return undefined;
  if (loaded.value.version !== stem) {
    errors.push(
      new ChokepointError('registration', `manifest version "${loaded.value.version}" differs from its file name "${stem}"`, {
        ...where,
        line: lineOfProperty(loaded.source, 'version'),
        field: 'version',
      }),
    );
    return undefined;
  }
  return { manifest: loaded.value, file, source: loaded.source };
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
