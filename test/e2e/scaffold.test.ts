import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../src/registry/index.ts';

/**
 * The CLI as a new user runs it: `chokepoint init` in a folder outside the repository, then the verbs
 * from inside it. The sources' CLI (bin/dev.js), so the test needs no build; the built package does
 * the same in package.test.ts.
 */
function chokepoint(args: readonly string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(PACKAGE_ROOT, 'bin', 'dev.js'), ...args], { cwd }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

describe('a project written by chokepoint init', () => {
  const root = mkdtempSync(join(tmpdir(), 'chokepoint-scaffold-'));
  const project = join(root, 'my-benchmark');
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('passes check, validate and lint as written, run from the project folder', async () => {
    const init = await chokepoint(['init', 'my-benchmark'], root);
    expect(init.code, init.stderr).toBe(0);
    expect(init.stdout).toMatch(/^judges\/helpdesk\/user_task_1\/1\.0\.0\.ts$/m);
    // `npm install` would put chokepoint in node_modules; this repository's package stands in for it.
    mkdirSync(join(project, 'node_modules'));
    symlinkSync(PACKAGE_ROOT, join(project, 'node_modules', 'chokepoint'), 'dir');
    for (const verb of [['check'], ['validate'], ['lint', '--max-warnings', '0'], ['list', '--suite', 'all']]) {
      const run = await chokepoint(verb, project);
      expect(run.code, `${verb.join(' ')}: ${run.stderr}`).toBe(0);
      expect(run.stdout).toMatch(/helpdesk|5 judges \(3 utility, 2 attack\) at 1.0.0; .*0 undocumented|6 file\(s\) linted, no problems/);
    }
  });
});
