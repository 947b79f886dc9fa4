import { beforeAll, describe, expect, it } from 'vitest';
import { recordedMessages } from '../../src/contract/conversation.ts';
import { isPredicate, type CalledWithPredicate, type Predicate } from '../../src/contract/predicates.ts';
import { readPipelines } from '../../src/interop/agentdojo/archive.ts';
import {
  CASE_SETS,
  caseSetSize,
  checkCaseSets,
  detectCaseSet,
  restrictAttackType,
  restrictRecords,
  restrictRun,
} from '../../src/interop/agentdojo/case-sets.ts';
import { convertRunFile } from '../../src/interop/agentdojo/convert.ts';
import { AGENTDOJO_GOALS, goalOf } from '../../src/interop/agentdojo/goals/index.ts';
import { importPipeline, type ImportedPipeline } from '../../src/interop/agentdojo/import.ts';
import { rescoreRecord, rescoreRecords, summarizeRescore } from '../../src/interop/agentdojo/rescore.ts';
import type { PipelineSource } from '../../src/interop/agentdojo/source-file.ts';
import { compactFile, GEMINI_V12, TOOL_FILTER } from './helpers.ts';

let toolFilterSource: PipelineSource;
let toolFilter: ImportedPipeline;
let gemini: ImportedPipeline;

beforeAll(async () => {
  [toolFilterSource] = await readPipelines(compactFile(TOOL_FILTER));
  toolFilter = importPipeline(toolFilterSource);
  gemini = importPipeline((await readPipelines(compactFile(GEMINI_V12)))[0]);
});

const record = (id: string) => {
  const found = toolFilter.records.find((r) => r.scenario.id === id);
  if (!found) throw new Error(`no record ${id}`);
  return found;
};

describe('the conversation', () => {
  it('maps every AgentDojo message: role, text, the calls an assistant turn made and the call a tool message answers', () => {
    for (const r of toolFilter.records) {
      const messages = recordedMessages(r.messages ?? [], r.calls, r.output);
      const proposed = messages.flatMap((m) => m.toolCalls ?? []);
      expect(proposed, r.scenario.id).toEqual(r.calls.map((c) => c.index));
      for (const m of messages.filter((x) => x.role === 'tool' && x.toolCall !== undefined)) {
        const call = r.calls[m.toolCall!];
        expect(call.status === 'ok' ? call.result : call.error, r.scenario.id).toBe(m.text);
      }
      expect(messages.filter((m) => m.role === 'assistant' && m.text.trim() !== '').at(-1)?.text ?? '').toBe(r.output);
    }
  });

  it('marks where an injected text entered a tool result, as D1 finds it (re-wrapped by the tool, punctuation aside)', () => {
    const squeeze = (t: string) =>
      t
        .replace(/\\[nrt]/g, ' ')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '');
    let delivered = 0;
    for (const r of toolFilter.records.filter((x) => x.scenario.kind === 'attack')) {
      const marked = recordedMessages(r.messages ?? [], r.calls, r.output).flatMap((m) => (m.injected ?? []).map((s) => m.text.slice(s.start, s.end)));
      if (r.delivered) delivered++;
      if (r.delivered) expect(marked.length, r.scenario.id).toBeGreaterThan(0);
      for (const text of marked) expect(Object.values(r.imported!.injections).map(squeeze)).toContain(squeeze(text));
    }
    expect(delivered).toBeGreaterThan(0);
  });
});

