import type { ScenarioRecord } from '../../contract/index.ts';

/** Progress of a run on a stream (stderr): a redrawn bar on a terminal, periodic plain lines otherwise. */
export interface Progress {
  /** `kept`: the records a resumed run keeps; the counts start from theirs. */
  start(total: number, kept: readonly ScenarioRecord[]): void;
  record(record: ScenarioRecord): void;
  finish(): void;
}

export interface ProgressOptions {
  readonly stream: { write(text: string): unknown; readonly isTTY?: boolean; readonly columns?: number };
  /** Minimum time between plain lines (non-TTY); default 5 s. Ignored on a terminal. */
  readonly intervalMs?: number;
  readonly now?: () => number;
}

const BAR_WIDTH = 24;

export function createProgress(options: ProgressOptions): Progress {
  const { stream } = options;
  const now = options.now ?? (() => Date.now());
  const interval = options.intervalMs ?? 5_000;
  let total = 0;
  let done = 0;
  let skipped = 0;
  let passed = 0;
  let attacks = 0;
  let started = 0;
  let lastLine = -Infinity;

  const eta = (): string => {
    const fresh = done - skipped;
    if (fresh === 0 || done >= total) return '';
    const seconds = Math.round((((now() - started) / fresh) * (total - done)) / 1000);
    return seconds >= 60 ? ` eta ${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s` : ` eta ${seconds}s`;
  };
  const status = (): string => {
    const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
    return `${done}/${total} (${percent}%) utility ok ${passed}, attacks succeeded ${attacks}${eta()}`;
  };
  const draw = (): void => {
    if (stream.isTTY) {
      const filled = total === 0 ? BAR_WIDTH : Math.round((done / total) * BAR_WIDTH);
      const line = `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${status()}`;
      const width = stream.columns ?? 100;
      stream.write(`\r\x1b[2K${line.slice(0, Math.max(10, width - 1))}`);
    } else if (now() - lastLine >= interval || done === total) {
      lastLine = now();
      stream.write(`chokepoint run: ${status()}\n`);
    }
  };

  return {
    start(count, kept) {
      total = count;
      done = kept.length;
      skipped = kept.length;
      passed = kept.filter((r) => r.utility.passed).length;
      attacks = kept.filter((r) => r.attack?.passed === true).length;
      started = now();
      if (kept.length > 0) stream.write(`chokepoint run: resuming, ${kept.length} of ${count} scenario(s) already recorded\n`);
      draw();
    },
    record(record) {
      done++;
      if (record.utility.passed) passed++;
      if (record.attack?.passed) attacks++;
      draw();
    },
    finish() {
      if (stream.isTTY) stream.write('\n');
    },
  };
}

/** A progress sink that says nothing (library use, tests). */
export const silentProgress: Progress = { start() {}, record() {}, finish() {} };
