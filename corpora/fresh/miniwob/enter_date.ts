// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/enter-date.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: genProblem, the #subbtn click handler (one draw: 03/17/2014)
import { defineUserTask, externalCall } from 'chokepoint';
import { field, pageAtClick, solved, SUBMIT } from './helpers.ts';

const q = '03/17/2014';

export default defineUserTask({
  id: 'enter_date',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: `Enter ${q} as the date and hit submit.`,
  requiredTools: [],
  reference: [externalCall('type', { element: '#tt', text: '2014-03-17' }), externalCall('click', { element: SUBMIT })],
  referenceAnswer: '',
  tags: ['miniwob'],
  utility: ({ trace, steps }) => {
    const page = pageAtClick(trace, steps, SUBMIT);
    if (page === undefined) return false;
    // the date input holds YYYY-MM-DD: put it in the order of the query
    const t = field(page, '#tt').split('-');
    const userDate = `${t[1]}/${t[2]}/${t[0]}`;
    const r = userDate === q ? 1.0 : -1.0;
    return solved(r);
  },
});
