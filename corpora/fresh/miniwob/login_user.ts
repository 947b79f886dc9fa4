// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/login-user.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: genProblem, the #subbtn click handler (one draw: user "kasey", password "Rb")
import { defineUserTask, externalCall } from 'chokepoint';
import { field, pageAtClick, solved, SUBMIT } from './helpers.ts';

const user = 'kasey';
const password = 'Rb';

export default defineUserTask({
  id: 'login_user',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: `Enter the username "${user}" and the password "${password}" into the text fields and press login.`,
  requiredTools: [],
  reference: [
    externalCall('type', { element: '#username', text: user }),
    externalCall('type', { element: '#password', text: password }),
    externalCall('click', { element: SUBMIT }),
  ],
  referenceAnswer: '',
  tags: ['miniwob'],
  utility: ({ trace, steps }) => {
    const page = pageAtClick(trace, steps, SUBMIT);
    if (page === undefined) return false;
    const u = field(page, '#username');
    const p = field(page, '#password');
    const r = u === user && p === password ? 1.0 : -1.0;
    return solved(r);
  },
});
