import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lint } from '../../src/analyzer/lint.ts';
import { lintVerb } from '../../src/cli/commands/lint.ts';
import { BUNDLED_JUDGES_DIR } from '../../src/registry/index.ts';

/** The README's lint example against a lint of the bundled judges (npm start generates the block; this says which figure drifted). */
const ROOT = join(import.meta.dirname, '../..');

describe('README', () => {
  it("says what lint says of the bundled judges in its lint example", async () => {
    const result = await lint({ paths: [BUNDLED_JUDGES_DIR], maxWarnings: 0, cwd: ROOT });
    const text = await readFile(join(ROOT, 'README.md'), 'utf8');
    expect(text).toContain(`${result.files.length} file(s) linted, no problems; ${result.knownCount} known (documented in the version manifests, not counted).`);
  });

  it('the bundled benchmark passes the README CI recipe: lint judges --max-warnings 0', async () => {
    const { result } = await lintVerb(['judges'], { rule: [], maxWarnings: '0', cwd: ROOT });
    expect(result.exitCode).toBe(0);
    expect(result.knownCount).toBeGreaterThan(0);
    expect(result.findings.every((f) => f.known)).toBe(true);
  });

});
