import { defineUserTask } from 'chokepoint';

function boom(): never {
  throw new Error('x');
}
function run(body: () => void): boolean {
  try {
    body();
    return true;
  } catch {
    return false;
  }
}
export default defineUserTask({
  id: 'b', suite: 's', version: '1.0.0', prompt: 'p', requiredTools: [], reference: [], referenceAnswer: '1', tags: [],
  utility: ({ output }) => run(() => { if (output !== '1') boom(); }),
});
