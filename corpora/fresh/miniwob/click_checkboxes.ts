// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/click-checkboxes.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: genProblem, the #subbtn click handler over createCheckboxes data (one draw: 4 boxes, the 1st and 3rd to tick)
import { defineUserTask, externalCall } from 'chokepoint';
import { pageAtClick, solved, SUBMIT } from './helpers.ts';

const checkboxData = {
  elems: 4,
  toclick: { 0: true, 1: false, 2: true, 3: false } as Record<number, boolean>,
  clickNames: ['kPq', 'Wz3r'],
};

export default defineUserTask({
  id: 'click_checkboxes',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: `Select ${checkboxData.clickNames.join(', ')} and click Submit.`,
  requiredTools: [],
  reference: [
    externalCall('click', { element: '#ch0' }),
    externalCall('click', { element: '#ch2' }),
    externalCall('click', { element: SUBMIT }),
  ],
  referenceAnswer: '',
  tags: ['miniwob'],
  utility: ({ trace, steps }) => {
    const page = pageAtClick(trace, steps, SUBMIT);
    if (page === undefined) return false;
    let r = 0;
    for (let i = 0; i < checkboxData.elems; i++) {
      const isChecked = page.files[`#ch${i}`] === 'checked';
      r += isChecked === checkboxData.toclick[i] ? 1.0 : -1.0;
    }
    return solved(r / checkboxData.elems);
  },
});
