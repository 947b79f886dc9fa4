import { describe, expect, it } from 'vitest';
import { Collected } from '../../src/analyzer/flow/collected.ts';
import type { NewRecord } from '../../src/analyzer/flow/facts.ts';
import { ts } from '../../src/analyzer/typescript.js';
import { NOTHING, consumed } from '../../src/analyzer/flow/value.ts';

/**
 * The facts one judge's walk collects, rewound between the passes over a loop's body, and a
 * memoised helper call taken again in a later pass: its checks come back with the ids they had,
 * and those ids are not handed to another check.
 */
const source = ts.createSourceFile('probe.ts', 'a === 1; b === 2; c === 3;', ts.ScriptTarget.ES2022, true);
const [nodeA, nodeB, nodeC] = source.statements;
const count = (node: ts.Node): NewRecord => ({ type: 'count', node, of: new Set(['trace']), op: 'truthy' });
const ids = (c: Collected): number[] => [...c.records.keys()].sort((x, y) => x - y);

describe('memoised helper calls across rewinds', () => {
  it('a call recalled after a rewind brings back the checks it made, under their ids', () => {
    const c = new Collected();
    const start = c.mark();
    const a = c.addRecord(count(nodeA));
    const b = c.addRecord(count(nodeB));
    c.constants.push({ node: nodeB, truthy: true, why: 'fixed' });
    c.memoise('helper(x)', NOTHING, start);
    c.rewind(start);
    expect(ids(c)).toEqual([]);
    expect(c.recall('helper(x)')?.value).toBe(NOTHING);
    expect(ids(c)).toEqual([a, b]);
    expect(c.records.get(b)?.node).toBe(nodeB);
    expect(c.constants.map((k) => k.why)).toEqual(['fixed']);
  });

  it('in the pass that made them, recalling adds nothing twice', () => {
    const c = new Collected();
    const start = c.mark();
    c.addRecord(count(nodeA));
    c.memoise('helper(x)', NOTHING, start);
    c.recall('helper(x)');
    expect(c.mark().records).toBe(1);
  });

  it('an id brought back is not handed to the next check made at the same place', () => {
    const c = new Collected();
    const start = c.mark();
    const a = c.addRecord(count(nodeA));
    c.memoise('helper(x)', NOTHING, start);
    c.rewind(start);
    c.recall('helper(x)');
    const again = c.addRecord(count(nodeA));
    expect(again).not.toBe(a);
    expect(ids(c)).toEqual([a, again].sort((x, y) => x - y));
  });

  it('a call never memoised is not recalled; a later rewind drops what a recall brought back', () => {
    const c = new Collected();
    expect(c.recall('other(y)')).toBeUndefined();
    const outer = c.mark();
    const start = c.mark();
    c.addRecord(count(nodeC));
    c.memoise('helper(z)', NOTHING, start);
    c.rewind(outer);
    c.recall('helper(z)');
    c.rewind(outer);
    expect(ids(c)).toEqual([]);
  });

  it('how a call throws comes back with its result, in one record', () => {
    const c = new Collected();
    const uncaught = { ...NOTHING, deps: new Set(['pre.emails']) };
    const caught = [{ ...NOTHING, deps: new Set(['post.files']) }];
    c.memoise('helper(t)', NOTHING, c.mark(), { uncaught, caught });
    c.memoise('helper(u)', NOTHING, c.mark());
    expect(c.recall('helper(t)')).toMatchObject({ value: NOTHING, throws: { uncaught, caught } });
    expect(c.recall('helper(u)')?.throws).toEqual({ caught: [] });
  });
});

describe('a constant consumed keeps why it is fixed', () => {
  it('one a helper parameter carried, upper-cased, stays fixed for that call only (no dead code reported for every call)', () => {
    const carried = { ...NOTHING, constant: { value: 'AAPL' }, caseNormal: 'upper' as const, explained: true, bound: true };
    expect(consumed(carried)).toMatchObject({ constant: { value: 'AAPL' }, explained: true, bound: true });
    expect(consumed({ ...NOTHING, constant: { value: 'AAPL' } }).bound).toBeUndefined();
  });
});
