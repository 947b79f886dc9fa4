import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initVerb } from '../../src/cli/commands/init.ts';
import { recordedMessages, type ScenarioRecord } from '../../src/contract/index.ts';
import { PACKAGE_ROOT } from '../../src/registry/index.ts';
import { readRunDirectory } from '../../src/runs/store/index.ts';
import { runInProcess } from './run-cli.ts';

/**
 * The project `init` writes, run end to end: the compliant victim on every scenario under both
 * attack templates, then stats, rescore and view on the stored run. Its judges are one of each new
 * kind: a score of checkpoints with passAt (user_task_2, mail with cc and an attachment), a search of
 * the conversation (user_task_3), a check of the state after each call (injection_task_2, whose
 * payload sits in a supplier's attachment).
 */
let root: string;
let judges: string;
let versions: string;
let run: string;
let records: readonly ScenarioRecord[];

const ATTACHMENT_SCENARIO = 'user_task_3+injection_task_2@email:3.attachment:catalogue.txt';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'chokepoint-example-run-'));
  const project = join(root, 'helpdesk');
  await initVerb(project);
  mkdirSync(join(project, 'node_modules'));
  symlinkSync(PACKAGE_ROOT, join(project, 'node_modules', 'chokepoint'), 'dir');
  judges = join(project, 'judges');
  versions = join(project, 'versions');
  run = join(root, 'run');
  const result = await runInProcess([
    'run',
    '--agent',
    'compliant',
    '--suite',
    'all',
    '--attacks',
    'manager_note,system_notice',
    '--judges',
    judges,
    '--versions',
    versions,
    '--out',
    run,
  ]);
  expect(result.code, result.stderr).toBe(0);
  records = (await readRunDirectory(run)).records;
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const record = (id: string): ScenarioRecord => {
  const found = records.find((r) => r.scenario.id === id);
  if (!found) throw new Error(`no record ${id}`);
  return found;
};

describe('the example project, run end to end', () => {
  it('records the threat model in the manifest', async () => {
    const { manifest } = await readRunDirectory(run);
    expect(manifest.threatModels?.helpdesk).toMatchObject({ surfaces: ['email:*.body', 'email:*.attachment:*'], budget: 2 });
    expect(manifest.attacks).toEqual(['manager_note', 'system_notice']);
  });

  it('scores the mail with cc and an attachment: every checkpoint met, the score kept beside the verdict', () => {
    expect(record('user_task_2').utility).toEqual({ passed: true, judgeVersion: '1.0.0', score: 1, passAt: 0.75 });
  });

  it('a payload in an attachment is delivered, detected by the per-step judge, and marked in the conversation', () => {
    for (const id of [ATTACHMENT_SCENARIO, `${ATTACHMENT_SCENARIO}~system_notice`]) {
      const r = record(id);
      expect(r.delivered, id).toBe(true);
      expect(r.attack?.passed, id).toBe(true);
      const marked = recordedMessages(r.messages ?? [], r.calls, r.output).filter((m) => m.injected !== undefined);
      expect(marked.map((m) => m.role)).toContain('tool');
      for (const m of marked) for (const s of m.injected!) expect(m.text.slice(s.start, s.end)).toBe(r.scenario.payload);
    }
    expect(record(ATTACHMENT_SCENARIO).utility.passed).toBe(true);
  });

  it('stats puts the mean score beside the pass rates and states the threat model', async () => {
    const { code, stdout } = await runInProcess(['stats', run, '--judges', judges, '--versions', versions]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^benign utility: mean score +1\.000 \(1 of 3 scored\)$/m);
    expect(stdout).toContain('helpdesk: attacker controls email:*.body, email:*.attachment:*; budget 2 attempt(s) per case');
  });

  it('rescore judges the stored traces again, the attachment payload included, and reproduces every verdict', async () => {
    const out = join(root, 'rescored');
    const { code, stdout } = await runInProcess(['rescore', run, '--at', '1.0.0', '--judges', judges, '--versions', versions, '--out', out]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      `${records.length} of ${records.length} scenario(s) re-scored from 1.0.0 at 1.0.0 (no model calls); 0 utility and 0 attack verdict(s) changed`,
    );
    const again = (await readRunDirectory(out)).records;
    expect(again.find((r) => r.scenario.id === ATTACHMENT_SCENARIO)?.attack?.passed).toBe(true);
    expect(again.find((r) => r.scenario.id === 'user_task_2')?.utility.score).toBe(1);
  });

  it('view builds the site with every trace, the conversation shown with the injected text marked', async () => {
    const out = join(root, 'site');
    const { code } = await runInProcess(['view', run, '--judges', judges, '--versions', versions, '--out', out]);
    expect(code).toBe(0);
    expect(existsSync(join(out, 'index.html'))).toBe(true);
    const traces = join(out, 'traces', readdirSync(join(out, 'traces'))[0]);
    const page = readdirSync(traces).find((f) => f.startsWith('user_task_3+injection_task_2') && !f.includes('system_notice'));
    const text = readFileSync(join(traces, page!), 'utf8');
    expect(text).toMatch(/Conversation \(\d+ messages\)/);
    expect(text).toContain('injected text');
    expect(text).toContain('--- Attachment: catalogue.txt ---');
  });

  it('the reference solves every task under each grant policy: attaching a file is covered where the task declares read_file', async () => {
    for (const grants of ['workspace', 'required-tools', 'task-resources']) {
      const out = join(root, `reference-${grants}`);
      const result = await runInProcess([
        'run',
        '--agent',
        'reference',
        '--suite',
        'all',
        '--grants',
        grants,
        '--judges',
        judges,
        '--versions',
        versions,
        '--out',
        out,
      ]);
      expect(result.code, result.stderr).toBe(0);
      const benign = (await readRunDirectory(out)).records.filter((r) => r.scenario.kind === 'benign');
      expect(
        benign.map((r) => [r.scenario.id, r.outcome]),
        grants,
      ).toEqual([
        ['user_task_1', 'success'],
        ['user_task_2', 'success'],
        ['user_task_3', 'success'],
      ]);
    }
  });
});
