import { describe, expect, it } from 'vitest';
import type { ScenarioRef } from '../../src/contract/index.ts';
import { ChokepointError, ChokepointErrors } from '../../src/errors.ts';
import { narrowScenarios } from '../../src/registry/index.ts';
import { closeNames, editDistance } from '../../src/registry/suggest.ts';

const benign = (user: string, suite = 'mail'): { ref: ScenarioRef } => ({
  ref: { id: user, kind: 'benign', suite, userTask: user, injectionTask: null, locator: null, payload: null },
});
const attack = (user: string, injection: string, locator: string, suite = 'mail'): { ref: ScenarioRef } => ({
  ref: { id: `${user}+${injection}@${locator}`, kind: 'attack', suite, userTask: user, injectionTask: injection, locator, payload: 'x' },
});

const LIST = [
  benign('user_task_1'),
  benign('user_task_3'),
  attack('user_task_1', 'injection_task_1', 'email:1.body'),
  attack('user_task_3', 'injection_task_1', 'file:/notes.txt'),
  attack('user_task_3', 'injection_task_2', 'file:/notes.txt'),
];
const ids = (list: readonly { ref: ScenarioRef }[]) => list.map((s) => s.ref.id);
const narrow = (narrowing: Parameters<typeof narrowScenarios>[1]) => ids(narrowScenarios(LIST, narrowing, 'core at 1.0.0'));

function errorOf(f: () => unknown): string[] {
  try {
    f();
  } catch (error) {
    if (error instanceof ChokepointErrors) return error.errors.map((e) => e.format());
    if (error instanceof ChokepointError) return [error.format()];
    throw error;
  }
  throw new Error('expected an error');
}

describe('narrowScenarios (--task, --scenario, --limit)', () => {
  it('keeps everything, in order, when nothing narrows', () => {
    expect(narrow({})).toEqual(ids(LIST));
  });

  it('a user task keeps its benign scenario and its attacks; an injection task keeps the attacks with that goal', () => {
    expect(narrow({ tasks: ['user_task_3'] })).toEqual([
      'user_task_3',
      'user_task_3+injection_task_1@file:/notes.txt',
      'user_task_3+injection_task_2@file:/notes.txt',
    ]);
    expect(narrow({ tasks: ['injection_task_1'] })).toEqual(['user_task_1+injection_task_1@email:1.body', 'user_task_3+injection_task_1@file:/notes.txt']);
  });

  it('tasks of one kind add up, tasks of the two kinds intersect (AgentDojo -ut/-it)', () => {
    expect(narrow({ tasks: ['user_task_1', 'user_task_3'] })).toEqual(ids(LIST));
    expect(narrow({ tasks: ['user_task_3', 'injection_task_1'] })).toEqual(['user_task_3+injection_task_1@file:/notes.txt']);
    expect(narrow({ tasks: ['mail/user_task_1'] })).toEqual(['user_task_1', 'user_task_1+injection_task_1@email:1.body']);
  });

  it('--scenario picks exact ids; --limit keeps the first N after the other filters', () => {
    expect(narrow({ scenarios: ['user_task_3+injection_task_2@file:/notes.txt', 'user_task_1'] })).toEqual([
      'user_task_1',
      'user_task_3+injection_task_2@file:/notes.txt',
    ]);
    expect(narrow({ limit: 2 })).toEqual(['user_task_1', 'user_task_3']);
    expect(narrow({ tasks: ['injection_task_1'], limit: 1 })).toEqual(['user_task_1+injection_task_1@email:1.body']);
    expect(narrow({ limit: 99 })).toEqual(ids(LIST));
  });

  it('an unknown id is an error naming it, with the closest ids; every unknown id is listed', () => {
    expect(errorOf(() => narrow({ tasks: ['user_task_9'] }))).toEqual([
      '--task: no task user_task_9 in core at 1.0.0 (did you mean user_task_1, user_task_3?)',
    ]);
    expect(errorOf(() => narrow({ tasks: ['injecton_task_2', 'send_everything'] }))).toEqual([
      '--task: no task injecton_task_2 in core at 1.0.0 (did you mean injection_task_2?)',
      '--task: no task send_everything in core at 1.0.0',
    ]);
    // A scenario id typed without its locator suggests the scenarios it starts.
    expect(errorOf(() => narrow({ scenarios: ['user_task_3+injection_task_1'] }))).toEqual([
      '--scenario: no scenario user_task_3+injection_task_1 in core at 1.0.0 (did you mean user_task_3+injection_task_1@file:/notes.txt?)',
    ]);
  });

  it('ids that exist but select nothing together are an error, not an empty run', () => {
    expect(errorOf(() => narrow({ tasks: ['user_task_1', 'injection_task_2'] }))).toEqual([
      '--task: --task user_task_1 --task injection_task_2 together select no scenario of core at 1.0.0',
    ]);
  });
});

describe('closeNames', () => {
  it('prefers completions, then the smallest edit distance within a third of the name', () => {
    expect(editDistance('abcd', 'abdc')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(closeNames('lite', ['core', 'lite', 'probe'])).toEqual(['lite']);
    expect(closeNames('cor', ['core', 'lite', 'probe'])).toEqual(['core']);
    expect(closeNames('prbe', ['core', 'lite', 'probe'])).toEqual(['probe']);
    expect(closeNames('xyz', ['core', 'lite', 'probe'])).toEqual([]);
  });
});
