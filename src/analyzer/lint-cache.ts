import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_ROOT } from '../registry/paths.ts';
import { absolutePaths, type RuleSettings } from './analyze.ts';
import type { LintAnalysis } from './lint-analysis.ts';
import { LocalModules } from './local-modules.ts';

/**
 * `lint --cache` (ESLint's convention): the analysis of each file is kept in a cache file, keyed by
 * the file's content and the contents of the local modules it imports (transitively), under a key
 * of the rule settings and the analyzer's own version. A re-lint analyses only the files whose key
 * changed, in one program of just those files.
 */
const CACHE_FORMAT = 1;

interface CacheFile {
  readonly format: number;
  /** The analyzer version and the rule settings the entries were computed under. */
  readonly key: string;
  readonly files: Readonly<Record<string, { readonly key: string; readonly analysis: LintAnalysis }>>;
}

export interface CachedAnalysis {
  readonly files: readonly LintAnalysis[];
  /** Files whose analysis came from the cache. */
  readonly reused: number;
}

/** `analyze`: how the files whose key changed are analysed (`analyzeForLint`, on one thread or several). */
export async function analyzeWithCache(
  files: readonly string[],
  rules: RuleSettings,
  cacheFile: string,
  analyze: (stale: readonly string[]) => Promise<readonly LintAnalysis[]>,
): Promise<CachedAnalysis> {
  const settingsKey = sha256(`${analyzerVersion()}\u0000${stableJson(rules)}`);
  const previous = readCache(cacheFile, settingsKey);
  const modules = new LocalModules();
  const absolute = absolutePaths(files);
  const fileKeys = new Map(absolute.map((f) => [f, keyOf(modules, f)]));
  const stale = absolute.filter((f) => previous[f]?.key !== fileKeys.get(f));
  const fresh = new Map((stale.length > 0 ? await analyze(stale) : []).map((a) => [a.file, a]));
  const analyses = absolute.map((f) => fresh.get(f) ?? previous[f].analysis);
  writeCache(cacheFile, {
    format: CACHE_FORMAT,
    key: settingsKey,
    files: Object.fromEntries(absolute.map((f, i) => [f, { key: fileKeys.get(f)!, analysis: analyses[i] }])),
  });
  return { files: analyses, reused: absolute.length - stale.length };
}

function readCache(file: string, key: string): CacheFile['files'] {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as CacheFile;
    return data.format === CACHE_FORMAT && data.key === key && typeof data.files === 'object' ? data.files : {};
  } catch {
    // No cache yet, or one this version cannot read: everything is analysed again.
    return {};
  }
}

function writeCache(file: string, data: CacheFile): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(data));
  renameSync(temporary, file);
}

/** Content key of a module: its own text plus every local module it imports, transitively. */
function keyOf(modules: LocalModules, file: string): string {
  const hash = createHash('sha256');
  for (const module of modules.closure(file)) hash.update(`${module}\u0000${modules.text(module) ?? '\u0001missing'}\u0000`);
  return hash.digest('hex');
}

let version: string | undefined;

/**
 * The analyzer's version: the package version and the content of the analyzer's and the judge
 * contract's own modules, so that any change to the code that decides findings invalidates caches.
 */
function analyzerVersion(): string {
  if (version !== undefined) return version;
  const hash = createHash('sha256');
  hash.update(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8'));
  const analyzerDir = dirname(fileURLToPath(import.meta.url));
  for (const dir of [analyzerDir, join(dirname(analyzerDir), 'contract')]) {
    for (const file of filesUnder(dir)) hash.update(`${file.slice(dir.length)}\u0000${readFileSync(file, 'utf8')}\u0000`);
  }
  version = hash.digest('hex');
  return version;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.isFile() ? [join(dir, entry.name)] : []));
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** JSON with object keys sorted, so equal settings give equal keys. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
