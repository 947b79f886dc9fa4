import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import gt from 'semver/functions/gt.js';
import gte from 'semver/functions/gte.js';
import lt from 'semver/functions/lt.js';
import valid from 'semver/functions/valid.js';
import type { VersionManifest } from '../contract/index.ts';
import { ChokepointErrors } from '../errors.ts';
import { compareVersions, readManifestStatically } from './registry-parts.ts';
import type { JudgeKind } from './types.ts';

/**
 * The defects the version manifests document for a task module, for `lint`: a finding they list
 * for that judge is `known` (shown, counted apart, not failing). A defect applies from the manifest
 * that lists it until the task's definition is replaced, as on a full load; manifests are read
 * statically (lint never runs the code of a pull request).
 */
export interface KnownDefectNote {
  /** The manifest that documents it. */
  readonly version: string;
  readonly note: string;
}

/** A task module in the benchmark layout: `<judges>/<suite>/<task>/<semver>.ts`. */
interface TaskModule {
  readonly judgesDir: string;
  readonly taskDir: string;
  readonly task: string;
  readonly version: string;
}

export class KnownDefects {
  private readonly manifests = new Map<string, readonly VersionManifest[]>();

  /** `versionsDirOf(judgesDir)`: where the manifests of a judges folder are (the project's, or `versions/` beside it). */
  constructor(private readonly versionsDirOf: (judgesDir: string) => string) {}

  /** What the manifests say of this judge's `defect`, if they document it for the module `file`. */
  lookup(file: string, judge: JudgeKind, defect: string): KnownDefectNote | undefined {
    const module = taskModule(file);
    if (!module) return undefined;
    const manifests = this.manifestsOf(module.judgesDir);
    // Without a manifest nothing is documented: the task's folder is not listed (a listing per finding).
    if (manifests.length === 0) return undefined;
    const next = laterVersions(module).at(0);
    let found: KnownDefectNote | undefined;
    for (const manifest of manifests) {
      if (lt(manifest.version, module.version) || (next !== undefined && gte(manifest.version, next))) continue;
      const entry = manifest.knownDefects.find((k) => k.task === module.task && k.judge === judge && (k.defects as readonly string[]).includes(defect));
      if (entry) found = { version: manifest.version, note: entry.note };
    }
    return found;
  }

  private manifestsOf(judgesDir: string): readonly VersionManifest[] {
    let loaded = this.manifests.get(judgesDir);
    if (!loaded) {
      loaded = readManifests(this.versionsDirOf(judgesDir));
      this.manifests.set(judgesDir, loaded);
    }
    return loaded;
  }
}

function readManifests(versionsDir: string): readonly VersionManifest[] {
  if (!existsSync(versionsDir)) return [];
  const files = readdirSync(versionsDir).filter((f) => f.endsWith('.ts') && valid(f.slice(0, -3)) !== null);
  const read = files.map((f) => readManifestStatically(join(versionsDir, f)));
  const errors = read.flatMap((r) => ('errors' in r ? r.errors : []));
  if (errors.length > 0) throw new ChokepointErrors(errors);
  return read.flatMap((r) => ('manifest' in r ? [r.manifest] : [])).sort((a, b) => compareVersions(a.version, b.version));
}

function taskModule(file: string): TaskModule | undefined {
  const version = basename(file).replace(/\.ts$/, '');
  const taskDir = dirname(file);
  const suiteDir = dirname(taskDir);
  const isLayoutName = (name: string) => name !== '' && !name.startsWith('_') && !name.startsWith('.');
  if (!file.endsWith('.ts') || valid(version) === null || !isLayoutName(basename(taskDir)) || !isLayoutName(basename(suiteDir))) return undefined;
  return { judgesDir: dirname(suiteDir), taskDir, task: basename(taskDir), version };
}

/** Versions of the same task defined after this module, ascending. */
function laterVersions(module: TaskModule): string[] {
  return readdirSync(module.taskDir)
    .map((f) => f.replace(/\.ts$/, ''))
    .filter((v) => valid(v) !== null && gt(v, module.version))
    .sort(compareVersions);
}
