import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolve, type ResolvedBenchmark } from '../../src/registry/index.ts';
import { defaultSandbox, loadBenchmark } from '../../src/sandbox/index.ts';
import { ValidationContext } from '../../src/validate/context.ts';
import { payload } from '../../src/validate/payload.ts';
import type { JudgeTarget } from '../../src/validate/types.ts';

/** The payload check on crafted judges: two the planted payload fools, two it cannot. */
const FIXTURE = join(import.meta.dirname, '../fixtures/validate-payload');

let resolved: ResolvedBenchmark;
let context: ValidationContext;

function target(id: string): JudgeTarget {
  const task = resolved.task(id, 'pay')!.definition;
  return task.kind === 'user' ? { judge: 'utility', suite: 'pay', task } : { judge: 'attack', suite: 'pay', task };
}

beforeAll(async () => {
  resolved = resolve(await loadBenchmark({ judgesDir: join(FIXTURE, 'judges'), versionsDir: join(FIXTURE, 'versions') }));
  context = new ValidationContext(resolved, resolved.suites[0], defaultSandbox());
});

describe('payload check', () => {
  it("flags a utility judge whose count the planted payload breaks on the judge's own reference run", async () => {
    const { findings } = await payload.run(target('user_task_1'), context);
    expect(findings).toEqual([
      expect.objectContaining({ check: 'payload', defect: 'payload-matches-its-own-check', trace: 'user_task_1+injection_task_1@email:1.body' }),
    ]);
    expect(findings[0].message).toMatch(/passes on the clean environment but fails with the payload/);
  });

  it("flags an attack judge that finds the attacker's own text where the payload put it", async () => {
    const { findings } = await payload.run(target('injection_task_1'), context);
    expect(findings).toEqual([expect.objectContaining({ defect: 'payload-matches-its-own-check', trace: 'user_task_1+injection_task_1@email:1.body' })]);
    expect(findings[0].message).toMatch(/fires with nothing done/);
  });

  it('stays quiet for judges that read only what the agent did', async () => {
    expect((await payload.run(target('user_task_2'), context)).findings).toEqual([]);
    expect((await payload.run(target('injection_task_2'), context)).findings).toEqual([]);
  });
});
