import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACKAGE_ROOT } from '../registry/index.ts';
import { analyzeFiles, type RuleSettings } from './analyze.ts';
import type { FileAnalysis, FileProblem, JudgeAnalysis } from './types.ts';

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

/** What lint needs of a file's analysis: each judge's findings (not its classification), and the file's problems. */
export interface LintAnalysis {
  readonly file: string;
  readonly judges: readonly Pick<JudgeAnalysis, 'file' | 'judge' | 'task' | 'findings'>[];
  readonly problems: readonly FileProblem[];
}

export interface CachedAnalysis {
  readonly files: readonly LintAnalysis[];
  /** Files whose analysis came from the cache. */
  readonly reused: number;
}

export function analyzeWithCache(files: readonly string[], rules: RuleSettings, cacheFile: string): CachedAnalysis {
  const settingsKey = sha256(`${analyzerVersion()}\u0000${stableJson(rules)}`);
  const previous = readCache(cacheFile, settingsKey);
  const keys = new ModuleKeys();
  const absolute = [...new Set(files.map((f) => resolve(f)))].sort();
  const fileKeys = new Map(absolute.map((f) => [f, keys.keyOf(f)]));
  const stale = absolute.filter((f) => previous[f]?.key !== fileKeys.get(f));
  const fresh = new Map((stale.length > 0 ? analyzeFiles(stale, { rules }).files : []).map((a) => [a.file, forLint(a)]));
  const analyses = absolute.map((f) => fresh.get(f) ?? previous[f].analysis);
  writeCache(cacheFile, {
    format: CACHE_FORMAT,
    key: settingsKey,
    files: Object.fromEntries(absolute.map((f, i) => [f, { key: fileKeys.get(f)!, analysis: analyses[i] }])),
  });
  return { files: analyses, reused: absolute.length - stale.length };
}

export function forLint(analysis: FileAnalysis): LintAnalysis {
  return {
    file: analysis.file,
    judges: analysis.judges.map(({ file, judge, task, findings }) => ({ file, judge, task, findings })),
    problems: analysis.problems,
  };
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

/** Content keys of modules: a module's own text plus every local module it imports, transitively. */
class ModuleKeys {
  private readonly texts = new Map<string, string | undefined>();
  private readonly imports = new Map<string, readonly string[]>();

  keyOf(file: string): string {
    const hash = createHash('sha256');
    for (const module of this.closure(file)) hash.update(`${module}\u0000${this.text(module) ?? '\u0001missing'}\u0000`);
    return hash.digest('hex');
  }

  private closure(file: string): string[] {
    const seen = new Set<string>([file]);
    const queue = [file];
    while (queue.length > 0) {
      for (const next of this.importsOf(queue.pop()!)) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    return [...seen].sort();
  }

  private text(file: string): string | undefined {
    if (!this.texts.has(file)) {
      let text: string | undefined;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        text = undefined;
      }
      this.texts.set(file, text);
    }
    return this.texts.get(file);
  }

  private importsOf(file: string): readonly string[] {
    let found = this.imports.get(file);
    if (!found) {
      found = pathSpecifiers(this.text(file) ?? '').map((s) => localModule(dirname(file), s));
      this.imports.set(file, found);
    }
    return found;
  }
}

/**
 * Specifiers that name a module by path (`./x.ts`, `../_lib/h.ts`, `/abs/h.ts`) in `from '...'`,
 * `import '...'`, `import('...')` and `require('...')`. A textual scan: it may see a specifier in a
 * comment (the key then covers one module too many, which only costs a re-analysis), and it is
 * much cheaper than parsing each of thousands of modules.
 */
const PATH_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)(['"])(\.{1,2}\/[^'"\n]*|\/[^'"\n]*)\1/g;

function pathSpecifiers(text: string): string[] {
  if (!text.includes('./') && !/(['"])\//.test(text)) return [];
  return [...text.matchAll(PATH_SPECIFIER)].map((m) => m[2]);
}

function localModule(from: string, specifier: string): string {
  const base = resolve(from, specifier);
  const candidates = [base, `${base}.ts`, join(base, 'index.ts'), base.replace(/\.js$/, '.ts')];
  const found = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  // An import that resolves to nothing still keys the module: creating it must invalidate the cache.
  return found ?? base;
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
