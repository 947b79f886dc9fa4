import type { ts } from '../typescript.js';
import type { ReturnSite } from './facts.ts';
import type { VerdictPart } from './syntax.ts';
import { NOTHING, constantValue, consumed, join, withDeps, type Held, type Scope, type Sign, type Size, type Value } from './value.ts';

/**
 * What an activation is: the judge itself (its returns are the verdict), a function it calls, or
 * the module (constants, matcher arguments, the call that builds a judge), whose functions close
 * over nothing.
 */
export type FrameKind = 'judge' | 'function' | 'module';

/** A loop over a collection: its statement (or the callback called once per element) and what it walks. */
export interface Loop {
  readonly node: ts.Node;
  readonly iterable: Value;
  /**
   * The body leaves the judge both passing and failing (`if (done) return true; if (n >= LIMIT) return
   * false;`): a counter of its elements compared inside it tells how far the walk got, not how many
   * elements the collection has.
   */
  readonly exitsBothWays?: boolean;
}

let nextScopeId = 0;

/** The tests an early return leaves in force (`!c` past `if (c) return;`), with that `if`. */
const PASSED = new WeakMap<Value, ts.Statement>();

/** `test` is what the rest of a block runs under, past `statement` (`if (c) return;`): the else-branch of it. */
export function passedTest(statement: ts.Statement, test: Value): Value {
  PASSED.set(test, statement);
  return test;
}

function declaredPast(test: Value, decl: ts.Declaration): boolean {
  const statement = PASSED.get(test);
  return statement !== undefined && statement.getSourceFile() === decl.getSourceFile() && decl.pos >= statement.end;
}

