import type { ts } from '../typescript.js';
import type { Binding, CheckRecord, ConstantCondition, DeadCode, MembershipCall, NewRecord, PositionRead, UnknownSite } from './facts.ts';
import type { Value } from './value.ts';

/**
 * What one analysis of a judge collects as it walks: check records with their ids, fixed
 * conditions, dead code, bindings, membership calls, discarded values, duplicates, unknowns. A
 * function body re-walked until its variables stop growing rewinds to a mark first, so each
 * pass leaves only its own facts.
 *
 * Values carried from one pass into the next (a loop's variables) still hold the ids of the
 * records the rewound pass made. A record the next pass makes at the same place takes the id its
 * counterpart had, so those values keep naming the same check; an id whose check the next pass
 * does not make again names nothing (it is never given to another place's record).
 */
export interface Mark {
  /** How many records there were (records are kept in the order they were made). */
  readonly records: number;
  readonly constants: number;
  readonly dead: number;
  readonly memberships: number;
  readonly positions: number;
  readonly discarded: number;
  readonly duplicates: number;
  readonly unknowns: number;
}

export class Collected {
  private nextId = 0;
  private last = -1;
  /** Per node, the ids its records had in passes since rewound, the latest pass first. */
  private retired = new Map<ts.Node, number[]>();
  readonly records = new Map<number, CheckRecord>();
  /** The ids of `records` in the order they were made (a rewind drops the tail). */
  private readonly order: number[] = [];
  readonly constants: ConstantCondition[] = [];
  readonly deadCode: DeadCode[] = [];
  readonly bindings = new Map<ts.Symbol, Binding>();
  readonly bindingValues = new Map<ts.Symbol, Value>();
  readonly referenced = new Set<ts.Symbol>();
  /** The parts of the judge context (`steps`, `trace`) evaluated anywhere, whether or not they reach the verdict. */
  readonly touched = new Set<string>();
  readonly memberships: MembershipCall[] = [];
  readonly positions: PositionRead[] = [];
  readonly discarded: ts.Node[] = [];
  readonly duplicates: { node: ts.Node; first: ts.Node; lost?: ts.Node; absorbed?: boolean; implied?: boolean }[] = [];
  readonly unknowns: UnknownSite[] = [];
  /**
   * Unknown sites of texts the analysis cannot follow (flow/unknown.ts): unknowns only where the text
   * reaches the verdict, which is known once the judge is walked (`settleDeferred`). Never rewound: a
   * site counts by its reason, carried by the values it reaches.
   */
  readonly deferred: UnknownSite[] = [];
  /** Helper results per argument shape, with what each call collected (memoised). */
  private readonly memo = new Map<string, Memoised>();
  /** Rewinds so far: a memoised call of an earlier generation collected facts a rewind dropped. */
  private generation = 0;

  /** The deferred unknown sites whose reason is one of `reaching` (what the verdict and the checks carry) become unknowns. */
  settleDeferred(reaching: ReadonlySet<string>): void {
    const settled = new Set(this.unknowns);
    for (const site of this.deferred) if (reaching.has(site.reason) && !settled.has(site)) this.unknowns.push(site);
  }

  /** The id of the record added last. */
  get lastId(): number {
    return this.last;
  }

  addRecord(record: NewRecord): number {
    const id = this.retired.get(record.node)?.shift() ?? this.nextId++;
    this.records.set(id, { ...record, id });
    this.order.push(id);
    this.last = id;
    return id;
  }

  /**
   * The checks of two lists' elements at one walking position among `ids` (of the walk `walk`, or of
   * any where undefined): the verdict needs them at every position (`every`, a loop that fails at the
   * first position where one fails).
   */
  atEveryPosition(ids: Iterable<number>, walk?: ts.Node): void {
    for (const id of ids) {
      const record = this.records.get(id);
      if (record?.type !== 'compare' || !record.positional || record.positional.everyPosition) continue;
      if (walk === undefined || record.positional.walk === walk) this.records.set(id, { ...record, positional: { ...record.positional, everyPosition: true } });
    }
  }

  /** The comparisons among `ids` are how a similarity computes (flow/similarity.ts). */
  computing(ids: Iterable<number>): void {
    for (const id of ids) {
      const record = this.records.get(id);
      if (record?.type === 'compare' && !record.computing) this.records.set(id, { ...record, computing: true });
    }
  }

  /** The ids of the records made since `mark`. */
  since(mark: Mark): readonly number[] {
    return this.order.slice(mark.records);
  }

  /**
   * An element of the run's calls, steps or messages taken at a position the code fixes (`trace[6]`,
   * `at(-1)`, `history[index]` with a known index) of a list of them (the whole collection, a copy
   * mapped element by element, or a part of it: the rules tell them apart).
   */
  recordPosition(node: ts.Expression, target: Value, index: Value): void {
    const at = index.constant?.value;
    if (typeof at !== 'number' || !Number.isInteger(at) || index.position !== undefined || target.paths.size !== 1) return;
    const collection = [...target.paths][0];
    if (collection === 'trace' || collection === 'steps' || collection === 'messages')
      this.positions.push({ node, index: at, collection, listChecks: [...target.recs.keys()] });
  }

