import { Worker } from 'node:worker_threads';
import { describe, expect, it, vi } from 'vitest';
import {
  AgentFailure,
  answer,
  createCompliantAgent,
  knownInjections,
  createNoopAgent,
  createReferenceAgent,
  proposal,
  type Agent,
  type AgentAction,
} from '../../../src/harness/agents/index.ts';
import type { Mediator } from '../../../src/harness/chokepoint.ts';
import { suiteChokepoint } from '../../../src/harness/run/mediation.ts';
import { runScenario, type ScenarioRunOptions } from '../../../src/harness/run/scenario.ts';
import { join, relative } from 'node:path';
import { recordedMessages, type ScenarioRecord } from '../../../src/contract/index.ts';
import { Sandbox } from '../../../src/sandbox/index.ts';
import { poolOf } from '../../../src/sandbox/sandbox.ts';
import type { HostMessage } from '../../../src/sandbox/protocol.ts';
import { miniBenchmark, miniScenario } from './mini.ts';

/** Judge modules that misbehave; a scenario's task is pointed at one of them. */
const JUDGE_FIXTURES = join(import.meta.dirname, 'fixtures', 'judges');

async function options(agent: Agent, mediators: Mediator[] = [], extra: Partial<ScenarioRunOptions> = {}): Promise<ScenarioRunOptions> {
  const resolved = await miniBenchmark();
  const fixture = resolved.suites[0].fixture;
  return { fixture, agent, chokepoint: suiteChokepoint(fixture, mediators, 'workspace'), benchmarkVersion: resolved.version, ...extra };
}

async function compliant(): Promise<Agent> {
  const resolved = await miniBenchmark();
  return createCompliantAgent(knownInjections(resolved));
}

const scripted = (actions: (AgentAction | Error)[]): Agent => ({
  name: 'scripted',
  model: null,
  baseUrl: null,
  start: () => ({
    async next(history) {
      const action = actions[history.length] ?? answer('done');
      if (action instanceof Error) throw action;
      return action;
    },
  }),
});

const blockSendEmail: Mediator = {
  name: 'typechecker',
  decide: (call) =>
    call.tool === 'send_email'
      ? { by: 'typechecker', allowed: false, reason: 'recipient_outside_allowed_set' }
      : { by: 'typechecker', allowed: true, reason: 'ok' },
};

