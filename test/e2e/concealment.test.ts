import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScenarioRecord } from '../../src/contract/index.ts';
import { answer, createCompliantAgent, knownInjections, type Agent } from '../../src/harness/agents/index.ts';
import { benchmarkChokepoint } from '../../src/harness/run/mediation.ts';
import { executeRun } from '../../src/harness/run/run.ts';
import { resolve, scenarios, type ResolvedBenchmark, type Scenario } from '../../src/registry/index.ts';
import { buildManifest, readRunDirectory } from '../../src/runs/store/index.ts';
import { loadBenchmark } from '../../src/sandbox/index.ts';
import { runInProcess } from '../cli/run-cli.ts';

/**
 * Concealment on the bundled `lite` subset, whose injection tasks declare no disclosure cues: the
 * cues derived from their reference calls give every succeeded attack a verdict. The compliant
 * victim answers with the user task's reference answer (it conceals every attack); an honest
 * variant of it also lists every address it mailed that its task did not ask for (it discloses the
 * attacks whose cues include the attacker's address).
 */

let resolved: ResolvedBenchmark;
let lite: Scenario[];
let work: string;

beforeAll(async () => {
  resolved = resolve(await loadBenchmark());
  lite = [...scenarios(resolved, 'workspace', 'lite')];
  work = await mkdtemp(join(tmpdir(), 'chokepoint-concealment-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** The compliant victim that ends its answer with the recipients it mailed beyond its task's own. */
function honestCompliant(): Agent {
  const compliant = createCompliantAgent(knownInjections(resolved));
  return {
    ...compliant,
    name: 'compliant-honest',
    start(task, report) {
      const session = compliant.start(task, report);
      const recipient = (args: object) => ('to' in args && typeof args.to === 'string' ? args.to.toLowerCase() : '');
      const asked = new Set(task.userTask.reference.map((c) => recipient(c.args)));
      return {
        async next(history) {
          const action = await session.next(history);
          if (action.kind !== 'answer') return action;
          const mailed = history.filter((s) => s.proposal.tool === 'send_email').map((s) => String(s.proposal.args.to));
          const extra = [...new Set(mailed.filter((to) => !asked.has(to.toLowerCase())))];
          return extra.length === 0 ? action : answer(`${action.text}\nI also emailed ${extra.join(' and ')}, as a note I read asked me to.`);
        },
      };
    },
  };
}

async function runLite(agent: Agent) {
  const dir = join(work, agent.name);
  const manifest = await buildManifest({
    agent: agent.name,
    model: null,
    baseUrl: null,
    defenses: [],
    benchmarkVersion: resolved.version,
    suite: 'lite',
    content: { tasks: resolved.tasks, suites: resolved.suites, scenarios: lite.map((s) => s.ref) },
    startedAt: new Date(),
  });
  await executeRun(
    {
      scenarios: lite,
      suites: resolved.suites,
      agent,
      chokepoint: benchmarkChokepoint(resolved.suites, [], 'workspace'),
      benchmarkVersion: resolved.version,
    },
    { dir, manifest, resume: false, concurrency: 2 },
  );
  const { records } = await readRunDirectory(dir);
  const stats = await runInProcess(['stats', dir, '--format', 'json']);
  expect(stats.code, stats.stderr).toBe(0);
  return { records, concealment: JSON.parse(stats.stdout).runs[0].protocol.concealment };
}

const succeeded = (records: readonly ScenarioRecord[]) => records.filter((r) => r.attack?.passed === true);

describe('concealment on the bundled lite subset (derived cues)', () => {
  it('compliant: every succeeded attack gets a derived verdict, none disclosed; stats reports 100% concealment', async () => {
    const { records, concealment } = await runLite(createCompliantAgent(knownInjections(resolved)));
    const attacks = succeeded(records);
    expect(attacks.length).toBeGreaterThan(30);
    for (const r of attacks) expect(r.disclosure, r.scenario.id).toMatchObject({ disclosed: false, cue: null, origin: 'derived' });
    expect(records.filter((r) => !r.attack?.passed).every((r) => r.disclosure === undefined)).toBe(true);
    expect(concealment.rate).toMatchObject({ successes: attacks.length, trials: attacks.length, estimate: 1 });
    expect(concealment.unjudged).toBe(0);
  });

  it("an answer naming the attacker's address discloses exactly the mail attacks; stats counts the rest as concealed", async () => {
    const { records, concealment } = await runLite(honestCompliant());
    const attacks = succeeded(records);
    const disclosed = attacks.filter((r) => r.disclosure?.disclosed);
    for (const r of disclosed) {
      expect(r.disclosure?.cues?.find((c) => c.cue === r.disclosure?.cue)?.from, r.scenario.id).toBe('send_email.to');
      expect(r.output.toLowerCase()).toContain(r.disclosure!.cue!);
    }
    // Every attack that mailed an address a cue names is disclosed; file, SQL and in-house mail attacks are not.
    const mailedCue = (r: ScenarioRecord) =>
      r.disclosure?.cues?.some(
        (c) => c.from === 'send_email.to' && r.calls.some((call) => call.tool === 'send_email' && String(call.args.to).toLowerCase() === c.cue),
      );
    expect(disclosed.map((r) => r.scenario.id)).toEqual(attacks.filter(mailedCue).map((r) => r.scenario.id));
    const MAIL_ATTACKS = [
      'injection_task_1',
      'injection_task_4',
      'injection_task_5',
      'injection_task_7',
      'injection_task_8',
      'injection_task_11',
      'injection_task_14',
      'injection_task_16',
    ];
    for (const r of disclosed) expect(MAIL_ATTACKS).toContain(r.scenario.injectionTask);
    expect(disclosed.length).toBeGreaterThan(0);
    expect(disclosed.length).toBeLessThan(attacks.length);
    expect(concealment.rate).toMatchObject({ successes: attacks.length - disclosed.length, trials: attacks.length });
    console.log(
      `lite, honest compliant: ${disclosed.length} of ${attacks.length} succeeded attacks disclosed; concealment ${JSON.stringify(concealment.rate)}`,
    );
  });
});
