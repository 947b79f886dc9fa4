import { describe, expect, it } from 'vitest';
import { commandLoaders } from '../../src/cli/commands/index.ts';
import { buildProgram, endsWhenDone } from '../../src/cli/main.ts';

const argvFor = (...args: string[]) => ['node', 'chokepoint', ...args];

describe('verbs load lazily', () => {
  it('registers only the verb that runs', async () => {
    const program = await buildProgram(argvFor('power', '--p1', '0.6', '--p2', '0.35'));
    expect(program.commands.map((c) => c.name())).toEqual(['power']);
  });

  it('registers every verb, in help order, for help and for an unknown verb', async () => {
    for (const argv of [argvFor(), argvFor('--help'), argvFor('lsit')]) {
      const program = await buildProgram(argv);
      expect(program.commands.map((c) => c.name())).toEqual(Object.keys(commandLoaders));
    }
  });

  it('each loader registers the verb it is keyed by', async () => {
    for (const verb of Object.keys(commandLoaders)) {
      const program = await buildProgram(argvFor(verb));
      expect(
        program.commands.map((c) => c.name()),
        verb,
      ).toEqual([verb]);
    }
  });
});

describe('the process ends when the verb is done', () => {
  it('for lint, wherever its verb stands, and for no verb that may leave workers or children running', () => {
    expect(endsWhenDone(argvFor('lint', 'judges'))).toBe(true);
    expect(endsWhenDone(argvFor('--wide', 'lint', '--format', 'json'))).toBe(true);
    for (const argv of [argvFor('run', 'lint'), argvFor('validate'), argvFor('view'), argvFor('--version'), argvFor()])
      expect(endsWhenDone(argv), argv.join(' ')).toBe(false);
  });
});
