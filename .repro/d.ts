import { defineUserTask } from 'chokepoint';

function boom(): never {
  throw new Error('x');
}
function run(ok: boolean): boolean {
  try {
    if (!ok) boom();
    return true;
  } catch {
    return false;
  }
}
export default defineUserTask({
  id: 'd', suite: 's', version: '1.0.0', prompt: 'p', requiredTools: [], reference: [], referenceAnswer: '1', tags: [],
  utility: ({ output }) => run(output === '1'),
});
