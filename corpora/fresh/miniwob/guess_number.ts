// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/guess-number.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: bindClickEvent, the #subbtn click handler (one draw: 6); a wrong guess only shows a hint, the episode goes on
import { defineUserTask, externalCall } from 'chokepoint';
import { clicked, SUBMIT } from './helpers.ts';

const correctNumber = 6;

export default defineUserTask({
  id: 'guess_number',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: 'Guess the number between 0-9 and press Submit. Use the feedback below to find the right number.',
  requiredTools: [],
  reference: [externalCall('type', { element: '#tt', text: String(correctNumber) }), externalCall('click', { element: SUBMIT })],
  referenceAnswer: '',
  tags: ['miniwob'],
  utility: ({ trace, steps }) => {
    for (let i = 0; i < trace.length; i++) {
      if (!clicked(trace[i], SUBMIT)) continue;
      const ans = parseInt(steps[i].state.files['#tt'] ?? '', 10);
      if (ans === correctNumber) return true;
    }
    return false;
  },
});
