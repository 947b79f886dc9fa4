import { describe, expect, it } from 'vitest';
import { runInProcess } from './run-cli.ts';

const at = (name: string) => ['--judges', `test/fixtures/registry/${name}/judges`, '--versions', `test/fixtures/registry/${name}/versions`];

/**
 * Bad input: one clear line naming the file, exit code 2, never a stack trace. In-process, through
 * the same `main` the program runs (test/e2e/cli-process.test.ts checks one case in a real process). Each case loads a registry (a TypeScript program), so the file runs in the e2e project beside the other heavy CLI tests.
 */
describe('chokepoint list on bad input', () => {
  it.each([
    [
      'a syntax error in a task module',
      ['list', ...at('broken-syntax')],
      /^chokepoint: error: test\/fixtures\/registry\/broken-syntax\/judges\/demo\/user_task_1\/1\.0\.0\.ts:5:\d+: syntax error: /,
    ],
    [
      'a duplicate task id',
      ['list', ...at('duplicate-definition')],
      /^chokepoint: error: test\/fixtures\/registry\/duplicate-definition\/judges\/demo\/user_task_1\/1\.0\.0\+rebuild\.ts: duplicate definition: /,
    ],
    [
      'a target version below the first',
      ['list', ...at('valid'), '--at', '0.9.0'],
      /^chokepoint: error: test\/fixtures\/registry\/valid\/versions: no version at or before "0.9.0": the first is 1.0.0; known versions: 1.0.0, 1.9.0, 1.10.0-rc.1, 1.10.0$/,
    ],
    [
      'a malformed fixture',
      ['list', ...at('malformed-fixture')],
      /^chokepoint: error: test\/fixtures\/registry\/malformed-fixture\/judges\/demo\/environment\.json:5:\d+: invalid JSON/,
    ],
  ])('%s', async (_, args, line) => {
    const result = await runInProcess(args);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(result.stdout).toBe('');
    expect(result.code).toBe(2);
  });
});
