// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/use-autocomplete.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: genProblem, the #subbtn click handler closing over the draw (one draw: "Switzerland", starts with "Sw", ends with "and")
import { defineUserTask, externalCall, type Judge } from 'chokepoint';
import { field, pageAtClick, solved, SUBMIT } from './helpers.ts';

/** genProblem's handler, closing over the prefix, the suffix and whether the suffix is asked for. */
function submitHandler(f: string, e: string, matchEnd: boolean): Judge {
  return ({ trace, steps }) => {
    const page = pageAtClick(trace, steps, SUBMIT);
    if (page === undefined) return false;
    const entered = field(page, '#tags');
    const ff = entered.startsWith(f);
    const ee = entered.endsWith(e);
    const correct = Number(ff) & Number(ee || !matchEnd);
    const r = correct ? 1.0 : -1.0;
    return solved(r);
  };
}

export default defineUserTask({
  id: 'use_autocomplete',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: 'Enter an item that starts with "Sw" and ends with "and".',
  requiredTools: [],
  reference: [externalCall('type', { element: '#tags', text: 'Switzerland' }), externalCall('click', { element: SUBMIT })],
  referenceAnswer: '',
  tags: ['miniwob'],
  utility: submitHandler('Sw', 'and', true),
});
