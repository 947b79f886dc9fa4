import { defineUserTask } from 'chokepoint';

type ScriptResult = { exitCode: number; stdout: string };
class PythonExit extends Error {
  constructor(readonly code: number) {
    super(`exit(${code})`);
  }
}
function runPython(body: () => void): ScriptResult {
  try {
    body();
    return { exitCode: 0, stdout: '' };
  } catch (e) {
    if (e instanceof PythonExit) return { exitCode: e.code, stdout: '' };
    return { exitCode: 1, stdout: '' };
  }
}
function exit(code: number): never {
  throw new PythonExit(code);
}
const integerMatch = (a: string, b: string) =>
  runPython(() => {
    if (a.trim() === b.trim()) exit(0);
    exit(1);
  });

export default defineUserTask({
  id: 'a', suite: 's', version: '1.0.0', prompt: 'How many?', requiredTools: [], reference: [], tags: [],
  utility: ({ output }) => integerMatch(output, '1').exitCode === 0,
});
