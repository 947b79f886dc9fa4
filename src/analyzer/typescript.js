// The TypeScript compiler API (the `typescript` package), loaded as CommonJS: imported as an ES
// module, Node first scans its 9 MB of CommonJS for the names it exports, 0.1-0.2 s at every
// start of `chokepoint lint` (bench/README.md). Every module of the analyzer takes `ts` from here,
// values and types alike (typescript.d.ts): enum types are nominal per declaration, so there is
// one. The build copies both files into dist/ (package.json "build").
//
// Compiling those 9 MB is a fixed cost of every process that analyses (0.1 s for the top level,
// as much again for the functions a lint calls, of about 7 s of CPU for 1,000 judges), so the
// compiled code is kept in a V8 code cache in the temporary folder, as Node 22's
// `module.enableCompileCache` (which `tsc` turns on where Node has it) keeps every module's; Node
// 20 has only `vm.Script`'s cached data. The cache holds what loading compiled, taken as soon as
// the top level has run (`-loaded`): what it holds never depends on what the process that wrote
// it did afterwards (a cache taken at the exit of some earlier process made every later start load
// 0.2 s slower, and one taken at the exit of a whole lint gained nothing in the run: bench/README.md).
// The module is registered in require's cache, so `require('typescript')` elsewhere in the process
// (src/registry/typescript-api.ts) gets this one.
// `NODE_DISABLE_COMPILE_CACHE=1` turns the cache off, as it does Node's.
import { isAscii } from 'node:buffer';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { Module, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import process from 'node:process';
import { basename, dirname, join } from 'node:path';
import { isMainThread } from 'node:worker_threads';
import vm from 'node:vm';

const require = createRequire(import.meta.url);

/**
 * The cached code, when the folder holding it is this user's own and nobody else can write to it:
 * compiled code is not checked beyond its source's hash, so a folder in the shared temporary
 * directory that another user made (or can write to) is not read, and nothing is written there.
 */
function trustedCache(dir, uid, cacheFile) {
  try {
    const folder = statSync(dir);
    if (!folder.isDirectory() || (typeof uid === 'number' && folder.uid !== uid) || (folder.mode & 0o022) !== 0) return untrusted;
    return readFileSync(cacheFile);
  } catch {
    return undefined;
  }
}
const untrusted = Symbol('untrusted cache folder');

/**
 * The compiler's source. It is all ASCII (TypeScript escapes every other character), and ASCII read
 * as Latin-1 is the same text, decoded in half the time of UTF-8 (0.06 s less of 0.13 s for its 9 MB);
 * a source with any other byte is read as UTF-8.
 */
function sourceText(file) {
  const bytes = readFileSync(file);
  return bytes.toString(isAscii(bytes) ? 'latin1' : 'utf8');
}

function loadTypeScript() {
  const file = require.resolve('typescript');
  const known = require.cache[file];
  if (known?.loaded || process.env.NODE_DISABLE_COMPILE_CACHE) {
    const api = require('typescript');
    return (require.cache[file].exports = withDataProperties(api));
  }
  const { size, mtimeMs } = statSync(file);
  const uid = typeof process.getuid === 'function' ? process.getuid() : 'user';
  const dir = join(tmpdir(), `chokepoint-compile-cache-${uid}`);
  const cacheFile = join(dir, `${basename(file)}-${size}-${Math.trunc(mtimeMs)}-${process.version}-${process.arch}-loaded.bin`);
  const cachedData = trustedCache(dir, uid, cacheFile);
  const script = new vm.Script(Module.wrap(sourceText(file)), {
    filename: file,
    cachedData: cachedData === untrusted ? undefined : cachedData,
    ...(vm.constants?.USE_MAIN_CONTEXT_DEFAULT_LOADER ? { importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER } : {}),
  });
  const module = new Module(file, undefined);
  module.filename = file;
  module.paths = Module._nodeModulePaths(dirname(file));
  require.cache[file] = module;
  try {
    script.runInThisContext().call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  } catch (error) {
    delete require.cache[file];
    throw error;
  }
  module.exports = withDataProperties(module.exports);
  module.loaded = true;
  if (cachedData !== untrusted && (cachedData === undefined || script.cachedDataRejected) && isMainThread) {
    // Taken now, before the run compiles more (see the top of this file); written as the process
    // ends, so that writing it delays nothing; by rename, so a concurrent process reads the old file
    // or the new one, never half of one. A failure costs only speed.
    const loaded = script.createCachedData();
    process.once('exit', () => {
      try {
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        const partial = `${cacheFile}.${process.pid}`;
        writeFileSync(partial, loaded);
        renameSync(partial, cacheFile);
      } catch {
        // No cache: the next process compiles the compiler again.
      }
    });
  }
  return module.exports;
}

/**
 * The bundle exports each name through a getter (esbuild's live bindings), so every `ts.isIdentifier`
 * or `ts.SyntaxKind` the analyzer reads is a call, through a lookup in an object of 2,248 names that
 * V8 keeps as a dictionary: 1.5 million such reads for 1,000 judges, each 2-3 times the cost of a
 * plain property (bench/README.md). The same names as plain properties; the three the compiler
 * assigns again after loading (`setSys`, `startTracing`, `setCustomPollingValues`) stay live.
 * Idempotent: an object without getters is returned as it is.
 */
function withDataProperties(api) {
  if (!Object.getOwnPropertyDescriptor(api, 'createProgram')?.get) return api;
  const out = {};
  for (const key of Object.keys(api)) {
    if (LIVE_EXPORTS.has(key)) Object.defineProperty(out, key, { enumerable: true, get: () => api[key] });
    else out[key] = api[key];
  }
  return out;
}
const LIVE_EXPORTS = new Set(['sys', 'tracing', 'unchangedPollThresholds']);

export const ts = loadTypeScript();
