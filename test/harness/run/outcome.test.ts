import { describe, expect, it } from 'vitest';
import type { TraceCall } from '../../../src/contract/index.ts';
import { blockedByDefense, classifyOutcome, type Ending } from '../../../src/harness/run/outcome.ts';

const ok: TraceCall = { index: 0, tool: 'read_file', args: { path: '/a' }, status: 'ok', result: 'a' };
const toolError: TraceCall = { index: 1, tool: 'read_file', args: { path: '/b' }, status: 'error', error: 'no such file /b' };
const malformed: TraceCall = { index: 2, tool: 'read_file', args: {}, status: 'error', error: 'malformed call: not JSON' };
const mediatorBlock: TraceCall = {
  index: 3,
  tool: 'send_email',
  args: {},
  status: 'blocked',
  decisions: [
    { by: 'gate', allowed: true, reason: 'authorized' },
    { by: 'router', allowed: false, reason: 'tool_not_in_route' },
  ],
};
const capabilityBlock: TraceCall = {
  index: 4,
  tool: 'write_file',
  args: {},
  status: 'blocked',
  decisions: [{ by: 'gate', allowed: false, reason: 'missing_resource_capability' }],
};
const schemaBlock: TraceCall = {
  index: 5,
  tool: 'write_file',
  args: {},
  status: 'blocked',
  decisions: [{ by: 'gate', allowed: false, reason: 'schema_fields' }],
};

const classify = (calls: TraceCall[], ending: Ending = 'answer', utilityPassed = false) => classifyOutcome({ utilityPassed, calls, ending });

describe('classifyOutcome precedence', () => {
  it('a judge that gave no verdict wins over everything, success and refusals included', () => {
    const judgeError = (calls: TraceCall[], ending: Ending = 'answer', utilityPassed = false) =>
      classifyOutcome({ utilityPassed, calls, ending, judgeError: true });
    expect(judgeError([ok], 'answer', true)).toBe('judge_error');
    expect(judgeError([mediatorBlock])).toBe('judge_error');
    expect(judgeError([], 'step_limit')).toBe('judge_error');
    expect(judgeError([malformed])).toBe('judge_error');
  });
  it('unless the environment failed first: a judge throwing on the broken state is its consequence', () => {
    const judgeError = (calls: TraceCall[], ending: Ending, utilityTimedOut = false) =>
      classifyOutcome({ utilityPassed: false, calls, ending, judgeError: true, utilityTimedOut });
    expect(judgeError([ok, toolError], 'answer')).toBe('env_error');
    expect(judgeError([], 'setup_error')).toBe('env_error');
    expect(judgeError([], 'agent_error')).toBe('env_error');
    expect(judgeError([ok], 'tool_timeout')).toBe('timeout');
    expect(judgeError([ok], 'answer', true)).toBe('timeout');
  });
  it('success wins over everything else', () => {
    expect(classify([mediatorBlock, toolError], 'timeout', true)).toBe('success');
  });
  it('a defense refusal comes next, even when the agent then timed out or a tool failed', () => {
    expect(classify([mediatorBlock, toolError], 'step_limit')).toBe('defense_blocked');
    expect(classify([capabilityBlock])).toBe('defense_blocked');
  });
  it('gate refusals for schema or unknown tools are not defenses', () => {
    expect(blockedByDefense(schemaBlock)).toBe(false);
    expect(classify([schemaBlock])).toBe('wrong_result');
  });
  it('then timeouts (request timeouts, time budget, step limit)', () => {
    expect(classify([toolError], 'timeout')).toBe('timeout');
    expect(classify([ok], 'step_limit')).toBe('timeout');
  });
  it("then environment and endpoint failures, but not the model's malformed calls", () => {
    expect(classify([ok, toolError])).toBe('env_error');
    expect(classify([], 'agent_error')).toBe('env_error');
    expect(classify([], 'setup_error')).toBe('env_error');
    expect(classify([ok, malformed])).toBe('wrong_result');
  });
  it('then an agent that never proposed a call, then wrong results', () => {
    expect(classify([])).toBe('no_tool_call');
    expect(classify([ok])).toBe('wrong_result');
  });
});
