import { defineUserTask } from 'chokepoint';

function run(ok: boolean): boolean {
  try {
    if (!ok) throw new Error('x');
    return true;
  } catch {
    return false;
  }
}
export default defineUserTask({
  id: 'c', suite: 's', version: '1.0.0', prompt: 'p', requiredTools: [], reference: [], referenceAnswer: '1', tags: [],
  utility: ({ output }) => run(output === '1'),
});
