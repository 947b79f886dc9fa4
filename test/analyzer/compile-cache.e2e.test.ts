import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ts } from '../../src/analyzer/typescript.js';
import { typescriptApi } from '../../src/registry/typescript-api.ts';

const entry = pathToFileURL(join(import.meta.dirname, '../../src/analyzer/typescript.js')).href;
/** A process that loads the compiler as the analyzer does, and prints what it sees. */
const probe = `
  import { createRequire } from 'node:module';
  const { ts } = await import(${JSON.stringify(entry)});
  const same = ts === createRequire(import.meta.url)('typescript');
  const sf = ts.createSourceFile('a.ts', 'const x: number = 1;', ts.ScriptTarget.ES2022);
  process.stdout.write(JSON.stringify({ version: ts.version, same, statements: sf.statements.length }));
`;

describe('the compiler code cache (src/analyzer/typescript.js)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'chokepoint-compile-cache-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const run = (env: Record<string, string> = {}) =>
    JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', probe], { env: { ...process.env, TMPDIR: dir, ...env }, encoding: 'utf8' }),
    ) as unknown;
  const cacheFiles = () => readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.bin'));
  const expected = { version: ts.version, same: true, statements: 1 };

  it.each([
    ['with the cache off, writes none', { NODE_DISABLE_COMPILE_CACHE: '1' }, 0],
    ['without a cache, writes one as the process ends', {}, 1],
    ['with the cache, reads it and writes no other', {}, 1],
  ])('%s', (_, env, files) => {
    expect(run(env)).toEqual(expected);
    expect(cacheFiles()).toHaveLength(files);
  });

  it('holds what loading compiled, whatever the writing process ran after', () => {
    // Running a program after loading compiles much more of the compiler (checker, binder): a cache
    // taken at exit grows by it. Sizes, not bytes: V8's serialiser is not byte-stable across processes.
    const checking = probe.replace('process.stdout.write', 'ts.createProgram({ rootNames: [], options: {} }).getGlobalDiagnostics(); process.stdout.write');
    const sizes = [probe, checking].map((code) => {
      const own = mkdtempSync(join(tmpdir(), 'chokepoint-compile-cache-run-'));
      try {
        execFileSync(process.execPath, ['--input-type=module', '-e', code], { env: { ...process.env, TMPDIR: own }, encoding: 'utf8' });
        const [file] = readdirSync(own, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.bin'));
        return statSync(join(own, file)).size;
      } finally {
        rmSync(own, { recursive: true, force: true });
      }
    });
    expect(Math.abs(sizes[1] - sizes[0])).toBeLessThan(sizes[0] / 100);
  });

  it('neither reads nor writes a cache folder that others can write to', () => {
    const shared = mkdtempSync(join(tmpdir(), 'chokepoint-compile-cache-shared-'));
    try {
      const folder = join(shared, `chokepoint-compile-cache-${process.getuid?.() ?? 'user'}`);
      mkdirSync(folder);
      chmodSync(folder, 0o777);
      const out = JSON.parse(
        execFileSync(process.execPath, ['--input-type=module', '-e', probe], { env: { ...process.env, TMPDIR: shared }, encoding: 'utf8' }),
      ) as unknown;
      expect(out).toEqual(expected);
      expect(readdirSync(folder)).toEqual([]);
    } finally {
      rmSync(shared, { recursive: true, force: true });
    }
  });

  it('is the one compiler of the process: require("typescript") returns it', () => {
    expect(typescriptApi()).toBe(ts);
  });
});
