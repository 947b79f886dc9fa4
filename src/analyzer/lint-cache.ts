import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { STATIC_DEFECT_IDS } from '../contract/index.ts';
import { ChokepointError } from '../errors.ts';
import { readInputText } from '../io.ts';
import { writeFileAtomic } from '../output.ts';
import { PACKAGE_ROOT } from './registry-parts.ts';
import { absolutePaths, type RuleSettings } from './analyze.ts';
import type { LintAnalysis } from './lint-analysis.ts';
import { LocalModules } from './local-modules.ts';

/**
 * `lint --cache` (ESLint's convention): the analysis of each file is kept in a cache file, keyed by
 * the file's content and the contents of the local modules it imports (transitively), under a key
 * of the rule settings and the analyzer's own version. A re-lint analyses only the files whose key
 * changed, in one program of just those files.
 *
 * The cache is checked, not trusted: an entry is reused only when its analysis has the shape of
 * one and its digest (of the settings key, the content key and the analysis) matches, so a cache
 * edited by hand or cut short is analysed again. The digest is not a signature: anyone who can
 * write the cache can forge it, so a cache must never come from an untrusted pull request (see
 * the README). The cache file is written only where no file or an earlier cache is.
 */
const CACHE_FORMAT = 2;
/** What says a file is a lint cache of chokepoint's (and may be replaced by the next one). */
const CACHE_TOOL = 'chokepoint lint cache';

interface CacheEntry {
  readonly key: string;
  /** sha256 of the settings key, the content key and the analysis (stable JSON). */
  readonly digest: string;
  readonly analysis: LintAnalysis;
}

interface CacheFile {
  readonly tool: typeof CACHE_TOOL;
  readonly format: number;
  /** The analyzer version and the rule settings the entries were computed under. */
  readonly key: string;
  readonly files: Readonly<Record<string, CacheEntry>>;
}

/**
 * The shape of a cached analysis, as far as lint reads it to count and place findings; the
 * witnesses and the reference run, which only `--confirm` runs, are checked to be objects (the
 * digest vouches for the rest).
 */
const range = { file: z.string(), line: z.number(), column: z.number(), endLine: z.number(), endColumn: z.number() };
const someObject = z.record(z.string(), z.unknown());
const analysisSchema = z.object({
  file: z.string(),
  judges: z.array(
    z.object({
      file: z.string(),
      judge: z.enum(['utility', 'attack']),
      task: z.string(),
      version: z.string().optional(),
      referenceRun: someObject.optional(),
      prompt: z.string().optional(),
      readsState: z.boolean(),
      findings: z.array(
        z.object({
          ...range,
          ruleId: z.enum(STATIC_DEFECT_IDS),
          messageId: z.string(),
          message: z.string(),
          severity: z.enum(['error', 'warning']),
          task: z.string().optional(),
          judge: z.enum(['utility', 'attack']).optional(),
          witness: someObject,
        }),
      ),
    }),
  ),
  problems: z.array(z.object({ ...range, kind: z.enum(['unreadable', 'parse-error', 'type-error']), message: z.string() })),
});

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
  const absolute = absolutePaths(files);
  const previous = await readCache(cacheFile, settingsKey);
  const modules = new LocalModules();
  const fileKeys = new Map(absolute.map((f) => [f, keyOf(modules, f)]));
  const cached = new Map(
    absolute.flatMap((f) => {
      const analysis = validAnalysis(previous[f], settingsKey, fileKeys.get(f)!, f);
      return analysis === undefined ? [] : [[f, analysis] as const];
    }),
  );
  const stale = absolute.filter((f) => !cached.has(f));
  const fresh = new Map((stale.length > 0 ? await analyze(stale) : []).map((a) => [a.file, a]));
  const analyses = absolute.map((f) => fresh.get(f) ?? cached.get(f)!);
  const entries = absolute.map((f, i) => {
    const key = fileKeys.get(f)!;
    return [f, { key, digest: entryDigest(settingsKey, key, analyses[i]), analysis: analyses[i] }] as const;
  });
  await writeFileAtomic(
    cacheFile,
    JSON.stringify({ tool: CACHE_TOOL, format: CACHE_FORMAT, key: settingsKey, files: Object.fromEntries(entries) } satisfies CacheFile),
  );
  return { files: analyses, reused: cached.size };
}

function entryDigest(settingsKey: string, key: string, analysis: LintAnalysis): string {
  return sha256(`${settingsKey}\u0000${key}\u0000${stableJson(analysis)}`);
}

/** The entry's analysis when its content key is `key`, it has the shape of an analysis of this file, and its digest matches. */
function validAnalysis(entry: unknown, settingsKey: string, key: string, file: string): LintAnalysis | undefined {
  const { key: stored, digest, analysis } = (entry ?? {}) as Partial<CacheEntry>;
  if (stored !== key) return undefined;
  const parsed = analysisSchema.safeParse(analysis);
  if (!parsed.success || parsed.data.file !== file) return undefined;
  return digest === entryDigest(settingsKey, key, analysis!) ? analysis : undefined;
}

/**
 * The entries of the cache file under this settings key: none when there is no cache yet, or one
 * of an older format or other settings. Any other file there (a judge module, some JSON, a
 * folder) is refused: the cache would overwrite it.
 */
async function readCache(file: string, key: string): Promise<Readonly<Record<string, unknown>>> {
  const refuse = (why: string) =>
    new ChokepointError('usage', `${why}; the cache is written only where no file or an earlier cache is`, { file, field: '--cache-location' });
  const info = await lstat(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (info === undefined || (info.isFile() && info.size === 0)) return {};
  let data: Partial<CacheFile> | undefined;
  if (info.isFile()) {
    try {
      data = JSON.parse(await readInputText(file)) as Partial<CacheFile>;
    } catch {
      data = undefined;
    }
  }
  const isCache = data !== undefined && data !== null && (data.tool === CACHE_TOOL || (data.format === 1 && typeof data.key === 'string'));
  if (!isCache) throw refuse('exists and is not a chokepoint lint cache');
  const entries = data!.files;
  return data!.format === CACHE_FORMAT && data!.key === key && typeof entries === 'object' && entries !== null ? entries : {};
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
