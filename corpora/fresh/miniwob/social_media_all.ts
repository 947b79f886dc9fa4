// Source: Farama-Foundation/miniwob-plusplus, miniwob/html/miniwob/social-media-all.html, commit 3f461ffcca7cecd2e84f603c6908ea16a0dfbc0c: genProblem, the Submit button click handler (one draw: "Like" on every post by @dolor)
import { defineUserTask, externalCall } from 'chokepoint';
import { pageAtClick, solved } from './helpers.ts';

const expectedUser = '@dolor';
const expectedAction = 'like';
const BUTTON = '#submitRow button';

export default defineUserTask({
  id: 'social_media_all',
  suite: 'miniwob',
  version: '1.0.0',
  prompt: `Click the "Like" button on all posts by ${expectedUser} and then click Submit.`,
  requiredTools: [],
  reference: [
    externalCall('click', { element: '.media[data-result=2] .like' }),
    externalCall('click', { element: '.media[data-result=5] .like' }),
    externalCall('click', { element: BUTTON }),
  ],
  referenceAnswer: '',
  tags: ['miniwob'],
  // the page's buttons: one row per post and control, with the post's username and whether it is active
  utility: ({ trace, steps }) => {
    const page = pageAtClick(trace, steps, BUTTON);
    if (page === undefined) return false;
    let ok = true;
    for (const button of page.tables.media_buttons) {
      const user = button.username;
      const active = button.active === 1;
      if (user === expectedUser && button.control === expectedAction) {
        if (!active) ok = false;
      } else {
        if (active) ok = false;
      }
    }
    const r = ok ? 1.0 : -1.0;
    return solved(r);
  },
});