/** The state of one function activation: its locals, the conditions guarding the current point, its returns. */
export class Frame implements Scope {
  readonly scopeId = nextScopeId++;
  readonly env = new Map<ts.Symbol, Value>();
  readonly control: Value[] = [];
  /** The branch conditions of the current point, as they hold there (`c` in a then-branch, `!c` in its else). */
  readonly tests: Value[] = [];
  /**
   * What is known exactly at the current point, one entry per enclosing branch (see Value.ways): the
   * check its test is, as it holds there, and the variable its test found null or undefined.
   */
  readonly branches: { readonly when: ReadonlyMap<number, Sign>; readonly nullOf?: ts.Symbol }[] = [];
  readonly returns: ReturnSite[] = [];
  /**
   * The enclosing loops over collections, innermost last: the loop statement (or the callback walked
   * element by element) and its iterable (counters incremented inside them count its elements).
   */
  readonly loops: Loop[] = [];
  /**
   * What a write here to a variable of an enclosing activation (a closure's counter or flag) depends
   * on besides this activation's own conditions: the conditions under which it was called and the
   * function value called (a closure stored and called later, passed to a loop).
   */
  outer: Value = NOTHING;
  /** The branch conditions the calls that led here were made under, outermost first (a closure setting a flag it closes over). */
  outerTests: readonly Value[] = [];
  /** The loops the calls that led here were made in, outermost first (a closure called once per element). */
  outerLoops: readonly Loop[] = [];
  /** The function's own parameters, by position (a change to what they refer to is seen by the caller). */
  readonly params = new Map<ts.Symbol, number>();
  /** What was written into the objects the parameters refer to, by parameter position. */
  readonly mutations = new Map<number, Value>();
  /** The verdict a `throw` gives in each enclosing `try` of this activation (what its catch returns), innermost last. */
  readonly handlers: Sign[] = [];
  /**
   * Inside the try block of a `try` with a catch, in this activation or one that called it: the
   * conditions under which a `throw` was reached there, which the catch's path depends on. A call
   * adds its caller's conditions to what it reached (functions.ts), so each activation notes only its own.
   */
  catching: Value[] | undefined;
  /**
   * The conditions under which this activation, or a helper it called, throws an exception nothing
   * catches before the judge (`if (wasSent(pre)) throw ...` in a setup method), signed for the
   * judge's verdict: a helper's go to its caller, the judge's returns depend on them.
   */
  readonly thrown: Value[] = [];
  /** Called (here or further up) inside a `try`: what it throws may be caught on the way, so it is not counted as failing the judge. */
  caught = false;
  /**
   * An else-branch's test (the object pushed on `tests`) whose then-branch set flags to literals
   * outright: the flags and their values. Written the same value in the else-branch, such a flag does
   * not depend on that test (`c || (!c && x)` is `c || x`).
   */
  readonly settledBy = new Map<Value, ReadonlyMap<ts.Symbol, unknown>>();
  /** For-of loops over a short literal list being walked once per element (each pass runs for certain). */
  readonly unrolled = new Set<ts.Node>();
  /** Branches of an `if` being walked whose condition is decided here (`if (true)`, a test of constants): each runs for certain. */
  readonly certain = new Set<ts.Node>();
  /** After `if (xs.length === 0) return '';` at the top of a helper: the search record whose success what it returns next needs. */
  nonEmpty: number | undefined;
  changes = 0;
  dead = 0;
  /** Variables normalised in place (normalised.ts) on every path to the current point, with what the normalisation gave. */
  definite = new Map<ts.Symbol, Value>();
  /** Variables normalised in place on some path to the current point. */
  readonly possible = new Set<ts.Symbol>();
  /** What such variables were declared (or last re-declared) with. */
  readonly declared = new Map<ts.Symbol, Value>();
  /** The statement just walked always leaves the function (a constant condition's returning branch). */
  left = false;
  /**
   * The statement just walked was `if (c) return ...;` (or throw) with no else, outside any loop:
   * `!c`, the test the rest of its block runs under, as an else-branch of it would.
   */
  passedUnder: { readonly statement: ts.Statement; readonly test: Value } | undefined;
  /** A statement of the function's body always left it (as `left`): the end of the body is never reached. */
  endedEarly = false;
  /**
   * The current point is reached on no path: every path to it threw (a `throw` walked, or a call of
   * a function whose every path throws). What follows in its block never runs, a `return` there
   * gives nothing; statements.ts joins it over branches (both must throw) and a `try` (its catch
   * runs instead).
   */
  diverged = false;
  /** In a method called on an object of a known class: that class (`this`). */
  self: ts.ClassLikeDeclaration | undefined;
  /** The activation of an arrow function: `this` is its enclosing function's. */
  arrow = false;
  /** `this` in a method or constructor called on an object the analysis knows (its fields as they are now). */
  thisValue: Value | undefined;
  /** In a helper that returns one of two number literals (numericLevels): those, the higher one as `true`. */
  levels: readonly [number, number] | undefined;
  /** In a helper whose returns are literals holding the verdict (returnedVerdictPart: a status tuple, a record with a status): that part's literals are its verdicts. */
  verdictPart: VerdictPart | undefined;
  /** Texts a test showed to hold a literal (`x.includes(':')`): from where (a position) and within what the reads of it know it. */
  readonly held = new Map<ts.Symbol, { readonly from: number; readonly region: ts.Node; readonly held: Held }[]>();
  /** Variables a test showed to equal a constant (`if (name !== 'A') return;`), from where (a position) and within what: that constant. */
  readonly equal = new Map<ts.Symbol, { readonly from: number; readonly region: ts.Node; readonly value: Value }[]>();
  /**
   * Lists a test showed to have an exact size, from where (a position) and within what: the branch where
   * `xs.length <= 2` held (xs having at least 2), the rest of the block past `if (xs.length !== 16) return;`.
   */
  readonly sized = new Map<ts.Symbol, { readonly from: number; readonly region: ts.Node; readonly size: Size }[]>();

  /**
   * `parent`: where names not bound here are looked up — the activation the function was created in
   * (a closure's), else the caller's.
   */
  constructor(
    readonly parent: Frame | undefined,
    readonly own: boolean,
    readonly testReturns: boolean,
    readonly kind: FrameKind = 'function',
    /** What an exception this activation does not catch gives: its caller's handler; in the judge, false (a judge that throws fails). */
    readonly uncaught: Sign = kind === 'judge' ? -1 : 0,
  ) {}

