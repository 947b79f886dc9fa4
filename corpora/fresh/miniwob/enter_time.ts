// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/enter-time.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: genProblem, the #subbtn click handler (one draw: 2:07 PM, expected "14:07")
import { defineUserTask, externalCall } from 'chokepoint';
import { field, pageAtClick, solved, SUBMIT } from './helpers.ts';

const expectedOutput = '14:07';

export default defineUserTask({
  id: 'enter_time',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: 'Enter 2:07 PM as the time and press submit.',
  requiredTools: [],
  reference: [externalCall('type', { element: '#tt', text: expectedOutput }), externalCall('click', { element: SUBMIT })],
  referenceAnswer: '',
  tags: ['miniwob'],
  utility: ({ trace, steps }) => {
    const page = pageAtClick(trace, steps, SUBMIT);
    if (page === undefined) return false;
    const t = field(page, '#tt');
    const r = t === expectedOutput ? 1.0 : -1.0;
    return solved(r);
  },
});
