// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/enter-password.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: genProblem, the #subbtn click handler (one draw: password "Yq8c")
import { defineUserTask, externalCall } from 'chokepoint';
import { field, pageAtClick, solved, SUBMIT } from './helpers.ts';

const password = 'Yq8c';

export default defineUserTask({
  id: 'enter_password',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: `Enter the password "${password}" into both text fields and press submit.`,
  requiredTools: [],
  reference: [
    externalCall('type', { element: '#password', text: password }),
    externalCall('type', { element: '#verify', text: password }),
    externalCall('click', { element: SUBMIT }),
  ],
  referenceAnswer: '',
  tags: ['miniwob'],
  utility: ({ trace, steps }) => {
    const page = pageAtClick(trace, steps, SUBMIT);
    if (page === undefined) return false;
    const p = field(page, '#password');
    const v = field(page, '#verify');
    const r = p === password && v === password ? 1.0 : -1.0;
    return solved(r);
  },
});
