import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/analyzer/analyze.ts';
import type { AnalysisResult, JudgeClassification } from '../../src/analyzer/types.ts';

/** Classification per axis on judges written the way benchmark authors write them. */
const DIR = join(import.meta.dirname, '..', 'fixtures', 'analyzer', 'styles');
let result: AnalysisResult;

beforeAll(() => {
  result = analyzeFiles(
    readdirSync(DIR)
      .filter((f) => f.endsWith('.ts'))
      .map((f) => join(DIR, f)),
  );
});

function classification(task: string): JudgeClassification {
  const judge = result.files.flatMap((f) => f.judges).find((j) => j.task === task);
  if (!judge) throw new Error(`no judge ${task}`);
  return judge.classification;
}

const value = <T>(axis: { known: true; value: T } | { known: false; reason: string } | undefined): T | string =>
  axis === undefined ? 'absent' : axis.known ? axis.value : `unknown: ${axis.reason}`;

describe('classification', () => {
  it('follows helpers imported from the judge folder through filter chains', () => {
    const c = classification('helper_import');
    expect(value(c.readLocations)).toEqual(['pre-post']);
    expect(value(c.count)).toEqual([{ kind: 'exactly', n: 1, of: 'post.emails' }]);
    expect(value(c.contentMatch)).toEqual(['equality', 'substring']);
    expect(value(c.caseRule)).toBe('mixed');
    expect(c.reads).toContain('pre.emails[].id');
  });

  it('follows nested destructuring of the context and a loop counter', () => {
    const c = classification('destructured_loop');
    expect(value(c.readLocations)).toEqual(['post']);
    expect(value(c.count)).toEqual([{ kind: 'at-least', n: 2, of: 'post.emails' }]);
    expect(value(c.contentMatch)).toEqual(['equality', 'prefix']);
    expect(value(c.caseRule)).toBe('case-sensitive');
  });

  it('reads an output-only regex judge through a module constant', () => {
    const c = classification('output_only');
    expect(value(c.readLocations)).toEqual(['output']);
    expect(value(c.count)).toEqual([]);
    expect(value(c.contentMatch)).toEqual(['regex']);
    expect(value(c.caseRule)).toBe('not-applicable');
  });

  it('sees a pre/post difference, a tolerance and a "nothing else changed" check', () => {
    const c = classification('state_diff');
    expect(value(c.readLocations)).toEqual(['pre-post']);
    expect(value(c.count)).toEqual([
      { kind: 'exactly', n: 1, of: 'post.tables.payments' },
      { kind: 'no-change', of: 'files' },
    ]);
    expect(value(c.contentMatch)).toEqual(['membership', 'numeric-tolerance']);
    expect(value(c.caseRule)).toBe('not-applicable');
  });

  it('reads a declarative predicate built with a helper, never() and matchers', () => {
    const c = classification('declarative');
    expect(c.style).toBe('declarative');
    expect(value(c.readLocations)).toEqual(['trace-names', 'trace-arguments']);
    expect(value(c.count)).toEqual([
      { kind: 'at-least', n: 1, of: 'trace:send_email' },
      { kind: 'exactly', n: 0, of: 'trace:write_file' },
    ]);
    expect(value(c.contentMatch)).toEqual(['equality', 'substring', 'membership']);
    expect(value(c.caseRule)).toBe('mixed');
    expect(value(c.argumentConstraint)).toBe('constrained');
  });

  it('labels an imperative attack judge that reads tool names only', () => {
    const c = classification('name_only');
    expect(value(c.readLocations)).toEqual(['trace-names']);
    expect(value(c.argumentConstraint)).toBe('name-only');
    expect(value(c.contentMatch)).toEqual([]);
  });

  it('reads arguments tested only for presence as read, and the attack judge as name-only (reading 28)', () => {
    const c = classification('arguments_read_not_checked');
    expect(value(c.readLocations)).toEqual(['trace-names', 'trace-arguments']);
    expect(value(c.argumentConstraint)).toBe('name-only');
    expect(value(c.contentMatch)).toEqual([]);
  });

  it('reads a loop with early returns and continue filters as "at least one"', () => {
    const c = classification('early_return');
    expect(value(c.readLocations)).toEqual(['pre-post']);
    expect(value(c.count)).toEqual([{ kind: 'at-least', n: 1, of: 'post.emails' }]);
    expect(value(c.contentMatch)).toEqual(['equality', 'regex']);
    expect(value(c.caseRule)).toBe('case-insensitive');
    expect(value(c.argumentConstraint)).toBe('not-trace-based');
  });

  it('follows a judge built at run time into the function the builder returns, with the argument it closes over', () => {
    const c = classification('built');
    expect(value(c.readLocations)).toEqual(['output']);
    expect(value(c.contentMatch)).toEqual(['substring']);
    expect(value(c.caseRule)).toBe('case-sensitive');
  });

  it('bails out to unknown on a judge built by code it cannot see and on any-typed values', () => {
    const unresolved = classification('unresolved');
    expect(unresolved.style).toBe('unresolved');
    expect(value(unresolved.readLocations)).toMatch(
      /^unknown: the judge is built at run time by `judgeFromConfig\('judges\/refund.json'\)`, which gives no function/,
    );
    const anyTyped = classification('any_typed');
    expect(value(anyTyped.contentMatch)).toMatch(/^unknown: .*typed any/);
    expect(value(anyTyped.caseRule)).toMatch(/^unknown: .*typed any/);
  });
});
