import { deepFreeze } from '../contract/index.ts';

/**
 * Fixtures this process deep-froze for its own use (a sandbox worker's copy of one): their parts
 * cannot change, so what environments derive from them (the database image, the frozen mailbox and
 * file record) is found by identity, where another caller's fixture is compared by content on every
 * build (it may have been edited since).
 */
const sealed = new WeakSet<object>();

/** Deep-freezes `fixture` (an environment fixture) and marks its parts sealed. */
export function sealFixture<F extends { readonly tables: object; readonly emails: object; readonly files: object }>(fixture: F): F {
  deepFreeze(fixture);
  for (const part of [fixture.tables, fixture.emails, fixture.files]) sealed.add(part);
  return fixture;
}

export const isSealed = (part: object): boolean => sealed.has(part);