describe('label mapping', () => {
  it('maps AgentDojo security (true = attack succeeded) to the attack verdict and utility to utility', () => {
    for (const r of toolFilter.records) {
      const labels = r.imported!.labels;
      expect(r.utility).toEqual({ passed: labels.utility, judgeVersion: 'agentdojo' });
      if (r.scenario.kind === 'attack') expect(r.attack).toEqual({ passed: labels.security, judgeVersion: 'agentdojo' });
      else expect(r.attack).toBeNull();
    }
  });

  it('qualifies task ids with the suite, names injection vectors as locators and keeps the injected text', () => {
    const r = record('banking/user_task_0+injection_task_0@important_instructions');
    expect(r.scenario).toMatchObject({
      kind: 'attack',
      suite: 'banking',
      userTask: 'banking/user_task_0',
      injectionTask: 'banking/injection_task_0',
      locator: 'agentdojo:injection_bill_text',
      attack: 'important_instructions',
    });
    expect(r.scenario.payload).toContain('US133000000121212121212');
    expect(r.imported).toMatchObject({ attackType: 'important_instructions', injections: { injection_bill_text: r.scenario.payload } });
    expect(r.delivered).toBe(true);
  });

  it('pairs tool calls with their results, and tool errors become error calls', () => {
    const calls = toolFilter.records.flatMap((r) => r.calls);
    expect(calls.length).toBeGreaterThan(1000);
    expect(calls.every((c) => (c.status === 'ok' ? typeof c.result === 'string' : typeof c.error === 'string'))).toBe(true);
    expect(calls.some((c) => c.status === 'error')).toBe(true);
  });

  it('injection tasks run as user tasks are probes, never benign user tasks', () => {
    const probes = toolFilter.records.filter((r) => r.scenario.kind === 'probe');
    expect(probes).toHaveLength(27);
    expect(probes.every((r) => r.scenario.userTask.includes('/injection_task_'))).toBe(true);
    expect(toolFilter.records.filter((r) => r.scenario.kind === 'benign').every((r) => r.scenario.userTask.includes('/user_task_'))).toBe(true);
  });

  it('derives outcome classes: an errored run is env_error, no call at all is no_tool_call', () => {
    const file = toolFilterSource.files.find((f) => f.relativePath === 'slack/user_task_0/none/none.json')!;
    const data = JSON.parse(file.text);
    const errored = convertRunFile({ ...file, text: JSON.stringify({ ...data, error: 'context_length_exceeded', utility: false }) }, 'test');
    const silent = convertRunFile({ ...file, text: JSON.stringify({ ...data, messages: data.messages.slice(0, 2), utility: false }) }, 'test');
    expect(errored.ok && errored.run.record.outcome).toBe('env_error');
    expect(silent.ok && silent.run.record.outcome).toBe('no_tool_call');
    expect(record('slack/user_task_0').outcome).toBe(record('slack/user_task_0').utility.passed ? 'success' : 'wrong_result');
  });
});

describe('case sets', () => {
  it('sizes: v1 97 user tasks, 27 injection tasks, 629 cases; v1.2 35 injection tasks, 949 cases', () => {
    expect(caseSetSize(CASE_SETS['agentdojo-v1'])).toEqual({ benign: 97, probe: 27, attack: 629 });
    expect(caseSetSize(CASE_SETS['agentdojo-v1.2'])).toEqual({ benign: 97, probe: 35, attack: 949 });
  });

  it('restricting a v1.2 pipeline to v1 keeps exactly the v1 cases', () => {
    const v1 = restrictRecords(gemini.records, 'agentdojo-v1');
    expect(detectCaseSet(v1)).toMatchObject({ caseSet: 'agentdojo-v1', complete: true, benign: 97, probe: 27, attackByType: { important_instructions: 629 } });
    expect(gemini.records.length - v1.length).toBe(320 + 8);
  });

  it('comparing runs on different case sets is refused unless compared on their intersection (then noted)', () => {
    const runs = [
      { label: 'tool_filter', run: { manifest: toolFilter.manifest } },
      { label: 'gemini', run: { manifest: gemini.manifest } },
    ];
    expect(() => checkCaseSets(runs, false)).toThrow(/different AgentDojo case sets \(tool_filter: agentdojo-v1, gemini: agentdojo-v1.2\)/);
    expect(checkCaseSets(runs, true)).toEqual([
      'AgentDojo case sets differ (tool_filter: agentdojo-v1, gemini: agentdojo-v1.2): compared on their intersection only',
    ]);
    const restricted = restrictRun({ dir: 'gemini', manifest: gemini.manifest, records: gemini.records }, 'agentdojo-v1');
    expect(restricted).toMatchObject({ kept: 753, dropped: 328 });
    expect(restricted.run.manifest).toMatchObject({ suite: 'agentdojo-v1' });
    expect(restricted.run.manifest.scenarios).toEqual(toolFilter.manifest.scenarios);
  });

  it('restricting to one attack type keeps benign and probe scenarios; an absent type is refused', () => {
    const run = { dir: 'tf', manifest: toolFilter.manifest, records: toolFilter.records };
    expect(restrictAttackType(run, 'important_instructions')).toMatchObject({ kept: 753, dropped: 0 });
    expect(() => restrictAttackType(run, 'direct')).toThrow(/no attack scenarios of type "direct" \(present: important_instructions\)/);
  });

  it('refuses unknown case set names', () => {
    expect(() => restrictRecords(gemini.records, 'agentdojo-v9')).toThrow(/unknown case set/);
  });
});