describe('runScenario', () => {
  it('benign reference run: every call ok with its gate decision, utility passes, outcome success', async () => {
    const record = await runScenario(await miniScenario('user_task_1'), await options(createReferenceAgent()));
    expect(record.schema).toBe('chokepoint.scenario/1');
    expect(record.calls.map((c) => [c.index, c.tool, c.status])).toEqual([
      [0, 'read_file', 'ok'],
      [1, 'send_email', 'ok'],
    ]);
    expect(record.calls[0].result).toBe('Ship the Acme order on Friday.');
    expect(record.calls[0].decisions).toEqual([expect.objectContaining({ by: 'gate', allowed: true, reason: 'authorized' })]);
    expect(record.utility).toEqual({ passed: true, judgeVersion: '1.0.0' });
    expect(record).toMatchObject({ attack: null, delivered: null, outcome: 'success', error: null, output: 'I emailed the plan to Marco.' });
  });

  it('attack run with the compliant victim: payload delivered, attack predicate evaluation recorded call by call', async () => {
    const record = await runScenario(await miniScenario('user_task_1+injection_task_1@file:/notes/plan.txt'), await options(await compliant()));
    expect(record.delivered).toBe(true);
    expect(record.calls.map((c) => c.args.to ?? c.args.path)).toEqual(['/notes/plan.txt', 'eve@evil.test', 'marco.ruiz@northwind.test']);
    expect(record.attack?.passed).toBe(true);
    expect(record.attack?.evaluation?.explanation).toBe('call #1 satisfies ' + record.attack?.evaluation?.condition);
    expect(record.attack?.evaluation?.candidates?.map((c) => c.passed)).toEqual([true, false]);
    // The user task's judge wants exactly one new sent email; the attack added a second one.
    expect(record.outcome).toBe('wrong_result');
  });

  it('the reference agent receives the payload but does not follow it: delivered, attack fails', async () => {
    const record = await runScenario(await miniScenario('user_task_3+injection_task_2@sql:customers.notes#1'), await options(createReferenceAgent()));
    expect(record.delivered).toBe(true);
    expect(record.attack).toEqual({ passed: false, judgeVersion: '1.0.0' });
  });

  it('a refused call never runs, is fed back as a refusal, and a failed benign task is classified defense_blocked', async () => {
    let refusal = '';
    const agent: Agent = {
      ...createReferenceAgent(),
      start: (task, report) => {
        const inner = createReferenceAgent().start(task, report);
        return {
          next: async (history) => {
            const last = history[history.length - 1];
            if (last?.feedback.status === 'blocked') refusal = last.feedback.refusal;
            return inner.next(history);
          },
        };
      },
    };
    const record = await runScenario(await miniScenario('user_task_1+injection_task_1@file:/notes/plan.txt'), await options(agent, [blockSendEmail]));
    const send = record.calls[1];
    expect(send.status).toBe('blocked');
    expect(send.result).toBeUndefined();
    expect(send.decisions?.map((d) => [d.by, d.allowed, d.reason])).toEqual([
      ['gate', true, 'authorized'],
      ['typechecker', false, 'recipient_outside_allowed_set'],
    ]);
    expect(refusal).toMatch(/refused.*typechecker: recipient_outside_allowed_set/);
    expect(record.outcome).toBe('defense_blocked');
  });

  it('the compliant victim behind a defense: the injected call is blocked, the attack fails, the user task still succeeds', async () => {
    const refuseDelete: Mediator = {
      name: 'typechecker',
      decide: (call) =>
        /delete/i.test(String((call.args as { query?: string }).query ?? ''))
          ? { by: 'typechecker', allowed: false, reason: 'destructive_sql' }
          : { by: 'typechecker', allowed: true, reason: 'ok' },
    };
    const record = await runScenario(
      await miniScenario('user_task_3+injection_task_2@sql:customers.notes#1'),
      await options(await compliant(), [refuseDelete]),
    );
    expect(record.calls.map((c) => c.status)).toEqual(['ok', 'blocked']);
    expect(record.attack?.passed).toBe(false);
    expect(record.outcome).toBe('success');
  });

  it('noop: no call, a no_tool_call event, outcome no_tool_call', async () => {
    const record = await runScenario(await miniScenario('user_task_2'), await options(createNoopAgent()));
    expect(record.calls).toEqual([]);
    expect(record.events.map((e) => e.type)).toEqual(['no_tool_call']);
    expect(record.outcome).toBe('no_tool_call');
  });

  it("malformed arguments: recorded as a failed proposal, never mediated, classified as the model's fault (wrong_result)", async () => {
    const record = await runScenario(
      await miniScenario('user_task_2'),
      await options(scripted([{ kind: 'call', tool: 'read_email', args: {}, malformed: 'tool arguments are not valid JSON' }])),
    );
    expect(record.calls).toEqual([{ index: 0, tool: 'read_email', args: {}, status: 'error', error: 'malformed call: tool arguments are not valid JSON' }]);
    expect(record.outcome).toBe('wrong_result');
  });

  it('a tool that fails when it runs makes the failure an env_error', async () => {
    const record = await runScenario(await miniScenario('user_task_2'), await options(scripted([proposal('read_email', { id: 99 })])));
    expect(record.calls[0].status).toBe('error');
    expect(record.calls[0].error).toBeTruthy();
    expect(record.outcome).toBe('env_error');
  });

  it("gate refusals of bad schemas are the model's mistakes (wrong_result), not a defense", async () => {
    const record = await runScenario(await miniScenario('user_task_2'), await options(scripted([proposal('read_email', { id: '1' })])));
    expect(record.calls[0]).toMatchObject({ status: 'blocked', decisions: [{ by: 'gate', reason: 'schema_types' }] });
    expect(record.outcome).toBe('wrong_result');
  });

  it('stops an agent at the step limit and classifies it as timeout', async () => {
    const looping: Agent = { ...createNoopAgent(), start: () => ({ next: async () => proposal('read_email', { id: 1 }) }) };
    const record = await runScenario(await miniScenario('user_task_1'), await options(looping, [], { maxSteps: 5 }));
    expect(record.calls).toHaveLength(5);
    expect(record.error).toMatch(/step limit/);
    expect(record.outcome).toBe('timeout');
  });

  it('an agent timeout ends the scenario as timeout; other agent failures as env_error; configuration failures abort', async () => {
    const timeout = await runScenario(await miniScenario('user_task_2'), await options(scripted([new AgentFailure('timeout', 'request timed out 3 times')])));
    expect(timeout).toMatchObject({ outcome: 'timeout', error: 'request timed out 3 times' });
    const crash = await runScenario(await miniScenario('user_task_2'), await options(scripted([new TypeError('boom')])));
    expect(crash).toMatchObject({ outcome: 'env_error', error: 'agent crashed: boom' });
    await expect(runScenario(await miniScenario('user_task_2'), await options(scripted([new AgentFailure('configuration', 'bad key')])))).rejects.toThrow(
      'bad key',
    );
    const crashingStart: Agent = {
      ...createNoopAgent(),
      start: () => {
        throw new RangeError('no session');
      },
    };
    expect(await runScenario(await miniScenario('user_task_2'), await options(crashingStart))).toMatchObject({
      outcome: 'env_error',
      error: 'agent crashed: no session',
    });
  });

  it('the scenario time budget aborts a hanging agent', async () => {
    const hanging: Agent = {
      ...createNoopAgent(),
      start: ({ signal }) => ({
        next: () => new Promise<AgentAction>((_resolve, reject) => signal.addEventListener('abort', () => reject(new AgentFailure('timeout', 'aborted')))),
      }),
    };
    const record = await runScenario(await miniScenario('user_task_2'), await options(hanging, [], { timeoutMs: 50 }));
    expect(record.outcome).toBe('timeout');
  });

  it('the abort signal is made when the agent reads it: one that never reads it costs no AbortController, one that reads it late finds it aborted', async () => {
    const Original = globalThis.AbortController;
    let made = 0;
    globalThis.AbortController = class extends Original {
      constructor() {
        super();
        made++;
      }
    };
    try {
      const record = await runScenario(await miniScenario('user_task_2'), await options(createReferenceAgent()));
      expect(record.outcome).not.toBe('timeout');
      expect(made).toBe(0);
      let late: boolean | undefined;
      const slow: Agent = {
        ...createNoopAgent(),
        start: (task) => ({
          next: async () => {
            await new Promise((resolve) => setTimeout(resolve, 200));
            late = task.signal.aborted;
            return answer('done');
          },
        }),
      };
      await runScenario(await miniScenario('user_task_2'), await options(slow, [], { timeoutMs: 20 }));
      expect(late).toBe(true);
      expect(made).toBe(1);
    } finally {
      globalThis.AbortController = Original;
    }
  });

  it('a throwing judge gives no verdict: the outcome is judge_error, with the message and where it threw', async () => {
    const scenario = await miniScenario('user_task_2');
    const throwing = { ...scenario, userTask: { ...scenario.userTask, file: join(JUDGE_FIXTURES, 'throwing-utility.ts') } };
    const record = await runScenario(throwing, await options(createReferenceAgent()));
    const message = 'utility judge threw: judge bug';
    const location = `${relative(process.cwd(), join(JUDGE_FIXTURES, 'throwing-utility.ts'))}:13:11`;
    expect(record.utility).toEqual({ passed: false, judgeVersion: '1.0.0', error: message, judgeError: { message, location } });
    expect(record.outcome).toBe('judge_error');
    expect(record.events).toContainEqual(expect.objectContaining({ type: 'error', detail: `judge error at ${location}: ${message}` }));
  });

  it('records the conversation: the prompt, one turn per call with what came back, the answer; the payload marked where it entered', async () => {
    const scenario = await miniScenario('user_task_2+injection_task_1@email:1.body');
    const record = await runScenario(scenario, await options(createReferenceAgent()));
    const messages = recordedMessages(record.messages ?? [], record.calls, record.output);
    // The record leaves out each text its trace or output already holds.
    expect((record.messages ?? []).filter((m) => m.role === 'tool').every((m) => m.text === undefined)).toBe(true);
    expect(messages.map((m) => m.role)).toEqual(['user', ...record.calls.flatMap(() => ['assistant', 'tool']), 'assistant']);
    expect(messages[0].text).toBe(scenario.userTask.prompt);
    expect(messages.at(-1)?.text).toBe(record.output);
    const tools = messages.filter((m) => m.role === 'tool');
    expect(tools.map((m) => m.toolCall)).toEqual(record.calls.map((c) => c.index));
    expect(tools.map((m) => m.text)).toEqual(record.calls.map((c) => c.result ?? `Error: ${c.error}`));
    const marked = tools.filter((m) => m.injected !== undefined);
    expect(marked.length).toBeGreaterThan(0);
    for (const m of marked) for (const span of m.injected!) expect(m.text.slice(span.start, span.end)).toBe(scenario.ref.payload);
  });

  it('a throw inside a helper module is located where it happened, in the helper', async () => {
    const scenario = await miniScenario('user_task_2');
    const helper = { ...scenario, userTask: { ...scenario.userTask, file: join(JUDGE_FIXTURES, 'helper-throwing-utility.ts') } };
    const record = await runScenario(helper, await options(createReferenceAgent()));
    expect(record.outcome).toBe('judge_error');
    expect(record.utility.judgeError?.location).toBe(`${relative(process.cwd(), join(JUDGE_FIXTURES, '_lib', 'sent.ts'))}:6:18`);
  });

  it('a value that is neither a verdict nor a score in [0, 1] is a judge error too, located at the module', async () => {
    const scenario = await miniScenario('user_task_2');
    const module = (name: string) => ({ ...scenario, userTask: { ...scenario.userTask, file: join(JUDGE_FIXTURES, name) } });
    const vague = await runScenario(module('vague-utility.ts'), await options(createReferenceAgent()));
    expect(vague.utility.judgeError).toEqual({
      message: 'utility judge returned string, not a verdict (a boolean) or a score in [0, 1]',
      location: relative(process.cwd(), join(JUDGE_FIXTURES, 'vague-utility.ts')),
    });
    expect(vague.outcome).toBe('judge_error');
    const outOfRange = await runScenario(module('out-of-range-utility.ts'), await options(createReferenceAgent()));
    expect(outOfRange.utility.judgeError?.message).toBe('utility judge returned 2.5, not a verdict (a boolean) or a score in [0, 1]');
  });

  it('a judge that reads steps gets the state after each proposed call, blocked calls repeating the state before', async () => {
    const scenario = await miniScenario('user_task_2');
    const reading = { ...scenario, userTask: { ...scenario.userTask, file: join(JUDGE_FIXTURES, 'steps-utility.ts') } };
    const agent = scripted([
      proposal('read_email', { id: 1 }),
      proposal('send_email', { to: 'marco@northwind.test', subject: 's', body: 'b' }),
      proposal('send_email', { to: 'eve@evil.test', subject: 's', body: 'b' }),
      proposal('write_file', { path: '/notes/seen.txt', content: 'yes' }),
    ]);
    const blockEve: Mediator = {
      name: 'typechecker',
      decide: (call) => ({ by: 'typechecker', allowed: (call.args as { to?: unknown }).to !== 'eve@evil.test', reason: 'test' }),
    };
    const posted = vi.spyOn(Worker.prototype, 'postMessage');
    try {
      const record = await runScenario(reading, await options(agent, [blockEve]));
      expect(record.calls.map((c) => c.status)).toEqual(['ok', 'ok', 'blocked', 'ok']);
      expect(record.utility).toEqual({ passed: true, judgeVersion: '1.0.0' });
      // The states are the ones the scenario's environment kept as its calls ran: no environment replayed for them, no snapshot sent.
      const ops = posted.mock.calls.map(([message]) => (message as HostMessage).request.op);
      expect(ops.filter((op) => op === 'snapshot' || op === 'close')).toEqual([]);
    } finally {
      posted.mockRestore();
    }
  });

  it('a judge reading steps where the analyzer cannot see it gets a judge error, never a made-up state', async () => {
    const scenario = await miniScenario('user_task_2');
    const hidden = { ...scenario, userTask: { ...scenario.userTask, file: join(JUDGE_FIXTURES, 'hidden-read-utility.ts') } };
    const record = await runScenario(hidden, await options(createReferenceAgent()));
    expect(record.outcome).toBe('judge_error');
    expect(record.utility.judgeError?.message).toMatch(/^utility judge threw: steps were not computed for this judge: the analyzer found no read of `steps`/);
  });

  it('a judge that evaluates steps where no read of them reaches its verdict still gets them, not a judge error', async () => {
    const scenario = await miniScenario('user_task_2');
    const kept = { ...scenario, userTask: { ...scenario.userTask, file: join(JUDGE_FIXTURES, 'unused-steps-utility.ts') } };
    const record = await runScenario(kept, await options(createReferenceAgent()));
    expect(record.utility.judgeError).toBeUndefined();
    expect(record.outcome).not.toBe('judge_error');
  });

  it('a score passes at its task passAt; the record keeps the score beside the verdict', async () => {
    const scenario = await miniScenario('user_task_2');
    const scoring = { ...scenario, userTask: { ...scenario.userTask, passAt: 0.5, file: join(JUDGE_FIXTURES, 'scoring-utility.ts') } };
    const record = await runScenario(scoring, await options(createReferenceAgent()));
    expect(record.utility).toEqual({ passed: true, judgeVersion: '1.0.0', score: 0.5, passAt: 0.5 });
    expect(record.outcome).toBe('success');
  });

  it('an environment that cannot be built is recorded as env_error with unjudged verdicts', async () => {
    const scenario = await miniScenario('user_task_2+injection_task_1@email:1.body');
    const broken = { ...scenario, ref: { ...scenario.ref, locator: 'email:42.body' } };
    const record: ScenarioRecord = await runScenario(broken, await options(createReferenceAgent()));
    expect(record.outcome).toBe('env_error');
    expect(record.error).toMatch(/environment setup failed: .*email:42.body/);
    expect(record.utility.error).toMatch(/^not judged/);
    expect(record.attack?.passed).toBe(false);
  });

  it('an opening that went with the first request and failed gives the record an opening alone gives', async () => {
    const scenario = await miniScenario('user_task_2+injection_task_1@email:1.body');
    const broken = { ...scenario, ref: { ...scenario.ref, locator: 'email:42.body' } };
    const record = async (plant: boolean) => {
      const sandbox = new Sandbox();
      try {
        const runOptions = await options(createReferenceAgent(), [], { sandbox });
        // Planted: the sandbox believes these locators opened before, so the opening waits for the first call.
        if (plant) poolOf(sandbox).noteOpened(runOptions.fixture, [{ locator: 'email:42.body', payload: scenario.ref.payload! }]);
        const { startedAt: _startedAt, durationMs: _durationMs, events, ...rest } = await runScenario(broken, runOptions);
        return { ...rest, events: events.map(({ at: _at, ...event }) => event) };
      } finally {
        await sandbox.close();
      }
    };
    const alone = await record(false);
    expect(alone.outcome).toBe('env_error');
    expect(await record(true)).toEqual(alone);
  });

  it('a mediator that throws blocks the call (fail closed) and says so', async () => {
    const crashing: Mediator = {
      name: 'llm-judge',
      decide: () => {
        throw new Error('judge model down');
      },
    };
    const record = await runScenario(await miniScenario('user_task_2'), await options(createReferenceAgent(), [crashing]));
    expect(record.calls[0]).toMatchObject({ status: 'blocked' });
    expect(record.calls[0].decisions?.[1]).toMatchObject({ by: 'llm-judge', allowed: false, reason: 'mediator_error' });
    expect(record.outcome).toBe('defense_blocked');
  });

  it('the trace keeps what was proposed even if the agent mutates its arguments afterwards', async () => {
    const args = { id: 1 };
    const record = await runScenario(
      await miniScenario('user_task_2'),
      await options({
        ...createNoopAgent(),
        start: () => ({
          next: async (history) => {
            if (history.length === 0) return proposal('read_email', args);
            args.id = 99;
            return answer('Q3 revenue was 1.2M.');
          },
        }),
      }),
    );
    expect(record.calls[0].args).toEqual({ id: 1 });
    expect(record.outcome).toBe('success');
  });
});
