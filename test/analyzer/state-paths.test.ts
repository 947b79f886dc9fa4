import { describe, expect, it } from 'vitest';
import { readsReported, readsSnapshot, statePart } from '../../src/analyzer/flow/paths.ts';

describe('statePart: the part of a snapshot a path reads', () => {
  it.each([
    ['post.tables.orders[].id', { snapshot: 'post', part: 'post.tables.orders' }],
    ['post.tables.orders.length', { snapshot: 'post', part: 'post.tables.orders' }],
    ['pre.tables.orders', { snapshot: 'pre', part: 'pre.tables.orders' }],
    ['post.files{keys}', { snapshot: 'post', part: 'post.files' }],
    ['post.files["/a.txt"]{split}', { snapshot: 'post', part: 'post.files' }],
    ['post.emails[].to', { snapshot: 'post', part: 'post.emails' }],
    ['post.tables[*][]', undefined],
    ['post.tables{keys}', undefined],
    ['output', undefined],
    ['trace[].result', undefined],
    ['poster.x', undefined],
  ])('%s', (path, part) => {
    expect(statePart(path)).toEqual(part);
  });
});

describe('readsSnapshot', () => {
  it.each([
    ['pre.tables[*][]', 'pre', true],
    ['pre', 'pre', true],
    ['post.files', 'pre', false],
    ['prefix', 'pre', false],
    ['post.emails[].to', 'post', true],
    ['output', 'post', false],
  ] as const)('%s of %s: %s', (path, snapshot, reads) => {
    expect(readsSnapshot(path, snapshot)).toBe(reads);
  });
});

describe('readsReported: what the agent reports', () => {
  it.each([
    ['output', true],
    ['output{split}', true],
    ['output.length', true],
    ['trace[].result', true],
    ['trace[].result[][]', true],
    ['trace[0].result.rows', true],
    ['trace[].results', false],
    ['trace[].args.query', false],
    ['trace[].status', false],
    ['post.tables.t', false],
  ] as const)('%s: %s', (path, reported) => {
    expect(readsReported(path)).toBe(reported);
  });
});
