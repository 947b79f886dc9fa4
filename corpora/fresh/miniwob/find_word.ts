// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/find-word.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: bindClickEvent, the #subbtn click handler (one draw: 4th word "Dolor")
import { defineUserTask, externalCall } from 'chokepoint';
import { pageAtClick, solved, SUBMIT } from './helpers.ts';

const problemSet = {
  expectedIndex: 3,
  text: 'Lorem ipsum amet. Dolor, sit tempor magna aliqua ut labore. ',
  expectedWord: 'Dolor',
};

export default defineUserTask({
  id: 'find_word',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: 'Find the 4th word in the paragraph, type that into the textbox and press "Submit".',
  requiredTools: [],
  reference: [
    externalCall('type', { element: '#answer-input', text: problemSet.expectedWord }),
    externalCall('click', { element: SUBMIT }),
  ],
  referenceAnswer: '',
  tags: ['miniwob'],
  utility: ({ trace, steps }) => {
    const page = pageAtClick(trace, steps, SUBMIT);
    if (page === undefined) return false;
    const ans = page.files['#answer-input'] ?? '';
    // whitespace and punctuation are not held against the answer
    const adjustedAnswer = ans.replace(/[^a-zA-Z0-9]/g, '');
    const r = adjustedAnswer === problemSet.expectedWord ? 1.0 : -1.0;
    return solved(r);
  },
});
