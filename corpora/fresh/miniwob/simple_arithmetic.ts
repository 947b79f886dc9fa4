// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/simple-arithmetic.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: genProblem, the #subbtn click handler (one draw: 7 x 4)
import { defineUserTask, externalCall } from 'chokepoint';
import { field, pageAtClick, solved, SUBMIT } from './helpers.ts';

const digitOne = 7;
const digitTwo = 4;
const expectedAnswer = digitOne * digitTwo;

export default defineUserTask({
  id: 'simple_arithmetic',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: `Solve the math problem ${digitOne} x ${digitTwo} = and type your answer into the textbox. Press submit when done.`,
  requiredTools: [],
  reference: [
    externalCall('type', { element: '#math-answer', text: String(expectedAnswer) }),
    externalCall('click', { element: SUBMIT }),
  ],
  referenceAnswer: '',
  tags: ['miniwob'],
  utility: ({ trace, steps }) => {
    const page = pageAtClick(trace, steps, SUBMIT);
    if (page === undefined) return false;
    const userAnswer = field(page, '#math-answer');
    const r = userAnswer === expectedAnswer.toString() ? 1.0 : -1.0;
    return solved(r);
  },
});
