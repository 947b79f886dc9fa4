import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO, runInProcess } from './run-cli.ts';

describe('chokepoint --version', () => {
  it('prints the version of the package, and -V does too', async () => {
    const { version } = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) {
      const { code, stdout, stderr } = await runInProcess([flag]);
      expect([code, stdout, stderr]).toEqual([0, `${version}\n`, '']);
    }
  });
});
