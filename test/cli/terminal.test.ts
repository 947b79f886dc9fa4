import { describe, expect, it } from 'vitest';
import { colorFor, renderOptionsFor } from '../../src/cli/terminal.ts';
import { runInProcess } from './run-cli.ts';

/** How output is styled and errors are printed; every verb's tables at a terminal's width: terminal.e2e.test.ts. */
describe('render options from the output stream', () => {
  it('fits a terminal to its width, never a pipe or a file, and nothing under --wide', () => {
    expect(renderOptionsFor({ isTTY: true, columns: 93 }, {})).toEqual({ width: 93, color: true });
    expect(renderOptionsFor({ isTTY: true, columns: 0 }, {})).toEqual({ width: 80, color: true });
    expect(renderOptionsFor({}, {})).toEqual({ width: undefined, color: false });
    expect(renderOptionsFor({ isTTY: true, columns: 93 }, {}, { wide: true })).toEqual({ width: undefined, color: true });
  });

  it.each([
    ['a terminal', { isTTY: true }, {}, true],
    ['a pipe', {}, {}, false],
    ['a terminal with NO_COLOR', { isTTY: true }, { NO_COLOR: '1' }, false],
    ['a terminal with an empty NO_COLOR', { isTTY: true }, { NO_COLOR: '' }, true],
    ['a dumb terminal', { isTTY: true }, { TERM: 'dumb' }, false],
    ['a pipe with FORCE_COLOR', {}, { FORCE_COLOR: '1' }, true],
    ['a terminal with FORCE_COLOR=0', { isTTY: true }, { FORCE_COLOR: '0' }, false],
    ['NO_COLOR and FORCE_COLOR (FORCE_COLOR decides, as for Node)', { isTTY: true }, { NO_COLOR: '1', FORCE_COLOR: 'true' }, true],
  ])('colour on %s: %s', (_, stream, env, expected) => {
    expect(colorFor(stream, env)).toBe(expected);
  });
});

describe('every error starts "chokepoint: error:" and exits 2, commander\'s own too', () => {
  it.each([
    ['an unknown option', ['list', '--bogus'], 'chokepoint: error: --bogus: unknown option'],
    ['a missing argument', ['stats'], "chokepoint: error: stats: missing required argument 'run-dirs'"],
    ['a mistyped option', ['list', '--formt'], 'chokepoint: error: --formt: unknown option (did you mean --format?)'],
    ['an unknown verb', ['lsit'], "chokepoint: error: unknown command 'lsit' (did you mean list?)"],
    ['an option without its value', ['list', '--at'], 'chokepoint: error: --at: option argument missing'],
    ['a value outside the choices', ['list', '--format', 'yaml'], "chokepoint: error: --format: option argument 'yaml' is invalid: "],
    ['bad input to a verb', ['power', '--p1', '0.5', '--p2', '0.5'], 'chokepoint: error: '],
  ])('%s', async (_, args, start) => {
    const { code, stdout, stderr } = await runInProcess(args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    const lines = stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0].startsWith(start)).toBe(true);
  });

  it('colours the label on a colour terminal only', async () => {
    expect((await runInProcess(['list', '--bogus'], { terminal: { columns: 80 } })).stderr).toBe(
      '\u001b[31mchokepoint: error:\u001b[39m --bogus: unknown option\n',
    );
    expect((await runInProcess(['list', '--bogus'], { terminal: { columns: 80 }, env: { NO_COLOR: '1' } })).stderr).toBe(
      'chokepoint: error: --bogus: unknown option\n',
    );
  });
});
