import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledVersions, PACKAGE_ROOT, readLiteralExport, readManifestStatically } from '../../src/registry/index.ts';
import { loadBundledBenchmark } from '../../src/sandbox/index.ts';

describe('reading manifests without running them', () => {
  it('reads every bundled manifest as the same data the module exports', async () => {
    const benchmark = await loadBundledBenchmark();
    for (const version of bundledVersions()) {
      const read = readManifestStatically(join(PACKAGE_ROOT, 'versions', `${version}.ts`));
      expect('manifest' in read && read.manifest, version).toEqual(benchmark.versions.find((v) => v.version === version));
    }
  });

  it('follows constants of the module and concatenations, and locates every value', () => {
    const source = [
      "import { defineVersion as release } from 'chokepoint';",
      "const WHY = 'New ' + 'task.';",
      'export default release({',
      "  version: '1.0.0',",
      "  changes: [{ task: 'user_task_1', why: WHY }],",
      '});',
    ].join('\n');
    const read = readLiteralExport('m.ts', source, { builders: ['defineVersion'] });
    expect(read.ok && read.value).toEqual({ version: '1.0.0', changes: [{ task: 'user_task_1', why: 'New task.' }] });
    expect(read.ok && [read.lineOf(['version']), read.lineOf(['changes', 0, 'why']), read.lineOf(['missing'])]).toEqual([4, 5, 3]);
  });

  it('refuses what is not literal data, naming the field and line', () => {
    const read = readLiteralExport('m.ts', 'export default defineVersion({\n  version: String(1),\n});', { builders: ['defineVersion'] });
    expect(read).toEqual({ ok: false, problem: '`String(1)` is not literal data', line: 2, field: 'version' });
    expect(readLiteralExport('m.ts', 'export default make();', { builders: ['defineVersion'] })).toMatchObject({
      ok: false,
      problem: 'its default export is not defineVersion({...})',
      line: 1,
    });
  });
});