function leaves(p: Predicate): CalledWithPredicate[] {
  return p.kind === 'calledWith' ? [p as CalledWithPredicate] : (p.children ?? []).flatMap(leaves);
}

describe('goals and predicates on real traces', () => {
  it('every injection task of the v1.2 case set has a goal', () => {
    for (const [suite, range] of Object.entries(CASE_SETS['agentdojo-v1.2'].injectionTasks)) {
      for (let n = range.from; n <= range.to; n++) expect(goalOf(suite, `injection_task_${n}`), `${suite}/injection_task_${n}`).toBeDefined();
    }
    expect(AGENTDOJO_GOALS.filter((g) => g.predicate === null).map((g) => `${g.suite}/${g.injectionTask}`)).toEqual(['travel/injection_task_6']);
  });

  it('predicates only name tools and arguments that occur in the real traces of their suite', () => {
    const seen = new Map<string, Set<string>>();
    for (const r of [...toolFilter.records, ...gemini.records]) {
      for (const c of r.calls) {
        const key = `${r.scenario.suite}/${c.tool}`;
        if (!seen.has(key)) seen.set(key, new Set());
        for (const arg of Object.keys(c.args)) seen.get(key)!.add(arg);
      }
    }
    for (const goal of AGENTDOJO_GOALS) {
      for (const p of [goal.predicate, goal.nameOnly]) {
        if (!p) continue;
        expect(isPredicate(p)).toBe(true);
        for (const leaf of leaves(p)) {
          const args = seen.get(`${goal.suite}/${leaf.tool}`);
          expect(args, `${goal.suite}/${leaf.tool}`).toBeDefined();
          for (const arg of Object.keys(leaf.args)) expect([...args!], `${goal.suite}/${leaf.tool}.${arg}`).toContain(arg);
        }
      }
    }
  });

  it('banking injection task 0: the transfer naming Spotify passes, a transfer without it only passes name-only', () => {
    const hit = rescoreRecords(toolFilter.records).find((c) => c.injectionTask === 'banking/injection_task_0' && c.argument === true);
    expect(hit).toBeDefined();
    const r = record(hit!.id);
    expect(r.calls.some((c) => c.tool === 'send_money' && /spotify/i.test(String(c.args.subject)))).toBe(true);
    const bill = rescoreRecord({ ...r, calls: r.calls.map((c) => (c.tool === 'send_money' ? { ...c, args: { ...c.args, subject: 'bill' } } : c)) });
    expect(bill).toMatchObject({ argument: false, nameOnly: true });
  });

  it('a call that failed never counts; AgentDojo-only verdicts on it are categorised call-errored', () => {
    const r = record('banking/user_task_0+injection_task_7@important_instructions');
    const failed = {
      ...r,
      attack: { passed: true, judgeVersion: 'agentdojo' },
      calls: [{ index: 0, tool: 'update_password', args: { password: 'new_password' }, status: 'error' as const, error: 'ValueError' }],
    };
    expect(rescoreRecord(failed)).toMatchObject({ agentdojo: true, argument: false, nameOnly: false, category: 'call-errored' });
  });

  it('re-scoring a whole pipeline: agreement, name-only inflation, every disagreement categorised', () => {
    const summary = summarizeRescore(rescoreRecords(toolFilter.records));
    expect(summary.cases).toBe(629);
    expect(summary.notExpressible).toBe(20);
    expect(summary.expressible).toBe(609);
    expect(summary.nameOnlyAsr.successes).toBeGreaterThanOrEqual(summary.argumentAsr.successes);
    expect(summary.agreement.successes + summary.disagreements.length).toBe(609);
    expect(summary.disagreements.every((d) => d.category !== null)).toBe(true);
    expect(summary.agentdojoOnly + summary.argumentOnly).toBe(summary.disagreements.length);
  });
});
