import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { createEnvironment, loadFixture, type Environment, type EnvironmentFixture, type Injection, type ToolOutcome } from '../../src/environment/index.ts';

export const SMALL_FIXTURE = fileURLToPath(new URL('../fixtures/environment/small.json', import.meta.url));

let cached: Promise<EnvironmentFixture> | undefined;

export function smallFixture(): Promise<EnvironmentFixture> {
  cached ??= loadFixture(SMALL_FIXTURE);
  return cached;
}

export async function smallEnvironment(injections: Injection[] = []): Promise<Environment> {
  return createEnvironment(await smallFixture(), injections);
}

export function expectOk(outcome: ToolOutcome): string {
  if (!outcome.ok) expect.fail(`expected success, got error: ${outcome.error}`);
  return outcome.result;
}

export function expectError(outcome: ToolOutcome): string {
  if (outcome.ok) expect.fail(`expected an error, got result: ${outcome.result}`);
  return outcome.error;
}