  /** The class `this` is an instance of here: the method's, seen through the arrow functions inside it. */
  thisClass(): ts.ClassLikeDeclaration | undefined {
    return this.arrow ? this.parent?.thisClass() : this.self;
  }

  /** The activation whose `this` is `this` here: this one, or the function an arrow function is in. */
  thisFrame(): Frame | undefined {
    return this.arrow ? this.parent?.thisFrame() : this;
  }

  /** What a `throw` here gives. */
  throwSign(): Sign {
    return this.handlers.at(-1) ?? this.uncaught;
  }

  /** The scope a function created here closes over: none at module level. */
  get captured(): Frame | undefined {
    return this.kind === 'module' ? undefined : this;
  }

  /**
   * For a variable of an enclosing activation written here outside any loop of this one: the
   * innermost loop of the calls that led here, when the variable is declared outside it (the write
   * runs once per element of it), else undefined.
   */
  outerLoop(symbol: ts.Symbol): Loop | undefined {
    const decl = symbol.valueDeclaration;
    const loop = this.outerLoops.at(-1);
    if (this.loops.length > 0 || !decl || !loop || this.env.has(symbol) || !this.holder(symbol)) return undefined;
    return decl.pos >= loop.node.pos && decl.end <= loop.node.end && decl.getSourceFile() === loop.node.getSourceFile() ? undefined : loop;
  }

  /** The branch conditions a write of the variable here is made under: for a variable of an enclosing activation, the calls' too. */
  testsFor(symbol: ts.Symbol): readonly Value[] {
    const tests = this.env.has(symbol) || !this.holder(symbol) ? this.tests : [...this.outerTests, ...this.tests];
    const decl = symbol.valueDeclaration;
    // A variable declared past an early return is declared and written where its test failed: no condition of its writes.
    return decl && tests.some((t) => PASSED.has(t)) ? tests.filter((t) => !declaredPast(t, decl)) : tests;
  }

  holder(symbol: ts.Symbol): Frame | undefined {
    return this.env.has(symbol) ? this : this.parent?.holder(symbol);
  }

  /** The frame a closure's scope is (every Scope is a Frame). */
  static of(scope: Scope | undefined): Frame | undefined {
    return scope instanceof Frame ? scope : undefined;
  }

  controlValue(): Value {
    return this.control.length === 0 ? NOTHING : join(...this.control);
  }

  /** What the judge returns: it returns only where no helper it called threw, so it depends on what they throw on. */
  /** The conditions every enclosing branch gives a write or return here, and whether it replaces `symbol` where it was nullish. */
  wayHere(symbol?: ts.Symbol): { when: ReadonlyMap<number, Sign>; ifNullish: boolean } {
    const when = new Map<number, Sign>();
    for (const b of this.branches) for (const [id, sign] of b.when) when.set(id, sign);
    return { when, ifNullish: symbol !== undefined && this.branches.some((b) => b.nullOf === symbol) };
  }

  returnedPastThrows(value: Value): Value {
    return this.kind === 'judge' && this.thrown.length > 0 ? withDeps(value, join(...this.thrown)) : value;
  }

  /** Paths of the judge that end in an exception nothing catches (its verdict there is false). */
  throwsOut = 0;

  /**
   * Every path to `node` throws here (a `throw`, a call of a function whose every path throws):
   * nothing after it runs (in code that runs at all). In the judge, outside any `try`, that path's
   * verdict is false: a return of false, under the conditions that led there.
   */
  diverge(node: ts.Node): void {
    if (this.dead > 0 || this.diverged) return;
    this.diverged = true;
    if (this.kind !== 'judge' || this.handlers.length > 0) return;
    this.throwsOut++;
    this.returns.push({ node, value: withDeps(constantValue(false), consumed(this.controlValue())) });
  }

  /** A `throw` reached here: the catch it goes to, if any, depends on what led to it. */
  noteThrow(thrown: Value): void {
    if (this.catching && this.dead === 0) this.catching.push(join(this.controlValue(), thrown));
  }
}
