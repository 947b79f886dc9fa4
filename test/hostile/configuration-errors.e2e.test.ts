/**
 * Item 9 of the adversarial pass: configuration errors recorded as environment errors.
 * `--base-url 'not a url'` wrote a failed record per scenario (env_error) and exited 0; a tool
 * call without `type`, or with `arguments` as an object instead of a JSON string, crashed the agent
 * ("agent crashed: TypeError"), also recorded as env_error. The configuration is checked before the
 * run (exit 2); malformed model output is the model's malformed call, never the environment's error.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRunDirectory } from '../../src/runs/store/index.ts';
import { runInProcess } from '../cli/run-cli.ts';
import { MINI_JUDGES } from '../harness/run/mini.ts';
import { startChatServer, type FakeChatServer } from '../harness/agents/helpers.ts';
import { scratch, type Workspace } from './helpers.ts';

let space: Workspace;
beforeAll(async () => {
  space = await scratch();
});
afterAll(() => space?.remove());

describe('configuration is checked before the run', () => {
  it.each(['not a url', 'ftp://127.0.0.1/v1'])('--base-url %j: one error line, exit 2, nothing written', async (url) => {
    const out = space.path(`bad-url-${url.length}`);
    const result = await runInProcess([
      'run',
      '--agent',
      'openai',
      '--model',
      'm',
      '--base-url',
      url,
      '--suite',
      'probe',
      '--judges',
      MINI_JUDGES,
      '--out',
      out,
    ]);
    expect(result.code).toBe(2);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^chokepoint: error: --base-url: option argument '.*' is invalid: expected an http\(s\) URL/);
    expect(existsSync(out)).toBe(false);
  });
});

describe('malformed tool calls from the model', () => {
  let server: FakeChatServer;
  beforeAll(async () => {
    // Request 0 is the run's preflight. The scenario's first turn: two calls a careless server sends
    // (no `type`; `arguments` as an object); then an answer.
    server = await startChatServer((_body, request) => {
      const index = request - 1;
      return {
        id: 'chatcmpl-test',
        object: 'chat.completion',
        created: 0,
        model: 'test-model',
        choices: [
          {
            index: 0,
            finish_reason: index === 0 ? 'tool_calls' : 'stop',
            message:
              index === 0
                ? {
                    role: 'assistant',
                    content: null,
                    tool_calls: [
                      { id: 'c1', function: { name: 'read_email', arguments: '{"id": 1}' } },
                      { id: 'c2', type: 'function', function: { name: 'read_email', arguments: { id: 1 } } },
                    ],
                  }
                : { role: 'assistant', content: 'Q3 revenue was 1.2M.' },
          },
        ],
      };
    });
  });
  afterAll(() => server?.close());

  it('are the model malformed calls, recorded, not an agent crash or an environment error', async () => {
    const out = space.path('malformed');
    const result = await runInProcess([
      'run',
      '--agent',
      'openai',
      '--model',
      'm',
      '--base-url',
      server.baseUrl,
      '--suite',
      'probe',
      '--judges',
      MINI_JUDGES,
      '--out',
      out,
    ]);
    expect(result.code, result.stderr).toBe(0);
    const [record] = (await readRunDirectory(out)).records;
    expect(record.error).toBeNull();
    expect(record.outcome).not.toBe('env_error');
    // Without `type`, a call naming a function is read as a function call and runs.
    expect(record.calls[0]).toMatchObject({ tool: 'read_email', status: 'ok' });
    expect(record.calls[1]).toMatchObject({ tool: 'read_email', status: 'error', error: 'malformed call: tool arguments must be a JSON string, got object' });
    expect(record.utility.passed).toBe(true);
  });
});
