import type { EnvironmentFixture } from '../environment/index.ts';
import type { LoadedSuite } from './types.ts';

/**
 * The environment a user task starts from: its own fixture (`fixture:` of its definition, relative
 * to the suite folder) or the suite's. An attack scenario plants its payload in that environment.
 */
export function fixtureOf(suite: Pick<LoadedSuite, 'fixture' | 'taskFixtures'>, task?: { readonly fixture?: string } | null): EnvironmentFixture {
  const own = task?.fixture;
  if (own === undefined) return suite.fixture;
  const fixture = suite.taskFixtures?.[own];
  if (!fixture) throw new Error(`fixture ${own} was not loaded with its suite`);
  return fixture;
}
