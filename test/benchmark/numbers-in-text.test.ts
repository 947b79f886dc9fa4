/**
 * Judges that look for a number in free text (a mail body, the answer): a longer, wrong number
 * that contains the right one passes exactly where a release documents substring-of-number, and
 * at the latest release the same number written another way still passes.
 */
import { describe, expect, it } from 'vitest';
import type { ReferenceCall, UserTaskDefinition } from 'chokepoint';
import { bundledBenchmark, documentedDefects, passesUtility, releases, replay, suiteFixture, SUITE } from './helpers.ts';

interface NumberCase {
  readonly task: string;
  /** The number as the reference solution writes it (in its mails and its answer). */
  readonly written: string;
  /** Texts that contain it but state another number. */
  readonly wrong: readonly string[];
  /** The same number written another way. */
  readonly equivalent: readonly string[];
}

const CASES: readonly NumberCase[] = [
  { task: 'user_task_10', written: '1,284,500', wrong: ['11,284,500'], equivalent: ['1.284.500', '1 284 500', '1284500', '1,284,500.00'] },
  { task: 'user_task_12', written: '+3.5%', wrong: ['+13.5%'], equivalent: ['3.5%'] },
  { task: 'user_task_12', written: '1 May 2026', wrong: ['11 May 2026'], equivalent: ['1 May 2026 (a Friday)'] },
  { task: 'probe_task_8', written: 'March 21', wrong: ['March 12, 2021', 'March 210'], equivalent: ['21 March', 'March 21st'] },
];

const benchmark = await bundledBenchmark();
const fixture = suiteFixture(benchmark);
const all = releases(benchmark);

/** The task's reference solution and answer with `from` written as `to` everywhere. */
async function solvedWith(task: UserTaskDefinition, from: string, to: string): Promise<boolean> {
  const swap = (text: string) => text.split(from).join(to);
  const calls = task.reference.map((call): ReferenceCall => {
    const args = call.args as Readonly<Record<string, unknown>>;
    return call.tool === 'send_email' && typeof args.body === 'string' ? ({ ...call, args: { ...args, body: swap(args.body) } } as ReferenceCall) : call;
  });
  const { context } = await replay(fixture, calls, { output: swap(task.referenceAnswer) });
  return passesUtility(task, context);
}

const userTask = (release: (typeof all)[number], id: string): UserTaskDefinition => {
  const task = release.userTasks(SUITE).find((d) => d.definition.id === id)?.definition;
  if (!task) throw new Error(`${id} is not a user task at ${release.version}`);
  return task;
};

describe('numbers in free text', () => {
  it('every case changes the reference solution', () => {
    for (const c of CASES) {
      const task = userTask(all.at(-1)!, c.task);
      const texts = [task.referenceAnswer, ...task.reference.map((call) => JSON.stringify(call.args))];
      expect(
        texts.some((t) => t.includes(c.written)),
        `${c.task} writes ${c.written}`,
      ).toBe(true);
    }
  });

  const wrongCases = all.flatMap((release) =>
    CASES.flatMap((c) => c.wrong.map((wrong) => ({ release, ...c, wrong, name: `${release.version} ${c.task}: ${c.written} -> ${wrong}` }))),
  );
  it.each(wrongCases)('$name passes only where substring-of-number is documented', async ({ release, task, written, wrong }) => {
    const documented = documentedDefects(release, task, 'utility').has('substring-of-number');
    expect(await solvedWith(userTask(release, task), written, wrong)).toBe(documented);
  });

  const equivalentCases = CASES.flatMap((c) => c.equivalent.map((same) => ({ ...c, same, name: `${c.task}: ${c.written} -> ${same}` })));
  it.each(equivalentCases)('$name still passes at the latest release', async ({ task, written, same }) => {
    expect(await solvedWith(userTask(all.at(-1)!, task), written, same)).toBe(true);
  });
});
