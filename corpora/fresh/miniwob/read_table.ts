// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/read-table.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: genProblem, the #subbtn click handler (one draw: Religion / Hinduism)
import { defineUserTask, externalCall } from 'chokepoint';
import { field, pageAtClick, solved, SUBMIT } from './helpers.ts';

const expectedVals = { keygt: 'Religion', valgt: 'Hinduism' };

export default defineUserTask({
  id: 'read_table',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: `Enter the value of ${expectedVals.keygt} into the text field and press Submit.`,
  requiredTools: [],
  reference: [externalCall('type', { element: '#tt', text: expectedVals.valgt }), externalCall('click', { element: SUBMIT })],
  referenceAnswer: '',
  tags: ['miniwob'],
  utility: ({ trace, steps }) => {
    const page = pageAtClick(trace, steps, SUBMIT);
    if (page === undefined) return false;
    const t = field(page, '#tt');
    const r = t === expectedVals.valgt ? 1.0 : -1.0;
    return solved(r);
  },
});
