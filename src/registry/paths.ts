import { readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compareVersions } from './order.ts';

/** The package root: where package.json and the bundled benchmark (judges/, versions/) live. */
export const PACKAGE_ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '');
/** This package's version, from its package.json. */
export function packageVersion(): string {
  return (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
}

export const BUNDLED_JUDGES_DIR = join(PACKAGE_ROOT, 'judges');
const BUNDLED_VERSIONS_DIR = join(PACKAGE_ROOT, 'versions');

/**
 * The bundled benchmark's versions in semver order, read from the manifest file names (nothing is
 * loaded), so callers can know the version list before they pay for loading the benchmark.
 */
export function bundledVersions(dir: string = BUNDLED_VERSIONS_DIR): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -3))
    .sort(compareVersions);
}

/** How a file is named in messages: relative to the working directory when inside it. */
export function displayPath(file: string, from: string = process.cwd()): string {
  const rel = relative(from, file);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return file;
  return rel.split(sep).join('/');
}

/** Where a page of the package's documentation (`docs/...`, optionally with a `#fragment`) is in the installed package. */
export function docsPath(page: string): string {
  return join(PACKAGE_ROOT, page);
}

/** A URL of a page of the package's documentation: under the package's `homepage` when it has one, else the installed file. */
export function docsUrl(page: string): string {
  const homepage = packageHomepage();
  if (homepage) return `${homepage.replace(/\/+$/, '')}/${page}`;
  const [file, fragment] = page.split('#');
  return `${pathToFileURL(docsPath(file)).href}${fragment === undefined ? '' : `#${fragment}`}`;
}

/** The package's own package.json, read once: `homepage` and `repository` say where its documentation is on the web. */
let manifest: { readonly homepage?: unknown; readonly repository?: unknown; readonly version?: unknown } | undefined;

function packageManifest(): NonNullable<typeof manifest> {
  if (manifest !== undefined) return manifest;
  try {
    manifest = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as NonNullable<typeof manifest>;
  } catch {
    manifest = {};
  }
  return manifest;
}

function packageHomepage(): string | null {
  const value = packageManifest().homepage;
  return typeof value === 'string' && /^https?:\/\//.test(value) ? value : null;
}

/**
 * The repository's address on the web, from package.json `repository` when it names a GitHub
 * repository (`github:owner/name`, `https://github.com/owner/name`, `git+https://...git`).
 */
export function repositoryUrl(): string | undefined {
  const { repository } = packageManifest();
  const url =
    typeof repository === 'string' ? repository : typeof repository === 'object' && repository !== null ? (repository as { url?: unknown }).url : undefined;
  if (typeof url !== 'string') return undefined;
  const github = /^(?:github:|(?:git\+)?(?:https?|ssh|git):\/\/(?:git@)?github\.com\/|git@github\.com:)?([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url);
  return github ? `https://github.com/${github[1]}/${github[2]}` : undefined;
}

/**
 * A page of the package's documentation as the repository serves it at this version's release
 * tag (`v<version>`), so that a link in a SARIF alert resolves, for this version, for whoever reads
 * the alert on the web. Without a repository, the URL `docsUrl` gives.
 */
export function versionedDocsUrl(page: string): string {
  const repository = repositoryUrl();
  const version = packageManifest().version;
  return repository && typeof version === 'string' ? `${repository}/blob/v${version}/${page}` : docsUrl(page);
}
