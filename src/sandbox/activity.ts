/**
 * The activity slot: a few numbers in shared memory through which a worker announces what bounded
 * work it is doing (which tool call, judge or module import, since when). The host reads it from
 * its own thread, so it can stop a worker stuck in a synchronous loop, where no message would ever
 * come, and say exactly what was running.
 *
 * Layout: Int32 [sequence (odd while an activity runs), kind, index] in bytes 0-11, then the start
 * time in epoch milliseconds as a Float64 at byte 16. The sequence is incremented last on begin and
 * first on end; a reader that sees the same odd sequence before and after reading the rest has a
 * consistent view.
 */

export const ACTIVITY_KINDS = ['tool', 'judge', 'module', 'snapshot'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface Activity {
  readonly kind: ActivityKind;
  /** Position of the item in the request (call, judge target); for module imports during a load, 0. */
  readonly index: number;
  readonly startedAt: number;
}

const BYTES = 24;

export function createActivityBuffer(): SharedArrayBuffer {
  return new SharedArrayBuffer(BYTES);
}

export class ActivitySlot {
  private readonly ints: Int32Array;
  private readonly time: Float64Array;

  constructor(buffer: SharedArrayBuffer) {
    this.ints = new Int32Array(buffer, 0, 3);
    this.time = new Float64Array(buffer, 16, 1);
  }

  begin(kind: ActivityKind, index: number): void {
    this.ints[1] = ACTIVITY_KINDS.indexOf(kind);
    this.ints[2] = index;
    this.time[0] = Date.now();
    Atomics.add(this.ints, 0, 1);
  }

  end(): void {
    if (Atomics.load(this.ints, 0) % 2 === 1) Atomics.add(this.ints, 0, 1);
  }

  /** The activity running now, or undefined between activities. */
  current(): Activity | undefined {
    for (;;) {
      const sequence = Atomics.load(this.ints, 0);
      if (sequence % 2 === 0) return undefined;
      const activity = { kind: ACTIVITY_KINDS[this.ints[1]], index: this.ints[2], startedAt: this.time[0] };
      if (Atomics.load(this.ints, 0) === sequence) return activity;
    }
  }
}
