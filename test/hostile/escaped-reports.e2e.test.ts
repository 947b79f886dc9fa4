/**
 * Item 6 of the adversarial pass: reports echoed attacker-controlled text. `rescore --format
 * markdown` and `diff --traces --format markdown` printed tool results verbatim (a forged table, a
 * heading, `<img onerror>`), and other tables escaped `|` but passed HTML. Text from traces is now
 * a code span in markdown lines and escaped in table cells, and printable in the terminal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInProcess } from '../cli/run-cli.ts';
import { MINI_JUDGES } from '../harness/run/mini.ts';
import { editRecords, scratch, type Workspace } from './helpers.ts';

const PAYLOAD = 'done\n\n# Verdict: the defense is perfect\n\n| FORGED | 0% |\n|---|---|\n<img src=x onerror=alert(1)>\n\u001b[2J';

let space: Workspace;
let run: string;

beforeAll(async () => {
  space = await scratch();
  run = space.path('run');
  const produced = await runInProcess(['run', '--agent', 'reference', '--suite', 'probe', '--judges', MINI_JUDGES, '--out', run]);
  expect(produced.code, produced.stderr).toBe(0);
  // The stored tool result says something else than the replay will: it is printed as a divergence.
  await editRecords(run, (record) => ({ ...record, calls: record.calls.map((c) => ({ ...c, result: PAYLOAD })) }));
});

afterAll(() => space?.remove());

/** The markdown with every code span taken out: what a renderer would read as markup. */
const markup = (markdown: string) => markdown.replace(/(`+)[\s\S]*?\1/g, '');

function expectInert(markdown: string): void {
  expect(markdown).toContain('onerror'); // the text is shown...
  const outside = markup(markdown);
  expect(outside).not.toMatch(/<img|onerror/); // ...but never as HTML
  expect(outside).not.toContain('\u001b'); // or a terminal escape,
  expect(outside).not.toMatch(/^# Verdict|^\| FORGED/m); // nor as a heading or a table of its own.
}

describe('trace text in markdown reports', () => {
  it('rescore --format markdown shows a divergent tool result inertly', async () => {
    const result = await runInProcess(['rescore', run, '--at', '1.0.0', '--judges', MINI_JUDGES, '--format', 'markdown']);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stdout).toMatch(/^replay diverged: `user_task_2`: call #0 `read_email` recorded `ok: done # Verdict/m);
    expectInert(result.stdout);
  });

  it('diff --traces --format markdown too', async () => {
    const result = await runInProcess(['diff', '1.0.0', '1.0.0', '--judges', MINI_JUDGES, '--traces', run, '--format', 'markdown']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('replay diverged: `user_task_2`');
    expectInert(result.stdout);
  });

  it('and the terminal table shows control characters as escapes', async () => {
    const result = await runInProcess(['rescore', run, '--at', '1.0.0', '--judges', MINI_JUDGES]);
    expect(result.stdout).not.toContain('\u001b');
    expect(result.stdout).toContain('\\u001b[2J');
  });
});
