import { describe, expect, it } from 'vitest';
import { findDuplicateKeys, findJsonSyntaxError, formatJsonPath, locateJsonPath, locationOf } from '../../src/environment/json-location.ts';

describe('json-location', () => {
  it('converts offsets to 1-based line and column', () => {
    expect(locationOf('ab\ncd\n', 0)).toEqual({ line: 1, column: 1 });
    expect(locationOf('ab\ncd\n', 4)).toEqual({ line: 2, column: 2 });
  });

  it('formats paths with identifiers dotted, indexes bracketed and other keys quoted', () => {
    expect(formatJsonPath(['tables', 'customers', 'rows', 3, 'email'])).toBe('tables.customers.rows[3].email');
    expect(formatJsonPath(['files', '/reports/q3.txt'])).toBe('files["/reports/q3.txt"]');
    expect(formatJsonPath([])).toBe('');
  });

  it('accepts everything JSON.parse accepts in a sample of edge cases', () => {
    for (const text of ['0', '-1.5e+3', '"\\u00e9\\n"', ' [ ] ', '{"a":[true,false,null,{}]}', '\t{\r\n}']) {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(findJsonSyntaxError(text)).toBeUndefined();
    }
  });

  it.each([
    ['{"a": 01}', 1, 8],
    ['{"a": tru}', 1, 7],
    ['["\\x"]', 1, 3],
    ["{'a': 1}", 1, 2],
    ['[1,]', 1, 4],
  ])('finds the syntax error JSON.parse rejects in %j', (text, line, column) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(findJsonSyntaxError(text)).toMatchObject({ line, column });
  });

  it('locates a value, or the closest existing parent of a missing one', () => {
    const text = '{\n "a": {\n  "b": [\n   1,\n   {"c": 2}\n  ]\n }\n}';
    expect(locateJsonPath(text, ['a', 'b', 1, 'c'])).toEqual({ line: 5, column: 10 });
    expect(locateJsonPath(text, ['a', 'b', 1, 'missing'])).toEqual({ line: 5, column: 4 });
    expect(locateJsonPath(text, ['zzz'])).toEqual({ line: 1, column: 1 });
    expect(locateJsonPath('{', ['a'])).toBeUndefined();
  });

  it('finds keys repeated within one object only', () => {
    expect(findDuplicateKeys('{"a": {"x": 1}, "b": {"x": 2}}')).toEqual([]);
    expect(findDuplicateKeys('{"a": 1,\n "b": {"x": 1, "x": 2},\n "a": 3}')).toEqual([
      { path: ['b', 'x'], line: 2, column: 16 },
      { path: ['a'], line: 3, column: 2 },
    ]);
  });
});
