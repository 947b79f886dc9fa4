import type { ts } from 'ts-morph';
import type { Binding, CheckRecord, ConstantCondition, MembershipCall, NewRecord, UnknownSite } from './facts.ts';
import type { Value } from './value.ts';

/**
 * What one analysis of a judge collects as it walks: check records with their ids, fixed
 * conditions, dead code, bindings, membership calls, discarded values, duplicates, unknowns. A
 * function body re-walked until its variables stop growing rewinds to a mark first, so each
 * pass leaves only its own facts.
 */
export interface Mark {
  readonly nextId: number;
  readonly constants: number;
  readonly dead: number;
  readonly memberships: number;
  readonly discarded: number;
  readonly duplicates: number;
  readonly unknowns: number;
}

export class Collected {
  private nextId = 0;
  readonly records = new Map<number, CheckRecord>();
  readonly constants: ConstantCondition[] = [];
  readonly deadCode: { node: ts.Node; why: string }[] = [];
  readonly bindings = new Map<ts.Symbol, Binding>();
  readonly bindingValues = new Map<ts.Symbol, Value>();
  readonly referenced = new Set<ts.Symbol>();
  readonly memberships: MembershipCall[] = [];
  readonly discarded: ts.Node[] = [];
  readonly duplicates: { node: ts.Node; first: ts.Node; absorbed?: boolean }[] = [];
  readonly unknowns: UnknownSite[] = [];
  /** Helper results per argument shape; they hold record ids, so a rewind drops them. */
  memo = new Map<string, Value>();

  /** The id of the record added last. */
  get lastId(): number {
    return this.nextId - 1;
  }

  addRecord(record: NewRecord): number {
    const id = this.nextId++;
    this.records.set(id, { ...record, id });
    return id;
  }

  mark(): Mark {
    return {
      nextId: this.nextId,
      constants: this.constants.length,
      dead: this.deadCode.length,
      memberships: this.memberships.length,
      discarded: this.discarded.length,
      duplicates: this.duplicates.length,
      unknowns: this.unknowns.length,
    };
  }

  rewind(mark: Mark): void {
    for (let id = mark.nextId; id < this.nextId; id++) this.records.delete(id);
    this.nextId = mark.nextId;
    this.constants.length = mark.constants;
    this.deadCode.length = mark.dead;
    this.memberships.length = mark.memberships;
    this.discarded.length = mark.discarded;
    this.duplicates.length = mark.duplicates;
    this.unknowns.length = mark.unknowns;
    this.memo = new Map();
  }
}
