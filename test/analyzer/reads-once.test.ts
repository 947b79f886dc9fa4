import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type * as FileSystem from 'node:fs';
import { createRequire, syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/analyzer/analyze.ts';

/**
 * `analyzeFiles` reads a judge module once: the text it scans for local imports is the text the
 * program parses, except where the compiler decodes the file its own way (a byte order mark), where
 * the compiler reads it itself. Either way the analysis (its positions included) is the file's.
 */
const fs = createRequire(import.meta.url)('node:fs') as typeof FileSystem;
const dir = mkdtempSync(join(tmpdir(), 'chokepoint-reads-once-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const JUDGE = `import { defineUserTask } from 'chokepoint';
export default defineUserTask({
  id: 'reads_once', suite: 'reads', version: '1.0.0', prompt: 'p', requiredTools: [],
  reference: [], referenceAnswer: '',
  utility: ({ output }) => output.length >= 0 && missing,
});
`;

/** How many times each file under `dir` is read while `run` runs. */
function readsDuring(run: () => void): Map<string, number> {
  const reads = new Map<string, number>();
  const original = fs.readFileSync;
  fs.readFileSync = ((file: unknown, ...rest: unknown[]) => {
    if (typeof file === 'string' && file.startsWith(dir)) reads.set(file, (reads.get(file) ?? 0) + 1);
    return (original as (...args: unknown[]) => unknown)(file, ...rest);
  }) as typeof fs.readFileSync;
  syncBuiltinESMExports();
  try {
    run();
  } finally {
    fs.readFileSync = original;
    syncBuiltinESMExports();
  }
  return reads;
}

describe('analyzeFiles reads a judge module once, and analyses it as its text', () => {
  it.each([
    ['UTF-8', Buffer.from(JUDGE), 1],
    // Read by the compiler itself in both programs (a module with a type error is analysed again, with Node's types).
    ['UTF-8 with a byte order mark', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(JUDGE)]), 3],
    ['UTF-16 with a byte order mark', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(JUDGE, 'utf16le')]), 3],
  ])('%s', (name, bytes, times) => {
    const file = join(dir, `${name.replace(/\W+/g, '-')}.ts`);
    writeFileSync(file, bytes);
    let result: ReturnType<typeof analyzeFiles> | undefined;
    const reads = readsDuring(() => (result = analyzeFiles([file])));
    expect(reads.get(file)).toBe(times);
    const [analysis] = result!.files;
    // The one type error, where it is in the text (line 5, after `&& `), whatever the encoding.
    expect(analysis.problems.map((p) => `${p.kind} ${p.line}:${p.column}`)).toEqual(['type-error 5:50']);
    expect(analysis.judges.map((j) => j.task)).toEqual(['reads_once']);
  });
});
