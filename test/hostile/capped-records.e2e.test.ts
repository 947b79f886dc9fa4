/**
 * Item 11 of the adversarial pass (caps): nothing capped tool results or answers, and one run wrote
 * 1.5 GB of records for ten scenarios. A record keeps at most MAX_RECORDED_TEXT characters of each
 * tool result, error and answer, and says where it cut; arguments larger than MAX_ARGUMENTS make a
 * malformed call that never runs.
 */
import { describe, expect, it } from 'vitest';
import { answer, proposal, type Agent, type AgentAction } from '../../src/harness/agents/index.ts';
import { suiteChokepoint } from '../../src/harness/run/mediation.ts';
import { MAX_ARGUMENTS, MAX_RECORDED_TEXT, runScenario } from '../../src/harness/run/scenario.ts';
import { miniBenchmark, miniScenario } from '../harness/run/mini.ts';

const scripted = (actions: AgentAction[]): Agent => ({
  name: 'scripted',
  model: null,
  baseUrl: null,
  start: () => ({ next: async (history) => actions[history.length] }),
});

describe('records are capped', () => {
  it('a huge tool result, huge arguments and a huge answer are cut or refused, and say so', async () => {
    const resolved = await miniBenchmark();
    const fixture = resolved.suites[0].fixture;
    const huge = { to: 'a@b.test', subject: 'x', body: 'y'.repeat(MAX_ARGUMENTS + 1) };
    const agent = scripted([
      proposal('execute_sql_query', { query: `SELECT printf('%.*c', ${MAX_RECORDED_TEXT * 3}, 'x') AS big` }),
      proposal('send_email', huge),
      answer('z'.repeat(MAX_RECORDED_TEXT * 2)),
    ]);
    const record = await runScenario(await miniScenario('user_task_2'), {
      fixture,
      agent,
      chokepoint: suiteChokepoint(fixture, [], 'workspace'),
      benchmarkVersion: resolved.version,
    });
    const [query, mail] = record.calls;
    expect(query.status).toBe('ok');
    expect(query.result!.length).toBeLessThan(MAX_RECORDED_TEXT + 100);
    expect(query.result).toMatch(new RegExp(`\\n\\[chokepoint: cut at ${MAX_RECORDED_TEXT} of \\d+ characters\\]$`));
    expect(mail).toMatchObject({
      status: 'error',
      args: {},
      error: `malformed call: arguments of ${JSON.stringify(huge).length} characters, more than the ${MAX_ARGUMENTS} a call may have`,
    });
    expect(record.output).toBe(`${'z'.repeat(MAX_RECORDED_TEXT)}\n[chokepoint: cut at ${MAX_RECORDED_TEXT} of ${MAX_RECORDED_TEXT * 2} characters]`);
    expect(JSON.stringify(record).length).toBeLessThan(3 * MAX_RECORDED_TEXT);
  });
});
