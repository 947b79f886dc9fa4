import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadOptions } from '../../src/registry/index.ts';

export const FIXTURES = fileURLToPath(new URL('../fixtures/registry/', import.meta.url));

/** judges/ and versions/ of one fixture case under test/fixtures/registry/<name>/. */
export function fixtureCase(name: string): Required<LoadOptions> {
  return { judgesDir: join(FIXTURES, name, 'judges'), versionsDir: join(FIXTURES, name, 'versions') };
}
