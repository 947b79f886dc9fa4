import { describe, expect, it } from 'vitest';
import type { ScenarioRecord } from '../../../src/contract/index.ts';
import { createProgress } from '../../../src/harness/run/progress.ts';

const record = (utility: boolean, attack: boolean | null) =>
  ({ utility: { passed: utility }, attack: attack === null ? null : { passed: attack } }) as unknown as ScenarioRecord;

describe('progress', () => {
  it('redraws one bar in place on a terminal, with an estimate of the time left', () => {
    let out = '';
    let clock = 0;
    const progress = createProgress({ stream: { isTTY: true, columns: 120, write: (t: string) => (out += t) }, now: () => clock });
    progress.start(4, []);
    clock = 1000;
    progress.record(record(true, null));
    clock = 2000;
    progress.record(record(false, true));
    expect(out.split('\r\x1b[2K').at(-1)).toBe('[############------------] 2/4 (50%) utility ok 1, attacks succeeded 1 eta 2s');
    progress.finish();
    expect(out.endsWith('\n')).toBe(true);
    expect(out.split('\n')).toHaveLength(2);
  });

  it('prints plain lines at most once per interval when not on a terminal, and always the last one', () => {
    const lines: string[] = [];
    let clock = 0;
    const progress = createProgress({ stream: { write: (t: string) => lines.push(t) }, intervalMs: 5000, now: () => clock });
    progress.start(3, []);
    for (const t of [1000, 6000, 8000]) {
      clock = t;
      progress.record(record(true, false));
    }
    expect(lines).toEqual([
      'chokepoint run: 0/3 (0%) utility ok 0, attacks succeeded 0\n',
      'chokepoint run: 2/3 (66%) utility ok 2, attacks succeeded 0 eta 3s\n',
      'chokepoint run: 3/3 (100%) utility ok 3, attacks succeeded 0\n',
    ]);
  });

  it('a resumed run counts the records it keeps in every figure, not only in the scenarios done', () => {
    const lines: string[] = [];
    let clock = 0;
    const progress = createProgress({ stream: { write: (t: string) => lines.push(t) }, intervalMs: 0, now: () => clock });
    progress.start(4, [record(true, null), record(false, true)]);
    clock = 1000;
    progress.record(record(true, false));
    expect(lines).toEqual([
      'chokepoint run: resuming, 2 of 4 scenario(s) already recorded\n',
      'chokepoint run: 2/4 (50%) utility ok 1, attacks succeeded 1\n',
      'chokepoint run: 3/4 (75%) utility ok 2, attacks succeeded 1 eta 1s\n',
    ]);
  });
});
