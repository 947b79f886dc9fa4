// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/text-transform.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: genProblem, the #subbtn click handler (one draw: captcha "fQbK")
import { defineUserTask, externalCall } from 'chokepoint';
import { field, pageAtClick, solved, SUBMIT } from './helpers.ts';

const q = 'fQbK';

export default defineUserTask({
  id: 'text_transform',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: 'Type the text below into the text field and press Submit.',
  requiredTools: [],
  reference: [externalCall('type', { element: '#tt', text: q }), externalCall('click', { element: SUBMIT })],
  referenceAnswer: '',
  tags: ['miniwob'],
  utility: ({ trace, steps }) => {
    const page = pageAtClick(trace, steps, SUBMIT);
    if (page === undefined) return false;
    const t = field(page, '#tt');
    const r = t === q ? 1.0 : -1.0;
    return solved(r);
  },
});
