/**
 * The activity slot: a few numbers in shared memory through which a worker announces what bounded
 * work it is doing (which tool call, judge or module import). The host reads it from its own
 * thread, so it can stop a worker stuck in a synchronous loop, where no message would ever come,
 * and say exactly what was running. The slot holds no time: how long an activity has run is
 * measured by the host, on its own monotonic clock, from when it first saw it (`thread.ts`).
 * Judge code cannot reach the slot (it runs in compartments); were it to, the most it could do is
 * announce new activities, each again bounded from when the host sees it.
 *
 * Layout: Int32 [sequence (odd while an activity runs), kind, index]. The sequence is incremented
 * last on begin and first on end; a reader that sees the same odd sequence before and after
 * reading the rest has a consistent view, and a new sequence is a new activity.
 */

export const ACTIVITY_KINDS = ['tool', 'judge', 'module', 'snapshot'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export interface Activity {
  readonly kind: ActivityKind;
  /** Position of the item in the request (call, judge target); for module imports during a load, 0. */
  readonly index: number;
}

/** An activity as the host sees it: with the sequence number that tells it from the next one. */
export interface ObservedActivity extends Activity {
  readonly sequence: number;
}

const INTS = 3;

export function createActivityBuffer(): SharedArrayBuffer {
  return new SharedArrayBuffer(INTS * Int32Array.BYTES_PER_ELEMENT);
}

export class ActivitySlot {
  private readonly ints: Int32Array;

  constructor(buffer: SharedArrayBuffer) {
    this.ints = new Int32Array(buffer, 0, INTS);
  }

  begin(kind: ActivityKind, index: number): void {
    this.ints[1] = ACTIVITY_KINDS.indexOf(kind);
    this.ints[2] = index;
    Atomics.add(this.ints, 0, 1);
  }

  end(): void {
    if ((Atomics.load(this.ints, 0) & 1) === 1) Atomics.add(this.ints, 0, 1);
  }

  /** The activity running now, or undefined between activities. */
  current(): ObservedActivity | undefined {
    for (;;) {
      const sequence = Atomics.load(this.ints, 0);
      if ((sequence & 1) === 0) return undefined;
      const activity = { kind: ACTIVITY_KINDS[this.ints[1]] ?? 'judge', index: this.ints[2], sequence };
      if (Atomics.load(this.ints, 0) === sequence) return activity;
    }
  }
}
