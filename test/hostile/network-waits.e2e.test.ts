/**
 * Item 9 of the second adversarial round: a model endpoint that sends its response headers and
 * then nothing held the preflight for ever, even with `--request-timeout 5` (the openai SDK's
 * timeout ends at the headers). Every model request's whole wait, body included, is bounded: the
 * preflight fails naming the endpoint, a scenario's request is a recorded timeout, and the models
 * of the llm-judge defense and the disclosure classifier are bounded alike. The endpoints are
 * servers on 127.0.0.1 that the tests start.
 */
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJsonChat } from '../../src/harness/json-chat.ts';
import { readRunDirectory } from '../../src/runs/store/index.ts';
import { runInProcess } from '../cli/run-cli.ts';
import { MINI_JUDGES } from '../harness/run/mini.ts';
import { completion, startChatServer, type FakeChatServer } from '../harness/agents/helpers.ts';
import { scratch, type Workspace } from './helpers.ts';

let space: Workspace;
const servers: FakeChatServer[] = [];
beforeAll(async () => {
  space = await scratch();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await space?.remove();
});

async function server(handler: Parameters<typeof startChatServer>[0]): Promise<FakeChatServer> {
  const started = await startChatServer(handler);
  servers.push(started);
  return started;
}

const runAgainst = (baseUrl: string, out: string) =>
  runInProcess([
    'run',
    '--agent',
    'openai',
    '--model',
    'm',
    '--base-url',
    baseUrl,
    '--suite',
    'probe',
    '--judges',
    MINI_JUDGES,
    '--out',
    out,
    '--request-timeout',
    '1',
    '--retries',
    '0',
  ]);

describe('a model endpoint that sends headers and then nothing', () => {
  it('fails the preflight within --request-timeout, naming the endpoint; nothing is run', async () => {
    const endpoint = await server(() => 'headers-only');
    const out = space.path('preflight');
    const started = Date.now();
    const result = await runAgainst(endpoint.baseUrl, out);
    expect(result.code).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      `chokepoint: error: preflight request failed, nothing was run: the model endpoint ${endpoint.baseUrl} did not answer the preflight request within 1 s (see --request-timeout)`,
    ]);
    // Bounded: before, it waited for ever. The bound itself (1 s) is the tool's, in its message; this
    // outer one only separates an end from a hang, with room for loading the benchmark on a loaded machine.
    expect(Date.now() - started).toBeLessThan(120_000);
    expect(existsSync(`${out}/manifest.json`)).toBe(false);
  });

  it("a scenario's request that gets headers and no body is the scenario's recorded timeout; the run ends", async () => {
    // The preflight is answered; every request after it gets headers only.
    const endpoint = await server((_, index) => (index === 0 ? completion({ content: 'OK' }) : 'headers-only'));
    const out = space.path('scenario');
    const result = await runAgainst(endpoint.baseUrl, out);
    expect(result.stderr).not.toMatch(/internal error|\n\s+at /);
    const { records } = await readRunDirectory(out);
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) {
      expect(record.outcome).toBe('timeout');
      expect(record.error).toMatch(/timed out/);
    }
  });

  it('the llm-judge and disclosure models (json chat) fail within their timeout, after their retries', async () => {
    const endpoint = await server(() => 'headers-only');
    const chat = createJsonChat({ model: 'm', baseURL: endpoint.baseUrl, timeoutMs: 500, maxRetries: 1 });
    await expect(chat.complete([{ role: 'user', content: 'hello' }])).rejects.toThrow(/timed out/i);
    expect(endpoint.requests).toHaveLength(2);
  });
});
