import type { ts } from '../typescript.js';
import type { ReturnSite } from './facts.ts';
import { NOTHING, join, type Value } from './value.ts';

/** The state of one function activation: its locals, the conditions guarding the current point, its returns. */
export class Frame {
  readonly env = new Map<ts.Symbol, Value>();
  readonly control: Value[] = [];
  /** The branch conditions of the current point, as they hold there (`c` in a then-branch, `!c` in its else). */
  readonly tests: Value[] = [];
  readonly returns: ReturnSite[] = [];
  /** Iterables of the enclosing for-of loops (counters incremented inside them count their elements). */
  readonly loops: Value[] = [];
  /** The function's own parameters, by position (a change to what they refer to is seen by the caller). */
  readonly params = new Map<ts.Symbol, number>();
  /** What was written into the objects the parameters refer to, by parameter position. */
  readonly mutations = new Map<number, Value>();
  /** After `if (xs.length === 0) return '';` at the top of a helper: the search record whose success what it returns next needs. */
  nonEmpty: number | undefined;
  changes = 0;
  dead = 0;
  /** The statement just walked always leaves the function (a constant condition's returning branch). */
  left = false;

  constructor(
    readonly parent: Frame | undefined,
    readonly own: boolean,
    readonly testReturns: boolean,
  ) {}

  holder(symbol: ts.Symbol): Frame | undefined {
    return this.env.has(symbol) ? this : this.parent?.holder(symbol);
  }

  controlValue(): Value {
    return this.control.length === 0 ? NOTHING : join(...this.control);
  }
}
