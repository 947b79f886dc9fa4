import { describe, expect, it } from 'vitest';
import { ChokepointError } from '../../../src/errors.ts';
import { createMediators, MEDIATOR_NAMES, parseDefenses } from '../../../src/harness/mediators/index.ts';

describe('parseDefenses', () => {
  it('reads none, one name or a comma list in order', () => {
    expect(parseDefenses('none')).toEqual([]);
    expect(parseDefenses('router-multi')).toEqual(['router-multi']);
    expect(parseDefenses('typechecker, router')).toEqual(['typechecker', 'router']);
  });

  it('lists every problem of a bad spec', () => {
    expect(() => parseDefenses('typechecker,firewall,typechecker')).toThrow(/unknown mediator "firewall".*listed twice/);
    expect(() => parseDefenses('none,router')).toThrow(ChokepointError);
    expect(() => parseDefenses(' , ')).toThrow(/empty/);
  });
});

describe('createMediators', () => {
  it('builds each mediator with its name, in order', () => {
    const names = createMediators(['router', 'typechecker', 'router-multi']).map((m) => m.name);
    expect(names).toEqual(['router', 'typechecker', 'router-multi']);
  });

  it('needs a judge model for llm-judge', () => {
    expect(() => createMediators(['llm-judge'])).toThrow(/judge model/);
    const judge = { id: 'j', complete: async () => '{"decision":"allow","confidence":1}' };
    expect(createMediators(['llm-judge'], { llmJudge: { model: judge, threshold: 0.3 } })[0].name).toBe('llm-judge');
  });

  it('reports bad options as a config error naming the field', () => {
    try {
      createMediators(['typechecker'], { typechecker: { readRoots: ['reports'] } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ChokepointError);
      expect((error as ChokepointError).location.field).toBe('typechecker.readRoots.0');
    }
  });

  it('knows the four mediators of the paper', () => {
    expect(MEDIATOR_NAMES).toEqual(['typechecker', 'router', 'router-multi', 'llm-judge']);
  });
});
