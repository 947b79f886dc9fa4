import { afterEach, describe, expect, it } from 'vitest';
import { AgentFailure, createOpenAIAgent, toolDeclarations } from '../../../src/harness/agents/index.ts';
import { TOOL_NAMES } from '../../../src/contract/index.ts';
import { closedPortUrl, completion, drive, startChatServer, userTask, type FakeChatServer } from './helpers.ts';

let server: FakeChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const agentFor = (s: FakeChatServer, extra: { requestTimeoutMs?: number; maxRetries?: number } = {}) =>
  createOpenAIAgent({ model: 'test-model', baseUrl: s.baseUrl, apiKey: 'k', retryDelayMs: 1, ...extra });

describe('openai agent against a local chat-completions server', () => {
  it('round-trips a tool call: declares the tools, proposes the call, feeds the result back as a tool message', async () => {
    server = await startChatServer((_body, i) =>
      i === 0
        ? completion({ tool_calls: [{ id: 'call_a', name: 'read_file', arguments: '{"path":"/notes/a.txt"}' }] })
        : completion({ content: 'The note says hello.' }),
    );
    const run = await drive(agentFor(server), () => ({ status: 'ok', result: 'hello' }));
    expect(run.steps.map((s) => [s.proposal.tool, s.proposal.args])).toEqual([['read_file', { path: '/notes/a.txt' }]]);
    expect(run.output).toBe('The note says hello.');

    const [first, second] = server.requests;
    expect(first.model).toBe('test-model');
    expect(first.temperature).toBe(0);
    expect(first.tools?.map((t) => t.function.name)).toEqual(TOOL_NAMES);
    expect(first.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(first.messages[1].content).toBe(userTask.prompt);
    expect(second.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'tool']);
    expect(second.messages[3]).toMatchObject({ role: 'tool', tool_call_id: 'call_a', content: 'hello' });
    // Only standard chat-completions fields, so Ollama / vLLM / llama.cpp accept the request.
    expect(Object.keys(first).sort()).toEqual(['messages', 'model', 'temperature', 'tools']);
    expect(run.events.map((e) => e.type)).toEqual(['model_request', 'model_response', 'model_request', 'model_response']);
  });

  it('hands out several tool calls of one turn one at a time and answers them in order; refusals and errors are fed back', async () => {
    server = await startChatServer((_body, i) =>
      i === 0
        ? completion({
            tool_calls: [
              { id: 'c1', name: 'read_file', arguments: '{"path":"/a"}' },
              { id: 'c2', name: 'write_file', arguments: '{"path":"/b","content":"x"}' },
            ],
          })
        : completion({ content: 'done' }),
    );
    const run = await drive(agentFor(server), (p) =>
      p.tool === 'read_file'
        ? { status: 'error', error: 'no such file' }
        : { status: 'blocked', refusal: 'Refused by the chokepoint (router: tool_not_needed).' },
    );
    expect(run.steps.map((s) => s.proposal.tool)).toEqual(['read_file', 'write_file']);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1].messages.slice(3)).toEqual([
      { role: 'tool', tool_call_id: 'c1', content: 'Error: no such file' },
      { role: 'tool', tool_call_id: 'c2', content: 'Refused by the chokepoint (router: tool_not_needed).' },
    ]);
  });

  it('a plain answer with no tool call comes back as the final answer after one request', async () => {
    server = await startChatServer(() => completion({ content: 'I cannot access files.' }));
    const run = await drive(agentFor(server), () => ({ status: 'ok', result: '' }));
    expect(run.steps).toEqual([]);
    expect(run.output).toBe('I cannot access files.');
    expect(server.requests).toHaveLength(1);
  });

  it('records malformed tool arguments as a proposal with an error instead of crashing', async () => {
    server = await startChatServer((_body, i) =>
      i === 0
        ? completion({
            tool_calls: [
              { id: 'bad', name: 'read_file', arguments: '{"path": "/a"' },
              { id: 'arr', name: 'read_file', arguments: '["/a"]' },
            ],
          })
        : completion({ content: 'gave up' }),
    );
    const run = await drive(agentFor(server), () => ({ status: 'error', error: 'malformed' }));
    expect(run.steps[0].proposal).toMatchObject({ tool: 'read_file', args: {} });
    expect(run.steps[0].proposal.malformed).toMatch(/not valid JSON.*\{"path": "\/a"/);
    expect(run.steps[1].proposal.malformed).toMatch(/must be a JSON object/);
    expect(run.output).toBe('gave up');
  });

  it('times out each request, retries a bounded number of times, records every attempt, then fails with a timeout', async () => {
    server = await startChatServer(() => 'hang');
    const agent = agentFor(server, { requestTimeoutMs: 150, maxRetries: 2 });
    const events: string[] = [];
    const session = agent.start({ scenarioId: 's', userTask, prompt: userTask.prompt, signal: new AbortController().signal }, (e) => events.push(e.type));
    const failure = await session.next([]).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(AgentFailure);
    expect((failure as AgentFailure).kind).toBe('timeout');
    // The attempts as the agent records them: on a loaded machine a request can time out before the server has read it.
    expect(events.filter((e) => e === 'model_request')).toHaveLength(3);
    expect(events.filter((e) => e === 'timeout')).toHaveLength(3);
    expect(server.requests.length).toBeLessThanOrEqual(3);
  });

  it('reports timeouts and retries as events, and succeeds when a retry gets an answer', async () => {
    server = await startChatServer((_body, i) => (i < 2 ? 'hang' : completion({ content: 'finally' })));
    const events: string[] = [];
    // The answer must arrive within the limit on a loaded machine too: 1 s, not the 150 ms that suffice for the hanging requests.
    const agent = agentFor(server, { requestTimeoutMs: 1_000, maxRetries: 3 });
    const session = agent.start({ scenarioId: 's', userTask, prompt: userTask.prompt, signal: new AbortController().signal }, (e) => events.push(e.type));
    expect(await session.next([])).toEqual({ kind: 'answer', text: 'finally' });
    expect(events).toEqual(['model_request', 'timeout', 'retry', 'model_request', 'timeout', 'retry', 'model_request', 'model_response']);
  });

  it('retries server errors, and treats an authentication failure as a configuration problem without retrying', async () => {
    server = await startChatServer((_body, i) => (i === 0 ? { status: 503, body: { error: { message: 'busy' } } } : completion({ content: 'ok' })));
    expect((await drive(agentFor(server), () => ({ status: 'ok', result: '' }))).output).toBe('ok');
    await server.close();

    server = await startChatServer(() => ({ status: 401, body: { error: { message: 'bad key' } } }));
    const failure = await drive(agentFor(server), () => ({ status: 'ok', result: '' })).catch((e: unknown) => e);
    expect((failure as AgentFailure).kind).toBe('configuration');
    expect(server.requests).toHaveLength(1);
  });

  it('a connection failure names its system error, not only the SDK\'s "Connection error."', async () => {
    const agent = createOpenAIAgent({ model: 'test-model', baseUrl: await closedPortUrl(), apiKey: 'k', maxRetries: 0 });
    const failure = await drive(agent, () => ({ status: 'ok', result: '' })).catch((e: unknown) => e);
    expect((failure as AgentFailure).kind).toBe('model_error');
    expect((failure as AgentFailure).message).toMatch(
      /^model request failed after 1 attempt\(s\): connection error \(ECONNREFUSED\): connect ECONNREFUSED 127\.0\.0\.1:\d+$/,
    );
  });

  it('stops waiting when the scenario time budget is aborted', async () => {
    server = await startChatServer(() => 'hang');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const failure = await drive(agentFor(server, { requestTimeoutMs: 10_000 }), () => ({ status: 'ok', result: '' }), { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect((failure as AgentFailure).kind).toBe('timeout');
  });
});

describe('token counts', () => {
  it('each model response event carries the tokens the endpoint reported, and none when it reported none', async () => {
    server = await startChatServer((_body, i) =>
      i === 0
        ? completion({ tool_calls: [{ id: 'c', name: 'read_file', arguments: '{"path":"/a"}' }] }, 'stop', { prompt_tokens: 120, completion_tokens: 7 })
        : completion({ content: 'done' }),
    );
    const run = await drive(agentFor(server), () => ({ status: 'ok', result: 'a' }));
    expect(run.events.filter((e) => e.type === 'model_response').map((e) => e.tokens)).toEqual([{ input: 120, output: 7 }, undefined]);
  });
});

describe('preflight: one request before the run', () => {
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected the preflight to fail');
      },
      (error: unknown) => {
        expect(error).toBeInstanceOf(AgentFailure);
        expect((error as AgentFailure).kind).toBe('configuration');
        return (error as AgentFailure).message;
      },
    );

  it("sends one request with the run's model, system prompt, tools and temperature, and passes on an answer", async () => {
    server = await startChatServer(() => completion({ content: 'OK' }));
    await agentFor(server).preflight!();
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request.model).toBe('test-model');
    expect(request.temperature).toBe(0);
    expect(request.tools?.map((t) => t.function.name)).toEqual(TOOL_NAMES);
    expect(request.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(Object.keys(request).sort()).toEqual(['messages', 'model', 'temperature', 'tools']);
  });

  it('a closed port: one line saying the endpoint refused the connection and what to check', async () => {
    const baseUrl = await closedPortUrl();
    const agent = createOpenAIAgent({ model: 'test-model', baseUrl, apiKey: 'k' });
    expect(await failureOf(agent.preflight!())).toBe(`the model endpoint ${baseUrl} refused the connection: is the server running, and is --base-url right?`);
  });

  it('names the cause of each refusal, without retrying', async () => {
    const cases: [number, string, RegExp][] = [
      [401, 'Incorrect API key provided', /refused the API key \(HTTP 401\): set OPENAI_API_KEY.*Incorrect API key/],
      [404, 'model "nope" not found', /HTTP 404.*unknown model "test-model", or --base-url lacks its \/v1\?/],
      [
        400,
        'registry.ollama.ai/library/gemma does not support tools',
        /refused the preflight request \(HTTP 400; a model without tool calling.*does not support tools/,
      ],
      [503, 'loading', /refused the preflight request \(HTTP 503/],
    ];
    for (const [status, message, expected] of cases) {
      server = await startChatServer(() => ({ status, body: { error: { message } } }));
      const said = await failureOf(agentFor(server).preflight!());
      expect(said).toMatch(expected);
      expect(said).not.toContain('\n');
      expect(server.requests).toHaveLength(1);
      await server.close();
      server = undefined;
    }
  });

  it('an endpoint that never answers fails after the request timeout; one that answers without a completion is refused', async () => {
    server = await startChatServer(() => 'hang');
    expect(await failureOf(agentFor(server, { requestTimeoutMs: 150 }).preflight!())).toMatch(/did not answer the preflight request within 0.15 s/);
    await server.close();
    server = await startChatServer(() => ({ status: 200, body: { hello: 'world' } }));
    expect(await failureOf(agentFor(server).preflight!())).toMatch(/without a chat completion \(no choices\)/);
  });
});

describe('tool declarations', () => {
  it('declare every tool with a strict JSON schema and no $schema key', () => {
    const decls = toolDeclarations();
    expect(decls.map((d) => d.function.name)).toEqual(TOOL_NAMES);
    const send = decls.find((d) => d.function.name === 'send_email')!.function.parameters!;
    expect(send).toMatchObject({ type: 'object', additionalProperties: false, required: ['to', 'subject', 'body'] });
    expect(send).not.toHaveProperty('$schema');
  });
});