  mark(): Mark {
    return {
      records: this.order.length,
      constants: this.constants.length,
      dead: this.deadCode.length,
      memberships: this.memberships.length,
      positions: this.positions.length,
      discarded: this.discarded.length,
      duplicates: this.duplicates.length,
      unknowns: this.unknowns.length,
    };
  }

  /**
   * A test fixed whatever the run (it reads no context value) that decides no check of the run:
   * neither its evaluation (`cond`, from `start` to `afterTest`) nor the code it makes unreachable
   * (`skipped`, from and to marks) made a check. It guards the judge's own data or configuration
   * (`if (!expected) return false;`, `if (Object.keys(table).length === 0) return false;`): its
   * constant conditions and the dead code it leaves are dropped, not reported.
   */
  dropGuard(start: Mark, afterTest: Mark, skipped: readonly (readonly [Mark, Mark])[]): void {
    const checks = afterTest.records - start.records + skipped.reduce((n, [from, to]) => n + to.records - from.records, 0);
    if (checks > 0) return;
    const own = this.constants.slice(start.constants, afterTest.constants);
    if (own.length === 0 || !own.every((c) => c.independent)) return;
    const deadRanges = [[start.dead, afterTest.dead], ...skipped.map(([from, to]) => [from.dead, to.dead])].sort((a, b) => b[0] - a[0]);
    for (const [from, to] of deadRanges) this.deadCode.splice(from, to - from);
    this.constants.splice(start.constants, own.length);
  }

  rewind(mark: Mark): void {
    const rewound = new Map<ts.Node, number[]>();
    for (const id of this.order.splice(mark.records)) {
      const record = this.records.get(id)!;
      this.records.delete(id);
      const ids = rewound.get(record.node);
      if (ids) ids.push(id);
      else rewound.set(record.node, [id]);
    }
    for (const [node, ids] of rewound) this.retired.set(node, [...ids, ...(this.retired.get(node) ?? [])]);
    this.constants.length = mark.constants;
    this.deadCode.length = mark.dead;
    this.memberships.length = mark.memberships;
    this.positions.length = mark.positions;
    this.discarded.length = mark.discarded;
    this.duplicates.length = mark.duplicates;
    this.unknowns.length = mark.unknowns;
    this.generation++;
  }

  /**
   * Keeps a helper call's result under its key with what the call collected since `start`. A
   * function body re-walked with the same arguments makes the same facts, so a later pass that
   * makes the call again (after a rewind dropped them) takes them back instead of walking the
   * helper again: without this, nested helpers with loops were walked once per pass of each
   * enclosing loop, a number of walks that grows with the power of the nesting.
   */
  memoise(key: string, value: Value, start: Mark, throws: Throws = NO_THROWS): void {
    this.memo.set(key, {
      value,
      throws,
      generation: this.generation,
      produced: {
        records: this.order.slice(start.records).map((id) => this.records.get(id)!),
        constants: this.constants.slice(start.constants),
        dead: this.deadCode.slice(start.dead),
        memberships: this.memberships.slice(start.memberships),
        positions: this.positions.slice(start.positions),
        discarded: this.discarded.slice(start.discarded),
        duplicates: this.duplicates.slice(start.duplicates),
        unknowns: this.unknowns.slice(start.unknowns),
      },
    });
  }

  /** The memoised result of a call and how it throws, its facts collected again if a rewind dropped them. */
  recall(key: string): { readonly value: Value; readonly throws: Throws } | undefined {
    const entry = this.memo.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.generation) {
      this.replay(entry.produced);
      entry.generation = this.generation;
    }
    return entry;
  }

  private replay(produced: Produced): void {
    for (const record of produced.records) {
      // Another call made a check at the same place in this pass and took the id: it names that one.
      if (this.records.has(record.id)) continue;
      // The record keeps its id: values from earlier passes name it. Its id is no longer free for another.
      const free = this.retired.get(record.node);
      if (free?.includes(record.id))
        this.retired.set(
          record.node,
          free.filter((id) => id !== record.id),
        );
      this.records.set(record.id, record);
      this.order.push(record.id);
      this.last = record.id;
    }
    this.constants.push(...produced.constants);
    this.deadCode.push(...produced.dead);
    this.memberships.push(...produced.memberships);
    this.positions.push(...produced.positions);
    this.discarded.push(...produced.discarded);
    this.duplicates.push(...produced.duplicates);
    this.unknowns.push(...produced.unknowns);
  }
}

interface Produced {
  readonly records: readonly CheckRecord[];
  readonly constants: readonly ConstantCondition[];
  readonly dead: Collected['deadCode'];
  readonly memberships: readonly MembershipCall[];
  readonly positions: readonly PositionRead[];
  readonly discarded: readonly ts.Node[];
  readonly duplicates: Collected['duplicates'];
  readonly unknowns: readonly UnknownSite[];
}

/**
 * How a helper call throws, kept with its memoised result: the conditions under which it throws to
 * the judge (`Frame.thrown`, joined), and, called inside a `try` block, those under which it throws
 * there (before its caller's conditions), which the catch depends on.
 */
export interface Throws {
  readonly uncaught?: Value;
  readonly caught: readonly Value[];
  /** Every path of the call throws: it gives no value, and nothing after it runs. */
  readonly diverges?: boolean;
}

const NO_THROWS: Throws = { caught: [] };

interface Memoised {
  readonly value: Value;
  readonly throws: Throws;
  generation: number;
  readonly produced: Produced;
}
