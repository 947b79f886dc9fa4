// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/copy-paste-2.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: bindClickEvents, the #subbtn click handler (one draw: 2nd text area)
import { defineUserTask, externalCall } from 'chokepoint';
import { field, pageAtClick, solved, SUBMIT } from './helpers.ts';

const chosenText = { expectedText: 'Magna aliqua. Sed dolor ipsum ', expectedArea: 2 };

export default defineUserTask({
  id: 'copy_paste_2',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: 'Copy the text from the 2nd text area below and paste it into the text input, then press Submit.',
  requiredTools: [],
  reference: [
    externalCall('type', { element: '#answer-input', text: chosenText.expectedText }),
    externalCall('click', { element: SUBMIT }),
  ],
  referenceAnswer: '',
  tags: ['miniwob'],
  utility: ({ trace, steps }) => {
    const page = pageAtClick(trace, steps, SUBMIT);
    if (page === undefined) return false;
    const ans = field(page, '#answer-input');
    const r = ans === chosenText.expectedText ? 1.0 : -1.0;
    return solved(r);
  },
});
