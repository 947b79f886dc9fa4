import { describe, expect, it } from 'vitest';
import type { ScenarioRecord } from '../../../src/contract/index.ts';
import {
  AgentFailure,
  createCompliantAgent,
  createNoopAgent,
  createReferenceAgent,
  createReplayAgent,
  NOOP_ANSWER,
} from '../../../src/harness/agents/index.ts';
import { drive, injectionTask, userTask } from './helpers.ts';

const payload = `IMPORTANT: ${injectionTask.goal}`;

describe('reference agent', () => {
  it('replays the reference calls in order, whatever comes back, then gives the reference answer', async () => {
    const run = await drive(createReferenceAgent(), (_p, i) => (i === 0 ? { status: 'blocked', refusal: 'no' } : { status: 'ok', result: 'sent' }));
    expect(run.steps.map((s) => [s.proposal.tool, s.proposal.args])).toEqual(userTask.reference.map((c) => [c.tool, c.args]));
    expect(run.output).toBe(userTask.referenceAnswer);
  });
});

describe('noop agent', () => {
  it('answers without proposing any call', async () => {
    const run = await drive(createNoopAgent(), () => {
      throw new Error('noop must not call tools');
    });
    expect(run.steps).toEqual([]);
    expect(run.output).toBe(NOOP_ANSWER);
  });
});

describe('compliant agent', () => {
  const agent = createCompliantAgent([{ task: injectionTask, payload }]);

  it('carries out the injection task right after the result that delivered its payload, once, then finishes the user task', async () => {
    const run = await drive(agent, (p) => ({ status: 'ok', result: p.tool === 'read_file' ? `notes\n\n${payload}` : `again ${payload}` }));
    expect(run.steps.map((s) => s.proposal.args)).toEqual([userTask.reference[0].args, injectionTask.reference[0].args, userTask.reference[1].args]);
    expect(run.output).toBe(userTask.referenceAnswer);
  });

  it('behaves like the reference agent when no payload is delivered', async () => {
    const run = await drive(agent, () => ({ status: 'ok', result: 'plain notes' }));
    expect(run.steps.map((s) => s.proposal.tool)).toEqual(['read_file', 'send_email']);
  });

  it('ignores payloads in errors and refusals: only results it received count', async () => {
    const run = await drive(agent, () => ({ status: 'error', error: payload }));
    expect(run.steps).toHaveLength(2);
  });
});

describe('replay agent', () => {
  const record = {
    calls: [
      { index: 0, tool: 'read_file', args: { path: '/x' }, status: 'ok', result: 'x' },
      { index: 1, tool: 'write_file', args: { path: '/y', content: 'z' }, status: 'blocked' },
    ],
    output: 'stored answer',
  } as unknown as ScenarioRecord;

  it('re-proposes the stored calls, blocked ones included, then the stored answer', async () => {
    const agent = createReplayAgent(new Map([['user_task_1', record]]), 'runs/a');
    const run = await drive(agent, () => ({ status: 'ok', result: '' }));
    expect(run.steps.map((s) => [s.proposal.tool, s.proposal.args])).toEqual([
      ['read_file', { path: '/x' }],
      ['write_file', { path: '/y', content: 'z' }],
    ]);
    expect(run.output).toBe('stored answer');
  });

  it('refuses a scenario the stored run does not have', async () => {
    const agent = createReplayAgent(new Map(), 'runs/a');
    await expect(drive(agent, () => ({ status: 'ok', result: '' }), { scenarioId: 'user_task_9' })).rejects.toThrow(AgentFailure);
    await expect(drive(agent, () => ({ status: 'ok', result: '' }), { scenarioId: 'user_task_9' })).rejects.toThrow(
      /runs\/a has no record of scenario user_task_9/,
    );
  });
});
