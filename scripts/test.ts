/**
 * `npm test`: the static checks (scripts/static-checks.ts) and the `unit` vitest project side by
 * side. On a two-core machine vitest runs its files in one worker (its default leaves a core free),
 * so the static checks take that core instead of running before the tests. Vitest's output streams
 * as it comes; each static check prints its result when it ends. Arguments go to vitest
 * (`npm test -- test/analyzer` runs those files, still after the same static checks).
 *
 *   npx tsx scripts/test.ts [vitest arguments...]
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

function run(command: string, args: readonly string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', (error) => {
      process.stderr.write(`${command}: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const [staticChecks, unitTests] = await Promise.all([
  run(bin('tsx'), [join(import.meta.dirname, 'static-checks.ts')]),
  run(bin('vitest'), ['run', '--project', 'unit', ...process.argv.slice(2)]),
]);
const failed = [...(staticChecks === 0 ? [] : ['static checks']), ...(unitTests === 0 ? [] : ['unit tests'])];
if (failed.length > 0) {
  process.stderr.write(`npm test failed: ${failed.join(', ')}\n`);
  process.exitCode = 1;
}
